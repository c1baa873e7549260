//! The evaluation network: a truncated unary board encoding with a few hand-made inputs beside
//! it (TD-Gammon 2's way), one hidden sigmoid layer and a sigmoid output, the probability that
//! the side to move wins.
//!
//! Weights are stored quantised to i16 with one scale per tensor (`MDQ1`), or as raw f32
//! (`MDF1`) for comparison.

use super::eval;
use super::view::{View, BAR, OFF};
use crate::math::sigmoid;
use alloc::vec;
use alloc::vec::Vec;

/// Hidden units.
pub const HIDDEN: usize = 40;
/// Inputs for one side: 4 units for each of 24 points, 2 for the bar, 1 off, 1 pip count.
const SIDE: usize = 24 * 4 + 4;
/// The raw encoding: the side to move, its opponent, and a "no contact" flag. Networks trained
/// before 2026-12-03 (the hard player's baseline among them) have only these inputs.
pub const RAW_INPUTS: usize = 2 * SIDE + 1;
/// Hand-made inputs for one side: the opponent's shots at its blots, its home points, its
/// longest prime, and its checkers on the bar against the opponent's home board.
const FEATURES: usize = 4;
/// All inputs: the raw encoding, then the hand-made ones of the side to move and its opponent.
pub const INPUTS: usize = RAW_INPUTS + 2 * FEATURES;
/// Most inputs that can be non-zero at once.
const MAX_ACTIVE: usize = 2 * (15 * 4 + 4) + 1 + 2 * FEATURES;

/// The non-zero inputs of a position, as (index, value) pairs.
pub struct Inputs {
    idx: [u16; MAX_ACTIVE],
    val: [f32; MAX_ACTIVE],
    len: usize,
}

impl Inputs {
    fn push(&mut self, i: usize, v: f32) {
        if v != 0.0 && self.len < MAX_ACTIVE {
            self.idx[self.len] = i as u16;
            self.val[self.len] = v;
            self.len += 1;
        }
    }

    /// The encoding of `view`, from the point of view of `view.me`, who is to move.
    pub fn encode(view: &View) -> Inputs {
        Inputs::encode_for(view, INPUTS)
    }

    /// The first `inputs` inputs of `view` (the hand-made ones cost time a raw network wastes).
    pub fn encode_for(view: &View, inputs: usize) -> Inputs {
        let mut x = Inputs {
            idx: [0; MAX_ACTIVE],
            val: [0.0; MAX_ACTIVE],
            len: 0,
        };
        for (s, side) in [&view.me, &view.opp].into_iter().enumerate() {
            let base = s * SIDE;
            for (p, &n) in side.iter().enumerate().take(25).skip(1) {
                if n == 0 {
                    continue;
                }
                let i = base + (p - 1) * 4;
                x.push(i, 1.0);
                if n >= 2 {
                    x.push(i + 1, 1.0);
                }
                if n >= 3 {
                    x.push(i + 2, 1.0);
                }
                if n >= 4 {
                    x.push(i + 3, f32::from(n - 3) / 2.0);
                }
            }
            let bar = side[BAR];
            x.push(base + 96, if bar > 0 { 1.0 } else { 0.0 });
            x.push(base + 97, f32::from(bar) / 4.0);
            x.push(base + 98, f32::from(side[OFF]) / 15.0);
            x.push(base + 99, View::pips(side) as f32 / 150.0);
        }
        x.push(2 * SIDE, if view.contact() { 0.0 } else { 1.0 });
        if inputs <= RAW_INPUTS {
            return x;
        }
        for (s, (side, other)) in [(&view.me, &view.opp), (&view.opp, &view.me)]
            .into_iter()
            .enumerate()
        {
            let base = RAW_INPUTS + s * FEATURES;
            let other_home = eval::home_points(other) as f32;
            x.push(base, eval::blot_shots(side, other) as f32 / 36.0);
            x.push(base + 1, eval::home_points(side) as f32 / 6.0);
            x.push(base + 2, eval::longest_prime(side).min(6) as f32 / 6.0);
            x.push(base + 3, f32::from(side[BAR].min(4)) * other_home / 24.0);
        }
        x
    }

    /// The (index, value) pairs.
    pub fn iter(&self) -> impl Iterator<Item = (usize, f32)> + '_ {
        self.idx[..self.len]
            .iter()
            .zip(&self.val[..self.len])
            .map(|(&i, &v)| (usize::from(i), v))
    }
}

/// The network's weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// Inputs it reads: [`INPUTS`], or [`RAW_INPUTS`] for the networks before the hand-made ones.
    pub inputs: usize,
    /// Input-to-hidden weights, `inputs` rows of `HIDDEN`.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: Vec<f32>,
    /// Hidden-to-output weights.
    pub w2: Vec<f32>,
    /// Output bias.
    pub b2: f32,
}

/// The activations of one evaluation, kept for training.
pub struct Forward {
    /// Hidden unit outputs.
    pub hidden: [f32; HIDDEN],
    /// The output: the probability that the side to move wins.
    pub value: f32,
}

impl Net {
    /// A network with small random weights drawn from `rng`.
    pub fn random(rng: &mut (impl rand::Rng + ?Sized)) -> Net {
        use rand::RngExt;
        let mut w = |scale: f32| (rng.random::<f32>() * 2.0 - 1.0) * scale;
        let w1 = (0..INPUTS * HIDDEN).map(|_| w(0.1)).collect();
        let b1 = (0..HIDDEN).map(|_| w(0.1)).collect();
        let w2 = (0..HIDDEN).map(|_| w(0.1)).collect();
        Net {
            inputs: INPUTS,
            w1,
            b1,
            w2,
            b2: 0.0,
        }
    }

