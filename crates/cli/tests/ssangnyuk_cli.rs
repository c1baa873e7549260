//! The `madang ssangnyuk` contract: JSON out on success; one line on stderr and exit 2 on bad input.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::Value;
use std::process::Output;

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;

fn moves(position: &str, dice: &str) -> Output {
    madang(&["ssangnyuk", "moves", "--position", position, "--dice", dice])
}

#[test]
fn moves_prints_every_distinct_play_with_its_result() {
    let plays = json_out(&moves(OPENING, "6,3"));
    let list = plays.as_array().cloned().unwrap_or_default();
    assert_eq!(list.len(), 14);
    let jump = list
        .iter()
        .find(|p| p["notation"] == "13/4")
        .cloned()
        .unwrap_or(Value::Null);
    assert_eq!(jump["result"]["points"][3], 1);
    assert_eq!(jump["result"]["points"][12], 4);
    assert_eq!(jump["result"]["turn"], "black");
    let mut results: Vec<String> = list.iter().map(|p| p["result"].to_string()).collect();
    results.sort();
    results.dedup();
    assert_eq!(results.len(), 14, "results are distinct");
}

#[test]
fn dice_order_does_not_matter() {
    assert_eq!(
        json_out(&moves(OPENING, "3,6")),
        json_out(&moves(OPENING, "6,3"))
    );
}

#[test]
fn a_roll_that_cannot_be_played_prints_its_one_play_the_pass() {
    let blocked = r#"{"points":[0,0,0,4,5,5,0,0,0,0,0,0,0,-2,0,0,0,-1,-2,-2,-2,-2,-2,-2],"bar":[1,0],"off":[0,0],"turn":"white"}"#;
    let passed = blocked.replace(r#""turn":"white""#, r#""turn":"black""#);
    assert_eq!(
        json_out(&moves(blocked, "6,5")),
        serde_json::json!([{
            "notation": "pass",
            "result": serde_json::from_str::<Value>(&passed).unwrap_or(Value::Null)
        }])
    );
    let out = madang(&[
        "ssangnyuk",
        "play",
        "--position",
        blocked,
        "--dice",
        "6,5",
        "--play",
        "pass",
    ]);
    assert_eq!(json_out(&out)["notation"], "pass");
}

#[test]
fn rules_presets_change_the_plays() {
    let out = madang(&[
        "ssangnyuk",
        "moves",
        "--position",
        OPENING,
        "--dice",
        "1,1",
        "--rules",
        "doubles_four",
    ]);
    let four = json_out(&out).as_array().map_or(0, Vec::len);
    let twice = json_out(&moves(OPENING, "1,1"))
        .as_array()
        .map_or(0, Vec::len);
    assert!(four > twice, "{four} four-times plays vs {twice}");
}

#[test]
fn play_applies_a_play_written_in_notation() {
    let out = madang(&[
        "ssangnyuk",
        "play",
        "--position",
        OPENING,
        "--dice",
        "6,3",
        "--play",
        "24/18 13/10",
    ]);
    let v = json_out(&out);
    assert_eq!(v["result"]["points"][17], 1);
    assert_eq!(v["result"]["points"][9], 1);
    let bad = madang(&[
        "ssangnyuk",
        "play",
        "--position",
        OPENING,
        "--dice",
        "6,3",
        "--play",
        "13/8",
    ]);
    assert!(refused(&bad).contains("not a legal play"));
}

#[test]
fn bad_input_is_one_line_and_exit_two() {
    let sixteen = OPENING.replace("0,0,0,0,2]", "0,0,0,0,3]");
    let six = r#"{"points":[-2,0,0,0,0,6,0,2,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
    let both = OPENING
        .replace("[-2,0,", r#"[-2,{"white":1,"black":1},"#)
        .replace("0,0,0,0,2]", "0,0,0,0,1]");
    let cases: [(&str, &str, &str); 8] = [
        (&sixteen, "6,3", "16 checkers"),
        (six, "6,3", "at most 5"),
        (&both, "6,3", "both colours"),
        (&OPENING[..60], "6,3", "malformed json"),
        (OPENING, "0,3", "not 0"),
        (OPENING, "7,3", "not 7"),
        (OPENING, "6", "A,B"),
        (
            &OPENING.replace("\"white\"}", "\"red\"}"),
            "6,3",
            "malformed json",
        ),
    ];
    for (position, dice, says) in cases {
        let err = refused(&moves(position, dice));
        assert!(err.contains(says), "{err:?} should say {says:?}");
    }
    refused(&madang(&["ssangnyuk", "moves", "--dice", "6,3"]));
    refused(&madang(&[
        "ssangnyuk",
        "moves",
        "--position",
        OPENING,
        "--dice",
        "6,3",
        "--colour",
        "x",
    ]));
    refused(&madang(&["ssangnyuk", "fly"]));
    refused(&madang::<&str>(&[]));
}
