//! Computer players for Ssangnyuk and San Yao, behind one small trait.
//!
//! Every player is deterministic for a given seed: it brings its own small generator and never
//! asks the platform for randomness or time. A search that must stop "in time" counts nodes, or
//! reads a clock the host injects (see [`Budget`]).
//!
//! ```
//! use madang_bot::{Bot, Level};
//! use madang_engine::ssangnyuk::{Color, Dice, Position, Rules};
//! let mut bot = madang_bot::ssangnyuk_bot(Level::Medium, 7);
//! let start = Position::opening(Rules::SEED, Color::White);
//! let Ok(dice) = Dice::new(6, 3) else { unreachable!() };
//! let play = bot.choose(&start, dice);
//! assert!(play.is_some());
//!
//! let mut bot = madang_bot::sanyao_bot(Level::Hard, 7);
//! let start = madang_engine::sanyao::Position::opening(madang_engine::sanyao::Player::South);
//! let hole = bot.choose(&start, ());
//! assert!(hole.is_some_and(|h| start.legal_moves().contains(h)));
//! ```
//!
//! # For a host (the wasm layer, a Web Worker)
//! - Build a player once per game with [`ssangnyuk_bot`] or [`sanyao_bot`] and a seed from the
//!   host's random source; call [`Bot::choose`] for each computer move. A Ssangnyuk answer is a
//!   whole [`madang_engine::ssangnyuk::Play`]: its `steps()` animate like a person's moves.
//! - Budgets: the hard players default to a node budget ([`ssangnyuk::HARD_NODES`] network
//!   evaluations, [`sanyao::HARD_NODES`] search nodes), deterministic and well under the time
//!   target. To cap wall time as well, pass `Budget::timed(nodes, millis, clock)` to
//!   [`Bot::set_budget`] with `clock` reading `performance.now()`.
//! - Dice and seeds: one generator, [`rng::Rng`] (`Rng::seed_from_u64(seed)` with
//!   [`rng::SeedableRng`] in scope), the same numbers on every platform. Roll a turn's dice with
//!   [`ssangnyuk::roll`], throw the jaengdu's dice one at a time with [`ssangnyuk::die`], and
//!   draw a player's seed with `rng.random::<u64>()` ([`rng::RngExt`]).
//! - The network's weights are embedded with `include_bytes!` from `weights/ssangnyuk.bin`.
//! - The Ssangnyuk hard player computes a one-sided bear-off table (about 2 MB, per rule set)
//!   a slice at the start of each of its moves, shared by every player on the thread: a worker
//!   that hosts many games computes it once. See [`ssangnyuk::bearoff`].
#![no_std]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod math;
pub mod rng;
pub mod sanyao;
pub mod ssangnyuk;

use alloc::boxed::Box;
use core::fmt;

/// A game the players know: what they look at, what chance hands them, and what they choose.
pub trait Game {
    /// The position the player to move faces.
    type Position;
    /// What chance gives the player before it chooses (the dice; nothing for San Yao).
    type Roll: Copy;
    /// What the player chooses.
    type Move;
}

/// Ssangnyuk: the player sees the position and the dice, and chooses a whole play.
#[derive(Clone, Copy, Debug)]
pub struct Ssangnyuk;

impl Game for Ssangnyuk {
    type Position = madang_engine::ssangnyuk::Position;
    type Roll = madang_engine::ssangnyuk::Dice;
    type Move = madang_engine::ssangnyuk::Play;
}

/// San Yao: the player sees the position and chooses a hole to sow from.
#[derive(Clone, Copy, Debug)]
pub struct SanYao;

impl Game for SanYao {
    type Position = madang_engine::sanyao::Position;
    type Roll = ();
    type Move = usize;
}

/// A computer player.
pub trait Bot<G: Game> {
    /// The move to play, always one of the position's legal moves (a Ssangnyuk roll that
    /// cannot be played has one, the pass), or `None` when there is none: the game is over, or
    /// a San Yao position waits for a pass or a settlement.
    fn choose(&mut self, position: &G::Position, roll: G::Roll) -> Option<G::Move>;

    /// The level this player plays at.
    fn level(&self) -> Level;

    /// Limits the thinking of later moves. Players that do not search ignore it.
    fn set_budget(&mut self, budget: Budget) {
        let _ = budget;
    }
}

/// How strong a player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Uniformly random legal moves (for tests and as a baseline).
    Random,
    /// A simple greedy heuristic.
    Easy,
    /// A tuned hand-written evaluation (Ssangnyuk) or a fixed-depth search (San Yao).
    Medium,
    /// A trained network (Ssangnyuk) or an iterative-deepening search (San Yao).
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Easy, Level::Medium, Level::Hard];

    /// The stable name used in the CLI, URLs and the wasm API.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level called `name`, if any.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How much a searching player may think per move.
///
/// `nodes` bounds the work deterministically (same seed, same budget: same move). `clock` is an
/// optional host clock returning milliseconds (e.g. `performance.now()` in a Web Worker); with
/// it, the search also stops once `millis` have passed, which trades determinism for a time
/// guarantee on slow machines.
pub struct Budget {
    /// Most search nodes (San Yao) or network evaluations (Ssangnyuk) per move.
    pub nodes: u64,
    /// Milliseconds per move, read from `clock`; ignored without a clock.
    pub millis: f64,
    /// A clock in milliseconds, injected by the host.
    pub clock: Option<Box<dyn FnMut() -> f64>>,
}

impl Budget {
    /// A deterministic budget of `nodes`.
    pub fn nodes(nodes: u64) -> Budget {
        Budget {
            nodes,
            millis: f64::INFINITY,
            clock: None,
        }
    }

    /// A budget of `nodes` that also stops after `millis` on `clock`.
    pub fn timed(nodes: u64, millis: f64, clock: Box<dyn FnMut() -> f64>) -> Budget {
        Budget {
            nodes,
            millis,
            clock: Some(clock),
        }
    }

    /// The clock's reading now, if there is a clock.
    pub(crate) fn now(&mut self) -> Option<f64> {
        self.clock.as_mut().map(|c| c())
    }
}

impl fmt::Debug for Budget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Budget")
            .field("nodes", &self.nodes)
            .field("millis", &self.millis)
            .field("clock", &self.clock.is_some())
            .finish()
    }
}

/// A Ssangnyuk player at `level`, deterministic for `seed`.
pub fn ssangnyuk_bot(level: Level, seed: u64) -> Box<dyn Bot<Ssangnyuk>> {
    ssangnyuk::player(level, seed)
}

/// A San Yao player at `level`, deterministic for `seed`.
pub fn sanyao_bot(level: Level, seed: u64) -> Box<dyn Bot<SanYao>> {
    sanyao::player(level, seed)
}
