//! `madang <game> selfplay`: games between two named players, with a 95% Wilson interval.
//!
//! Both players take both seats. Ssangnyuk games come in pairs that share one dice sequence,
//! the players swapping seats between the two; San Yao games come in pairs that share one
//! random opening (the first two moves) and starter, the players swapping seats. Every game's
//! randomness is derived from `--seed` and the pair's number, so results do not depend on
//! `--threads`.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;
use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::{Bot, Level, SanYao, Ssangnyuk};
use madang_engine::sanyao::{self, Player};
use madang_engine::ssangnyuk::{self as sn, Color, Dice, Rules};
use std::time::Instant;

/// Ssangnyuk games stopped after this many turns count as draws (never seen in practice).
const SN_TURN_CAP: usize = 5_000;
/// San Yao matches stopped after this many moves count as draws.
const SY_MOVE_CAP: usize = 3_000;

/// The flags both games share.
#[derive(Args)]
pub struct Run {
    /// How many games; the players swap seats after each.
    #[arg(long, value_name = "N", value_parser = at_least_one)]
    games: u64,
    /// The seed every game's randomness derives from.
    #[arg(long, value_name = "S")]
    seed: u64,
    /// Print one JSON object: {"games", "wins", "draws", "win_rate", "ci95"}.
    #[arg(long)]
    json: bool,
    /// Threads to play on (1 to 64); the results do not depend on it.
    #[arg(long, value_name = "N", default_value_t = 1)]
    threads: u64,
}

/// A count that must be at least 1 (of games).
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err("must be a whole number".into()),
    }
}

/// The player names, with clap listing them in help and errors.
pub fn player() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name))
        .try_map(|name| Level::from_name(&name).ok_or("no player has this name"))
}

/// The flags both games share, checked, and the two players.
struct Setup {
    games: u64,
    seed: u64,
    players: [Level; 2],
    json: bool,
    threads: u64,
}

impl Setup {
    fn new(run: &Run, players: [Level; 2]) -> Setup {
        Setup {
            games: run.games,
            seed: run.seed,
            players,
            json: run.json,
            threads: run.threads.clamp(1, 64),
        }
    }
}

/// A game's result and the time each player took per move (microseconds).
#[derive(Default)]
struct Tally {
    wins: [u64; 2],
    draws: u64,
    micros: [Vec<u64>; 2],
    /// The same, only for moves with more than one legal choice.
    chosen: [Vec<u64>; 2],
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        for i in 0..2 {
            self.wins[i] += other.wins[i];
        }
        self.draws += other.draws;
        for (a, b) in self.micros.iter_mut().zip(other.micros) {
            a.extend(b);
        }
        for (a, b) in self.chosen.iter_mut().zip(other.chosen) {
            a.extend(b);
        }
    }
}

/// A seed for the pair's stream `purpose`, drawn from the run's seed through the pair's number
/// and the purpose in turn, so every stream is independent of the others.
fn derive(seed: u64, pair: u64, purpose: u64) -> u64 {
    [pair, purpose]
        .into_iter()
        .fold(seed, |s, x| Rng::seed_from_u64(s).random::<u64>() ^ x)
}

/// Runs `games` games, `game(pair, first_seat_index, tally)`, over pairs on `threads` threads.
fn run_pairs(s: &Setup, game: impl Fn(u64, usize, &mut Tally) + Sync) -> Tally {
    let pairs = s.games.div_ceil(2);
    let total = s.games;
    let mut tally = Tally::default();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..s.threads)
            .map(|t| {
                let game = &game;
                scope.spawn(move || {
                    let mut mine = Tally::default();
                    let mut pair = t;
                    while pair < pairs {
                        for swap in 0..2 {
                            if pair * 2 + swap < total {
                                game(pair, swap as usize, &mut mine);
                            }
                        }
                        pair += s.threads;
                    }
                    mine
                })
            })
            .collect();
        for h in handles {
            if let Ok(t) = h.join() {
                tally.merge(t);
            }
        }
    });
    tally
}

