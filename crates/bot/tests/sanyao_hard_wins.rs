//! The hard San Yao player never throws away a won round: over positions from played matches,
//! wherever an exact solve with a generous budget proves that the side to move can force a
//! round win (or a draw and the next start, which the match treats alike), hard's move keeps
//! it. Also counted: how often hard's own budget reached a proof.
//!
//! The default test covers a few hundred positions; the ignored one covers 2,000:
//! `cargo test -p madang-bot --test sanyao_hard_wins -- --ignored --nocapture`.
#![allow(clippy::panic)]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::sanyao::solve::{Solver, WIN_ROUND};
use madang_bot::sanyao::{HardBot, Proof};
use madang_bot::{Bot, Budget, Level};
use madang_engine::sanyao::{Player, Position};

/// The reference solve's nodes per position: 100 times what hard's solver may spend.
const GENEROUS: u64 = 15_000_000;
/// log2 of the reference solver's table entries.
const GENEROUS_BITS: u32 = 20;
/// Random moves that open each match, as in `madang sanyao selfplay`.
const OPENING_MOVES: usize = 2;
/// A match still going after this many moves is cut off.
const MOVE_CAP: usize = 3_000;

/// What the reference solve says about the position and hard's move.
#[derive(Default, Debug)]
struct Counts {
    /// Positions where hard chose among two or more moves.
    positions: u64,
    /// Of those, where the reference proved a round win for the side to move.
    won: u64,
    /// ... and hard's move kept it.
    kept: u64,
    /// Won positions where hard's move loses the round against best play.
    misses: Vec<String>,
    /// Positions the reference could not settle within its budget.
    unsettled: u64,
    /// Hard's own verdicts: won, lost, unproven.
    proofs: [u64; 3],
}

/// Checks hard's `hole` from `pos` against the reference solve.
fn check(pos: &Position, hole: usize, counts: &mut Counts) {
    let me = pos.turn();
    let mut solver = Solver::new(GENEROUS_BITS, Budget::nodes(GENEROUS));
    // Hard's move first: if it keeps a round win, the position is won and the move is right.
    match solver.after(pos, hole, me, WIN_ROUND) {
        Some(true) => {
            counts.won += 1;
            counts.kept += 1;
            return;
        }
        Some(false) => {}
        None => {
            counts.unsettled += 1;
            return;
        }
    }
    let mut won = Some(false);
    for other in pos.legal_moves().iter().filter(|&h| h != hole) {
        match solver.after(pos, other, me, WIN_ROUND) {
            Some(true) => {
                won = Some(true);
                break;
            }
            Some(false) => {}
            None => won = None,
        }
    }
    match won {
        Some(true) => {
            counts.won += 1;
            counts.misses.push(format!("{pos} (hard sowed {hole})"));
        }
        Some(false) => {}
        None => counts.unsettled += 1,
    }
}

/// Plays matches of hard against medium, hard and easy in turn, from random openings, until
/// hard has chosen among two or more moves `positions` times, checking every such choice.
fn play(seed: u64, positions: u64) -> Counts {
    let mut counts = Counts::default();
    let opponents = [Level::Medium, Level::Hard, Level::Easy];
    let mut game = 0u64;
    while counts.positions < positions {
        let mut rng = Rng::seed_from_u64(seed ^ game.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let opponent = opponents[(game % 3) as usize];
        let hard_side = if game % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        // Hard on `hard_side`, and on the other side too against hard.
        let mut hards = [HardBot::new(), HardBot::new()];
        let mut other = madang_bot::sanyao_bot(opponent, rng.random());
        let starter = if rng.random() {
            Player::South
        } else {
            Player::North
        };
        let mut pos = Position::opening(starter);
        for ply in 0..MOVE_CAP {
            if pos.outcome().is_some() || counts.positions >= positions {
                break;
            }
            let moves = pos.legal_moves();
            let step = if moves.is_empty() {
                pos.advance()
            } else if ply < OPENING_MOVES {
                let Some(h) = moves.iter().nth(rng.random_range(..moves.len())) else {
                    break;
                };
                pos.play(h)
            } else {
                // Every hard move is checked, the opponent's too when it is hard.
                let mover = if pos.turn() == hard_side {
                    Some(0)
                } else {
                    (opponent == Level::Hard).then_some(1)
                };
                let chosen = match mover {
                    Some(i) => hards[i].choose(&pos, ()),
                    None => other.choose(&pos, ()),
                };
                let Some(h) = chosen else {
                    panic!("no move chosen in {pos}")
                };
                if let (Some(i), true) = (mover, moves.len() > 1) {
                    counts.positions += 1;
                    match hards[i].last_proof() {
                        Proof::Won => counts.proofs[0] += 1,
                        Proof::Lost => counts.proofs[1] += 1,
                        Proof::Unproven => counts.proofs[2] += 1,
                        Proof::NotAsked => panic!("hard chose among moves without its solver"),
                    }
                    check(&pos, h, &mut counts);
                }
                pos.play(h)
            };
            let Ok(step) = step else {
                panic!("a chosen move was refused in {pos}")
            };
            pos = step.position;
        }
        game += 1;
    }
    counts
}

fn report(counts: &Counts) {
    let asked: u64 = counts.proofs.iter().sum();
    eprintln!(
        "{} positions: {} won for the mover by the reference ({} kept, {} missed), {} unsettled; hard's own solver over {} of its moves: won {}, lost {}, unproven {} (proof rate {:.1}%)",
        counts.positions,
        counts.won,
        counts.kept,
        counts.misses.len(),
        counts.unsettled,
        asked,
        counts.proofs[0],
        counts.proofs[1],
        counts.proofs[2],
        100.0 * (counts.proofs[0] + counts.proofs[1]) as f64 / asked.max(1) as f64
    );
}

fn hard_keeps_won_rounds(positions: u64) {
    let counts = play(13, positions);
    report(&counts);
    assert_eq!(counts.positions, positions);
    // The check is only worth something if many positions were won and settled.
    assert!(counts.won * 4 >= positions, "{counts:?}");
    assert!(counts.misses.is_empty(), "{:#?}", counts.misses);
}

#[test]
fn hard_keeps_every_won_round_in_played_positions() {
    hard_keeps_won_rounds(300);
}

#[test]
#[ignore = "about 2,000 positions: run with --ignored"]
fn hard_keeps_every_won_round_in_2000_played_positions() {
    hard_keeps_won_rounds(2_000);
}
