//! What San Yao calls return, as this package defines it: plain objects with camelCase keys,
//! events tagged by `type`, and TypeScript declarations generated from these structs.

use madang_engine::sanyao::{self as sy, HOLES};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PLAYER_TS: &str = r#"
/** A San Yao player: 0 is South (the near row, holes 0-4), 1 is North (holes 5-9). */
export type Player = 0 | 1;
"#;

/// A player's number on the wire.
fn player(p: sy::Player) -> u8 {
    p.index() as u8
}

/// Why a round ended.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum RoundEndReason {
    /// Fewer than two seeds remain on the board.
    FewerThanTwoSeeds,
    /// A position occurred a third time.
    Repetition,
    /// Neither player can move.
    NoMoves,
}

impl From<sy::RoundEndReason> for RoundEndReason {
    fn from(r: sy::RoundEndReason) -> Self {
        match r {
            sy::RoundEndReason::FewerThanTwoSeeds => RoundEndReason::FewerThanTwoSeeds,
            sy::RoundEndReason::Repetition => RoundEndReason::Repetition,
            sy::RoundEndReason::NoMoves => RoundEndReason::NoMoves,
        }
    }
}

/// One visible step of a move, in order, for a page that animates without knowing the rules.
#[derive(Serialize, Tsify)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum SanyaoEvent {
    /// The mover lifts every seed of the chosen hole.
    Lift {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken into the hand.
        seeds: u8,
    },
    /// The last seed fell before an occupied hole, whose seeds are lifted to sow on.
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
        #[tsify(type = "Player")]
        player: u8,
    },
    /// The player to move cannot move and passes.
    Pass {
        /// The player who passes.
        #[tsify(type = "Player")]
        player: u8,
    },
    /// At the end of a round, the seeds in a hole go to the player controlling it.
    Take {
        /// The hole emptied.
        hole: u8,
        /// Seeds taken.
        seeds: u8,
        /// The controller of the hole.
        #[tsify(type = "Player")]
        player: u8,
    },
    /// The round ended with these totals (South, North).
    RoundEnd {
        /// Why.
        reason: RoundEndReason,
        /// Each player's seeds.
        totals: [u8; 2],
    },
    /// The winner conquers a hole of the loser's row for the next round.
    Son {
        /// The hole.
        hole: u8,
        /// The conqueror.
        #[tsify(type = "Player")]
        player: u8,
    },
    /// The winner lends its remainder to complete the loser's last hole.
    Loan {
        /// The hole completed.
        hole: u8,
        /// Seeds lent (1-4).
        seeds: u8,
        /// The lender.
        #[tsify(type = "Player")]
        player: u8,
    },
    /// A new round starts with 5 seeds in every hole.
    NewRound {
        /// Its number.
        round: u32,
        /// Who moves first.
        #[tsify(type = "Player")]
        starter: u8,
    },
    /// The match is over.
    MatchEnd {
        /// Its winner.
        #[tsify(type = "Player")]
        winner: u8,
    },
}

impl From<&sy::Event> for SanyaoEvent {
    fn from(e: &sy::Event) -> Self {
        use sy::Event as E;
        match *e {
            E::Lift { hole, seeds } => SanyaoEvent::Lift { hole, seeds },
            E::Relay { hole, seeds } => SanyaoEvent::Relay { hole, seeds },
            E::Drop { hole } => SanyaoEvent::Drop { hole },
            E::Capture {
                hole,
                seeds,
                player: p,
            } => SanyaoEvent::Capture {
                hole,
                seeds,
                player: player(p),
            },
            E::Pass { player: p } => SanyaoEvent::Pass { player: player(p) },
            E::Take {
                hole,
                seeds,
                player: p,
            } => SanyaoEvent::Take {
                hole,
                seeds,
                player: player(p),
            },
            E::RoundEnd { reason, totals } => SanyaoEvent::RoundEnd {
                reason: reason.into(),
                totals,
            },
            E::Son { hole, player: p } => SanyaoEvent::Son {
                hole,
                player: player(p),
            },
            E::Loan {
                hole,
                seeds,
                player: p,
            } => SanyaoEvent::Loan {
                hole,
                seeds,
                player: player(p),
            },
            E::NewRound { round, starter } => SanyaoEvent::NewRound {
                round,
                starter: player(starter),
            },
            E::MatchEnd { winner } => SanyaoEvent::MatchEnd {
                winner: player(winner),
            },
        }
    }
}

/// The winner's remainder lent to the loser's last hole.
#[derive(Serialize, Tsify)]
pub struct Loan {
    hole: u8,
    seeds: u8,
}

