//! The play notation: `13/4`, `24/18* 13/10`, `bar/20`, `6/off`; parsing, printing, round trips.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{Color, Loc, Notation, NotationError, Position, Rules, WrittenStep};
use proptest::prelude::*;
use ssangnyuk_support::{dice, white};

fn parse(text: &str) -> Result<Notation, NotationError> {
    text.parse()
}

fn written(from: Loc, to: Loc, hit: bool) -> WrittenStep {
    WrittenStep { from, to, hit }
}

#[test]
fn notation_reads_every_kind_of_step() {
    use Loc::{Bar, Off, Point};
    assert_eq!(
        parse("13/4"),
        Ok(Notation(vec![written(Point(13), Point(4), false)]))
    );
    assert_eq!(
        parse("24/18* 13/10"),
        Ok(Notation(vec![
            written(Point(24), Point(18), true),
            written(Point(13), Point(10), false)
        ]))
    );
    assert_eq!(
        parse("bar/20"),
        Ok(Notation(vec![written(Bar, Point(20), false)]))
    );
    assert_eq!(
        parse("6/off"),
        Ok(Notation(vec![written(Point(6), Off, false)]))
    );
    assert_eq!(parse("  1/2   3/4 ").map(|n| n.0.len()), Ok(2));
}

#[test]
fn point_twenty_five_and_point_zero_are_refused() {
    for text in [
        "25/20",
        "13/0",
        "0/off",
        "bar/25",
        "24/18 13/0",
        "-1/3",
        "+13/4",
        "13/+4",
        "256/3",
    ] {
        assert_eq!(parse(text), Err(NotationError::BadPoint), "{text}");
    }
}

#[test]
fn bar_is_only_a_start_and_off_only_an_end() {
    assert_eq!(parse("13/bar"), Err(NotationError::BadPoint));
    assert_eq!(parse("off/6"), Err(NotationError::BadPoint));
    assert_eq!(parse("BAR/20"), Err(NotationError::BadPoint));
}

#[test]
fn malformed_notation_is_refused_with_its_reason() {
    assert_eq!(parse(""), Err(NotationError::Empty));
    assert_eq!(parse("   "), Err(NotationError::Empty));
    for text in ["13-4", "13", "13/4/1", "/", "13/4**"] {
        assert!(parse(text).is_err(), "{text}");
    }
    assert_eq!(parse("13-4"), Err(NotationError::BadStep));
    assert_eq!(
        parse("1/2 3/4 5/6 7/8 9/10"),
        Err(NotationError::TooManySteps)
    );
    for e in [
        NotationError::Empty,
        NotationError::BadStep,
        NotationError::BadPoint,
        NotationError::TooManySteps,
    ] {
        assert!(e.to_string().starts_with(char::is_lowercase), "{e}");
    }
}

#[test]
fn canonical_text_round_trips() {
    for text in [
        "13/4",
        "24/18* 13/10",
        "bar/20",
        "6/off",
        "bar/22 bar/19*",
        "8/2* 6/2 3/off 1/off",
    ] {
        assert_eq!(parse(text).unwrap().to_string(), text);
    }
}

#[test]
fn find_play_matches_the_written_hit_mark() {
    let pos = white(&[(10, 1), (3, 5)], &[(7, 1), (20, 5)], [0, 0]);
    assert!(pos
        .find_play(dice(3, 1), &parse("10/7* 7/6").unwrap())
        .is_some());
    assert!(pos
        .find_play(dice(3, 1), &parse("10/7 7/6").unwrap())
        .is_none());
}

#[test]
fn find_play_refuses_what_the_roll_does_not_allow() {
    let start = Position::opening(Rules::SEED, Color::White);
    for text in [
        "13/8",
        "24/18",
        "13/4 6/3",
        "24/16",
        "24/19 13/9",
        "bar/22",
        "6/off 6/off",
    ] {
        assert!(
            start.find_play(dice(6, 3), &parse(text).unwrap()).is_none(),
            "{text}"
        );
    }
    let play = start
        .find_play(dice(6, 3), &parse("13/4").unwrap())
        .unwrap();
    assert_eq!(play.to_string(), "13/4");
}

#[test]
fn find_play_accepts_either_order_and_two_steps_for_a_jump() {
    let start = Position::opening(Rules::SEED, Color::White);
    let a = start
        .find_play(dice(6, 3), &parse("24/18 13/10").unwrap())
        .unwrap();
    let b = start
        .find_play(dice(6, 3), &parse("13/10 24/18").unwrap())
        .unwrap();
    assert_eq!(a.result(), b.result());
    // The same checker moving 6 then 3 ends where the jump does.
    let jump = start
        .find_play(dice(6, 3), &parse("13/4").unwrap())
        .unwrap();
    let two = start
        .find_play(dice(6, 3), &parse("13/7 7/4").unwrap())
        .unwrap();
    assert_eq!(jump.result(), two.result());
}

fn loc_from() -> impl Strategy<Value = Loc> {
    prop_oneof![Just(Loc::Bar), (1u8..=24).prop_map(Loc::Point)]
}

fn loc_to() -> impl Strategy<Value = Loc> {
    prop_oneof![Just(Loc::Off), (1u8..=24).prop_map(Loc::Point)]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn notation_round_trips(steps in prop::collection::vec((loc_from(), loc_to(), any::<bool>()), 1..=4)) {
        let notation = Notation(steps.into_iter().map(|(from, to, hit)| written(from, to, hit)).collect());
        let text = notation.to_string();
        prop_assert_eq!(parse(&text), Ok(notation), "{}", text);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[ 0-9a-z/*+-]{0,24}") {
        if let Ok(n) = parse(&text) {
            prop_assert_eq!(parse(&n.to_string()), Ok(n));
        }
    }
}
