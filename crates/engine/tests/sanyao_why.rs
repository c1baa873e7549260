//! Why not? Every refused San Yao move names the rule that refuses it, and only refused moves do.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod sanyao_support;
use madang_engine::sanyao::{PlayError, Player, Position, Refusal};
use rand::{RngExt, SeedableRng};
use sanyao_support::{position, ROWS};
use std::collections::BTreeMap;

type Rng = rand_pcg::Pcg64Mcg;

#[test]
fn an_occupied_hole_of_ones_own_that_ends_is_legal() {
    let start = Position::opening(Player::South);
    for hole in 0..5 {
        assert_eq!(start.why_not(hole), Ok(None), "hole {hole}");
    }
}

#[test]
fn the_opponents_holes_are_not_yours_to_sow() {
    let start = Position::opening(Player::South);
    for hole in 5..10 {
        assert_eq!(
            start.why_not(hole),
            Ok(Some(Refusal::NotYourHole)),
            "hole {hole}"
        );
    }
    // A son belongs to the player who conquered it, whatever its row.
    let owner = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1];
    let sons = position([5; 10], owner, [0, 0], 1);
    assert_eq!(sons.why_not(5), Ok(Some(Refusal::NotYourHole)));
    assert_eq!(sons.why_not(6), Ok(None));
}

#[test]
fn an_empty_hole_has_nothing_to_sow() {
    let board = position([0, 4, 5, 5, 5, 5, 5, 5, 5, 5], ROWS, [6, 0], 0);
    assert_eq!(board.why_not(0), Ok(Some(Refusal::EmptyHole)));
    // The opponent's empty hole is first of all not yours.
    let board = position([5, 5, 5, 5, 5, 0, 4, 5, 5, 5], ROWS, [6, 0], 0);
    assert_eq!(board.why_not(5), Ok(Some(Refusal::NotYourHole)));
}

#[test]
fn sowing_that_would_relay_forever_is_endless() {
    let board = position([1, 2, 1, 0, 3, 2, 1, 2, 6, 2], ROWS, [30, 0], 0);
    assert_eq!(board.why_not(1), Ok(Some(Refusal::Endless)));
    assert_eq!(board.why_not(0), Ok(None));
}

#[test]
fn questions_no_move_answers_are_errors() {
    let start = Position::opening(Player::South);
    assert_eq!(start.why_not(10), Err(PlayError::HoleOutOfRange));
    assert_eq!(start.why_not(usize::MAX), Err(PlayError::HoleOutOfRange));
    let over = position([1, 0, 0, 0, 0, 0, 0, 0, 0, 0], ROWS, [30, 19], 0);
    assert_eq!(over.why_not(0), Err(PlayError::RoundOver));
}

#[test]
fn every_refusal_has_its_own_name_and_a_rules_row() {
    for r in Refusal::ALL {
        assert_eq!(r.to_string(), r.name());
        assert!(
            r.rule().starts_with("rule-") || r.rule().starts_with("gap-"),
            "{r}"
        );
        assert_eq!(
            Refusal::ALL.iter().filter(|o| o.name() == r.name()).count(),
            1
        );
    }
}

/// A random board: `seeds` seeds dropped in random holes, random owners and player to move.
fn random_board(rng: &mut Rng) -> Position {
    let seeds = rng.random_range(2..=50i64);
    let mut pits = [0i64; 10];
    for _ in 0..seeds {
        pits[rng.random_range(..10usize)] += 1;
    }
    let owner: [i64; 10] = std::array::from_fn(|_| rng.random_range(0..2));
    let south = rng.random_range(0..=50 - seeds);
    position(
        pits,
        owner,
        [south, 50 - seeds - south],
        rng.random_range(0..2),
    )
}

/// The property: on seeded random boards, `why_not` says legal for exactly the legal moves,
/// and otherwise gives the reason `play` refuses the move with.
#[test]
fn why_not_agrees_with_play_on_random_boards() {
    let mut rng = Rng::seed_from_u64(0x5a17_0012);
    let mut seen = BTreeMap::<&str, usize>::new();
    for _ in 0..4000 {
        let board = random_board(&mut rng);
        for hole in 0..10 {
            let why = board.why_not(hole);
            let played = board.play(hole);
            assert_eq!(
                why == Ok(None),
                board.legal_moves().contains(hole),
                "{board} {hole}"
            );
            match (why, played) {
                (Ok(None), Ok(_)) => *seen.entry("legal").or_default() += 1,
                (Ok(Some(r)), Err(e)) => {
                    assert_eq!(r.name(), e.kind().as_str(), "{board} hole {hole}");
                    let mine = board.controller(hole) == Some(board.turn());
                    assert_eq!(r == Refusal::NotYourHole, !mine, "{board} hole {hole}");
                    if mine {
                        let empty = board.pits()[hole] == 0;
                        assert_eq!(r == Refusal::EmptyHole, empty, "{board} hole {hole}");
                    }
                    *seen.entry(r.name()).or_default() += 1;
                }
                (why, played) => panic!("{board} hole {hole}: {why:?} but play gave {played:?}"),
            }
        }
    }
    for name in Refusal::ALL.map(Refusal::name).iter().chain(&["legal"]) {
        assert!(
            seen.get(name).copied().unwrap_or(0) > 0,
            "{name} never came up: {seen:?}"
        );
    }
}
