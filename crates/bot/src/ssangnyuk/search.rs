//! The hard player's search: every play at 0-ply, the most promising few at 1-ply (the
//! opponent's 21 rolls, its best reply by the evaluation), and the best two or three of those at
//! 2-ply (after each of those replies, my 21 rolls and my best play), as strong backgammon
//! programs prune. The evaluation is the network, or the exact bear-off table once both sides
//! have everything home.
//!
//! Strength against the earlier hard player (1-ply, the network alone), both seats, the same
//! dice for both games of a pair, on 2026-12-03 with the shipped network:
//! `madang ssangnyuk selfplay --white hard --black hard-1ply --games 10000 --seed 1000` (at
//! 679d853; later commits choose the same plays) gave
//! 5298 of 10,000 games, 0.530 (95% Wilson interval 0.520 to 0.540), short of the lower bound of
//! 0.55 the issue asks for. Earlier runs of 200 games agree: seeds 2000-2014, 1608 of 3000; seeds
//! 3000-3012, 1385 of 2600. The interval treats games as independent; a pair's shared dice make
//! it, if anything, too wide.
//!
//! What did not help (2026-12-03):
//! - A wider search (8 plays at 1-ply within 0.10, 6 at 2-ply within 0.08, 250,000 evaluations):
//!   about 2.5 times the time per move, and 951 of 1800 games (0.528) on seeds 3000-3008, where
//!   this search scored 954 of 1800 (0.530).
//! - A retrained network: 8 hand-made inputs beside the raw ones (see [`super::net`]) and
//!   370,000 more self-play games from the shipped weights (`madang ssangnyuk train --games
//!   370000 --seed 20261203 --from crates/bot/weights/ssangnyuk-2026-11-30.bin --from-games
//!   370000 --out PATH`, at commit 1ea5e10). Alone at 0-ply it beat the shipped one 5152 of
//!   10,000 (0.515, 0.505 to 0.525; `--white hard-0ply --black hard-0ply-old`), but this search
//!   with it scored 2367 of 4400 against `hard-1ply` (0.538, 0.523 to 0.553; on seeds
//!   3000-3012 1372 of 2600, where the shipped one scored 1385), and each evaluation cost about a
//!   fifth more time. It was not shipped. The search gains about three points over 1-ply with
//!   either network: more strength needs a much better network (more hidden units, far more
//!   training) than one session's CPU can make.
//! - The network distilled toward its own 1-ply values (`madang ssangnyuk distill --positions
//!   1000000 --seed 2 --from crates/bot/weights/ssangnyuk.bin --rounds 3 --epochs 8 --lr 0.01
//!   --explore 0.1 --threads 2 --out PATH`, 986 s): its held-out loss against the labels fell
//!   from 0.00175 to 0.00086 over the three rounds, but this search with it scored 2117 of 4000
//!   against `hard-1ply` (0.529, 0.514 to 0.545; `--net PATH --seed 4242`), no better than
//!   with the shipped network. It was not shipped.

use super::bearoff::{self, Table};
use super::net::Net;
use super::view::View;
use crate::Budget;
use alloc::vec::Vec;
#[cfg(feature = "std")]
use core::cell::RefCell;
use madang_engine::ssangnyuk::{Dice, Play, Position, Rules};

/// Plays looked at 1-ply deep at most.
const CANDIDATES: usize = 6;
/// Plays further than this (in winning chance, at 0-ply) behind the best are not looked at.
const MARGIN: f32 = 0.08;
/// Plays looked at 2-ply deep at most.
const DEEP: usize = 3;
/// Plays further than this (at 1-ply) behind the best are not looked at 2-ply deep.
const DEEP_MARGIN: f32 = 0.04;

/// What the search evaluates with, and how much it has spent on this move.
pub struct Evaluator {
    net: Net,
    /// The bear-off tables.
    tables: Tables,
    /// Whether to use the table at all (the 1-ply player of earlier releases did not).
    exact_races: bool,
    /// Evaluations spent on the current move.
    pub spent: u64,
}

