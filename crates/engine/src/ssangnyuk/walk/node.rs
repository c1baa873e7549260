//! The general walk's nodes, and what every walk shares: which sources may move a die, a step
//! taken and undone in place, and the sequences kept under the must-play rules.

use super::{Code, Leaf, Prune, Walker};

/// Bits 0-18 of the occupancy set: the bar and the points outside the home board.
const OUTSIDE_HOME: u32 = (1 << 19) - 1;

impl Walker {
    /// Visits the node at `depth` with `h` higher and `l` lower dice left; `prev` orders the
    /// step that led here (source * 4 + die). Two-dice walks in order go by [`first`](Self::first)
    /// and [`second`](Self::second) instead.
    pub(super) fn node(&mut self, depth: usize, h: u8, l: u8, prev: u32) {
        // The dice choices in walk order: (die, pips, higher left, lower left).
        let mut choices = [(0u8, 0u8, 0u8, 0u8); 3];
        let mut n = 0;
        if h > 0 {
            choices[n] = (0, self.high, h - 1, l);
            n += 1;
        }
        if l > 0 {
            choices[n] = (1, self.low, h, l - 1);
            n += 1;
        }
        if self.jump && self.double && h >= 2 {
            choices[n] = (2, self.high * 2, h - 2, l);
            n += 1;
        } else if self.jump && !self.double && h > 0 && l > 0 {
            choices[n] = (2, self.high + self.low, h - 1, l - 1);
            n += 1;
        }
        // While a checker is on the bar no other checker may move.
        let sources = if self.own[0] > 0 { 1 } else { self.occ };
        let mut masks = [0u32; 3];
        let mut any = 0;
        for (mask, &(die, pips, ..)) in masks.iter_mut().zip(&choices[..n]) {
            let mut m = sources & self.legal_from(pips);
            if self.prune == Prune::Ordered && depth > 0 {
                m &= self.in_order(die, pips, prev);
            }
            *mask = m;
            any |= m;
        }
        if any == 0 {
            // No step (or, in an ordered walk, none in order: the sequence is then shorter
            // than one met in order, so it is dropped).
            self.leaf(depth, h + l);
            return;
        }
        while any != 0 {
            let from = any.trailing_zeros() as u8;
            any &= any - 1;
            for (mask, &(die, pips, nh, nl)) in masks.iter().zip(&choices[..n]) {
                if mask & (1 << from) == 0 {
                    continue;
                }
                let to = (from + pips).min(25);
                let hit = self.blots & (1 << to) != 0;
                self.path[depth] = Code::new(from, die, hit);
                if nh + nl == 0 && self.prune != Prune::Memo {
                    // The last die: the sequence ends here; record it without stepping in.
                    self.last_step(depth, from, to, hit);
                    continue;
                }
                self.apply(from, to, hit);
                let fresh = self.prune != Prune::Memo
                    || depth == 0
                    || self.memo.insert(
                        self.key | u128::from(nh) | ((depth as u128 + 1) << 124) | (1 << 127),
                    );
                if fresh {
                    self.node(depth + 1, nh, nl, u32::from(from) * 4 + u32::from(die));
                }
                self.undo(from, to, hit);
            }
        }
    }

    /// Two dice: after a first step from `a` that did not hit, a second step from the point it
    /// reached ends on the board of the one jump from `a`, which has fewer steps; when that
    /// jump was legal, the second step from there is skipped (as a source bit).
    pub(super) fn same_as_jump(&self, prev: u32) -> Option<u32> {
        let (a, die) = (prev / 4, prev % 4);
        if self.jumps & (1 << a) == 0 || self.path[0].hit() || die == 2 {
            return None;
        }
        let pips = if die == 0 { self.high } else { self.low };
        Some(1 << (a + u32::from(pips)).min(31))
    }

    /// The sources (as bits of progress) from which a checker may move `pips` now.
    pub(super) fn legal_from(&self, pips: u8) -> u32 {
        // Landing on a point: open to the mover and not full.
        let open = !(self.closed | self.full) & (((1 << 25) - 1) & !1);
        let mut from = open >> pips;
        if self.occ & OUTSIDE_HOME == 0 {
            // Bearing off: the exact roll, or a larger one under the free rule or from the
            // rearmost checker.
            let exact = 25 - pips;
            let past = self.occ & !((1u32 << exact) - 1) & !(1 << exact);
            let rear = self.occ & self.occ.wrapping_neg();
            from |= self.occ & (1 << exact);
            from |= if self.free_bear_off {
                past
            } else {
                past & rear
            };
        }
        from
    }

