//! Hand-written evaluations, in "pips" (bigger is better for `view.me`, whose opponent is to
//! move). They follow this board's rules: at most five a point, doubles used twice, a combined
//! move jumps (only its landing point must be open), and a hit checker starts again from the bar.

use super::view::{View, BAR, OFF};
use madang_engine::ssangnyuk::Dice;

/// For each distance 0..=24, the rolls (bits over [`Dice::ALL_21`]) that move one checker
/// exactly that far: by either die, or by their sum as one jump.
const HITS: [u32; 25] = {
    let mut out = [0u32; 25];
    let mut i = 0;
    while i < Dice::ALL_21.len() {
        let (a, b) = (Dice::ALL_21[i].high(), Dice::ALL_21[i].low());
        out[a as usize] |= 1 << i;
        out[b as usize] |= 1 << i;
        out[(a + b) as usize] |= 1 << i;
        i += 1;
    }
    out
};

/// How many of the 36 throws give one of the rolls in `mask` (bits over [`Dice::ALL_21`]).
fn weight(mask: u32) -> u32 {
    Dice::ALL_21
        .iter()
        .enumerate()
        .filter(|(i, _)| mask & (1 << i) != 0)
        .map(|(_, d)| u32::from(d.weight()))
        .sum()
}

/// Rolls out of 36 with which `hitter` (by its own progress) can land on the point where
/// `target` has progress `p`.
fn shots(hitter: &[u8; 26], p: usize) -> u32 {
    weight(shot_mask(hitter, p))
}

/// Rolls out of 36 with which `hitter` can hit at least one of `target`'s blots.
pub fn blot_shots(target: &[u8; 26], hitter: &[u8; 26]) -> u32 {
    let mut mask = 0;
    for (p, &n) in target.iter().enumerate().take(25).skip(1) {
        if n == 1 {
            mask |= shot_mask(hitter, p);
        }
    }
    weight(mask)
}

/// The rolls (bits over [`Dice::ALL_21`]) with which `hitter` can land on the point where
/// its opponent has progress `p`.
fn shot_mask(hitter: &[u8; 26], p: usize) -> u32 {
    let mut mask = 0;
    for (q, &n) in hitter.iter().enumerate().take(25) {
        if n == 0 || q + p >= 25 {
            continue;
        }
        let d = 25 - p - q;
        if d <= 12 {
            mask |= HITS[d];
        }
    }
    mask
}

/// The most points in a row `side` holds with two or more.
pub fn longest_prime(side: &[u8; 26]) -> u32 {
    let (mut run, mut best) = (0, 0);
    for &n in &side[1..=24] {
        run = if n >= 2 { run + 1 } else { 0 };
        best = best.max(run);
    }
    best
}

/// Points (progress 19-24) of `side`'s home board it holds with two or more.
pub fn home_points(side: &[u8; 26]) -> u32 {
    (19..=24).filter(|&p| side[p] >= 2).count() as u32
}

/// Expected turns to bear everything off, roughly: pips to bring checkers home, then about half
/// a turn per checker (two dice, two checkers a turn; an oversized die bears off from anywhere).
fn turns_left(side: &[u8; 26]) -> f32 {
    let mut t = 0.0;
    for (p, &n) in side.iter().enumerate().take(OFF) {
        if n == 0 {
            continue;
        }
        let outside = 19usize.saturating_sub(p) as f32;
        let deep = (24 - p.max(19)) as f32;
        t += f32::from(n) * (outside / 8.17 + 0.5 + 0.02 * deep);
    }
    t
}

/// The medium player's evaluation: race, blots by how many rolls hit them, points held,
/// primes, the bar against the home board, and flexibility.
pub fn medium(view: &View) -> f32 {
    let (me, opp) = (&view.me, &view.opp);
    let mut score = 8.17 * (turns_left(opp) - turns_left(me));
    // Stacks beyond three are clumsy under a cap of five.
    for &n in &me[1..=24] {
        score -= 0.6 * f32::from(n.saturating_sub(3));
    }
    if !view.contact() {
        return score;
    }
    let my_home = home_points(me);
    let opp_home = home_points(opp);
    // My blots: the opponent moves next; a hit costs the pips travelled plus re-entry.
    for p in 1..=24 {
        if me[p] == 1 {
            let s = shots(opp, p) as f32 / 36.0;
            score -= s * (p as f32 + 6.0 + 1.5 * opp_home as f32);
        }
        if opp[p] == 1 {
            let s = shots(me, p) as f32 / 36.0;
            score += 0.25 * s * (p as f32 + 6.0);
        }
    }
    // Points held: the home board blocks re-entry; outer points block and build primes.
    let mut run = 0;
    let mut best_run = 0;
    for (p, &n) in me.iter().enumerate().take(25).skip(1) {
        if n >= 2 {
            run += 1;
            best_run = best_run.max(run);
            score += match p {
                19..=24 => 3.0,
                13..=18 => 2.0,
                _ => 0.8,
            };
        } else {
            run = 0;
        }
    }
    if best_run >= 3 {
        score += 3.0 * (best_run - 2) as f32;
    }
    score += f32::from(opp[BAR]) * (2.0 + 2.5 * my_home as f32);
    score -= f32::from(me[BAR]) * (2.0 + 2.5 * opp_home as f32);
    score
}

/// The easy player's evaluation: hits, bearing off and safe points, little else.
pub fn easy(before: &View, after: &View) -> f32 {
    let hits = f32::from(after.opp[BAR].saturating_sub(before.opp[BAR]));
    let off = f32::from(after.me[OFF] - before.me[OFF].min(after.me[OFF]));
    let blots = (1..=24).filter(|&p| after.me[p] == 1).count() as f32;
    let points = (1..=24).filter(|&p| after.me[p] >= 2).count() as f32;
    let pips = View::pips(&after.me) as f32;
    10.0 * hits + 5.0 * off - 3.0 * blots + 1.5 * points - 0.05 * pips
}
