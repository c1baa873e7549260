//! The walk over step sequences behind every play: one depth-first search, from the mover's
//! point of view, in one fixed order (sources from the back of the track forward; for each,
//! the higher die, the lower die, then both as one jump). It applies the must-play rules
//! described in [`play`](super::play): it keeps the sequences that use the most dice, then the
//! higher-die rule.
//!
//! Why it is fast: the board is kept as counts along the mover's track with a bit set of
//! occupied points, so a step is a few array reads; a step is taken and undone in place, so no
//! node allocates; and the 24 point counts are packed into one `u128` whose order is the
//! board's order, so plays are deduplicated and sorted by comparing integers.
//!
//! When only distinct results are wanted, the walk skips the orderings that cannot give the
//! play kept for a result (the one with fewest steps, then first in walk order):
//! - Two dice: a second step ordered before the first (by source, then die) is the same move
//!   as a sequence met earlier, taken the other way round, except when the first step frees a
//!   point at the cap for the second to land on; that exception is kept.
//! - Four dice and no cap that can bind: steps are taken in walk order (sources never move
//!   backward). Any legal set of moves can be played back to front: landing never depends on
//!   the own checkers that move, and moving the rearmost first only helps bearing off.
//! - Four dice under a cap that binds: each (board, dice left, depth) is expanded once.

use super::dice::Dice;
use super::position::{Board, Color, Loc, Position, CHECKERS};
use super::rules::{BearOff, Combined};
use super::step::{Pips, Step};
use alloc::vec::Vec;

/// Which sequences a walk reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// Every accepted sequence in every order its steps can be taken, in walk order.
    Every,
    /// At least the sequence kept for each distinct result (fewest steps, then walk order).
    Distinct,
}

/// One step as the walk records it, in track progress (0 the bar, 25 off).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Code {
    from: u8,
    to: u8,
    /// 0 the higher die, 1 the lower die, 2 both as one jump.
    die: u8,
    hit: bool,
}

/// A sequence the walk reported: its steps and the board it ends on, as a key.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leaf {
    key: u128,
    path: [Code; 4],
    len: u8,
    /// Position in walk order.
    seq: u32,
}

/// Bits 0-18 of the occupancy set: the bar and the points outside the home board.
const OUTSIDE_HOME: u32 = (1 << 19) - 1;

/// How many bits one point takes in a board key: a count of -15..=15, stored plus 15.
const FIELD: u32 = 5;

/// `PLUS[c][t]`: what one more checker of `c` at track progress `t` (1..=24) adds to a board
/// key, wrapping (Black's checkers count negative). Point 1 is the most significant field, so
/// keys sort as the board's `points` do.
const PLUS: [[u128; 25]; 2] = {
    let mut table = [[0u128; 25]; 2];
    let mut t = 1;
    while t <= 24 {
        let white = 1u128 << (FIELD * (t as u32 - 1));
        let black = 1u128 << (FIELD * (24 - t as u32));
        table[0][t] = white;
        table[1][t] = 0u128.wrapping_sub(black);
        t += 1;
    }
    table
};

/// The key of a board's points: field i (from the top) holds point i+1's count plus 15.
pub(crate) fn board_key(board: &Board) -> u128 {
    board.points.iter().fold(0u128, |key, &v| {
        (key << FIELD) | u128::from(v.wrapping_add(15) as u8 & 31)
    })
}

