//! The walk over step sequences behind every play: one depth-first search, from the mover's
//! point of view, in one fixed order (sources from the back of the track forward; for each,
//! the higher die, the lower die, then both as one jump). It applies the must-play rules
//! described in [`play`](super::play): it keeps the sequences that use the most dice, then the
//! higher-die rule.
//!
//! Why it is fast: the board is kept from the mover's side, as counts along the track plus
//! bit sets (occupied, closed, full, blots), so the sources that may move a die are a few
//! shifts and masks (and those sets are built from the board eight points at a time, see
//! `Counts`); a step is taken and undone in place, and the step that uses the last die
//! is recorded without being taken, so no node allocates; the 24 point counts are packed into
//! one `u128` whose order is the board's order, so plays are sorted and deduplicated by
//! comparing integers; and only the plays kept become steps and positions.
//!
//! When only distinct results are wanted, the walk skips the orderings that cannot give the
//! play kept for a result (the one with fewest steps, then first in walk order):
//! - Two dice: a second step ordered before the first (by source, then die) is the same move
//!   as a sequence met earlier, taken the other way round, except when the first step frees a
//!   point at the cap for the second to land on; that exception is kept. A second step from
//!   where the first landed (without a hit) is skipped when the one jump was legal: the same
//!   board in fewer steps.
//! - Four dice and no cap that can bind: steps are taken in walk order (sources never move
//!   backward). Any legal set of moves can be played back to front: landing never depends on
//!   the own checkers that move, and moving the rearmost first only helps bearing off.
//!   Without the one-jump rule (backgammon's doubles) this is a loop of its own, and its
//!   leaves have distinct boards, so they need no deduplication.
//! - Four dice under a cap that binds: each (board, dice left, depth) is expanded once.
//!
//! Files: `key` (the packed board keys), `leaf` (a step and a sequence as recorded), `memo`
//! (the expanded-state memo), `node` (the general walk, and the steps and records every walk
//! shares), `ordered` (the walks in order with loops of their own), `sort` (the leaves put in
//! the order of their plays).

use super::dice::Dice;
use super::position::{Color, Loc, Position, CHECKERS};
use super::rules::{BearOff, Combined};
use super::step::{Pips, Step};
use alloc::vec::Vec;
use key::{board_key, PLUS};
use leaf::{Code, Leaf};
use memo::Memo;
use sort::{keep_distinct, sort_by_key};

mod key;
mod leaf;
mod memo;
mod node;
mod ordered;
mod sort;

/// Which sequences a walk reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Every accepted sequence in every order its steps can be taken, in walk order.
    Every,
    /// At least the sequence kept for each distinct result (fewest steps, then walk order).
    Distinct,
}

/// Bits 0-23: the 24 points of a by-point set.
const POINTS: u32 = (1 << 24) - 1;

/// One in each byte of a word.
const LANES: u64 = 0x0101_0101_0101_0101;

/// A board's 24 point counts plus 16 (1-31), eight to a word, point 1 in the lowest byte, so
/// a comparison with a constant tests eight points at once.
struct Counts([u64; 3]);

impl Counts {
    fn new(points: &[i8; 24]) -> Counts {
        let mut words = [0u64; 3];
        for (word, chunk) in words.iter_mut().zip(points.chunks_exact(8)) {
            let mut bytes = [0u8; 8];
            for (b, &v) in bytes.iter_mut().zip(chunk) {
                *b = v.wrapping_add(16) as u8;
            }
            *word = u64::from_le_bytes(bytes);
        }
        Counts(words)
    }