/// The Wilson score interval at 95% for `score` successes out of `n`.
pub fn wilson(score: f64, n: f64) -> (f64, f64) {
    let z = 1.959_963_984_540_054_f64;
    let p = score / n;
    let z2n = z * z / n;
    let center = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    ((center - half).max(0.0), (center + half).min(1.0))
}

fn percentile(sorted: &[u64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q).round() as usize;
    sorted[i.min(sorted.len() - 1)] as f64 / 1000.0
}

fn report(game: &str, seats: [&str; 2], s: &Setup, mut t: Tally) -> String {
    let n = s.games as f64;
    let rate = (t.wins[0] as f64 + 0.5 * t.draws as f64) / n;
    let (lo, hi) = wilson(t.wins[0] as f64 + 0.5 * t.draws as f64, n);
    if s.json {
        return format!(
            "{{\"games\": {}, \"wins\": [{}, {}], \"draws\": {}, \"win_rate\": {:.4}, \"ci95\": [{:.4}, {:.4}]}}",
            s.games, t.wins[0], t.wins[1], t.draws, rate, lo, hi
        );
    }
    let mut out = format!(
        "{game} selfplay, {} games, seed {}: {} (--{}) vs {} (--{})\n",
        s.games, s.seed, s.players[0], seats[0], s.players[1], seats[1]
    );
    out += &format!("wins {} - {}, draws {}\n", t.wins[0], t.wins[1], t.draws);
    out += &format!(
        "{} scores {:.4} (95% Wilson interval {:.4} to {:.4}; a draw counts half)\n",
        s.players[0], rate, lo, hi
    );
    for i in 0..2 {
        t.micros[i].sort_unstable();
        t.chosen[i].sort_unstable();
        out += &format!(
            "time per move, {}: median {:.3} ms, p95 {:.3} ms over {} moves; with a choice: median {:.3} ms, p95 {:.3} ms over {} moves\n",
            s.players[i],
            percentile(&t.micros[i], 0.5),
            percentile(&t.micros[i], 0.95),
            t.micros[i].len(),
            percentile(&t.chosen[i], 0.5),
            percentile(&t.chosen[i], 0.95),
            t.chosen[i].len()
        );
    }
    out.trim_end().to_string()
}

/// `madang ssangnyuk selfplay`.
pub fn ssangnyuk(run: &Run, players: [Level; 2]) -> String {
    let seats = ["white", "black"];
    let s = Setup::new(run, players);
    let tally = run_pairs(&s, |pair, swap, tally| {
        let mut bots = [
            madang_bot::ssangnyuk_bot(s.players[0], derive(s.seed, pair, 1)),
            madang_bot::ssangnyuk_bot(s.players[1], derive(s.seed, pair, 2)),
        ];
        // swap 0: the first-named player is White; swap 1: Black. Same dice either way.
        let first_color = if swap == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut dice = Rng::seed_from_u64(derive(s.seed, pair, 3));
        let result = ssangnyuk_game(&mut bots, first_color, &mut dice, tally);
        match result {
            Some(c) if c == first_color => tally.wins[0] += 1,
            Some(_) => tally.wins[1] += 1,
            None => tally.draws += 1,
        }
    });
    report("ssangnyuk", seats, &s, tally)
}

