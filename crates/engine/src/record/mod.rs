//! Game records, `"format": "madang-record/1"`: a whole game or match as JSON a person can read,
//! kept, shared and read back by replaying every move through the rules.
//!
//! Reading a record is replaying it: each throw, roll and move goes through the same engine
//! calls a game in progress makes ([`crate::ssangnyuk::Game`], [`crate::sanyao::Game`]), so a
//! record is accepted exactly when its game could have been played. The first thing that
//! breaks a rule is reported as a [`RecordError`] naming where ([`At`]: the turn counted from
//! 1, as a person counts) and why (an [`ErrorKind`], and for a refused play or move the
//! why-not reason and the row of the rules pages that states the rule).
//!
//! # Fields common to both games
//! - `format` (required): `"madang-record/1"`. Any other value is `unknown_version`.
//! - `game` (required): `"ssangnyuk"` or `"sanyao"`; the other game's reader says `wrong_game`.
//! - `seed` (optional): decimal text of a whole number 0 to 2^64-1 (text, since JavaScript
//!   numbers lose digits past 2^53). The game's random draws came from the host's generator
//!   seeded with it (in this project, `madang_bot::rng::Rng`), so they are checked against it
//!   (`seed_mismatch`), and a host that reads the record continues the same generator: the
//!   dice go on as they would have. Without a seed, dice and draws are taken as written and
//!   only checked for being dice.
//! - `meta` (optional): free metadata, never interpreted: an object of at most [`MAX_META`]
//!   string values (players and levels, date, event...), keys at most [`MAX_META_KEY`] bytes
//!   and values at most [`MAX_META_VALUE`] bytes.
//! - `start` (optional): a position in the game's position JSON (as `exportPosition` and the
//!   CLI write it) to start from instead of the opening.
//! - `result` (required once the game is over, refused before): who won.
//!
//! Unknown fields are refused (`bad_format`), so a misspelt field is never silently ignored.
//!
//! # Ssangnyuk
//! - `rules`: the preset's name (`seed`, `cap6`, `doubles_four`, `strict_bear_off`,
//!   `touch_down`, `backgammon`); the seed rules when absent. With `start`, the position's own
//!   `rules` govern, and `rules`, if given, must name the same.
//! - `jaengdu`: each throw that decides the starter, `[white's die, black's die]`; equal dice
//!   are thrown again, so every throw but the last is a tie. Absent with `start`. With a seed,
//!   each throw draws White's die, then Black's.
//! - `turns`: each turn in order, `{"color": "white"|"black", "dice": [a, b], "play":
//!   NOTATION}`, the play written as `madang ssangnyuk moves` prints it, `""` for a roll that
//!   cannot be played (it passes by itself). The first turn after the jaengdu plays the
//!   jaengdu's last throw, so its dice must be those (`bad_dice`) and draw nothing from the
//!   seed; every other turn draws two dice. The last turn may leave out `play`: rolled, not yet
//!   played (the steps of an unfinished turn are not kept).
//! - `result`: `{"winner": "white"|"black"}` (the engine knows no other kind of win).
//!
//! ```json
//! {"format":"madang-record/1","game":"ssangnyuk","rules":"seed","seed":"7",
//!  "meta":{"white":"easy","black":"visitor"},
//!  "jaengdu":[[3,3],[2,5]],
//!  "turns":[{"color":"black","dice":[5,2],"play":"12/17 12/14"},
//!           {"color":"white","dice":[6,4],"play":"24/18 13/9"},
//!           {"color":"black","dice":[3,1]}]}
//! ```
//!
//! # San Yao
//! - `rounds`: each round in order, `{"round": n, "starter": 0|1, "moves": [{"player": 0|1,
//!   "hole": 0-9}, ...], "end": SETTLEMENT}`. Players are 0 (South) and 1 (North), holes 0-9 in
//!   sowing order, as in the position JSON. Round 1's starter is drawn by lot by the host (with
//!   a seed, the draw it gives: `seed_mismatch` otherwise); every later starter follows from the
//!   settlement before it. A forced pass is not written: it happens by itself. `end` is what the
//!   engine reports when the round is settled: `{"reason": "fewer_than_two_seeds" |
//!   "repetition" | "no_moves", "totals": [south, north], "winner": 0|1|null, "sons": [holes],
//!   "loan": {"hole": h, "seeds": n}}` (`sons` and `loan` left out when there are none). The last
//!   round of an unfinished match has no `end`. Without `start` the record needs round 1; with
//!   `start`, a position waiting for a forced pass or a settlement is resolved first, and the
//!   seed is refused (no draw is left to check).
//! - `result`: `{"winner": 0|1, "totals": [south, north]}`.
//!
//! ```json
//! {"format":"madang-record/1","game":"sanyao","seed":"3",
//!  "rounds":[{"round":1,"starter":0,"moves":[{"player":0,"hole":0},{"player":1,"hole":5}]}]}
//! ```
//!
//! Both examples above read as they are:
//!
//! ```
//! use madang_engine::record::{sanyao, ssangnyuk};
//! use madang_engine::sanyao::Player;
//! use madang_engine::ssangnyuk::{DiceSource, Die};
//!
//! // The seed's dice, as the host's generator would give them for seed 7.
//! #[derive(Clone, Debug)]
//! struct Thrown(Vec<u8>);
//! impl DiceSource for Thrown {
//!     fn die(&mut self) -> Die {
//!         Die::new(i64::from(self.0.remove(0))).unwrap()
//!     }
//! }
//! let sn = r#"{"format":"madang-record/1","game":"ssangnyuk","rules":"seed","seed":"7",
//!  "meta":{"white":"easy","black":"visitor"},
//!  "jaengdu":[[3,3],[2,5]],
//!  "turns":[{"color":"black","dice":[5,2],"play":"12/17 12/14"},
//!           {"color":"white","dice":[6,4],"play":"24/18 13/9"},
//!           {"color":"black","dice":[3,1]}]}"#;
//! let read = ssangnyuk::read(sn, |_| Thrown(vec![3, 3, 2, 5, 6, 4, 1, 3]), None).unwrap();
//! assert_eq!(read.turns, 3);
//! // Another generator's dice for the same seed: refused at the first throw that differs.
//! let other = ssangnyuk::read(sn, |_| Thrown(vec![3, 3, 2, 5, 6, 3, 1, 3]), None);
//! assert_eq!(other.unwrap_err().to_string().split(':').next(), Some("turn 2"));
//!
//! let sy = r#"{"format":"madang-record/1","game":"sanyao","seed":"3",
//!  "rounds":[{"round":1,"starter":0,"moves":[{"player":0,"hole":0},{"player":1,"hole":5}]}]}"#;
//! assert_eq!(sanyao::read(sy, |_| Player::South, None).unwrap().turns, 2);
//! ```
//!
//! # Limits
//! A record is at most [`MAX_BYTES`] bytes, checked before any parsing, and at most
//! [`MAX_TURNS`] turns (Ssangnyuk turns and jaengdu throws; San Yao moves and rounds), checked
//! before any replaying: `too_large`.

