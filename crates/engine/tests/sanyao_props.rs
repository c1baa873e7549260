//! San Yao invariants: seeds are conserved, every generated move ends, endless sowing is
//! detected exactly (checked against a brute-force set of visited states), matches end.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::HashSet;

use madang_engine::sanyao::{PlayError, Player, Position, Setup, Status};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

/// The project's seeded generator, for driving games and drawing boards.
type Rng = rand_pcg::Pcg64Mcg;

/// The reference: sow seed by seed, remembering every lift state in a set; a state met twice
/// means the sowing never ends. Returns the board after sowing and capturing, and the capture.
fn brute_force(mut pits: [u8; 10], hole: usize) -> Option<([u8; 10], u8)> {
    let mut visited = HashSet::new();
    let mut at = hole;
    let last = loop {
        if !visited.insert((pits, at)) {
            return None;
        }
        let hand = pits[at];
        pits[at] = 0;
        let mut cur = at;
        for _ in 0..hand {
            cur = (cur + 1) % 10;
            pits[cur] += 1;
        }
        let next = (cur + 1) % 10;
        if pits[next] == 0 {
            break cur;
        }
        at = next;
    };
    let mut taken = 0;
    for k in 1..=5 {
        let (gap, hole) = ((last + 2 * k - 1) % 10, (last + 2 * k) % 10);
        if pits[gap] != 0 || pits[hole] == 0 {
            break;
        }
        taken += pits[hole];
        pits[hole] = 0;
    }
    Some((pits, taken))
}

fn total(position: &Position) -> u32 {
    let pits: u32 = position.pits().iter().map(|&p| u32::from(p)).sum();
    let [s, n] = position.stores();
    pits + u32::from(s) + u32::from(n)
}

/// A random valid position: each of the 50 seeds lands in a hole or a store.
fn arb_position(max_on_board: usize) -> impl Strategy<Value = Position> {
    (
        prop::collection::vec(0usize..10, 0..=max_on_board),
        prop::array::uniform10(0i64..2),
        0i64..2,
        0i64..51,
    )
        .prop_map(|(seeds, owner, turn, south)| {
            let mut pits = [0i64; 10];
            for h in &seeds {
                pits[*h] += 1;
            }
            let stores = 50 - seeds.len() as i64;
            let south = south.min(stores);
            let setup = Setup {
                pits: pits.to_vec(),
                owner: owner.to_vec(),
                stores: vec![south, stores - south],
                turn,
                round: 1,
                starter: None,
                seen: Vec::new(),
                last: None,
            };
            Position::from_setup(&setup).unwrap()
        })
}

/// The same board with the given player to move.
fn with_turn(position: &Position, player: Player) -> Position {
    let mut setup = position.to_setup();
    setup.turn = player.index() as i64;
    setup.seen.clear();
    Position::from_setup(&setup).unwrap()
}

