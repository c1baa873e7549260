//! Ssangnyuk records: writing a [`Game`] and reading one back by replaying it (see the
//! [module docs](super) for the format).
//!
//! ```
//! use madang_engine::record::{ssangnyuk, Meta};
//! use madang_engine::ssangnyuk::{Dice, DiceSource, Die, Game, Rules};
//!
//! let mut game = Game::new(Rules::SEED);
//! let (w, b) = (Die::new(6).unwrap(), Die::new(3).unwrap());
//! game.throw_jaengdu(w, b).unwrap();
//! game.play(&"13/4".parse().unwrap()).unwrap();
//! game.roll(Dice::new(2, 1).unwrap()).unwrap();
//! let text = ssangnyuk::write(&game, None, &Meta::new());
//!
//! // An unseeded record never asks for dice; a seeded one draws them from the host's source.
//! #[derive(Clone, Debug)]
//! struct NoDice;
//! impl DiceSource for NoDice {
//!     fn die(&mut self) -> Die { Die::ONE }
//! }
//! let read = ssangnyuk::read(&text, |_| NoDice, None).unwrap();
//! assert_eq!(read.game.position(), game.position());
//! assert_eq!(ssangnyuk::write(&read.game, None, &Meta::new()), text);
//! ```

use super::{At, Meta, RecordError};
use crate::error::ErrorKind;
use crate::ssangnyuk::{
    Color, Dice, DiceSource, Die, Event, Game, Notation, Phase, Position, Preset, Rules, Setup,
    Turn,
};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::Serialize;
use serde_json::Value;

/// The fields of a record, of a turn and of a result.
const FIELDS: &[&str] = &[
    "format", "game", "rules", "seed", "meta", "start", "jaengdu", "turns", "result",
];
const TURN_FIELDS: &[&str] = &["color", "dice", "play"];

fn color(value: &Value, at: At) -> Result<Color, RecordError> {
    match value.as_str() {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        _ => Err(super::bad(at, "a colour is \"white\" or \"black\"")),
    }
}

fn turn_doc(value: &Value, at: At) -> Result<TurnDoc, RecordError> {
    let map = super::object(value, TURN_FIELDS, at, "a turn")?;
    Ok(TurnDoc {
        color: color(super::required(map, "color", at)?, at)?,
        dice: super::pair(super::required(map, "dice", at)?, at, "dice")?,
        play: map
            .get("play")
            .map(|p| super::string(p, at, "a play").map(String::from))
            .transpose()?,
    })
}

/// The record's name for this game.
const GAME: &str = "ssangnyuk";

/// The record as written (read field by field, see [`super::parse`]).
#[derive(Serialize)]
struct Doc {
    format: String,
    game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    #[serde(default, skip_serializing_if = "Meta::is_empty")]
    meta: Meta,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<Setup>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    jaengdu: Vec<[i64; 2]>,
    #[serde(default)]
    turns: Vec<TurnDoc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<ResultDoc>,
}

#[derive(Serialize)]
struct TurnDoc {
    color: Color,
    dice: [i64; 2],
    #[serde(default, skip_serializing_if = "Option::is_none")]
    play: Option<String>,
}

#[derive(Serialize)]
struct ResultDoc {
    winner: Color,
}

/// A record read and replayed.
#[derive(Clone, Debug)]
pub struct Read<D> {
    /// The game after the record's last turn (or after the turns asked for).
    pub game: Game,
    /// The record's seed.
    pub seed: Option<u64>,
    /// The seed's dice, positioned after the last die the game drew (so the host's next roll
    /// is the one the game would have had); `None` without a seed.
    pub dice: Option<D>,
    /// The record's metadata.
    pub meta: Meta,
    /// How many turns the record holds (a last turn rolled but not played included).
    pub turns: usize,
    /// The position each turn started from, then the position after the last whole turn: the
    /// steps of a replay.
    pub positions: Vec<Position>,
}

