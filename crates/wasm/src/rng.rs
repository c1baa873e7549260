//! Randomness for the browser: the project's one seeded generator (the bot crate's), seeded from
//! the platform's random source unless the host gives a seed, so a seeded game replays exactly.

use madang_bot::rng::{Rng, SeedableRng};

/// The generator for `seed`, or for a seed from the platform's random source.
pub fn seeded(seed: Option<u64>) -> Rng {
    Rng::seed_from_u64(seed.unwrap_or_else(entropy))
}

/// 64 random bits from the platform (crypto.getRandomValues in a browser or worker).
pub fn entropy() -> u64 {
    let mut bytes = [0u8; 8];
    // Without a random source (never in a browser) the game still runs, just predictably.
    let _ = fill(&mut bytes);
    u64::from_le_bytes(bytes)
}

#[cfg(target_arch = "wasm32")]
fn fill(bytes: &mut [u8]) -> Result<(), getrandom::Error> {
    getrandom::fill(bytes)
}

#[cfg(not(target_arch = "wasm32"))]
fn fill(bytes: &mut [u8]) -> Result<(), ()> {
    // Native builds (tests, docs): mix the clock and an address; only the wasm build ships.
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let addr = bytes.as_ptr() as usize as u128;
    bytes.copy_from_slice(&((t ^ (addr << 17)) as u64).to_le_bytes());
    Ok(())
}
