//! Legal-play generation over a fixed corpus (200 positions from seeded random games, made by
//! `madang ssangnyuk corpus --count 200 --seed 2026`) for all 21 rolls.
#![allow(missing_docs)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use madang_engine::ssangnyuk::{Dice, Position, Setup};
use std::hint::black_box;

fn corpus() -> Vec<Position> {
    let setups: Vec<Setup> =
        madang_engine::json::from_str(include_str!("ssangnyuk_corpus.json")).unwrap_or_default();
    setups
        .iter()
        .filter_map(|s| Position::from_setup(s).ok())
        .collect()
}

fn bench(c: &mut Criterion) {
    let positions = corpus();
    let rolls = Dice::ALL_21;
    assert_eq!(
        (positions.len(), rolls.len()),
        (200, 21),
        "corpus and rolls are fixed"
    );
    let plays: usize = positions
        .iter()
        .flat_map(|p| rolls.iter().map(move |d| p.legal_plays(*d).len()))
        .sum();
    println!(
        "corpus: {} positions x {} rolls = {} plays",
        positions.len(),
        rolls.len(),
        plays
    );
    let mut g = c.benchmark_group("ssangnyuk");
    g.throughput(Throughput::Elements((positions.len() * rolls.len()) as u64));
    g.bench_function("legal_plays/corpus x 21 rolls", |b| {
        b.iter(|| {
            let mut n = 0;
            for p in &positions {
                for d in &rolls {
                    n += black_box(p).legal_plays(*d).len();
                }
            }
            n
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
