//! `selfplay --records DIR` writes one record per game, and `replay --record FILE` reads each
//! back: the position it prints is the one the game's moves reach, played one by one through
//! `madang <game> play`/`move`; a record that breaks a rule is refused naming its turn.

#![allow(
    clippy::panic,
    clippy::unwrap_used,
    reason = "a test fails by panicking"
)]

mod cli_support;

use cli_support::{json_out, madang, refused};
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn records(dir: &Path, game: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with(game))
        .collect();
    files.sort();
    files
}

fn replay(game: &str, file: &Path) -> Value {
    json_out(&madang(&[
        game,
        "replay",
        "--record",
        file.to_str().unwrap(),
    ]))
}

fn replay_stdin(game: &str, text: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_madang"))
        .args([game, "replay", "--record", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A reader that stops early (the size limit) may close stdin: that is not a failure.
    let _ = child.stdin.take().unwrap().write_all(text.as_bytes());
    child.wait_with_output().unwrap()
}

fn doc(file: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap()
}

/// Ssangnyuk's opening with `turn` to move.
fn opening(turn: &str) -> String {
    format!(
        r#"{{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"{turn}"}}"#
    )
}

#[test]
fn ssangnyuk_selfplay_records_replay_to_the_position_their_plays_reach() {
    let dir = tempfile::tempdir().unwrap();
    let out = madang(
        &[
            "ssangnyuk",
            "selfplay",
            "--games",
            "3",
            "--seed",
            "11",
            "--white",
            "easy",
            "--black",
            "random",
            "--json",
            "--records",
        ]
        .iter()
        .map(|s| s.to_string())
        .chain([dir.path().to_string_lossy().to_string()])
        .collect::<Vec<_>>(),
    );
    let tally = json_out(&out);
    let files = records(dir.path(), "ssangnyuk");
    assert_eq!(files.len(), 3);
    let mut easy_wins = 0;
    for (i, file) in files.iter().enumerate() {
        assert!(
            file.ends_with(format!("ssangnyuk-seed11-game{i:06}.json")),
            "{file:?}"
        );
        let record = doc(file);
        assert_eq!(record["format"], "madang-record/1");
        assert!(
            record["seed"].is_string(),
            "selfplay's dice come from a seed"
        );
        let replayed = replay("ssangnyuk", file);
        let turns = record["turns"].as_array().unwrap();
        assert_eq!(replayed["turns"], turns.len());
        // Played one by one through `madang ssangnyuk play`.
        let mut position = opening(turns[0]["color"].as_str().unwrap());
        for t in turns {
            let dice = format!("{},{}", t["dice"][0], t["dice"][1]);
            let play = match t["play"].as_str().unwrap() {
                "" => "pass",
                p => p,
            };
            let out = madang(&[
                "ssangnyuk",
                "play",
                "--position",
                &position,
                "--dice",
                &dice,
                "--play",
                play,
            ]);
            position = json_out(&out)["result"].to_string();
        }
        let reached: Value = serde_json::from_str(&position).unwrap();
        assert_eq!(replayed["position"], reached, "{file:?}");
        let winner = replayed["winner"].as_str().unwrap();
        assert_eq!(record["result"]["winner"], winner);
        assert_eq!(reached["off"][if winner == "white" { 0 } else { 1 }], 15);
        if record["meta"][winner] == "easy" {
            easy_wins += 1;
        }
    }
    assert_eq!(
        tally["wins"][0], easy_wins,
        "the records' winners are the run's"
    );
}

#[test]
fn sanyao_selfplay_records_replay_to_the_position_their_moves_reach() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_string_lossy().to_string();
    let out = madang(&[
        "sanyao",
        "selfplay",
        "--games",
        "3",
        "--seed",
        "5",
        "--south",
        "easy",
        "--north",
        "random",
        "--json",
        "--records",
        &path,
    ]);
    let tally = json_out(&out);
    let files = records(dir.path(), "sanyao");
    assert_eq!(files.len(), 3);
    let mut easy_wins = 0;
    for file in &files {
        let record = doc(file);
        let replayed = replay("sanyao", file);
        let rounds = record["rounds"].as_array().unwrap();
        let starter = &rounds[0]["starter"];
        let mut position = format!(
            r#"{{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":{starter}}}"#
        );
        let mut moves = 0;
        for round in rounds {
            for m in round["moves"].as_array().unwrap() {
                let hole = m["hole"].to_string();
                let out = madang(&["sanyao", "move", "--position", &position, "--hole", &hole]);
                position = json_out(&out)["result"].to_string();
                moves += 1;
            }
        }
        assert_eq!(replayed["turns"], moves);
        let reached: Value = serde_json::from_str(&position).unwrap();
        assert_eq!(replayed["position"], reached, "{file:?}");
        let winner = replayed["winner"].as_u64().unwrap();
        assert_eq!(record["result"]["winner"], winner);
        let seat = if winner == 0 { "south" } else { "north" };
        if record["meta"][seat] == "easy" {
            easy_wins += 1;
        }
    }
    assert_eq!(
        tally["wins"][0], easy_wins,
        "the records' winners are the run's"
    );
}

#[test]
fn a_changed_die_is_refused_naming_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_string_lossy().to_string();
    json_out(&madang(&[
        "ssangnyuk",
        "selfplay",
        "--games",
        "1",
        "--seed",
        "2",
        "--white",
        "random",
        "--black",
        "random",
        "--json",
        "--records",
        &path,
    ]));
    let file = &records(dir.path(), "ssangnyuk")[0];
    let mut record = doc(file);
    let die = record["turns"][5]["dice"][0].as_u64().unwrap();
    record["turns"][5]["dice"][0] = (die % 6 + 1).into();
    let err = refused(&replay_stdin("ssangnyuk", &record.to_string()));
    assert!(err.starts_with("madang: turn 6: seed_mismatch:"), "{err}");
    let unchanged = std::fs::read_to_string(file).unwrap();
    assert!(replay_stdin("ssangnyuk", &unchanged).status.success());
    let err = refused(&replay_stdin("sanyao", &unchanged));
    assert!(err.contains("wrong_game"), "{err}");
}

#[test]
fn an_oversized_or_missing_record_is_refused_before_parsing() {
    let big = format!(
        "{{\"format\":\"madang-record/1\",\"x\":\"{}\"}}",
        " ".repeat(1 << 21)
    );
    let err = refused(&replay_stdin("ssangnyuk", &big));
    assert!(err.contains("too_large"), "{err}");
    let err = refused(&madang(&[
        "sanyao",
        "replay",
        "--record",
        "/no/such/record.json",
    ]));
    assert!(err.contains("cannot read"), "{err}");
    let err = refused(&replay_stdin("sanyao", "{\"format\":\"madang-record/9\"}"));
    assert!(err.contains("unknown_version"), "{err}");
}
