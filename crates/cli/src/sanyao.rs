//! `madang sanyao ...`: playing a move from a position JSON.

use crate::args::Args;
use madang_engine::sanyao::{Position, Setup};
use serde::Serialize;

/// Runs a `sanyao` subcommand and returns what to print.
pub fn run(command: &str, rest: &[String]) -> Result<String, String> {
    let args = Args::parse(rest, &["json"])?;
    match command {
        "move" => {
            args.only(&["position", "hole"])?;
            let setup = Setup::from_json(args.required("position")?).map_err(|e| e.to_string())?;
            let position =
                Position::from_setup(setup).map_err(|e| format!("invalid position: {e}"))?;
            let text = args.required("hole")?;
            let hole: usize = text
                .trim()
                .parse()
                .map_err(|_| format!("a hole is a number 0 to 9, not {text:?}"))?;
            play(&position, hole)
        }
        "selfplay" => crate::selfplay::sanyao(&args),
        other => Err(format!("unknown sanyao command {other:?} (move, selfplay)")),
    }
}

#[derive(Serialize)]
struct MoveOut {
    result: Setup,
    captured: u8,
}

fn play(position: &Position, hole: usize) -> Result<String, String> {
    let r = position
        .play(hole)
        .map_err(|e| format!("illegal move from hole {hole}: {e}"))?;
    Ok(madang_engine::json::to_string(&MoveOut {
        result: r.position.to_setup(),
        captured: r.captured,
    }))
}