pub mod sanyao;
pub mod ssangnyuk;

use crate::error::ErrorKind;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use serde_json::Value;

/// The format and version every record names.
pub const FORMAT: &str = "madang-record/1";
/// The most bytes a record may hold (1 MiB): a San Yao match of 3,000 moves takes about 80 KB.
pub const MAX_BYTES: usize = 1 << 20;
/// The most turns (or moves) a record may hold: a San Yao match of random moves can run to
/// thousands; reading 20,000 takes a few tens of milliseconds in the browser.
pub const MAX_TURNS: usize = 20_000;
/// The most metadata entries.
pub const MAX_META: usize = 16;
/// The longest metadata key, in bytes.
pub const MAX_META_KEY: usize = 32;
/// The longest metadata value, in bytes.
pub const MAX_META_VALUE: usize = 200;

/// Free metadata: never interpreted, only limited in size.
pub type Meta = BTreeMap<String, String>;

/// Where a record breaks a rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// The record as a whole: its size, format, game, seed, metadata or rules.
    Record,
    /// The start position.
    Start,
    /// A jaengdu throw, counted from 1.
    Jaengdu(u32),
    /// A turn (Ssangnyuk) or a move (San Yao, counted across the whole match), from 1.
    Turn(u32),
    /// A San Yao round, by its number.
    Round(u32),
    /// The result.
    Result,
}

impl fmt::Display for At {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            At::Record => f.write_str("record"),
            At::Start => f.write_str("start position"),
            At::Jaengdu(n) => write!(f, "jaengdu throw {n}"),
            At::Turn(n) => write!(f, "turn {n}"),
            At::Round(n) => write!(f, "round {n}"),
            At::Result => f.write_str("result"),
        }
    }
}

/// Why a record was refused, and where: the first thing in it that breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// Where.
    pub at: At,
    /// What kind of error (for a refused play or move, `illegal_step` or the move's kind).
    pub kind: ErrorKind,
    /// For a refused play or move: the why-not reason (`blocked`, `point_full`,
    /// `not_your_hole`...), as `why` names it.
    pub reason: Option<&'static str>,
    /// For a refused play or move: the `id` of the rules pages' row that states the rule.
    pub rule: Option<&'static str>,
    /// A lowercase English message for developers.
    pub message: String,
}

