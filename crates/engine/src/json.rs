//! JSON text in and out, for the CLI, the wasm layer and saved games: one error type for text
//! that is not JSON of the expected shape, in both games.

use crate::error::{EngineError, ErrorKind};
use alloc::string::{String, ToString};
use core::fmt;

/// Text that is not well-formed JSON of the expected shape (a syntax error, a missing or unknown
/// field, a value of the wrong type), kept apart from the rule errors that validation reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError {
    /// What the parser said, in lowercase, with line and column.
    pub message: String,
    /// Whether the text ended early (truncated input).
    pub truncated: bool,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed json: {}", self.message)
    }
}

impl core::error::Error for JsonError {}

impl JsonError {
    /// The stable name: `truncated_json` or `malformed_json`.
    pub fn kind(&self) -> ErrorKind {
        if self.truncated {
            ErrorKind::TruncatedJson
        } else {
            ErrorKind::MalformedJson
        }
    }
}

/// Why position JSON was refused: the text is not JSON of the position's shape, or the
/// position it describes breaks a rule (`E`, the game's `SetupError`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError<E> {
    /// Malformed or truncated JSON.
    Json(JsonError),
    /// Well-formed JSON that breaks a rule.
    Invalid(E),
}

impl<E: fmt::Display> fmt::Display for ParseError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Json(e) => e.fmt(f),
            ParseError::Invalid(e) => write!(f, "invalid position: {e}"),
        }
    }
}

impl<E: EngineError> core::error::Error for ParseError<E> {}

impl<E: EngineError> ParseError<E> {
    /// The kind of the underlying error.
    pub fn kind(&self) -> ErrorKind {
        match self {
            ParseError::Json(e) => e.kind(),
            ParseError::Invalid(e) => e.kind(),
        }
    }
}

impl<E: EngineError> EngineError for ParseError<E> {
    fn kind(&self) -> ErrorKind {
        ParseError::kind(self)
    }
}

crate::error::engine_errors!(JsonError);

/// Parses `text` as a `T`, reporting syntax and shape errors as [`JsonError`].
pub fn from_str<'a, T: serde::Deserialize<'a>>(text: &'a str) -> Result<T, JsonError> {
    serde_json::from_str(text).map_err(|e| JsonError {
        message: e.to_string(),
        truncated: e.is_eof(),
    })
}

/// Parses position JSON into a game's setup type `S` and validates it into its position: the
/// one path by which both games read untrusted position text.
pub fn parse_position<'a, S, P, E>(
    text: &'a str,
    validate: impl FnOnce(&S) -> Result<P, E>,
) -> Result<P, ParseError<E>>
where
    S: serde::Deserialize<'a>,
{
    let setup: S = from_str(text).map_err(ParseError::Json)?;
    validate(&setup).map_err(ParseError::Invalid)
}

/// Writes `value` as compact JSON.
pub fn to_string<T: serde::Serialize>(value: &T) -> String {
    // Serialising our own plain data types cannot fail (no maps with non-string keys).
    serde_json::to_string(value).unwrap_or_default()
}
