//! `madang <game> why`: `{"legal": true}`, or the rule that refuses the step or hole and its
//! rules-page row; bad input is one line on stderr and exit 2.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::{json, Value};
use std::process::Output;

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
const SANYAO: &str =
    r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;

/// White to move: `white` and `black` list (point, count), `bar` is [white, black]; every
/// checker not placed is borne off.
fn white(white: &[(usize, i64)], black: &[(usize, i64)], bar: [i64; 2]) -> String {
    let mut points = [0i64; 24];
    for &(p, n) in white {
        points[p - 1] = n;
    }
    for &(p, n) in black {
        points[p - 1] = -n;
    }
    let placed = |side: &[(usize, i64)]| side.iter().map(|s| s.1).sum::<i64>();
    let off = [15 - placed(white) - bar[0], 15 - placed(black) - bar[1]];
    json!({"points": points, "bar": bar, "off": off, "turn": "white"}).to_string()
}

fn why(position: &str, dice: &str, from: &str, to: &str, rules: Option<&str>) -> Output {
    let mut args = vec![
        "ssangnyuk",
        "why",
        "--position",
        position,
        "--dice",
        dice,
        "--from",
        from,
        "--to",
        to,
    ];
    if let Some(r) = rules {
        args.extend(["--rules", r]);
    }
    madang(&args)
}

/// Position, dice, from, to, rules preset, and the answer expected.
type Case<'a> = (&'a str, &'a str, &'a str, &'a str, Option<&'a str>, Value);

fn refusal(kind: &str, row: &str) -> Value {
    json!({"legal": false, "reason": kind, "rule": row})
}

#[test]
fn a_legal_step_prints_legal_true_and_nothing_else() {
    let out = why(OPENING, "6,3", "13", "4", None);
    assert_eq!(json_out(&out), json!({"legal": true}));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        r#"{"legal":true}"#
    );
}

#[test]
fn each_ssangnyuk_refusal_names_its_rule_and_row() {
    let on_bar = white(&[(13, 5), (6, 5)], &[(19, 5)], [1, 0]);
    let outside = white(&[(8, 1), (6, 3), (3, 2)], &[(24, 2)], [0, 0]);
    let bearing = white(&[(5, 2), (2, 1)], &[(24, 2)], [0, 0]);
    let dead_end = white(&[(12, 1), (10, 1)], &[(5, 2), (1, 2)], [0, 0]);
    let cases: [Case; 9] = [
        (
            OPENING,
            "6,3",
            "12",
            "6",
            None,
            refusal("no_checker", "rule-checkers"),
        ),
        (
            OPENING,
            "6,3",
            "bar",
            "19",
            None,
            refusal("no_checker", "rule-checkers"),
        ),
        (
            &on_bar,
            "6,3",
            "13",
            "7",
            None,
            refusal("bar_first", "rule-bar"),
        ),
        (
            OPENING,
            "6,3",
            "13",
            "5",
            None,
            refusal("wrong_distance", "rule-dice"),
        ),
        (
            &outside,
            "6,3",
            "3",
            "off",
            None,
            refusal("not_all_home", "gap-bear-off-home"),
        ),
        (
            &bearing,
            "6,4",
            "2",
            "off",
            Some("strict_bear_off"),
            refusal("strict_bear_off", "rule-bearing-off"),
        ),
        (
            OPENING,
            "5,2",
            "24",
            "19",
            None,
            refusal("blocked", "rule-blocking"),
        ),
        (
            OPENING,
            "2,1",
            "8",
            "6",
            None,
            refusal("point_full", "rule-checkers-per-point"),
        ),
        (
            &dead_end,
            "6,5",
            "12",
            "6",
            None,
            refusal("must_use_more", "gap-must-play"),
        ),
    ];
    for (position, dice, from, to, rules, expected) in cases {
        let got = json_out(&why(position, dice, from, to, rules));
        assert_eq!(got, expected, "{from}/{to} with {dice} in {position}");
    }
}

#[test]
fn the_rules_preset_decides_the_answer() {
    let bearing = white(&[(5, 2), (2, 1)], &[(24, 2)], [0, 0]);
    assert_eq!(
        json_out(&why(&bearing, "6,4", "2", "off", None)),
        json!({"legal": true})
    );
    let cap = json_out(&why(OPENING, "2,1", "8", "6", Some("cap6")));
    assert_eq!(cap, json!({"legal": true}));
    let touch = json_out(&why(OPENING, "6,3", "13", "4", Some("touch_down")));
    assert_eq!(touch, refusal("wrong_distance", "rule-dice"));
}

fn sanyao_why(position: &str, hole: &str) -> Output {
    madang(&["sanyao", "why", "--position", position, "--hole", hole])
}

#[test]
fn each_sanyao_refusal_names_its_rule_and_row() {
    let empty =
        r#"{"pits":[0,4,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[6,0],"turn":0}"#;
    let endless =
        r#"{"pits":[1,2,1,0,3,2,1,2,6,2],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[30,0],"turn":0}"#;
    let cases: [(&str, &str, Value); 4] = [
        (SANYAO, "0", json!({"legal": true})),
        (SANYAO, "7", refusal("not_your_hole", "rule-holes")),
        (empty, "0", refusal("empty_hole", "rule-sowing")),
        (endless, "1", refusal("endless", "gap-endless-sowing")),
    ];
    for (position, hole, expected) in cases {
        assert_eq!(
            json_out(&sanyao_why(position, hole)),
            expected,
            "hole {hole}"
        );
    }
}

#[test]
fn bad_input_is_one_line_and_exit_two() {
    let over = white(&[], &[(19, 5), (20, 5), (21, 5)], [0, 0]);
    let cases: [(&str, &str, &str, &str, &str); 10] = [
        (OPENING, "6,3", "0", "4", "--from"),
        (OPENING, "6,3", "25", "4", "--from"),
        (OPENING, "6,3", "off", "4", "--from"),
        (OPENING, "6,3", "13", "bar", "--to"),
        (OPENING, "6,3", "13", "1.5", "--to"),
        (OPENING, "6,3", "13", "x", "--to"),
        (OPENING, "7,3", "13", "4", "--dice"),
        (&OPENING[..50], "6,3", "13", "4", "malformed json"),
        (
            &OPENING.replace("0,2]", "0,3]"),
            "6,3",
            "13",
            "4",
            "16 checkers",
        ),
        (&over, "6,3", "19", "off", "game is over"),
    ];
    for (position, dice, from, to, says) in cases {
        let err = refused(&why(position, dice, from, to, None));
        assert!(err.contains(says), "{err:?} should say {says:?}");
    }
    for (position, hole, says) in [
        (SANYAO, "10", "out of range"),
        (SANYAO, "-1", "-1"),
        (SANYAO, "x", "--hole"),
        (&SANYAO[..30], "0", "json"),
    ] {
        let err = refused(&sanyao_why(position, hole));
        assert!(err.contains(says), "{err:?} should say {says:?}");
    }
}

#[test]
fn why_prints_its_help_on_stdout() {
    let cases: [(&[&str], &[&str]); 2] = [
        (
            &["ssangnyuk", "why"],
            &["--position", "--dice", "--from", "--to", "--rules"],
        ),
        (&["sanyao", "why"], &["--position", "--hole"]),
    ];
    for (path, flags) in cases {
        let mut args = path.to_vec();
        args.push("--help");
        let out = madang(&args);
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8_lossy(&out.stdout);
        for f in flags {
            assert!(text.contains(f), "{path:?} help should mention {f}: {text}");
        }
    }
}
