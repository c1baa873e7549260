//! `madang ssangnyuk ...`: legal plays and playing a play, in the position JSON.

use crate::args::Args;
use crate::corpus;
use madang_engine::json;
use madang_engine::ssangnyuk::{Dice, Notation, Position, Preset, Rules, Setup};
use serde::Serialize;

/// Runs a `ssangnyuk` subcommand and returns what to print.
pub fn run(command: &str, rest: &[String]) -> Result<String, String> {
    let args = Args::parse(rest, &["json"])?;
    match command {
        "moves" => {
            args.only(&["position", "dice", "rules"])?;
            moves(&position(&args)?, dice(args.required("dice")?)?)
        }
        "play" => {
            args.only(&["position", "dice", "rules", "play"])?;
            play(
                &position(&args)?,
                dice(args.required("dice")?)?,
                args.required("play")?,
            )
        }
        "corpus" => {
            args.only(&["count", "seed", "rules"])?;
            let count = number(args.optional("count").unwrap_or("200"), "--count")?;
            let seed = number(args.optional("seed").unwrap_or("1"), "--seed")?;
            let rules = match args.optional("rules") {
                Some(n) => Preset::from_name(n)
                    .ok_or_else(|| format!("no rule set is called {n:?}"))?
                    .rules(),
                None => Rules::SEED,
            };
            Ok(corpus::to_json(&corpus::positions(
                count.min(1_000_000) as usize,
                seed,
                rules,
            )))
        }
        "train" => {
            args.only(&["games", "seed", "out"])?;
            let games = number(args.required("games")?, "--games")?;
            let seed = number(args.required("seed")?, "--seed")?;
            let out = args.required("out")?;
            let command =
                format!("madang ssangnyuk train --games {games} --seed {seed} --out {out}");
            crate::train::run(games, seed, out, &command)
        }
        "selfplay" => crate::selfplay::ssangnyuk(&args),
        other => Err(format!(
            "unknown ssangnyuk command {other:?} (moves, play, corpus, train, selfplay)"
        )),
    }
}

fn position(args: &Args) -> Result<Position, String> {
    let mut setup: Setup = json::from_str(args.required("position")?).map_err(|e| e.to_string())?;
    if let Some(name) = args.optional("rules") {
        let preset =
            Preset::from_name(name).ok_or_else(|| format!("no rule set is called {name:?}"))?;
        setup.rules = Some(preset.rules());
    }
    Position::from_setup(&setup).map_err(|e| format!("invalid position: {e}"))
}

pub fn number(text: &str, flag: &str) -> Result<u64, String> {
    text.parse()
        .map_err(|_| format!("{flag} takes a whole number, not {text:?}"))
}

fn dice(text: &str) -> Result<Dice, String> {
    let (a, b) = text
        .split_once(',')
        .ok_or("dice are written A,B, like 6,3")?;
    let die = |t: &str| {
        t.trim()
            .parse::<i64>()
            .map_err(|_| format!("a die is a number 1 to 6, not {t:?}"))
    };
    Dice::new(die(a)?, die(b)?).map_err(|e| e.to_string())
}

#[derive(Serialize)]
struct PlayOut {
    notation: String,
    result: Setup,
}

fn moves(position: &Position, dice: Dice) -> Result<String, String> {
    let plays: Vec<PlayOut> = position
        .legal_plays(dice)
        .iter()
        .map(|p| PlayOut {
            notation: p.to_string(),
            result: p.result().to_setup(),
        })
        .collect();
    Ok(json::to_string(&plays))
}

fn play(position: &Position, dice: Dice, text: &str) -> Result<String, String> {
    let notation: Notation = text
        .parse()
        .map_err(|e| format!("bad play {text:?}: {e}"))?;
    let p = position
        .find_play(dice, &notation)
        .ok_or_else(|| format!("{text} is not a legal play of {dice}"))?;
    Ok(json::to_string(&PlayOut {
        notation: p.to_string(),
        result: p.result().to_setup(),
    }))
}
