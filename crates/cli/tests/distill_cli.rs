//! `madang ssangnyuk distill` writes weights that `selfplay --net` plays with; both refuse what
//! is not a network's weights the contract's way.

#![allow(clippy::panic, reason = "a test fails by panicking")]

mod cli_support;

use cli_support::{json_out, madang, refused, temp_dir};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// The 2026-11-30 weights, kept in the repository as the measuring baseline.
fn baseline() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../bot/weights/ssangnyuk-2026-11-30.bin")
}

/// A tiny distillation from the baseline into `out` on `threads` threads.
fn distill(out: &Path, threads: &str) -> std::process::Output {
    madang(&[
        OsStr::new("ssangnyuk"),
        OsStr::new("distill"),
        OsStr::new("--positions"),
        OsStr::new("60"),
        OsStr::new("--seed"),
        OsStr::new("4"),
        OsStr::new("--from"),
        baseline().as_os_str(),
        OsStr::new("--out"),
        out.as_os_str(),
        OsStr::new("--epochs"),
        OsStr::new("2"),
        OsStr::new("--threads"),
        OsStr::new(threads),
    ])
}

/// Self-play of the net alone (`hard-0ply`, with `net` if given) against the baseline alone.
fn zero_ply_match(net: Option<&Path>) -> serde_json::Value {
    let mut args: Vec<&OsStr> = [
        "ssangnyuk",
        "selfplay",
        "--games",
        "8",
        "--seed",
        "11",
        "--white",
        "hard-0ply",
        "--black",
        "hard-0ply-old",
        "--json",
    ]
    .iter()
    .map(OsStr::new)
    .collect();
    if let Some(path) = net {
        args.extend([OsStr::new("--net"), path.as_os_str()]);
    }
    json_out(&madang(&args))
}

#[test]
fn distilled_weights_are_written_the_same_on_any_threads_and_played_by_selfplay_net() {
    let dir = temp_dir();
    let (one, two) = (dir.path().join("one.bin"), dir.path().join("two.bin"));
    for (out, threads) in [(&one, "1"), (&two, "2")] {
        let run = distill(out, threads);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let bytes = |p: &Path| std::fs::read(p).unwrap_or_default();
    assert!(bytes(&one).len() > 1000);
    assert_eq!(
        bytes(&one),
        bytes(&two),
        "the labels do not depend on threads"
    );
    let note = std::fs::read_to_string(dir.path().join("one.provenance.md")).unwrap_or_default();
    assert!(
        note.contains("round 1: ") && note.contains("kept epoch"),
        "{note}"
    );
    let played = zero_ply_match(Some(&one));
    assert_eq!(played["games"].as_u64(), Some(8));
}

#[test]
fn selfplay_net_replaces_the_shipped_network() {
    // The shipped network is the baseline's: the same player on both sides, each pair's two
    // games (same dice, seats swapped) go the same way and each wins one of every pair.
    let same = zero_ply_match(Some(&baseline()));
    assert_eq!(same["wins"], serde_json::json!([4, 4]), "{same}");
    // The baseline with its output negated (the sign of the last two tensors' scales: w2, b2)
    // values every position as 1 - v and so picks its worst play: given by --net, it loses.
    let mut flipped = std::fs::read(baseline()).unwrap_or_default();
    let hidden = usize::from(u16::from_le_bytes([flipped[6], flipped[7]]));
    let b2 = flipped.len() - 6;
    let w2 = b2 - (4 + 2 * hidden);
    for at in [w2, b2] {
        let scale = f32::from_le_bytes([
            flipped[at],
            flipped[at + 1],
            flipped[at + 2],
            flipped[at + 3],
        ]);
        flipped[at..at + 4].copy_from_slice(&(-scale).to_le_bytes());
    }
    let dir = temp_dir();
    let path = dir.path().join("flipped.bin");
    std::fs::write(&path, &flipped).ok();
    let worst = zero_ply_match(Some(&path));
    assert!(
        worst["wins"][0].as_u64().unwrap_or(u64::MAX) <= 1,
        "{worst}"
    );
}

#[test]
fn what_is_not_a_network_is_refused() {
    let dir = temp_dir();
    let junk = dir.path().join("junk.bin");
    std::fs::write(&junk, b"not weights").ok();
    let missing = dir.path().join("missing.bin");
    for path in [&junk, &missing] {
        let args: Vec<&OsStr> = vec![
            OsStr::new("ssangnyuk"),
            OsStr::new("selfplay"),
            OsStr::new("--games"),
            OsStr::new("2"),
            OsStr::new("--seed"),
            OsStr::new("1"),
            OsStr::new("--white"),
            OsStr::new("hard"),
            OsStr::new("--black"),
            OsStr::new("hard-1ply"),
            OsStr::new("--net"),
            path.as_os_str(),
        ];
        let err = refused(&madang(&args));
        assert!(err.contains(&*path.to_string_lossy()), "{err}");
    }
    let out = dir.path().join("out.bin");
    let err = refused(&madang(&[
        OsStr::new("ssangnyuk"),
        OsStr::new("distill"),
        OsStr::new("--positions"),
        OsStr::new("10"),
        OsStr::new("--seed"),
        OsStr::new("1"),
        OsStr::new("--from"),
        junk.as_os_str(),
        OsStr::new("--out"),
        out.as_os_str(),
    ]));
    assert!(err.contains("not a network's weights"), "{err}");
    assert!(!out.exists(), "nothing written");
}
