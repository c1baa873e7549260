//! The CLI at its edges: help and version on stdout, every parse error one line and exit 2,
//! a closed pipe ends quietly, input never reaches the terminal raw, and `train --out` only
//! replaces regular files.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{madang, refused, temp_dir};
use std::ffi::OsStr;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
const SANYAO: &str =
    r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;

/// Asserts that no byte of `stderr` is a control character other than its final newline.
fn no_raw_control(stderr: &[u8]) {
    let body = stderr.strip_suffix(b"\n").unwrap_or(stderr);
    assert!(
        !body.iter().any(|&b| b < 0x20 || b == 0x7f),
        "raw control character in {:?}",
        String::from_utf8_lossy(stderr)
    );
}

#[test]
fn every_command_prints_its_help_on_stdout() {
    let commands: [(&[&str], &[&str]); 12] = [
        (&[], &["ssangnyuk", "sanyao"]),
        (
            &["ssangnyuk"],
            &["moves", "best", "play", "corpus", "train", "selfplay"],
        ),
        (&["sanyao"], &["move", "best", "selfplay"]),
        (
            &["ssangnyuk", "best"],
            &["--position", "--dice", "--level", "--seed", "--rules"],
        ),
        (&["sanyao", "best"], &["--position", "--level", "--seed"]),
        (
            &["ssangnyuk", "moves"],
            &["--position", "--dice", "--rules"],
        ),
        (&["ssangnyuk", "play"], &["--position", "--dice", "--play"]),
        (&["ssangnyuk", "corpus"], &["--count", "--seed", "--rules"]),
        (&["ssangnyuk", "train"], &["--games", "--seed", "--out"]),
        (
            &["ssangnyuk", "selfplay"],
            &[
                "--games",
                "--seed",
                "--white",
                "--black",
                "--json",
                "--threads",
            ],
        ),
        (&["sanyao", "move"], &["--position", "--hole"]),
        (
            &["sanyao", "selfplay"],
            &[
                "--games",
                "--seed",
                "--south",
                "--north",
                "--json",
                "--threads",
            ],
        ),
    ];
    for (path, mentions) in commands {
        for flag in ["--help", "-h"] {
            let mut args = path.to_vec();
            args.push(flag);
            let out = madang(&args);
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{args:?}");
            assert!(out.stderr.is_empty(), "{args:?}");
            let usage = ["madang"].iter().chain(path).copied().collect::<Vec<_>>();
            assert!(
                text.contains(&format!("Usage: {}", usage.join(" "))),
                "{args:?}: {text}"
            );
            for m in mentions {
                assert!(text.contains(m), "{args:?} help should mention {m}: {text}");
            }
        }
    }
}

