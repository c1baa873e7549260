//! `madang`: the engine from the command line, speaking the same JSON as the wasm layer.
//!
//! Results go to stdout. Every failure, the parser's own included, is one line on stderr with
//! control characters escaped, exit code 2 and nothing on stdout; `--help` and `--version` print
//! to stdout and exit 0. When stdout is closed early (`madang ... | head -c 100`) the program
//! stops quietly with exit code 0: the reader has taken all it wanted, which is not an error.
//!
//! ```sh
//! madang sanyao move --hole 0 --position '{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}'
//! ```

mod corpus;
mod distill;
mod outfile;
mod records;
mod sanyao;
mod selfplay;
mod ssangnyuk;
mod tally;
mod terminal;
mod train;
mod why;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// The engine from the command line: legal moves, playing a move, self-play, training.
#[derive(Parser)]
#[command(
    name = "madang",
    version,
    disable_help_subcommand = true,
    // A missing command is an error like any other (one line, exit 2), not a help page.
    arg_required_else_help = false
)]
struct Cli {
    #[command(subcommand)]
    game: Game,
}

#[derive(Subcommand)]
enum Game {
    /// Ssangnyuk (Korean tables): legal plays, playing a play, corpora, training, self-play.
    #[command(subcommand, arg_required_else_help = false)]
    Ssangnyuk(ssangnyuk::Command),
    /// San Yao (two-row mancala from Henan): playing a move, self-play.
    #[command(subcommand, arg_required_else_help = false)]
    Sanyao(sanyao::Command),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // `--help` and `--version` arrive as "errors" that belong on stdout.
        Err(e) if !e.use_stderr() => return terminal::print(&e.render().to_string()),
        Err(e) => return terminal::fail(&terminal::parse_error(e)),
    };
    let result = match cli.game {
        Game::Ssangnyuk(command) => ssangnyuk::run(command),
        Game::Sanyao(command) => sanyao::run(command),
    };
    match result {
        Ok(out) => terminal::print(&out),
        Err(e) => terminal::fail(&e),
    }
}
