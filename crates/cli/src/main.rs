//! `madang`: the engine from the command line, speaking the same JSON as the wasm layer.
//!
//! Every failure is one line on stderr and exit code 2; output goes to stdout.

mod args;
mod corpus;
mod sanyao;
mod selfplay;
mod ssangnyuk;
mod train;

use std::process::ExitCode;

const USAGE: &str = "usage: madang ssangnyuk moves --position JSON --dice A,B [--rules PRESET]
       madang ssangnyuk play --position JSON --dice A,B --play NOTATION [--rules PRESET]
       madang ssangnyuk corpus [--count N] [--seed S] [--rules PRESET]
       madang ssangnyuk train --games N --seed S --out PATH
       madang ssangnyuk selfplay --games N --seed S --white PLAYER --black PLAYER [--json]
       madang sanyao selfplay --games N --seed S --south PLAYER --north PLAYER [--json]
       madang sanyao move --position JSON --hole N";

fn run(args: &[String]) -> Result<String, String> {
    match args {
        [game, command, rest @ ..] if game == "ssangnyuk" => ssangnyuk::run(command, rest),
        [game, command, rest @ ..] if game == "sanyao" => sanyao::run(command, rest),
        [flag, ..] if flag == "--help" || flag == "-h" => Ok(USAGE.to_string()),
        _ => Err(USAGE.lines().next().unwrap_or_default().to_string()),
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            println!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            // One line, whatever the message held.
            eprintln!("madang: {}", e.replace('\n', " "));
            ExitCode::from(2)
        }
    }
}
