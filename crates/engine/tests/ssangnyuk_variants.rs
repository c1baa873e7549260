//! The disputed rules kept as parameters: one test (or a few) per preset the rules pages offer
//! ("Where the sources disagree: playable variants").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    BearOff, Color, Combined, Doubles, Loc, Pips, Position, Preset, Rules, Turn,
};
use ssangnyuk_support::{all_rolls, dice, has_step, notations, position};
use Color::White;

fn white_under(preset: Preset, white: &[(u8, u8)], black: &[(u8, u8)], bar: [u8; 2]) -> Position {
    position(White, preset.rules(), white, black, bar)
}

#[test]
fn seed_rules_are_the_default_preset() {
    assert_eq!(Rules::default(), Rules::SEED);
    assert_eq!(Preset::Seed.rules(), Rules::SEED);
    assert_eq!(
        Rules::SEED,
        Rules {
            cap: Some(5),
            doubles: Doubles::Twice,
            bear_off: BearOff::Free,
            combined: Combined::Jump
        }
    );
    assert!(Rules::SEED.is_seed() && !Preset::Cap6.rules().is_seed());
}

#[test]
fn every_preset_is_found_by_its_name_and_its_rules() {
    for preset in Preset::ALL {
        assert_eq!(Preset::from_name(preset.name()), Some(preset));
        assert_eq!(preset.to_string(), preset.name());
        assert_eq!(preset.rules().preset(), Some(preset));
    }
    assert_eq!(Preset::from_name("sixteen_checkers"), None);
}

// Cap 6 (Encyclopedia of Korean Culture).

#[test]
fn cap6_lets_a_sixth_checker_onto_a_point_but_never_a_seventh() {
    let pos = white_under(
        Preset::Cap6,
        &[(7, 5), (10, 1), (11, 1)],
        &[(20, 5)],
        [0, 0],
    );
    let mut turn = Turn::new(pos, dice(4, 3));
    assert!(has_step(&turn.legal_steps(), Loc::Point(10), Loc::Point(7)));
    turn.take(ssangnyuk_support::step(
        Loc::Point(10),
        Loc::Point(7),
        Pips::Die(3),
    ))
    .unwrap();
    assert!(
        !has_step(&turn.legal_steps(), Loc::Point(11), Loc::Point(7)),
        "a seventh checker"
    );
    assert_eq!(turn.position().count(White, 7), 6);
}

#[test]
fn cap6_opening_lets_eight_to_six_stack_a_sixth() {
    let seed = Position::opening(Rules::SEED, Color::White);
    let cap6 = Position::opening(Preset::Cap6.rules(), Color::White);
    let play = "8/6 24/23".parse().unwrap();
    assert!(seed.find_play(dice(2, 1), &play).is_none());
    assert_eq!(
        cap6.find_play(dice(2, 1), &play)
            .map(|p| p.result().count(White, 6)),
        Some(6)
    );
}

// Doubles four times (backgammon, for comparison).

#[test]
fn doubles_four_times_plays_the_number_four_times() {
    let start = Position::opening(Preset::DoublesFour.rules(), Color::White);
    assert_eq!(
        Turn::new(start, dice(4, 4)).dice_left().as_slice(),
        &[4, 4, 4, 4]
    );
    let plays = start.legal_plays(dice(4, 4));
    assert!(!plays.is_empty());
    for play in plays {
        assert_eq!(
            play.steps().map(|s| s.pips.total()).sum::<u8>(),
            16,
            "{play}"
        );
    }
    // A non-double is still two dice.
    assert_eq!(Turn::new(start, dice(4, 2)).dice_left().as_slice(), &[4, 2]);
}

#[test]
fn doubles_four_times_may_still_jump_two_of_the_dice_at_once() {
    // One jump of 2 x 6 passes over the closed 18; four single sixes cannot get past it.
    let pos = white_under(
        Preset::DoublesFour,
        &[(24, 1), (3, 5)],
        &[(18, 2), (20, 5)],
        [0, 0],
    );
    let steps = Turn::new(pos, dice(6, 6)).legal_steps();
    assert!(
        steps
            .iter()
            .any(|s| s.from == Loc::Point(24) && s.pips == Pips::Combined(6, 6)),
        "{steps:?}"
    );
    assert_eq!(
        notations(&pos, dice(6, 6)),
        ["24/12 12/6 3/off", "24/12 12/6 6/off"]
    );
}