/// Plays one game from the jaengdu; `bots[0]` plays `first_color`. Returns the winner.
fn ssangnyuk_game(
    bots: &mut [Box<dyn Bot<Ssangnyuk>>; 2],
    first_color: Color,
    rng: &mut Rng,
    tally: &mut Tally,
) -> Option<Color> {
    let mut game = sn::Game::new(Rules::SEED);
    loop {
        let (w, b) = (
            madang_bot::ssangnyuk::die(rng),
            madang_bot::ssangnyuk::die(rng),
        );
        if game.throw_jaengdu(w, b).ok().flatten().is_some() {
            break;
        }
    }
    // The jaengdu's dice are the starter's first roll.
    let mut first: Option<Dice> = game.turn().map(sn::Turn::dice);
    let mut pos = game.position();
    for _ in 0..SN_TURN_CAP {
        if let Some(o) = pos.outcome() {
            return Some(o.winner);
        }
        let dice = match first.take() {
            Some(d) => d,
            None => madang_bot::ssangnyuk::roll(rng),
        };
        let who = usize::from(pos.turn() != first_color);
        let started = Instant::now();
        let choice = bots[who].choose(&pos, dice);
        let took = started.elapsed().as_micros() as u64;
        tally.micros[who].push(took);
        if pos.legal_plays(dice).len() > 1 {
            tally.chosen[who].push(took);
        }
        // A roll that cannot be played has one play, the pass; `None` only once it is over.
        match choice {
            Some(play) => pos = *play.result(),
            None => break,
        }
    }
    None
}

/// `madang sanyao selfplay`.
pub fn sanyao(run: &Run, players: [Level; 2]) -> String {
    let seats = ["south", "north"];
    let s = Setup::new(run, players);
    let tally = run_pairs(&s, |pair, swap, tally| {
        let mut bots = [
            madang_bot::sanyao_bot(s.players[0], derive(s.seed, pair, 1)),
            madang_bot::sanyao_bot(s.players[1], derive(s.seed, pair, 2)),
        ];
        let first_player = if swap == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut opening = Rng::seed_from_u64(derive(s.seed, pair, 3));
        match sanyao_match(&mut bots, first_player, &mut opening, tally) {
            Some(p) if p == first_player => tally.wins[0] += 1,
            Some(_) => tally.wins[1] += 1,
            None => tally.draws += 1,
        }
    });
    report("sanyao", seats, &s, tally)
}

/// Random opening moves before the players take over.
const OPENING_MOVES: usize = 2;

/// Plays one match; `bots[0]` plays `first_player`. Returns the match winner.
fn sanyao_match(
    bots: &mut [Box<dyn Bot<SanYao>>; 2],
    first_player: Player,
    rng: &mut Rng,
    tally: &mut Tally,
) -> Option<Player> {
    let starter = if rng.random() {
        Player::North
    } else {
        Player::South
    };
    let mut pos = sanyao::Position::opening(starter);
    for ply in 0..SY_MOVE_CAP {
        if let Some(o) = pos.outcome() {
            return Some(o.winner);
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            pos = pos.advance().ok()?.position;
            continue;
        }
        let hole = if ply < OPENING_MOVES {
            moves.iter().nth(rng.random_range(..moves.len()))?
        } else {
            let who = usize::from(pos.turn() != first_player);
            let started = Instant::now();
            let hole = bots[who].choose(&pos, ())?;
            let took = started.elapsed().as_micros() as u64;
            tally.micros[who].push(took);
            if moves.len() > 1 {
                tally.chosen[who].push(took);
            }
            hole
        };
        pos = pos.play(hole).ok()?.position;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_published_intervals() {
        // Newcombe, "Two-sided confidence intervals for the single proportion: comparison of
        // seven methods", Statistics in Medicine 17 (1998) 857-872, Table II, method 3 (the
        // score interval without continuity correction), 95%: the five worked examples.
        let table = [
            (81.0, 263.0, 0.2553, 0.3662),
            (15.0, 148.0, 0.0624, 0.1605),
            (0.0, 20.0, 0.0000, 0.1611),
            (1.0, 29.0, 0.0061, 0.1718),
            (29.0, 29.0, 0.8830, 1.0000),
        ];
        for (k, n, lo, hi) in table {
            let (a, b) = wilson(k, n);
            assert!(
                (a - lo).abs() < 5e-5 && (b - hi).abs() < 5e-5,
                "{k} of {n}: [{a:.4}, {b:.4}], published [{lo:.4}, {hi:.4}]"
            );
        }
    }
}
