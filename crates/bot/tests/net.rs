//! The network's inputs and weights: the hand-made shot count follows this board's dice, an
//! older network (raw inputs only) reads the same once widened, and resumed training is
//! deterministic.
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::ssangnyuk::eval::blot_shots;
use madang_bot::ssangnyuk::net::{Net, HIDDEN, INPUTS, RAW_INPUTS};
use madang_bot::ssangnyuk::train::Trainer;
use madang_bot::ssangnyuk::view::View;
use madang_engine::ssangnyuk::{Color, Position, Rules};

/// The hard player's network before the hand-made inputs (also the CLI's `hard-1ply`).
static OLD: &[u8] = include_bytes!("../weights/ssangnyuk-2026-11-30.bin");

fn old() -> Net {
    match Net::from_bytes(OLD) {
        Some(n) => n,
        None => panic!("the 2026-11-30 weights do not parse"),
    }
}

/// Positions from random play.
fn positions(seed: u64, count: usize) -> Vec<Position> {
    let mut rng = Rng::seed_from_u64(seed);
    let mut out = Vec::new();
    let mut pos = Position::opening(Rules::SEED, Color::White);
    while out.len() < count {
        let plays = pos.legal_plays(madang_bot::ssangnyuk::roll(&mut rng));
        let i = rng.random_range(0..plays.len());
        pos = *plays[i].result();
        if pos.outcome().is_some() {
            pos = Position::opening(Rules::SEED, Color::Black);
        } else {
            out.push(pos);
        }
    }
    out
}

#[test]
fn shots_at_a_blot_count_either_die_and_the_jump_of_both() {
    let (mut blot, mut hitter) = ([0u8; 26], [0u8; 26]);
    // The blot at progress 10 is 1 pip in front of a hitter at progress 14 (25 - 10 - 14).
    blot[10] = 1;
    hitter[14] = 2;
    assert_eq!(blot_shots(&blot, &hitter), 11, "every throw with a 1");
    // 12 pips away only 6-6 reaches it, as one jump.
    let mut far = [0u8; 26];
    far[3] = 2;
    assert_eq!(blot_shots(&blot, &far), 1);
    // A hitter past the blot cannot reach it; a point of two is no blot.
    let mut past = [0u8; 26];
    past[20] = 2;
    assert_eq!(blot_shots(&blot, &past), 0);
    blot[10] = 2;
    assert_eq!(blot_shots(&blot, &hitter), 0);
}

#[test]
fn an_older_network_reads_the_same_once_widened() {
    let net = old();
    assert_eq!(net.inputs, RAW_INPUTS);
    let wide = net.clone().widened();
    assert_eq!(wide.inputs, INPUTS);
    for pos in positions(3, 200) {
        let view = View::new(&pos, pos.turn());
        assert_eq!(net.value(&view), wide.value(&view));
    }
    // Each shape writes and reads back as itself.
    assert_eq!(Net::from_bytes(&net.to_quantised_bytes()), Some(net));
    assert_eq!(Net::from_bytes(&wide.to_f32_bytes()), Some(wide));
}

#[test]
fn resumed_training_is_deterministic_and_learns_the_new_inputs() {
    let run = |seed| {
        let mut t = Trainer::resume(old(), 370_000, seed);
        for _ in 0..3 {
            t.play_game();
        }
        t.net
    };
    let a = run(9);
    assert_eq!(a, run(9));
    assert_ne!(a, run(10));
    // The rows of the hand-made inputs start at zero and move.
    assert!(a.w1[RAW_INPUTS * HIDDEN..].iter().any(|&w| w != 0.0));
}
