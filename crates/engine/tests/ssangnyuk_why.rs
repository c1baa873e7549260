//! Why not? Every refused step names the rule that refuses it, and only refused steps do.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    BearOff, Color, Combined, Dice, Loc, Position, Preset, Refusal, Rules, Turn, WhyError,
};
use madang_engine::ErrorKind;
use rand::{RngExt, SeedableRng};
use ssangnyuk_support::{
    dice, position, random_game_position, random_placement, reference, white, Rng,
};

const BAR: Loc = Loc::Bar;
const OFF: Loc = Loc::Off;

fn pt(p: u8) -> Loc {
    Loc::Point(p)
}

fn why(pos: &Position, roll: Dice, from: Loc, to: Loc) -> Option<Refusal> {
    pos.why_not(roll, from, to).unwrap()
}

fn opening() -> Position {
    Position::opening(Rules::SEED, Color::White)
}

#[test]
fn a_step_some_legal_play_starts_with_is_legal() {
    let roll = dice(6, 3);
    assert_eq!(
        why(&opening(), roll, pt(13), pt(4)),
        None,
        "the sum, one jump"
    );
    assert_eq!(why(&opening(), roll, pt(13), pt(7)), None, "the six");
    assert_eq!(why(&opening(), roll, pt(24), pt(21)), None, "the three");
}

#[test]
fn a_point_without_the_movers_checker_has_nothing_to_move() {
    let roll = dice(6, 3);
    assert_eq!(
        why(&opening(), roll, pt(12), pt(6)),
        Some(Refusal::NoChecker),
        "black's"
    );
    assert_eq!(
        why(&opening(), roll, pt(10), pt(4)),
        Some(Refusal::NoChecker),
        "empty"
    );
    assert_eq!(
        why(&opening(), roll, BAR, pt(19)),
        Some(Refusal::NoChecker),
        "empty bar"
    );
}

#[test]
fn while_a_checker_waits_on_the_bar_no_other_moves() {
    let pos = white(&[(13, 5), (6, 5)], &[(19, 5)], [1, 0]);
    let roll = dice(6, 3);
    assert_eq!(why(&pos, roll, pt(13), pt(7)), Some(Refusal::BarFirst));
    assert_eq!(
        why(&pos, roll, BAR, pt(22)),
        None,
        "entering with the three"
    );
    // A closed entry point: the step from the bar breaks a later rule, not this one.
    assert_eq!(why(&pos, roll, BAR, pt(19)), Some(Refusal::Blocked));
}

#[test]
fn a_step_no_die_nor_the_sum_covers_is_the_wrong_distance() {
    let roll = dice(6, 3);
    assert_eq!(
        why(&opening(), roll, pt(13), pt(5)),
        Some(Refusal::WrongDistance)
    );
    assert_eq!(
        why(&opening(), roll, pt(6), pt(8)),
        Some(Refusal::WrongDistance),
        "backwards"
    );
    assert_eq!(
        why(&opening(), roll, pt(13), pt(13)),
        Some(Refusal::WrongDistance),
        "nowhere"
    );
    assert_eq!(
        why(&opening(), roll, pt(24), OFF),
        Some(Refusal::WrongDistance),
        "off from 24"
    );
    // The pair is never re-cut: 6-3 is not 5-4.
    assert_eq!(
        why(&opening(), roll, pt(13), pt(8)),
        Some(Refusal::WrongDistance)
    );
    // Under touch-down the sum is two steps, so no single step covers nine.
    let touch = Position::opening(Preset::TouchDown.rules(), Color::White);
    assert_eq!(touch.rules().combined, Combined::TouchDown);
    assert_eq!(
        why(&touch, roll, pt(13), pt(4)),
        Some(Refusal::WrongDistance)
    );
    assert_eq!(why(&touch, roll, pt(13), pt(7)), None);
}

#[test]
fn bearing_off_waits_until_every_checker_is_home() {
    let pos = white(&[(8, 1), (6, 3), (3, 2)], &[(24, 2)], [0, 0]);
    let roll = dice(6, 3);
    assert_eq!(why(&pos, roll, pt(3), OFF), Some(Refusal::NotAllHome));
    assert_eq!(why(&pos, roll, pt(6), OFF), Some(Refusal::NotAllHome));
    assert_eq!(
        why(&pos, roll, pt(8), pt(2)),
        None,
        "bringing the last one home"
    );
}

