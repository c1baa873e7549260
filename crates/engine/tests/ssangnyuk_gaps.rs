//! One test (or a few) per gap the seeds leave open and the spec fills
//! (`shared/design/ssangnyuk-rules.md`, "Gaps the seeds leave open").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    Color, Dice, Die, Event, Game, Loc, PassReason, Phase, Pips, Position, Rules, Step, Turn,
    TurnError,
};
use ssangnyuk_support::{dice, has_step, notations, step, white};
use Color::{Black, White};

/// White's last outside checker on 13, the rest home on 6, 5 and 4; Black holds 7 and 10, the
/// two points in between for a 6-3.
fn thirteen_behind_seven_and_ten() -> Position {
    white(
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &[(7, 2), (10, 2), (20, 5), (21, 5), (22, 1)],
        [0, 0],
    )
}

// Combined move: one jump of the sum; only the landing point must be open.

#[test]
fn combined_jump_passes_over_a_closed_point() {
    let pos = thirteen_behind_seven_and_ten();
    let plays = pos.legal_plays(dice(6, 3));
    assert_eq!(
        plays.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["13/4"]
    );
    let steps: Vec<Step> = plays[0].steps().collect();
    assert_eq!(
        steps,
        [Step {
            from: Loc::Point(13),
            to: Loc::Point(4),
            pips: Pips::Combined(6, 3),
            hit: false
        }]
    );
}

#[test]
fn combined_jump_does_not_hit_a_lone_checker_in_between() {
    let pos = white(
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &[(10, 1), (7, 2), (20, 5), (21, 5), (22, 2)],
        [0, 0],
    );
    assert_eq!(notations(&pos, dice(6, 3)), ["13/10* 10/4", "13/4"]);
    let jump = pos.find_play(dice(6, 3), &"13/4".parse().unwrap()).unwrap();
    assert_eq!(
        (jump.result().count(Black, 10), jump.result().bar(Black)),
        (1, 0)
    );
}

#[test]
fn combined_jump_hits_a_lone_checker_on_the_landing_point() {
    let pos = white(
        &[(13, 1), (6, 5), (5, 5), (3, 4)],
        &[(4, 1), (7, 2), (10, 2), (20, 5), (21, 5)],
        [0, 0],
    );
    assert_eq!(notations(&pos, dice(6, 3)), ["13/4*"]);
}

// The bar is the start of the track.

#[test]
fn bar_checker_may_jump_the_sum_past_the_enemy_home_board() {
    // Neither 19 (a 6) nor 20 (a 5) is open, but the jump of 11 from the bar lands on 14.
    let pos = white(
        &[(6, 5), (5, 5), (4, 4)],
        &[(19, 2), (20, 2), (1, 5), (2, 4)],
        [1, 0],
    );
    let plays = pos.legal_plays(dice(6, 5));
    assert_eq!(
        plays.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["bar/14"]
    );
    assert_eq!(
        plays[0].steps().next().map(|s| s.pips),
        Some(Pips::Combined(6, 5))
    );
}

#[test]
fn with_two_on_the_bar_one_may_come_in_with_the_sum() {
    // Coming in one checker by 6 uses both dice just as two checkers by 4 and 2 do.
    let pos = white(
        &[(13, 5), (8, 3), (6, 5)],
        &[(1, 2), (12, 5), (17, 3), (20, 5)],
        [2, 0],
    );
    assert_eq!(notations(&pos, dice(4, 2)), ["bar/19", "bar/21 bar/23"]);
}

// Must play: as much of the roll as possible; a combined move uses both dice; else the higher.

#[test]
fn both_dice_must_be_used_when_they_can_be() {
    let start = Position::opening(Rules::SEED, Color::White);
    let one = step(Loc::Point(24), Loc::Point(18), Pips::Die(6));
    assert_eq!(
        start.play(dice(6, 3), &[one]),
        Err(TurnError::Unfinished { dice_left: 1 })
    );
}