    /// The sources allowed by walk order after the step `prev` (source * 4 + die): later
    /// sources, the same source with a later die, and the two-dice cap exception.
    pub(super) fn in_order(&self, die: u8, pips: u8, prev: u32) -> u32 {
        let a = prev / 4;
        let later = !((1u32 << a) - 1);
        let mut allowed = if u32::from(die) < prev % 4 {
            later & !(1 << a)
        } else {
            later
        };
        // The step lands on the point the previous step left, which was at the cap before,
        // so the other order was not legal.
        if self.dice == 2
            && u32::from(pips) <= a
            && u32::from(self.own[a as usize]) + 2 > u32::from(self.cap)
        {
            allowed |= 1 << (a - u32::from(pips));
        }
        allowed
    }

    // Inlined: a call costs as much as the update, and each node takes a step and undoes it.
    #[inline]
    pub(super) fn apply(&mut self, from: u8, to: u8, hit: bool) {
        let f = usize::from(from);
        self.own[f] -= 1;
        if self.own[f] == 0 {
            self.occ &= !(1 << f);
        }
        if f != 0 {
            self.full = self.full & !(1 << f) | u32::from(self.own[f] >= self.cap) << f;
            self.key = self.key.wrapping_sub(self.plus[f]);
        }
        if to <= 24 {
            let t = usize::from(to);
            if hit {
                self.blots &= !(1 << t);
                self.key = self.key.wrapping_add(self.plus[t]);
            }
            self.own[t] += 1;
            self.occ |= 1 << t;
            self.full |= u32::from(self.own[t] >= self.cap) << t;
            self.key = self.key.wrapping_add(self.plus[t]);
        } else {
            self.own[25] += 1;
        }
    }

    #[inline]
    pub(super) fn undo(&mut self, from: u8, to: u8, hit: bool) {
        if to <= 24 {
            let t = usize::from(to);
            self.own[t] -= 1;
            if self.own[t] == 0 {
                self.occ &= !(1 << t);
            }
            self.full = self.full & !(1 << t) | u32::from(self.own[t] >= self.cap) << t;
            self.key = self.key.wrapping_sub(self.plus[t]);
            if hit {
                self.blots |= 1 << t;
                self.key = self.key.wrapping_sub(self.plus[t]);
            }
        } else {
            self.own[25] -= 1;
        }
        let f = usize::from(from);
        self.own[f] += 1;
        self.occ |= 1 << f;
        if f != 0 {
            self.full |= u32::from(self.own[f] >= self.cap) << f;
            self.key = self.key.wrapping_add(self.plus[f]);
        }
    }

    /// Records the sequence ending here.
    pub(super) fn leaf(&mut self, depth: usize, left: u8) {
        let leaf = Leaf::new(
            self.key | depth as u128,
            self.path,
            depth as u8,
            self.own[0],
            self.own[25],
        );
        self.record(leaf, self.dice - left);
    }

    /// Records the sequence whose last step (already in `path`) is `from` to `to`: the same
    /// leaf as taking the step and finding no dice left, without changing the board.
    pub(super) fn last_step(&mut self, depth: usize, from: u8, to: u8, hit: bool) {
        let mut key = self.key;
        if from != 0 {
            key = key.wrapping_sub(self.plus[usize::from(from)]);
        }
        if to <= 24 {
            let gained = self.plus[usize::from(to)];
            key = key.wrapping_add(gained);
            if hit {
                key = key.wrapping_add(gained);
            }
        }
        let leaf = Leaf::new(
            key | (depth as u128 + 1),
            self.path,
            depth as u8 + 1,
            self.own[0] - u8::from(from == 0),
            self.own[25] + u8::from(to == 25),
        );
        self.record(leaf, self.dice);
    }

    /// Keeps the sequences that use the most dice, in walk order.
    pub(super) fn record(&mut self, leaf: Leaf, used: u8) {
        if used < self.best {
            return;
        }
        if used > self.best {
            self.best = used;
            self.leaves.clear();
        }
        self.leaves.push(leaf);
    }

    /// When only one die of a pair can be used, it is the higher one if the higher can be.
    pub(super) fn higher_die_rule(&mut self) {
        let high = |l: &Leaf| l.path[0].die() == 0;
        if self.best == 1 && !self.double && self.leaves.iter().any(high) {
            self.leaves.retain(high);
        }
    }
}
