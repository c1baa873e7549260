//! Fixed sets of positions for timing the engine from JavaScript (`scripts/bench-wasm.mjs`).

use crate::args;
use crate::error::Failure;
use crate::handle::Slot;
use madang_engine::{json, sanyao, ssangnyuk};
use wasm_bindgen::prelude::*;

/// Reads a JSON array of position setups and validates each.
fn parse<S, P, E>(text: &JsValue, validate: impl Fn(&S) -> Result<P, E>) -> Result<Vec<P>, Failure>
where
    S: for<'a> serde::Deserialize<'a>,
    Failure: From<E>,
{
    let text = args::text(text, "a corpus (a JSON array of positions)")?;
    let setups: Vec<S> = json::from_str(&text)?;
    Ok(setups.iter().map(validate).collect::<Result<Vec<P>, E>>()?)
}

/// Ssangnyuk positions for timing move generation.
#[wasm_bindgen]
pub struct SsangnyukCorpus {
    slot: Slot<Vec<ssangnyuk::Position>>,
}

#[wasm_bindgen]
impl SsangnyukCorpus {
    /// Parses a JSON array of positions.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] json_array: JsValue,
    ) -> Result<SsangnyukCorpus, JsValue> {
        let positions = parse(&json_array, ssangnyuk::Position::from_setup)?;
        Ok(SsangnyukCorpus {
            slot: Slot::new(positions),
        })
    }

    /// How many positions the corpus holds.
    pub fn size(&self) -> Result<u32, JsValue> {
        Ok(self.slot.with(|p| Ok(p.len() as u32))?)
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

/// San Yao positions for timing moves.
#[wasm_bindgen]
pub struct SanyaoCorpus {
    slot: Slot<Vec<sanyao::Position>>,
}

#[wasm_bindgen]
impl SanyaoCorpus {
    /// Parses a JSON array of positions.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] json_array: JsValue,
    ) -> Result<SanyaoCorpus, JsValue> {
        let positions = parse(&json_array, sanyao::Position::from_setup)?;
        Ok(SanyaoCorpus {
            slot: Slot::new(positions),
        })
    }

    /// How many positions the corpus holds.
    pub fn size(&self) -> Result<u32, JsValue> {
        Ok(self.slot.with(|p| Ok(p.len() as u32))?)
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
