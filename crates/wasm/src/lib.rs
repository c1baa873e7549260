//! wasm layer (being written).
