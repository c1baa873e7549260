//! Ssangnyuk players: `random`, `easy` (greedy heuristic), `medium` (hand-written evaluation,
//! 0-ply) and `hard` (a network trained by TD(lambda) self-play, with a 1-ply look at the
//! opponent's 21 rolls for the most promising plays, within a budget of network evaluations).

pub mod eval;
pub mod net;
pub mod train;
pub mod view;

use crate::rng::{Rng, RngExt, SeedableRng};
use crate::{Bot, Budget, Level, Ssangnyuk};
use alloc::boxed::Box;
use alloc::vec::Vec;
use madang_engine::ssangnyuk::{Dice, Die, Play, Position};
use net::Net;
use rand::seq::IndexedRandom;
use view::View;

/// One fair die from `rng` (the jaengdu throws the two players' dice one by one).
pub fn die(rng: &mut (impl rand::Rng + ?Sized)) -> Die {
    // 1..=6 is always a die: the fallback is never taken.
    Die::new(rng.random_range(1..=6)).unwrap_or(Die::ONE)
}

/// A roll of two fair dice from `rng`.
pub fn roll(rng: &mut (impl rand::Rng + ?Sized)) -> Dice {
    let first = die(rng);
    Dice::from_dice(first, die(rng))
}

/// The player for `level`, deterministic for `seed`.
pub fn player(level: Level, seed: u64) -> Box<dyn Bot<Ssangnyuk>> {
    match level {
        Level::Random => Box::new(RandomBot {
            rng: Rng::seed_from_u64(seed),
            level,
        }),
        Level::Easy => Box::new(Scored {
            level,
            score: Scorer::Easy,
        }),
        Level::Medium => Box::new(Scored {
            level,
            score: Scorer::Medium,
        }),
        Level::Hard => Box::new(HardBot::new(net::embedded())),
    }
}

/// Uniformly random legal plays.
struct RandomBot {
    rng: Rng,
    level: Level,
}

impl Bot<Ssangnyuk> for RandomBot {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        position.legal_plays(dice).choose(&mut self.rng).copied()
    }

    fn level(&self) -> Level {
        self.level
    }
}

#[derive(Clone, Copy)]
enum Scorer {
    Easy,
    Medium,
}

/// Picks the play whose result a hand-written evaluation likes best (0-ply).
struct Scored {
    level: Level,
    score: Scorer,
}

fn won(position: &Position, play: &Play) -> bool {
    play.result().outcome().map(|o| o.winner) == Some(position.turn())
}

impl Bot<Ssangnyuk> for Scored {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        let me = position.turn();
        let before = View::new(position, me);
        best_by(position.legal_plays(dice), |p| {
            if won(position, p) {
                return f32::INFINITY;
            }
            let after = View::new(p.result(), me);
            match self.score {
                Scorer::Easy => eval::easy(&before, &after),
                Scorer::Medium => eval::medium(&after),
            }
        })
    }

    fn level(&self) -> Level {
        self.level
    }
}

fn best_by(plays: Vec<Play>, mut f: impl FnMut(&Play) -> f32) -> Option<Play> {
    let mut best: Option<(f32, Play)> = None;
    for p in plays {
        let v = f(&p);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, p));
        }
    }
    best.map(|(_, p)| p)
}

/// Network evaluations a hard move may spend by default (about 0.1 s natively).
pub const HARD_NODES: u64 = 40_000;
/// Plays the hard player looks at 1-ply deep at most.
const CANDIDATES: usize = 6;
/// Plays further than this (in winning chance, at 0-ply) behind the best are not looked at.
const MARGIN: f32 = 0.08;

/// The trained network: 0-ply over every play, then 1-ply expectimax for the best few.
pub struct HardBot {
    net: Option<Net>,
    budget: Budget,
}

impl HardBot {
    /// A hard player with `net` (falls back to the medium evaluation without one).
    pub fn new(net: Option<Net>) -> HardBot {
        HardBot {
            net,
            budget: Budget::nodes(HARD_NODES),
        }
    }

    /// The same player with a 0-ply search only (for measuring what the look-ahead adds).
    pub fn zero_ply(net: Option<Net>) -> HardBot {
        HardBot {
            net,
            budget: Budget::nodes(0),
        }
    }
}

/// 1 - the winning chance of the side to move in `r`: the mover's chance after its play.
fn after_play(net: &Net, mover: madang_engine::ssangnyuk::Color, r: &Position) -> f32 {
    match r.outcome().map(|o| o.winner) {
        Some(w) if w == mover => 1.0,
        Some(_) => 0.0,
        None => 1.0 - net.value(&View::new(r, r.turn())),
    }
}

impl Bot<Ssangnyuk> for HardBot {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        let Some(net) = &self.net else {
            return Scored {
                level: Level::Hard,
                score: Scorer::Medium,
            }
            .choose(position, dice);
        };
        let me = position.turn();
        let plays = position.legal_plays(dice);
        if plays.len() <= 1 {
            return plays.first().copied();
        }
        let mut ranked: Vec<(f32, usize)> = plays
            .iter()
            .enumerate()
            .map(|(i, p)| (after_play(net, me, p.result()), i))
            .collect();
        ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        let top = ranked[0].0;
        let start = self.budget.now();
        let mut spent = plays.len() as u64;
        let mut best = (f32::NEG_INFINITY, ranked[0].1);
        for &(v0, i) in ranked.iter().take(CANDIDATES) {
            if v0 < top - MARGIN || v0 >= 1.0 || spent >= self.budget.nodes {
                break;
            }
            let r = plays[i].result();
            // Each of the opponent's 21 rolls, its best reply by the net; my chance after it.
            let mut total = 0.0;
            let mut used = 0;
            for d in Dice::ALL_21 {
                // A roll the opponent cannot play is its one play, the pass.
                let replies = r.legal_plays(d);
                used += replies.len() as u64;
                let mine = replies
                    .iter()
                    .map(|q| 1.0 - after_play(net, r.turn(), q.result()))
                    .fold(1.0, f32::min);
                total += f32::from(d.weight()) * mine;
            }
            spent += used;
            let v1 = total / 36.0;
            if v1 > best.0 {
                best = (v1, i);
            }
            let late = match (start, self.budget.now()) {
                (Some(s), Some(n)) => n - s > self.budget.millis,
                _ => false,
            };
            // Stop when the next candidate might not fit (each costs about what this one did).
            if late || spent + used > self.budget.nodes {
                break;
            }
        }
        if best.0 == f32::NEG_INFINITY {
            best.1 = ranked[0].1;
        }
        plays.get(best.1).copied()
    }

    fn level(&self) -> Level {
        Level::Hard
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}
