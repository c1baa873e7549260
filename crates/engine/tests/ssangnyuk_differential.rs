//! The generator's output does not change: today's engine against a frozen copy of the
//! generator as it was before the rewrite for speed (`reference/ssangnyuk_plays.rs`), on more
//! than 100,000 (position, roll) pairs across the six presets. Plays must match in order, steps,
//! notation and result; a turn must offer the same steps in the same order at every stage; and
//! `find_play` must pick the same sequence. `legal_results` must give the plays' results in
//! their order.
//!
//! Positions: the bench corpus, positions from seeded random games, and random placements that
//! stress the edges (checkers on the bar, bearing off, blocked by primes, points at the cap,
//! finished games).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod reference;
mod ssangnyuk_support;

use madang_engine::ssangnyuk::{
    Color, Dice, Loc, Notation, PointSetup, Position, Preset, Rules, Setup, Step, Turn,
};
use rand::{RngExt, SeedableRng};
use reference::ssangnyuk_plays as frozen;
use ssangnyuk_support::{random_game_position, random_placement, Rng};

/// Positions per preset and source; 21 rolls each.
const CORPUS: usize = 200;
const GAMES: usize = 250;
const PER_STYLE: usize = 80;
const STYLES: usize = 5;

/// The bench corpus (seed-rule positions) with `rules` in force.
fn corpus(rules: Rules) -> Vec<Position> {
    let setups: Vec<Setup> =
        madang_engine::json::from_str(include_str!("../benches/ssangnyuk_corpus.json")).unwrap();
    setups
        .into_iter()
        .map(|mut s| {
            s.rules = Some(rules);
            Position::from_setup(&s).unwrap()
        })
        .collect()
}

/// A position where both sides crowd a few points, so the cap decides many steps (style 3), or
/// where the side not to move holds a prime (style 4).
fn crowded_or_primed(rng: &mut Rng, rules: Rules, primed: bool) -> Position {
    let cap = i64::from(rules.cap.unwrap_or(15));
    let mut points = [0i64; 24];
    let mut bar = [0i64; 2];
    let mut off = [0i64; 2];
    let turn = if rng.random() {
        Color::White
    } else {
        Color::Black
    };
    let mover = turn.index();
    for (c, sign) in [(0usize, 1i64), (1, -1)] {
        // A few favourite points per side (track progress 1..=24); a primed blocker uses a run.
        let start = rng.random_range(1..=19usize);
        let favourites: Vec<usize> = if primed && c != mover {
            (start..start + 6).collect()
        } else {
            (0..4).map(|_| rng.random_range(1..=24usize)).collect()
        };
        for _ in 0..15 {
            let mut placed = false;
            for _ in 0..20 {
                let roll = rng.random_range(0..100);
                if roll < 5 {
                    bar[c] += 1;
                    placed = true;
                    break;
                }
                if roll < 10 {
                    off[c] += 1;
                    placed = true;
                    break;
                }
                let progress = if roll < 85 {
                    favourites[rng.random_range(..favourites.len())]
                } else {
                    rng.random_range(1..=24)
                };
                let point = if c == 0 { 25 - progress } else { progress };
                let v = &mut points[point - 1];
                if *v * sign < 0 || *v * sign >= cap {
                    continue;
                }
                *v += sign;
                placed = true;
                break;
            }
            if !placed {
                off[c] += 1;
            }
        }
    }
    if off == [15, 15] {
        off[0] = 14;
        bar[0] = 1;
    }
    let setup = Setup {
        points: points.iter().map(|&v| PointSetup::Signed(v)).collect(),
        bar,
        off,
        turn,
        rules: Some(rules),
    };
    Position::from_setup(&setup).unwrap()
}

/// A finished game: the side not to move has borne everything off.
fn finished(rules: Rules, turn: Color) -> Position {
    let mut points = [0i64; 24];
    let sign = if turn == Color::White { 1 } else { -1 };
    points[if turn == Color::White { 5 } else { 18 }] = 3 * sign;
    let mut off = [0i64; 2];
    off[turn.index()] = 12;
    off[turn.opponent().index()] = 15;
    let setup = Setup {
        points: points.iter().map(|&v| PointSetup::Signed(v)).collect(),
        bar: [0, 0],
        off,
        turn,
        rules: Some(rules),
    };
    Position::from_setup(&setup).unwrap()
}

/// Every position the test covers under `preset`, in a fixed order.
fn positions(preset: Preset) -> Vec<Position> {
    let rules = preset.rules();
    let mut rng = Rng::seed_from_u64(0xd1ff_0000 + preset as u64);
    let mut out = corpus(rules);
    assert_eq!(out.len(), CORPUS);
    for i in 0..GAMES {
        let plies = rng.random_range(0..=(40 + i % 160));
        out.push(random_game_position(&mut rng, rules, plies));
    }
    for style in 0..STYLES {
        for _ in 0..PER_STYLE {
            out.push(match style {
                0..=2 => random_placement(&mut rng, rules, style as u8),
                _ => crowded_or_primed(&mut rng, rules, style == 4),
            });
        }
    }
    out.push(finished(rules, Color::White));
    out.push(finished(rules, Color::Black));
    out
}

