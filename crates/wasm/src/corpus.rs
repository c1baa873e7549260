//! Sets of positions for timing the engine from JavaScript (`scripts/bench-wasm.mjs`). Positions
//! are added one at a time as position JSON text, through the same parser as every other call.

use crate::handle::Slot;
use madang_engine::{sanyao, ssangnyuk};
use wasm_bindgen::prelude::*;

/// Ssangnyuk positions for timing move generation.
#[wasm_bindgen]
pub struct SsangnyukCorpus {
    slot: Slot<Vec<ssangnyuk::Position>>,
}

#[wasm_bindgen]
impl SsangnyukCorpus {
    /// An empty corpus.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SsangnyukCorpus {
        SsangnyukCorpus {
            slot: Slot::new(Vec::new()),
        }
    }

    /// Adds a position (JSON text); returns how many the corpus holds.
    pub fn add(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    ) -> Result<u32, JsValue> {
        let p = crate::ssangnyuk::position(&position)?;
        Ok(self.slot.with_mut(|all| {
            all.push(p);
            Ok(all.len() as u32)
        })?)
    }

    /// Generates the plays of every position for all 21 rolls; returns how many there were.
    #[wasm_bindgen(js_name = countAllPlays)]
    pub fn count_all_plays(&self) -> Result<u32, JsValue> {
        Ok(self.slot.with(|positions| {
            Ok(positions
                .iter()
                .flat_map(|p| ssangnyuk::Dice::ALL_21.map(|d| p.legal_plays(d).len() as u32))
                .sum())
        })?)
    }

    /// Frees the corpus.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

impl Default for SsangnyukCorpus {
    fn default() -> Self {
        Self::new()
    }
}

/// San Yao positions for timing moves.
#[wasm_bindgen]
pub struct SanyaoCorpus {
    slot: Slot<Vec<sanyao::Position>>,
}

#[wasm_bindgen]
impl SanyaoCorpus {
    /// An empty corpus.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SanyaoCorpus {
        SanyaoCorpus {
            slot: Slot::new(Vec::new()),
        }
    }

    /// Adds a position (JSON text); returns how many the corpus holds.
    pub fn add(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    ) -> Result<u32, JsValue> {
        let p = crate::sanyao::position(&position)?;
        Ok(self.slot.with_mut(|all| {
            all.push(p);
            Ok(all.len() as u32)
        })?)
    }

    /// Tries every hole of every position; returns how many moves were legal.
    #[wasm_bindgen(js_name = playAll)]
    pub fn play_all(&self) -> Result<u32, JsValue> {
        Ok(self.slot.with(|positions| {
            Ok(positions
                .iter()
                .flat_map(|p| (0..sanyao::HOLES).map(move |h| p.play(h).is_ok() as u32))
                .sum())
        })?)
    }

    /// Frees the corpus.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

impl Default for SanyaoCorpus {
    fn default() -> Self {
        Self::new()
    }
}
