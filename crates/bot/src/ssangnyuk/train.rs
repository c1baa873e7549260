//! Self-play training of the network with TD(lambda), as in TD-Gammon: the net plays both sides
//! greedily (0-ply; the dice explore), and after every turn its estimate of the position before
//! the turn moves toward its estimate after it, through eligibility traces; the last target is
//! the game's result.
//!
//! Everything is seeded, so `Trainer::new(seed)` followed by `n` games gives the same weights on
//! every machine; the learning rate depends only on the number of games played so far, so a
//! checkpoint after `k` games equals a run of `k` games.

use super::net::{Inputs, Net, HIDDEN, INPUTS};
use super::view::View;
use crate::rng::{Rng, RngExt, SeedableRng};
use madang_engine::ssangnyuk::{Color, Dice, Position, Rules};

/// Trace decay.
pub const LAMBDA: f32 = 0.7;

/// The learning rate after `games` training games.
pub fn alpha(games: u64) -> f32 {
    0.1 / (1.0 + games as f32 / 100_000.0)
}

/// A network being trained.
pub struct Trainer {
    /// The weights so far.
    pub net: Net,
    traces: Net,
    rng: Rng,
    /// Games played so far.
    pub games: u64,
    /// Games the starting network had been trained for (the learning rate goes on from there).
    pub before: u64,
}

/// The index of the play whose result is best for the side to move of `pos`, by `net` at 0-ply.
pub fn greedy(
    net: &Net,
    pos: &Position,
    plays: &[madang_engine::ssangnyuk::Play],
) -> Option<usize> {
    let me = pos.turn();
    let mut best = None;
    let mut best_v = f32::NEG_INFINITY;
    for (i, p) in plays.iter().enumerate() {
        let r = p.result();
        let v = match r.outcome().map(|o| o.winner) {
            Some(w) if w == me => 2.0,
            Some(_) => -1.0,
            None => 1.0 - net.value(&View::new(r, r.turn())),
        };
        if v > best_v {
            best_v = v;
            best = Some(i);
        }
    }
    best
}

impl Trainer {
    /// A fresh network with weights drawn from `seed`; games are played from the same seed.
    pub fn new(seed: u64) -> Trainer {
        let mut rng = Rng::seed_from_u64(seed);
        let net = Net::random(&mut rng);
        Trainer {
            net,
            traces: Net::zeros(),
            rng,
            games: 0,
            before: 0,
        }
    }

    /// Training that goes on from `net`, trained for `before` games already (inputs it lacks
    /// start at zero weight); games are played from `seed`.
    pub fn resume(net: Net, before: u64, seed: u64) -> Trainer {
        Trainer {
            net: net.widened(),
            traces: Net::zeros(),
            rng: Rng::seed_from_u64(seed),
            games: 0,
            before,
        }
    }

    /// White's winning chance by the net, and its gradient added to the traces.
    fn value_and_trace(&mut self, pos: &Position) -> f32 {
        let x = Inputs::encode(&View::new(pos, pos.turn()));
        let f = self.net.forward(&x);
        let sign = if pos.turn() == Color::White {
            1.0
        } else {
            -1.0
        };
        let t = &mut self.traces;
        for v in
            t.w1.iter_mut()
                .chain(t.b1.iter_mut())
                .chain(t.w2.iter_mut())
        {
            *v *= LAMBDA;
        }
        t.b2 *= LAMBDA;
        let gout = sign * f.value * (1.0 - f.value);
        t.b2 += gout;
        let mut dh = [0f32; HIDDEN];
        for (j, d) in dh.iter_mut().enumerate() {
            let h = f.hidden[j];
            t.w2[j] += gout * h;
            *d = gout * self.net.w2[j] * h * (1.0 - h);
            t.b1[j] += *d;
        }
        for (i, v) in x.iter() {
            let row = &mut t.w1[i * HIDDEN..(i + 1) * HIDDEN];
            for (e, d) in row.iter_mut().zip(&dh) {
                *e += d * v;
            }
        }
        if pos.turn() == Color::White {
            f.value
        } else {
            1.0 - f.value
        }
    }

    fn learn(&mut self, delta: f32) {
        let step = alpha(self.before + self.games) * delta;
        let (n, t) = (&mut self.net, &self.traces);
        for (w, e) in
            n.w1.iter_mut()
                .zip(&t.w1)
                .chain(n.b1.iter_mut().zip(&t.b1))
                .chain(n.w2.iter_mut().zip(&t.w2))
        {
            *w += step * e;
        }
        n.b2 += step * t.b2;
    }

    fn dice(&mut self) -> Dice {
        super::roll(&mut self.rng)
    }

    /// Plays one training game and returns the winner (`None` if it ran past its turn cap).
    pub fn play_game(&mut self) -> Option<Color> {
        for v in self
            .traces
            .w1
            .iter_mut()
            .chain(self.traces.b1.iter_mut())
            .chain(self.traces.w2.iter_mut())
        {
            *v = 0.0;
        }
        self.traces.b2 = 0.0;
        // The jaengdu: the higher die starts and plays both dice.
        let mut dice = loop {
            let d = self.dice();
            if !d.is_double() {
                break d;
            }
        };
        let starter = if self.rng.random() {
            Color::Black
        } else {
            Color::White
        };
        let mut pos = Position::opening(Rules::SEED, starter);
        let mut f = self.value_and_trace(&pos);
        let mut winner = None;
        for turn in 0..2000 {
            if turn > 0 {
                dice = self.dice();
            }
            let plays = pos.legal_plays(dice);
            // The pass is a legal play too, so there is always one to take.
            let Some(next) = greedy(&self.net, &pos, &plays)
                .and_then(|i| plays.get(i))
                .map(|p| *p.result())
            else {
                break;
            };
            if let Some(w) = next.outcome().map(|o| o.winner) {
                let z = if w == Color::White { 1.0 } else { 0.0 };
                self.learn(z - f);
                winner = Some(w);
                break;
            }
            // The trace already holds the gradient at `pos`; learn, then add the next one.
            let x = Inputs::encode(&View::new(&next, next.turn()));
            let v = self.net.forward(&x).value;
            let f_next = if next.turn() == Color::White {
                v
            } else {
                1.0 - v
            };
            self.learn(f_next - f);
            f = self.value_and_trace(&next);
            pos = next;
        }
        self.games += 1;
        winner
    }
}

/// The number of weights (for reports).
pub const WEIGHTS: usize = INPUTS * HIDDEN + 2 * HIDDEN + 1;
