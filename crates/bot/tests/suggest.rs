//! Suggestions: the hard player's way to finish a turn a person has begun.
#![allow(clippy::unwrap_used)]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::ssangnyuk::{net, roll, HardBot};
use madang_bot::{Bot, Budget};
use madang_engine::ssangnyuk::{Color, Position, Rules, Turn};

fn hard() -> HardBot {
    let mut bot = HardBot::new(net::embedded());
    // A small budget keeps the test quick; the choice is still the search's.
    bot.set_budget(Budget::nodes(2_000));
    bot
}

#[test]
fn with_no_step_taken_the_suggestion_is_the_hard_players_play() {
    let mut rng = Rng::seed_from_u64(12);
    let mut pos = Position::opening(Rules::SEED, Color::White);
    for _ in 0..30 {
        if pos.outcome().is_some() {
            break;
        }
        let dice = roll(&mut rng);
        let chosen = hard().choose(&pos, dice).unwrap();
        let suggested = hard().finish_turn(&Turn::new(pos, dice)).unwrap();
        assert_eq!(suggested.result(), chosen.result());
        pos = *chosen.result();
    }
}

#[test]
fn a_suggestion_mid_turn_finishes_the_steps_already_taken() {
    let mut rng = Rng::seed_from_u64(4);
    let mut pos = Position::opening(Rules::SEED, Color::White);
    let mut checked = 0;
    for _ in 0..40 {
        if pos.outcome().is_some() {
            break;
        }
        let dice = roll(&mut rng);
        let mut turn = Turn::new(pos, dice);
        let first = turn.legal_steps();
        if let Some(&step) = first.get(rng.random_range(0..first.len().max(1))) {
            turn.take(step).unwrap();
            let suggestion = hard().finish_turn(&turn).unwrap();
            let mut rest = turn.clone();
            for s in suggestion.steps() {
                rest.take(s).unwrap();
            }
            assert!(rest.is_complete());
            assert_eq!(rest.finish().unwrap().result(), suggestion.result());
            checked += 1;
        }
        pos = *hard().choose(&pos, dice).unwrap().result();
    }
    assert!(checked > 10, "{checked}");
}
