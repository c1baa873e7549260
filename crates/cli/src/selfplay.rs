//! `madang <game> selfplay`: games between two named players, with a 95% Wilson interval.
//!
//! Both players take both seats. Ssangnyuk games come in pairs that share one dice sequence,
//! the players swapping seats between the two; San Yao games come in pairs that share one
//! random opening (the first two moves) and starter, the players swapping seats. Every game's
//! randomness is derived from `--seed` and the pair's number, so results do not depend on
//! `--threads`.
//!
//! San Yao's `--paired` also reports the pairs: won by one player on both seats, or split (the
//! same side of the board won both matches, so the opening decided them), and how often the
//! opening alone decided round 1 (the same side won it in both matches, whoever sat there).
//! Counts and move times are kept in fixed memory, however long the run.

use crate::records;
use crate::tally::{Played, Tally};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::Args;
use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::{Bot, Level, SanYao, Ssangnyuk};
use madang_engine::sanyao::{self, Player};
use madang_engine::ssangnyuk::{self as sn, Color, Dice, Preset, Rules};
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
    /// Write each game's record (madang-record/1) into this folder, made if missing:
    /// <game>-seed<S>-game<N>.json.
    #[arg(long, value_name = "DIR")]
    records: Option<std::path::PathBuf>,
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

/// The weights of the hard player of earlier releases (trained 2026-11-30), kept fixed to
/// measure later players against; native only, they are not part of the page.
pub static BASELINE: &[u8] = include_bytes!("../../bot/weights/ssangnyuk-2026-11-30.bin");

/// The earlier hard player's network.
pub fn baseline() -> Option<madang_bot::ssangnyuk::net::Net> {
    madang_bot::ssangnyuk::net::Net::from_bytes(BASELINE)
}

/// A Ssangnyuk self-play player: a level, or one kept for measuring the hard player:
/// `hard-1ply`, the hard player of earlier releases (1-ply, no bear-off table, the 2026-11-30
/// weights), and the networks alone at 0-ply, `hard-0ply` (shipped) and `hard-0ply-old`
/// (2026-11-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SnPlayer {
    /// The player of this level.
    Level(Level),
    /// The earlier hard player.
    HardOnePly,
    /// The shipped network at 0-ply.
    ZeroPly,
    /// The earlier hard player's network at 0-ply.
    ZeroPlyOld,
}

/// The players kept for measuring, besides the levels.
const MEASURING: [SnPlayer; 3] = [
    SnPlayer::HardOnePly,
    SnPlayer::ZeroPly,
    SnPlayer::ZeroPlyOld,
];

impl SnPlayer {
    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            SnPlayer::Level(l) => l.name(),
            SnPlayer::HardOnePly => "hard-1ply",
            SnPlayer::ZeroPly => "hard-0ply",
            SnPlayer::ZeroPlyOld => "hard-0ply-old",
        }
    }

    fn bot(self, seed: u64) -> Box<dyn Bot<Ssangnyuk>> {
        use madang_bot::ssangnyuk::{net, HardBot};
        match self {
            SnPlayer::Level(l) => madang_bot::ssangnyuk_bot(l, seed),
            SnPlayer::HardOnePly => Box::new(HardBot::one_ply(baseline())),
            SnPlayer::ZeroPly => Box::new(HardBot::zero_ply(net::embedded())),
            SnPlayer::ZeroPlyOld => Box::new(HardBot::zero_ply(baseline())),
        }
    }
}

/// The Ssangnyuk self-play player names, with clap listing them in help and errors.
pub fn sn_player() -> impl TypedValueParser<Value = SnPlayer> {
    let mut names: Vec<&'static str> = Level::ALL.map(Level::name).to_vec();
    names.extend(MEASURING.map(SnPlayer::name));
    PossibleValuesParser::new(names).try_map(|name| {
        if let Some(p) = MEASURING.into_iter().find(|p| p.name() == name) {
            return Ok(p);
        }
        Level::from_name(&name)
            .map(SnPlayer::Level)
            .ok_or("no player has this name")
    })
}

