//! `madang ssangnyuk distill`: search distilled into the hard player's network. Each round
//! samples positions from the network's own self-play, labels them with its 1-ply value and
//! trains it toward the labels (see `madang_bot::ssangnyuk::distill`), keeping the epoch with
//! the lowest loss on positions held out (every tenth game's).

use crate::outfile;
use crate::terminal::escape;
use crate::train::{f32_path, load_net, note_path, utc_now};
use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::ssangnyuk::distill::{self, Sample};
use madang_bot::ssangnyuk::net::Net;
use madang_bot::ssangnyuk::search::Evaluator;
use madang_engine::ssangnyuk::Position;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The knobs of a run.
pub struct Knobs {
    /// Positions sampled per round.
    pub positions: usize,
    /// The run's seed.
    pub seed: u64,
    /// Rounds of sampling, labelling and training.
    pub rounds: u32,
    /// Training epochs per round (the best by held-out loss is kept).
    pub epochs: u32,
    /// The learning rate.
    pub lr: f32,
    /// The chance of a random play while sampling.
    pub explore: f32,
    /// Threads to label on; the results do not depend on it.
    pub threads: usize,
}

/// Positions from self-play of `net`, at least `n` of them and whole games, each with its
/// game's number; every game draws from its own generator, derived from `seed` and its number.
fn sample(net: &Net, n: usize, seed: u64, explore: f32) -> Vec<(u64, Position)> {
    let eval = Evaluator::new(net.clone(), true);
    let mut out = Vec::with_capacity(n);
    let mut game = 0u64;
    while out.len() < n {
        let mut rng = Rng::seed_from_u64(Rng::seed_from_u64(seed).random::<u64>() ^ game);
        for p in distill::game_positions(net, &eval, explore, &mut rng) {
            out.push((game, p));
        }
        game += 1;
    }
    out
}

/// The 1-ply labels of `positions` by `net`, over `threads` contiguous slices (each label
/// depends only on its position, so not on the threads).
fn label(net: &Net, positions: &[(u64, Position)], threads: usize) -> Vec<Sample> {
    let mut out: Vec<Sample> = positions
        .iter()
        .map(|&(_, position)| Sample {
            position,
            target: 0.0,
        })
        .collect();
    let chunk = out.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        for part in out.chunks_mut(chunk) {
            scope.spawn(move || {
                let mut eval = Evaluator::new(net.clone(), true);
                for s in part {
                    s.target = distill::label(&mut eval, &s.position);
                }
            });
        }
    });
    out
}

/// Trains `net` on `train` for the knobs' epochs; returns the weights of the epoch (0: the
/// start) with the lowest loss on `held`, and a log line per epoch.
fn fit(
    net: &Net,
    train: &[Sample],
    held: &[Sample],
    k: &Knobs,
    rng: &mut Rng,
) -> (Net, Vec<String>) {
    let mut best = (distill::loss(net, held), net.clone(), 0);
    let mut log = vec![format!("epoch 0: held-out loss {:.5}", best.0)];
    let mut current = net.clone();
    for e in 1..=k.epochs {
        distill::epoch(&mut current, train, k.lr, rng);
        // Measured as shipped: quantised to i16.
        let shipped =
            Net::from_bytes(&current.to_quantised_bytes()).unwrap_or_else(|| current.clone());
        let l = distill::loss(&shipped, held);
        log.push(format!("epoch {e}: held-out loss {l:.5}"));
        if l < best.0 {
            best = (l, current.clone(), e);
        }
    }
    log.push(format!("kept epoch {}", best.2));
    (best.1, log)
}

/// Runs the distillation from the weights in `from` and writes the result to `out`.
pub fn run(k: &Knobs, from: &str, out: &str) -> Result<String, String> {
    let mut net = load_net(from)?;
    for path in [out.to_string(), f32_path(out), note_path(out)] {
        outfile::check(Path::new(&path))?;
    }
    let command = format!(
        "madang ssangnyuk distill --positions {} --seed {} --from {from} --out {out} --rounds {} \
         --epochs {} --lr {} --explore {}",
        k.positions, k.seed, k.rounds, k.epochs, k.lr, k.explore
    );
    let started = Instant::now();
    let mut rng = Rng::seed_from_u64(k.seed);
    let mut log = Vec::new();
    for round in 0..k.rounds {
        let seed = rng.random::<u64>();
        let t = Instant::now();
        let positions = sample(&net, k.positions, seed, k.explore);
        let sampled = t.elapsed().as_secs_f64();
        let samples = label(&net, &positions, k.threads);
        let labelled = t.elapsed().as_secs_f64() - sampled;
        let (mut train, mut held) = (Vec::new(), Vec::new());
        for (&(game, _), s) in positions.iter().zip(samples) {
            if game % 10 == 0 {
                held.push(s)
            } else {
                train.push(s)
            }
        }
        let (next, lines) = fit(&net, &train, &held, k, &mut rng);
        net = next;
        let line = format!(
            "round {}: {} positions ({} held out), sampled in {sampled:.0} s, labelled in \
             {labelled:.0} s; {}",
            round + 1,
            positions.len(),
            held.len(),
            lines.join(", ")
        );
        let _ = writeln!(std::io::stderr(), "{line}");
        log.push(line);
        save(&net, out, &command, started.elapsed().as_secs_f64(), &log)?;
    }
    Ok(format!(
        "distilled {} rounds in {:.0} s; weights in {}",
        k.rounds,
        started.elapsed().as_secs_f64(),
        escape(out)
    ))
}

fn save(net: &Net, out: &str, command: &str, secs: f64, log: &[String]) -> Result<(), String> {
    let write = |path: &str, bytes: &[u8]| outfile::write(Path::new(path), bytes);
    write(out, &net.to_quantised_bytes())?;
    write(&f32_path(out), &net.to_f32_bytes())?;
    let note = format!(
        "# Provenance of {out}\n\n\
         - command: `{command}`\n\
         - method: positions from 0-ply self-play of the current network (a random play with\n  \
           chance --explore), positions both sides have home skipped; labels: the network's\n  \
           1-ply value (each of the mover's 21 rolls, its best play, results valued by the\n  \
           network or exactly by the bear-off table); training: SGD on the cross-entropy from\n  \
           the current weights, the epoch with the lowest held-out loss kept (every tenth game\n  \
           held out); each round labels again with the network the last one made\n\
         - generator: PCG-64 MCG (`rand_pcg::Pcg64Mcg`), seeded with `seed_from_u64`\n\
         - wall time: {secs:.0} s (release build, shared 2-core machine)\n\
         - date: {date}\n\n\
         ## Log\n\n{log}\n",
        date = utc_now(),
        log = log
            .iter()
            .map(|l| format!("- {l}"))
            .collect::<Vec<_>>()
            .join("\n"),
    );
    write(&note_path(out), note.as_bytes())
}
