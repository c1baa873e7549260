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

mod players;
mod report;

use crate::records;
use crate::tally::{Played, Tally};
use clap::Args;
use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::{Bot, Level, SanYao, Ssangnyuk};
use madang_engine::sanyao::{self, Player};
use madang_engine::ssangnyuk::{self as sn, Color, Dice, Preset, Rules};
pub use players::{at_least_one, player, sn_player, SnPlayer};
use report::report;
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

/// `madang ssangnyuk selfplay`, under `rules`.
/// `net`, if given, replaces the shipped network of `hard` and `hard-0ply`.
pub fn ssangnyuk(
    run: &Run,
    players: [SnPlayer; 2],
    rules: Preset,
    net: Option<&madang_bot::ssangnyuk::net::Net>,
) -> Result<String, String> {
    let seats = ["white", "black"];
    let s = Setup::new(run, players.map(SnPlayer::name));
    let folder = run
        .records
        .as_deref()
        .map(|dir| records::Folder::new(dir, "ssangnyuk", s.seed))
        .transpose()?;
    let tally = run_pairs(&s, |pair, swap, tally| {
        let mut bots = [
            players[0].bot(derive(s.seed, pair, 1), net),
            players[1].bot(derive(s.seed, pair, 2), net),
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
