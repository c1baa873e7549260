//! One test (or a few) per rule of the seed tables, numbered as in
//! `shared/design/ssangnyuk-rules.md`, "The rules (from the seed tables)".
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    Color, Die, Game, Loc, Phase, Pips, Position, Preset, Rules, Turn, TurnError, CHECKERS,
};
use ssangnyuk_support::{dice, has_step, notations, position, white};
use Color::{Black, White};

fn total(pos: &Position, color: Color) -> u32 {
    let on_points: u32 = (1..=24).map(|p| u32::from(pos.count(color, p))).sum();
    on_points + u32::from(pos.bar(color)) + u32::from(pos.off(color))
}

// Rule 1: fifteen checkers a side; 24 points and a bar.

#[test]
fn each_side_has_fifteen_checkers_on_twenty_four_points_and_a_bar() {
    let start = Position::opening(Rules::SEED, Color::White);
    assert_eq!(CHECKERS, 15);
    assert_eq!(start.points().len(), 24);
    assert_eq!((total(&start, White), total(&start, Black)), (15, 15));
    assert_eq!((start.bar(White), start.bar(Black)), (0, 0));
}

#[test]
fn opening_is_fifteen_checkers_in_four_groups() {
    // White 2 on 24, 5 on 13, 3 on 8, 5 on 6; Black the mirror image.
    let expected = [
        -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2,
    ];
    assert_eq!(
        Position::opening(Rules::SEED, Color::White).points(),
        expected
    );
}

#[test]
fn white_moves_toward_point_one_and_black_toward_point_twenty_four() {
    let start = Position::opening(Rules::SEED, Color::White);
    let black = Position::opening(Rules::SEED, Black);
    for (pos, color) in [(start, White), (black, Black)] {
        for roll in ssangnyuk_support::all_rolls() {
            for play in pos.legal_plays(roll) {
                for s in play.steps() {
                    let (Loc::Point(from), Loc::Point(to)) = (s.from, s.to) else {
                        panic!("{s:?}")
                    };
                    assert_eq!(to < from, color == White, "{color} {roll} {play}");
                }
            }
        }
    }
}

// Rule 2: two dice, split or combined, never re-cut.

#[test]
fn six_three_moves_one_checker_nine_points_or_two_checkers_six_and_three() {
    let plays = notations(&Position::opening(Rules::SEED, Color::White), dice(6, 3));
    assert!(plays.contains(&"13/4".to_string()), "{plays:?}");
    assert!(plays.contains(&"24/18 13/10".to_string()), "{plays:?}");
}

#[test]
fn six_three_is_never_recut_as_five_four() {
    let start = Position::opening(Rules::SEED, Color::White);
    for play in start.legal_plays(dice(6, 3)) {
        for s in play.steps() {
            let (Loc::Point(from), Loc::Point(to)) = (s.from, s.to) else {
                panic!("{s:?}")
            };
            assert!(
                [3, 6, 9].contains(&from.abs_diff(to)),
                "{play} moves {}",
                from.abs_diff(to)
            );
        }
    }
}

// Rule 3: doubles are used twice, never four times.

#[test]
fn doubles_are_used_twice_never_four_times() {
    let start = Position::opening(Rules::SEED, Color::White);
    let turn = Turn::new(start, dice(4, 4));
    assert_eq!(turn.dice_left().as_slice(), &[4, 4]);
    for play in start.legal_plays(dice(4, 4)) {
        let pips: u8 = play.steps().map(|s| s.pips.total()).sum();
        assert_eq!(pips, 8, "{play}");
    }
}

// Rule 4: a lone enemy checker (bari) is hit and goes to the bar.

#[test]
fn lone_checker_is_hit() {
    let pos = white(&[(10, 1), (3, 5)], &[(7, 1), (20, 5)], [0, 0]);
    let mut turn = Turn::new(pos, dice(3, 1));
    let hit = turn
        .legal_steps()
        .into_iter()
        .find(|s| s.to == Loc::Point(7))
        .expect("10/7 is legal");
    assert!(hit.hit);
    turn.take(hit).unwrap();
    let now = turn.position();
    assert_eq!(
        (now.bar(Black), now.count(White, 7), now.count(Black, 7)),
        (1, 1, 0)
    );
    assert!(notations(&pos, dice(3, 1))
        .iter()
        .any(|n| n.starts_with("10/7*")));
}

// Rule 5: a checker on the bar comes in first and starts its track again.

