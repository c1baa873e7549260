//! San Yao rules within a round: sowing, relays, endless sowing, captures, passing.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod sanyao_support;
use madang_engine::sanyao::{Event, PlayError, Player, Position, RoundEndReason, Status};
use sanyao_support::{position, ROWS};

fn relays(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Relay { hole, seeds } => Some((hole, seeds)),
            _ => None,
        })
        .collect()
}

fn captures(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::Capture { hole, seeds, .. } => Some((hole, seeds)),
            _ => None,
        })
        .collect()
}

#[test]
fn opening_move_from_hole_0_relays_and_captures_9() {
    let result = Position::opening(Player::South).play(0).unwrap();
    assert_eq!(
        relays(&result.events),
        [(6, 5), (2, 6), (9, 6), (6, 1), (8, 7)]
    );
    // The last seed falls in hole 5; hole 6 is empty; holes 7 and 9 are taken, hole 0 stops.
    assert_eq!(captures(&result.events), [(7, 8), (9, 1)]);
    assert_eq!(result.captured, 9);
    assert_eq!(result.position.pits(), [3, 9, 2, 9, 9, 9, 0, 0, 0, 0]);
    assert_eq!(result.position.stores(), [9, 0]);
    assert_eq!(result.position.turn(), Player::North);
}

#[test]
fn every_opening_move_is_the_same_move_turned() {
    for hole in 0..5 {
        let result = Position::opening(Player::South).play(hole).unwrap();
        assert_eq!(result.captured, 9, "from hole {hole}");
    }
}

