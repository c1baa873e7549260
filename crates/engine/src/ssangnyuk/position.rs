//! A validated Ssangnyuk position: where every checker stands and whose turn it is.

use super::rules::Rules;
use core::fmt;

/// Checkers each side plays with.
pub const CHECKERS: u8 = 15;

/// One of the two sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// Moves from point 24 toward its home board, points 1-6.
    White,
    /// Moves from point 1 toward its home board, points 19-24.
    Black,
}

impl Color {
    /// Both sides, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: the index into `bar` and `off`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The point (1-24) a checker of this side stands on after `progress` pips of its track
    /// (1..=24): White's track runs 24 -> 1, Black's 1 -> 24. The bar is progress 0.
    pub const fn point_at(self, progress: u8) -> u8 {
        match self {
            Color::White => 25 - progress,
            Color::Black => progress,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that bore off all fifteen first.
    pub winner: Color,
}

/// Where a checker can be: the bar, a point 1-24, or borne off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Loc {
    /// The middle space where hit checkers rest; also the start of the track.
    Bar,
    /// A point, 1 to 24.
    Point(u8),
    /// Borne off.
    Off,
}

impl fmt::Display for Loc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Loc::Bar => f.write_str("bar"),
            Loc::Point(p) => write!(f, "{p}"),
            Loc::Off => f.write_str("off"),
        }
    }
}

/// The checkers on the board, without the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Board {
    /// `points[i]` is point i+1: positive counts are White, negative Black.
    pub points: [i8; 24],
    pub bar: [u8; 2],
    pub off: [u8; 2],
}

impl Board {
    /// How many of `color`'s checkers stand on `point` (1..=24).
    pub fn count(&self, color: Color, point: u8) -> u8 {
        let v = self.points[usize::from(point - 1)];
        match color {
            Color::White if v > 0 => v.unsigned_abs(),
            Color::Black if v < 0 => v.unsigned_abs(),
            _ => 0,
        }
    }

    pub fn add(&mut self, color: Color, point: u8, n: i8) {
        let delta = if color == Color::White { n } else { -n };
        self.points[usize::from(point - 1)] += delta;
    }
}

/// A legal position: fifteen checkers a side, no point over the cap or shared, the side to move,
/// and the rules in force. Built from untrusted data only through [`Position::from_setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) turn: Color,
    pub(crate) rules: Rules,
}

impl Position {
    /// The opening setup: White 2 on 24, 5 on 13, 3 on 8, 5 on 6; Black mirrored; `starter`
    /// to move (in a game, the jaengdu decides who that is).
    pub fn opening(rules: Rules, starter: Color) -> Position {
        let mut points = [0i8; 24];
        for (point, n) in [(24u8, 2i8), (13, 5), (8, 3), (6, 5)] {
            points[usize::from(point - 1)] = n;
            points[usize::from(25 - point - 1)] = -n;
        }
        Position {
            board: Board {
                points,
                bar: [0; 2],
                off: [0; 2],
            },
            turn: starter,
            rules,
        }
    }

    /// The same position with `color` to move: only the rules move the turn (a finished play,
    /// a pass, the jaengdu), so this stays inside the engine.
    pub(crate) fn with_turn(mut self, color: Color) -> Position {
        self.turn = color;
        self
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// How many of `color`'s checkers stand on `point`; 0 for a point outside 1..=24.
    pub fn count(&self, color: Color, point: u8) -> u8 {
        if (1..=24).contains(&point) {
            self.board.count(color, point)
        } else {
            0
        }
    }

    /// The signed point counts as in the position JSON (positive White, negative Black).
    pub fn points(&self) -> [i8; 24] {
        self.board.points
    }

    /// Checkers of `color` on the bar.
    pub fn bar(&self, color: Color) -> u8 {
        self.board.bar[color.index()]
    }

    /// Checkers of `color` borne off.
    pub fn off(&self, color: Color) -> u8 {
        self.board.off[color.index()]
    }

    /// The result, once a side has borne off all fifteen.
    pub fn outcome(&self) -> Option<Outcome> {
        Color::BOTH
            .into_iter()
            .find(|&c| self.off(c) == CHECKERS)
            .map(|winner| Outcome { winner })
    }
}
