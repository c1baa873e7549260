//! Why not? The rule that refuses a step, named for translation (`name`) and by the row of the
//! rules pages that states it (`rule`, an `id` on `www/rules/ssangnyuk.<lang>.html`). Asked at
//! the start of a turn ([`Position::why_not`], the CLI's question) or in the middle of one
//! ([`Turn::why_not`]: the board as it stands, the dice left, the steps taken).
//!
//! Whether a step is legal is the legal-play generator's answer alone; only a refused step
//! gets a reason, the first of [`Refusal`]'s rules, in order, that it breaks.
//!
//! ```
//! use madang_engine::ssangnyuk::{Color, Dice, Loc, Position, Refusal, Rules};
//! let start = Position::opening(Rules::SEED, Color::White);
//! let roll = Dice::new(6, 3).unwrap();
//! assert_eq!(start.why_not(roll, Loc::Point(13), Loc::Point(4)), Ok(None));
//! let no = start.why_not(roll, Loc::Point(13), Loc::Point(5));
//! assert_eq!(no, Ok(Some(Refusal::WrongDistance)));
//! assert_eq!(Refusal::WrongDistance.rule(), "rule-dice");
//! ```

use super::dice::Dice;
use super::position::{Board, Color, Loc, Position};
use super::rules::{BearOff, Combined, Rules};
use super::turn::Turn;
use crate::error::ErrorKind;
use core::fmt;

/// The rule that refuses a step: one variant per rule, in the order they are checked.
///
/// Whether a step is legal is the legal-play generator's answer alone: a step is legal when
/// some legal play of the roll continues the steps taken with it ([`Turn::legal_steps`]).
/// Only a refused step gets a reason, the first of these that holds (the dice are those not yet
/// used, the board the one standing now):
///
/// 1. `no_checker`: none of the mover's checkers stands on the start (the bar included).
/// 2. `bar_first`: the mover has a checker on the bar and the start is a point.
/// 3. `wrong_distance`: the end is not ahead of the start in the mover's direction, or no die,
///    nor (under the one-jump rule) the sum of two, moves exactly that far; to bear off, none
///    moves at least that far. Under the touch-down rule the sum is two steps, asked one by one.
/// 4. `not_all_home`: bearing off while a checker is outside the home board.
/// 5. `strict_bear_off`: bearing off with an oversized die while a checker stands farther from
///    home (only under the strict bear-off rule).
/// 6. `blocked`: two or more of the opponent's checkers stand on the end.
/// 7. `point_full`: the end already holds the cap of the mover's checkers.
/// 8. `must_use_more`: the step could be taken alone, but the must-play rules demand a play
///    using more dice, or the higher die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// None of the mover's checkers stands on the start.
    NoChecker,
    /// A checker of the mover's waits on the bar, and must come in first.
    BarFirst,
    /// No die, nor a sum the rules allow, covers the way from the start to the end.
    WrongDistance,
    /// Bearing off while a checker is still outside the home board.
    NotAllHome,
    /// Strict bear-off: an oversized die while a checker stands farther from home.
    StrictBearOff,
    /// The end holds two or more of the opponent's checkers.
    Blocked,
    /// The end already holds as many of the mover's checkers as the cap allows.
    PointFull,
    /// Possible alone, but the rules demand a play using more dice, or the higher die.
    MustUseMore,
}

impl Refusal {
    /// Every refusal, in the order the rules are checked.
    pub const ALL: [Refusal; 8] = [
        Refusal::NoChecker,
        Refusal::BarFirst,
        Refusal::WrongDistance,
        Refusal::NotAllHome,
        Refusal::StrictBearOff,
        Refusal::Blocked,
        Refusal::PointFull,
        Refusal::MustUseMore,
    ];