// Strict bear-off (backgammon's higher-points-empty condition).

#[test]
fn strict_bear_off_needs_the_higher_points_empty_for_an_oversized_roll() {
    let strict = white_under(Preset::StrictBearOff, &[(6, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(strict, dice(5, 5)).legal_steps();
    assert!(!has_step(&steps, Loc::Point(2), Loc::Off), "{steps:?}");
    assert!(has_step(&steps, Loc::Point(6), Loc::Point(1)));
    // Once 6 is empty, the 5 bears off the farthest checker.
    let mut turn = Turn::new(strict, dice(5, 5));
    turn.take(ssangnyuk_support::step(
        Loc::Point(6),
        Loc::Point(1),
        Pips::Die(5),
    ))
    .unwrap();
    assert!(has_step(&turn.legal_steps(), Loc::Point(2), Loc::Off));
}

#[test]
fn strict_bear_off_still_allows_an_exact_roll() {
    let strict = white_under(Preset::StrictBearOff, &[(6, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(strict, dice(2, 1)).legal_steps();
    assert!(steps
        .iter()
        .any(|s| s.from == Loc::Point(2) && s.to == Loc::Off && s.pips == Pips::Die(2)));
}

// Touch-down combined move (backgammon).

#[test]
fn touch_down_combined_move_needs_a_point_in_between_open() {
    let black = [(7, 2), (10, 2), (20, 5), (21, 5), (22, 1)];
    let jump = white_under(
        Preset::Seed,
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &black,
        [0, 0],
    );
    let touch = white_under(
        Preset::TouchDown,
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &black,
        [0, 0],
    );
    assert_eq!(notations(&jump, dice(6, 3)), ["13/4"]);
    // Only one die can be used, and the 6 cannot: the 3 moves a home checker.
    assert_eq!(notations(&touch, dice(6, 3)), ["4/1", "5/2", "6/3"]);
}

#[test]
fn touch_down_combined_move_hits_on_the_point_in_between() {
    let black = [(10, 1), (7, 2), (20, 5), (21, 5), (22, 2)];
    let touch = white_under(
        Preset::TouchDown,
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &black,
        [0, 0],
    );
    assert_eq!(notations(&touch, dice(6, 3)), ["13/10* 10/4"]);
}

#[test]
fn touch_down_never_offers_a_combined_step() {
    for preset in [Preset::TouchDown, Preset::Backgammon] {
        let start = Position::opening(preset.rules(), Color::White);
        for roll in all_rolls() {
            let steps = Turn::new(start, roll).legal_steps();
            assert!(
                steps.iter().all(|s| matches!(s.pips, Pips::Die(_))),
                "{preset} {roll}"
            );
            for play in start.legal_plays(roll) {
                assert!(
                    play.steps().all(|s| matches!(s.pips, Pips::Die(_))),
                    "{preset} {roll} {play}"
                );
            }
        }
    }
}

// Backgammon, for comparison: no cap, four-times doubles, strict bear-off, touch-down.

#[test]
fn backgammon_preset_combines_every_backgammon_rule() {
    let rules = Preset::Backgammon.rules();
    assert_eq!(
        rules,
        Rules {
            cap: None,
            doubles: Doubles::FourTimes,
            bear_off: BearOff::Strict,
            combined: Combined::TouchDown
        }
    );
}

#[test]
fn backgammon_preset_has_no_cap() {
    let start = Position::opening(Preset::Backgammon.rules(), Color::White);
    let play = start
        .find_play(dice(6, 5), &"24/18 18/13".parse().unwrap())
        .unwrap();
    assert_eq!(play.result().count(White, 13), 6);
    assert!(Position::opening(Rules::SEED, Color::White)
        .find_play(dice(6, 5), &"24/18 18/13".parse().unwrap())
        .is_none());
    // Seven and more on one point are fine too.
    let crowded = white_under(Preset::Backgammon, &[(6, 10), (8, 5)], &[(20, 5)], [0, 0]);
    let stack = crowded
        .find_play(dice(2, 2), &"8/6 8/6 8/6 8/6".parse().unwrap())
        .unwrap();
    assert_eq!(stack.result().count(White, 6), 14);
}