fn written(steps: impl Iterator<Item = Step>) -> Vec<(Loc, Loc, bool)> {
    steps.map(|s| (s.from, s.to, s.hit)).collect()
}

/// Compares everything the engine says about one (position, roll) with the frozen generator.
fn compare(pos: &Position, dice: Dice, rng: &mut Rng) {
    let at = || format!("{:?} {dice} {:?}", pos.rules().preset(), pos);
    let new = pos.legal_plays(dice);
    let old = frozen::legal_plays(pos, dice);
    assert_eq!(new.len(), old.len(), "play count, {}", at());
    for (n, o) in new.iter().zip(&old) {
        let (ns, os): (Vec<Step>, Vec<Step>) = (n.steps().collect(), o.steps().collect());
        assert_eq!(ns, os, "steps, {}", at());
        assert_eq!(n.to_string(), o.notation(), "notation, {}", at());
        assert_eq!(n.is_pass(), o.is_pass());
        assert_eq!(n.dice_used(), o.dice_used());
        let r = n.result();
        assert_eq!(frozen::Board::of(r), o.result().board, "result, {}", at());
        assert_eq!((r.turn(), r.rules()), (o.result().turn, o.result().rules));
    }

    // The results alone, as a search asks for them: the same positions in the same order,
    // into a buffer that held something before.
    let mut results = vec![*pos];
    pos.legal_results(dice, &mut results);
    assert!(
        results.iter().eq(new.iter().map(|p| p.result())),
        "legal_results, {}",
        at()
    );

    // A turn offers the same steps, in the same order, at every stage of one random path.
    let sequences = frozen::sequences(pos, dice);
    let mut turn = Turn::new(*pos, dice);
    let mut taken: Vec<Step> = Vec::new();
    loop {
        let offered = turn.legal_steps();
        assert_eq!(
            offered,
            frozen::legal_steps(&sequences, &taken),
            "turn steps after {taken:?}, {}",
            at()
        );
        if offered.is_empty() {
            break;
        }
        let step = offered[rng.random_range(..offered.len())];
        turn.take(step).unwrap();
        taken.push(step);
    }
    if let Ok(play) = turn.finish() {
        let o = sequences
            .iter()
            .find(|p| p.steps().eq(taken.iter().copied()))
            .expect("a finished turn is one of the sequences");
        assert_eq!(frozen::Board::of(play.result()), o.result().board);
    } else {
        assert!(
            sequences.is_empty(),
            "only a finished game refuses, {}",
            at()
        );
    }

    // The notation of one play finds the same sequence both ways.
    if let Some(p) = new.get(rng.random_range(..new.len().max(1))) {
        let text = p.to_string();
        let notation: Notation = text.parse().unwrap();
        let want: Vec<(Loc, Loc, bool)> =
            notation.0.iter().map(|w| (w.from, w.to, w.hit)).collect();
        let found = pos.find_play(dice, &notation);
        assert_eq!(
            found.map(|f| f.steps().collect::<Vec<_>>()),
            frozen::find_play(pos, dice, &want).map(|f| f.steps().collect::<Vec<_>>()),
            "find_play {text}, {}",
            at()
        );
        let found = found.map(|f| written(f.steps()));
        assert_eq!(found, Some(want));
    }
}

/// Runs every position of `preset` with all 21 rolls; returns the number of pairs.
fn differential(preset: Preset) -> usize {
    let mut rng = Rng::seed_from_u64(0xd1ff_1000 + preset as u64);
    let mut pairs = 0;
    for pos in positions(preset) {
        for dice in Dice::ALL_21 {
            compare(&pos, dice, &mut rng);
            pairs += 1;
        }
    }
    pairs
}

/// Positions per preset: corpus, games, styles, two finished games.
const PAIRS_PER_PRESET: usize = (CORPUS + GAMES + STYLES * PER_STYLE + 2) * 21;

#[test]
fn at_least_100_000_pairs_are_compared() {
    assert!(PAIRS_PER_PRESET * Preset::ALL.len() >= 100_000);
}

#[test]
fn seed_rules_plays_are_unchanged() {
    assert_eq!(differential(Preset::Seed), PAIRS_PER_PRESET);
}

#[test]
fn cap6_plays_are_unchanged() {
    assert_eq!(differential(Preset::Cap6), PAIRS_PER_PRESET);
}

#[test]
fn doubles_four_plays_are_unchanged() {
    assert_eq!(differential(Preset::DoublesFour), PAIRS_PER_PRESET);
}

#[test]
fn strict_bear_off_plays_are_unchanged() {
    assert_eq!(differential(Preset::StrictBearOff), PAIRS_PER_PRESET);
}

#[test]
fn touch_down_plays_are_unchanged() {
    assert_eq!(differential(Preset::TouchDown), PAIRS_PER_PRESET);
}

#[test]
fn backgammon_plays_are_unchanged() {
    assert_eq!(differential(Preset::Backgammon), PAIRS_PER_PRESET);
}
