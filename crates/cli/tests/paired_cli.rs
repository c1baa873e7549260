//! `madang sanyao selfplay --paired`: each opening played twice with the seats swapped, the
//! pairs' results, and how often the opening alone decided round 1; and Ssangnyuk self-play
//! under a named rule set.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::Value;

fn paired(games: &str, south: &str, north: &str, threads: &str) -> Value {
    json_out(&madang(&[
        "sanyao",
        "selfplay",
        "--games",
        games,
        "--seed",
        "4",
        "--south",
        south,
        "--north",
        north,
        "--threads",
        threads,
        "--paired",
        "--json",
    ]))
}

fn count(v: &Value) -> u64 {
    v.as_u64().unwrap_or(u64::MAX)
}

fn counts(v: &Value) -> Vec<u64> {
    v.as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(count)
        .collect()
}

#[test]
fn the_pairs_account_for_every_game() {
    let v = paired("16", "easy", "random", "1");
    let p = &v["pairs"];
    let (swept, split, drawn) = (counts(&p["swept"]), count(&p["split"]), count(&p["drawn"]));
    assert_eq!(count(&p["count"]), 8);
    assert_eq!(swept.len(), 2);
    assert_eq!(swept[0] + swept[1] + split + drawn, 8);
    // Without draws, a pair won on both seats gives its winner two games, a split pair one each.
    if count(&v["draws"]) == 0 {
        assert_eq!(drawn, 0);
        let wins = counts(&v["wins"]);
        assert_eq!(wins, [2 * swept[0] + split, 2 * swept[1] + split]);
    }
    assert!(count(&p["opening_decided"]) <= 8);
    let rate = p["swept_rate"].as_f64().unwrap_or(-1.0);
    assert!((rate - swept[0] as f64 / (swept[0] + swept[1]) as f64).abs() < 1e-3);
    let ci = p["swept_ci95"].as_array().cloned().unwrap_or_default();
    let ci: Vec<f64> = ci.iter().filter_map(Value::as_f64).collect();
    assert!(
        ci.len() == 2 && ci[0] <= rate && rate <= ci[1],
        "{ci:?} around {rate}"
    );
}

#[test]
fn a_player_against_itself_splits_every_pair_because_the_opening_decides_everything() {
    // Medium is deterministic: with the seats swapped, the second game of a pair repeats the
    // first move for move, so the same side wins round 1 and the match both times.
    let v = paired("12", "medium", "medium", "1");
    let p = &v["pairs"];
    assert_eq!(count(&p["split"]), 6);
    assert_eq!(counts(&p["swept"]), [0, 0]);
    assert_eq!(count(&p["opening_decided"]), 6);
    assert_eq!(p["opening_decided_rate"].as_f64(), Some(1.0));
    // No pair was won on both seats: no rate, and an interval that says nothing.
    assert!(p["swept_rate"].is_null());
}

#[test]
fn the_pairs_do_not_depend_on_the_threads() {
    assert_eq!(
        paired("12", "easy", "medium", "1"),
        paired("12", "easy", "medium", "2")
    );
}

#[test]
fn paired_text_names_the_pairs_and_the_opening_rate() {
    let out = madang(&[
        "sanyao", "selfplay", "--games", "4", "--seed", "1", "--south", "easy", "--north",
        "random", "--paired",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("pairs 2: easy won both games of"), "{text}");
    assert!(text.contains("the opening decided round 1 in"), "{text}");
    // Without --paired the report stays as it was.
    let plain = madang(&[
        "sanyao", "selfplay", "--games", "4", "--seed", "1", "--south", "easy", "--north", "random",
    ]);
    assert!(!String::from_utf8_lossy(&plain.stdout).contains("pairs"));
}

#[test]
fn paired_selfplay_refuses_an_odd_number_of_games() {
    let err = refused(&madang(&[
        "sanyao", "selfplay", "--games", "5", "--seed", "1", "--south", "easy", "--north",
        "random", "--paired",
    ]));
    assert!(err.contains("even"), "{err}");
}

fn ssangnyuk_text(rules: Option<&str>) -> String {
    let mut args = vec![
        "ssangnyuk",
        "selfplay",
        "--games",
        "4",
        "--seed",
        "2",
        "--white",
        "easy",
        "--black",
        "random",
    ];
    if let Some(r) = rules {
        args.extend(["--rules", r]);
    }
    let out = madang(&args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// The report's counts of moves ("over N moves"), each player's all and with a choice.
fn move_counts(text: &str) -> Vec<u64> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let counts: Vec<u64> = words
        .windows(3)
        .filter(|w| w[0] == "over" && w[2].starts_with("moves"))
        .filter_map(|w| w[1].parse().ok())
        .collect();
    assert_eq!(counts.len(), 4, "{text}");
    counts
}

#[test]
fn ssangnyuk_selfplay_plays_by_the_named_rules() {
    let seed = ssangnyuk_text(None);
    assert!(
        seed.starts_with("ssangnyuk selfplay (seed rules)"),
        "{seed}"
    );
    assert_eq!(
        move_counts(&seed),
        move_counts(&ssangnyuk_text(Some("seed")))
    );
    // Same dice, other rules: backgammon's four-times doubles change the games.
    let bg = ssangnyuk_text(Some("backgammon"));
    assert!(
        bg.starts_with("ssangnyuk selfplay (backgammon rules)"),
        "{bg}"
    );
    assert_ne!(move_counts(&seed), move_counts(&bg));
}

#[test]
fn ssangnyuk_selfplay_refuses_an_unknown_rule_set() {
    let err = refused(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "2",
        "--seed",
        "1",
        "--white",
        "easy",
        "--black",
        "easy",
        "--rules",
        "chess",
    ]));
    assert!(err.contains("chess") && err.contains("--rules"), "{err}");
}
