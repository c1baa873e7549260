//! Rules engines for two traditional board games: Ssangnyuk (쌍륙), the Korean tables game,
//! and San Yao (散窑), a two-row mancala from Henan.
//!
//! The crate is `no_std` with `alloc`; it has no randomness of its own (dice are inputs), so
//! every game can be replayed from its record. Untrusted data enters only through each game's
//! `Setup` type and its validating constructor, and game records (`record`, with the `serde`
//! feature: `"format": "madang-record/1"`) only through replaying them move by move.
//!
//! ```
//! use madang_engine::ssangnyuk::{Color, Dice, Position, Rules};
//! let start = Position::opening(Rules::SEED, Color::White);
//! let plays = start.legal_plays(Dice::new(6, 3).unwrap());
//! assert!(plays.iter().any(|p| p.to_string() == "13/4"));
//! ```
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod error;
#[cfg(feature = "serde")]
pub mod json;
#[cfg(feature = "serde")]
pub mod record;
pub mod sanyao;
pub mod ssangnyuk;

pub use error::{EngineError, ErrorKind};
