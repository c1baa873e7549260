//! San Yao match play: settlement into totals, sons, loans, starters, and the end of the match.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use madang_engine::sanyao::{
    Event, Loan, Outcome, PlayError, Player, Position, RoundEndReason, Setup, Status,
};

mod sanyao_support;
use sanyao_support::ROWS;

fn position(pits: [i64; 10], stores: [i64; 2], turn: i64, starter: i64) -> Position {
    let setup = Setup {
        pits: pits.to_vec(),
        owner: ROWS.to_vec(),
        stores: stores.to_vec(),
        turn,
        round: 3,
        starter: Some(starter),
        seen: Vec::new(),
        last: None,
    };
    Position::from_setup(&setup).expect("test setup is valid")
}

/// South sows hole 0 into hole 1, captures the seed in hole 3 and keeps the leftover in hole 1:
/// South's total is its store plus 2.
fn south_ends_the_round_with(stores: [i64; 2], starter: i64) -> madang_engine::sanyao::MoveResult {
    position([1, 0, 0, 1, 0, 0, 0, 0, 0, 0], stores, 0, starter)
        .play(0)
        .unwrap()
}

fn players(owner: [Player; 10]) -> [usize; 10] {
    owner.map(Player::index)
}

#[test]
fn settlement_of_33_17_gives_one_son_and_lends_a_remainder_of_3() {
    let result = south_ends_the_round_with([31, 17], 0);
    let summary = result.round_end.clone().unwrap();
    assert_eq!(summary.round, 3);
    assert_eq!(summary.reason, RoundEndReason::FewerThanTwoSeeds);
    assert_eq!(summary.totals, [33, 17]);
    assert_eq!(summary.winner, Some(Player::South));
    assert_eq!(summary.sons, [5]);
    assert_eq!(summary.loan, Some(Loan { hole: 9, seeds: 3 }));
    assert_eq!(summary.next_starter, Some(Player::South));
    assert_eq!(summary.match_winner, None);
    let next = result.position;
    assert_eq!(next.round(), 4);
    assert_eq!(next.pits(), [5; 10]);
    assert_eq!(next.stores(), [0, 0]);
    assert_eq!(players(next.owners()), [0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
    assert!(next.is_son(5));
    assert_eq!(next.turn(), Player::South);
    assert_eq!(next.starter(), Player::South);
    let tail: Vec<_> = result
        .events
        .iter()
        .skip_while(|e| !matches!(e, Event::RoundEnd { .. }))
        .copied()
        .collect();
    assert_eq!(
        tail,
        [
            Event::RoundEnd {
                reason: RoundEndReason::FewerThanTwoSeeds,
                totals: [33, 17]
            },
            Event::Son {
                hole: 5,
                player: Player::South
            },
            Event::Loan {
                hole: 9,
                seeds: 3,
                player: Player::South
            },
            Event::NewRound {
                round: 4,
                starter: Player::South
            },
        ]
    );
}

#[test]
fn son_hole_is_sown_from_by_its_conqueror() {
    let next = south_ends_the_round_with([31, 17], 0).position;
    assert_eq!(
        next.legal_moves().iter().collect::<Vec<_>>(),
        [0, 1, 2, 3, 4, 5]
    );
    let result = next.play(5).unwrap();
    assert_eq!(result.events[0], Event::Lift { hole: 5, seeds: 5 });
    let mut as_north = next.to_setup();
    as_north.turn = 1;
    as_north.last = None;
    let as_north = Position::from_setup(&as_north).unwrap();
    assert_eq!(as_north.play(5), Err(PlayError::NotYourHole));
    assert_eq!(as_north.legal_moves().len(), 4);
}

#[test]
fn a_north_win_takes_sons_from_hole_0_and_lends_to_hole_4() {
    // North sows hole 5 into hole 6, captures hole 8 and keeps the leftover in hole 6.
    let result = position([0, 0, 0, 0, 0, 1, 0, 0, 1, 0], [12, 36], 1, 0)
        .play(5)
        .unwrap();
    let summary = result.round_end.unwrap();
    assert_eq!(summary.totals, [12, 38]);
    assert_eq!(summary.winner, Some(Player::North));
    assert_eq!(summary.sons, [0, 1]);
    assert_eq!(summary.loan, Some(Loan { hole: 4, seeds: 3 }));
    assert_eq!(result.position.turn(), Player::North);
    assert_eq!(
        players(result.position.owners()),
        [1, 1, 0, 0, 0, 1, 1, 1, 1, 1]
    );
}

#[test]
fn a_win_by_26_to_29_lends_without_conquering() {
    let summary = south_ends_the_round_with([25, 23], 1).round_end.unwrap();
    assert_eq!(summary.totals, [27, 23]);
    assert!(summary.sons.is_empty());
    assert_eq!(summary.loan, Some(Loan { hole: 9, seeds: 2 }));
    assert_eq!(summary.next_starter, Some(Player::South));
}

#[test]
fn a_win_by_a_multiple_of_five_lends_nothing() {
    let summary = south_ends_the_round_with([43, 5], 1).round_end.unwrap();
    assert_eq!(summary.totals, [45, 5]);
    assert_eq!(summary.sons, [5, 6, 7, 8]);
    assert_eq!(summary.loan, None);
}

#[test]
fn the_round_winner_starts_the_next_round_even_if_it_did_not_move_last() {
    // North started this round; South wins it and starts the next.
    let result = south_ends_the_round_with([31, 17], 1);
    assert_eq!(result.position.turn(), Player::South);
    assert_eq!(result.position.starter(), Player::South);
}

#[test]
fn a_drawn_round_gives_no_sons_and_the_other_player_starts() {
    for (starter, next) in [(0, Player::North), (1, Player::South)] {
        let result = south_ends_the_round_with([23, 25], starter);
        let summary = result.round_end.unwrap();
        assert_eq!(summary.totals, [25, 25]);
        assert_eq!(summary.winner, None);
        assert!(summary.sons.is_empty());
        assert_eq!(summary.loan, None);
        assert_eq!(summary.next_starter, Some(next));
        assert_eq!(result.position.turn(), next);
        assert_eq!(players(result.position.owners()), ROWS.map(|o| o as usize));
    }
}

#[test]
fn sons_last_one_round_and_ownership_is_rebuilt_at_each_settlement() {
    let mut setup = position([1, 0, 0, 1, 0, 0, 0, 0, 0, 0], [23, 25], 0, 0).to_setup();
    setup.owner = vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 1];
    let result = Position::from_setup(&setup).unwrap().play(0).unwrap();
    assert_eq!(result.round_end.unwrap().totals, [25, 25]);
    assert!((0..10).all(|h| !result.position.is_son(h)));
}

#[test]
fn a_match_ending_at_46_4_is_won_by_south() {
    let result = south_ends_the_round_with([44, 4], 0);
    let summary = result.round_end.clone().unwrap();
    assert_eq!(summary.totals, [46, 4]);
    assert_eq!(summary.match_winner, Some(Player::South));
    assert_eq!(summary.next_starter, None);
    assert_eq!(
        result.events.last(),
        Some(&Event::MatchEnd {
            winner: Player::South
        })
    );
    let end = result.position;
    let outcome = Outcome {
        winner: Player::South,
        totals: [46, 4],
    };
    assert_eq!(end.outcome(), Some(outcome));
    assert_eq!(end.status(), Status::MatchOver(outcome));
    assert_eq!(end.pits(), [0; 10]);
    assert!(end.legal_moves().is_empty());
    assert_eq!(end.play(0), Err(PlayError::MatchOver));
    assert_eq!(end.advance(), Err(PlayError::MatchOver));
}

#[test]
fn a_loser_keeping_exactly_five_seeds_plays_on_with_one_hole() {
    let result = south_ends_the_round_with([43, 5], 0);
    let next = result.position;
    assert_eq!(next.outcome(), None);
    assert_eq!(players(next.owners()), [0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
}

#[test]
fn a_match_played_from_the_opening_record_replays_identically() {
    let mut a = Position::opening(Player::North);
    let mut b = Position::opening(Player::North);
    for _ in 0..200 {
        let Some(hole) = a.legal_moves().iter().last() else {
            break;
        };
        let (ra, rb) = (a.play(hole).unwrap(), b.play(hole).unwrap());
        assert_eq!(ra, rb);
        a = ra.position;
        b = rb.position;
    }
}
