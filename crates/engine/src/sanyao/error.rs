//! Typed errors: broken setup rules, refused moves and (with serde) malformed JSON.

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
        }
    }
}

impl core::error::Error for SetupError {}

impl SetupError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> &'static str {
        match self {
            Self::PitsLength(_) => "wrong_hole_count",
            Self::OwnerLength(_) => "wrong_owner_count",
            Self::StoresLength(_) => "wrong_store_count",
            Self::NegativeCount => "negative_count",
            Self::OwnerNotPlayer => "owner_not_player",
            Self::TurnNotPlayer => "turn_not_player",
            Self::StarterNotPlayer => "starter_not_player",
            Self::SeedTotal => "seed_total",
            Self::RoundOutOfRange => "round_out_of_range",
            Self::SeenMalformed | Self::SeenSeedTotal => "seen_malformed",
            Self::SeenThrice => "seen_thrice",
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
    pub fn kind(&self) -> &'static str {
        match self {
            Self::MatchOver => "match_over",
            Self::HoleOutOfRange => "hole_out_of_range",
            Self::NotYourHole => "not_your_hole",
            Self::EmptyHole => "empty_hole",
            Self::Endless => "endless",
            Self::RoundOver => "round_over",
            Self::MoveAvailable => "move_available",
        }
    }
}

/// Malformed JSON (a syntax or shape error), kept apart from broken rules.
#[cfg(feature = "serde")]
#[derive(Debug)]
pub struct JsonError(pub(crate) serde_json::Error);

#[cfg(feature = "serde")]
impl JsonError {
    /// Line of the error in the input (1-based; 0 if unknown).
    pub fn line(&self) -> usize {
        self.0.line()
    }

    /// Column of the error in the input (1-based; 0 if unknown).
    pub fn column(&self) -> usize {
        self.0.column()
    }
}

#[cfg(feature = "serde")]
impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "malformed position json: {}", self.0)
    }
}

#[cfg(feature = "serde")]
impl core::error::Error for JsonError {}

/// Why position JSON was refused: malformed JSON or a broken rule.
#[cfg(feature = "serde")]
#[derive(Debug)]
pub enum ParseError {
    /// The text is not JSON of the position's shape.
    Json(JsonError),
    /// The JSON is well formed but breaks a rule.
    Setup(SetupError),
}

#[cfg(feature = "serde")]
impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Json(e) => e.fmt(f),
            Self::Setup(e) => write!(f, "invalid position: {e}"),
        }
    }
}

#[cfg(feature = "serde")]
impl core::error::Error for ParseError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            Self::Json(e) => Some(e),
            Self::Setup(e) => Some(e),
        }
    }
}

#[cfg(feature = "serde")]
impl From<JsonError> for ParseError {
    fn from(e: JsonError) -> Self {
        Self::Json(e)
    }
}

#[cfg(feature = "serde")]
impl From<SetupError> for ParseError {
    fn from(e: SetupError) -> Self {
        Self::Setup(e)
    }
}