#[test]
fn combined_jump_counts_as_using_both_dice() {
    // 6/3 alone would use one die; the jump 13/4 uses two, so it is the only play.
    let pos = thirteen_behind_seven_and_ten();
    let lone = step(Loc::Point(6), Loc::Point(3), Pips::Die(3));
    assert_eq!(
        pos.play(dice(6, 3), &[lone]),
        Err(TurnError::IllegalStep {
            from: Loc::Point(6),
            to: Loc::Point(3)
        })
    );
    assert!(!has_step(
        &Turn::new(pos, dice(6, 3)).legal_steps(),
        Loc::Point(6),
        Loc::Point(3)
    ));
}

/// White's single checker on 14; Black holds 4 (and, when asked, 8).
fn fourteen_alone(also_close_eight: bool) -> Position {
    let mut black = vec![(4, 2), (19, 5), (20, 5)];
    if also_close_eight {
        black.push((8, 2));
    }
    white(&[(14, 1)], &black, [0, 0])
}

#[test]
fn higher_die_must_be_played_when_only_one_die_can_be() {
    // 14/8 or 14/10, but never both (4 is closed, also for the jump of 10).
    let pos = fourteen_alone(false);
    assert_eq!(notations(&pos, dice(6, 4)), ["14/8"]);
    let low = step(Loc::Point(14), Loc::Point(10), Pips::Die(4));
    assert!(matches!(
        pos.play(dice(6, 4), &[low]),
        Err(TurnError::IllegalStep { .. })
    ));
}

#[test]
fn lower_die_is_played_when_the_higher_cannot_be() {
    assert_eq!(notations(&fourteen_alone(true), dice(6, 4)), ["14/10"]);
}

#[test]
fn unplayable_roll_passes_by_itself_and_says_why() {
    let blocked = white(
        &[(6, 5), (5, 5), (4, 4)],
        &[(19, 2), (20, 2), (14, 2), (1, 5), (2, 4)],
        [1, 0],
    );
    let stuck = white(
        &[(14, 1)],
        &[(4, 2), (8, 2), (10, 2), (19, 5), (20, 4)],
        [0, 0],
    );
    for (pos, roll, reason) in [
        (blocked, dice(6, 5), PassReason::BarBlocked),
        (stuck, dice(6, 4), PassReason::NoMove),
    ] {
        // The one legal play is the pass: no steps, the same board, Black to move.
        let plays = pos.legal_plays(roll);
        assert_eq!(notations(&pos, roll), ["pass"]);
        assert!(plays[0].is_pass() && plays[0].steps().next().is_none());
        assert_eq!(plays[0].result().points(), pos.points());
        assert_eq!(plays[0].result().turn(), Black);
        assert_eq!(
            pos.find_play(roll, &"pass".parse().unwrap()),
            Some(plays[0])
        );
        let turn = Turn::new(pos, roll);
        assert_eq!(
            (turn.pass_reason(), turn.legal_steps().len()),
            (Some(reason), 0)
        );
        assert_eq!(pos.play(roll, &[]).map(|p| p.turn()), Ok(Black));
        let mut game = Game::from_position(pos);
        assert_eq!(game.roll(roll), Ok(Some(reason)));
        assert_eq!((game.phase(), game.position().turn()), (Phase::Roll, Black));
        assert_eq!(
            game.record(),
            [Event::Passed {
                color: White,
                dice: roll,
                reason
            }]
        );
        assert_eq!(
            reason.name(),
            if reason == PassReason::BarBlocked {
                "bar_blocked"
            } else {
                "no_move"
            }
        );
    }
}

// Bearing off only when all are home; the last one home with one die may bear off with the other.

