//! San Yao (散窑), a two-row mancala from Henan, with full match play.
//!
//! The rules are those of `shared/design/sanyao-rules.md`: ten holes indexed 0-9 in sowing order
//! (0-4 South's row left to right, 5-9 North's row right to left), relay sowing, captures that
//! chain across empty holes, rounds settled into totals, conquered "son" holes and a match that
//! ends when a player's total falls below five.
//!
//! Untrusted data becomes a [`Setup`] (public fields, may be nonsense) and then a [`Position`]
//! (always valid) through [`Position::from_setup`]. A move is the index of a hole;
//! [`Position::play`] returns a [`MoveResult`]: the next position, the seeds captured and the
//! sowing as a list of [`Event`]s a page can animate without knowing the rules.
//!
//! ```
//! use madang_engine::sanyao::{Event, Player, Position};
//!
//! let start = Position::opening(Player::South);
//! assert_eq!(start.legal_moves().len(), 5);
//! let Ok(result) = start.play(0) else { unreachable!() };
//! assert_eq!(result.captured, 9);
//! assert!(result.events.iter().any(|e| matches!(e, Event::Relay { .. })));
//! assert_eq!(result.position.turn(), Player::North);
//! assert_eq!(result.position.stores(), [9, 0]);
//! ```
//!
//! # Decisions on points the spec leaves open
//! - Sowing never skips a hole: the lifted hole (first or relay) receives a seed on every lap.
//! - Holes are counted modulo 10: "the hole after" hole 9 is hole 0, on both rows alike.
//! - Endless sowing is detected exactly with Brent's algorithm over the board at each lift,
//!   seen from the hole being lifted; there is no step cap anywhere. A position proves once
//!   which of its occupied holes end (whoever controls them), when it is made.
//! - The capture chain looks at holes `h+2, h+4, h+6, h+8, h+10 = h` where `h` is the hole the
//!   last seed fell in; so the hole of the last seed can be the fifth capture.
//! - Passing, the end of a round, settlement and the start of the next round happen inside
//!   [`Position::play`], reported as events: after a move the player to move always has a legal
//!   move, unless the match is over. Positions built from a hand-written [`Setup`] may be
//!   pending (a forced pass, or a round already over); [`Position::advance`] resolves them.
//! - Repetition counts every position that occurs in a round (after each move and each pass)
//!   as (seeds per hole, player to move); owners never change within a round. Positions seen
//!   before the last capture can never recur (fewer seeds remain), so the record is cleared at
//!   each capture.
//! - All three round endings (fewer than two seeds, threefold repetition, nobody can move) are
//!   settled alike: each player takes the seeds in the holes it controls.
//! - A round starts with 5 seeds in every hole and empty stores: the winner's row and its sons
//!   hold its seeds, the loser's remaining holes hold the loser's seeds, the last of them
//!   completed by the winner's loan. Ownership is rebuilt from scratch at each settlement
//!   (sons last one round).

mod ends;
mod error;
mod event;
mod game;
mod position;
mod round;
mod setup;
mod sow;
mod why;

pub use error::{PlayError, SetupError};
pub use event::{Event, LastRound, Loan, MoveResult, RoundEndReason, RoundSummary};
pub use game::{Game, Played};
pub use position::{key_of, HoleSet, Outcome, Position, Status};
pub use setup::Setup;
pub use why::Refusal;

/// Number of playing holes.
pub const HOLES: usize = 10;
/// Number of seeds in play.
pub const SEEDS: u8 = 50;
/// Seeds in each hole at the start of a round.
pub const SEEDS_PER_HOLE: u8 = 5;

/// A player: South (0) sows from holes 0-4 at the start of a match, North (1) from 5-9.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Player 0, the near row (holes 0-4).
    South,
    /// Player 1, the far row (holes 5-9).
    North,
}

impl Player {
    /// Both players, South first.
    pub const BOTH: [Player; 2] = [Player::South, Player::North];

    /// The player's number in JSON and arrays: 0 for South, 1 for North.
    pub const fn index(self) -> usize {
        match self {
            Player::South => 0,
            Player::North => 1,
        }
    }

    /// The player numbered `i` (0 or 1), if any.
    pub const fn from_index(i: usize) -> Option<Player> {
        match i {
            0 => Some(Player::South),
            1 => Some(Player::North),
            _ => None,
        }
    }

    /// The other player.
    pub const fn opponent(self) -> Player {
        match self {
            Player::South => Player::North,
            Player::North => Player::South,
        }
    }

    /// The player whose row holds `hole` (its owner at the start of a match).
    pub const fn of_row(hole: usize) -> Player {
        if hole < 5 {
            Player::South
        } else {
            Player::North
        }
    }

    /// The holes of this player's own row, in sowing order.
    pub const fn row(self) -> [usize; 5] {
        match self {
            Player::South => [0, 1, 2, 3, 4],
            Player::North => [5, 6, 7, 8, 9],
        }
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Player {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.index() as u8)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Player {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = u8::deserialize(d)?;
        Player::from_index(usize::from(n))
            .ok_or_else(|| serde::de::Error::custom("player must be 0 (south) or 1 (north)"))
    }
}
