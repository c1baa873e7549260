//! San Yao players: `random`, `easy` (the biggest capture now), `medium` (alpha-beta to a fixed
//! depth on the capture difference) and `hard` (iterative-deepening negamax with a
//! transposition table and move ordering, within a node budget or an injected clock).
//!
//! The searches value a position by *material*: the seeds in a player's store plus the seeds
//! in the holes it controls, which is exactly what it takes home if the round ended now, and
//! what decides the next round's holes (five seeds a hole, sons for every five beyond 25). A
//! round's end is a leaf with its exact value, so the search decides with the match in view
//! (a lost match is worst of all), and once a whole round's remaining tree fits in the budget
//! (few seeds left) the hard player plays it exactly.

use crate::rng::Rng;
use crate::{Bot, Budget, Level, SanYao};
use alloc::boxed::Box;
use alloc::vec;
use alloc::vec::Vec;
use madang_engine::sanyao::{Player, Position, HOLES};

/// The player for `level`, deterministic for `seed`.
pub fn player(level: Level, seed: u64) -> Box<dyn Bot<SanYao>> {
    match level {
        Level::Random => Box::new(RandomBot {
            rng: Rng::new(seed),
        }),
        Level::Easy => Box::new(EasyBot {
            rng: Rng::new(seed),
        }),
        Level::Medium => Box::new(MediumBot {
            depth: MEDIUM_DEPTH,
        }),
        Level::Hard => Box::new(HardBot::new()),
    }
}

/// Uniformly random legal moves.
struct RandomBot {
    rng: Rng,
}

impl Bot<SanYao> for RandomBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let moves = position.legal_moves();
        moves
            .iter()
            .nth(self.rng.below(moves.len() as u64) as usize)
    }

    fn level(&self) -> Level {
        Level::Random
    }
}

/// The move that captures most now; ties broken at random.
struct EasyBot {
    rng: Rng,
}

impl Bot<SanYao> for EasyBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let mut best: Vec<usize> = Vec::new();
        let mut most = -1i32;
        for hole in position.legal_moves() {
            let Ok(r) = position.play(hole) else { continue };
            let c = i32::from(r.captured);
            if c > most {
                most = c;
                best.clear();
            }
            if c == most {
                best.push(hole);
            }
        }
        best.get(self.rng.below(best.len() as u64) as usize)
            .copied()
    }

    fn level(&self) -> Level {
        Level::Easy
    }
}

/// Plies the medium player searches.
pub const MEDIUM_DEPTH: u32 = 4;

/// Alpha-beta to a fixed depth, valuing the capture difference (round totals at a round's end).
pub struct MediumBot {
    depth: u32,
}

impl MediumBot {
    /// A fixed-depth searcher of `depth` plies (at least 1).
    pub fn new(depth: u32) -> MediumBot {
        MediumBot {
            depth: depth.max(1),
        }
    }
}

impl Bot<SanYao> for MediumBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let mut s = Search::new(Eval::Captures, 0, Budget::nodes(u64::MAX), position);
        s.root(position, self.depth).map(|(hole, _)| hole)
    }

    fn level(&self) -> Level {
        Level::Medium
    }
}

/// Nodes a hard move may search by default.
pub const HARD_NODES: u64 = 60_000;
/// log2 of the transposition table's entries.
const TT_BITS: u32 = 16;

/// Iterative-deepening negamax with a transposition table.
pub struct HardBot {
    budget: Budget,
    tt: Vec<Entry>,
    board_weight: i32,
}

/// How much a seed in a controlled hole counts mid-round, in quarters of a captured seed.
pub const BOARD_WEIGHT: i32 = 2;

impl HardBot {
    /// A hard player with the default node budget.
    pub fn new() -> HardBot {
        HardBot {
            budget: Budget::nodes(HARD_NODES),
            tt: Vec::new(),
            board_weight: BOARD_WEIGHT,
        }
    }

