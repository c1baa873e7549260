//! What the CLI tests share: running the built `madang`, and its contract for answers (JSON on
//! stdout) and refusals (one line on stderr, exit code 2, nothing on stdout).
#![allow(dead_code, reason = "each test file uses some of these")]

use serde_json::Value;
use std::ffi::OsStr;
use std::process::{Command, Output};

/// Runs `madang` with `args`.
pub fn madang<S: AsRef<OsStr>>(args: &[S]) -> Output {
    match Command::new(env!("CARGO_BIN_EXE_madang"))
        .args(args)
        .output()
    {
        Ok(out) => out,
        Err(e) => panic!("could not run madang: {e}"),
    }
}

/// The JSON a successful run printed.
pub fn json_out(out: &Output) -> Value {
    assert!(
        out.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {:?}", out.stdout))
}

/// Asserts a failure the contract's way (one line on stderr, exit 2, no stdout) and returns it.
pub fn refused(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(2), "stderr: {err}");
    assert!(out.stdout.is_empty(), "stdout: {:?}", out.stdout);
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
    assert!(
        err.starts_with("madang: ") && err.ends_with('\n'),
        "{err:?}"
    );
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// A temporary directory, removed when dropped.
pub fn temp_dir() -> tempfile::TempDir {
    match tempfile::tempdir() {
        Ok(d) => d,
        Err(e) => panic!("no temporary directory: {e}"),
    }
}