impl RecordError {
    /// An error of `kind` at `at`.
    pub fn new(at: At, kind: ErrorKind, message: impl Into<String>) -> RecordError {
        RecordError {
            at,
            kind,
            reason: None,
            rule: None,
            message: message.into(),
        }
    }

    /// An engine error at `at`, keeping its kind and message.
    pub fn engine(at: At, e: &impl crate::error::EngineError) -> RecordError {
        RecordError::new(at, e.kind(), e.to_string())
    }

    /// The stable name of what went wrong.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// The turn (or San Yao move) refused, counted from 1, if the error is a turn's.
    pub fn turn(&self) -> Option<u32> {
        match self.at {
            At::Turn(n) => Some(n),
            _ => None,
        }
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = self.reason.unwrap_or(self.kind.as_str());
        write!(f, "{}: {why}: {}", self.at, self.message)?;
        if let Some(rule) = self.rule {
            write!(f, " (rule {rule})")?;
        }
        Ok(())
    }
}

impl core::error::Error for RecordError {}

crate::error::engine_errors!(RecordError);

/// Parses a seed written as decimal text: a whole number 0 to 2^64-1, no sign, no spaces
/// inside (surrounding spaces are trimmed).
pub fn parse_seed(text: &str) -> Option<u64> {
    let t = text.trim();
    if t.is_empty() || t.len() > 20 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}

/// The size limit, before any parsing.
fn check_size(text: &str) -> Result<(), RecordError> {
    if text.len() > MAX_BYTES {
        return Err(RecordError::new(
            At::Record,
            ErrorKind::TooLarge,
            format!(
                "a record holds at most {MAX_BYTES} bytes, not {}",
                text.len()
            ),
        ));
    }
    Ok(())
}

/// A record's JSON object. Records are parsed into a `serde_json::Value` and read field by
/// field here, rather than through derived `Deserialize` impls: one generic parser instead of
/// a dozen struct visitors keeps the wasm module small.
type Map = serde_json::Map<String, Value>;

/// JSON syntax errors: `malformed_json`, or `truncated_json` for text that ends early.
fn json_error(e: &serde_json::Error) -> RecordError {
    let kind = if e.is_eof() {
        ErrorKind::TruncatedJson
    } else {
        ErrorKind::MalformedJson
    };
    RecordError::new(At::Record, kind, e.to_string())
}

/// A `bad_format` error: JSON of the wrong shape.
fn bad(at: At, message: impl Into<String>) -> RecordError {
    RecordError::new(at, ErrorKind::BadFormat, message)
}

/// Checks the size, that the text is a JSON object, its format and its game, and that it has
/// no field but `allowed`; returns the object.
fn parse(text: &str, game: &str, allowed: &[&str]) -> Result<Map, RecordError> {
    check_size(text)?;
    let value: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
    let Value::Object(doc) = value else {
        return Err(bad(At::Record, "a record is a JSON object"));
    };
    match doc.get("format").and_then(Value::as_str) {
        Some(FORMAT) => {}
        Some(other) if other.starts_with("madang-record/") => {
            return Err(RecordError::new(
                At::Record,
                ErrorKind::UnknownVersion,
                format!("this engine reads {FORMAT}, not a later version"),
            ))
        }
        _ => {
            return Err(RecordError::new(
                At::Record,
                ErrorKind::UnknownVersion,
                format!("a record names its format: \"format\": \"{FORMAT}\""),
            ))
        }
    }
    if doc.get("game").and_then(Value::as_str) != Some(game) {
        return Err(RecordError::new(
            At::Record,
            ErrorKind::WrongGame,
            format!("this is not a record of {game} (\"game\": \"{game}\")"),
        ));
    }
    fields(&doc, allowed, At::Record, "a record")?;
    Ok(doc)
}

/// Refuses any field of `map` not in `allowed`, so a misspelt field is never ignored.
fn fields(map: &Map, allowed: &[&str], at: At, what: &str) -> Result<(), RecordError> {
    match map.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(bad(
            at,
            format!(
                "{what} has no field {:?}; its fields are {}",
                k.chars().take(40).collect::<String>(),
                allowed.join(", ")
            ),
        )),
        None => Ok(()),
    }
}

/// `value` as an object with no field but `allowed`.
fn object<'a>(
    value: &'a Value,
    allowed: &[&str],
    at: At,
    what: &str,
) -> Result<&'a Map, RecordError> {
    let map = value
        .as_object()
        .ok_or_else(|| bad(at, format!("{what} is an object")))?;
    fields(map, allowed, at, what)?;
    Ok(map)
}