impl Evaluator {
    /// An evaluator with `net`; `exact_races` turns the bear-off table on.
    pub fn new(net: Net, exact_races: bool) -> Evaluator {
        Evaluator {
            net,
            tables: Tables::default(),
            exact_races,
            spent: 0,
        }
    }

    /// The chance that the side to move in `r` wins.
    pub fn chance(&mut self, r: &Position) -> f32 {
        self.spent += 1;
        if let Some(o) = r.outcome() {
            return if o.winner == r.turn() { 1.0 } else { 0.0 };
        }
        let view = View::new(r, r.turn());
        if self.exact_races {
            if let (Some(me), Some(opp)) = (bearoff::home(&view.me), bearoff::home(&view.opp)) {
                return self.tables.with(r.rules(), |t| {
                    t.advance(usize::MAX);
                    t.win_chance(&me, &opp)
                });
            }
        }
        self.net.value(&view)
    }

    /// Computes a slice of the bear-off table for `rules`, if it is not complete.
    pub fn prepare(&mut self, rules: Rules) {
        if self.exact_races {
            self.tables.with(rules, |t| t.advance(PREPARE));
        }
    }

    /// Whether `r`'s value is exact (over, or a race both sides have home).
    pub fn is_exact(&self, r: &Position) -> bool {
        if r.outcome().is_some() {
            return true;
        }
        let view = View::new(r, r.turn());
        self.exact_races && bearoff::home(&view.me).is_some() && bearoff::home(&view.opp).is_some()
    }

    /// The mover's chance after playing into `r` (the opponent is to move in `r`).
    fn after(&mut self, r: &Position) -> f32 {
        1.0 - self.chance(r)
    }

    /// The opponent (to move in `r`) replies to each roll with its best play by the
    /// evaluation: my chance averaged over its rolls, and the position after each reply.
    #[inline(never)]
    fn one_ply(&mut self, r: &Position) -> (f32, Vec<Position>) {
        let mut total = 0.0;
        let mut replies = Vec::with_capacity(21);
        let mut results = Vec::new();
        for d in Dice::ALL_21 {
            // A roll the opponent cannot play is its one play, the pass.
            let mut best = (f32::INFINITY, *r);
            r.legal_results(d, &mut results);
            for q in &results {
                let mine = self.chance(q);
                if mine < best.0 {
                    best = (mine, *q);
                }
            }
            total += f32::from(d.weight()) * best.0;
            replies.push(best.1);
        }
        (total / 36.0, replies)
    }

    /// My chance to move in `r` before my roll: my best play for each of my 21 rolls.
    #[inline(never)]
    pub fn before_roll(&mut self, r: &Position) -> f32 {
        if self.is_exact(r) {
            return self.chance(r);
        }
        let mut total = 0.0;
        let mut results = Vec::new();
        for d in Dice::ALL_21 {
            r.legal_results(d, &mut results);
            let best = results.iter().map(|q| self.after(q)).fold(0.0, f32::max);
            total += f32::from(d.weight()) * best;
        }
        total / 36.0
    }
}

/// Homes of the bear-off table computed at the start of each move until it is complete (under
/// the seed rules about 40 moves' worth, roughly 10 ms each natively), so that the table is
/// usually ready before the first race needs it; a race that comes sooner completes it.
const PREPARE: usize = 600;

#[cfg(feature = "std")]
std::thread_local! {
    static TABLES: RefCell<Vec<Table>> = const { RefCell::new(Vec::new()) };
}

/// Bear-off tables by rule set. With `std`, one per thread shared by every player on it (a Web
/// Worker computes its table once, however many games it hosts); without, each player's own.
/// A table is the same however and whenever it was computed, so sharing it changes no choice.
#[derive(Default)]
struct Tables {
    #[cfg(not(feature = "std"))]
    own: Vec<Table>,
}

