//! Untrusted position data and its validation into a [`Position`].

use super::position::{Board, Color, Position, CHECKERS};
use super::rules::Rules;
use crate::error::ErrorKind;
use alloc::vec::Vec;
use core::fmt;

/// What one point holds in untrusted data: a signed count (positive White, negative Black) or
/// separate counts per colour, which lets a record say something impossible, such as both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(untagged, deny_unknown_fields))]
pub enum PointSetup {
    /// Positive for White, negative for Black.
    Signed(i64),
    /// Each colour's count.
    Split {
        /// White checkers.
        white: i64,
        /// Black checkers.
        black: i64,
    },
}

/// A position as untrusted data: public fields that may describe nonsense.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Setup {
    /// Points 1-24 in order.
    pub points: Vec<PointSetup>,
    /// Checkers on the bar: [white, black].
    pub bar: [i64; 2],
    /// Checkers borne off: [white, black].
    pub off: [i64; 2],
    /// The side to move.
    pub turn: Color,
    /// The rules in force; the seed rules when absent.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub rules: Option<Rules>,
}

/// One broken rule in a [`Setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The board has 24 points; the data gave another number.
    WrongPointCount {
        /// How many were given.
        found: usize,
    },
    /// A count below zero.
    NegativeCount {
        /// Which side's count.
        color: Color,
        /// Where: a point, the bar or off.
        at: crate::ssangnyuk::Loc,
    },
    /// White and Black checkers on the same point.
    BothColoursOnPoint {
        /// The point, 1-24.
        point: u8,
    },
    /// More checkers of one side on a point than the cap allows.
    PointOverCap {
        /// The point, 1-24.
        point: u8,
        /// Checkers there.
        count: i64,
        /// The cap in force.
        cap: u8,
    },
    /// More than fifteen checkers for one side.
    TooManyCheckers {
        /// The side.
        color: Color,
        /// How many the data holds.
        count: i64,
    },
    /// Fewer than fifteen checkers for one side.
    TooFewCheckers {
        /// The side.
        color: Color,
        /// How many the data holds.
        count: i64,
    },
    /// Both sides have borne off everything: a game cannot end that way.
    BothSidesFinished,
    /// A cap of zero checkers a point.
    ZeroCap,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::WrongPointCount { found } => {
                write!(f, "the board has 24 points, not {found}")
            }
            SetupError::NegativeCount { color, at } => {
                write!(f, "{color} has a negative count at {at}")
            }
            SetupError::BothColoursOnPoint { point } => {
                write!(f, "point {point} holds checkers of both colours")
            }
            SetupError::PointOverCap { point, count, cap } => {
                write!(
                    f,
                    "point {point} holds {count} checkers; at most {cap} may stand on a point"
                )
            }
            SetupError::TooManyCheckers { color, count } => {
                write!(f, "{color} has {count} checkers; each side has {CHECKERS}")
            }
            SetupError::TooFewCheckers { color, count } => {
                write!(f, "{color} has {count} checkers; each side has {CHECKERS}")
            }
            SetupError::BothSidesFinished => f.write_str("both sides have borne off every checker"),
            SetupError::ZeroCap => f.write_str("a cap of zero checkers a point leaves no game"),
        }
    }
}

impl core::error::Error for SetupError {}

crate::error::engine_errors!(SetupError);

impl SetupError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> ErrorKind {
        match self {
            SetupError::WrongPointCount { .. } => ErrorKind::WrongPointCount,
            SetupError::NegativeCount { .. } => ErrorKind::NegativeCount,
            SetupError::BothColoursOnPoint { .. } => ErrorKind::BothColoursOnPoint,
            SetupError::PointOverCap { .. } => ErrorKind::PointOverCap,
            SetupError::TooManyCheckers { .. } => ErrorKind::TooManyCheckers,
            SetupError::TooFewCheckers { .. } => ErrorKind::TooFewCheckers,
            SetupError::BothSidesFinished => ErrorKind::BothSidesFinished,
            SetupError::ZeroCap => ErrorKind::ZeroCap,
        }
    }
}

