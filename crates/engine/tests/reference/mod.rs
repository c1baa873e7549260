//! Frozen copies of earlier generators, kept so the differential tests and the benches can run
//! them beside today's engine in one process.

pub mod ssangnyuk_plays;