#[test]
fn bearing_off_waits_until_every_checker_is_home() {
    let pos = white(&[(7, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(pos, dice(6, 5)).legal_steps();
    assert!(
        !steps.is_empty() && steps.iter().all(|s| s.to != Loc::Off),
        "{steps:?}"
    );
    let on_bar = white(&[(2, 1)], &[(20, 5)], [1, 0]);
    for roll in ssangnyuk_support::all_rolls() {
        assert!(Turn::new(on_bar, roll)
            .legal_steps()
            .iter()
            .all(|s| s.to != Loc::Off));
    }
}

#[test]
fn last_checker_comes_home_with_one_die_and_bears_off_with_the_other() {
    let pos = white(&[(7, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let mut turn = Turn::new(pos, dice(6, 5));
    turn.take(step(Loc::Point(7), Loc::Point(1), Pips::Die(6)))
        .unwrap();
    assert!(has_step(&turn.legal_steps(), Loc::Point(2), Loc::Off));
    turn.take(step(Loc::Point(2), Loc::Off, Pips::Die(5)))
        .unwrap();
    let done = turn.finish().unwrap();
    assert_eq!(
        (done.result().off(White), done.to_string().as_str()),
        (14, "7/1 2/off")
    );
}

#[test]
fn combined_jump_does_not_bear_off_from_outside_the_home_board() {
    // The jump would start outside home; the same result needs two steps, the first coming home.
    let pos = white(&[(7, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let steps = Turn::new(pos, dice(6, 5)).legal_steps();
    assert!(
        !steps
            .iter()
            .any(|s| s.from == Loc::Point(7) && s.to == Loc::Off),
        "{steps:?}"
    );
    assert!(pos
        .find_play(dice(6, 5), &"7/1 1/off".parse().unwrap())
        .is_some());
}

// The jaengdu's two dice are the starter's first roll.

#[test]
fn jaengdu_dice_are_the_starters_first_roll() {
    let mut game = Game::new(Rules::SEED);
    assert_eq!(
        game.throw_jaengdu(Die::new(2).unwrap(), Die::new(5).unwrap()),
        Ok(Some(Black))
    );
    let turn = game.turn().unwrap();
    assert_eq!((turn.color(), turn.dice()), (Black, dice(5, 2)));
    let opening_black = Position::opening(Rules::SEED, Black);
    assert_eq!(turn.start(), opening_black);
    // The starter plays it like any roll, then White rolls.
    let play = opening_black.legal_plays(dice(5, 2))[0];
    for s in play.steps() {
        game.take(s).unwrap();
    }
    game.finish().unwrap();
    assert_eq!((game.phase(), game.position().turn()), (Phase::Roll, White));
}

#[test]
fn tied_jaengdu_is_thrown_again_and_not_played() {
    let mut game = Game::new(Rules::SEED);
    let three = Die::new(3).unwrap();
    assert_eq!(game.throw_jaengdu(three, three), Ok(None));
    assert!(game.turn().is_none());
    assert_eq!(
        game.roll(dice(3, 3)).map_err(|e| e.kind().as_str()),
        Err("wrong_phase")
    );
    assert_eq!(
        game.throw_jaengdu(Die::new(1).unwrap(), three),
        Ok(Some(Black))
    );
    assert_eq!(game.turn().map(Turn::dice), Some(Dice::new(3, 1).unwrap()));
    assert_eq!(
        game.throw_jaengdu(three, three)
            .map_err(|e| e.kind().as_str()),
        Err("wrong_phase")
    );
}

// Steps within a turn can be taken back until the turn is finished.

#[test]
fn undo_takes_back_a_step_within_the_turn() {
    let mut game = Game::from_position(Position::opening(Rules::SEED, Color::White));
    game.roll(dice(6, 3)).unwrap();
    assert_eq!(
        game.undo().map_err(|e| e.kind().as_str()),
        Err("nothing_to_undo")
    );
    let first = step(Loc::Point(24), Loc::Point(18), Pips::Die(6));
    game.take(first).unwrap();
    assert_eq!(game.position().count(White, 18), 1);
    assert_eq!(
        game.undo().map(|s| (s.from, s.to)),
        Ok((first.from, first.to))
    );
    assert_eq!(
        game.position(),
        Position::opening(Rules::SEED, Color::White)
    );
    assert_eq!(game.turn().unwrap().dice_left().as_slice(), &[6, 3]);
}

#[test]
fn illegal_step_is_refused_and_changes_nothing() {
    let mut game = Game::from_position(Position::opening(Rules::SEED, Color::White));
    game.roll(dice(6, 3)).unwrap();
    let before = game.clone();
    // 24/19 would use a 5: the roll is never re-cut.
    let bad = step(Loc::Point(24), Loc::Point(19), Pips::Die(5));
    assert_eq!(
        game.take(bad).map_err(|e| e.kind().as_str()),
        Err("illegal_step")
    );
    assert_eq!(game, before);
}