/// The walker's state: the board from the mover's side, the dice, and what it has found.
struct Walker {
    /// The mover's checkers by track progress: 0 the bar, 1-24 the points, 25 off.
    own: [u8; 26],
    /// The opponent's checkers on the point at each progress (index 0 unused).
    opp: [u8; 25],
    /// Bit p set when `own[p] > 0`, for p in 0..=24.
    occ: u32,
    key: u128,
    plus: &'static [u128; 25],
    /// Most checkers a point may hold (`u8::MAX`: no cap).
    cap: u8,
    free_bear_off: bool,
    jump: bool,
    high: u8,
    low: u8,
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

/// The sequences `pos`'s side may play with `dice` that use the most dice (all of them, walk
/// order kept, for [`Reach::Every`]); none once the game is over. The higher-die rule is
/// applied by the caller, which knows the leaves' first steps through [`Walk`].
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
        let mut own = [0u8; 26];
        let mut opp = [0u8; 25];
        own[0] = board.bar[color.index()];
        own[25] = board.off[color.index()];
        let mut occ = u32::from(own[0] > 0);
        for t in 1..=24u8 {
            let point = color.point_at(t);
            own[usize::from(t)] = board.count(color, point);
            opp[usize::from(t)] = board.count(color.opponent(), point);
            if own[usize::from(t)] > 0 {
                occ |= 1 << t;
            }
        }
        let (high, low) = (dice.high(), dice.low());
        let double = high == low;
        let start = dice.to_use(rules.doubles);
        let count = start.len() as u8;
        let cap = rules.cap.unwrap_or(u8::MAX);
        let prune = match reach {
            Reach::Every => Prune::None,
            Reach::Distinct if count <= 2 || cap >= CHECKERS => Prune::Ordered,
            Reach::Distinct => Prune::Memo,
        };
        let mut walker = Walker {
            own,
            opp,
            occ,
            key: board_key(board),
            plus: &PLUS[color.index()],
            cap,
            free_bear_off: rules.bear_off == BearOff::Free,
            jump: rules.combined == Combined::Jump,
            high,
            low,
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
            walker.node(0, h, l, 0);
            walker.higher_die_rule();
        }
        Walk {
            walker,
            start: *pos,
        }
    }

    /// The sequences found, in walk order.
    pub(crate) fn leaves(&self) -> &[Leaf] {
        &self.walker.leaves
    }

    /// Sorts the leaves by result, fewest steps, then walk order, and keeps the first of each
    /// result: the plays of [`Position::legal_plays`], in its order.
    pub(crate) fn keep_distinct(&mut self) {
        let leaves = &mut self.walker.leaves;
        leaves.sort_unstable_by_key(|l| (l.key, l.len, l.seq));
        leaves.dedup_by_key(|l| l.key);
    }

    /// The play a leaf stands for: its steps (in order, then none) and the position it ends on.
    pub(crate) fn play(&self, leaf: &Leaf) -> ([Option<Step>; 4], Position) {
        let color = self.start.turn;
        let w = &self.walker;
        let mut steps = [None; 4];
        for (slot, c) in steps.iter_mut().zip(&leaf.path[..usize::from(leaf.len)]) {
            *slot = Some(Step {
                from: match c.from {
                    0 => Loc::Bar,
                    p => Loc::Point(color.point_at(p)),
                },
                to: match c.to {
                    25.. => Loc::Off,
                    p => Loc::Point(color.point_at(p)),
                },
                pips: match c.die {
                    0 => Pips::Die(w.high),
                    1 => Pips::Die(w.low),
                    _ => Pips::Combined(w.high, w.low),
                },
                hit: c.hit,
            });
        }
        (steps, self.result(leaf.key))
    }

    /// The position after a play whose board has key `key`: the points come from the key, and
    /// the bar and off from the counts (a side that starts on the bar cannot also bear off in
    /// one play, and the opponent only gains bar checkers).
    fn result(&self, key: u128) -> Position {
        let start = &self.start;
        let mut board = start.board;
        let mut on_board = [0u8; 2];
        for (i, slot) in board.points.iter_mut().enumerate() {
            let field = (key >> (FIELD * (23 - i as u32))) as u8 & 31;
            let v = field as i8 - 15;
            *slot = v;
            on_board[usize::from(v < 0)] += v.unsigned_abs();
        }
        for c in Color::BOTH {
            let i = c.index();
            let here = CHECKERS.saturating_sub(on_board[i]);
            if c == start.turn && board.bar[i] == 0 {
                board.off[i] = here;
            } else {
                board.bar[i] = here.saturating_sub(board.off[i]);
            }
        }
        Position {
            board,
            turn: start.turn.opponent(),
            rules: start.rules,
        }
    }
}

impl Walker {
    /// Visits the node at `depth` with `h` higher and `l` lower dice left; `prev` orders the
    /// step that led here (source * 4 + die).
    fn node(&mut self, depth: usize, h: u8, l: u8, prev: u32) {
        let mut moved = false;
        let sources = if self.own[0] > 0 {
            // While a checker is on the bar no other checker may move.
            1
        } else {
            self.occ
        };
        let ordered = self.prune == Prune::Ordered && depth > 0;
        let mut bits = sources;
        while bits != 0 {
            let from = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            for die in 0..3u8 {
                let (total, nh, nl) = match die {
                    0 if h > 0 => (self.high, h - 1, l),
                    1 if l > 0 => (self.low, h, l - 1),
                    2 if self.jump && self.double && h >= 2 => (self.high * 2, h - 2, l),
                    2 if self.jump && !self.double && h > 0 && l > 0 => {
                        (self.high + self.low, h - 1, l - 1)
                    }
                    _ => continue,
                };
                if ordered
                    && u32::from(from) * 4 + u32::from(die) < prev
                    && !self.freed(from, total, prev)
                {
                    continue;
                }
                let Some((to, hit)) = self.target(from, total) else {
                    continue;
                };
                moved = true;
                self.path[depth] = Code { from, to, die, hit };
                self.apply(from, to, hit);
                let fresh = self.prune != Prune::Memo
                    || depth == 0
                    || self.memo.insert(
                        self.key
                            | (u128::from(nh) << 120)
                            | ((depth as u128 + 1) << 124)
                            | (1 << 127),
                    );
                if fresh {
                    self.node(depth + 1, nh, nl, u32::from(from) * 4 + u32::from(die));
                }
                self.undo(from, to, hit);
            }
        }
        if !moved {
            self.leaf(depth, h + l);
        }
    }

