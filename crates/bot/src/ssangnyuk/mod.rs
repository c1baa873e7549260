//! Ssangnyuk players: `random`, `easy` (greedy heuristic), `medium` (hand-written evaluation,
//! 0-ply) and `hard` (a network trained by TD(lambda) self-play, searched 2-ply deep for the
//! most promising plays within a budget of network evaluations, with exact bear-off races from
//! a one-sided table; see [`search`] and [`bearoff`]).

pub mod bearoff;
#[cfg(feature = "std")]
pub mod distill;
pub mod eval;
pub mod net;
pub mod search;
pub mod train;
pub mod view;

use crate::rng::{Rng, RngExt, SeedableRng};
use crate::{Bot, Budget, Level, Ssangnyuk};
use alloc::boxed::Box;
use alloc::vec::Vec;
use madang_engine::ssangnyuk::{Dice, DiceSource, Die, Play, Position, Turn};
use net::Net;
use rand::seq::IndexedRandom;
use view::View;

/// One fair die from `rng` (the jaengdu throws the two players' dice one by one).
pub fn die(rng: &mut (impl rand::Rng + ?Sized)) -> Die {
    // 1..=6 is always a die: the fallback is never taken.
    Die::new(rng.random_range(1..=6)).unwrap_or(Die::ONE)
}

/// A roll of two fair dice from `rng`.
pub fn roll(rng: &mut (impl rand::Rng + ?Sized)) -> Dice {
    let first = die(rng);
    Dice::from_dice(first, die(rng))
}

/// The dice a seed gives, drawn one by one with [`die`] as the page and the tools throw them
/// (a jaengdu throw is White's die then Black's; a roll is [`roll`]'s two): the source a seeded
/// record's dice are checked against, and continued from.
#[derive(Clone, Debug)]
pub struct SeededDice(pub Rng);

impl SeededDice {
    /// The dice of `seed`, from the first.
    pub fn new(seed: u64) -> SeededDice {
        SeededDice(Rng::seed_from_u64(seed))
    }
}

impl DiceSource for SeededDice {
    fn die(&mut self) -> Die {
        die(&mut self.0)
    }
}

/// The player for `level`, deterministic for `seed`.
pub fn player(level: Level, seed: u64) -> Box<dyn Bot<Ssangnyuk>> {
    match level {
        Level::Random => Box::new(RandomBot {
            rng: Rng::seed_from_u64(seed),
            level,
        }),
        Level::Easy => Box::new(Scored {
            level,
            score: Scorer::Easy,
        }),
        Level::Medium => Box::new(Scored {
            level,
            score: Scorer::Medium,
        }),
        Level::Hard => Box::new(HardBot::new(net::embedded())),
    }
}

/// Uniformly random legal plays.
struct RandomBot {
    rng: Rng,
    level: Level,
}

impl Bot<Ssangnyuk> for RandomBot {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        position.legal_plays(dice).choose(&mut self.rng).copied()
    }

    fn level(&self) -> Level {
        self.level
    }
}

#[derive(Clone, Copy)]
enum Scorer {
    Easy,
    Medium,
}

/// Picks the play whose result a hand-written evaluation likes best (0-ply).
struct Scored {
    level: Level,
    score: Scorer,
}

fn won(position: &Position, play: &Play) -> bool {
    play.result().outcome().map(|o| o.winner) == Some(position.turn())
}

impl Bot<Ssangnyuk> for Scored {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        let me = position.turn();
        let before = View::new(position, me);
        best_by(position.legal_plays(dice), |p| {
            if won(position, p) {
                return f32::INFINITY;
            }
            let after = View::new(p.result(), me);
            match self.score {
                Scorer::Easy => eval::easy(&before, &after),
                Scorer::Medium => eval::medium(&after),
            }
        })
    }

    fn level(&self) -> Level {
        self.level
    }
}

fn best_by(plays: Vec<Play>, mut f: impl FnMut(&Play) -> f32) -> Option<Play> {
    let mut best: Option<(f32, Play)> = None;
    for p in plays {
        let v = f(&p);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, p));
        }
    }
    best.map(|(_, p)| p)
}

/// Network evaluations a hard move may spend by default.
pub const HARD_NODES: u64 = 60_000;

/// The hard player: the trained network searched 2-ply deep, with exact bear-off races
/// (see [`search`]). Its 1-ply form without the bear-off table is the hard player of earlier
/// releases, kept for measuring.
pub struct HardBot {
    eval: Option<search::Evaluator>,
    deep: bool,
    budget: Budget,
}

impl HardBot {
    /// A hard player with `net` (falls back to the medium evaluation without one).
    pub fn new(net: Option<Net>) -> HardBot {
        HardBot {
            eval: net.map(|n| search::Evaluator::new(n, true)),
            deep: true,
            budget: Budget::nodes(HARD_NODES),
        }
    }

    /// The hard player of earlier releases: 1-ply, the network alone (budget 40,000).
    pub fn one_ply(net: Option<Net>) -> HardBot {
        HardBot {
            eval: net.map(|n| search::Evaluator::new(n, false)),
            deep: false,
            budget: Budget::nodes(40_000),
        }
    }

    /// The same player with a 0-ply search only (for measuring what the look-ahead adds).
    pub fn zero_ply(net: Option<Net>) -> HardBot {
        HardBot {
            eval: net.map(|n| search::Evaluator::new(n, false)),
            deep: false,
            budget: Budget::nodes(0),
        }
    }
}

impl HardBot {
    /// The play among `plays` (each a legal way to use `position`'s roll) this player likes
    /// best, or `None` when there is none.
    fn choose_among(&mut self, position: &Position, plays: Vec<Play>) -> Option<Play> {
        let Some(eval) = &mut self.eval else {
            let me = position.turn();
            return best_by(plays, |p| {
                if won(position, p) {
                    return f32::INFINITY;
                }
                eval::medium(&View::new(p.result(), me))
            });
        };
        eval.prepare(position.rules());
        if plays.len() <= 1 {
            return plays.first().copied();
        }
        let i = search::choose(eval, &mut self.budget, &plays, self.deep)?;
        plays.get(i).copied()
    }

    /// The best way to finish `turn` from the steps already taken, as a suggestion for a
    /// person: the one among [`Turn::finishing_plays`] this player likes best (its steps are
    /// those still to take; none when the turn is complete), `None` once the game is over.
    /// Taking no steps, it is the play [`Bot::choose`] makes (ties apart).
    pub fn finish_turn(&mut self, turn: &Turn) -> Option<Play> {
        self.choose_among(&turn.start(), turn.finishing_plays())
    }
}

impl Bot<Ssangnyuk> for HardBot {
    fn choose(&mut self, position: &Position, dice: Dice) -> Option<Play> {
        self.choose_among(position, position.legal_plays(dice))
    }

    fn level(&self) -> Level {
        Level::Hard
    }

    fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }
}