    /// Bit i set when point i + 1 holds at least `k` (White's checkers count up, Black's
    /// down), for k in -15..=16: adding 112 - k to a byte of 1-31 sets its top bit exactly
    /// when the count is at least k, without a carry into the next byte.
    fn at_least(&self, k: i32) -> u32 {
        let add = LANES * (112 - k.clamp(-15, 16)) as u64;
        let mut bits = 0;
        for (j, word) in self.0.iter().enumerate() {
            let tops = ((word + add) >> 7) & LANES;
            // Gathers the eight top bits (now bits 0, 8, ..., 56) into the highest byte.
            bits |= ((tops.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32) << (8 * j);
        }
        bits
    }
}

/// `LOCS[c][p]`: where a checker of `c` at track progress `p` stands (0 the bar, 25 off).
const LOCS: [[Loc; 26]; 2] = {
    let mut table = [[Loc::Bar; 26]; 2];
    let mut p = 1;
    while p <= 24 {
        table[0][p] = Loc::Point(Color::White.point_at(p as u8));
        table[1][p] = Loc::Point(Color::Black.point_at(p as u8));
        p += 1;
    }
    table[0][25] = Loc::Off;
    table[1][25] = Loc::Off;
    table
};

/// The walker's state: the board from the mover's side, the dice, and what it has found.
struct Walker {
    /// The mover's checkers by track progress: 0 the bar, 1-24 the points, 25 off.
    own: [u8; 26],
    /// Bit t set when the opponent has a lone checker (a blot) on the point at progress t.
    blots: u32,
    /// Bit p set when `own[p] > 0`, for p in 0..=24.
    occ: u32,
    /// Bit t set when the point at progress t holds two or more of the opponent's checkers
    /// (hits only ever empty a point the opponent held alone, so this never changes).
    closed: u32,
    /// Bit t set when the mover's own checkers there have reached the cap.
    full: u32,
    /// Two dice in an ordered walk: the sources from which both dice as one jump were legal
    /// at the start.
    jumps: u32,
    key: u128,
    plus: &'static [u128; 25],
    /// Most checkers a point may hold (`u8::MAX`: no cap).
    cap: u8,
    free_bear_off: bool,
    jump: bool,
    high: u8,
    low: u8,
    /// By die code (the higher, the lower, both as one jump): the pips moved and how a step
    /// shows them.
    totals: [u8; 3],
    pips: [Pips; 3],
    double: bool,
    /// Dice the roll gives in all.
    dice: u8,
    prune: Prune,
    path: [Code; 4],
    best: u8,
    leaves: Vec<Leaf>,
    memo: Memo,
}

/// How a distinct-results walk skips orderings (see the module notes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Prune {
    None,
    /// Steps in walk order; with two dice, the cap exception.
    Ordered,
    /// Each (board, dice left, depth) once.
    Memo,
}

/// The sequences `pos`'s side may play with `dice` under the must-play rules (none once the
/// game is over), and what is needed to turn them into plays.
pub(crate) struct Walk {
    walker: Walker,
    start: Position,
}

impl Walk {
    /// Walks `pos` with `dice`.
    pub(crate) fn new(pos: &Position, dice: Dice, reach: Reach) -> Walk {
        let color = pos.turn;
        let board = &pos.board;
        let rules = &pos.rules;
        let cap = rules.cap.unwrap_or(u8::MAX);
        let mut own = [0u8; 26];
        own[0] = board.bar[color.index()];
        own[25] = board.off[color.index()];
        let counts = Counts::new(&board.points);
        // By point (bit i: point i + 1), then by the mover's progress.
        let (mine, full, closed, blots) = match color {
            Color::White => {
                for (slot, &v) in own[1..25].iter_mut().zip(board.points.iter().rev()) {
                    *slot = v.max(0).unsigned_abs();
                }
                let (one, two) = (counts.at_least(-1), counts.at_least(0));
                (
                    counts.at_least(1),
                    counts.at_least(i32::from(cap)),
                    !one,
                    one & !two,
                )
            }
            Color::Black => {
                for (slot, &v) in own[1..25].iter_mut().zip(&board.points) {
                    *slot = v.min(0).unsigned_abs();
                }
                let (one, two) = (counts.at_least(1), counts.at_least(2));
                let full = !counts.at_least(1 - i32::from(cap));
                (!counts.at_least(0), full, two, one & !two)
            }
        };
        let by_progress = |m: u32| match color {
            Color::White => (m & POINTS).reverse_bits() >> 7,
            Color::Black => (m & POINTS) << 1,
        };
        let occ = by_progress(mine) | u32::from(own[0] > 0);
        let (closed, full, blots) = (by_progress(closed), by_progress(full), by_progress(blots));
        let (high, low) = (dice.high(), dice.low());
        let double = high == low;
        let count = dice.to_use(rules.doubles).len() as u8;
        let prune = match reach {
            Reach::Every => Prune::None,
            Reach::Distinct if count <= 2 || cap >= CHECKERS => Prune::Ordered,
            Reach::Distinct => Prune::Memo,
        };
        let mut walker = Walker {
            own,
            blots,
            jumps: 0,
            occ,
            closed,
            full,
            key: board_key(board),
            plus: &PLUS[color.index()],
            cap,
            free_bear_off: rules.bear_off == BearOff::Free,
            jump: rules.combined == Combined::Jump,
            high,
            low,
            totals: [high, low, high + low],
            pips: [Pips::Die(high), Pips::Die(low), Pips::Combined(high, low)],
            double,
            dice: count,
            prune,
            path: [Code::default(); 4],
            best: 0,
            leaves: Vec::with_capacity(32),
            memo: Memo::new(prune == Prune::Memo),
        };
        if pos.outcome().is_none() {
            let (h, l) = if double { (count, 0) } else { (1, 1) };
            if count == 2 && prune == Prune::Ordered {
                walker.first();
                walker.higher_die_rule();
                keep_distinct(&mut walker.leaves, color);
            } else if double && count == 4 && !walker.jump && prune == Prune::Ordered {
                walker.double(0, count, 0);
                // Every leaf kept has as many steps, each of the same pips, from sources that
                // never go back, so its board tells its sources (from point to point along the
                // track, what arrives from `pips` back less what stays) and no two leaves share
                // a key: any sort gives the same order. For Black the walk meets them in
                // descending order: of two leaves, the one first in walk order is the first
                // to take a step from a lower point p, which the other never moves from or
                // lands on after their common steps, so the first differs from it first at p,
                // with fewer of Black's checkers there, and sorts after.
                if color == Color::Black {
                    walker.leaves.reverse();
                } else {
                    sort_by_key(&mut walker.leaves);
                }
            } else {
                walker.node(0, h, l, 0);
                walker.higher_die_rule();
                if reach == Reach::Distinct {
                    keep_distinct(&mut walker.leaves, color);
                }
            }
        }
        Walk {
            walker,
            start: *pos,
        }
    }