    /// The two-dice exception to walk order: the step lands on the point the previous step
    /// left, which was at the cap before, so the other order was not legal.
    fn freed(&self, from: u8, total: u8, prev: u32) -> bool {
        let left = (prev / 4) as u8;
        self.dice == 2 && from + total == left && self.own[usize::from(left)] + 2 > self.cap
    }

    /// Where a checker at `from` lands after `total` pips, and whether it hits, if it may.
    fn target(&self, from: u8, total: u8) -> Option<(u8, bool)> {
        let t = from + total;
        if t <= 24 {
            let enemy = self.opp[usize::from(t)];
            return (enemy <= 1 && self.own[usize::from(t)] < self.cap).then_some((t, enemy == 1));
        }
        if from == 0 || self.occ & OUTSIDE_HOME != 0 {
            return None;
        }
        // Past the edge: exact, or the free rule, or no checker farther back.
        let fits = t == 25 || self.free_bear_off || self.occ & ((1u32 << from) - 1) == 0;
        fits.then_some((25, false))
    }

    fn apply(&mut self, from: u8, to: u8, hit: bool) {
        let f = usize::from(from);
        self.own[f] -= 1;
        if self.own[f] == 0 {
            self.occ &= !(1 << f);
        }
        if f != 0 {
            self.key = self.key.wrapping_sub(self.plus[f]);
        }
        if to <= 24 {
            let t = usize::from(to);
            if hit {
                self.opp[t] = 0;
                self.key = self.key.wrapping_add(self.plus[t]);
            }
            self.own[t] += 1;
            self.occ |= 1 << t;
            self.key = self.key.wrapping_add(self.plus[t]);
        } else {
            self.own[25] += 1;
        }
    }

    fn undo(&mut self, from: u8, to: u8, hit: bool) {
        if to <= 24 {
            let t = usize::from(to);
            self.own[t] -= 1;
            if self.own[t] == 0 {
                self.occ &= !(1 << t);
            }
            self.key = self.key.wrapping_sub(self.plus[t]);
            if hit {
                self.opp[t] = 1;
                self.key = self.key.wrapping_sub(self.plus[t]);
            }
        } else {
            self.own[25] -= 1;
        }
        let f = usize::from(from);
        self.own[f] += 1;
        self.occ |= 1 << f;
        if f != 0 {
            self.key = self.key.wrapping_add(self.plus[f]);
        }
    }

    /// Records the sequence ending here, keeping only those that use the most dice.
    fn leaf(&mut self, depth: usize, left: u8) {
        let used = self.dice - left;
        if used < self.best {
            return;
        }
        if used > self.best {
            self.best = used;
            self.leaves.clear();
        }
        self.leaves.push(Leaf {
            key: self.key,
            path: self.path,
            len: depth as u8,
            seq: self.leaves.len() as u32,
        });
    }

    /// When only one die of a pair can be used, it is the higher one if the higher can be.
    fn higher_die_rule(&mut self) {
        if self.best == 1 && !self.double && self.leaves.iter().any(|l| l.path[0].die == 0) {
            self.leaves.retain(|l| l.path[0].die == 0);
        }
    }
}

/// The set of (board, dice left, depth) already expanded: open addressing over packed keys
/// (bit 127 always set, so 0 marks a free slot), grown before it is half full.
struct Memo {
    slots: Vec<u128>,
    len: usize,
}

impl Memo {
    fn new(used: bool) -> Memo {
        Memo {
            slots: if used {
                alloc::vec![0; 256]
            } else {
                Vec::new()
            },
            len: 0,
        }
    }

    fn slot(slots: &[u128], key: u128) -> usize {
        let mixed = ((key >> 64) as u64 ^ key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (mixed >> 32) as usize & (slots.len() - 1)
    }

    /// Adds `key`; false if it was there already.
    fn insert(&mut self, key: u128) -> bool {
        if self.slots.is_empty() {
            return true;
        }
        if (self.len + 1) * 2 > self.slots.len() {
            let grown = alloc::vec![0; self.slots.len() * 2];
            let old = core::mem::replace(&mut self.slots, grown);
            for k in old.into_iter().filter(|&k| k != 0) {
                Self::place(&mut self.slots, k);
            }
        }
        let fresh = Self::place(&mut self.slots, key);
        self.len += usize::from(fresh);
        fresh
    }

    fn place(slots: &mut [u128], key: u128) -> bool {
        let mask = slots.len() - 1;
        let mut i = Self::slot(slots, key);
        loop {
            match slots[i] {
                0 => {
                    slots[i] = key;
                    return true;
                }
                k if k == key => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }
}
