//! The heuristic search: iterative-deepening negamax with alpha-beta and a transposition
//! table, valuing positions by material (the medium player uses it at a fixed depth on
//! captures alone).

use crate::Budget;
use alloc::vec;
use alloc::vec::Vec;
use madang_engine::sanyao::{HoleSet, Player, Position, HOLES};

/// What starting the next round is worth, in quarter seeds.
pub const START_BONUS: i32 = 40;

/// The value of a won match (less the plies it takes).
pub(crate) const WIN: i32 = 10_000;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Eval {
    /// Seeds captured this round (medium).
    Captures,
    /// Four times the seeds captured plus this many times the seeds in controlled holes (hard).
    Weighted(i32),
}

#[derive(Clone, Copy, Default)]
pub(crate) struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: u8,
    best: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

pub(crate) struct Search {
    eval: Eval,
    pub(crate) tt: Vec<Entry>,
    pub(crate) budget: Budget,
    pub(crate) nodes: u64,
    start: Option<f64>,
    pub(crate) stopped: bool,
    /// Moves the root may choose from.
    pub(crate) allowed: HoleSet,
    /// Whether the last iteration cut some line at the depth limit.
    pub(crate) horizon: bool,
    round: u32,
    start_bonus: i32,
}

/// An empty table of `1 << bits` entries.
pub(crate) fn table(bits: u32) -> Vec<Entry> {
    vec![Entry::default(); 1 << bits]
}

/// A 64-bit finaliser (Stafford's "Mix13", the output stage of SplitMix64), used only to spread
/// keys over the tables; it draws no random numbers.
pub(crate) fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The holes North controls, one bit a hole (owners are fixed within a round).
pub(crate) fn north_holes(pos: &Position) -> u64 {
    pos.owners()
        .iter()
        .enumerate()
        .fold(0, |b, (h, o)| b | (o.index() as u64) << h)
}

/// The table key of a position: the engine's repetition key (seeds and the player to move),
/// the stores and the owners.
pub(crate) fn key(pos: &Position) -> u64 {
    let [south, north] = pos.stores();
    let rest = u64::from(south) | u64::from(north) << 8 | north_holes(pos) << 16;
    mix(pos.key() ^ mix(rest.wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

fn material(pos: &Position, p: Player) -> i32 {
    let on_board: i32 = (0..HOLES)
        .filter(|&h| pos.owners()[h] == p)
        .map(|h| i32::from(pos.pits()[h]))
        .sum();
    i32::from(pos.stores()[p.index()]) + on_board
}

impl Search {
    /// A search from `root` using `tt` as its table (empty: none; else a power of two in
    /// length, see [`table`]).
    pub(crate) fn new(eval: Eval, tt: Vec<Entry>, budget: Budget, root: &Position) -> Search {
        let mut s = Search {
            eval,
            tt,
            budget,
            nodes: 0,
            start: None,
            stopped: false,
            allowed: root.legal_moves(),
            horizon: false,
            round: root.round(),
            start_bonus: START_BONUS,
        };
        s.start = s.budget.now();
        s
    }

    /// The static value of `pos` for the player to move.
    fn leaf(&self, pos: &Position) -> i32 {
        let me = pos.turn();
        let st = pos.stores();
        let captures = i32::from(st[me.index()]) - i32::from(st[me.opponent().index()]);
        let whole = material(pos, me) - material(pos, me.opponent());
        match self.eval {
            // A new round: its starter (the round's winner) moves first, a big edge.
            Eval::Weighted(_) if pos.round() != self.round => 4 * whole + self.start_bonus,
            _ if pos.round() != self.round => 4 * whole,
            Eval::Captures => 4 * captures,
            Eval::Weighted(w) => (4 - w) * captures + w * whole,
        }
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes >= self.budget.nodes {
            self.stopped = true;
        } else if self.nodes % 256 == 0 {
            if let (Some(s), Some(n)) = (self.start, self.budget.now()) {
                if n - s > self.budget.millis {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// The best root move and its value, searching `depth` plies.
    pub(crate) fn root(&mut self, pos: &Position, depth: u32) -> Option<(usize, i32)> {
        let (value, best) = self.negamax(pos, depth, 0, -WIN - 1, WIN + 1);
        best.map(|h| (h, value))
    }

    fn children(
        &self,
        pos: &Position,
        tt_best: Option<usize>,
        ply: i32,
    ) -> Vec<(i32, usize, Position)> {
        let mut out: Vec<(i32, usize, Position)> = Vec::with_capacity(HOLES);
        let moves = if ply == 0 {
            self.allowed
        } else {
            pos.legal_moves()
        };
        for hole in moves {
            let Ok(r) = pos.play(hole) else { continue };
            let mut order = i32::from(r.captured) * 4 + i32::from(r.round_end.is_some()) * 2;
            if Some(hole) == tt_best {
                order += 1_000;
            }
            out.push((order, hole, r.position));
        }
        out.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        out
    }

    /// Negamax with alpha-beta: the value of `pos` for its player to move, and the best move.
    fn negamax(
        &mut self,
        pos: &Position,
        depth: u32,
        ply: i32,
        mut alpha: i32,
        beta: i32,
    ) -> (i32, Option<usize>) {
        self.nodes += 1;
        if let Some(o) = pos.outcome() {
            let v = WIN - ply;
            return (if o.winner == pos.turn() { v } else { -v }, None);
        }
        if ply > 0 && (pos.round() != self.round || pos.legal_moves().is_empty()) {
            return (self.leaf(pos), None);
        }
        if depth == 0 {
            self.horizon = true;
            return (self.leaf(pos), None);
        }
        if ply > 0 && self.out_of_budget() {
            return (0, None);
        }
        let k = key(pos);
        let slot = (k as usize) & (self.tt.len().wrapping_sub(1));
        let mut tt_best = None;
        if let Some(e) = self
            .tt
            .get(slot)
            .copied()
            .filter(|e| e.key == k && e.bound != 0)
        {
            tt_best = Some(usize::from(e.best));
            if ply > 0 && u32::from(e.depth) >= depth {
                let hit = match e.bound {
                    EXACT => true,
                    LOWER => e.value >= beta,
                    _ => e.value <= alpha,
                };
                if hit {
                    return (e.value, tt_best);
                }
            }
        }
        let alpha0 = alpha;
        let mut best = (-WIN - 1, None);
        for (_, hole, child) in self.children(pos, tt_best, ply) {
            let v = if child.turn() == pos.turn() {
                self.negamax(&child, depth - 1, ply + 1, alpha, beta).0
            } else {
                -self.negamax(&child, depth - 1, ply + 1, -beta, -alpha).0
            };
            if self.stopped {
                return (0, best.1);
            }
            if v > best.0 {
                best = (v, Some(hole));
            }
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        if let (Some(e), Some(hole)) = (self.tt.get_mut(slot), best.1) {
            let bound = if best.0 <= alpha0 {
                UPPER
            } else if best.0 >= beta {
                LOWER
            } else {
                EXACT
            };
            *e = Entry {
                key: k,
                value: best.0,
                depth: depth.min(255) as u8,
                bound,
                best: hole as u8,
            };
        }
        best
    }
}
