//! Why not, in the middle of a turn: a step is asked of the board as it stands, with the dice
//! left, after the steps already taken; and the ways left to finish the turn.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    Color, Dice, Loc, Pips, Position, Preset, Refusal, Rules, Step, Turn, WhyError,
};
use rand::{RngExt, SeedableRng};
use ssangnyuk_support::{dice, position, random_game_position, random_placement, white, Rng};

const BAR: Loc = Loc::Bar;
const OFF: Loc = Loc::Off;

fn pt(p: u8) -> Loc {
    Loc::Point(p)
}

/// The turn of `pos` with `roll` after taking each `(from, to, die)` in order.
fn after(pos: Position, roll: Dice, taken: &[(Loc, Loc, u8)]) -> Turn {
    let mut turn = Turn::new(pos, roll);
    for &(from, to, d) in taken {
        let step = Step {
            from,
            to,
            pips: Pips::Die(d),
            hit: false,
        };
        turn.take(step).unwrap();
    }
    turn
}

fn why(turn: &Turn, from: Loc, to: Loc) -> Option<Refusal> {
    turn.why_not(from, to).unwrap()
}

fn opening() -> Position {
    Position::opening(Rules::SEED, Color::White)
}

#[test]
fn a_checker_moved_away_leaves_nothing_to_move() {
    let pos = white(&[(20, 1), (6, 5)], &[(1, 2)], [0, 0]);
    let turn = after(pos, dice(6, 3), &[(pt(20), pt(14), 6)]);
    assert_eq!(why(&turn, pt(20), pt(17)), Some(Refusal::NoChecker));
    assert_eq!(why(&turn, pt(14), pt(11)), None, "it goes on from 14");
}

#[test]
fn a_second_checker_on_the_bar_still_comes_in_first() {
    let pos = white(&[(13, 5), (6, 5)], &[(1, 2)], [2, 0]);
    let turn = after(pos, dice(6, 3), &[(BAR, pt(19), 6)]);
    assert_eq!(why(&turn, pt(13), pt(10)), Some(Refusal::BarFirst));
    assert_eq!(why(&turn, BAR, pt(22)), None);
}

#[test]
fn once_a_die_is_used_only_the_die_left_counts() {
    let turn = after(opening(), dice(6, 3), &[(pt(13), pt(7), 6)]);
    assert_eq!(
        why(&turn, pt(13), pt(7)),
        Some(Refusal::WrongDistance),
        "the six is gone"
    );
    assert_eq!(
        why(&turn, pt(13), pt(4)),
        Some(Refusal::WrongDistance),
        "so is the sum"
    );
    assert_eq!(why(&turn, pt(13), pt(10)), None, "the three");
    assert_eq!(why(&turn, pt(7), pt(4)), None, "the same checker on");
}

#[test]
fn bearing_off_opens_only_once_the_last_checker_is_home() {
    let pos = white(&[(8, 1), (6, 3), (3, 2)], &[(24, 2)], [0, 0]);
    let outside = after(pos, dice(6, 3), &[(pt(6), pt(3), 3)]);
    assert_eq!(why(&outside, pt(6), OFF), Some(Refusal::NotAllHome));
    let home = after(pos, dice(6, 3), &[(pt(8), pt(2), 6)]);
    assert_eq!(why(&home, pt(3), OFF), None);
}

#[test]
fn strict_bear_off_mid_turn_still_wants_the_farthest_checker() {
    let strict = Preset::StrictBearOff.rules();
    let pos = position(Color::White, strict, &[(5, 2), (2, 1)], &[(24, 2)], [0, 0]);
    let turn = after(pos, dice(6, 4), &[(pt(5), pt(1), 4)]);
    assert_eq!(why(&turn, pt(2), OFF), Some(Refusal::StrictBearOff));
    assert_eq!(why(&turn, pt(5), OFF), None);
}

#[test]
fn a_point_blocked_before_the_turn_stays_blocked() {
    let turn = after(opening(), dice(5, 2), &[(pt(13), pt(11), 2)]);
    assert_eq!(why(&turn, pt(24), pt(19)), Some(Refusal::Blocked));
    assert_eq!(why(&turn, pt(13), pt(8)), None);
}

#[test]
fn a_point_filled_this_turn_takes_no_more() {
    let pos = white(
        &[(13, 5), (8, 2), (7, 1), (6, 4)],
        &[(19, 5), (12, 5), (17, 3), (1, 2)],
        [0, 0],
    );
    let before = Turn::new(pos, dice(2, 1));
    assert_eq!(why(&before, pt(7), pt(6)), None, "four there before");
    let turn = after(pos, dice(2, 1), &[(pt(8), pt(6), 2)]);
    assert_eq!(why(&turn, pt(7), pt(6)), Some(Refusal::PointFull));
    assert_eq!(why(&turn, pt(8), pt(7)), None);
}