impl Position {
    /// Validates untrusted data into a legal position, naming the first broken rule.
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        use crate::ssangnyuk::Loc;
        let rules = setup.rules.unwrap_or_default();
        if rules.cap == Some(0) {
            return Err(SetupError::ZeroCap);
        }
        if setup.points.len() != 24 {
            return Err(SetupError::WrongPointCount {
                found: setup.points.len(),
            });
        }
        let mut totals = [0i64; 2];
        let mut points = [0i8; 24];
        for (i, p) in setup.points.iter().enumerate() {
            let point = (i + 1) as u8;
            let (white, black) = match *p {
                PointSetup::Signed(v) if v >= 0 => (v, 0),
                PointSetup::Signed(v) => (0, v.saturating_neg()),
                PointSetup::Split { white, black } => (white, black),
            };
            for (color, n) in [(Color::White, white), (Color::Black, black)] {
                if n < 0 {
                    return Err(SetupError::NegativeCount {
                        color,
                        at: Loc::Point(point),
                    });
                }
                if let Some(cap) = rules.cap.filter(|&cap| n > i64::from(cap)) {
                    return Err(SetupError::PointOverCap {
                        point,
                        count: n,
                        cap,
                    });
                }
                totals[color.index()] = totals[color.index()].saturating_add(n);
            }
            if white > 0 && black > 0 {
                return Err(SetupError::BothColoursOnPoint { point });
            }
            // Over fifteen is caught below; clamping keeps the cast in range meanwhile.
            points[i] = (white - black).clamp(-16, 16) as i8;
        }
        for color in [Color::White, Color::Black] {
            let c = color.index();
            for (n, at) in [(setup.bar[c], Loc::Bar), (setup.off[c], Loc::Off)] {
                if n < 0 {
                    return Err(SetupError::NegativeCount { color, at });
                }
                totals[c] = totals[c].saturating_add(n);
            }
            let count = totals[c];
            if count > i64::from(CHECKERS) {
                return Err(SetupError::TooManyCheckers { color, count });
            }
            if count < i64::from(CHECKERS) {
                return Err(SetupError::TooFewCheckers { color, count });
            }
        }
        if setup.off == [i64::from(CHECKERS); 2] {
            return Err(SetupError::BothSidesFinished);
        }
        // Every count is now within 0..=15, so the narrowing casts are exact.
        let bar = [setup.bar[0] as u8, setup.bar[1] as u8];
        let off = [setup.off[0] as u8, setup.off[1] as u8];
        Ok(Position {
            board: Board { points, bar, off },
            turn: setup.turn,
            rules,
        })
    }

    /// The position as plain data (the inverse of [`Position::from_setup`]).
    pub fn to_setup(&self) -> Setup {
        let b = &self.board;
        Setup {
            points: b
                .points
                .iter()
                .map(|&v| PointSetup::Signed(i64::from(v)))
                .collect(),
            bar: [i64::from(b.bar[0]), i64::from(b.bar[1])],
            off: [i64::from(b.off[0]), i64::from(b.off[1])],
            turn: self.turn,
            rules: (!self.rules.is_seed()).then_some(self.rules),
        }
    }
}

#[cfg(feature = "serde")]
mod json {
    use super::{Position, Setup, SetupError};
    use crate::json::{self, ParseError};
    use alloc::string::String;

    impl Position {
        /// Parses and validates position JSON.
        pub fn from_json(text: &str) -> Result<Position, ParseError<SetupError>> {
            json::parse_position::<Setup, _, _>(text, Position::from_setup)
        }

        /// The position as JSON (the `rules` field only when they are not the seed rules).
        pub fn to_json(&self) -> String {
            json::to_string(&self.to_setup())
        }
    }
}