#[test]
fn version_prints_the_package_version_on_stdout() {
    for flag in ["--version", "-V"] {
        let out = madang(&[flag]);
        assert_eq!(out.status.code(), Some(0));
        assert!(out.stderr.is_empty());
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            format!("madang {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
}

#[test]
fn parse_errors_are_one_line_naming_the_culprit() {
    let cases: [(&[&str], &str); 9] = [
        (&[], "requires a subcommand"),
        (&["sanyao"], "requires a subcommand"),
        (&["ssangnyuk", "fly"], "'fly'"),
        (&["ssangnyuk", "corpus", "--colour", "red"], "'--colour'"),
        (&["ssangnyuk", "corpus", "--seed"], "--seed"),
        (&["ssangnyuk", "corpus", "--count", "many"], "'many'"),
        (
            &["ssangnyuk", "corpus", "--seed", "1", "--seed", "2"],
            "--seed",
        ),
        (&["sanyao", "move", "--position", SANYAO], "--hole"),
        (
            &["sanyao", "move", "--position", SANYAO, "--hole", "x"],
            "'x'",
        ),
    ];
    for (args, says) in cases {
        let err = refused(&madang(args));
        assert!(err.contains(says), "{args:?}: {err:?} should say {says:?}");
    }
}

#[test]
fn zero_games_are_refused() {
    for args in [
        &[
            "sanyao", "selfplay", "--games", "0", "--seed", "1", "--south", "easy", "--north",
            "easy",
        ][..],
        &[
            "ssangnyuk",
            "train",
            "--games",
            "0",
            "--seed",
            "1",
            "--out",
            "w.bin",
        ][..],
    ] {
        assert!(refused(&madang(args)).contains("at least 1"));
    }
}

#[test]
fn a_closed_stdout_ends_the_program_quietly() {
    // Megabytes of corpus: far more than a pipe holds, so the writer meets the closed pipe.
    let child = Command::new(env!("CARGO_BIN_EXE_madang"))
        .args(["ssangnyuk", "corpus", "--count", "20000"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => panic!("could not run madang: {e}"),
    };
    let mut head = [0u8; 100];
    if let Some(mut stdout) = child.stdout.take() {
        assert!(stdout.read_exact(&mut head).is_ok());
    }
    assert_eq!(head[0], b'[', "the corpus is a JSON array");
    let out = match child.wait_with_output() {
        Ok(out) => out,
        Err(e) => panic!("madang did not finish: {e}"),
    };
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8_are_refused() {
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"{\xff}");
    let o = OsStr::new;
    refused(&madang(&[
        o("sanyao"),
        o("move"),
        o("--position"),
        bad,
        o("--hole"),
        o("0"),
    ]));
    refused(&madang(&[
        o("ssangnyuk"),
        o("moves"),
        o("--position"),
        o(OPENING),
        o("--dice"),
        bad,
    ]));
    refused(&madang(&[o("ssangnyuk"), bad]));
    refused(&madang(&[bad]));
    refused(&madang(&[
        o("ssangnyuk"),
        o("corpus"),
        OsStr::from_bytes(b"--\xff"),
    ]));
}

#[test]
fn control_characters_in_the_input_never_reach_the_terminal() {
    let red = "\u{1b}[31m";
    let coloured_turn = OPENING.replace("\"white\"}", "\"\\u001b[31mred\\nblue\"}");
    let cases: Vec<Vec<String>> = vec![
        // From the engine's JSON reader, which quotes the unknown colour.
        vec![
            "ssangnyuk".into(),
            "moves".into(),
            "--position".into(),
            coloured_turn,
            "--dice".into(),
            "6,3".into(),
        ],
        // From our value parsers and clap's messages around them.
        vec![
            "ssangnyuk".into(),
            "moves".into(),
            "--position".into(),
            OPENING.into(),
            "--dice".into(),
            format!("6,{red}\n3"),
        ],
        vec![
            "sanyao".into(),
            "move".into(),
            "--position".into(),
            SANYAO.into(),
            "--hole".into(),
            format!("1{red}"),
        ],
        vec![
            "ssangnyuk".into(),
            "play".into(),
            "--position".into(),
            OPENING.into(),
            "--dice".into(),
            "6,3".into(),
            "--play".into(),
            format!("13/8{red}\r"),
        ],
        // From clap's own errors: an unknown flag, an unknown command, a bad choice.
        vec![
            "ssangnyuk".into(),
            "corpus".into(),
            format!("--count{red}\n"),
        ],
        // A right-to-left override could disguise the line's text.
        vec![
            "ssangnyuk".into(),
            "corpus".into(),
            format!("--seed{red}\u{202e}"),
        ],
        vec!["ssangnyuk".into(), format!("moves\n{red}")],
        vec![
            "ssangnyuk".into(),
            "corpus".into(),
            "--rules".into(),
            format!("seed\u{7}{red}"),
        ],
    ];
    for args in cases {
        let out = madang(&args);
        let err = refused(&out);
        no_raw_control(&out.stderr);
        assert!(!err.contains('\u{202e}'), "{err:?}");
        assert!(err.contains("\\u{1b}"), "escaped, not dropped: {err:?}");
    }
}

/// Runs a tiny training into `out` and returns its output.
fn train(out: &Path) -> Output {
    madang(&[
        OsStr::new("ssangnyuk"),
        OsStr::new("train"),
        OsStr::new("--games"),
        OsStr::new("3"),
        OsStr::new("--seed"),
        OsStr::new("5"),
        OsStr::new("--out"),
        out.as_os_str(),
    ])
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map(|it| {
            it.filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

#[test]
fn training_writes_its_three_files_and_nothing_else() {
    let dir = temp_dir();
    let out = train(&dir.path().join("w.bin"));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(names(dir.path()), ["w.bin", "w.bin.f32", "w.provenance.md"]);
    // A second run replaces the regular files it wrote, again leaving no temporary file.
    assert!(train(&dir.path().join("w.bin")).status.success());
    assert_eq!(names(dir.path()), ["w.bin", "w.bin.f32", "w.provenance.md"]);
}

#[cfg(unix)]
#[test]
fn train_never_replaces_what_is_not_a_regular_file() {
    use std::os::unix::fs::{symlink, FileTypeExt};
    // Devices such as /dev/null are not targets here: tests run as root in CI, and a broken
    // check would replace the machine's own. The FIFO stands for every special file.
    let dir = temp_dir();
    let d = dir.path();
    std::fs::create_dir(d.join("folder")).ok();
    let fifo = Command::new("mkfifo").arg(d.join("pipe")).status();
    assert!(matches!(fifo, Ok(s) if s.success()), "mkfifo: {fifo:?}");
    std::fs::write(d.join("real.bin"), b"weights").ok();
    symlink(d.join("folder"), d.join("to-folder")).ok();
    symlink(d.join("pipe"), d.join("to-pipe")).ok();
    symlink(d.join("real.bin"), d.join("to-file")).ok();
    let before = names(d);
    for target in [
        d.join("folder"),
        d.join("pipe"),
        d.join("to-folder"),
        d.join("to-pipe"),
        d.join("to-file"),
    ] {
        let err = refused(&train(&target));
        assert!(
            err.contains("not a regular file") || err.contains("symbolic link"),
            "{err}"
        );
    }
    assert_eq!(names(d), before, "nothing was written or removed");
    assert!(std::fs::metadata(d.join("pipe")).is_ok_and(|m| m.file_type().is_fifo()));
    assert_eq!(
        std::fs::read(d.join("real.bin")).ok(),
        Some(b"weights".to_vec())
    );
}

#[test]
fn train_checks_every_file_it_will_write_before_training() {
    let dir = temp_dir();
    // The provenance note's path is taken by a folder: refused before the weights are written.
    std::fs::create_dir(dir.path().join("w.provenance.md")).ok();
    refused(&train(&dir.path().join("w.bin")));
    assert_eq!(names(dir.path()), ["w.provenance.md"]);
    // A folder that does not exist.
    refused(&train(&dir.path().join("missing").join("w.bin")));
    assert_eq!(names(dir.path()), ["w.provenance.md"]);
}
