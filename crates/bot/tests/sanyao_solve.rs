//! The San Yao round solver against plain exhaustive search, and the hard player's use of it.
#![allow(clippy::panic)]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::sanyao::solve::{score, Solver, WIN_ROUND};
use madang_bot::sanyao::HardBot;
use madang_bot::{Bot, Budget};
use madang_engine::sanyao::{Player, Position, Setup, Status};

/// Whether `goal` can force a round score of `t` from `pos`, by plain minimax over the engine's
/// moves: no table, no ordering, no cut-offs. `None` once more than `*left` nodes were needed
/// (repetition cycles make some trees huge).
fn exhaustive(pos: &Position, goal: Player, t: u32, left: &mut u64) -> Option<bool> {
    *left = left.checked_sub(1)?;
    let mut results = Vec::new();
    for hole in pos.legal_moves() {
        let Ok(r) = pos.play(hole) else {
            panic!("a legal move was refused")
        };
        results.push(match &r.round_end {
            Some(s) => score(s, goal) >= t,
            None => exhaustive(&r.position, goal, t, left)?,
        });
    }
    Some(if pos.turn() == goal {
        results.contains(&true)
    } else {
        !results.contains(&false)
    })
}

/// A position of round 2 with `seeds` seeds on the board, random owners (a row plus sons) and
/// the rest in the stores; `None` if the player to move cannot move.
fn small_board(rng: &mut Rng, seeds: i64) -> Option<Position> {
    let mut pits = vec![0i64; 10];
    for _ in 0..seeds {
        pits[rng.random_range(..10usize)] += 1;
    }
    let south = rng.random_range(5..10);
    let owner = (0..10).map(|h| i64::from(h >= south)).collect();
    let a = rng.random_range(0..=50 - seeds);
    let setup = Setup {
        pits,
        owner,
        stores: vec![a, 50 - seeds - a],
        turn: rng.random_range(0..2),
        round: 2,
        starter: Some(rng.random_range(0..2)),
        seen: Vec::new(),
        last: None,
    };
    let pos = Position::from_setup(&setup).ok()?;
    (pos.status() == Status::ToMove).then_some(pos)
}

#[test]
fn the_solver_agrees_with_exhaustive_search_on_small_boards() {
    let mut rng = Rng::seed_from_u64(42);
    let mut checked = 0;
    while checked < 200 {
        let seeds = rng.random_range(2..8);
        let Some(pos) = small_board(&mut rng, seeds) else {
            continue;
        };
        let goal = if rng.random() {
            pos.turn().opponent()
        } else {
            pos.turn()
        };
        for t in [WIN_ROUND, 42, 60, 70] {
            let Some(slow) = exhaustive(&pos, goal, t, &mut 5_000) else {
                continue;
            };
            let mut solver = Solver::new(12, Budget::nodes(u64::MAX));
            assert_eq!(solver.reach(&pos, 0, goal, t), Some(slow), "{pos}, t = {t}");
            checked += 1;
        }
    }
}

#[test]
fn a_round_won_by_two_seeds_is_a_won_round_for_the_solver_and_the_hard_player() {
    // 24-24 in the stores. Sowing hole 0 drops its seed in hole 1, captures hole 3 across the
    // empty hole 2, and leaves one seed (South's): the round ends 26-24.
    let setup = Setup {
        pits: vec![1, 0, 0, 1, 0, 0, 0, 0, 0, 0],
        owner: vec![0, 0, 0, 0, 0, 1, 1, 1, 1, 1],
        stores: vec![24, 24],
        turn: 0,
        round: 1,
        starter: Some(1),
        seen: Vec::new(),
        last: None,
    };
    let Ok(pos) = Position::from_setup(&setup) else {
        panic!("a valid setup")
    };
    let Ok(r) = pos.play(0) else {
        panic!("a legal move")
    };
    let Some(s) = r.round_end else {
        panic!("the round ends")
    };
    assert_eq!(s.totals, [26, 24]);
    assert_eq!(score(&s, Player::South), 53);
    assert_eq!(score(&s, Player::North), 48);
    assert!(score(&s, Player::South) >= WIN_ROUND && score(&s, Player::North) < WIN_ROUND);
    let mut solver = Solver::new(10, Budget::nodes(u64::MAX));
    assert_eq!(solver.reach(&pos, 0, Player::South, WIN_ROUND), Some(true));
    let slow = exhaustive(&pos, Player::South, 54, &mut 1_000_000);
    assert_eq!(solver.reach(&pos, 0, Player::South, 54), slow);
    let hole = HardBot::new().choose(&pos, ());
    let mut check = Solver::new(10, Budget::nodes(u64::MAX));
    let kept = hole.and_then(|h| check.after(&pos, h, Player::South, WIN_ROUND));
    assert_eq!(kept, Some(true));
}

/// A position `plies` random moves into a match.
fn random_position(seed: u64, plies: usize) -> Position {
    let mut rng = Rng::seed_from_u64(seed);
    let mut pos = Position::opening(Player::South);
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let Some(hole) = moves.iter().nth(rng.random_range(..moves.len())) else {
            break;
        };
        let Ok(r) = pos.play(hole) else { break };
        pos = r.position;
    }
    pos
}

#[test]
fn the_hard_player_keeps_a_won_round_won() {
    let mut kept = 0;
    for seed in 0..12 {
        let pos = random_position(seed, 6 + (seed as usize % 10));
        if pos.legal_moves().len() < 2 {
            continue;
        }
        let me = pos.turn();
        let mut solver = Solver::new(16, Budget::nodes(100_000));
        let won = pos
            .legal_moves()
            .iter()
            .map(|h| solver.after(&pos, h, me, WIN_ROUND))
            .collect::<Option<Vec<bool>>>();
        let Some(won) = won else { continue };
        if !won.contains(&true) {
            continue;
        }
        let mut bot = HardBot::new();
        bot.set_budget(Budget::nodes(150_000));
        let Some(hole) = bot.choose(&pos, ()) else {
            panic!("no move in {pos}")
        };
        let mut check = Solver::new(16, Budget::nodes(u64::MAX));
        assert_eq!(check.after(&pos, hole, me, WIN_ROUND), Some(true), "{pos}");
        kept += 1;
    }
    assert!(kept >= 3, "only {kept} won positions checked");
}