    /// The stable name, for translation keys and the JSON answer.
    pub const fn name(self) -> &'static str {
        match self {
            Refusal::NoChecker => "no_checker",
            Refusal::BarFirst => "bar_first",
            Refusal::WrongDistance => "wrong_distance",
            Refusal::NotAllHome => "not_all_home",
            Refusal::StrictBearOff => "strict_bear_off",
            Refusal::Blocked => "blocked",
            Refusal::PointFull => "point_full",
            Refusal::MustUseMore => "must_use_more",
        }
    }

    /// The `id` of the row of the rules pages that states the rule (the same in every
    /// language).
    pub const fn rule(self) -> &'static str {
        match self {
            Refusal::NoChecker => "rule-checkers",
            Refusal::BarFirst => "rule-bar",
            Refusal::WrongDistance => "rule-dice",
            Refusal::NotAllHome => "gap-bear-off-home",
            Refusal::StrictBearOff => "rule-bearing-off",
            Refusal::Blocked => "rule-blocking",
            Refusal::PointFull => "rule-checkers-per-point",
            Refusal::MustUseMore => "gap-must-play",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A question [`Position::why_not`] or [`Turn::why_not`] cannot answer: no step is asked, or it is not a step at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhyError {
    /// The start is neither the bar nor a point 1-24.
    NotAStart(Loc),
    /// The end is neither a point 1-24 nor off.
    NotAnEnd(Loc),
    /// The game is over: no step is asked of anyone.
    GameOver,
}

impl fmt::Display for WhyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WhyError::NotAStart(l) => {
                write!(f, "a step starts on the bar or a point 1-24, not {l}")
            }
            WhyError::NotAnEnd(l) => write!(f, "a step ends on a point 1-24 or off, not {l}"),
            WhyError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl core::error::Error for WhyError {}

impl WhyError {
    /// A stable machine-readable name: `illegal_step` for a start or end that cannot be one,
    /// `game_over` once the game is over.
    pub fn kind(&self) -> ErrorKind {
        match self {
            WhyError::NotAStart(_) | WhyError::NotAnEnd(_) => ErrorKind::IllegalStep,
            WhyError::GameOver => ErrorKind::GameOver,
        }
    }
}

crate::error::engine_errors!(WhyError);

/// How far along its track (bar 0, points 1-24, off 25) a location is for `color`.
fn progress(color: Color, loc: Loc) -> u8 {
    match loc {
        Loc::Bar => 0,
        // The track read backwards: point `p` is `point_at(p)` pips along it.
        Loc::Point(p) => color.point_at(p),
        Loc::Off => 25,
    }
}

/// Whether `from` can start a step and `to` end one.
fn check_ends(from: Loc, to: Loc) -> Result<(), WhyError> {
    if !matches!(from, Loc::Bar | Loc::Point(1..=24)) {
        return Err(WhyError::NotAStart(from));
    }
    if !matches!(to, Loc::Off | Loc::Point(1..=24)) {
        return Err(WhyError::NotAnEnd(to));
    }
    Ok(())
}

impl Position {
    /// Whether the side to move may start its turn with `dice` by moving a checker from `from`
    /// to `to`: `Ok(None)` when it may, otherwise the rule that refuses it (the first, in the
    /// order [`Refusal`] lists them, that the step breaks).
    pub fn why_not(&self, dice: Dice, from: Loc, to: Loc) -> Result<Option<Refusal>, WhyError> {
        check_ends(from, to)?;
        if self.outcome().is_some() {
            return Err(WhyError::GameOver);
        }
        Turn::new(*self, dice).why_not(from, to)
    }
}

impl Turn {
    /// Whether the side playing may take the step from `from` to `to` now, after the steps
    /// already taken: `Ok(None)` when it may, otherwise the first rule, in the order
    /// [`Refusal`] lists them, that the step breaks on the board as it stands with the dice
    /// left.
    ///
    /// ```
    /// use madang_engine::ssangnyuk::{Color, Dice, Loc, Pips, Position, Refusal, Rules, Step, Turn};
    /// let start = Position::opening(Rules::SEED, Color::White);
    /// let mut turn = Turn::new(start, Dice::new(6, 3).unwrap());
    /// let six = Step { from: Loc::Point(13), to: Loc::Point(7), pips: Pips::Die(6), hit: false };
    /// turn.take(six).unwrap();
    /// // Only the 3 is left: 13 to 7 is six away now.
    /// assert_eq!(turn.why_not(Loc::Point(13), Loc::Point(7)), Ok(Some(Refusal::WrongDistance)));
    /// assert_eq!(turn.why_not(Loc::Point(13), Loc::Point(10)), Ok(None));
    /// ```
    pub fn why_not(&self, from: Loc, to: Loc) -> Result<Option<Refusal>, WhyError> {
        check_ends(from, to)?;
        if self.start().outcome().is_some() {
            return Err(WhyError::GameOver);
        }
        let legal = self
            .legal_steps()
            .iter()
            .any(|s| s.from == from && s.to == to);
        let left = self.dice_left();
        Ok((!legal).then(|| refusal(&self.position(), left.as_slice(), from, to)))
    }
}

/// The first rule, in the documented order, that a step the generator refuses breaks, on
/// `position`'s board with the dice `left` (highest first).
fn refusal(position: &Position, left: &[u8], from: Loc, to: Loc) -> Refusal {
    let color = position.turn;
    let board = &position.board;
    let rules = &position.rules;
    let on_bar = board.bar[color.index()] > 0;
    let has_checker = match from {
        Loc::Point(p) => board.count(color, p) > 0,
        _ => on_bar,
    };
    if !has_checker {
        return Refusal::NoChecker;
    }
    if on_bar && from != Loc::Bar {
        return Refusal::BarFirst;
    }
    let (start, end) = (progress(color, from), progress(color, to));
    let Some(distance) = end.checked_sub(start).filter(|&d| d > 0) else {
        return Refusal::WrongDistance;
    };
    // The distances one step can cover: each die left, and the sum of two under the one-jump
    // rule (a double's number as often as it is left).
    let dice = left;
    let jump = rules.combined == Combined::Jump;
    let sums = dice
        .iter()
        .enumerate()
        .flat_map(|(i, &a)| dice[i + 1..].iter().map(move |&b| a + b));
    let mut reaches = dice.iter().copied().chain(sums.filter(|_| jump));
    if to == Loc::Off {
        let (mut exact, mut over) = (false, false);
        for d in reaches {
            exact |= d == distance;
            over |= d > distance;
        }
        if !exact && !over {
            return Refusal::WrongDistance;
        }
        if !all_home(board, color) {
            return Refusal::NotAllHome;
        }
        if !exact && rules.bear_off == BearOff::Strict && any_behind(board, color, start) {
            return Refusal::StrictBearOff;
        }
        return Refusal::MustUseMore;
    }
    if !reaches.any(|d| d == distance) {
        return Refusal::WrongDistance;
    }
    if let Loc::Point(p) = to {
        if board.count(color.opponent(), p) >= 2 {
            return Refusal::Blocked;
        }
        if !fits(rules, board.count(color, p) + 1) {
            return Refusal::PointFull;
        }
    }
    Refusal::MustUseMore
}

/// Whether every checker of `color` not yet off is in its home board.
fn all_home(board: &Board, color: Color) -> bool {
    board.bar[color.index()] == 0
        && (1..=18).all(|prog| board.count(color, color.point_at(prog)) == 0)
}

/// Whether `color` has a checker farther from home than track `progress`.
fn any_behind(board: &Board, color: Color, progress: u8) -> bool {
    board.bar[color.index()] > 0
        || (1..progress).any(|prog| board.count(color, color.point_at(prog)) > 0)
}

/// Whether `count` checkers of one side may stand on one point under `rules`.
fn fits(rules: &Rules, count: u8) -> bool {
    rules.cap.is_none_or(|cap| count <= cap)
}