/// Writes `game` as a record: its rules, its start (when it did not begin with a jaengdu), the
/// jaengdu, every turn, a last turn rolled but not finished (without its steps), and the result.
/// `seed` is written as given: pass it only when every die of the game came from the host's
/// generator seeded with it. Metadata over the limits is left out.
pub fn write(game: &Game, seed: Option<u64>, meta: &Meta) -> String {
    let mut jaengdu = Vec::new();
    let mut turns = Vec::new();
    for event in game.record() {
        match event {
            Event::Jaengdu { white, black } => {
                jaengdu.push([i64::from(white.get()), i64::from(black.get())]);
            }
            Event::Played {
                color,
                dice,
                notation,
            } => turns.push(TurnDoc {
                color: *color,
                dice: dice_doc(*dice),
                play: Some(written(notation)),
            }),
            Event::Passed { color, dice, .. } => turns.push(TurnDoc {
                color: *color,
                dice: dice_doc(*dice),
                play: Some(String::new()),
            }),
        }
    }
    if let Some(turn) = game.turn() {
        turns.push(TurnDoc {
            color: turn.color(),
            dice: dice_doc(turn.dice()),
            play: None,
        });
    }
    let doc = Doc {
        format: super::FORMAT.into(),
        game: GAME.into(),
        rules: game.rules().preset().map(|p| p.name().into()),
        seed: seed.map(|s| s.to_string()),
        meta: super::meta_to_write(meta),
        start: game.origin().map(|p| p.to_setup()),
        jaengdu,
        turns,
        result: game.outcome().map(|o| ResultDoc { winner: o.winner }),
    };
    super::to_json(&doc)
}

fn dice_doc(dice: Dice) -> [i64; 2] {
    [i64::from(dice.high()), i64::from(dice.low())]
}

/// A play as a record writes it: its notation, `""` for a pass.
fn written(notation: &Notation) -> String {
    if notation.0.is_empty() {
        String::new()
    } else {
        notation.to_string()
    }
}

