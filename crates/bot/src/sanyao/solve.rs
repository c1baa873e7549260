//! Exact play to the end of the round: can a player force a round score of at least `t`?
//!
//! A player's *score* at the end of a round is twice its total plus one if it starts the next
//! round (or won the match), so `t = 51` asks "win the round, or draw it and start the next",
//! which is what decides matches: the starter of a round usually wins it, and the winner of a
//! round starts the next with more holes. Higher and lower `t` ask for sons or for limiting the
//! opponent's. Rounds are short (a round's whole tree from a full board is a few ten thousand
//! nodes with the table), so the hard player solves most positions outright.
//!
//! The transposition table keys a position with the multiset of positions seen since the last
//! capture, which is all the repetition rule looks at, so sharing results is exact (up to 64-bit
//! hash collisions).

use super::search::{mix, north_holes};
use crate::Budget;
use alloc::vec;
use alloc::vec::Vec;
use madang_engine::sanyao::{key_of, Player, Position, RoundSummary, HOLES};

/// Score `t` meaning "win the round, or draw it and start the next".
pub const WIN_ROUND: u32 = 51;

/// A player's round score: twice its total, plus one if it moves first next (or won the match).
pub fn score(summary: &RoundSummary, player: Player) -> u32 {
    let starts = summary.next_starter.or(summary.match_winner) == Some(player);
    2 * u32::from(summary.totals[player.index()]) + u32::from(starts)
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    /// 0 empty, 1 cannot, 2 can.
    value: u8,
}

/// A threshold solver with its table and node budget.
pub struct Solver {
    tt: Vec<Slot>,
    /// Nodes visited so far.
    pub nodes: u64,
    budget: Budget,
    start: Option<f64>,
    /// Mixed into the history of positions with no capture since the root, whose earlier
    /// history (before the root) the solver cannot see; distinct per root.
    salt: u64,
    stopped: bool,
}

impl Solver {
    /// A solver with `2^bits` table entries and `budget`.
    pub fn new(bits: u32, mut budget: Budget) -> Solver {
        let start = budget.now();
        Solver {
            tt: vec![Slot::default(); 1 << bits],
            nodes: 0,
            budget,
            start,
            salt: 0,
            stopped: false,
        }
    }

    /// Gives back the budget (with its clock) for later searches, its milliseconds reduced by
    /// the time the solver took.
    pub fn into_budget(mut self) -> Budget {
        if let (Some(s), Some(n)) = (self.start, self.budget.now()) {
            self.budget.millis = (self.budget.millis - (n - s)).max(0.0);
        }
        self.budget
    }

    /// Whether `goal` can force a round score of at least `t` after `hole` is played from
    /// `root`; `None` if the budget ran out first.
    pub fn after(&mut self, root: &Position, hole: usize, goal: Player, t: u32) -> Option<bool> {
        self.salt = mix(root.key() ^ 0x5EED);
        let r = root.play(hole).ok()?;
        if let Some(s) = &r.round_end {
            return Some(score(s, goal) >= t);
        }
        let hist = if r.captured > 0 {
            0
        } else {
            self.history(self.salt, root, &r.position)
        };
        self.reach(&r.position, hist, goal, t)
    }

    /// Whether `goal` can force a round score of at least `t` from `pos` (not a round's end).
    pub fn reach(&mut self, pos: &Position, hist: u64, goal: Player, t: u32) -> Option<bool> {
        self.nodes += 1;
        if self.out_of_budget() {
            return None;
        }
        let [a, b] = pos.stores();
        let extra =
            u64::from(t) << 17 | u64::from(a) << 9 | u64::from(b) << 1 | goal.index() as u64;
        let key = mix(pos.key() ^ mix(hist ^ mix(extra))) ^ owners(pos);
        let slot = (key as usize) & (self.tt.len() - 1);
        if let Some(s) = self.tt.get(slot).filter(|s| s.key == key && s.value != 0) {
            return Some(s.value == 2);
        }
        let mine = pos.turn() == goal;
        // A child still in the round, ordered by the seeds its move captured.
        let mut open: Vec<(u8, u64, Position)> = Vec::with_capacity(HOLES);
        let mut result = !mine;
        for hole in pos.legal_moves() {
            let Ok(r) = pos.play(hole) else { continue };
            if let Some(s) = &r.round_end {
                if (score(s, goal) >= t) == mine {
                    result = mine;
                    break;
                }
                continue;
            }
            let h = if r.captured > 0 {
                0
            } else {
                self.history(hist, pos, &r.position)
            };
            open.push((r.captured, h, r.position));
        }
        if result != mine {
            open.sort_by_key(|c| core::cmp::Reverse(c.0));
            for (_, h, child) in &open {
                if self.reach(child, *h, goal, t)? == mine {
                    result = mine;
                    break;
                }
            }
        }
        if let Some(s) = self.tt.get_mut(slot) {
            *s = Slot {
                key,
                value: 1 + u8::from(result),
            };
        }
        Some(result)
    }

    /// The history after a move from `pos` to `child` without a capture: the engine records
    /// `pos`, and also `child` with the passing player to move if the opponent had to pass.
    fn history(&self, hist: u64, pos: &Position, child: &Position) -> u64 {
        let mut h = hist.wrapping_add(mix(pos.key()));
        if child.turn() == pos.turn() {
            h = h.wrapping_add(mix(key_of(&child.pits(), pos.turn().opponent())));
        }
        h
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.budget.nodes {
            self.stopped = true;
        } else if self.nodes % 256 == 0 {
            if let (Some(s), Some(n)) = (self.start, self.budget.now()) {
                self.stopped |= n - s > self.budget.millis;
            }
        }
        self.stopped
    }
}

/// The owners of the holes as a salt (they are fixed within a round).
fn owners(pos: &Position) -> u64 {
    mix(north_holes(pos).wrapping_add(0x0123_4567))
}
