//! San Yao: moves simulated per second over a fixed corpus of positions, and the page's actions
//! on the costliest positions known.
//!
//! The corpora are fixed files, so the wasm bench (`scripts/bench-wasm.mjs`) times the same
//! positions: `sanyao_played.json` (every 20th position of 10 random matches, what a bot's search
//! meets; `madang sanyao corpus --matches 10 --every 20 --seed 2026`) and `sanyao_boards.json`
//! (300 boards of 50 seeds in random holes, where endless sowing must often be proved;
//! `madang sanyao corpus --boards 300 --seed 2026`). Prints each corpus's size and the longest
//! relay (lifts in one move) seen.
//!
//! `sanyao_worst.json` names positions whose legal sets cost most to prove (found by
//! `examples/sanyao_worst.rs`, or reported): each is imported (validated, then its status and
//! legal moves read, as the page does), read again, and played (every legal move, or the
//! pass).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use madang_engine::sanyao::{Event, PlayError, Position, Setup, Status};

/// A corpus file: a JSON array of positions.
fn corpus(text: &str) -> Vec<Position> {
    let setups: Vec<Setup> = madang_engine::json::from_str(text).unwrap();
    setups
        .iter()
        .map(|s| Position::from_setup(s).unwrap())
        .collect()
}

/// (moves from occupied controlled holes, endless ones, longest relay in lifts) of a corpus.
fn survey(corpus: &[Position]) -> (u64, u64, usize) {
    let (mut moves, mut endless, mut longest) = (0, 0, 0);
    for position in corpus {
        for hole in 0..10 {
            match position.play(hole) {
                Ok(result) => {
                    moves += 1;
                    let lifts = result
                        .events
                        .iter()
                        .filter(|e| matches!(e, Event::Lift { .. } | Event::Relay { .. }))
                        .count();
                    longest = longest.max(lifts);
                }
                Err(PlayError::Endless) => {
                    moves += 1;
                    endless += 1;
                }
                Err(_) => {}
            }
        }
    }
    (moves, endless, longest)
}

fn bench(c: &mut Criterion) {
    let corpora = [
        ("played", corpus(include_str!("sanyao_played.json"))),
        ("random", corpus(include_str!("sanyao_boards.json"))),
    ];
    let mut group = c.benchmark_group("sanyao");
    for (name, corpus) in &corpora {
        let (moves, endless, longest) = survey(corpus);
        println!(
            "corpus {name}: {} positions, {moves} moves ({endless} endless), \
             longest relay {longest} lifts",
            corpus.len()
        );
        group.throughput(Throughput::Elements(moves));
        group.bench_function(format!("play_every_move/{name}"), |b| {
            b.iter(|| {
                let mut captured = 0u32;
                for position in corpus {
                    for hole in 0..10 {
                        if let Ok(result) = position.play(black_box(hole)) {
                            captured += u32::from(result.captured);
                        }
                    }
                }
                captured
            })
        });
        group.throughput(Throughput::Elements(corpus.len() as u64));
        group.bench_function(format!("legal_moves/{name}"), |b| {
            b.iter(|| {
                corpus
                    .iter()
                    .map(|p| black_box(p).legal_moves().len())
                    .sum::<usize>()
            })
        });
    }
    group.finish();
}

/// What the page reads after an import or a move.
fn state(position: &Position) -> (Status, usize) {
    (position.status(), position.legal_moves().len())
}

fn bench_worst(c: &mut Criterion) {
    let boards: Vec<(String, Setup)> =
        madang_engine::json::from_str(include_str!("sanyao_worst.json")).unwrap();
    let mut group = c.benchmark_group("sanyao_worst");
    for (name, setup) in &boards {
        group.bench_function(format!("import/{name}"), |b| {
            b.iter(|| state(&Position::from_setup(black_box(setup)).unwrap()))
        });
        let position = Position::from_setup(setup).unwrap();
        group.bench_function(format!("state/{name}"), |b| {
            b.iter(|| state(black_box(&position)))
        });
        let legal = position.legal_moves();
        group.bench_function(format!("play/{name}"), |b| {
            b.iter(|| {
                if legal.is_empty() {
                    return state(&position.advance().unwrap().position).1;
                }
                legal
                    .iter()
                    .map(|hole| state(&position.play(black_box(hole)).unwrap().position).1)
                    .sum()
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench, bench_worst
}
criterion_main!(benches);
