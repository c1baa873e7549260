//! The little floating-point maths the players need, in plain `core` (no libm), so native and
//! wasm builds compute bit-identical values.

/// e^x for f32, accurate to a few parts in 10^7 over the range the networks use.
pub fn exp(x: f32) -> f32 {
    let x = x.clamp(-87.0, 88.0);
    // e^x = 2^(x log2 e) = 2^k * 2^f with k an integer and f in [-0.5, 0.5].
    let t = x * core::f32::consts::LOG2_E;
    let k = round(t);
    let f = t - k;
    // 2^f = e^(f ln 2): a degree-6 Taylor polynomial is enough for |f ln 2| <= 0.35.
    let y = f * core::f32::consts::LN_2;
    let p = 1.0
        + y * (1.0
            + y * (0.5 + y * (1.0 / 6.0 + y * (1.0 / 24.0 + y * (1.0 / 120.0 + y / 720.0)))));
    let bits = ((k as i32 + 127) as u32) << 23;
    p * f32::from_bits(bits)
}

/// `t` to the nearest integer, halves away from zero. Without branches, so that a loop of
/// [`exp`]s can run lane by lane (SIMD).
fn round(t: f32) -> f32 {
    let r = t as i32 as f32; // truncates toward zero
    let d = t - r;
    r + f32::from(u8::from(d >= 0.5)) - f32::from(u8::from(d <= -0.5))
}

/// The logistic function 1 / (1 + e^-x).
pub fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + exp(-x))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exp_matches_std() {
        for i in -400..400 {
            let x = i as f32 * 0.05;
            let want = std::primitive::f32::exp(x);
            assert!(
                ((exp(x) - want) / want).abs() < 1e-5,
                "{x}: {} vs {want}",
                exp(x)
            );
        }
    }
}
