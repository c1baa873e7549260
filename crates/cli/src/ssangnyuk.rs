//! `madang ssangnyuk ...`: legal plays, a computer player's choice and playing a play in the
//! position JSON, corpora, training and self-play.

use crate::{corpus, distill, records, selfplay, train, why};
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Args, Subcommand};
use madang_bot::Level;
use madang_engine::json;
use madang_engine::ssangnyuk::{Dice, Loc, Notation, Position, Preset, Rules, Setup};
use serde::Serialize;

/// The `ssangnyuk` commands.
#[derive(Subcommand)]
pub enum Command {
    /// Print every distinct legal play of a roll as {"notation", "result"}.
    Moves(#[command(flatten)] At),
    /// Print the play a computer player chooses as {"notation", "result"}.
    Best {
        #[command(flatten)]
        at: At,
        /// The player.
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::player())]
        level: Level,
        /// The player's seed (the random and easy players draw from it).
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
    },
    /// Play one play written in notation and print {"notation", "result"}.
    Play {
        #[command(flatten)]
        at: At,
        /// The play in notation, like "24/18 13/10".
        #[arg(long, value_name = "NOTATION")]
        play: String,
    },
    /// Whether a step is legal at the start of the turn: {"legal": true}, or
    /// {"legal": false, "reason", "rule"} with the rule's row id on the rules pages.
    Why {
        #[command(flatten)]
        at: At,
        /// Where the step starts: a point 1-24 or bar.
        #[arg(long, value_name = "F", value_parser = why::from)]
        from: Loc,
        /// Where it ends: a point 1-24 or off.
        #[arg(long, value_name = "T", value_parser = why::to)]
        to: Loc,
    },
    /// Replay a game record (madang-record/1) through the rules and print {"position",
    /// "turns", "winner"}; a record that breaks a rule names its first bad turn.
    Replay {
        /// The record's file, or - for stdin.
        #[arg(long, value_name = "FILE")]
        record: String,
    },
    /// Print positions reached by random play, as a JSON array (benchmark corpora).
    Corpus {
        /// How many positions (at most 1000000).
        #[arg(long, value_name = "N", default_value_t = 200)]
        count: u64,
        /// The seed of the random play.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The rule set to play by.
        #[arg(long, value_name = "PRESET", value_parser = preset())]
        rules: Option<Preset>,
    },
    /// Train the hard player's network by self-play and write its weights.
    Train {
        /// How many training games.
        #[arg(long, value_name = "N", value_parser = selfplay::at_least_one)]
        games: u64,
        /// The seed of the training run.
        #[arg(long, value_name = "S")]
        seed: u64,
        /// Where the quantised weights go; PATH.f32 and the provenance note go beside it.
        #[arg(long, value_name = "PATH")]
        out: String,
        /// Weights to go on training from (default: random weights drawn from the seed).
        #[arg(long, value_name = "PATH")]
        from: Option<String>,
        /// Games the --from weights were trained for: the learning rate goes on from there.
        #[arg(long, value_name = "N", default_value_t = 0, requires = "from")]
        from_games: u64,
    },
    /// Distill the network's 1-ply search into it: label positions from its self-play with its
    /// 1-ply value and train it toward the labels, for some rounds; write the weights.
    Distill {
        /// Positions sampled (and labelled) per round.
        #[arg(long, value_name = "N", value_parser = selfplay::at_least_one)]
        positions: u64,
        /// The seed of the run.
        #[arg(long, value_name = "S")]
        seed: u64,
        /// The weights to start from.
        #[arg(long, value_name = "PATH")]
        from: String,
        /// Where the quantised weights go; PATH.f32 and the provenance note go beside it.
        #[arg(long, value_name = "PATH")]
        out: String,
        /// Rounds of sampling, labelling and training.
        #[arg(long, value_name = "K", default_value_t = 1)]
        rounds: u32,
        /// Training epochs per round; the one with the lowest held-out loss is kept.
        #[arg(long, value_name = "E", default_value_t = 4)]
        epochs: u32,
        /// The learning rate.
        #[arg(long, value_name = "LR", default_value_t = 0.01)]
        lr: f32,
        /// The chance of a random play while sampling positions.
        #[arg(long, value_name = "P", default_value_t = 0.1)]
        explore: f32,
        /// Threads to label on (1 to 64); the results do not depend on it.
        #[arg(long, value_name = "N", default_value_t = 1)]
        threads: u64,
    },
    /// Play games between the --white and --black players, who swap seats every game, and
    /// report the --white player's score.
    Selfplay {
        #[command(flatten)]
        run: selfplay::Run,
        /// The first-named player (`hard-1ply`: the hard player of earlier releases).
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::sn_player())]
        white: selfplay::SnPlayer,
        /// The second-named player.
        #[arg(long, value_name = "PLAYER", value_parser = selfplay::sn_player())]
        black: selfplay::SnPlayer,
        /// The rule set to play by (default: seed).
        #[arg(long, value_name = "PRESET", value_parser = preset())]
        rules: Option<Preset>,
        /// Weights to use instead of the shipped network's (by `hard` and `hard-0ply`).
        #[arg(long, value_name = "PATH")]
        net: Option<String>,
    },
}