#[test]
fn no_other_checker_moves_while_one_is_on_the_bar() {
    let pos = white(
        &[(13, 5), (8, 3), (6, 5)],
        &[(1, 2), (12, 5), (17, 3), (19, 5)],
        [1, 0],
    );
    let mut turn = Turn::new(pos, dice(4, 2));
    let first = turn.legal_steps();
    assert!(
        !first.is_empty() && first.iter().all(|s| s.from == Loc::Bar),
        "{first:?}"
    );
    let enter = *first.iter().find(|s| s.pips == Pips::Die(4)).unwrap();
    turn.take(enter).unwrap();
    assert!(
        turn.legal_steps().iter().any(|s| s.from == Loc::Point(13)),
        "free to move once in"
    );
}

#[test]
fn bar_checkers_start_their_track_again_in_the_enemy_home_board() {
    // Nothing in the way: a White checker comes in on 25 - d, a Black one on d.
    for d in 1..=6u8 {
        let w = white(&[(3, 1)], &[(10, 1)], [1, 0]);
        let steps = Turn::new(w, dice(i64::from(d), i64::from(d))).legal_steps();
        assert!(
            has_step(&steps, Loc::Bar, Loc::Point(25 - d)),
            "white {d}: {steps:?}"
        );
        let b = position(Black, Rules::SEED, &[(12, 1)], &[(22, 1)], [0, 1]);
        let steps = Turn::new(b, dice(i64::from(d), i64::from(d))).legal_steps();
        assert!(
            has_step(&steps, Loc::Bar, Loc::Point(d)),
            "black {d}: {steps:?}"
        );
    }
}

// Rule 6: two or more enemy checkers close a point.

#[test]
fn two_enemy_checkers_close_a_point() {
    let pos = white(&[(10, 1), (3, 5)], &[(7, 2), (20, 5)], [0, 0]);
    for play in pos.legal_plays(dice(3, 2)) {
        assert!(play.steps().all(|s| s.to != Loc::Point(7)), "{play}");
    }
    let bar = white(&[(3, 5)], &[(22, 2), (19, 2), (20, 5)], [1, 0]);
    assert!(
        Turn::new(bar, dice(3, 3)).legal_steps().is_empty(),
        "cannot come in on a closed point"
    );
}

// Rule 7: at most five checkers of one side on a point.

