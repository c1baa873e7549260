//! San Yao players: `random`, `easy` (the biggest capture now), `medium` (alpha-beta to a fixed
//! depth on the capture difference) and `hard` (an exact round solver, then iterative-deepening
//! negamax with a transposition table, within a node budget or an injected clock).
//!
//! What decides a match: the side to move after the two-move random opening has a forced win
//! of round 1 in about 80% of openings, every later round's starter has a forced win of its
//! round, and the round's winner starts the next one with more holes, so the round-1 winner
//! almost always wins the match. The hard player therefore asks [`solve`] first whether it can
//! win the round (or draw it and start the next), which is what the match turns on; the round's
//! whole tree usually fits in the budget. Won: it keeps to winning moves. Lost: it sets traps
//! (moves that leave the opponent the most losing replies). Unproven: every move is open. The
//! heuristic search then picks among those by *material*: the seeds in a player's store plus
//! the seeds in the holes it controls, with a round's end as an exact leaf valuing the next
//! round's holes and who starts it (a lost match is worst of all).

mod search;
pub mod solve;

use crate::rng::{Rng, RngExt, SeedableRng};
use crate::{Bot, Budget, Level, SanYao};
use alloc::boxed::Box;
use alloc::vec::Vec;
use madang_engine::sanyao::{HoleSet, Player, Position};
use rand::seq::IndexedRandom;
use search::{Entry, Eval, Search, WIN};
use solve::{Solver, WIN_ROUND};

/// Round 1's starter drawn by lot from `seed`, as the page draws it (a seeded record's first
/// starter must be this one).
pub fn draw_starter(seed: u64) -> Player {
    if Rng::seed_from_u64(seed).random_range(0..2u8) == 0 {
        Player::South
    } else {
        Player::North
    }
}

/// The player for `level`, deterministic for `seed`.
pub fn player(level: Level, seed: u64) -> Box<dyn Bot<SanYao>> {
    match level {
        Level::Random => Box::new(RandomBot { seed }),
        Level::Easy => Box::new(EasyBot { seed }),
        Level::Medium => Box::new(MediumBot {
            depth: MEDIUM_DEPTH,
        }),
        Level::Hard => Box::new(HardBot::new()),
    }
}

/// The generator for one choice: seeded from the player's seed and the position alone, so a
/// game rebuilt from its calls (a reload) draws what the game that played on drew.
fn choice_rng(seed: u64, pos: &Position) -> Rng {
    // search::key covers the seeds, the player to move, the stores and the owners; the round
    // and its starter complete the position. Plain integer arithmetic: the same on wasm.
    let round = u64::from(pos.round()) << 1 | pos.starter().index() as u64;
    let hash = search::mix(search::key(pos) ^ search::mix(round.wrapping_add(seed)));
    Rng::seed_from_u64(search::mix(seed) ^ hash)
}

/// Uniformly random legal moves.
struct RandomBot {
    seed: u64,
}

impl Bot<SanYao> for RandomBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let mut rng = choice_rng(self.seed, position);
        moves.iter().nth(rng.random_range(..moves.len()))
    }

    fn level(&self) -> Level {
        Level::Random
    }
}

/// The move that captures most now; ties broken at random.
struct EasyBot {
    seed: u64,
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
        if best.len() <= 1 {
            return best.first().copied();
        }
        best.choose(&mut choice_rng(self.seed, position)).copied()
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
        let mut s = Search::new(
            Eval::Captures,
            Vec::new(),
            Budget::nodes(u64::MAX),
            position,
        );
        s.root(position, self.depth).map(|(hole, _)| hole)
    }

    fn level(&self) -> Level {
        Level::Medium
    }
}

/// Nodes a hard move may search by default (the solver takes up to three quarters).
pub const HARD_NODES: u64 = 200_000;
/// log2 of the transposition table's entries.
const TT_BITS: u32 = 16;

/// The round solver, then iterative-deepening negamax with a transposition table among the
/// moves it leaves open.
pub struct HardBot {
    budget: Budget,
    /// The table's allocation, kept between moves but emptied at the start of each, so a
    /// choice depends on the position alone (a reloaded game chooses as the one played on).
    /// Measured against a table kept warm: no weaker (400 paired games: 0.500, 95% 0.451 to 0.549;
    /// against medium 0.625 vs 0.645), a median move about twice as long (16 ms vs 10 native).
    tt: Vec<Entry>,
    board_weight: i32,
    solve: bool,
    proof: Proof,
}