    /// The sequences found: for [`Reach::Every`] in walk order; for [`Reach::Distinct`] one
    /// per result (the one with fewest steps, then first in walk order), in the board's order.
    pub(crate) fn leaves(&self) -> &[Leaf] {
        &self.walker.leaves
    }

    /// The position every result starts from: the start with the opponent to move.
    pub(crate) fn after(&self) -> Position {
        self.start.with_turn(self.start.turn.opponent())
    }

    /// Writes the play a leaf stands for into `steps` (in order, then none, as they were) and
    /// `pos` (a copy of [`after`](Self::after)), in place.
    pub(crate) fn play(&self, leaf: &Leaf, steps: &mut [Option<Step>; 4], pos: &mut Position) {
        let color = self.start.turn;
        let w = &self.walker;
        let locs = &LOCS[color.index()];
        for (slot, c) in steps.iter_mut().zip(&leaf.path[..usize::from(leaf.len)]) {
            let (from, die, hit) = (c.from(), usize::from(c.die()), c.hit());
            *slot = Some(Step {
                from: locs[usize::from(from)],
                to: locs[usize::from(from + w.totals[die]).min(25)],
                pips: w.pips[die],
                hit,
            });
        }
        self.finish(leaf, pos);
    }

    /// `out` cleared, then the positions the leaves end on, in order.
    pub(crate) fn results(&self, out: &mut Vec<Position>) {
        let leaves = self.leaves();
        out.clear();
        // Filled in place: a position built apart and then copied in costs more than the
        // rest (natively its bytes are stored one size and loaded another; in wasm, a call).
        out.resize(leaves.len(), self.after());
        for (pos, leaf) in out.iter_mut().zip(leaves) {
            self.finish(leaf, pos);
        }
    }

    /// Turns `pos`, a copy of the start with the opponent to move, into where `leaf` ends, by
    /// taking its few steps (cheaper than decoding all 24 points from its key).
    fn finish(&self, leaf: &Leaf, pos: &mut Position) {
        let color = self.start.turn;
        // The index into `points` of track progress p (1-24), and the sign of a checker.
        let white = color == Color::White;
        let sign = if white { 1i8 } else { -1 };
        let slot = |p: u8| {
            usize::from(if white {
                24u8.wrapping_sub(p)
            } else {
                p.wrapping_sub(1)
            })
        };
        let board = &mut pos.board;
        let mut hits = 0;
        for c in &leaf.path[..usize::from(leaf.len)] {
            let from = c.from();
            let to = from + self.walker.totals[usize::from(c.die())];
            if let Some(v) = board.points.get_mut(slot(from)) {
                *v -= sign;
            }
            if to <= 24 {
                if let Some(v) = board.points.get_mut(slot(to)) {
                    // A hit turns the opponent's lone checker into one of the mover's.
                    *v += if c.hit() { 2 * sign } else { sign };
                }
            }
            hits += u8::from(c.hit());
        }
        board.bar[color.index()] = leaf.bar;
        board.off[color.index()] = leaf.off;
        board.bar[color.opponent().index()] += hits;
    }
}
