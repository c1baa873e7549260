//! San Yao: moves simulated per second over a fixed corpus of positions.
//!
//! The corpus is generated from a fixed seed: positions met in random matches (what a bot
//! searches) and random boards (where endless sowing, about one move in five hundred, must be
//! proved endless). Prints the corpus size and the longest relay (lifts in one move) seen.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use madang_engine::sanyao::{Event, PlayError, Player, Position, Setup};
use rand::{RngExt, SeedableRng};

/// The project's seeded generator: the corpus is the same on every run.
type Rng = rand_pcg::Pcg64Mcg;

/// Every position met in `matches` random matches.
fn played_corpus(rng: &mut Rng, matches: usize) -> Vec<Position> {
    let mut corpus = Vec::new();
    for game in 0..matches {
        let starter = if game % 2 == 0 {
            Player::South
        } else {
            Player::North
        };
        let mut position = Position::opening(starter);
        while position.outcome().is_none() {
            corpus.push(position.clone());
            let legal: Vec<usize> = position.legal_moves().iter().collect();
            position = position
                .play(legal[rng.random_range(..legal.len())])
                .unwrap()
                .position;
        }
    }
    corpus
}

/// `count` boards with the 50 seeds placed at random, South controlling every hole.
fn random_corpus(rng: &mut Rng, count: usize) -> Vec<Position> {
    (0..count)
        .map(|_| {
            let mut pits = [0i64; 10];
            for _ in 0..50 {
                pits[rng.random_range(..10usize)] += 1;
            }
            let setup = Setup {
                pits: pits.to_vec(),
                owner: vec![0; 10],
                stores: vec![0, 0],
                turn: 0,
                round: 1,
                starter: None,
                seen: Vec::new(),
            };
            Position::from_setup(setup).unwrap()
        })
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
    let mut rng = Rng::seed_from_u64(0x5A4_7A0);
    let corpora = [
        ("played", played_corpus(&mut rng, 20)),
        ("random", random_corpus(&mut rng, 500)),
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

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = bench
}
criterion_main!(benches);