/// `value` as an array.
fn array<'a>(value: &'a Value, at: At, what: &str) -> Result<&'a [Value], RecordError> {
    value
        .as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| bad(at, format!("{what} is an array")))
}

/// An optional array field: absent is empty.
fn list<'a>(map: &'a Map, key: &str, at: At) -> Result<&'a [Value], RecordError> {
    map.get(key).map_or(Ok(&[]), |v| array(v, at, key))
}

/// `value` as a string.
fn string<'a>(value: &'a Value, at: At, what: &str) -> Result<&'a str, RecordError> {
    value
        .as_str()
        .ok_or_else(|| bad(at, format!("{what} is a string")))
}

/// `value` as a whole number.
fn int(value: &Value, at: At, what: &str) -> Result<i64, RecordError> {
    value
        .as_i64()
        .ok_or_else(|| bad(at, format!("{what} is a whole number")))
}

/// `value` as two whole numbers.
fn pair(value: &Value, at: At, what: &str) -> Result<[i64; 2], RecordError> {
    match array(value, at, what)? {
        [a, b] => Ok([int(a, at, what)?, int(b, at, what)?]),
        _ => Err(bad(at, format!("{what} holds two numbers"))),
    }
}

/// A required field.
fn required<'a>(map: &'a Map, key: &str, at: At) -> Result<&'a Value, RecordError> {
    map.get(key)
        .ok_or_else(|| bad(at, format!("the field {key} is missing")))
}

/// The `start` field, as position JSON text for the game's own position parser.
fn start_text(map: &Map) -> Option<String> {
    map.get("start").map(crate::json::to_string)
}

/// The `meta` field: an object of strings within the limits.
fn meta(map: &Map) -> Result<Meta, RecordError> {
    let mut meta = Meta::new();
    let Some(value) = map.get("meta") else {
        return Ok(meta);
    };
    let entries = value
        .as_object()
        .ok_or_else(|| bad(At::Record, "meta is an object of strings"))?;
    for (k, v) in entries {
        let v = string(v, At::Record, "each meta value")?;
        meta.insert(k.clone(), v.into());
    }
    check_meta(&meta)?;
    Ok(meta)
}

/// Checks the metadata's size.
fn check_meta(meta: &Meta) -> Result<(), RecordError> {
    let too_large = |m: String| RecordError::new(At::Record, ErrorKind::TooLarge, m);
    if meta.len() > MAX_META {
        return Err(too_large(format!("meta holds at most {MAX_META} entries")));
    }
    for (k, v) in meta {
        if k.len() > MAX_META_KEY || v.len() > MAX_META_VALUE {
            return Err(too_large(format!(
                "meta keys are at most {MAX_META_KEY} bytes and values {MAX_META_VALUE}"
            )));
        }
    }
    Ok(())
}

/// Checks the count of turns before any replaying.
fn check_turns(count: usize) -> Result<(), RecordError> {
    if count > MAX_TURNS {
        return Err(RecordError::new(
            At::Record,
            ErrorKind::TooLarge,
            format!("a record holds at most {MAX_TURNS} turns"),
        ));
    }
    Ok(())
}

/// The record's seed, if it has one.
fn seed(map: &Map) -> Result<Option<u64>, RecordError> {
    map.get("seed")
        .map(|v| {
            v.as_str().and_then(parse_seed).ok_or_else(|| {
                bad(
                    At::Record,
                    "a seed is decimal text of a whole number from 0 to 2^64-1",
                )
            })
        })
        .transpose()
}

/// Writes a document as compact JSON.
fn to_json<T: serde::Serialize>(doc: &T) -> String {
    crate::json::to_string(doc)
}

/// Metadata to write: entries beyond the limits are left out, so a written record always
/// reads back. (Built by inserting: collecting into a map would add a sort to the wasm module.)
fn meta_to_write(meta: &Meta) -> Meta {
    let mut kept = Meta::new();
    for (k, v) in meta {
        if kept.len() < MAX_META && k.len() <= MAX_META_KEY && v.len() <= MAX_META_VALUE {
            kept.insert(k.clone(), v.clone());
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::parse_seed;

    #[test]
    fn seeds_are_plain_decimal_whole_numbers_that_fit_64_bits() {
        assert_eq!(parse_seed("42"), Some(42));
        assert_eq!(parse_seed(" 7 "), Some(7));
        assert_eq!(parse_seed("18446744073709551615"), Some(u64::MAX));
        for bad in ["", "-1", "+1", "1e3", "0x10", "18446744073709551616", "4 2"] {
            assert_eq!(parse_seed(bad), None, "{bad}");
        }
    }
}
