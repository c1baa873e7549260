//! Typed errors: broken setup rules and refused moves.

use crate::error::ErrorKind;
use core::fmt;

/// Why a [`Setup`](super::Setup) is not a valid San Yao position: one variant per broken rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SetupError {
    /// `pits` does not have exactly ten entries.
    PitsLength(usize),
    /// `owner` does not have exactly ten entries.
    OwnerLength(usize),
    /// `stores` does not have exactly two entries.
    StoresLength(usize),
    /// A hole or a store holds a negative number of seeds.
    NegativeCount,
    /// An owner is neither 0 (South) nor 1 (North).
    OwnerNotPlayer,
    /// `turn` is neither 0 nor 1.
    TurnNotPlayer,
    /// `starter` is neither 0 nor 1.
    StarterNotPlayer,
    /// Holes and stores together do not hold exactly 50 seeds.
    SeedTotal,
    /// `round` is not a number from 1 up.
    RoundOutOfRange,
    /// An entry of `seen` is not ten seed counts followed by the player to move (0 or 1).
    SeenMalformed,
    /// An entry of `seen` holds a different number of seeds from the board (the record is
    /// cleared at every capture, so all its positions hold the board's seeds).
    SeenSeedTotal,
    /// A position occurs three times in `seen` and the board: the round would already be over.
    SeenThrice,
    /// `last` (the round that just ended) is given, but the position is not the untouched start
    /// of the next round that its settlement makes.
    LastRoundMismatch,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::PitsLength(n) => write!(f, "pits must list 10 holes, not {n}"),
            Self::OwnerLength(n) => write!(f, "owner must list 10 holes, not {n}"),
            Self::StoresLength(n) => write!(f, "stores must list 2 stores, not {n}"),
            Self::NegativeCount => f.write_str("a hole or store holds a negative count"),
            Self::OwnerNotPlayer => f.write_str("an owner is not 0 (south) or 1 (north)"),
            Self::TurnNotPlayer => f.write_str("turn is not 0 (south) or 1 (north)"),
            Self::StarterNotPlayer => f.write_str("starter is not 0 (south) or 1 (north)"),
            Self::SeedTotal => f.write_str("holes and stores must hold 50 seeds in total"),
            Self::RoundOutOfRange => f.write_str("round must be a number from 1 up"),
            Self::SeenMalformed => {
                f.write_str("each seen entry must be 10 seed counts and the player to move")
            }
            Self::SeenSeedTotal => {
                f.write_str("a seen entry holds a different number of seeds from the board")
            }
            Self::SeenThrice => f.write_str("a position occurs a third time; the round is over"),
            Self::LastRoundMismatch => f.write_str(
                "last describes a round whose settlement does not lead to this position",
            ),
        }
    }
}

impl core::error::Error for SetupError {}

impl SetupError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Self::PitsLength(_) => ErrorKind::WrongHoleCount,
            Self::OwnerLength(_) => ErrorKind::WrongOwnerCount,
            Self::StoresLength(_) => ErrorKind::WrongStoreCount,
            Self::NegativeCount => ErrorKind::NegativeCount,
            Self::OwnerNotPlayer => ErrorKind::OwnerNotPlayer,
            Self::TurnNotPlayer => ErrorKind::TurnNotPlayer,
            Self::StarterNotPlayer => ErrorKind::StarterNotPlayer,
            Self::SeedTotal => ErrorKind::SeedTotal,
            Self::RoundOutOfRange => ErrorKind::RoundOutOfRange,
            Self::SeenMalformed | Self::SeenSeedTotal => ErrorKind::SeenMalformed,
            Self::SeenThrice => ErrorKind::SeenThrice,
            Self::LastRoundMismatch => ErrorKind::LastRoundMismatch,
        }
    }
}

/// Why a move (or [`advance`](super::Position::advance)) is refused. The position is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PlayError {
    /// The match is over: nothing more can be played.
    MatchOver,
    /// The hole index is not 0-9.
    HoleOutOfRange,
    /// The hole is controlled by the opponent.
    NotYourHole,
    /// The hole holds no seeds.
    EmptyHole,
    /// Sowing from this hole would relay forever, so the move is not legal.
    Endless,
    /// Fewer than two seeds remain: the round is over and must be settled with `advance`.
    RoundOver,
    /// `advance` was asked while the player to move has a legal move (passing is forbidden).
    MoveAvailable,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::MatchOver => "the match is over",
            Self::HoleOutOfRange => "hole out of range: holes are numbered 0 to 9",
            Self::NotYourHole => "the hole is not controlled by the player to move",
            Self::EmptyHole => "the hole is empty",
            Self::Endless => "endless sowing: the relay from this hole never ends",
            Self::RoundOver => "the round is over: fewer than two seeds remain",
            Self::MoveAvailable => "passing is forbidden while a legal move exists",
        })
    }
}

impl core::error::Error for PlayError {}

impl PlayError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Self::MatchOver => ErrorKind::MatchOver,
            Self::HoleOutOfRange => ErrorKind::HoleOutOfRange,
            Self::NotYourHole => ErrorKind::NotYourHole,
            Self::EmptyHole => ErrorKind::EmptyHole,
            Self::Endless => ErrorKind::Endless,
            Self::RoundOver => ErrorKind::RoundOver,
            Self::MoveAvailable => ErrorKind::MoveAvailable,
        }
    }
}

crate::error::engine_errors!(SetupError, PlayError);
