//! `madang <game> best`: a computer player's choice is one of the legal moves, the same for the
//! same seed; a position with nothing to choose is refused in one line with exit code 2.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::Value;

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
const SANYAO: &str =
    r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;
const LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

fn plays(extra: &[&str]) -> Vec<Value> {
    let mut args = vec!["ssangnyuk", "moves", "--position", OPENING];
    args.extend(extra);
    json_out(&madang(&args))
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn best(extra: &[&str]) -> Value {
    let mut args = vec!["ssangnyuk", "best", "--position", OPENING];
    args.extend(extra);
    json_out(&madang(&args))
}

#[test]
fn ssangnyuk_best_is_one_of_the_legal_plays_at_every_level() {
    let legal = plays(&["--dice", "6,3"]);
    assert_eq!(legal.len(), 14);
    for level in LEVELS {
        let chosen = best(&["--dice", "6,3", "--level", level, "--seed", "7"]);
        assert!(legal.contains(&chosen), "{level}: {chosen}");
    }
}

#[test]
fn ssangnyuk_best_follows_the_rules_preset() {
    let legal = plays(&["--dice", "1,1", "--rules", "backgammon"]);
    let chosen = best(&["--dice", "1,1", "--rules", "backgammon", "--level", "hard"]);
    assert!(legal.contains(&chosen), "{chosen}");
    // Four ones move four steps under the backgammon preset.
    let steps = chosen["notation"]
        .as_str()
        .map_or(0, |n| n.split(' ').count());
    assert!(steps >= 2, "{chosen}");
}

#[test]
fn the_same_seed_chooses_the_same_play() {
    let args = ["--dice", "5,2", "--level", "random", "--seed", "3"];
    assert_eq!(best(&args), best(&args));
    let many: Vec<Value> = (0..20)
        .map(|s| {
            best(&[
                "--dice",
                "5,2",
                "--level",
                "random",
                "--seed",
                &s.to_string(),
            ])
        })
        .collect();
    assert!(
        many.iter().any(|p| *p != many[0]),
        "the random player's seed changes its choice"
    );
}

#[test]
fn a_roll_that_cannot_be_played_is_answered_with_the_pass() {
    let blocked = r#"{"points":[0,0,0,4,5,5,0,0,0,0,0,0,0,-2,0,0,0,-1,-2,-2,-2,-2,-2,-2],"bar":[1,0],"off":[0,0],"turn":"white"}"#;
    let out = madang(&[
        "ssangnyuk",
        "best",
        "--position",
        blocked,
        "--dice",
        "6,5",
        "--level",
        "hard",
    ]);
    assert_eq!(json_out(&out)["notation"], "pass");
}

#[test]
fn ssangnyuk_best_refuses_a_finished_game_and_bad_input() {
    let over = r#"{"points":[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,-5,0,0,0],"bar":[0,0],"off":[15,0],"turn":"black"}"#;
    let args = ["--dice", "6,3", "--level", "easy"];
    let mut run = vec!["ssangnyuk", "best", "--position", over];
    run.extend(args);
    assert!(refused(&madang(&run)).contains("game is over"));
    let mut run = vec!["ssangnyuk", "best", "--position", "{\"points\":"];
    run.extend(args);
    assert!(refused(&madang(&run)).contains("json"));
    let err = refused(&madang(&[
        "ssangnyuk",
        "best",
        "--position",
        OPENING,
        "--dice",
        "6,3",
        "--level",
        "grandmaster",
    ]));
    assert!(err.contains("'grandmaster'"), "{err}");
}

#[test]
fn sanyao_best_is_a_legal_hole_at_every_level() {
    for level in LEVELS {
        let out = madang(&["sanyao", "best", "--position", SANYAO, "--level", level]);
        let hole = json_out(&out)["hole"].as_u64().unwrap_or(99);
        assert!(hole < 5, "{level}: South owns holes 0-4, not {hole}");
        let played = madang(&[
            "sanyao",
            "move",
            "--position",
            SANYAO,
            "--hole",
            &hole.to_string(),
        ]);
        json_out(&played);
    }
}

#[test]
fn sanyao_best_refuses_a_position_without_a_move() {
    let waiting =
        r#"{"pits":[0,0,0,0,0,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[10,15],"turn":0}"#;
    let err = refused(&madang(&[
        "sanyao",
        "best",
        "--position",
        waiting,
        "--level",
        "hard",
    ]));
    assert!(err.contains("no move"), "{err}");
}
