//! JSON text in and out, for the CLI, the wasm layer and saved games.

use alloc::string::{String, ToString};
use core::fmt;

/// Text that is not well-formed JSON of the expected shape (a syntax error, kept apart from
/// the rule errors that validation reports).
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
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> &'static str {
        if self.truncated {
            "truncated_json"
        } else {
            "malformed_json"
        }
    }
}

/// Parses `text` as a `T`, reporting syntax and shape errors as [`JsonError`].
pub fn from_str<'a, T: serde::Deserialize<'a>>(text: &'a str) -> Result<T, JsonError> {
    serde_json::from_str(text).map_err(|e| JsonError {
        message: e.to_string(),
        truncated: e.is_eof(),
    })
}

/// Writes `value` as compact JSON.
pub fn to_string<T: serde::Serialize>(value: &T) -> String {
    // Serialising our own plain data types cannot fail (no maps with non-string keys).
    serde_json::to_string(value).unwrap_or_default()
}
