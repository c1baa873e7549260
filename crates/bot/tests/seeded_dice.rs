//! The dice a seed gives are the same whether drawn as rolls (the page's `roll()`) or one die at
//! a time (what a seeded record's reader checks and continues), and the first San Yao starter
//! drawn from a seed is the page's draw.
#![allow(clippy::unwrap_used)]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::sanyao::draw_starter;
use madang_bot::ssangnyuk::{die, roll, SeededDice};
use madang_engine::sanyao::Player;
use madang_engine::ssangnyuk::{Dice, DiceSource};

#[test]
fn a_seed_gives_the_same_rolls_die_by_die() {
    for seed in [0, 1, 42, u64::MAX] {
        let mut rolls = Rng::seed_from_u64(seed);
        let mut dice = SeededDice::new(seed);
        // The jaengdu throws one die a side, then every roll two.
        assert_eq!(die(&mut rolls), dice.die());
        assert_eq!(die(&mut rolls), dice.die());
        for _ in 0..50 {
            assert_eq!(roll(&mut rolls), Dice::from_dice(dice.die(), dice.die()));
        }
    }
}

#[test]
fn the_first_starter_is_drawn_from_the_seed_and_both_players_can_start() {
    let starters: Vec<Player> = (0..64).map(draw_starter).collect();
    assert!(starters.contains(&Player::South) && starters.contains(&Player::North));
    for seed in 0..64 {
        let coin = Rng::seed_from_u64(seed).random_range(0..2u8);
        let expected = if coin == 0 {
            Player::South
        } else {
            Player::North
        };
        assert_eq!(draw_starter(seed), expected, "seed {seed}");
    }
}
