//! Untrusted position data: every broken rule gets its own error kind, and valid data round-trips.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::json::{self, JsonError};
use madang_engine::ssangnyuk::{
    Color, Dice, DiceError, Die, Loc, Position, Preset, Rules, Setup, SetupError,
};
use rand::SeedableRng;
use ssangnyuk_support::Rng;
use Color::{Black, White};

const OPENING_POINTS: [i64; 24] = [
    -2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2,
];

/// Position JSON with the given points (each written as JSON), bar, off and the rest verbatim.
fn json_of(points: &[String], bar: [i64; 2], off: [i64; 2], rest: &str) -> String {
    format!(
        r#"{{"points":[{}],"bar":[{},{}],"off":[{},{}],"turn":"white"{rest}}}"#,
        points.join(","),
        bar[0],
        bar[1],
        off[0],
        off[1]
    )
}

/// The opening's points as JSON, after `edit` changes some of them (index = point - 1).
fn opening_points(edit: &[(usize, &str)]) -> Vec<String> {
    let mut points: Vec<String> = OPENING_POINTS.iter().map(ToString::to_string).collect();
    for &(point, text) in edit {
        points[point - 1] = text.to_string();
    }
    points
}

fn parse(text: &str) -> Result<Position, String> {
    let setup: Setup = json::from_str(text).map_err(|e| e.kind().to_string())?;
    Position::from_setup(&setup).map_err(|e| e.kind().to_string())
}

fn setup_error(text: &str) -> SetupError {
    let setup: Setup = json::from_str(text).unwrap();
    Position::from_setup(&setup).unwrap_err()
}

fn json_error(text: &str) -> JsonError {
    json::from_str::<Setup>(text).unwrap_err()
}

#[test]
fn opening_json_is_accepted() {
    let text = json_of(&opening_points(&[]), [0, 0], [0, 0], "");
    assert_eq!(
        parse(&text),
        Ok(Position::opening(Rules::SEED, Color::White))
    );
}

#[test]
fn sixteen_checkers_are_too_many() {
    let text = json_of(&opening_points(&[(24, "3")]), [0, 0], [0, 0], "");
    assert_eq!(
        setup_error(&text),
        SetupError::TooManyCheckers {
            color: White,
            count: 16
        }
    );
    let text = json_of(&opening_points(&[]), [0, 0], [0, 1], "");
    assert_eq!(
        setup_error(&text),
        SetupError::TooManyCheckers {
            color: Black,
            count: 16
        }
    );
}

#[test]
fn fourteen_checkers_are_too_few() {
    let text = json_of(&opening_points(&[(24, "1")]), [0, 0], [0, 0], "");
    assert_eq!(
        setup_error(&text),
        SetupError::TooFewCheckers {
            color: White,
            count: 14
        }
    );
}

#[test]
fn six_on_a_point_are_over_the_cap_of_five() {
    // 6 on point 6 and 2 on point 8 still make fifteen.
    let points = opening_points(&[(6, "6"), (8, "2")]);
    let text = json_of(&points, [0, 0], [0, 0], "");
    assert_eq!(
        setup_error(&text),
        SetupError::PointOverCap {
            point: 6,
            count: 6,
            cap: 5
        }
    );
    let black = json_of(
        &opening_points(&[(19, "-6"), (17, "-2")]),
        [0, 0],
        [0, 0],
        "",
    );
    assert_eq!(
        setup_error(&black),
        SetupError::PointOverCap {
            point: 19,
            count: 6,
            cap: 5
        }
    );
}

#[test]
fn six_on_a_point_are_accepted_with_cap_six() {
    let rules = r#","rules":{"cap":6,"doubles":"twice","bear_off":"free","combined":"jump"}"#;
    let pos = parse(&json_of(
        &opening_points(&[(6, "6"), (8, "2")]),
        [0, 0],
        [0, 0],
        rules,
    ))
    .unwrap();
    assert_eq!(
        (pos.count(White, 6), pos.rules()),
        (6, Preset::Cap6.rules())
    );
    let seven = json_of(
        &opening_points(&[(6, "7"), (8, "1")]),
        [0, 0],
        [0, 0],
        rules,
    );
    assert_eq!(
        setup_error(&seven),
        SetupError::PointOverCap {
            point: 6,
            count: 7,
            cap: 6
        }
    );
}

