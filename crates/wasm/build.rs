//! Writes the TypeScript union of the engine's error kinds from `ErrorKind::ALL`, so the
//! package's declarations list exactly the kinds the engine can report.

use std::fmt::Write as _;

fn main() {
    let mut ts = String::from(
        "/** Every kind of error the rules engine reports (see `errorKinds()`). */\nexport type EngineErrorKind =",
    );
    for kind in madang_engine::ErrorKind::ALL {
        let _ = write!(ts, "\n  | \"{}\"", kind.as_str());
    }
    ts.push_str(";\n");
    let out = std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into());
    let path = std::path::Path::new(&out).join("engine_error_kinds.d.ts");
    if let Err(e) = std::fs::write(&path, ts) {
        println!("cargo::error=could not write {}: {e}", path.display());
    }
    println!("cargo::rerun-if-changed=build.rs");
}