/// What the round solver proved before the hard player's last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The solver was not asked: one legal move or none, or the player plays without it.
    NotAsked,
    /// The mover can force a round win (or a draw and the next start): it kept to such moves.
    Won,
    /// Every move loses the round against best play: it set traps.
    Lost,
    /// The budget ran out before a proof: every move was open to the heuristic search.
    Unproven,
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
            solve: true,
            proof: Proof::NotAsked,
        }
    }

    /// The same player counting a seed in a controlled hole as `quarters` / 4 of a captured
    /// seed until the round ends (0: captures only; 4: everything it would take home now).
    pub fn with_board_weight(mut self, quarters: i32) -> HardBot {
        self.board_weight = quarters.clamp(0, 4);
        self
    }

    /// The same player without the exact round solver (the heuristic search alone).
    pub fn without_solver(mut self) -> HardBot {
        self.solve = false;
        self
    }

    /// What the solver proved before the last move chosen.
    pub fn last_proof(&self) -> Proof {
        self.proof
    }
}

/// log2 of the solver's table entries.
const SOLVE_BITS: u32 = 17;
/// The moves that win the round (or draw it and start the next) if the solver proves any
/// within its budget; else the moves that set the likeliest traps; else every legal move.
fn candidates(solver: &mut Solver, pos: &Position) -> (HoleSet, Proof) {
    let all = pos.legal_moves();
    match reaching(solver, pos, all, WIN_ROUND) {
        Some(win) if !win.is_empty() => (win, Proof::Won),
        Some(_) => (
            trap_moves(solver, pos)
                .filter(|s| !s.is_empty())
                .unwrap_or(all),
            Proof::Lost,
        ),
        None => (all, Proof::Unproven),
    }
}

/// In a lost round, the moves that leave the opponent the largest share of replies that lose
/// the round for it (a fallible opponent is likelier to pick one); none if no reply loses.
fn trap_moves(solver: &mut Solver, pos: &Position) -> Option<HoleSet> {
    let me = pos.turn();
    let mut best = (0u32, 1u32, HoleSet::EMPTY);
    for hole in pos.legal_moves() {
        let Ok(r) = pos.play(hole) else { continue };
        if r.round_end.is_some() || r.position.turn() == me {
            continue;
        }
        let replies = r.position.legal_moves();
        let mut losing = 0u32;
        for reply in replies {
            losing += u32::from(solver.after(&r.position, reply, me, WIN_ROUND)?);
        }
        let n = replies.len() as u32;
        // Compare losing / n with the best share so far without division.
        if losing > 0 && losing * best.1 >= best.0 * n {
            if losing * best.1 > best.0 * n {
                best = (losing, n, HoleSet::EMPTY);
            }
            best.2.insert(hole);
        }
    }
    Some(best.2)
}

/// The moves among `among` after which the mover can force a round score of `t`.
fn reaching(solver: &mut Solver, pos: &Position, among: HoleSet, t: u32) -> Option<HoleSet> {
    let mut set = HoleSet::EMPTY;
    for hole in among {
        if solver.after(pos, hole, pos.turn(), t)? {
            set.insert(hole);
        }
    }
    Some(set)
}

impl Default for HardBot {
    fn default() -> Self {
        HardBot::new()
    }
}

impl Bot<SanYao> for HardBot {
    fn choose(&mut self, position: &Position, (): ()) -> Option<usize> {
        let moves = position.legal_moves();
        self.proof = Proof::NotAsked;
        if moves.len() <= 1 {
            return moves.iter().next();
        }
        let mut budget = core::mem::replace(&mut self.budget, Budget::nodes(0));
        let (total, millis) = (budget.nodes, budget.millis);
        let clock = budget.clock.take();
        let mut solver = Solver::new(
            SOLVE_BITS,
            Budget {
                nodes: total - total / 4,
                millis: budget.millis,
                clock,
            },
        );
        let allowed = if self.solve {
            let (allowed, proof) = candidates(&mut solver, position);
            self.proof = proof;
            allowed
        } else {
            moves
        };
        let used = solver.nodes;
        let rest = solver.into_budget();
        budget.clock = rest.clock;
        budget.millis = rest.millis;
        budget.nodes = total.saturating_sub(used).max(total / 4);
        if allowed.len() == 1 {
            self.budget = budget;
            (self.budget.nodes, self.budget.millis) = (total, millis);
            return allowed.iter().next();
        }
        let mut tt = core::mem::take(&mut self.tt);
        if tt.len() != 1 << TT_BITS {
            tt = search::table(TT_BITS);
        } else {
            tt.fill(Entry::default());
        }
        let mut s = Search::new(Eval::Weighted(self.board_weight), tt, budget, position);
        s.allowed = allowed;
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
        (self.budget.nodes, self.budget.millis) = (total, millis);
        self.tt = s.tt;
        best.or_else(|| allowed.iter().next())
    }

    fn level(&self) -> Level {
        Level::Hard
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}