#[test]
fn both_colours_on_a_point_are_refused() {
    // One White checker moved from 24 and one Black from 1 onto point 3 together.
    let points = opening_points(&[(24, "1"), (1, "-1"), (3, r#"{"white":1,"black":1}"#)]);
    assert_eq!(
        setup_error(&json_of(&points, [0, 0], [0, 0], "")),
        SetupError::BothColoursOnPoint { point: 3 }
    );
    // The split form is fine when one colour is zero.
    let points = opening_points(&[(24, r#"{"white":2,"black":0}"#)]);
    assert_eq!(
        parse(&json_of(&points, [0, 0], [0, 0], "")),
        Ok(Position::opening(Rules::SEED, Color::White))
    );
}

#[test]
fn negative_counts_are_refused() {
    let bar = json_of(&opening_points(&[(24, "3")]), [-1, 0], [0, 0], "");
    assert_eq!(
        setup_error(&bar),
        SetupError::NegativeCount {
            color: White,
            at: Loc::Bar
        }
    );
    let off = json_of(&opening_points(&[(1, "-3")]), [0, 0], [0, -1], "");
    assert_eq!(
        setup_error(&off),
        SetupError::NegativeCount {
            color: Black,
            at: Loc::Off
        }
    );
    let point = opening_points(&[(3, r#"{"white":-1,"black":0}"#), (24, "3")]);
    assert_eq!(
        setup_error(&json_of(&point, [0, 0], [0, 0], "")),
        SetupError::NegativeCount {
            color: White,
            at: Loc::Point(3)
        }
    );
}

#[test]
fn the_board_has_exactly_twenty_four_points() {
    let mut short = opening_points(&[]);
    short.pop();
    assert_eq!(
        setup_error(&json_of(&short, [2, 0], [0, 0], "")),
        SetupError::WrongPointCount { found: 23 }
    );
    let mut long = opening_points(&[]);
    long.push("0".into());
    assert_eq!(
        setup_error(&json_of(&long, [0, 0], [0, 0], "")),
        SetupError::WrongPointCount { found: 25 }
    );
}

#[test]
fn truncated_json_is_a_syntax_error() {
    let text = json_of(&opening_points(&[]), [0, 0], [0, 0], "");
    for cut in [1, text.len() / 2, text.len() - 1] {
        let e = json_error(&text[..cut]);
        assert!(e.truncated, "{e}");
        assert_eq!(e.kind(), "truncated_json");
    }
    assert_eq!(parse(""), Err("truncated_json".into()));
}

#[test]
fn wrong_turn_string_is_a_syntax_error() {
    for turn in ["red", "White", ""] {
        let text = json_of(&opening_points(&[]), [0, 0], [0, 0], "")
            .replace(r#""white"}"#, &format!(r#""{turn}"}}"#));
        let e = json_error(&text);
        assert_eq!(e.kind(), "malformed_json", "{turn}");
        assert!(e.message.contains("unknown variant"), "{e}");
    }
}

#[test]
fn unknown_fields_are_refused() {
    let text = json_of(
        &opening_points(&[]),
        [0, 0],
        [0, 0],
        r#","doubling_cube":2"#,
    );
    let e = json_error(&text);
    assert_eq!(e.kind(), "malformed_json");
    assert!(e.message.contains("unknown field"), "{e}");
    let rules =
        r#","rules":{"cap":5,"doubles":"twice","bear_off":"free","combined":"jump","cube":1}"#;
    assert_eq!(
        json_error(&json_of(&opening_points(&[]), [0, 0], [0, 0], rules)).kind(),
        "malformed_json"
    );
    let point = opening_points(&[(24, r#"{"white":2,"black":0,"red":1}"#)]);
    assert_eq!(
        json_error(&json_of(&point, [0, 0], [0, 0], "")).kind(),
        "malformed_json"
    );
}

#[test]
fn wrong_shapes_are_syntax_errors() {
    for bad in [
        "[]",
        "null",
        r#"{"points":[]}"#,
        &json_of(&opening_points(&[(5, "1.5")]), [0, 0], [0, 0], ""),
    ] {
        assert_eq!(json_error(bad).kind(), "malformed_json", "{bad}");
    }
}

#[test]
fn both_sides_cannot_have_finished() {
    let empty = vec!["0".to_string(); 24];
    assert_eq!(
        setup_error(&json_of(&empty, [0, 0], [15, 15], "")),
        SetupError::BothSidesFinished
    );
    // One side finished is a won game.
    let won = json_of(
        &opening_points(&[(24, "0"), (13, "0"), (8, "0"), (6, "0")]),
        [0, 0],
        [15, 0],
        "",
    );
    assert_eq!(
        parse(&won).map(|p| p.outcome().map(|o| o.winner)),
        Ok(Some(White))
    );
}

#[test]
fn a_cap_of_zero_is_refused() {
    let rules = r#","rules":{"cap":0,"doubles":"twice","bear_off":"free","combined":"jump"}"#;
    assert_eq!(
        setup_error(&json_of(&opening_points(&[]), [0, 0], [0, 0], rules)),
        SetupError::ZeroCap
    );
}

#[test]
fn huge_counts_are_refused_without_overflow() {
    let points = opening_points(&[(3, "9223372036854775807"), (4, "-9223372036854775808")]);
    assert!(matches!(
        setup_error(&json_of(&points, [0, 0], [0, 0], "")),
        SetupError::PointOverCap { .. }
    ));
    let no_cap = r#","rules":{"cap":null,"doubles":"four_times","bear_off":"strict","combined":"touch_down"}"#;
    assert!(matches!(
        setup_error(&json_of(&points, [0, 0], [0, 0], no_cap)),
        SetupError::TooManyCheckers { .. }
    ));
    let bar = json_of(&opening_points(&[]), [i64::MAX, 0], [i64::MAX, 0], "");
    assert!(matches!(
        setup_error(&bar),
        SetupError::TooManyCheckers { color: White, .. }
    ));
}

#[test]
fn every_setup_error_has_its_own_kind_and_a_lowercase_message() {
    let errors = [
        SetupError::WrongPointCount { found: 23 },
        SetupError::NegativeCount {
            color: White,
            at: Loc::Bar,
        },
        SetupError::BothColoursOnPoint { point: 3 },
        SetupError::PointOverCap {
            point: 6,
            count: 6,
            cap: 5,
        },
        SetupError::TooManyCheckers {
            color: White,
            count: 16,
        },
        SetupError::TooFewCheckers {
            color: Black,
            count: 14,
        },
        SetupError::BothSidesFinished,
        SetupError::ZeroCap,
    ];
    let mut kinds: Vec<&str> = errors.iter().map(|e| e.kind().as_str()).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds.len(), errors.len());
    for e in errors {
        let text = e.to_string();
        assert!(
            text.starts_with(|c: char| c.is_lowercase() || c.is_ascii_digit()),
            "{text}"
        );
    }
}

#[test]
fn dice_show_one_to_six() {
    assert_eq!(Dice::new(0, 3), Err(DiceError { value: 0 }));
    assert_eq!(Dice::new(3, 7), Err(DiceError { value: 7 }));
    assert_eq!(Die::new(-1), Err(DiceError { value: -1 }));
    assert_eq!(Die::new(256), Err(DiceError { value: 256 }));
    assert_eq!(
        DiceError { value: 7 }.to_string(),
        "a die shows 1 to 6, not 7"
    );
    for v in 1..=6 {
        assert_eq!(Die::new(v).map(Die::get), Ok(v as u8));
    }
    let roll = Dice::new(2, 5).unwrap();
    assert_eq!(
        (roll.high(), roll.low(), roll.to_string()),
        (5, 2, "5-2".to_string())
    );
}

#[test]
fn positions_round_trip_through_json() {
    let mut rng = Rng::seed_from_u64(0x5e70);
    for i in 0..60 {
        let preset = Preset::ALL[i % Preset::ALL.len()];
        let pos = ssangnyuk_support::random_placement(&mut rng, preset.rules(), (i % 3) as u8);
        let text = json::to_string(&pos.to_setup());
        let back = Position::from_setup(&json::from_str::<Setup>(&text).unwrap()).unwrap();
        assert_eq!(back, pos, "{text}");
    }
    // The seed rules are left out of the JSON; others are written.
    assert!(
        !json::to_string(&Position::opening(Rules::SEED, Color::White).to_setup())
            .contains("rules")
    );
    assert!(
        json::to_string(&Position::opening(Preset::Cap6.rules(), Color::White).to_setup())
            .contains(r#""cap":6"#)
    );
}