#[test]
fn strict_bear_off_wants_the_farthest_checker_for_an_oversized_die() {
    let strict = Preset::StrictBearOff.rules();
    let pos = position(Color::White, strict, &[(5, 2), (2, 1)], &[(24, 2)], [0, 0]);
    let roll = dice(6, 4);
    assert_eq!(why(&pos, roll, pt(2), OFF), Some(Refusal::StrictBearOff));
    assert_eq!(why(&pos, roll, pt(5), OFF), None, "the farthest checker");
    // The seed rules let an oversized die bear off from any point.
    let free = white(&[(5, 2), (2, 1)], &[(24, 2)], [0, 0]);
    assert_eq!(why(&free, roll, pt(2), OFF), None);
}

#[test]
fn two_enemy_checkers_block_a_point() {
    let roll = dice(5, 2);
    assert_eq!(
        why(&opening(), roll, pt(24), pt(19)),
        Some(Refusal::Blocked)
    );
    // A lone enemy checker is hit, not a block.
    let pos = white(
        &[(24, 2), (13, 5), (8, 3), (6, 5)],
        &[(19, 1), (1, 2), (12, 5), (17, 3)],
        [0, 0],
    );
    assert_eq!(why(&pos, roll, pt(24), pt(19)), None);
}

#[test]
fn a_point_holding_the_cap_takes_no_more() {
    let roll = dice(2, 1);
    assert_eq!(
        why(&opening(), roll, pt(8), pt(6)),
        Some(Refusal::PointFull)
    );
    // Six a point under the Encyclopedia of Korean Culture's cap.
    let cap6 = Position::opening(Preset::Cap6.rules(), Color::White);
    assert_eq!(why(&cap6, roll, pt(8), pt(6)), None);
}

#[test]
fn a_step_that_leaves_a_die_unused_gives_way_to_a_play_using_both() {
    // 12/6 leaves the five nowhere to go (5 and 1 are closed); 10/4 12/7 uses both dice.
    let pos = white(&[(12, 1), (10, 1)], &[(5, 2), (1, 2)], [0, 0]);
    let roll = dice(6, 5);
    assert_eq!(why(&pos, roll, pt(12), pt(6)), Some(Refusal::MustUseMore));
    assert_eq!(why(&pos, roll, pt(10), pt(4)), None);
}

#[test]
fn when_only_one_die_can_be_played_it_is_the_higher() {
    // From 20 either die alone, never both: the second would land on the closed 9.
    let pos = white(&[(20, 1)], &[(9, 2)], [0, 0]);
    let roll = dice(6, 5);
    assert_eq!(why(&pos, roll, pt(20), pt(15)), Some(Refusal::MustUseMore));
    assert_eq!(why(&pos, roll, pt(20), pt(14)), None);
    assert_eq!(
        why(&pos, roll, pt(20), pt(9)),
        Some(Refusal::Blocked),
        "the sum"
    );
}

#[test]
fn questions_that_are_not_a_step_are_errors_not_answers() {
    let roll = dice(6, 3);
    for from in [OFF, pt(0), pt(25), pt(255)] {
        let e = opening().why_not(roll, from, pt(4));
        assert_eq!(e, Err(WhyError::NotAStart(from)));
        assert_eq!(e.unwrap_err().kind(), ErrorKind::IllegalStep);
    }
    for to in [BAR, pt(0), pt(25)] {
        assert_eq!(
            opening().why_not(roll, pt(13), to),
            Err(WhyError::NotAnEnd(to))
        );
    }
    let over = white(&[], &[(19, 5), (20, 5), (21, 5)], [0, 0]);
    assert_eq!(over.why_not(roll, pt(19), OFF), Err(WhyError::GameOver));
    assert_eq!(WhyError::GameOver.kind(), ErrorKind::GameOver);
}

#[test]
fn every_refusal_has_its_own_name_and_a_rules_row() {
    let names: std::collections::BTreeSet<&str> = Refusal::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(names.len(), Refusal::ALL.len());
    for r in Refusal::ALL {
        assert_eq!(r.to_string(), r.name());
        assert!(
            r.rule().starts_with("rule-") || r.rule().starts_with("gap-"),
            "{r}"
        );
    }
}

/// Every start and end a step can name.
fn all_steps() -> Vec<(Loc, Loc)> {
    let starts = std::iter::once(BAR).chain((1..=24).map(pt));
    starts
        .flat_map(|f| (1..=24).map(pt).chain([OFF]).map(move |t| (f, t)))
        .collect()
}

/// The distances one step may cover with `roll`: each die, and the sum under the one-jump rule.
fn reaches(pos: &Position, roll: Dice) -> Vec<u8> {
    let mut r = vec![roll.high(), roll.low()];
    if pos.rules().combined == Combined::Jump {
        r.push(roll.high() + roll.low());
    }
    r
}

