//! The one seeded generator of the project: every player, the trainer, the dice of the tools
//! and the page draw from it, so a seed replays the same game everywhere.
//!
//! It is `rand_pcg`'s PCG-64 MCG (`pcg64_fast`), which gives the same numbers on every
//! platform (native and wasm alike). Build one with [`SeedableRng::seed_from_u64`] and draw with
//! [`RngExt`] (`random`, `random_range`); roll two dice with
//! [`crate::ssangnyuk::roll`].
//!
//! ```
//! use madang_bot::rng::{Rng, RngExt, SeedableRng};
//! let mut a = Rng::seed_from_u64(7);
//! let mut b = Rng::seed_from_u64(7);
//! assert_eq!(a.random::<u64>(), b.random::<u64>());
//! assert!((1..=6).contains(&a.random_range(1..=6u8)));
//! ```

pub use rand::{RngExt, SeedableRng};

/// The project's seeded generator.
pub type Rng = rand_pcg::Pcg64Mcg;