/// A position and a roll.
#[derive(Args)]
pub struct At {
    /// The position as JSON (points 1-24, bar, off, turn).
    #[arg(long, value_name = "JSON")]
    position: String,
    /// The roll, as two dice: 6,3.
    #[arg(long, value_name = "A,B", value_parser = dice)]
    dice: Dice,
    /// A named rule set, replacing the position's rules.
    #[arg(long, value_name = "PRESET", value_parser = preset())]
    rules: Option<Preset>,
}

/// Runs a `ssangnyuk` command and returns what to print.
pub fn run(command: Command) -> Result<String, String> {
    match command {
        Command::Moves(at) => moves(&position(&at)?, at.dice),
        Command::Best { at, level, seed } => best(&position(&at)?, at.dice, level, seed),
        Command::Play { at, play: text } => play(&position(&at)?, at.dice, &text),
        Command::Why { at, from, to } => why::ssangnyuk(&position(&at)?, at.dice, from, to),
        Command::Corpus { count, seed, rules } => {
            let rules = rules.map_or(Rules::SEED, Preset::rules);
            let count = count.min(1_000_000) as usize;
            Ok(corpus::to_json(&corpus::positions(count, seed, rules)))
        }
        Command::Train {
            games,
            seed,
            out,
            from,
            from_games,
        } => train::run(games, seed, &out, from.as_deref().map(|f| (f, from_games))),
        Command::Distill {
            positions,
            seed,
            from,
            out,
            rounds,
            epochs,
            lr,
            explore,
            threads,
        } => {
            let knobs = distill::Knobs {
                positions: positions.min(10_000_000) as usize,
                seed,
                rounds,
                epochs,
                lr,
                explore,
                threads: threads.clamp(1, 64) as usize,
            };
            distill::run(&knobs, &from, &out)
        }
        Command::Selfplay {
            run,
            white,
            black,
            rules,
            net,
        } => {
            let net = net.as_deref().map(train::load_net).transpose()?;
            let rules = rules.unwrap_or(Preset::Seed);
            selfplay::ssangnyuk(&run, [white, black], rules, net.as_ref())
        }
        Command::Replay { record } => records::replay_ssangnyuk(&records::input(&record)?),
    }
}

/// The rule set names, with clap listing them in help and errors.
fn preset() -> impl TypedValueParser<Value = Preset> {
    PossibleValuesParser::new(Preset::ALL.map(Preset::name)).try_map(|name| name.parse::<Preset>())
}

fn position(at: &At) -> Result<Position, String> {
    let mut setup: Setup = json::from_str(&at.position).map_err(|e| e.to_string())?;
    if let Some(preset) = at.rules {
        setup.rules = Some(preset.rules());
    }
    Position::from_setup(&setup).map_err(|e| format!("invalid position: {e}"))
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

fn best(position: &Position, dice: Dice, level: Level, seed: u64) -> Result<String, String> {
    // A roll that cannot be played has one play, the pass; there is none once the game is over.
    let p = madang_bot::ssangnyuk_bot(level, seed)
        .choose(position, dice)
        .ok_or("the game is over: there is no play to choose")?;
    Ok(json::to_string(&PlayOut {
        notation: p.to_string(),
        result: p.result().to_setup(),
    }))
}

fn play(position: &Position, dice: Dice, text: &str) -> Result<String, String> {
    let notation: Notation = text
        .parse()
        .map_err(|e| format!("bad play {text:?}: {e}"))?;
    let p = position
        .find_play(dice, &notation)
        .ok_or_else(|| format!("{text:?} is not a legal play of {dice}"))?;
    Ok(json::to_string(&PlayOut {
        notation: p.to_string(),
        result: p.result().to_setup(),
    }))
}
