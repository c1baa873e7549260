//! San Yao: moves simulated per second over a fixed corpus of positions, and the page's actions
//! on the costliest positions known.
//!
//! The corpus is generated from a fixed seed: positions met in random matches (what a bot
//! searches) and random boards (where endless sowing, about one move in five hundred, must be
//! proved endless). Prints the corpus size and the longest relay (lifts in one move) seen.
//!
//! `sanyao_worst.json` names positions whose legal sets cost most to prove (found by
//! `examples/sanyao_worst.rs`, or reported): each is imported (validated, then its status and
//! legal moves read, as the page does), read again, and played (every legal move, or the
//! pass).
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use madang_engine::sanyao::{Event, PlayError, Player, Position, Setup, Status};

/// splitmix64, seeded: the corpus is the same on every run.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Every position met in `matches` random matches.
fn played_corpus(rng: &mut SplitMix, matches: usize) -> Vec<Position> {
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
                .play(legal[rng.below(legal.len())])
                .unwrap()
                .position;
        }
    }
    corpus
}

/// `count` boards with the 50 seeds placed at random, South controlling every hole.
fn random_corpus(rng: &mut SplitMix, count: usize) -> Vec<Position> {
    (0..count)
        .map(|_| {
            let mut pits = [0i64; 10];
            for _ in 0..50 {
                pits[rng.below(10)] += 1;
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
    let mut rng = SplitMix(0x5A4_7A0);
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
            b.iter(|| state(&Position::from_setup(black_box(setup.clone())).unwrap()))
        });
        let position = Position::from_setup(setup.clone()).unwrap();
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
