//! The walks in order that have a loop of their own, for speed: two dice (the root, then the
//! second step, each with its choices spelled out) and backgammon's doubles (four dice of one
//! value, no combined jump). Each visits what [`Walker::node`](super::Walker) would, in the same
//! order, so the output is the same (the differential test holds it).

use super::{Code, Walker};

impl Walker {
    /// The root of a two-dice walk in order: the node [`node`](Walker::node) would visit, with
    /// its choices spelled out (the higher die, the lower unless the roll is a double, then the
    /// one jump of both, which ends the sequence).
    pub(super) fn first(&mut self) {
        let (h, l) = (self.high, self.low);
        let sources = if self.own[0] > 0 { 1 } else { self.occ };
        let high = sources & self.legal_from(h);
        let low = if self.double {
            0
        } else {
            sources & self.legal_from(l)
        };
        let jump = if self.jump {
            sources & self.legal_from(h + l)
        } else {
            0
        };
        self.jumps = jump;
        let mut any = high | low | jump;
        if any == 0 {
            self.leaf(0, 2);
            return;
        }
        // After the higher die the other is left: the lower, or for a double the same.
        let (after_high, after_high_pips) = if self.double { (0, h) } else { (1, l) };
        while any != 0 {
            let from = any.trailing_zeros() as u8;
            any &= any - 1;
            let bit = 1 << from;
            if high & bit != 0 {
                self.first_step(from, 0, h, after_high, after_high_pips);
            }
            if low & bit != 0 {
                self.first_step(from, 1, l, 0, h);
            }
            if jump & bit != 0 {
                let to = (from + h + l).min(25);
                let hit = self.blots & (1 << to) != 0;
                self.path[0] = Code::new(from, 2, hit);
                self.last_step(0, from, to, hit);
            }
        }
    }

    /// Takes the first step `from` with die code `die` (`pips`), walks the second with the
    /// die left, and takes the first back.
    fn first_step(&mut self, from: u8, die: u8, pips: u8, next: u8, next_pips: u8) {
        let to = (from + pips).min(25);
        let hit = self.blots & (1 << to) != 0;
        self.path[0] = Code::new(from, die, hit);
        self.apply(from, to, hit);
        self.second(next, next_pips, u32::from(from) * 4 + u32::from(die));
        self.undo(from, to, hit);
    }

    /// The second step of a two-dice walk in order, with die code `die` (`pips`) left after
    /// the step `prev`: the node [`node`](Walker::node) would visit, with its one choice and every
    /// step recorded without being taken.
    fn second(&mut self, die: u8, pips: u8, prev: u32) {
        let sources = if self.own[0] > 0 { 1 } else { self.occ };
        let mut any = sources & self.legal_from(pips) & self.in_order(die, pips, prev);
        if let Some(skip) = self.same_as_jump(prev) {
            any &= !skip;
        }
        if any == 0 {
            self.leaf(1, 1);
            return;
        }
        while any != 0 {
            let from = any.trailing_zeros() as u8;
            any &= any - 1;
            let to = (from + pips).min(25);
            let hit = self.blots & (1 << to) != 0;
            self.path[1] = Code::new(from, die, hit);
            self.last_step(1, from, to, hit);
        }
    }

    /// The walk of [`node`](Walker::node) for four dice of one value with no combined jump,
    /// steps in walk order: every step moves the same pips, and each source is `min` or later
    /// (`left` dice to go). The same sequences in the same order, without choosing dice.
    pub(super) fn double(&mut self, depth: usize, left: u8, min: u8) {
        let pips = self.high;
        let sources = if self.own[0] > 0 { 1 } else { self.occ };
        let mut any = sources & self.legal_from(pips) & !((1u32 << min) - 1);
        if any == 0 {
            self.leaf(depth, left);
            return;
        }
        while any != 0 {
            let from = any.trailing_zeros() as u8;
            any &= any - 1;
            let to = (from + pips).min(25);
            let hit = self.blots & (1 << to) != 0;
            self.path[depth] = Code::new(from, 0, hit);
            if left == 1 {
                self.last_step(depth, from, to, hit);
                continue;
            }
            self.apply(from, to, hit);
            self.double(depth + 1, left - 1, from);
            self.undo(from, to, hit);
        }
    }
}
