//! `madang ssangnyuk corpus`: positions reached by random play, for benchmarks and fixtures.

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_engine::json;
use madang_engine::ssangnyuk::{Color, Position, Rules, Setup};

/// `count` positions from random games (uniformly random legal plays), every `stride`-th turn.
pub fn positions(count: usize, seed: u64, rules: Rules) -> Vec<Position> {
    let mut rng = Rng::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    let mut pos = Position::opening(rules, Color::White);
    let mut turn = 0u64;
    while out.len() < count {
        if pos.outcome().is_some() {
            pos = Position::opening(rules, Color::White);
        }
        let dice = madang_bot::ssangnyuk::roll(&mut rng);
        // A roll that cannot be played has one play, the pass.
        let plays = pos.legal_plays(dice);
        if !plays.is_empty() {
            pos = *plays[rng.random_range(..plays.len())].result();
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
