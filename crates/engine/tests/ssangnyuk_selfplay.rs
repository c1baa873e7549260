//! Self-play: random games under every preset, through the same calls the board makes (jaengdu,
//! roll, take a step, sometimes undo, finish). They must end, and never panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{Color, Die, Event, Game, Phase, Preset, Rules, CHECKERS};
use rand::{RngExt, SeedableRng};
use ssangnyuk_support::{board_key, engine_results, Rng};

/// Far more turns than any real game needs; reaching it means a game that does not end.
const TURN_LIMIT: usize = 5_000;

/// Plays one random game; returns the winner and the number of turns.
fn random_game(rules: Rules, seed: u64) -> (Color, usize) {
    let mut rng = Rng::seed_from_u64(seed);
    let mut game = Game::new(rules);
    while game.phase() == Phase::Jaengdu {
        let (w, b) = (
            Die::new(rng.random_range(1..=6)).unwrap(),
            Die::new(rng.random_range(1..=6)).unwrap(),
        );
        let starter = game.throw_jaengdu(w, b).unwrap();
        assert_eq!(starter.is_none(), w == b);
    }
    let mut turns = 0;
    while game.phase() != Phase::Over {
        assert!(
            turns < TURN_LIMIT,
            "{rules:?} seed {seed}: no winner after {TURN_LIMIT} turns"
        );
        turns += 1;
        if game.phase() == Phase::Roll {
            let before = game.position();
            let roll = ssangnyuk_support::roll(&mut rng);
            if game.roll(roll).unwrap().is_some() {
                // The pass is the roll's one legal play: the same board, the other side to move.
                let plays = before.legal_plays(roll);
                assert!(plays.len() == 1 && plays[0].is_pass());
                assert_eq!(game.position(), *plays[0].result());
                assert_eq!(game.position().turn(), before.turn().opponent());
                continue;
            }
        }
        let turn = game.turn().unwrap();
        let (start, roll) = (turn.start(), turn.dice());
        loop {
            let steps = game.turn().unwrap().legal_steps();
            if steps.is_empty() {
                break;
            }
            let step = steps[rng.random_range(..steps.len())];
            game.take(step).unwrap();
            // Now and then take the step back and choose again, as a player might.
            if rng.random_range(0..6) == 0 {
                assert_eq!(
                    game.undo().map(|s| (s.from, s.to, s.pips)),
                    Ok((step.from, step.to, step.pips))
                );
            }
        }
        let play = game.finish().unwrap();
        // Every walk of single steps ends on one of the generated plays.
        if turns % 7 == 0 {
            assert!(
                engine_results(&start, roll).contains(&board_key(play.result())),
                "{play}"
            );
        }
        let now = game.position();
        for c in [Color::White, Color::Black] {
            let on_points: u8 = (1..=24).map(|p| now.count(c, p)).sum();
            assert_eq!(on_points + now.bar(c) + now.off(c), CHECKERS);
        }
    }
    let winner = game.outcome().unwrap().winner;
    assert_eq!(game.position().off(winner), CHECKERS);
    assert!(game.position().off(winner.opponent()) < CHECKERS);
    assert!(matches!(game.record().last(), Some(Event::Played { color, .. }) if *color == winner));
    assert!(
        game.roll(ssangnyuk_support::dice(3, 1)).is_err(),
        "nothing to roll once the game is over"
    );
    (winner, turns)
}

/// 16 games a preset keeps the suite fast; set `SELFPLAY_GAMES` for a longer hunt.
fn games_per_preset() -> u64 {
    std::env::var("SELFPLAY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(16)
}

#[test]
fn random_games_end_under_every_preset() {
    for (i, preset) in Preset::ALL.into_iter().enumerate() {
        for g in 0..games_per_preset() {
            let (_, turns) = random_game(preset.rules(), 1000 * i as u64 + g);
            assert!(turns > 10, "{preset}: a game of {turns} turns");
        }
    }
}

#[test]
fn both_sides_win_some_random_games() {
    let mut wins = [0; 2];
    for seed in 0..20 {
        wins[random_game(Rules::SEED, 0xbeef + seed).0.index()] += 1;
    }
    assert!(wins[0] > 0 && wins[1] > 0, "{wins:?}");
}
