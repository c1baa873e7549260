//! The wasm-bindgen layer: one handle per game, JSON-compatible values in and out, errors as
//! JS `Error`s with a stable `kind`. It translates; the engine decides.

mod bots;
mod error;
mod rng;
mod sanyao;
mod ssangnyuk;

pub use bots::{SanyaoBot, SsangnyukBot};
pub use sanyao::{sanyao_move, SanyaoCorpus, SanyaoGame};
pub use ssangnyuk::{ssangnyuk_plays, SsangnyukCorpus, SsangnyukGame};