/// How far along the mover's track a location is: bar 0, off 25.
fn progress(color: Color, loc: Loc) -> i32 {
    match (loc, color) {
        (Loc::Bar, _) => 0,
        (Loc::Off, _) => 25,
        (Loc::Point(p), Color::White) => 25 - i32::from(p),
        (Loc::Point(p), Color::Black) => i32::from(p),
    }
}

/// What each refusal claims about the position, checked from its public accessors.
fn assert_reason_holds(pos: &Position, roll: Dice, from: Loc, to: Loc, r: Refusal) {
    let me = pos.turn();
    let here = |l: Loc| match l {
        Loc::Bar => pos.bar(me),
        Loc::Point(p) => pos.count(me, p),
        Loc::Off => pos.off(me),
    };
    let ctx = format!("{r} for {from}/{to} with {roll} in {pos:?}");
    let distance = progress(me, to) - progress(me, from);
    let covers = |d: &u8| {
        let d = i32::from(*d);
        if to == OFF {
            d >= distance
        } else {
            d == distance
        }
    };
    let outside =
        pos.bar(me) > 0 || (1..=24).any(|p| pos.count(me, p) > 0 && progress(me, pt(p)) <= 18);
    if r != Refusal::NoChecker {
        assert!(here(from) > 0, "{ctx}: the mover has a checker there");
    }
    match r {
        Refusal::NoChecker => assert_eq!(here(from), 0, "{ctx}"),
        Refusal::BarFirst => assert!(pos.bar(me) > 0 && from != BAR, "{ctx}"),
        Refusal::WrongDistance => {
            assert!(
                distance <= 0 || !reaches(pos, roll).iter().any(covers),
                "{ctx}"
            )
        }
        Refusal::NotAllHome => assert!(to == OFF && outside, "{ctx}"),
        Refusal::StrictBearOff => {
            assert!(
                to == OFF && pos.rules().bear_off == BearOff::Strict,
                "{ctx}"
            );
            assert!(
                !reaches(pos, roll).iter().any(|&d| i32::from(d) == distance),
                "{ctx}"
            );
        }
        Refusal::Blocked => {
            let Loc::Point(p) = to else { panic!("{ctx}") };
            assert!(pos.count(me.opponent(), p) >= 2, "{ctx}");
        }
        Refusal::PointFull => {
            let Loc::Point(p) = to else { panic!("{ctx}") };
            assert_eq!(Some(pos.count(me, p)), pos.rules().cap, "{ctx}");
        }
        Refusal::MustUseMore => {}
    }
    // The rules before it in the order do not apply.
    if r != Refusal::NoChecker && r != Refusal::BarFirst {
        assert!(
            pos.bar(me) == 0 || from == BAR,
            "{ctx}: bar first would come first"
        );
    }
}

/// The property: over seeded random positions under every preset and random rolls, `why_not`
/// says legal for exactly the first steps the generator offers; the refusal is
/// `must_use_more` exactly when the step is possible alone by the independent reference
/// generator; and what each refusal claims holds on the board.
#[test]
fn why_not_agrees_with_the_generator_on_random_positions() {
    let mut rng = Rng::seed_from_u64(0x5117_0012);
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    let steps = all_steps();
    for i in 0..600 {
        let rules = Preset::ALL[i % Preset::ALL.len()].rules();
        let kind = rng.random_range(0..4u8);
        let pos = if kind < 3 {
            random_placement(&mut rng, rules, kind)
        } else {
            let plies = rng.random_range(..80);
            random_game_position(&mut rng, rules, plies)
        };
        if pos.outcome().is_some() {
            continue;
        }
        let roll = ssangnyuk_support::roll(&mut rng);
        let offered = Turn::new(pos, roll).legal_steps();
        for &(from, to) in &steps {
            let answer = why(&pos, roll, from, to);
            let legal = offered.iter().any(|s| s.from == from && s.to == to);
            assert_eq!(
                answer.is_none(),
                legal,
                "{from}/{to} with {roll} in {pos:?}"
            );
            let alone = reference::step_alone(&pos, roll, from, to);
            match answer {
                None => {
                    assert!(alone, "a legal step is possible alone");
                    *seen.entry("legal").or_default() += 1;
                }
                Some(r) => {
                    assert_eq!(
                        r == Refusal::MustUseMore,
                        alone,
                        "{r} for {from}/{to} with {roll} in {pos:?}"
                    );
                    assert_reason_holds(&pos, roll, from, to, r);
                    *seen.entry(r.name()).or_default() += 1;
                }
            }
        }
    }
    // The sample reaches every answer, so each was checked.
    for name in Refusal::ALL.map(Refusal::name).iter().chain(&["legal"]) {
        assert!(
            seen.get(name).copied().unwrap_or(0) > 0,
            "{name} never came up: {seen:?}"
        );
    }
}