/// How a round ended and what its settlement gave: the page's round card.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct RoundSummary {
    round: u32,
    reason: RoundEndReason,
    /// Each player's seeds (South, North) at the end of the round.
    totals: [u8; 2],
    /// The round's winner; null for a drawn round (25-25).
    #[tsify(type = "Player | null")]
    winner: Option<u8>,
    /// The holes the winner conquered for the next round.
    sons: Vec<u8>,
    loan: Option<Loan>,
    /// Who starts the next round; null when the match is over.
    #[tsify(type = "Player | null")]
    next_starter: Option<u8>,
    /// The winner of the match, when this round ended it.
    #[tsify(type = "Player | null")]
    match_winner: Option<u8>,
}

impl From<&sy::RoundSummary> for RoundSummary {
    fn from(r: &sy::RoundSummary) -> Self {
        RoundSummary {
            round: r.round,
            reason: r.reason.into(),
            totals: r.totals,
            winner: r.winner.map(player),
            sons: r.sons.clone(),
            loan: r.loan.map(|l| Loan {
                hole: l.hole,
                seeds: l.seeds,
            }),
            next_starter: r.next_starter.map(player),
            match_winner: r.match_winner.map(player),
        }
    }
}

/// The board and the match fields.
#[derive(Serialize, Tsify)]
pub struct SanyaoBoard {
    /// Seeds in holes 0-9, in sowing order.
    pits: [u8; HOLES],
    /// Who controls each hole this round.
    #[tsify(type = "Player[]")]
    owner: [u8; HOLES],
    /// Seeds in the stores (South, North).
    stores: [u8; 2],
    #[tsify(type = "Player")]
    turn: u8,
    round: u32,
    /// Who started this round.
    #[tsify(type = "Player")]
    starter: u8,
}

impl From<&sy::Position> for SanyaoBoard {
    fn from(p: &sy::Position) -> Self {
        SanyaoBoard {
            pits: p.pits(),
            owner: p.owners().map(player),
            stores: p.stores(),
            turn: player(p.turn()),
            round: p.round(),
            starter: player(p.starter()),
        }
    }
}

/// What a position waits for.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// The player to move has a legal move.
    ToMove,
    /// The player to move must pass (`advance()`); only imported positions wait for this.
    MustPass,
    /// The round is over and must be settled (`advance()`); only imported positions.
    RoundOver,
    /// The match is over.
    MatchOver,
}

/// Everything the page draws of a San Yao match.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SanyaoState {
    position: SanyaoBoard,
    /// Holes of one row controlled by the other player this round.
    sons: Vec<u8>,
    /// Each player's seeds as things stand: its store and the holes it controls.
    totals: [u8; 2],
    /// The holes the player to move may sow from.
    legal_moves: Vec<u8>,
    status: Status,
    /// The match winner, once it is over.
    #[tsify(type = "Player | null")]
    winner: Option<u8>,
    /// How often the current position has occurred this round (1 or 2).
    repetitions: u32,
    /// The round that just ended, until the first move of the next (or, once the match is
    /// over, its last round).
    last_round: Option<RoundSummary>,
}

fn holes(set: sy::HoleSet) -> Vec<u8> {
    set.iter().map(|h| h as u8).collect()
}

impl From<&sy::Position> for SanyaoState {
    fn from(p: &sy::Position) -> Self {
        let (status, winner) = match p.status() {
            sy::Status::ToMove => (Status::ToMove, None),
            sy::Status::MustPass => (Status::MustPass, None),
            sy::Status::RoundOver(_) => (Status::RoundOver, None),
            sy::Status::MatchOver(o) => (Status::MatchOver, Some(player(o.winner))),
        };
        SanyaoState {
            position: SanyaoBoard::from(p),
            sons: holes(p.sons()),
            totals: p.totals(),
            legal_moves: holes(p.legal_moves()),
            status,
            winner,
            repetitions: p.repetitions() as u32,
            last_round: p.last_round().as_ref().map(RoundSummary::from),
        }
    }
}

/// What a move (or `advance`) did: the hole, seeds captured, the events to animate, the summary
/// of the round it ended, and the state after it.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SanyaoMove {
    /// The hole played; null for `advance`.
    hole: Option<u8>,
    captured: u8,
    events: Vec<SanyaoEvent>,
    round_end: Option<RoundSummary>,
    state: SanyaoState,
}

impl From<&sy::MoveResult> for SanyaoMove {
    fn from(r: &sy::MoveResult) -> Self {
        SanyaoMove {
            hole: r.hole,
            captured: r.captured,
            events: r.events.iter().map(SanyaoEvent::from).collect(),
            round_end: r.round_end.as_ref().map(RoundSummary::from),
            state: SanyaoState::from(&r.position),
        }
    }
}

/// A move from a position as the CLI's `madang sanyao move` prints it.
#[derive(Serialize, Tsify)]
pub struct SanyaoMoveResult {
    result: SanyaoBoard,
    captured: u8,
}

impl From<&sy::MoveResult> for SanyaoMoveResult {
    fn from(r: &sy::MoveResult) -> Self {
        SanyaoMoveResult {
            result: SanyaoBoard::from(&r.position),
            captured: r.captured,
        }
    }
}
