//! A one-sided bear-off table: for every way of having at most 15 checkers on the six home
//! points (and the rest borne off), the distribution of the number of rolls needed to bear them
//! all off, playing each roll to need the fewest rolls on average.
//!
//! The table is computed, not shipped (about 2 MB in memory, nothing in the wasm file), once
//! per rule set: a slice at a time ([`Table::advance`]), so that no single move waits for all
//! of it. Its plays come from the engine's own generator, so it is right
//! for every preset: the cap (five, six or none), doubles used twice or four times, free or
//! strict bear-off and the jump or touch-down of the combined move are all the engine's.
//! Past contact nothing the opponent has can block or hit, so a side's race is its own.
//!
//! Two sides with everything home race exactly: the side to move, needing X rolls, wins
//! when X <= Y, the other side's Y. That is [`Table::win_chance`].

use super::view::{View, OFF};
use alloc::vec;
use alloc::vec::Vec;
use madang_engine::ssangnyuk::{Color, Dice, PointSetup, Position, Rules, Setup};

/// Home points, counted by distance from off (1 is the last point of the track).
const POINTS: usize = 6;
/// Checkers a side has.
const CHECKERS: usize = 15;
/// Ways to put at most 15 checkers on 6 points: C(21, 6).
const SIZE: usize = 54_264;
/// Rolls told apart in a distribution; more are counted as the last.
const ROLLS: usize = 48;
/// Rolls stored for one position, from its first possible number of rolls on.
const WINDOW: usize = 16;
/// Fixed-point scale of a stored probability.
const SCALE: f32 = 65_535.0;

/// `COUNT[k][m]`: ways to put at most `m` checkers on `k` points, C(m + k, k).
const COUNT: [[u32; CHECKERS + 1]; POINTS + 1] = {
    let mut t = [[0u32; CHECKERS + 1]; POINTS + 1];
    let mut k = 0;
    while k <= POINTS {
        let mut m = 0;
        while m <= CHECKERS {
            t[k][m] = if k == 0 || m == 0 {
                1
            } else {
                t[k - 1][m] + t[k][m - 1]
            };
            m += 1;
        }
        k += 1;
    }
    t
};

/// Checkers by distance from off: `home[0]` on the 1 point ... `home[5]` on the 6 point.
pub type Home = [u8; POINTS];

/// The position's number in the table (a bijection onto 0..SIZE).
fn index(home: &Home) -> usize {
    let mut left = CHECKERS;
    let mut at = 0u32;
    for (i, &c) in home.iter().enumerate() {
        let later = POINTS - 1 - i;
        for j in 0..usize::from(c) {
            at += COUNT[later][left - j];
        }
        left -= usize::from(c);
    }
    at as usize
}

/// `side`'s checkers on its home points, if every checker still on the board is home.
pub fn home(side: &[u8; 26]) -> Option<Home> {
    if View::rearmost(side) < OFF - POINTS {
        return None;
    }
    let mut h = [0u8; POINTS];
    for (d, slot) in h.iter_mut().enumerate() {
        *slot = side[OFF - 1 - d];
    }
    Some(h)
}

/// One position's distribution: `p[k]` is the chance of needing `first + k` rolls.
#[derive(Clone, Copy)]
struct Stored {
    first: u8,
    p: [u16; WINDOW],
}

/// The table for one rule set.
pub struct Table {
    rules: Rules,
    expected: Vec<f32>,
    dist: Vec<Stored>,
    /// Every home, by pips; the first `done` are computed.
    order: Vec<Home>,
    done: usize,
}

/// A board with `home` for White (to move) and a Black far away, past contact.
#[inline(never)]
fn board(rules: Rules, home: &Home) -> Option<Position> {
    let mut points = vec![PointSetup::Signed(0); 24];
    for (d, &c) in home.iter().enumerate() {
        points[d] = PointSetup::Signed(i64::from(c));
    }
    // Black's fifteen on its own last points, as many a point as the cap allows (points 7-24
    // hold them under any cap, and stay past White's home).
    let mut left = CHECKERS as i64;
    for p in (6..24).rev() {
        let n = left.min(i64::from(rules.cap.unwrap_or(15)));
        points[p] = PointSetup::Signed(-n);
        left -= n;
        if left == 0 {
            break;
        }
    }
    let on = home.iter().map(|&c| i64::from(c)).sum::<i64>();
    Position::from_setup(&Setup {
        points,
        bar: [0, 0],
        off: [CHECKERS as i64 - on, 0],
        turn: Color::White,
        rules: Some(rules),
    })
    .ok()
}

fn white_home(pos: &Position) -> Home {
    let mut h = [0u8; POINTS];
    for (d, slot) in h.iter_mut().enumerate() {
        *slot = pos.count(Color::White, d as u8 + 1);
    }
    h
}

impl Table {
    /// The table under `rules`, computed from the engine's plays (about a second natively).
    pub fn new(rules: Rules) -> Table {
        let mut t = Table::start(rules);
        t.advance(usize::MAX);
        t
    }

