//! `madang sanyao ...`: playing a move from a position JSON, and self-play.

use crate::selfplay;
use clap::Subcommand;
use madang_bot::Level;
use madang_engine::sanyao::{Position, Setup};
use serde::Serialize;

/// The `sanyao` commands.
#[derive(Subcommand)]
pub enum Command {
    /// Play the move from one hole and print {"result", "captured"}.
    Move {
        /// The position as JSON (pits, owner, stores, turn).
        #[arg(long, value_name = "JSON")]
        position: String,
        /// The hole to sow from, 0-9 in sowing order.
        #[arg(long, value_name = "N", value_parser = hole)]
        hole: usize,
    },
    /// Play matches between the --south and --north players, who swap seats every match, and
    /// report the --south player's score.
    Selfplay {
        #[command(flatten)]
        run: selfplay::Run,
        /// The first-named player.
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::player())]
        south: Level,
        /// The second-named player.
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::player())]
        north: Level,
    },
}

/// Runs a `sanyao` command and returns what to print.
pub fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Move { position, hole } => {
            let position = Position::from_json(&position).map_err(|e| e.to_string())?;
            play(&position, hole)
        }
        Command::Selfplay { run, south, north } => Ok(selfplay::sanyao(&run, [south, north])),
    }
}

fn hole(text: &str) -> Result<usize, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("a hole is a number 0 to 9, not {text:?}"))
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
