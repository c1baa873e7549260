//! Dice for the browser: a small seeded generator (SplitMix64), seeded from the browser's
//! crypto source unless a seed is given, so a seeded game replays exactly.

use madang_engine::ssangnyuk::Die;

/// SplitMix64: tiny, fast, and good enough for dice; not for secrets.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator that replays the same dice for the same seed.
    pub fn seeded(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A generator seeded from the platform's random source.
    pub fn from_entropy() -> Rng {
        let mut bytes = [0u8; 8];
        // Without a random source (never in a browser) the game still runs, just predictably.
        let _ = fill(&mut bytes);
        Rng(u64::from_le_bytes(bytes))
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in 0..n, without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let n = n.max(1);
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let v = self.next();
            if v < zone {
                return v % n;
            }
        }
    }

    /// One fair die.
    pub fn die(&mut self) -> Die {
        // below(6) + 1 is always 1..=6, so this never falls back.
        Die::new(self.below(6) as i64 + 1).unwrap_or_else(|_| self.die())
    }
}

#[cfg(target_arch = "wasm32")]
fn fill(bytes: &mut [u8]) -> Result<(), getrandom::Error> {
    getrandom::fill(bytes)
}

#[cfg(not(target_arch = "wasm32"))]
fn fill(bytes: &mut [u8]) -> Result<(), ()> {
    // Native builds (tests, docs): mix the clock and an address; only the wasm build ships.
    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
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