#[test]
fn sowing_starts_in_the_next_hole_one_seed_per_hole() {
    let result = position([0, 0, 3, 0, 0, 0, 0, 0, 0, 0], ROWS, [47, 0], 0)
        .play(2)
        .unwrap();
    let drops: Vec<_> = result
        .events
        .iter()
        .filter_map(|e| match e {
            Event::Drop { hole } => Some(*hole),
            _ => None,
        })
        .collect();
    assert_eq!(drops, [3, 4, 5]);
    assert_eq!(result.events[0], Event::Lift { hole: 2, seeds: 3 });
    assert_eq!(result.position.pits(), [0, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
}

#[test]
fn a_lap_that_passes_the_lifted_hole_drops_a_seed_in_it_too() {
    let result = position([0, 0, 0, 0, 12, 0, 0, 0, 0, 0], ROWS, [38, 0], 0)
        .play(4)
        .unwrap();
    let first_lift: Vec<_> = result
        .events
        .iter()
        .take_while(|e| !matches!(e, Event::Relay { .. }))
        .collect();
    assert_eq!(first_lift.len(), 13);
    let drops_in_4 = first_lift
        .iter()
        .filter(|e| ***e == Event::Drop { hole: 4 })
        .count();
    assert_eq!(drops_in_4, 1);
}

#[test]
fn relay_lifts_the_occupied_hole_after_the_last_seed_and_sows_on_from_the_next() {
    let result = position([1, 0, 3, 0, 0, 0, 0, 0, 0, 0], ROWS, [46, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(
        result.events,
        [
            Event::Lift { hole: 0, seeds: 1 },
            Event::Drop { hole: 1 },
            Event::Relay { hole: 2, seeds: 3 },
            Event::Drop { hole: 3 },
            Event::Drop { hole: 4 },
            Event::Drop { hole: 5 },
        ]
    );
    assert_eq!(result.position.pits(), [0, 1, 0, 1, 1, 1, 0, 0, 0, 0]);
}

#[test]
fn the_turn_ends_without_capture_when_two_holes_after_the_last_seed_are_empty() {
    let result = position([2, 0, 0, 0, 0, 0, 0, 0, 0, 4], ROWS, [44, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(result.captured, 0);
    assert_eq!(result.position.pits(), [0, 1, 1, 0, 0, 0, 0, 0, 0, 4]);
}

#[test]
fn capture_takes_the_hole_after_the_empty_hole_even_on_the_movers_own_row() {
    let result = position([2, 0, 0, 0, 4, 0, 0, 0, 0, 1], ROWS, [43, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(captures(&result.events), [(4, 4)]);
    assert_eq!(result.position.stores(), [47, 0]);
}

#[test]
fn capture_chain_stops_at_an_occupied_gap() {
    let result = position([1, 0, 0, 2, 3, 4, 0, 0, 0, 0], ROWS, [40, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(captures(&result.events), [(3, 2)]);
}

#[test]
fn capture_chain_stops_at_an_empty_hole() {
    let result = position([1, 0, 0, 2, 0, 0, 0, 4, 0, 0], ROWS, [43, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(captures(&result.events), [(3, 2)]);
}

#[test]
fn five_capture_chain_goes_once_round_the_board_ending_on_the_last_seeds_hole() {
    // South sows its single seed from hole 4 into hole 5; hole 6 is empty, so holes 7, 9, 1,
    // 3 and finally 5 itself are taken: the board is empty and the round ends.
    let result = position([0, 2, 0, 3, 1, 4, 0, 5, 0, 6], ROWS, [20, 9], 0)
        .play(4)
        .unwrap();
    assert_eq!(
        captures(&result.events),
        [(7, 5), (9, 6), (1, 2), (3, 3), (5, 5)]
    );
    assert_eq!(result.captured, 21);
    let summary = result.round_end.unwrap();
    assert_eq!(summary.totals, [41, 9]);
}

#[test]
fn known_endless_board_is_rejected_as_endless() {
    let board = position([1, 2, 1, 0, 3, 2, 1, 2, 6, 2], ROWS, [30, 0], 0);
    assert_eq!(board.play(1), Err(PlayError::Endless));
    assert!(board.play(1).unwrap_err().to_string().contains("endless"));
    assert!(!board.is_legal(1));
    assert!(!board.legal_moves().contains(1));
    assert_eq!(board.legal_moves().iter().collect::<Vec<_>>(), [0, 2, 4]);
}

#[test]
fn a_player_whose_every_move_is_endless_passes() {
    // South controls only hole 1, whose sowing never ends.
    let owner = [1, 0, 1, 1, 1, 1, 1, 1, 1, 1];
    let board = position([1, 2, 1, 0, 3, 2, 1, 2, 6, 2], owner, [30, 0], 0);
    assert!(board.legal_moves().is_empty());
    assert_eq!(board.status(), Status::MustPass);
    let result = board.advance().unwrap();
    assert_eq!(
        result.events,
        [Event::Pass {
            player: Player::South
        }]
    );
    assert_eq!(result.position.turn(), Player::North);
    assert_eq!(result.position.pits(), board.pits());
}

#[test]
fn four_holes_with_cycles_of_millions_of_lifts_are_all_endless() {
    // Holes 2, 4, 6 and 8 return to their first state after 6.3, 7.2, 10.6 and 6.9 million
    // lifts; South controls just those, so South must pass and North moves.
    let owner = [1, 1, 0, 1, 0, 1, 0, 1, 0, 1];
    let board = position([13, 1, 2, 12, 2, 12, 2, 1, 2, 3], owner, [0, 0], 0);
    assert!(board.legal_moves().is_empty());
    assert_eq!(board.status(), Status::MustPass);
    for hole in [2, 4, 6, 8] {
        assert_eq!(board.play(hole), Err(PlayError::Endless), "hole {hole}");
    }
    let north = board.advance().unwrap().position;
    let legal: Vec<usize> = north.legal_moves().iter().collect();
    assert_eq!(legal, [0, 1, 3, 5, 7, 9]);
}

#[test]
fn a_player_with_empty_holes_passes_and_the_mover_plays_again() {
    let result = position([3, 0, 0, 0, 0, 0, 0, 0, 0, 0], ROWS, [47, 0], 0)
        .play(0)
        .unwrap();
    assert_eq!(
        result.events.last(),
        Some(&Event::Pass {
            player: Player::North
        })
    );
    assert_eq!(result.position.turn(), Player::South);
    assert_eq!(result.position.status(), Status::ToMove);
}

#[test]
fn passing_is_forbidden_while_a_legal_move_exists() {
    let start = Position::opening(Player::North);
    assert_eq!(start.advance(), Err(PlayError::MoveAvailable));
}

#[test]
fn a_move_must_be_from_an_occupied_hole_the_mover_controls() {
    let start = Position::opening(Player::South);
    assert_eq!(start.play(10), Err(PlayError::HoleOutOfRange));
    assert_eq!(start.play(usize::MAX), Err(PlayError::HoleOutOfRange));
    assert_eq!(start.play(5), Err(PlayError::NotYourHole));
    let empty = position([0, 5, 5, 5, 5, 5, 5, 5, 5, 5], ROWS, [5, 0], 0);
    assert_eq!(empty.play(0), Err(PlayError::EmptyHole));
    assert_eq!(empty.legal_moves().len(), 4);
}

#[test]
fn fewer_than_two_seeds_end_the_round_the_leftover_going_to_its_holes_controller() {
    // Hole 5 is a son of South: the leftover seed there goes to South.
    let owner = [0, 0, 0, 0, 0, 0, 1, 1, 1, 1];
    let pending = position([0, 0, 0, 0, 0, 1, 0, 0, 0, 0], owner, [21, 28], 1);
    assert_eq!(
        pending.status(),
        Status::RoundOver(RoundEndReason::FewerThanTwoSeeds)
    );
    assert_eq!(pending.play(5), Err(PlayError::RoundOver));
    let settled = pending.advance().unwrap();
    assert_eq!(
        settled.events[0],
        Event::Take {
            hole: 5,
            seeds: 1,
            player: Player::South
        }
    );
    assert_eq!(settled.round_end.unwrap().totals, [22, 28]);
}

#[test]
fn a_position_occurring_a_third_time_ends_the_round() {
    let before = position([0, 0, 0, 2, 0, 0, 0, 0, 2, 0], ROWS, [30, 16], 0);
    let after = before.play(3).unwrap().position;
    let mut setup = before.to_setup();
    let again: Vec<i64> = after.to_setup().pits.into_iter().chain([1]).collect();
    setup.seen = vec![again.clone(), again];
    let twice_seen = Position::from_setup(&setup).unwrap();
    let result = twice_seen.play(3).unwrap();
    let summary = result.round_end.unwrap();
    assert_eq!(summary.reason, RoundEndReason::Repetition);
    // Each player takes the seeds in the holes it controls: 4 to South, 5 and 8 to North.
    assert_eq!(summary.totals, [31, 19]);
}

#[test]
fn repetition_record_is_kept_until_a_capture() {
    let before = position([0, 0, 0, 2, 0, 0, 0, 0, 2, 0], ROWS, [30, 16], 0);
    let one = before.play(3).unwrap().position;
    assert_eq!(one.to_setup().seen.len(), 1);
    let capture = Position::opening(Player::South).play(0).unwrap().position;
    assert!(capture.to_setup().seen.is_empty());
}
