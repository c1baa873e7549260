//! The `madang <game> selfplay` contract: one JSON object with a Wilson interval; exit 2 on bad
//! input with one line on stderr.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::Value;

fn check_shape(v: &Value, games: u64) {
    let obj = v.as_object().cloned().unwrap_or_default();
    let mut keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["ci95", "draws", "games", "win_rate", "wins"]);
    assert_eq!(v["games"].as_u64(), Some(games));
    let wins: Vec<u64> = v["wins"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    assert_eq!(wins.len(), 2);
    let draws = v["draws"].as_u64().unwrap_or(u64::MAX);
    assert_eq!(wins[0] + wins[1] + draws, games);
    let rate = v["win_rate"].as_f64().unwrap_or(-1.0);
    assert!((rate - (wins[0] as f64 + draws as f64 / 2.0) / games as f64).abs() < 1e-3);
    let ci: Vec<f64> = v["ci95"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(Value::as_f64)
        .collect();
    assert_eq!(ci.len(), 2);
    assert!(
        0.0 <= ci[0] && ci[0] <= rate && rate <= ci[1] && ci[1] <= 1.0,
        "{ci:?} around {rate}"
    );
}

#[test]
fn ssangnyuk_selfplay_prints_the_json_object() {
    let out = madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "6",
        "--seed",
        "3",
        "--white",
        "easy",
        "--black",
        "random",
        "--json",
    ]);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(text.starts_with("{\"games\": 6, \"wins\": ["), "{text}");
    check_shape(&json_out(&out), 6);
}

#[test]
fn sanyao_selfplay_prints_the_json_object() {
    let out = madang(&[
        "sanyao", "selfplay", "--games", "5", "--seed", "3", "--south", "easy", "--north",
        "random", "--json",
    ]);
    check_shape(&json_out(&out), 5);
}

#[test]
fn selfplay_is_deterministic_for_a_seed() {
    let args = [
        "ssangnyuk",
        "selfplay",
        "--games",
        "4",
        "--seed",
        "9",
        "--white",
        "medium",
        "--black",
        "random",
        "--json",
    ];
    assert_eq!(madang(&args).stdout, madang(&args).stdout);
    let args = [
        "sanyao", "selfplay", "--games", "4", "--seed", "9", "--south", "medium", "--north",
        "random", "--json",
    ];
    assert_eq!(madang(&args).stdout, madang(&args).stdout);
}

#[test]
fn selfplay_text_reports_the_interval() {
    let out = madang(&[
        "sanyao", "selfplay", "--games", "2", "--seed", "1", "--south", "random", "--north", "easy",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("95% Wilson interval"), "{text}");
    assert!(text.contains("time per move"), "{text}");
}

#[test]
fn the_earlier_hard_player_plays_ssangnyuk_only() {
    // `hard-1ply`: the 1-ply hard player of earlier releases, kept to measure the hard player;
    // `hard-0ply` and `hard-0ply-old`: the shipped network and the 2026-11-30 one alone.
    for [white, black] in [["hard-1ply", "random"], ["hard-0ply", "hard-0ply-old"]] {
        let out = madang(&[
            "ssangnyuk",
            "selfplay",
            "--games",
            "2",
            "--seed",
            "4",
            "--white",
            white,
            "--black",
            black,
            "--json",
        ]);
        check_shape(&json_out(&out), 2);
    }
    let err = refused(&madang(&[
        "sanyao",
        "selfplay",
        "--games",
        "2",
        "--seed",
        "1",
        "--south",
        "hard-1ply",
        "--north",
        "easy",
    ]));
    assert!(err.contains("hard-1ply"), "{err}");
}

#[test]
fn unknown_player_is_refused() {
    let err = refused(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "2",
        "--seed",
        "1",
        "--white",
        "grandmaster",
        "--black",
        "easy",
    ]));
    assert!(err.contains("grandmaster"), "{err}");
    refused(&madang(&[
        "sanyao", "selfplay", "--games", "2", "--seed", "1", "--south", "easy", "--north", "Hard",
    ]));
}

#[test]
fn a_seed_that_is_not_a_number_is_refused() {
    let err = refused(&madang(&[
        "sanyao", "selfplay", "--games", "2", "--seed", "abc", "--south", "easy", "--north", "easy",
    ]));
    assert!(err.contains("--seed"), "{err}");
    refused(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "-1",
        "--seed",
        "1",
        "--white",
        "easy",
        "--black",
        "easy",
    ]));
    refused(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "0",
        "--seed",
        "1",
        "--white",
        "easy",
        "--black",
        "easy",
    ]));
}

#[test]
fn missing_or_wrong_seat_flags_are_refused() {
    let err = refused(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "2",
        "--seed",
        "1",
        "--white",
        "easy",
    ]));
    assert!(err.contains("--black"), "{err}");
    refused(&madang(&[
        "sanyao", "selfplay", "--games", "2", "--seed", "1", "--white", "easy", "--black", "easy",
    ]));
    refused(&madang(&[
        "sanyao", "selfplay", "--seed", "1", "--south", "easy", "--north", "easy",
    ]));
    refused(&madang(&[
        "ssangnyuk",
        "train",
        "--games",
        "x",
        "--seed",
        "1",
        "--out",
        "/nonexistent/w.bin",
    ]));
}

#[test]
fn training_is_reproducible_from_its_seed() {
    let dir = std::env::temp_dir().join(format!("madang-train-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let run = |name: &str| {
        let path = dir.join(name);
        let p = path.to_string_lossy().to_string();
        let out = madang(&[
            "ssangnyuk",
            "train",
            "--games",
            "3",
            "--seed",
            "5",
            "--out",
            &p,
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::read(&path).unwrap_or_default()
    };
    let (a, b) = (run("a.bin"), run("b.bin"));
    assert!(!a.is_empty());
    assert_eq!(a, b);
    assert!(dir.join("a.provenance.md").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
