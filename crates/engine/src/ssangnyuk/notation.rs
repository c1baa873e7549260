//! The text notation of a play: `13/4`, `24/18* 13/10`, `bar/20`, `6/off`, and `pass` for a
//! roll that cannot be played. Points are the board's numbers (1-24, from the left); `*` marks
//! a hit; a combined jump is one step.

use super::dice::Dice;
use super::play::{sequences, Play};
use super::position::{Loc, Position};
use crate::error::ErrorKind;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

/// One written step: from, to, and whether it hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WrittenStep {
    /// The bar or a point.
    pub from: Loc,
    /// A point or off.
    pub to: Loc,
    /// Marked with `*`.
    pub hit: bool,
}

/// A play as written, before it is checked against a position and a roll; no steps is the pass.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Notation(pub Vec<WrittenStep>);

/// Text that is not play notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// No steps at all.
    Empty,
    /// A step not of the form `from/to`.
    BadStep,
    /// A point number outside 1-24 (or `bar` as a destination, `off` as a start).
    BadPoint,
    /// More than four steps.
    TooManySteps,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotationError::Empty => "a play needs at least one step",
            NotationError::BadStep => "a step is written from/to, like 13/4 or bar/20",
            NotationError::BadPoint => "points are numbered 1 to 24",
            NotationError::TooManySteps => "a play has at most four steps",
        })
    }
}

impl core::error::Error for NotationError {}

impl NotationError {
    /// The stable name: `bad_notation`.
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::BadNotation
    }
}

crate::error::engine_errors!(NotationError);

impl fmt::Display for WrittenStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}/{}{}",
            self.from,
            self.to,
            if self.hit { "*" } else { "" }
        )
    }
}

/// How the pass of a roll that cannot be played is written.
const PASS: &str = "pass";

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str(PASS);
        }
        for (i, s) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{s}")?;
        }
        Ok(())
    }
}

fn parse_loc(text: &str, start: bool) -> Result<Loc, NotationError> {
    match text {
        "bar" if start => Ok(Loc::Bar),
        "off" if !start => Ok(Loc::Off),
        _ => match text.parse::<u8>() {
            Ok(p @ 1..=24) if !text.starts_with('+') => Ok(Loc::Point(p)),
            _ => Err(NotationError::BadPoint),
        },
    }
}

impl FromStr for WrittenStep {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let (body, hit) = match text.strip_suffix('*') {
            Some(b) => (b, true),
            None => (text, false),
        };
        let (from, to) = body.split_once('/').ok_or(NotationError::BadStep)?;
        Ok(WrittenStep {
            from: parse_loc(from, true)?,
            to: parse_loc(to, false)?,
            hit,
        })
    }
}

impl FromStr for Notation {
    type Err = NotationError;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.trim() == PASS {
            return Ok(Notation(Vec::new()));
        }
        let steps = text
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<Vec<WrittenStep>, _>>()?;
        match steps.len() {
            0 => Err(NotationError::Empty),
            1..=4 => Ok(Notation(steps)),
            _ => Err(NotationError::TooManySteps),
        }
    }
}

impl Play {
    /// The play as written.
    pub fn notation(&self) -> Notation {
        Notation(
            self.steps()
                .map(|s| WrittenStep {
                    from: s.from,
                    to: s.to,
                    hit: s.hit,
                })
                .collect(),
        )
    }
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.notation().fmt(f)
    }
}

impl Position {
    /// The legal play for `dice` written as `notation`, if there is one. Steps are matched in
    /// the order written; where a step could use different dice (bearing off), each is tried.
    pub fn find_play(&self, dice: Dice, notation: &Notation) -> Option<Play> {
        let written = &notation.0;
        sequences(self, dice).into_iter().find(|play| {
            play.steps().count() == written.len()
                && play
                    .steps()
                    .zip(written)
                    .all(|(s, w)| s.from == w.from && s.to == w.to && s.hit == w.hit)
        })
    }
}
