//! Distilling search into the network: positions from the network's own self-play are labelled
//! with its 1-ply value (for each of the mover's 21 rolls its best play, each result valued by
//! the network, or exactly by the bear-off table once both sides are home), and the network
//! learns those labels by gradient descent on the cross-entropy. The CLI's `distill` drives it.

use super::net::{Inputs, Net, HIDDEN};
use super::search::Evaluator;
use super::train::greedy;
use super::view::View;
use crate::rng::{Rng, RngExt};
use alloc::vec::Vec;
use madang_engine::ssangnyuk::{Color, Position, Rules};

/// A position and the chance that its side to move wins, by a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    /// The position, its side to move about to roll.
    pub position: Position,
    /// The label.
    pub target: f32,
}

/// The positions of one self-play game of `net` at 0-ply, each play a uniformly random one
/// with chance `explore` (so that positions vary), skipping those `eval` values exactly.
pub fn game_positions(net: &Net, eval: &Evaluator, explore: f32, rng: &mut Rng) -> Vec<Position> {
    let mut out = Vec::new();
    // The jaengdu: the higher die starts and plays both dice.
    let mut dice = loop {
        let d = super::roll(rng);
        if !d.is_double() {
            break d;
        }
    };
    let starter = if rng.random() {
        Color::Black
    } else {
        Color::White
    };
    let mut pos = Position::opening(Rules::SEED, starter);
    for turn in 0..2000 {
        if turn > 0 {
            dice = super::roll(rng);
        }
        if !eval.is_exact(&pos) {
            out.push(pos);
        }
        let plays = pos.legal_plays(dice);
        let pick = if rng.random::<f32>() < explore {
            Some(rng.random_range(0..plays.len().max(1)))
        } else {
            greedy(net, &pos, &plays)
        };
        let Some(next) = pick.and_then(|i| plays.get(i)) else {
            break;
        };
        pos = *next.result();
        if pos.outcome().is_some() {
            break;
        }
    }
    out
}

/// The 1-ply label of `pos` by `eval`: the chance its side to move wins, before its roll.
pub fn label(eval: &mut Evaluator, pos: &Position) -> f32 {
    eval.before_roll(pos)
}

/// One step of stochastic gradient descent on the cross-entropy between `net`'s value of
/// `s.position` and `s.target`, with learning rate `lr`.
pub fn step(net: &mut Net, s: &Sample, lr: f32) {
    let x = Inputs::encode_for(&View::new(&s.position, s.position.turn()), net.inputs);
    let f = net.forward(&x);
    // With a sigmoid output the cross-entropy's gradient at the output's sum is value - target.
    let g = lr * (f.value - s.target);
    let mut dh = [0f32; HIDDEN];
    for (j, d) in dh.iter_mut().enumerate() {
        let h = f.hidden[j];
        *d = g * net.w2[j] * h * (1.0 - h);
        net.w2[j] -= g * h;
        net.b1[j] -= *d;
    }
    net.b2 -= g;
    for (i, v) in x.iter() {
        let Some(row) = net.w1.get_mut(i * HIDDEN..(i + 1) * HIDDEN) else {
            continue;
        };
        for (w, d) in row.iter_mut().zip(&dh) {
            *w -= d * v;
        }
    }
}

/// One pass over `samples` in an order drawn from `rng`.
pub fn epoch(net: &mut Net, samples: &[Sample], lr: f32, rng: &mut Rng) {
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.random_range(0..=i));
    }
    for i in order {
        step(net, &samples[i], lr);
    }
}

/// The mean cross-entropy of `net` on `samples` less the labels' own entropy, that is the mean
/// Kullback-Leibler divergence (in nats; 0 when every value equals its label, or for none).
pub fn loss(net: &Net, samples: &[Sample]) -> f64 {
    let mut total = 0.0;
    for s in samples {
        let v = f64::from(net.value(&View::new(&s.position, s.position.turn())))
            .clamp(1e-7, 1.0 - 1e-7);
        let t = f64::from(s.target).clamp(1e-7, 1.0 - 1e-7);
        total += t * (t / v).ln() + (1.0 - t) * ((1.0 - t) / (1.0 - v)).ln();
    }
    total / samples.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SeedableRng;

    /// Labelled positions of game `game` of the shipped network (no bear-off table: it takes
    /// seconds to compute in a debug build).
    fn samples(game: u64) -> Vec<Sample> {
        let Some(net) = super::super::net::embedded() else {
            return Vec::new();
        };
        let mut eval = Evaluator::new(net.clone(), false);
        let mut rng = Rng::seed_from_u64(game);
        game_positions(&net, &eval, 0.1, &mut rng)
            .into_iter()
            .map(|position| Sample {
                position,
                target: label(&mut eval, &position),
            })
            .collect()
    }

    #[test]
    fn training_toward_the_labels_is_deterministic_and_lowers_held_out_loss() {
        let train: Vec<Sample> = (1..=12).flat_map(samples).collect();
        let held: Vec<Sample> = (13..=15).flat_map(samples).collect();
        assert!(train.len() > 20 && held.len() > 20);
        // A random student, so that there is much to learn from the shipped network's labels.
        let fit = || {
            let mut net = Net::random(&mut Rng::seed_from_u64(7));
            let before = loss(&net, &held);
            let mut rng = Rng::seed_from_u64(8);
            for _ in 0..10 {
                epoch(&mut net, &train, 0.02, &mut rng);
            }
            (before, net)
        };
        let (before, a) = fit();
        let (_, b) = fit();
        assert_eq!(a, b);
        let after = loss(&a, &held);
        assert!(after < 0.6 * before, "held-out loss {before} -> {after}");
    }
}
