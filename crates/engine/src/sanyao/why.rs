//! Why not? The rule that refuses a move, named for translation (`name`) and by the row of the
//! rules pages that states it (`rule`, an `id` on `www/rules/sanyao.<lang>.html`).
//!
//! Whether a move is legal is [`Position::legal_moves`]'s answer alone; only a refused hole
//! gets a reason, the first of [`Refusal`]'s rules, in order, that it breaks.
//!
//! ```
//! use madang_engine::sanyao::{Player, Position, Refusal};
//! let start = Position::opening(Player::South);
//! assert_eq!(start.why_not(0), Ok(None));
//! assert_eq!(start.why_not(7), Ok(Some(Refusal::NotYourHole)));
//! assert_eq!(Refusal::NotYourHole.rule(), "rule-holes");
//! ```

use super::error::PlayError;
use super::position::Position;
use core::fmt;

/// The rule that refuses a move: one variant per rule, in the order they are checked.
///
/// Whether a move is legal is [`Position::legal_moves`]'s answer alone. A refused hole gets the
/// first of these that holds, the order [`Position::play`] checks them in:
///
/// 1. `not_your_hole`: the player to move does not control the hole.
/// 2. `empty_hole`: the hole holds no seeds.
/// 3. `endless`: sowing from it would relay forever.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Refusal {
    /// The hole is controlled by the opponent.
    NotYourHole,
    /// The hole holds no seeds.
    EmptyHole,
    /// Sowing from the hole would relay forever.
    Endless,
}

impl Refusal {
    /// Every refusal, in the order the rules are checked.
    pub const ALL: [Refusal; 3] = [Refusal::NotYourHole, Refusal::EmptyHole, Refusal::Endless];

    /// The stable name, for translation keys and the JSON answer (the same as the
    /// [`PlayError`] kind [`Position::play`] refuses the move with).
    pub const fn name(self) -> &'static str {
        match self {
            Refusal::NotYourHole => "not_your_hole",
            Refusal::EmptyHole => "empty_hole",
            Refusal::Endless => "endless",
        }
    }

    /// The `id` of the row of the rules pages that states the rule (the same in every
    /// language).
    pub const fn rule(self) -> &'static str {
        match self {
            Refusal::NotYourHole => "rule-holes",
            Refusal::EmptyHole => "rule-sowing",
            Refusal::Endless => "gap-endless-sowing",
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Position {
    /// Whether the player to move may sow from `hole`: `Ok(None)` when it may, otherwise the
    /// rule that refuses it. A question no move answers is an error: a hole outside 0-9
    /// (`HoleOutOfRange`), a round already over (`RoundOver`), a finished match (`MatchOver`).
    pub fn why_not(&self, hole: usize) -> Result<Option<Refusal>, PlayError> {
        // The checks `play` makes, in its order; its refusals of the move become the reasons.
        match self.check(hole) {
            Ok(()) => Ok(None),
            Err(PlayError::NotYourHole) => Ok(Some(Refusal::NotYourHole)),
            Err(PlayError::EmptyHole) => Ok(Some(Refusal::EmptyHole)),
            Err(PlayError::Endless) => Ok(Some(Refusal::Endless)),
            Err(e) => Err(e),
        }
    }
}
