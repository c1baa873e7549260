#![allow(clippy::unwrap_used)]
mod ssangnyuk_support;
use madang_engine::ssangnyuk::*;
use ssangnyuk_support::*;
#[test]
fn scratch() {
    for preset in [Preset::Seed, Preset::DoublesFour, Preset::Backgammon] {
    let mut rng = SplitMix64(9);
    let mut worst = (std::time::Duration::ZERO, 0, String::new());
    for i in 0..400 { let k = rng.below(100); let p = if i % 2 == 0 { random_game_position(&mut rng, preset.rules(), k) } else { random_placement(&mut rng, preset.rules(), 0) };
      for r in all_rolls() { let t = std::time::Instant::now(); let n = p.legal_plays(r).len(); let e = t.elapsed(); if e > worst.0 { worst = (e, n, format!("{} {}", madang_engine::json::to_string(&p.to_setup()), r)); } } }
    println!("{preset}: worst {:?} {} plays {}", worst.0, worst.1, worst.2);
    }
}
