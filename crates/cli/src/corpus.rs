//! `madang ssangnyuk corpus`: positions reached by random play, for benchmarks and fixtures.

use madang_bot::rng::Rng;
use madang_engine::json;
use madang_engine::ssangnyuk::{Color, Dice, Position, Rules, Setup};

/// `count` positions from random games (uniformly random legal plays), every `stride`-th turn.
pub fn positions(count: usize, seed: u64, rules: Rules) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::with_capacity(count);
    let mut pos = Position::opening(rules, Color::White);
    let mut turn = 0u64;
    while out.len() < count {
        if pos.outcome().is_some() {
            pos = Position::opening(rules, Color::White);
        }
        let dice = Dice::new(rng.below(6) as i64 + 1, rng.below(6) as i64 + 1);
        let Ok(dice) = dice else { continue };
        // A roll that cannot be played has one play, the pass.
        let plays = pos.legal_plays(dice);
        if let Some(p) = plays.get(rng.below(plays.len() as u64) as usize) {
            pos = *p.result();
        }
        turn += 1;
        if turn % 3 == 0 && pos.outcome().is_none() {
            out.push(pos);
        }
    }
    out
}

/// The corpus as a JSON array of positions.
pub fn to_json(positions: &[Position]) -> String {
    let setups: Vec<Setup> = positions.iter().map(Position::to_setup).collect();
    json::to_string(&setups)
}
