//! Helpers shared by the Ssangnyuk integration tests: building positions by hand, a seeded
//! generator, random legal positions, and an independent brute-force reference move generator.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

pub mod reference;

use madang_engine::ssangnyuk::{Color, Dice, Loc, Pips, PointSetup, Position, Rules, Setup, Step};
use rand::RngExt;
use std::collections::BTreeSet;

/// Every roll as (high, low): the 21 distinct rolls of two dice.
pub fn all_rolls() -> Vec<Dice> {
    let mut rolls = Vec::new();
    for a in 1..=6 {
        for b in 1..=a {
            rolls.push(Dice::new(a, b).unwrap());
        }
    }
    rolls
}

/// A roll of `a` and `b` (test data, always valid).
pub fn dice(a: i64, b: i64) -> Dice {
    Dice::new(a, b).unwrap()
}

/// A position built by hand: `white` and `black` list (point, count); `bar` is [white, black];
/// every checker not placed is borne off.
pub fn position(
    turn: Color,
    rules: Rules,
    white: &[(u8, u8)],
    black: &[(u8, u8)],
    bar: [u8; 2],
) -> Position {
    let mut points = [0i64; 24];
    let mut placed = [0i64; 2];
    for &(p, n) in white {
        assert!(points[usize::from(p - 1)] == 0, "point {p} given twice");
        points[usize::from(p - 1)] = i64::from(n);
        placed[0] += i64::from(n);
    }
    for &(p, n) in black {
        assert!(points[usize::from(p - 1)] == 0, "point {p} given twice");
        points[usize::from(p - 1)] = -i64::from(n);
        placed[1] += i64::from(n);
    }
    let bar = [i64::from(bar[0]), i64::from(bar[1])];
    let setup = Setup {
        points: points.iter().map(|&v| PointSetup::Signed(v)).collect(),
        bar,
        off: [15 - placed[0] - bar[0], 15 - placed[1] - bar[1]],
        turn,
        rules: Some(rules),
    };
    Position::from_setup(&setup).unwrap()
}

/// White to move under the seed rules.
pub fn white(white: &[(u8, u8)], black: &[(u8, u8)], bar: [u8; 2]) -> Position {
    position(Color::White, Rules::SEED, white, black, bar)
}

/// The board part of a position (points, bar, off), for comparing results.
pub type BoardKey = ([i8; 24], [u8; 2], [u8; 2]);

/// The board of `pos`, without whose turn it is.
pub fn board_key(pos: &Position) -> BoardKey {
    (
        pos.points(),
        [pos.bar(Color::White), pos.bar(Color::Black)],
        [pos.off(Color::White), pos.off(Color::Black)],
    )
}

/// The distinct boards the engine's legal plays lead to.
pub fn engine_results(pos: &Position, roll: Dice) -> BTreeSet<BoardKey> {
    pos.legal_plays(roll)
        .iter()
        .map(|p| board_key(p.result()))
        .collect()
}

/// The plays written out, sorted, for readable assertion messages.
pub fn notations(pos: &Position, roll: Dice) -> Vec<String> {
    let mut v: Vec<String> = pos
        .legal_plays(roll)
        .iter()
        .map(ToString::to_string)
        .collect();
    v.sort();
    v
}

/// The mirror image of a board: colours swapped and points renumbered p -> 25 - p.
pub fn mirror(key: &BoardKey) -> BoardKey {
    let mut points = [0i8; 24];
    for (i, slot) in points.iter_mut().enumerate() {
        *slot = -key.0[23 - i];
    }
    (points, [key.1[1], key.1[0]], [key.2[1], key.2[0]])
}

/// Whether a step of this list goes from `from` to `to`.
pub fn has_step(steps: &[Step], from: Loc, to: Loc) -> bool {
    steps.iter().any(|s| s.from == from && s.to == to)
}

/// A step as the UI would send it (the engine works out whether it hits).
pub fn step(from: Loc, to: Loc, pips: Pips) -> Step {
    Step {
        from,
        to,
        pips,
        hit: false,
    }
}

/// The seeded generator of the random tests (the project's generator, PCG-64 MCG), so they
/// replay exactly: build one with `Rng::seed_from_u64(seed)`.
pub type Rng = rand_pcg::Pcg64Mcg;

/// A roll of two fair dice.
pub fn roll(rng: &mut Rng) -> Dice {
    dice(rng.random_range(1..=6), rng.random_range(1..=6))
}

/// A random legal position made by placing checkers one at a time where the rules allow.
/// `style` 0 spreads them over the whole board, bar and off included; 1 keeps them in or near
/// the home boards (bearing off); 2 puts several on the bar (entering).
pub fn random_placement(rng: &mut Rng, rules: Rules, style: u8) -> Position {
    let mut points = [0i64; 24];
    let mut bar = [0i64; 2];
    let mut off = [0i64; 2];
    let cap = i64::from(rules.cap.unwrap_or(15));
    for (c, sign) in [(0usize, 1i64), (1, -1)] {
        for _ in 0..15 {
            loop {
                let roll = rng.random_range(0..100);
                // progress 1..=24 along this side's track, 0 for the bar, 25 for off
                let progress = match style {
                    0 if roll < 4 => 0,
                    0 if roll < 10 => 25,
                    0 => rng.random_range(1..=24usize),
                    1 if roll < 3 => 0,
                    1 if roll < 25 => 25,
                    1 if roll < 35 => rng.random_range(1..=18),
                    1 => rng.random_range(19..=24),
                    _ if roll < 25 => 0,
                    _ if roll < 30 => 25,
                    _ => rng.random_range(1..=24),
                };
                match progress {
                    0 => bar[c] += 1,
                    25 => off[c] += 1,
                    p => {
                        let point = if c == 0 { 25 - p } else { p };
                        let v = &mut points[point - 1];
                        if *v * sign < 0 || (*v * sign) >= cap {
                            continue;
                        }
                        *v += sign;
                    }
                }
                break;
            }
        }
    }
    if off == [15, 15] {
        off[0] = 14;
        bar[0] = 1;
    }
    let turn = if rng.random() {
        Color::Black
    } else {
        Color::White
    };
    let setup = Setup {
        points: points.iter().map(|&v| PointSetup::Signed(v)).collect(),
        bar,
        off,
        turn,
        rules: Some(rules),
    };
    Position::from_setup(&setup).unwrap()
}

/// A position reached by `plies` random plays (random dice, random legal play) from the opening.
pub fn random_game_position(rng: &mut Rng, rules: Rules, plies: usize) -> Position {
    let first = if rng.random() {
        Color::Black
    } else {
        Color::White
    };
    let mut pos = Position::opening(rules, first);
    for _ in 0..plies {
        if pos.outcome().is_some() {
            break;
        }
        let plays = pos.legal_plays(roll(rng));
        pos = *plays[rng.random_range(..plays.len())].result();
    }
    pos
}

/// The same position seen from the other side: colours swapped, points renumbered p -> 25 - p,
/// the other side to move.
pub fn mirror_position(pos: &Position) -> Position {
    let (points, bar, off) = mirror(&board_key(pos));
    let setup = Setup {
        points: points
            .iter()
            .map(|&v| PointSetup::Signed(i64::from(v)))
            .collect(),
        bar: [i64::from(bar[0]), i64::from(bar[1])],
        off: [i64::from(off[0]), i64::from(off[1])],
        turn: pos.turn().opponent(),
        rules: Some(pos.rules()),
    };
    Position::from_setup(&setup).unwrap()
}
