//! Legal plays before and after the rewrite for speed, side by side in one process: the frozen
//! copy of the old generator (`tests/reference/ssangnyuk_plays.rs`, commit 9ae874a) against
//! today's `Position::legal_plays`, on the same positions and rolls.
//!
//! Workloads: the bench corpus under the seed rules (all 21 rolls), and 2,000 positions from
//! seeded random games under the backgammon preset (all 21 rolls, then the 6 doubles and the 15
//! other rolls apart). `node scripts/bench-plays.mjs` runs this and prints medians and ratios.
#![allow(missing_docs, clippy::unwrap_used)]

#[path = "../tests/reference/ssangnyuk_plays.rs"]
mod frozen;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use madang_engine::ssangnyuk::{Color, Dice, Position, Preset, Setup};
use rand::{RngExt, SeedableRng};
use std::hint::black_box;
use std::time::Duration;

fn corpus() -> Vec<Position> {
    let setups: Vec<Setup> =
        madang_engine::json::from_str(include_str!("ssangnyuk_corpus.json")).unwrap_or_default();
    setups
        .iter()
        .filter_map(|s| Position::from_setup(s).ok())
        .collect()
}

/// `count` positions met in seeded random games (random rolls, random legal plays) under
/// `preset`, each kept with probability 1/8 so they spread over whole games.
fn played(preset: Preset, count: usize, seed: u64) -> Vec<Position> {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    let mut out = Vec::with_capacity(count);
    while out.len() < count {
        let mut pos = Position::opening(preset.rules(), Color::White);
        while pos.outcome().is_none() && out.len() < count {
            if rng.random_range(0..8) == 0 {
                out.push(pos);
            }
            let dice = Dice::new(rng.random_range(1..=6), rng.random_range(1..=6)).unwrap();
            let plays = pos.legal_plays(dice);
            pos = *plays[rng.random_range(..plays.len())].result();
        }
    }
    out
}

fn old(positions: &[Position], rolls: &[Dice]) -> usize {
    let mut n = 0;
    for p in positions {
        for d in rolls {
            n += frozen::legal_plays(black_box(p), *d).len();
        }
    }
    n
}

fn new(positions: &[Position], rolls: &[Dice]) -> usize {
    let mut n = 0;
    for p in positions {
        for d in rolls {
            n += black_box(p).legal_plays(*d).len();
        }
    }
    n
}

fn bench(c: &mut Criterion) {
    let all = Dice::ALL_21;
    let doubles: Vec<Dice> = all.into_iter().filter(|d| d.is_double()).collect();
    let others: Vec<Dice> = all.into_iter().filter(|d| !d.is_double()).collect();
    let seed_corpus = corpus();
    assert_eq!(seed_corpus.len(), 200, "the corpus is fixed");
    let backgammon = played(Preset::Backgammon, 2000, 13);
    let workloads: [(&str, &[Position], &[Dice]); 4] = [
        ("seed corpus x 21", &seed_corpus, &all),
        ("backgammon 2000 x 21", &backgammon, &all),
        ("backgammon 2000 x 6 doubles", &backgammon, &doubles),
        ("backgammon 2000 x 15 others", &backgammon, &others),
    ];
    for (name, positions, rolls) in workloads {
        // The same plays both ways, so the two timings do the same work.
        assert_eq!(old(positions, rolls), new(positions, rolls), "{name}");
        let mut g = c.benchmark_group(format!("legal_plays/{name}"));
        g.throughput(Throughput::Elements((positions.len() * rolls.len()) as u64));
        g.sample_size(10);
        g.warm_up_time(Duration::from_secs(1));
        g.measurement_time(Duration::from_secs(4));
        g.bench_function(BenchmarkId::from_parameter("old"), |b| {
            b.iter(|| old(positions, rolls))
        });
        g.bench_function(BenchmarkId::from_parameter("new"), |b| {
            b.iter(|| new(positions, rolls))
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
