//! Dice for the browser: a small seeded generator (SplitMix64), seeded from the browser's
//! crypto source unless a seed is given, so a seeded game replays exactly.

use madang_engine::ssangnyuk::Die;

/// The bot crate's SplitMix64, seeded from the platform when no seed is given.
#[derive(Clone, Debug)]
pub struct Rng(madang_bot::rng::Rng);

impl Rng {
    /// A generator that replays the same dice for the same seed.
    pub fn seeded(seed: u64) -> Rng {
        Rng(madang_bot::rng::Rng::new(seed))
    }

    /// A generator seeded from the platform's random source.
    pub fn from_entropy() -> Rng {
        let mut bytes = [0u8; 8];
        // Without a random source (never in a browser) the game still runs, just predictably.
        let _ = fill(&mut bytes);
        Rng::seeded(u64::from_le_bytes(bytes))
    }

    /// The next 64 random bits (a seed for a computer player).
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in 0..n.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0.below(n)
    }

    /// One fair die.
    pub fn die(&mut self) -> Die {
        // The bot's die is always 1..=6, so the fallback is never used.
        Die::new(i64::from(self.0.die())).unwrap_or(Die::ONE)
    }
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

/// Parses a seed given as text (from a URL or a host page): a whole number 0..2^64.
pub fn parse_seed(text: &str) -> Option<u64> {
    let t = text.trim();
    if t.is_empty() || t.len() > 20 || !t.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    t.parse().ok()
}