    /// This network reading every input: rows for the inputs it lacked are added as zeros, so
    /// it evaluates as before and training can start from it.
    pub fn widened(mut self) -> Net {
        self.w1.resize(INPUTS * HIDDEN, 0.0);
        self.inputs = INPUTS;
        self
    }

    /// Evaluates encoded inputs.
    pub fn forward(&self, x: &Inputs) -> Forward {
        let mut pre = [0f32; HIDDEN];
        pre.copy_from_slice(&self.b1[..HIDDEN]);
        // Rows as fixed-size arrays, so that each input's row is added lane by lane (SIMD
        // natively); each unit's sum still adds its terms in input order, so every build gets
        // the same bits.
        for (i, v) in x.iter() {
            let row: Option<&[f32; HIDDEN]> = self
                .w1
                .get(i * HIDDEN..(i + 1) * HIDDEN)
                .and_then(|r| r.try_into().ok());
            // An older network reads the raw encoding only: it has no rows for the rest.
            let Some(row) = row else {
                continue;
            };
            for (p, w) in pre.iter_mut().zip(row) {
                *p += w * v;
            }
        }
        let mut hidden = [0f32; HIDDEN];
        for (h, p) in hidden.iter_mut().zip(pre) {
            *h = sigmoid(p);
        }
        // The output's sum stays in unit order.
        let mut out = self.b2;
        for (h, w) in hidden.iter().zip(&self.w2) {
            out += h * w;
        }
        Forward {
            hidden,
            value: sigmoid(out),
        }
    }

    /// The probability that `view.me` (to move) wins.
    pub fn value(&self, view: &View) -> f32 {
        self.forward(&Inputs::encode_for(view, self.inputs)).value
    }

    /// Parses a weights file (`MDQ1` quantised or `MDF1` raw).
    pub fn from_bytes(bytes: &[u8]) -> Option<Net> {
        let mut r = Reader { bytes, at: 0 };
        let magic = r.take(4)?;
        let quantised = match magic {
            b"MDQ1" => true,
            b"MDF1" => false,
            _ => return None,
        };
        let inputs = usize::from(r.u16()?);
        if ![RAW_INPUTS, INPUTS].contains(&inputs) || usize::from(r.u16()?) != HIDDEN {
            return None;
        }
        let mut tensor = |n: usize| -> Option<Vec<f32>> {
            if quantised {
                let scale = r.f32()?;
                (0..n)
                    .map(|_| r.i16().map(|q| f32::from(q) * scale))
                    .collect()
            } else {
                (0..n).map(|_| r.f32()).collect()
            }
        };
        let w1 = tensor(inputs * HIDDEN)?;
        let b1 = tensor(HIDDEN)?;
        let w2 = tensor(HIDDEN)?;
        let b2 = *tensor(1)?.first()?;
        Some(Net {
            inputs,
            w1,
            b1,
            w2,
            b2,
        })
    }

    /// The weights as raw f32 (`MDF1`).
    pub fn to_f32_bytes(&self) -> Vec<u8> {
        let mut out = header(b"MDF1", self.inputs);
        for t in [&self.w1[..], &self.b1[..], &self.w2[..], &[self.b2][..]] {
            for v in t {
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        out
    }

    /// The weights quantised to i16 with one scale per tensor (`MDQ1`).
    pub fn to_quantised_bytes(&self) -> Vec<u8> {
        let mut out = header(b"MDQ1", self.inputs);
        for t in [&self.w1[..], &self.b1[..], &self.w2[..], &[self.b2][..]] {
            let max = t.iter().fold(0f32, |m, v| m.max(v.abs()));
            let scale = if max > 0.0 { max / 32767.0 } else { 1.0 };
            out.extend_from_slice(&scale.to_le_bytes());
            for v in t {
                let q = (v / scale + if *v >= 0.0 { 0.5 } else { -0.5 }) as i32;
                out.extend_from_slice(&(q.clamp(-32767, 32767) as i16).to_le_bytes());
            }
        }
        out
    }

    /// A zeroed network reading every input (for eligibility traces).
    pub fn zeros() -> Net {
        Net {
            inputs: INPUTS,
            w1: vec![0.0; INPUTS * HIDDEN],
            b1: vec![0.0; HIDDEN],
            w2: vec![0.0; HIDDEN],
            b2: 0.0,
        }
    }
}

fn header(magic: &[u8; 4], inputs: usize) -> Vec<u8> {
    let mut out = Vec::new();
    out.extend_from_slice(magic);
    out.extend_from_slice(&(inputs as u16).to_le_bytes());
    out.extend_from_slice(&(HIDDEN as u16).to_le_bytes());
    out
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let s = self.bytes.get(self.at..self.at + n)?;
        self.at += n;
        Some(s)
    }
    fn u16(&mut self) -> Option<u16> {
        self.take(2)
            .and_then(|b| b.try_into().ok())
            .map(u16::from_le_bytes)
    }
    fn i16(&mut self) -> Option<i16> {
        self.take(2)
            .and_then(|b| b.try_into().ok())
            .map(i16::from_le_bytes)
    }
    fn f32(&mut self) -> Option<f32> {
        self.take(4)
            .and_then(|b| b.try_into().ok())
            .map(f32::from_le_bytes)
    }
}

/// The trained weights shipped with the crate (empty until a training run has written them).
pub static EMBEDDED: &[u8] = include_bytes!("../../weights/ssangnyuk.bin");

/// The shipped network, if the embedded weights parse.
pub fn embedded() -> Option<Net> {
    Net::from_bytes(EMBEDDED)
}