#[test]
fn sixth_checker_may_not_enter_a_point() {
    let pos = white(&[(10, 1), (7, 5)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(pos, dice(3, 1)).legal_steps();
    assert!(
        !has_step(&steps, Loc::Point(10), Loc::Point(7)),
        "{steps:?}"
    );
    assert!(has_step(&steps, Loc::Point(10), Loc::Point(9)), "{steps:?}");
}

#[test]
fn fifth_checker_may_enter_a_point() {
    let pos = white(&[(10, 1), (7, 4)], &[(20, 5)], [0, 0]);
    assert!(has_step(
        &Turn::new(pos, dice(3, 1)).legal_steps(),
        Loc::Point(10),
        Loc::Point(7)
    ));
}

#[test]
fn a_full_point_takes_a_checker_once_one_has_left_it() {
    // Point 6 holds five and 8 is closed. With 4-2 touching down, 10/6 cannot come first, but
    // 6/4 makes room for it.
    let rules = Preset::TouchDown.rules();
    let pos = position(White, rules, &[(10, 1), (6, 5)], &[(8, 2), (20, 3)], [0, 0]);
    let roll = dice(4, 2);
    let first = Turn::new(pos, roll).legal_steps();
    assert!(
        !has_step(&first, Loc::Point(10), Loc::Point(6)),
        "{first:?}"
    );
    assert!(notations(&pos, roll).contains(&"6/4 10/6".to_string()));
}

#[test]
fn sixth_checker_may_not_come_in_from_the_bar() {
    let pos = white(&[(22, 5), (3, 5)], &[(12, 5)], [1, 0]);
    let steps = Turn::new(pos, dice(3, 1)).legal_steps();
    assert!(!has_step(&steps, Loc::Bar, Loc::Point(22)), "{steps:?}");
    assert!(has_step(&steps, Loc::Bar, Loc::Point(24)), "{steps:?}");
}

// Rule 8: an oversized roll bears off from any point; higher points need not be empty.

#[test]
fn oversized_roll_bears_off_from_any_point() {
    // A checker still stands on 6, yet the 5 bears off the checker on 2.
    let pos = white(&[(6, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(pos, dice(5, 5)).legal_steps();
    assert!(
        steps
            .iter()
            .any(|s| s.from == Loc::Point(2) && s.to == Loc::Off && s.pips == Pips::Die(5)),
        "{steps:?}"
    );
    assert!(pos
        .find_play(dice(5, 5), &"2/off 6/1".parse().unwrap())
        .is_some());
}

#[test]
fn exact_roll_bears_off() {
    let pos = white(&[(6, 1), (5, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(pos, dice(6, 5)).legal_steps();
    assert!(steps
        .iter()
        .any(|s| s.from == Loc::Point(6) && s.to == Loc::Off && s.pips == Pips::Die(6)));
    assert!(steps
        .iter()
        .any(|s| s.from == Loc::Point(5) && s.to == Loc::Off && s.pips == Pips::Die(5)));
}

// Rule 9: the first side to bear off all fifteen wins a single game.

#[test]
fn first_side_to_bear_off_all_fifteen_wins() {
    let pos = white(&[(3, 1)], &[(20, 5), (1, 5)], [0, 0]);
    assert_eq!(pos.outcome(), None);
    let plays = pos.legal_plays(dice(4, 2));
    assert_eq!(plays.len(), 1);
    let end = plays[0].result();
    // White wins outright; Black's checkers far from home change nothing (no gammons).
    assert_eq!(end.outcome().map(|o| o.winner), Some(White));
    assert_eq!(end.off(Black), 5);
}

#[test]
fn finished_game_has_no_more_plays() {
    let over = ssangnyuk_support::position(Black, Rules::SEED, &[], &[(20, 5)], [0, 0]);
    assert_eq!(over.outcome().map(|o| o.winner), Some(White));
    assert!(over.legal_plays(dice(6, 5)).is_empty());
    assert_eq!(over.play(dice(6, 5), &[]), Err(TurnError::GameOver));
    assert_eq!(Game::from_position(over).phase(), Phase::Over);
}

// Rule 10: the jaengdu decides who starts.

#[test]
fn higher_jaengdu_die_starts() {
    let mut game = Game::new(Rules::SEED);
    assert_eq!(game.phase(), Phase::Jaengdu);
    assert_eq!(
        game.throw_jaengdu(Die::new(3).unwrap(), Die::new(5).unwrap()),
        Ok(Some(Black))
    );
    assert_eq!(game.phase(), Phase::Move);
    assert_eq!(game.turn().map(Turn::color), Some(Black));
}

#[test]
fn equal_jaengdu_dice_are_thrown_again() {
    let mut game = Game::new(Rules::SEED);
    assert_eq!(
        game.throw_jaengdu(Die::new(4).unwrap(), Die::new(4).unwrap()),
        Ok(None)
    );
    assert_eq!(game.phase(), Phase::Jaengdu);
    assert_eq!(
        game.throw_jaengdu(Die::new(6).unwrap(), Die::new(2).unwrap()),
        Ok(Some(White))
    );
    assert_eq!(game.record().len(), 2);
}

// Rule 11: no voluntary pass; double sixes have no special power.

#[test]
fn there_is_no_voluntary_pass() {
    let start = Position::opening(Rules::SEED, Color::White);
    assert_eq!(
        Turn::new(start, dice(3, 1)).finish(),
        Err(TurnError::Unfinished { dice_left: 2 })
    );
    assert_eq!(
        start.play(dice(3, 1), &[]),
        Err(TurnError::Unfinished { dice_left: 2 })
    );
    let mut game = Game::from_position(start);
    game.roll(dice(3, 1)).unwrap();
    assert_eq!(
        game.finish().map_err(|e| e.kind().as_str()),
        Err("unfinished_turn")
    );
}

#[test]
fn double_sixes_have_no_special_power() {
    let mut game = Game::from_position(Position::opening(Rules::SEED, Color::White));
    assert_eq!(game.roll(dice(6, 6)), Ok(None));
    let before = game.position();
    let step = game.turn().unwrap().legal_steps()[0];
    game.take(step).unwrap();
    let step = game.turn().unwrap().legal_steps()[0];
    game.take(step).unwrap();
    assert!(
        game.turn().unwrap().legal_steps().is_empty(),
        "6-6 is two sixes, nothing more"
    );
    game.finish().unwrap();
    // No extra roll, and no enemy checker is sent back.
    assert_eq!((game.phase(), game.position().turn()), (Phase::Roll, Black));
    assert_eq!(game.position().bar(Black), 0);
    for p in 1..=24 {
        assert_eq!(game.position().count(Black, p), before.count(Black, p));
    }
}