/// Reads a record by replaying it: every throw, roll and play through [`Game`]. A seeded
/// record's dice are drawn from `dice_for(seed)` and must be those; an unseeded one's are taken
/// as written (and `dice_for` is not called). With `upto = Some(k)` the whole record is still
/// checked, but the game (and the dice) returned are those after `k` turns (0: after the
/// jaengdu, or at the start position).
pub fn read<D: DiceSource + Clone>(
    text: &str,
    dice_for: impl FnOnce(u64) -> D,
    upto: Option<usize>,
) -> Result<Read<D>, RecordError> {
    let doc = super::parse(text, GAME, FIELDS)?;
    let turns = super::list(&doc, "turns", At::Record)?;
    let throws = super::list(&doc, "jaengdu", At::Record)?;
    super::check_turns(turns.len().saturating_add(throws.len()))?;
    let meta = super::meta(&doc)?;
    let seed = super::seed(&doc)?;
    let preset = doc
        .get("rules")
        .map(|v| {
            super::string(v, At::Record, "rules")?
                .parse::<Preset>()
                .map_err(|e| RecordError::engine(At::Record, &e))
        })
        .transpose()?;
    let jaengdu_throws = throws
        .iter()
        .enumerate()
        .map(|(i, t)| super::pair(t, At::Jaengdu(i as u32 + 1), "a jaengdu throw"))
        .collect::<Result<Vec<_>, _>>()?;
    let turn_docs = turns
        .iter()
        .enumerate()
        .map(|(i, t)| turn_doc(t, At::Turn(i as u32 + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let result_doc = doc
        .get("result")
        .map(|r| {
            let map = super::object(r, &["winner"], At::Result, "the result")?;
            color(super::required(map, "winner", At::Result)?, At::Result)
        })
        .transpose()?;
    let start_setup = super::start_text(&doc);
    let mut game = match &start_setup {
        Some(text) => start(text, preset, &jaengdu_throws)?,
        None => Game::new(preset.map_or(Rules::SEED, Preset::rules)),
    };
    let mut dice = seed.map(dice_for);
    jaengdu(&mut game, &jaengdu_throws, dice.as_mut())?;
    let mut positions = Vec::with_capacity(turn_docs.len() + 1);
    let mut kept = None;
    for (i, t) in turn_docs.iter().enumerate() {
        if upto == Some(i) {
            kept = Some((game.clone(), dice.clone()));
        }
        let at = At::Turn(i as u32 + 1);
        if t.play.is_none() && i + 1 < turn_docs.len() {
            return Err(RecordError::new(
                at,
                ErrorKind::BadFormat,
                "only the last turn may be left without its play",
            ));
        }
        positions.push(game.position());
        turn(&mut game, t, dice.as_mut(), at)?;
    }
    if game.turn().is_none() {
        positions.push(game.position());
    }
    result(&game, result_doc)?;
    let (game, dice) = kept.unwrap_or((game, dice));
    Ok(Read {
        game,
        seed,
        dice,
        meta,
        turns: turn_docs.len(),
        positions,
    })
}

/// The game continued from the record's start position.
fn start(text: &str, preset: Option<Preset>, jaengdu: &[[i64; 2]]) -> Result<Game, RecordError> {
    let position = Position::from_json(text).map_err(|e| RecordError::engine(At::Start, &e))?;
    if preset.is_some_and(|p| p.rules() != position.rules) {
        return Err(RecordError::new(
            At::Start,
            ErrorKind::BadFormat,
            "the start position's rules are not the record's rules",
        ));
    }
    if !jaengdu.is_empty() {
        return Err(RecordError::new(
            At::Jaengdu(1),
            ErrorKind::BadFormat,
            "a game from a start position has no jaengdu",
        ));
    }
    Ok(Game::from_position(position))
}

fn die(value: i64, at: At) -> Result<Die, RecordError> {
    Die::new(value).map_err(|e| RecordError::engine(at, &e))
}

/// Two dice drawn from the seed's source must be `written`.
fn seeded(dice: Option<&mut impl DiceSource>, written: Dice, at: At) -> Result<(), RecordError> {
    if let Some(source) = dice {
        let drawn = Dice::from_dice(source.die(), source.die());
        if drawn != written {
            return Err(RecordError::new(
                at,
                ErrorKind::SeedMismatch,
                format!("the seed gives {drawn} here, not {written}"),
            ));
        }
    }
    Ok(())
}

fn jaengdu(
    game: &mut Game,
    throws: &[[i64; 2]],
    mut dice: Option<&mut impl DiceSource>,
) -> Result<(), RecordError> {
    for (i, &[w, b]) in throws.iter().enumerate() {
        let at = At::Jaengdu(i as u32 + 1);
        let (w, b) = (die(w, at)?, die(b, at)?);
        if let Some(source) = dice.as_deref_mut() {
            let drawn = (source.die(), source.die());
            if drawn != (w, b) {
                return Err(RecordError::new(
                    at,
                    ErrorKind::SeedMismatch,
                    format!(
                        "the seed throws {}-{} (white-black) here, not {}-{}",
                        drawn.0.get(),
                        drawn.1.get(),
                        w.get(),
                        b.get()
                    ),
                ));
            }
        }
        game.throw_jaengdu(w, b)
            .map_err(|e| RecordError::engine(at, &e))?;
    }
    Ok(())
}

/// Replays one turn: its side, its roll (the seed's, or the jaengdu's for the first), its play.
fn turn(
    game: &mut Game,
    t: &TurnDoc,
    dice: Option<&mut impl DiceSource>,
    at: At,
) -> Result<(), RecordError> {
    let phase = game.phase();
    match phase {
        Phase::Over => {
            return Err(RecordError::new(
                at,
                ErrorKind::GameOverEarly,
                "the game was over before this turn",
            ))
        }
        Phase::Jaengdu => {
            return Err(RecordError::new(
                at,
                ErrorKind::WrongPhase,
                "the jaengdu has not decided who starts",
            ))
        }
        Phase::Roll | Phase::Move => {}
    }
    let before = game.position();
    if t.color != before.turn() {
        return Err(RecordError::new(
            at,
            ErrorKind::WrongSide,
            format!("it is {}'s turn, not {}'s", before.turn(), t.color),
        ));
    }
    let roll = Dice::new(t.dice[0], t.dice[1]).map_err(|e| RecordError::engine(at, &e))?;
    let passed = if phase == Phase::Move {
        // The first turn plays the jaengdu's throw: nothing is drawn.
        let thrown = game.turn().map(Turn::dice);
        if thrown != Some(roll) {
            return Err(RecordError::new(
                at,
                ErrorKind::BadDice,
                "the first turn plays the jaengdu's last throw",
            ));
        }
        false
    } else {
        seeded(dice, roll, at)?;
        game.roll(roll)
            .map_err(|e| RecordError::engine(at, &e))?
            .is_some()
    };
    let Some(text) = t.play.as_deref() else {
        return Ok(());
    };
    let notation = if text.trim().is_empty() {
        Notation(Vec::new())
    } else {
        text.parse::<Notation>()
            .map_err(|e| RecordError::engine(at, &e))?
    };
    match (passed, notation.0.is_empty()) {
        (true, true) => Ok(()),
        (false, true) => Err(RecordError::new(
            at,
            ErrorKind::MoveAvailable,
            format!("{roll} can be played, so the turn does not pass"),
        )),
        (_, false) => {
            if !passed && game.play(&notation).is_ok() {
                return Ok(());
            }
            Err(refusal(&before, roll, &notation, at))
        }
    }
}

/// Why a written play is not a legal play of `roll`: the first written step that no legal
/// play continues with (at the start of the turn, with the why-not reason and its rule), a
/// hit marked wrongly, or a play that leaves dice the rules demand be used.
fn refusal(before: &Position, roll: Dice, written: &Notation, at: At) -> RecordError {
    let mut turn = Turn::new(*before, roll);
    for (i, w) in written.0.iter().enumerate() {
        let step = turn
            .legal_steps()
            .into_iter()
            .find(|s| s.from == w.from && s.to == w.to);
        let Some(step) = step else {
            let mut e = RecordError::new(
                at,
                ErrorKind::IllegalStep,
                format!("{w} (step {}) is not a legal step of {roll} here", i + 1),
            );
            if i == 0 {
                if let Ok(Some(why)) = before.why_not(roll, w.from, w.to) {
                    e.reason = Some(why.name());
                    e.rule = Some(why.rule());
                }
            }
            return e;
        };
        if step.hit != w.hit {
            return RecordError::new(
                at,
                ErrorKind::BadNotation,
                format!(
                    "{w} (step {}) {} a hit",
                    i + 1,
                    if step.hit { "leaves out" } else { "marks" }
                ),
            );
        }
        if turn.take(step).is_err() {
            break;
        }
    }
    let kind = if turn.is_complete() {
        ErrorKind::IllegalStep
    } else {
        ErrorKind::UnfinishedTurn
    };
    RecordError::new(
        at,
        kind,
        format!("\"{}\" is not a legal play of {roll} here", written),
    )
}

/// The result must be the game's: present once it is over, and naming its winner.
fn result(game: &Game, written: Option<Color>) -> Result<(), RecordError> {
    let at = At::Result;
    match (game.outcome(), written) {
        (None, None) => Ok(()),
        (Some(o), Some(w)) if o.winner == w => Ok(()),
        (Some(o), Some(_)) => Err(RecordError::new(
            at,
            ErrorKind::ResultMismatch,
            format!("{} won this game", o.winner),
        )),
        (Some(_), None) => Err(RecordError::new(
            at,
            ErrorKind::MissingResult,
            "the game is over: the record must give its result",
        )),
        (None, Some(_)) => Err(RecordError::new(
            at,
            ErrorKind::ResultMismatch,
            "the game is not over after the last turn",
        )),
    }
}
