//! `madang ssangnyuk corpus` and `madang sanyao corpus`: positions reached by random play (and,
//! for San Yao, random boards), the fixed workloads of the native and wasm benchmarks.

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_engine::json;
use madang_engine::sanyao;
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

/// Every `every`-th San Yao position met in `matches` matches of uniformly random moves
/// (starters alternating), as a bot's search meets them.
pub fn sanyao_matches(matches: usize, every: usize, seed: u64) -> Vec<sanyao::Position> {
    let mut met = 0usize;
    let mut rng = Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    for game in 0..matches {
        let starter = sanyao::Player::BOTH[game % 2];
        let mut position = sanyao::Position::opening(starter);
        while position.outcome().is_none() {
            if met % every.max(1) == 0 {
                out.push(position.clone());
            }
            met += 1;
            let legal: Vec<usize> = position.legal_moves().iter().collect();
            // After a move the player to move always has one, unless the match is over.
            let Some(&hole) = legal.get(rng.random_range(..legal.len().max(1))) else {
                break;
            };
            match position.play(hole) {
                Ok(r) => position = r.position,
                Err(_) => break,
            }
        }
    }
    out
}

/// `count` San Yao boards with the 50 seeds dropped into random holes, South to move and in
/// control of every hole: boards where endless sowing must often be proved.
pub fn sanyao_boards(count: usize, seed: u64) -> Vec<sanyao::Position> {
    let mut rng = Rng::seed_from_u64(seed);
    (0..count)
        .filter_map(|_| {
            let mut pits = vec![0i64; sanyao::HOLES];
            for _ in 0..sanyao::SEEDS {
                pits[rng.random_range(..sanyao::HOLES)] += 1;
            }
            let setup = sanyao::Setup {
                pits,
                owner: vec![0; sanyao::HOLES],
                stores: vec![0, 0],
                turn: 0,
                round: 1,
                starter: None,
                seen: Vec::new(),
                last: None,
            };
            sanyao::Position::from_setup(&setup).ok()
        })
        .collect()
}

/// A San Yao corpus as a JSON array of positions.
pub fn sanyao_json(positions: &[sanyao::Position]) -> String {
    let setups: Vec<sanyao::Setup> = positions.iter().map(sanyao::Position::to_setup).collect();
    json::to_string(&setups)
}