    /// The table under `rules` with nothing computed yet: [`Table::advance`] computes it.
    pub fn start(rules: Rules) -> Table {
        let mut all: Vec<(u8, Home)> = Vec::new();
        let cap = rules.cap.map_or(CHECKERS, usize::from).min(CHECKERS) as u8;
        let mut h = [0u8; POINTS];
        // Every home with at most 15 checkers and none over the cap.
        loop {
            let n: u32 = h.iter().map(|&c| u32::from(c)).sum();
            if n as usize <= CHECKERS {
                let pips = h.iter().enumerate().map(|(d, &c)| c * (d as u8 + 1)).sum();
                all.push((pips, h));
            }
            let mut i = 0;
            while i < POINTS {
                if h[i] < cap {
                    h[i] += 1;
                    break;
                }
                h[i] = 0;
                i += 1;
            }
            if i == POINTS {
                break;
            }
        }
        // By pips, fewest first, so that every play's result comes before the home it leaves
        // (a pass over the list per pip count costs less code in the wasm file than a sort).
        let most = (CHECKERS * POINTS) as u8;
        let order = (0..=most)
            .flat_map(|p| all.iter().filter(move |a| a.0 == p))
            .map(|a| a.1)
            .collect();
        Table {
            rules,
            expected: vec![f32::NAN; SIZE],
            dist: vec![
                Stored {
                    first: 0,
                    p: [0; WINDOW]
                };
                SIZE
            ],
            order,
            done: 0,
        }
    }

    /// Whether every home has been computed.
    pub fn complete(&self) -> bool {
        self.done == self.order.len()
    }

    /// Computes up to `homes` more homes (the rest with `usize::MAX`); whether it is complete.
    pub fn advance(&mut self, homes: usize) -> bool {
        let end = self.order.len().min(self.done.saturating_add(homes));
        while self.done < end {
            let h = self.order[self.done];
            self.compute(&h);
            self.done += 1;
        }
        self.complete()
    }

    fn compute(&mut self, h: &Home) {
        let mut full = [0f32; ROLLS];
        let mut e = 0.0;
        if h.iter().all(|&c| c == 0) {
            full[0] = 1.0;
        } else if let Some(pos) = board(self.rules, h) {
            e = 1.0;
            let mut results = Vec::new();
            for d in Dice::ALL_21 {
                let w = f32::from(d.weight()) / 36.0;
                // Every play lowers the pips, so its result is already in the table.
                pos.legal_results(d, &mut results);
                let best = results
                    .iter()
                    .map(|r| index(&white_home(r)))
                    .filter(|&i| !self.expected[i].is_nan())
                    .min_by(|&a, &b| self.expected[a].total_cmp(&self.expected[b]));
                let Some(best) = best else { continue };
                e += w * self.expected[best];
                // One roll more than from where the best play leads.
                let next = &self.dist[best];
                for (k, &q) in next.p.iter().enumerate() {
                    let n = (usize::from(next.first) + k + 1).min(ROLLS - 1);
                    full[n] += w * f32::from(q) / SCALE;
                }
            }
        }
        let i = index(h);
        self.expected[i] = e;
        self.dist[i] = store(&full[..]);
    }

    /// The rules the table was computed for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The expected number of rolls to bear off `home`.
    pub fn expected(&self, home: &Home) -> f32 {
        self.expected[index(home)]
    }

    #[inline(never)]
    fn full(&self, i: usize) -> [f32; ROLLS] {
        let s = &self.dist[i];
        let mut out = [0f32; ROLLS];
        for (k, &q) in s.p.iter().enumerate() {
            out[(usize::from(s.first) + k).min(ROLLS - 1)] += f32::from(q) / SCALE;
        }
        out
    }

    /// The chance of bearing `home` off in exactly `n` rolls.
    pub fn chance_in(&self, home: &Home, n: usize) -> f32 {
        self.full(index(home)).get(n).copied().unwrap_or(0.0)
    }

    /// The chance that the side to move, with `mover` home, bears off no later than the other
    /// side, with `other` home.
    pub fn win_chance(&self, mover: &Home, other: &Home) -> f32 {
        let x = self.full(index(mover));
        let y = self.full(index(other));
        // P(X <= Y) = sum over x of P(X = x) * P(Y >= x).
        let mut at_least = 1.0;
        let mut win = 0.0;
        for n in 0..ROLLS {
            win += x[n] * at_least;
            at_least -= y[n];
        }
        win.clamp(0.0, 1.0)
    }
}

/// A distribution in its window of `WINDOW` rolls; the little outside it joins the last.
#[inline(never)]
fn store(full: &[f32]) -> Stored {
    let first = full.iter().position(|&p| p > 1e-7).unwrap_or(0);
    let rest = full.get(first..).unwrap_or(&[]);
    let (head, tail) = rest.split_at(rest.len().min(WINDOW - 1));
    let quantise = |q: f32| (q * SCALE + 0.5) as u16;
    let mut p = [0u16; WINDOW];
    for (slot, &q) in p.iter_mut().zip(head) {
        *slot = quantise(q);
    }
    p[WINDOW - 1] = quantise(tail.iter().sum());
    Stored {
        first: first as u8,
        p,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_home_has_its_own_number() {
        let mut seen = vec![false; SIZE];
        let mut h = [0u8; POINTS];
        let mut count = 0;
        loop {
            if h.iter().map(|&c| usize::from(c)).sum::<usize>() <= CHECKERS {
                let i = index(&h);
                assert!(!seen[i], "{h:?} shares {i}");
                seen[i] = true;
                count += 1;
            }
            let mut i = 0;
            while i < POINTS && h[i] == CHECKERS as u8 {
                h[i] = 0;
                i += 1;
            }
            if i == POINTS {
                break;
            }
            h[i] += 1;
        }
        assert_eq!(count, SIZE);
    }
}
