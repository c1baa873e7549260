//! Property tests over random legal positions (random placement that respects the rules, and
//! random play from the opening), under every preset.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{Color, Dice, Notation, Position, Preset, Turn};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use ssangnyuk_support::{
    board_key, engine_results, random_game_position, random_placement, reference, BoardKey, Rng,
};
use std::collections::{BTreeSet, HashSet};

/// A random legal position: `kind` 0-2 places checkers at random (spread, bearing off,
/// entering), 3 plays random games from the opening.
fn arbitrary_position(seed: u64, preset: usize, kind: u8) -> Position {
    let mut rng = Rng::seed_from_u64(seed);
    let rules = Preset::ALL[preset].rules();
    match kind {
        0..=2 => random_placement(&mut rng, rules, kind),
        _ => {
            let plies = rng.random_range(..80);
            random_game_position(&mut rng, rules, plies)
        }
    }
}

fn positions() -> impl Strategy<Value = Position> {
    (any::<u64>(), 0..Preset::ALL.len(), 0u8..4)
        .prop_map(|(seed, preset, kind)| arbitrary_position(seed, preset, kind))
}

fn rolls() -> impl Strategy<Value = Dice> {
    (1i64..=6, 1i64..=6).prop_map(|(a, b)| Dice::new(a, b).unwrap())
}

/// Fifteen a side, no point over the cap, never both colours on a point.
fn assert_legal(pos: &Position) -> Result<(), TestCaseError> {
    for color in [Color::White, Color::Black] {
        let on_points: u32 = (1..=24).map(|p| u32::from(pos.count(color, p))).sum();
        prop_assert_eq!(
            on_points + u32::from(pos.bar(color)) + u32::from(pos.off(color)),
            15
        );
    }
    for p in 1..=24 {
        let (w, b) = (pos.count(Color::White, p), pos.count(Color::Black, p));
        prop_assert!(w == 0 || b == 0, "point {} holds both colours", p);
        if let Some(cap) = pos.rules().cap {
            prop_assert!(w <= cap && b <= cap, "point {} holds {} / {}", p, w, b);
        }
    }
    Ok(())
}

/// Every board reachable by taking offered single steps until none is offered; fails if a walk
/// gets stuck before the roll is used as the rules demand.
fn walk_steps(
    turn: Turn,
    seen: &mut HashSet<(Position, Vec<u8>)>,
    ends: &mut BTreeSet<BoardKey>,
) -> Result<(), TestCaseError> {
    if !seen.insert((turn.position(), turn.dice_left().as_slice().to_vec())) {
        return Ok(());
    }
    let steps = turn.legal_steps();
    if steps.is_empty() {
        prop_assert!(
            turn.is_complete(),
            "stuck after {:?}",
            turn.taken().collect::<Vec<_>>()
        );
        ends.insert(board_key(&turn.finish().unwrap().result().clone()));
        return Ok(());
    }
    for s in steps {
        let mut next = turn.clone();
        next.take(s).unwrap();
        walk_steps(next, seen, ends)?;
    }
    Ok(())
}

/// 96 cases a property keeps the suite fast; set `PROPTEST_CASES` for a longer hunt.
fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(96)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn random_positions_are_legal(pos in positions()) {
        assert_legal(&pos)?;
        let setup = pos.to_setup();
        prop_assert_eq!(Position::from_setup(&setup), Ok(pos));
    }

    #[test]
    fn plays_keep_every_position_legal(pos in positions(), roll in rolls()) {
        for play in pos.legal_plays(roll) {
            assert_legal(play.result())?;
            prop_assert_eq!(play.result().turn(), pos.turn().opponent());
            prop_assert_eq!(play.result().rules(), pos.rules());
        }
    }

    #[test]
    fn every_generated_play_is_accepted_by_play_and_find_play(pos in positions(), roll in rolls()) {
        let plays = pos.legal_plays(roll);
        let mut results = HashSet::new();
        for play in &plays {
            let steps: Vec<_> = play.steps().collect();
            prop_assert!(steps.len() <= 4);
            // Only a roll that cannot be played has a play without steps, and it is alone.
            prop_assert_eq!(steps.is_empty(), play.is_pass());
            prop_assert!(!play.is_pass() || plays.len() == 1);
            prop_assert_eq!(pos.play(roll, &steps), Ok(*play.result()), "{}", play);
            let text = play.to_string();
            let notation: Notation = text.parse().unwrap();
            prop_assert_eq!(&notation, &play.notation());
            prop_assert_eq!(notation.to_string(), text.clone());
            let found = pos.find_play(roll, &notation);
            prop_assert_eq!(found.map(|p| *p.result()), Some(*play.result()), "{}", text);
            prop_assert!(results.insert(board_key(play.result())), "two plays end on one board: {}", text);
        }
    }

    #[test]
    fn single_steps_lead_exactly_to_the_generated_plays(pos in positions(), roll in rolls()) {
        let turn = Turn::new(pos, roll);
        let plays = engine_results(&pos, roll);
        if pos.outcome().is_some() {
            prop_assert!(plays.is_empty() && turn.legal_steps().is_empty());
            return Ok(());
        }
        // A roll that cannot be played passes, and says why; the walks end on exactly the
        // boards of the generated plays (the pass: the board as it was).
        let passes = pos.legal_plays(roll).first().is_some_and(|p| p.is_pass());
        prop_assert_eq!(passes, turn.pass_reason().is_some());
        if passes {
            prop_assert_eq!(&plays, &BTreeSet::from([board_key(&pos)]));
        }
        let mut ends = BTreeSet::new();
        walk_steps(turn.clone(), &mut HashSet::new(), &mut ends)?;
        prop_assert_eq!(&ends, &plays);
        // And the first step of every generated play is offered.
        let offered = turn.legal_steps();
        for play in pos.legal_plays(roll).iter().filter(|p| !p.is_pass()) {
            let first = play.steps().next().unwrap();
            prop_assert!(offered.iter().any(|s| s.from == first.from && s.to == first.to && s.pips == first.pips), "{}", play);
        }
    }

    #[test]
    fn engine_agrees_with_the_brute_force_reference(pos in positions(), roll in rolls()) {
        prop_assert_eq!(engine_results(&pos, roll), reference::results(&pos, roll));
    }
}

#[test]
fn engine_agrees_with_the_reference_for_all_rolls_of_many_positions() {
    let mut rng = Rng::seed_from_u64(0x0005_5a49_6e79_756b);
    for i in 0..120 {
        let pos = arbitrary_position(rng.random(), i % Preset::ALL.len(), (i % 4) as u8);
        for roll in ssangnyuk_support::all_rolls() {
            if pos.rules().doubles == madang_engine::ssangnyuk::Doubles::FourTimes
                && roll.is_double()
                && i % 3 != 0
            {
                continue;
            }
            assert_eq!(
                engine_results(&pos, roll),
                reference::results(&pos, roll),
                "{:?} {roll}",
                pos.to_setup()
            );
        }
    }
}
