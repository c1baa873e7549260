//! The Ssangnyuk players under every rule set the page offers, not only the seed tables'
//! rules: whole games end, and every choice is one of the engine's legal plays for that roll.
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_bot::rng::{Rng, SeedableRng};
use madang_bot::{ssangnyuk_bot, Budget, Level};
use madang_engine::ssangnyuk::{self as sn, Color, Preset};

/// Plays one game, `level` as White against `random` as Black, checking each choice; returns
/// the number of turns it took.
fn checked_game(preset: Preset, level: Level, seed: u64) -> usize {
    let mut bots = [
        ssangnyuk_bot(level, seed),
        ssangnyuk_bot(Level::Random, seed + 1),
    ];
    for b in &mut bots {
        // Debug builds are slow: a small look-ahead budget keeps the test fast.
        b.set_budget(Budget::nodes(600));
    }
    let mut dice = Rng::seed_from_u64(seed);
    let mut pos = sn::Position::opening(preset.rules(), Color::White);
    for turn in 0..3_000 {
        if pos.outcome().is_some() {
            return turn;
        }
        let d = madang_bot::ssangnyuk::roll(&mut dice);
        let legal = pos.legal_plays(d);
        let who = usize::from(pos.turn() == Color::Black);
        pos = match bots[who].choose(&pos, d) {
            Some(p) => {
                assert!(
                    legal.iter().any(|l| l.result() == p.result()),
                    "{preset}: {} chose a play that is not legal",
                    bots[who].level()
                );
                *p.result()
            }
            None => panic!(
                "{preset}: {} offered no play, though the pass is always legal",
                bots[who].level()
            ),
        };
    }
    panic!("{preset}: {level:?} against random did not finish in 3,000 turns")
}

#[test]
fn every_level_plays_whole_legal_games_under_every_preset() {
    for preset in Preset::ALL {
        for level in Level::ALL {
            let turns = checked_game(preset, level, 7 + preset as u64);
            assert!(
                turns >= 14,
                "{preset}: {level:?} finished in {turns} turns, too few for a race"
            );
        }
    }
}

#[test]
fn stronger_levels_beat_random_under_other_presets_too() {
    // Not a strength measurement (that is `madang ssangnyuk selfplay`): a check that the
    // evaluations still point the right way when the rules change, over a few games.
    for preset in [Preset::Cap6, Preset::DoublesFour, Preset::Backgammon] {
        let mut wins = 0;
        for seed in 0..6 {
            let mut bots = [
                ssangnyuk_bot(Level::Medium, seed),
                ssangnyuk_bot(Level::Random, seed),
            ];
            let mut dice = Rng::seed_from_u64(seed * 31 + 1);
            let mut pos = sn::Position::opening(preset.rules(), Color::White);
            while pos.outcome().is_none() {
                let who = usize::from(pos.turn() == Color::Black);
                let d = madang_bot::ssangnyuk::roll(&mut dice);
                pos = match bots[who].choose(&pos, d) {
                    Some(p) => *p.result(),
                    None => panic!("no play offered in a game still on"),
                };
            }
            if pos.outcome().map(|o| o.winner) == Some(Color::White) {
                wins += 1;
            }
        }
        assert!(
            wins >= 5,
            "{preset}: medium won only {wins} of 6 against random"
        );
    }
}