/// The flags both games share, checked, and the two players.
struct Setup {
    games: u64,
    seed: u64,
    players: [&'static str; 2],
    json: bool,
    threads: u64,
    /// Whether to report the pairs' results.
    paired: bool,
}

impl Setup {
    fn new(run: &Run, players: [&'static str; 2]) -> Setup {
        Setup {
            games: run.games,
            seed: run.seed,
            players,
            json: run.json,
            threads: run.threads.clamp(1, 64),
            paired: false,
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

/// Runs `games` games, `game(pair, first_seat_index, tally)`, over pairs on `threads` threads,
/// and counts their results (and those of whole pairs).
fn run_pairs(s: &Setup, game: impl Fn(u64, usize, &mut Tally) -> Played + Sync) -> Tally {
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
                        let mut played = [None; 2];
                        for (swap, slot) in played.iter_mut().enumerate() {
                            if pair * 2 + (swap as u64) < total {
                                let g = game(pair, swap, &mut mine);
                                mine.add(g);
                                *slot = Some(g);
                            }
                        }
                        if let [Some(a), Some(b)] = played {
                            mine.pairs.add([a, b]);
                        }
                        pair += s.threads;
                    }
                    mine
                })
            })
            .collect();
        for h in handles {
            if let Ok(t) = h.join() {
                tally.merge(&t);
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

/// A rate of `k` out of `n` and its 95% Wilson interval; `None` out of nothing.
fn rate(k: u64, n: u64) -> Option<(f64, f64, f64)> {
    (n > 0).then(|| {
        let (lo, hi) = wilson(k as f64, n as f64);
        (k as f64 / n as f64, lo, hi)
    })
}

fn report(title: &str, seats: [&str; 2], s: &Setup, t: &Tally) -> String {
    let n = s.games as f64;
    let rate0 = (t.wins[0] as f64 + 0.5 * t.draws as f64) / n;
    let (lo, hi) = wilson(t.wins[0] as f64 + 0.5 * t.draws as f64, n);
    if s.json {
        let paired = if s.paired {
            paired_json(t)
        } else {
            String::new()
        };
        return format!(
            "{{\"games\": {}, \"wins\": [{}, {}], \"draws\": {}, \"win_rate\": {:.4}, \"ci95\": [{:.4}, {:.4}]{paired}}}",
            s.games, t.wins[0], t.wins[1], t.draws, rate0, lo, hi
        );
    }
    let mut out = format!(
        "{title}, {} games, seed {}: {} (--{}) vs {} (--{})\n",
        s.games, s.seed, s.players[0], seats[0], s.players[1], seats[1]
    );
    out += &format!("wins {} - {}, draws {}\n", t.wins[0], t.wins[1], t.draws);
    out += &format!(
        "{} scores {:.4} (95% Wilson interval {:.4} to {:.4}; a draw counts half)\n",
        s.players[0], rate0, lo, hi
    );
    if s.paired {
        out += &paired_text(s, t);
    }
    for i in 0..2 {
        out += &format!(
            "time per move, {}: median {:.3} ms, p95 {:.3} ms over {} moves; with a choice: median {:.3} ms, p95 {:.3} ms over {} moves\n",
            s.players[i],
            t.times[i].millis_at(0.5),
            t.times[i].millis_at(0.95),
            t.times[i].len(),
            t.chosen[i].millis_at(0.5),
            t.chosen[i].millis_at(0.95),
            t.chosen[i].len()
        );
    }
    out.trim_end().to_string()
}

/// The pairs' lines: who won pairs on both seats, and how often the opening decided round 1.
fn paired_text(s: &Setup, t: &Tally) -> String {
    let p = &t.pairs;
    let [a, b] = s.players;
    let mut out = format!(
        "pairs {}: {a} won both games of {}, {b} both of {}, split {} (the same side won both), with a draw {}\n",
        p.count(),
        p.swept[0],
        p.swept[1],
        p.split,
        p.drawn
    );
    out += &match rate(p.swept[0], p.swept[0] + p.swept[1]) {
        Some((r, lo, hi)) => format!(
            "{a} won {r:.4} of the {} pairs won on both seats (95% Wilson interval {lo:.4} to {hi:.4})\n",
            p.swept[0] + p.swept[1]
        ),
        None => "no pair was won on both seats\n".into(),
    };
    if let Some((r, lo, hi)) = rate(p.opening_decided, p.count()) {
        out += &format!(
            "the opening decided round 1 in {} of {} pairs, {r:.4} (95% Wilson interval {lo:.4} to {hi:.4}): the same side of the board won it in both games, whoever sat there\n",
            p.opening_decided,
            p.count()
        );
    }
    out
}

/// The pairs' results as the JSON object's last member.
fn paired_json(t: &Tally) -> String {
    let p = &t.pairs;
    // A rate out of nothing is null, its interval everything.
    let json = |r: Option<(f64, f64, f64)>| match r {
        Some((r, lo, hi)) => (format!("{r:.4}"), format!("[{lo:.4}, {hi:.4}]")),
        None => ("null".to_string(), "[0.0000, 1.0000]".to_string()),
    };
    let (swept_rate, swept_ci) = json(rate(p.swept[0], p.swept[0] + p.swept[1]));
    let (decided_rate, decided_ci) = json(rate(p.opening_decided, p.count()));
    format!(
        ", \"pairs\": {{\"count\": {}, \"swept\": [{}, {}], \"split\": {}, \"drawn\": {}, \"swept_rate\": {swept_rate}, \"swept_ci95\": {swept_ci}, \"opening_decided\": {}, \"opening_decided_rate\": {decided_rate}, \"opening_decided_ci95\": {decided_ci}}}",
        p.count(),
        p.swept[0],
        p.swept[1],
        p.split,
        p.drawn,
        p.opening_decided
    )
}

/// `madang ssangnyuk selfplay`, under `rules`.
pub fn ssangnyuk(run: &Run, players: [SnPlayer; 2], rules: Preset) -> Result<String, String> {
    let seats = ["white", "black"];
    let s = Setup::new(run, players.map(SnPlayer::name));
    let folder = run
        .records
        .as_deref()
        .map(|dir| records::Folder::new(dir, "ssangnyuk", s.seed))
        .transpose()?;
    let tally = run_pairs(&s, |pair, swap, tally| {
        let mut bots = [
            players[0].bot(derive(s.seed, pair, 1)),
            players[1].bot(derive(s.seed, pair, 2)),
        ];
        // swap 0: the first-named player is White; swap 1: Black. Same dice either way.
        let first_color = if swap == 0 {
            Color::White
        } else {
            Color::Black
        };
        let dice_seed = derive(s.seed, pair, 3);
        let mut dice = Rng::seed_from_u64(dice_seed);
        let mut game = folder.as_ref().map(|_| sn::Game::new(rules.rules()));
        let result = ssangnyuk_game(
            &mut bots,
            rules.rules(),
            first_color,
            &mut dice,
            tally,
            game.as_mut(),
        );
        if let (Some(folder), Some(game)) = (&folder, &game) {
            let index = pair * 2 + swap as u64;
            let names = if swap == 0 {
                s.players
            } else {
                [s.players[1], s.players[0]]
            };
            let meta = records::meta([("white", names[0]), ("black", names[1])], s.seed, index);
            // The dice came from this seed as the page throws them, so the record carries it.
            folder.write(
                index,
                &records::ssangnyuk_text(game, Some(dice_seed), &meta),
            );
        }
        Played {
            winner: result.map(|c| usize::from(c != first_color)),
            first_round: None,
        }
    });
    if let Some(folder) = folder {
        folder.finish()?;
    }
    let title = format!("ssangnyuk selfplay ({rules} rules)");
    Ok(report(&title, seats, &s, &tally))
}

/// Plays one game from the jaengdu; `bots[0]` plays `first_color`. Returns the winner. With
/// `record`, a game from the jaengdu that is kept in step, for its record.
fn ssangnyuk_game(
    bots: &mut [Box<dyn Bot<Ssangnyuk>>; 2],
    rules: Rules,
    first_color: Color,
    rng: &mut Rng,
    tally: &mut Tally,
    mut record: Option<&mut sn::Game>,
) -> Option<Color> {
    let mut game = sn::Game::new(rules);
    loop {
        let (w, b) = (
            madang_bot::ssangnyuk::die(rng),
            madang_bot::ssangnyuk::die(rng),
        );
        let decided = game.throw_jaengdu(w, b).ok().flatten().is_some();
        if let Some(r) = record.as_deref_mut() {
            let _ = r.throw_jaengdu(w, b);
        }
        if decided {
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
        tally.times[who].record(took);
        if pos.legal_plays(dice).len() > 1 {
            tally.chosen[who].record(took);
        }
        // A roll that cannot be played has one play, the pass; `None` only once it is over.
        match choice {
            Some(play) => {
                if let Some(r) = record.as_deref_mut() {
                    keep(r, dice, &play);
                }
                pos = *play.result();
            }
            None => break,
        }
    }
    None
}

/// Keeps the recorded game in step: the roll (after the jaengdu, already thrown), then the
/// play, unless the roll passed by itself.
fn keep(game: &mut sn::Game, dice: Dice, play: &sn::Play) {
    if game.phase() == sn::Phase::Roll {
        let _ = game.roll(dice);
    }
    if game.phase() == sn::Phase::Move {
        let _ = game.play(&play.notation());
    }
}

/// `madang sanyao selfplay`; `paired` adds the pairs' results, and needs whole pairs.
pub fn sanyao(run: &Run, players: [Level; 2], paired: bool) -> Result<String, String> {
    let seats = ["south", "north"];
    let mut s = Setup::new(run, players.map(Level::name));
    if paired && s.games % 2 != 0 {
        return Err(format!(
            "--paired plays each opening twice: --games must be even, not {}",
            s.games
        ));
    }
    s.paired = paired;
    let folder = run
        .records
        .as_deref()
        .map(|dir| records::Folder::new(dir, "sanyao", s.seed))
        .transpose()?;
    let tally = run_pairs(&s, |pair, swap, tally| {
        let mut bots = [
            madang_bot::sanyao_bot(players[0], derive(s.seed, pair, 1)),
            madang_bot::sanyao_bot(players[1], derive(s.seed, pair, 2)),
        ];
        let first_player = if swap == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut opening = Rng::seed_from_u64(derive(s.seed, pair, 3));
        let m = sanyao_match(
            &mut bots,
            first_player,
            &mut opening,
            tally,
            folder.is_some(),
        );
        if let (Some(folder), Some(game)) = (&folder, &m.game) {
            let index = pair * 2 + swap as u64;
            let names = if swap == 0 {
                s.players
            } else {
                [s.players[1], s.players[0]]
            };
            let meta = records::meta([("south", names[0]), ("north", names[1])], s.seed, index);
            // The starter is not drawn as the page draws it, so the record has no seed.
            folder.write(index, &records::sanyao_text(game, &meta));
        }
        Played {
            winner: m.winner.map(|p| usize::from(p != first_player)),
            first_round: m.first_round.map(Player::index),
        }
    });
    if let Some(folder) = folder {
        folder.finish()?;
    }
    Ok(report("sanyao selfplay", seats, &s, &tally))
}

/// Random opening moves before the players take over.
const OPENING_MOVES: usize = 2;

/// How a match went.
#[derive(Default)]
struct Match {
    /// The match winner; `None` if the match was cut off.
    winner: Option<Player>,
    /// The side that won round 1; `None` if it was drawn or cut off.
    first_round: Option<Player>,
    /// The match as played, when its record is wanted.
    game: Option<sanyao::Game>,
}

/// Plays one match; `bots[0]` plays `first_player`.
fn sanyao_match(
    bots: &mut [Box<dyn Bot<SanYao>>; 2],
    first_player: Player,
    rng: &mut Rng,
    tally: &mut Tally,
    record: bool,
) -> Match {
    let starter = if rng.random() {
        Player::North
    } else {
        Player::South
    };
    let mut pos = sanyao::Position::opening(starter);
    let mut result = Match {
        game: record.then(|| sanyao::Game::new(starter)),
        ..Match::default()
    };
    for ply in 0..SY_MOVE_CAP {
        if let Some(o) = pos.outcome() {
            result.winner = Some(o.winner);
            break;
        }
        let moves = pos.legal_moves();
        let step = if moves.is_empty() {
            if let Some(game) = result.game.as_mut() {
                let _ = game.advance();
            }
            pos.advance()
        } else {
            let hole = if ply < OPENING_MOVES {
                moves.iter().nth(rng.random_range(..moves.len()))
            } else {
                let who = usize::from(pos.turn() != first_player);
                let started = Instant::now();
                let hole = bots[who].choose(&pos, ());
                let took = started.elapsed().as_micros() as u64;
                tally.times[who].record(took);
                if moves.len() > 1 {
                    tally.chosen[who].record(took);
                }
                hole
            };
            let Some(hole) = hole else { break };
            if let Some(game) = result.game.as_mut() {
                let _ = game.play(hole);
            }
            pos.play(hole)
        };
        let Ok(step) = step else { break };
        if let Some(end) = step.round_end.as_ref().filter(|e| e.round == 1) {
            result.first_round = end.winner;
        }
        pos = step.position;
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_earlier_hard_player_keeps_the_2026_11_30_weights() {
        // FNV-1a of the file: a change of the baseline shows here, not as a quiet drift in
        // every measurement against it.
        let hash = BASELINE.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        assert_eq!(hash, 0x85ae_eedd_fee2_4b0e);
        let net = baseline().map(|n| n.inputs);
        assert_eq!(net, Some(madang_bot::ssangnyuk::net::RAW_INPUTS));
    }

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
