//! Ssangnyuk (쌍륙), the Korean tables game: fifteen checkers a side on twenty-four points,
//! two dice combined or split, doubles used twice, at most five checkers a point.
//!
//! Points are numbered 1-24 from the bottom left; White moves 24 -> 1 toward its home board
//! (1-6), Black 1 -> 24 toward 19-24. The disputed rules are parameters of [`Rules`].
//!
//! ```
//! use madang_engine::ssangnyuk::{Color, Dice, Position, Rules};
//! let start = Position::opening(Rules::SEED, Color::White);
//! // 6-3: one checker nine points, or two checkers six and three; never re-cut as 5-4.
//! let plays = start.legal_plays(Dice::new(6, 3).unwrap());
//! assert!(plays.iter().any(|p| p.to_string() == "13/4"));
//! ```

mod dice;
mod game;
mod notation;
mod play;
mod position;
mod rules;
mod setup;
mod step;
mod turn;
mod walk;
mod why;

pub use dice::{Dice, DiceError, DiceLeft, DiceSource, Die};
pub use game::{Event, Game, GameError, Phase};
pub use notation::{Notation, NotationError, WrittenStep};
pub use play::Play;
pub use position::{Color, Loc, Outcome, Position, CHECKERS};
pub use rules::{BearOff, Combined, Doubles, Preset, Rules, UnknownPreset};
pub use setup::{PointSetup, Setup, SetupError};
pub use step::{Pips, Step};
pub use turn::{PassReason, Turn, TurnError};
pub use why::{Refusal, WhyError};
