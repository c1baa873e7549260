//! The JavaScript contract of the games: one handle per game (`SsangnyukGame`, `SanyaoGame`)
//! and per computer player (`SsangnyukBot`, `SanyaoBot`), plain-object answers with camelCase
//! keys and TypeScript declarations generated from this crate's own view structs, and one kind of
//! thrown error, `MadangError`, for every failure. Every argument arrives as a `JsValue` and is
//! checked here; no JavaScript input traps the module. It translates; the engine decides.

mod args;
mod bots;
mod clock;
mod corpus;
mod error;
mod handle;
#[cfg(feature = "records")]
mod records;
mod rng;
mod sanyao;
mod sanyao_view;
mod ssangnyuk;
mod ssangnyuk_view;
mod why;

pub use bots::{SanyaoBot, SsangnyukAdvisor, SsangnyukBot};
pub use corpus::{SanyaoCorpus, SsangnyukCorpus};
pub use error::{all_kinds, error_kinds};
#[cfg(feature = "records")]
pub use records::{sanyao_replay, ssangnyuk_replay};
pub use sanyao::{sanyao_move, SanyaoGame};
pub use ssangnyuk::{presets, ssangnyuk_plays, SsangnyukGame};
pub use why::{sanyao_why, ssangnyuk_why};