/// Plays a whole match with moves chosen by `rng`; returns the number of moves.
fn random_match(rng: &mut Rng, starter: Player) -> (Position, u64) {
    let mut position = Position::opening(starter);
    let mut moves = 0u64;
    while position.outcome().is_none() {
        assert_eq!(position.status(), Status::ToMove, "{position}");
        let legal: Vec<usize> = position.legal_moves().iter().collect();
        let hole = legal[rng.random_range(..legal.len())];
        let result = position.play(hole).unwrap();
        assert_eq!(total(&result.position), 50, "{}", result.position);
        position = result.position;
        moves += 1;
        assert!(moves < 1_000_000, "match did not end: {position}");
    }
    (position, moves)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn seeds_are_conserved_and_every_generated_move_ends(position in arb_position(50)) {
        let legal = position.legal_moves();
        for hole in 0..10 {
            let result = position.play(hole);
            prop_assert_eq!(result.is_ok(), legal.contains(hole));
            prop_assert_eq!(position.is_legal(hole), legal.contains(hole));
            if let Ok(result) = result {
                prop_assert_eq!(total(&result.position), 50);
                prop_assert!(result.position.pits().iter().all(|&p| p <= 50));
                let status = result.position.status();
                prop_assert!(matches!(status, Status::ToMove | Status::MatchOver(_)));
                let setup = result.position.to_setup();
                prop_assert_eq!(Position::from_setup(&setup), Ok(result.position));
            }
        }
    }

    #[test]
    fn cycle_detection_agrees_with_a_brute_force_state_set(position in arb_position(24)) {
        // With fewer than two seeds the round is over and nothing is sown.
        prop_assume!(position.seeds_on_board() >= 2);
        for hole in (0..10).filter(|&h| position.pits()[h] > 0) {
            let mover = position.controller(hole).unwrap();
            let engine = with_turn(&position, mover).play(hole);
            match brute_force(position.pits(), hole) {
                None => prop_assert_eq!(engine, Err(PlayError::Endless)),
                Some((pits, taken)) => {
                    let result = engine.unwrap();
                    prop_assert_eq!(result.captured, taken);
                    if result.round_end.is_none() {
                        prop_assert_eq!(result.position.pits(), pits);
                    }
                }
            }
        }
    }

    #[test]
    fn pending_positions_resolve_in_one_advance(position in arb_position(50)) {
        match position.status() {
            Status::ToMove | Status::MatchOver(_) => prop_assert!(position.advance().is_err()),
            Status::MustPass | Status::RoundOver(_) => {
                let next = position.advance().unwrap().position;
                prop_assert_eq!(total(&next), 50);
                prop_assert!(matches!(next.status(), Status::ToMove | Status::MatchOver(_)));
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn random_matches_always_end_with_seeds_conserved(seed in any::<u64>()) {
        let mut rng = Rng::seed_from_u64(seed);
        let starter = if seed % 2 == 0 { Player::South } else { Player::North };
        let (end, _) = random_match(&mut rng, starter);
        let outcome = end.outcome().unwrap();
        let loser = outcome.winner.opponent().index();
        prop_assert!(outcome.totals[loser] < 5);
        prop_assert_eq!(u32::from(outcome.totals[0]) + u32::from(outcome.totals[1]), 50);
    }
}

#[test]
fn cycle_detection_agrees_with_brute_force_on_a_fixed_corpus() {
    let mut rng = Rng::seed_from_u64(2024);
    let (mut endless, mut moves) = (0, 0);
    for _ in 0..4000 {
        let on_board = rng.random_range(2..25);
        let mut pits = [0u8; 10];
        for _ in 0..on_board {
            pits[rng.random_range(..10usize)] += 1;
        }
        let setup = Setup {
            pits: pits.iter().map(|&p| i64::from(p)).collect(),
            owner: vec![0; 10],
            stores: vec![50 - on_board as i64, 0],
            turn: 0,
            round: 1,
            starter: None,
            seen: Vec::new(),
            last: None,
        };
        let position = Position::from_setup(&setup).unwrap();
        for hole in (0..10).filter(|&h| pits[h] > 0) {
            moves += 1;
            let engine = position.play(hole);
            match brute_force(pits, hole) {
                None => {
                    endless += 1;
                    assert_eq!(engine, Err(PlayError::Endless), "{pits:?} from {hole}");
                }
                Some((_, taken)) => assert_eq!(engine.unwrap().captured, taken),
            }
        }
    }
    assert!(
        endless > 0,
        "the corpus holds endless moves ({moves} moves)"
    );
}

#[test]
fn a_cycle_millions_of_lifts_long_is_detected() {
    // Sowing hole 5 returns to its first state after 2,801,930 lifts.
    let setup = Setup {
        pits: vec![7, 6, 5, 0, 1, 4, 3, 6, 7, 2],
        owner: vec![1; 10],
        stores: vec![9, 0],
        turn: 1,
        round: 1,
        starter: None,
        seen: Vec::new(),
        last: None,
    };
    let position = Position::from_setup(&setup).unwrap();
    assert_eq!(position.play(5), Err(PlayError::Endless));
}

/// The Wilson score interval for `k` successes in `n` trials, `z` standard errors wide.
fn wilson(k: u64, n: u64, z: f64) -> (f64, f64) {
    let (k, n) = (k as f64, n as f64);
    let p = k / n;
    let z2n = z * z / n;
    let center = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    (center - half, center + half)
}

/// Endless moves are rare but real. On boards with the 50 seeds dropped uniformly at random
/// into the ten holes, a long run (100,000 boards drawn with seed 700, release build) found
/// 1,853 endless moves among 994,683: one in 537. This test draws another, fixed sample of
/// 10,000 such boards (seed 2026; the endless moves cost most of its time) and checks that
/// the long-run rate lies inside the sample's 99.9% Wilson interval, so a change that made
/// cycle detection fire more or less often would show.
///
/// The rules spec (sanyao-rules.md) says "about 1 move in 700 from random positions"; for
/// these boards that figure is outside the long run's own 99.9% interval (one in 500 to 580),
/// so it is not what this test asserts.
#[test]
fn about_one_move_in_five_hundred_from_random_boards_is_endless() {
    let mut rng = Rng::seed_from_u64(2026);
    let (mut endless, mut moves) = (0u64, 0u64);
    for _ in 0..10_000 {
        let mut pits = [0i64; 10];
        for _ in 0..50 {
            pits[rng.random_range(..10usize)] += 1;
        }
        let setup = Setup {
            pits: pits.to_vec(),
            owner: vec![0; 10],
            stores: vec![0, 0],
            turn: 0,
            round: 1,
            starter: None,
            seen: Vec::new(),
            last: None,
        };
        let position = Position::from_setup(&setup).unwrap();
        for hole in (0..10).filter(|&h| pits[h] > 0) {
            moves += 1;
            if position.play(hole) == Err(PlayError::Endless) {
                endless += 1;
            }
        }
    }
    let long_run = 1_853.0 / 994_683.0;
    let (lo, hi) = wilson(endless, moves, 3.290_527);
    assert!(
        (lo..=hi).contains(&long_run),
        "endless: {endless} of {moves} moves, 99.9% interval one in {:.0} to {:.0}",
        1.0 / hi,
        1.0 / lo
    );
}
