//! The end of a round: forced passes, the three endings, settlement into totals, sons, the loan
//! and the start of the next round or the end of the match.
//!
//! Settlement, for a winner with total `t > 25` and a loser with `50 - t >= 5`:
//! `(t - 25) / 5` sons, taken from the loser's row in sowing order from its first hole after
//! the winner's row (holes 5, 6, ... for a South win; 0, 1, ... for a North win); the remainder
//! `(t - 25) % 5`, if any, is lent to complete the loser's last hole (hole 9 or 4). Every hole
//! then holds 5 seeds, both stores are empty, and the winner starts. A drawn round (25-25)
//! gives no sons, each player takes back its own row, and the player who did not start the
//! drawn round starts. A loser with fewer than five seeds loses the match.

use alloc::vec::Vec;

use super::event::{Event, LastRound, Loan, RoundEndReason, RoundSummary};
use super::position::{HoleSet, Position};
use super::{Player, HOLES, SEEDS_PER_HOLE};

/// After a move: a forced pass, or the end of the round when it is due. Returns the round's
/// summary if it ended.
pub(crate) fn resolve(pos: &mut Position, events: &mut Vec<Event>) -> Option<RoundSummary> {
    if pos.seeds_on_board() < 2 {
        return Some(end_round(pos, RoundEndReason::FewerThanTwoSeeds, events));
    }
    if pos.repetitions() >= 3 {
        return Some(end_round(pos, RoundEndReason::Repetition, events));
    }
    if pos.movable(pos.turn).is_empty() {
        let other = pos.turn.opponent();
        if pos.movable(other).is_empty() {
            return Some(end_round(pos, RoundEndReason::NoMoves, events));
        }
        events.push(Event::Pass { player: pos.turn });
        pos.seen.push(pos.key());
        pos.turn = other;
        if pos.repetitions() >= 3 {
            return Some(end_round(pos, RoundEndReason::Repetition, events));
        }
    }
    None
}

/// Ends the round: each player takes the seeds in the holes it controls, then settlement.
fn end_round(pos: &mut Position, reason: RoundEndReason, events: &mut Vec<Event>) -> RoundSummary {
    for hole in 0..HOLES {
        let seeds = pos.pits[hole];
        if seeds > 0 {
            let player = pos.owner[hole];
            events.push(Event::Take {
                hole: hole as u8,
                seeds,
                player,
            });
            pos.stores[player.index()] += seeds;
            pos.pits[hole] = 0;
        }
    }
    pos.ends = HoleSet::EMPTY;
    pos.seen.clear();
    let totals = pos.stores;
    events.push(Event::RoundEnd { reason, totals });
    pos.last = Some(LastRound { reason, totals });
    let summary = settle(pos.round, reason, totals, pos.starter);
    if let Some(winner) = summary.match_winner {
        events.push(Event::MatchEnd { winner });
        pos.turn = winner;
        return summary;
    }
    if let Some(winner) = summary.winner {
        for &hole in &summary.sons {
            events.push(Event::Son {
                hole,
                player: winner,
            });
        }
        if let Some(loan) = summary.loan {
            events.push(Event::Loan {
                hole: loan.hole,
                seeds: loan.seeds,
                player: winner,
            });
        }
    }
    let starter = summary.next_starter.unwrap_or(pos.starter);
    new_round(pos, owners_after(&summary), starter, events);
    summary
}

/// How a round's `totals` (South, North) settle, for round number `round` begun by `starter`:
/// the winner, its sons and loan, who starts next, or the end of the match. A pure function of
/// the totals, so a saved round summary can be checked by settling its totals again.
pub(crate) fn settle(
    round: u32,
    reason: RoundEndReason,
    totals: [u8; 2],
    starter: Player,
) -> RoundSummary {
    let mut summary = RoundSummary {
        round,
        reason,
        totals,
        winner: None,
        sons: Vec::new(),
        loan: None,
        next_starter: None,
        match_winner: None,
    };
    let [south, north] = totals;
    if south == north {
        summary.next_starter = Some(starter.opponent());
        return summary;
    }
    let winner = if south > north {
        Player::South
    } else {
        Player::North
    };
    summary.winner = Some(winner);
    if totals[winner.opponent().index()] < SEEDS_PER_HOLE {
        summary.match_winner = Some(winner);
        return summary;
    }
    let surplus = totals[winner.index()].saturating_sub(5 * SEEDS_PER_HOLE);
    let sons = usize::from(surplus / SEEDS_PER_HOLE).min(HOLES / 2);
    let rest = surplus % SEEDS_PER_HOLE;
    let row = winner.opponent().row();
    summary.sons = row.iter().take(sons).map(|&h| h as u8).collect();
    if rest > 0 {
        summary.loan = Some(Loan {
            hole: row[4] as u8,
            seeds: rest,
        });
    }
    summary.next_starter = Some(winner);
    summary
}

/// Who controls each hole in the round after `summary`: every row its own, but the sons.
pub(crate) fn owners_after(summary: &RoundSummary) -> [Player; HOLES] {
    let mut owner: [Player; HOLES] = core::array::from_fn(Player::of_row);
    if let Some(winner) = summary.winner {
        for &hole in &summary.sons {
            owner[usize::from(hole)] = winner;
        }
    }
    owner
}

/// Sets up the next round: 5 seeds in every hole, empty stores, the given owners and starter.
fn new_round(pos: &mut Position, owner: [Player; HOLES], starter: Player, events: &mut Vec<Event>) {
    pos.pits = [SEEDS_PER_HOLE; HOLES];
    pos.ends = HoleSet::ALL;
    pos.owner = owner;
    pos.stores = [0, 0];
    pos.turn = starter;
    pos.starter = starter;
    pos.round = pos.round.saturating_add(1);
    pos.seen.clear();
    events.push(Event::NewRound {
        round: pos.round,
        starter,
    });
}