    /// The same player counting a seed in a controlled hole as `quarters` / 4 of a captured
    /// seed until the round ends (0: captures only; 4: everything it would take home now).
    pub fn with_board_weight(mut self, quarters: i32) -> HardBot {
        self.board_weight = quarters.clamp(0, 4);
        self
    }
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot::new()
    }
}

impl Bot<SanYao> for HardBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let moves = position.legal_moves();
        if moves.len() <= 1 {
            return moves.iter().next();
        }
        let budget = core::mem::replace(&mut self.budget, Budget::nodes(0));
        let tt = core::mem::take(&mut self.tt);
        let mut s = Search::new(Eval::Weighted(self.board_weight), TT_BITS, budget, position);
        if tt.len() == s.tt.len() {
            s.tt = tt;
        }
        let mut best = None;
        for depth in 1..=64 {
            s.horizon = false;
            match s.root(position, depth) {
                Some((hole, value)) if !s.stopped => {
                    best = Some(hole);
                    // A decided match, or a round searched to its end: nothing more to learn.
                    if !s.horizon || value.abs() >= WIN - 1000 {
                        break;
                    }
                }
                _ => break,
            }
        }
        self.budget = s.budget;
        self.tt = s.tt;
        best.or_else(|| moves.iter().next())
    }

    fn level(&self) -> Level {
        Level::Hard
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}

/// What starting the next round is worth, in quarter seeds.
pub const START_BONUS: i32 = 40;

/// The value of a won match (less the plies it takes).
const WIN: i32 = 10_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Eval {
    /// Seeds captured this round (medium).
    Captures,
    /// Four times the seeds captured plus this many times the seeds in controlled holes (hard).
    Weighted(i32),
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    value: i32,
    depth: u8,
    bound: u8,
    best: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

struct Search {
    eval: Eval,
    tt: Vec<Entry>,
    budget: Budget,
    nodes: u64,
    start: Option<f64>,
    stopped: bool,
    /// Whether the last iteration cut some line at the depth limit.
    horizon: bool,
    round: u32,
    start_bonus: i32,
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn key(pos: &Position) -> u64 {
    let mut a = pos.turn().index() as u64;
    for p in pos.pits() {
        a = (a << 6) | u64::from(p & 63);
    }
    let mut b = u64::from(pos.stores()[0]) | (u64::from(pos.stores()[1]) << 8);
    for (h, o) in pos.owners().iter().enumerate() {
        b |= (o.index() as u64) << (16 + h);
    }
    mix(a ^ mix(b.wrapping_add(0x9E37_79B9_7F4A_7C15)))
}

fn material(pos: &Position, p: Player) -> i32 {
    let on_board: i32 = (0..HOLES)
        .filter(|&h| pos.owners()[h] == p)
        .map(|h| i32::from(pos.pits()[h]))
        .sum();
    i32::from(pos.stores()[p.index()]) + on_board
}

impl Search {
    fn new(eval: Eval, tt_bits: u32, budget: Budget, root: &Position) -> Search {
        let tt = if tt_bits == 0 {
            Vec::new()
        } else {
            vec![Entry::default(); 1 << tt_bits]
        };
        let mut s = Search {
            eval,
            tt,
            budget,
            nodes: 0,
            start: None,
            stopped: false,
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
        let captures = i32::from(st[me.index()]) - i32::from(st[me.other().index()]);
        let whole = material(pos, me) - material(pos, me.other());
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
    fn root(&mut self, pos: &Position, depth: u32) -> Option<(usize, i32)> {
        let (value, best) = self.negamax(pos, depth, 0, -WIN - 1, WIN + 1);
        best.map(|h| (h, value))
    }

    fn children(&self, pos: &Position, tt_best: Option<usize>) -> Vec<(i32, usize, Position)> {
        let mut out: Vec<(i32, usize, Position)> = Vec::with_capacity(HOLES);
        for hole in pos.legal_moves() {
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
        for (_, hole, child) in self.children(pos, tt_best) {
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