impl Tables {
    fn with<R>(&mut self, rules: Rules, f: impl FnOnce(&mut Table) -> R) -> R {
        #[cfg(feature = "std")]
        return TABLES.with(|t| lookup(&mut t.borrow_mut(), rules, f));
        #[cfg(not(feature = "std"))]
        return lookup(&mut self.own, rules, f);
    }
}

fn lookup<R>(tables: &mut Vec<Table>, rules: Rules, f: impl FnOnce(&mut Table) -> R) -> R {
    let i = match tables.iter().position(|t| t.rules() == rules) {
        Some(i) => i,
        None => {
            tables.push(Table::start(rules));
            tables.len() - 1
        }
    };
    f(&mut tables[i])
}

fn late(budget: &mut Budget, start: Option<f64>) -> bool {
    match (start, budget.now()) {
        (Some(s), Some(n)) => n - s > budget.millis,
        _ => false,
    }
}

/// The play to make among `plays` (at least two) in `position`; `deep` adds the 2-ply stage.
pub fn choose(
    eval: &mut Evaluator,
    budget: &mut Budget,
    plays: &[Play],
    deep: bool,
) -> Option<usize> {
    eval.spent = 0;
    let mut ranked: Vec<(f32, usize)> = plays
        .iter()
        .enumerate()
        .map(|(i, p)| (eval.after(p.result()), i))
        .collect();
    ranked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    let top = ranked.first()?.0;
    let start = budget.now();
    // 1-ply: (value, play, the opponent's replies, the evaluations it cost).
    let mut looked: Vec<(f32, usize, Vec<Position>, u64)> = Vec::new();
    for &(v0, i) in ranked.iter().take(CANDIDATES) {
        if v0 < top - MARGIN || v0 >= 1.0 || eval.spent >= budget.nodes {
            break;
        }
        let before = eval.spent;
        let r = plays[i].result();
        let (v1, replies) = if deep && eval.is_exact(r) {
            (eval.after(r), Vec::new())
        } else {
            eval.one_ply(r)
        };
        let used = eval.spent - before;
        looked.push((v1, i, replies, used));
        // Stop when the next candidate might not fit (each costs about what this one did).
        if late(budget, start) || eval.spent + used > budget.nodes {
            break;
        }
    }
    if looked.is_empty() {
        return Some(ranked[0].1);
    }
    // Best first; equal values keep the 0-ply order (an insertion sort of at most six: less
    // code in the wasm file than the library's sort).
    for k in 1..looked.len() {
        let mut j = k;
        while j > 0 && looked[j - 1].0 < looked[j].0 {
            looked.swap(j - 1, j);
            j -= 1;
        }
    }
    let best1 = looked[0].0;
    if !deep || looked.len() < 2 || looked[1].0 < best1 - DEEP_MARGIN {
        return Some(looked[0].1);
    }
    // 2-ply: after each of the opponent's replies, my best play for each of my rolls.
    let mut best = (f32::NEG_INFINITY, looked[0].1);
    for (v1, i, replies, cost1) in looked.iter().take(DEEP) {
        // A 2-ply look costs about 21 times the 1-ply one (my 21 rolls after each reply): stop
        // before one that would not fit, so that no move runs far past the budget.
        if *v1 < best1 - DEEP_MARGIN
            || eval.spent + 21 * cost1 > budget.nodes
            || late(budget, start)
        {
            break;
        }
        let r = plays[*i].result();
        let v2 = if eval.is_exact(r) {
            *v1
        } else {
            let mut total = 0.0;
            for (q, d) in replies.iter().zip(Dice::ALL_21) {
                total += f32::from(d.weight()) * eval.before_roll(q);
            }
            total / 36.0
        };
        if v2 > best.0 {
            best = (v2, *i);
        }
    }
    Some(best.1)
}
