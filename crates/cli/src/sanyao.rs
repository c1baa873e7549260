//! `madang sanyao ...`: playing a move from a position JSON, a computer player's choice,
//! benchmark corpora, and self-play.

use crate::{corpus, records, selfplay, why};
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
    /// Print the hole a computer player chooses as {"hole": N}.
    Best {
        /// The position as JSON (pits, owner, stores, turn).
        #[arg(long, value_name = "JSON")]
        position: String,
        /// The player.
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::player())]
        level: Level,
        /// The player's seed (the random player draws from it).
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Whether sowing from a hole is legal: {"legal": true}, or {"legal": false, "reason",
    /// "rule"} with the rule's row id on the rules pages.
    Why {
        /// The position as JSON (pits, owner, stores, turn).
        #[arg(long, value_name = "JSON")]
        position: String,
        /// The hole to ask about, 0-9 in sowing order.
        #[arg(long, value_name = "N", value_parser = hole)]
        hole: usize,
    },
    /// Replay a match record (madang-record/1) through the rules and print {"position",
    /// "turns", "winner"}; a record that breaks a rule names its first bad move.
    Replay {
        /// The record's file, or - for stdin.
        #[arg(long, value_name = "FILE")]
        record: String,
    },
    /// Print positions for benchmarks as a JSON array: every position of --matches random
    /// matches, or --boards random boards (50 seeds in random holes).
    Corpus {
        /// How many random matches to collect the positions of (at most 10000).
        #[arg(
            long,
            value_name = "N",
            conflicts_with = "boards",
            required_unless_present = "boards"
        )]
        matches: Option<u64>,
        /// Keep every N-th position of the matches (1: all).
        #[arg(long, value_name = "N", default_value_t = 1, requires = "matches", value_parser = selfplay::at_least_one)]
        every: u64,
        /// How many random boards (at most 1000000).
        #[arg(long, value_name = "N")]
        boards: Option<u64>,
        /// The seed of the random play.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
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
        /// Also report the pairs of matches that share an opening (seats swapped), and how
        /// often the opening alone decided round 1; --games must be even.
        #[arg(long)]
        paired: bool,
    },
}

/// Runs a `sanyao` command and returns what to print.
pub fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Move { position, hole } => {
            let position = Position::from_json(&position).map_err(|e| e.to_string())?;
            play(&position, hole)
        }
        Command::Best {
            position,
            level,
            seed,
        } => {
            let position = Position::from_json(&position).map_err(|e| e.to_string())?;
            let hole = madang_bot::sanyao_bot(level, seed)
                .choose(&position, ())
                .ok_or("no move to choose: the game is over, or the side to move must pass")?;
            Ok(madang_engine::json::to_string(&BestOut { hole }))
        }
        Command::Why { position, hole } => {
            let position = Position::from_json(&position).map_err(|e| e.to_string())?;
            why::sanyao(&position, hole)
        }
        Command::Corpus {
            matches,
            every,
            boards,
            seed,
        } => Ok(corpus::sanyao_json(&match (matches, boards) {
            (Some(m), _) => corpus::sanyao_matches(m.min(10_000) as usize, every as usize, seed),
            (None, b) => corpus::sanyao_boards(b.unwrap_or(0).min(1_000_000) as usize, seed),
        })),
        Command::Selfplay {
            run,
            south,
            north,
            paired,
        } => selfplay::sanyao(&run, [south, north], paired),
        Command::Replay { record } => records::replay_sanyao(&records::input(&record)?),
    }
}

fn hole(text: &str) -> Result<usize, String> {
    text.trim()
        .parse()
        .map_err(|_| format!("a hole is a number 0 to 9, not {text:?}"))
}

#[derive(Serialize)]
struct BestOut {
    hole: usize,
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
