//! What a move did, step by step, for pages that animate without knowing the rules.

use alloc::vec::Vec;

use super::{Player, Position};

/// One visible step of a move, in the order it happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The mover lifts every seed of the chosen hole.
    Lift {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken into the hand.
        seeds: u8,
    },
    /// Relay: the last seed fell before an occupied hole, whose seeds are lifted to sow on.
    Relay {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken into the hand.
        seeds: u8,
    },
    /// One seed dropped from the hand.
    Drop {
        /// The hole receiving it.
        hole: u8,
    },
    /// A capture into the mover's store.
    Capture {
        /// The hole emptied.
        hole: u8,
        /// Seeds captured.
        seeds: u8,
        /// The capturing player.
        player: Player,
    },
    /// The player to move has no legal move and passes; the opponent moves again.
    Pass {
        /// The player who passes.
        player: Player,
    },
    /// The round is over: seeds left in a hole go to the player controlling it.
    Take {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken.
        seeds: u8,
        /// The controller of the hole.
        player: Player,
    },
    /// The round ended; `totals` are the two players' seeds (South, North).
    RoundEnd {
        /// Why it ended.
        reason: RoundEndReason,
        /// Each player's seeds after the leftovers were taken.
        totals: [u8; 2],
    },
    /// The winner conquers a hole of the loser's row as a son for the next round.
    Son {
        /// The conquered hole.
        hole: u8,
        /// The conqueror.
        player: Player,
    },
    /// The winner lends its remainder to complete the loser's last hole.
    Loan {
        /// The loser's hole completed.
        hole: u8,
        /// Seeds lent (1-4).
        seeds: u8,
        /// The lender (the round's winner).
        player: Player,
    },
    /// A new round starts with 5 seeds in every hole.
    NewRound {
        /// Its number.
        round: u32,
        /// The player who moves first.
        starter: Player,
    },
    /// The match is over: the loser cannot fill a hole.
    MatchEnd {
        /// The winner of the match.
        winner: Player,
    },
}

/// Why a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum RoundEndReason {
    /// Fewer than two seeds remain on the board.
    FewerThanTwoSeeds,
    /// The same position (seeds, owners, player to move) occurred a third time.
    Repetition,
    /// Neither player can start a legal move.
    NoMoves,
}

/// How the last round ended, kept in the position until the next move so that its summary can
/// be shown again (after a reload) and checked against the position it led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LastRound {
    /// Why it ended.
    pub reason: RoundEndReason,
    /// Each player's seeds (South, North) at its end.
    pub totals: [u8; 2],
}

/// A loan of the winner's remainder to the loser's last hole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Loan {
    /// The loser's hole completed by the loan.
    pub hole: u8,
    /// Seeds lent (1-4).
    pub seeds: u8,
}

/// What the page shows between rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundSummary {
    /// The number of the round that ended.
    pub round: u32,
    /// Why it ended.
    pub reason: RoundEndReason,
    /// Each player's seeds (South, North) at the end of the round.
    pub totals: [u8; 2],
    /// The round's winner (more seeds); `None` for a drawn round (25-25).
    pub winner: Option<Player>,
    /// Holes the winner conquered as sons for the next round, in sowing order.
    pub sons: Vec<u8>,
    /// The winner's remainder lent to the loser's last hole, if any.
    pub loan: Option<Loan>,
    /// Who starts the next round; `None` when the match is over.
    pub next_starter: Option<Player>,
    /// The winner of the match, when this round ended it.
    pub match_winner: Option<Player>,
}

/// The outcome of [`Position::play`] or [`Position::advance`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveResult {
    /// The position after the move, any forced pass and any settlement.
    pub position: Position,
    /// The hole played, or `None` for [`Position::advance`].
    pub hole: Option<u8>,
    /// Seeds the mover captured with this move.
    pub captured: u8,
    /// Every visible step in order.
    pub events: Vec<Event>,
    /// The summary of the round this move ended, if it ended one.
    pub round_end: Option<RoundSummary>,
}