#[test]
fn a_step_that_strands_the_dice_left_gives_way_to_one_using_them() {
    // Black, four fours: the checker entered on 4 has hit; 19/23 is possible alone, but the
    // rules want a play that uses more of the three fours left.
    let json = r#"{"points":[1,0,3,1,0,0,0,0,0,1,0,2,1,0,0,0,0,0,-1,0,-2,-3,-3,-3],"bar":[0,1],"off":[6,2],"turn":"black","rules":{"cap":5,"doubles":"four_times","bear_off":"free","combined":"jump"}}"#;
    let pos = Position::from_json(json).unwrap();
    let turn = after(pos, dice(4, 4), &[(BAR, pt(4), 4)]);
    assert_eq!(why(&turn, pt(19), pt(23)), Some(Refusal::MustUseMore));
    assert!(turn.legal_steps().iter().any(|s| s.from == pt(4)));
}

#[test]
fn mid_turn_questions_that_are_not_a_step_are_errors() {
    let turn = after(opening(), dice(6, 3), &[(pt(13), pt(7), 6)]);
    assert_eq!(turn.why_not(OFF, pt(4)), Err(WhyError::NotAStart(OFF)));
    assert_eq!(turn.why_not(pt(13), BAR), Err(WhyError::NotAnEnd(BAR)));
    assert_eq!(turn.why_not(pt(0), pt(4)), Err(WhyError::NotAStart(pt(0))));
}

#[test]
fn at_the_start_of_a_turn_the_turn_and_the_position_answer_alike() {
    let roll = dice(6, 3);
    let turn = Turn::new(opening(), roll);
    for from in std::iter::once(BAR).chain((1..=24).map(pt)) {
        for to in (1..=24).map(pt).chain([OFF]) {
            assert_eq!(turn.why_not(from, to), opening().why_not(roll, from, to));
        }
    }
}

/// Over random positions and rolls, after a random number of random legal steps: a step is
/// explained exactly when the turn refuses it, and every way to finish the turn, taken step by
/// step, completes it and reaches its result.
#[test]
fn mid_turn_answers_agree_with_the_turn_on_random_positions() {
    let mut rng = Rng::seed_from_u64(0x0012_0002);
    let mut seen = std::collections::BTreeSet::new();
    for i in 0..400 {
        let rules = Preset::ALL[i % Preset::ALL.len()].rules();
        let pos = if i % 2 == 0 {
            let style = rng.random_range(0..3u8);
            random_placement(&mut rng, rules, style)
        } else {
            let plies = rng.random_range(..80);
            random_game_position(&mut rng, rules, plies)
        };
        if pos.outcome().is_some() {
            continue;
        }
        let roll = ssangnyuk_support::roll(&mut rng);
        let mut turn = Turn::new(pos, roll);
        let steps = rng.random_range(0..4);
        for _ in 0..steps {
            let legal = turn.legal_steps();
            if legal.is_empty() {
                break;
            }
            let pick = legal[rng.random_range(0..legal.len())];
            turn.take(pick).unwrap();
        }
        let legal = turn.legal_steps();
        let now = turn.position();
        for from in std::iter::once(BAR).chain((1..=24).map(pt)) {
            for to in (1..=24).map(pt).chain([OFF]) {
                let answer = why(&turn, from, to);
                let offered = legal.iter().any(|s| s.from == from && s.to == to);
                assert_eq!(answer.is_none(), offered, "{from}/{to} in {turn:?}");
                if let Some(r) = answer {
                    seen.insert(r.name());
                    let me = now.turn();
                    match (r, from) {
                        (Refusal::NoChecker, Loc::Point(p)) => assert_eq!(now.count(me, p), 0),
                        (Refusal::NoChecker, _) => assert_eq!(now.bar(me), 0),
                        (Refusal::BarFirst, _) => assert!(now.bar(me) > 0 && from != BAR),
                        _ => {}
                    }
                }
            }
        }
        let plays = turn.finishing_plays();
        for play in &plays {
            let mut rest = turn.clone();
            for s in play.steps() {
                rest.take(s).unwrap();
            }
            assert!(rest.is_complete(), "{play:?} finishes the turn");
            assert_eq!(rest.finish().unwrap().result(), play.result());
        }
        let distinct: std::collections::HashSet<_> = plays.iter().map(|p| *p.result()).collect();
        assert_eq!(distinct.len(), plays.len(), "one play per result");
        if turn.taken().next().is_none() {
            let whole: std::collections::HashSet<_> =
                pos.legal_plays(roll).iter().map(|p| *p.result()).collect();
            assert_eq!(distinct, whole, "from the start: the legal plays' results");
        }
    }
    for name in ["no_checker", "bar_first", "wrong_distance", "blocked"] {
        assert!(seen.contains(name), "{name} never came up: {seen:?}");
    }
}
