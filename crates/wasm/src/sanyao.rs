//! The San Yao handle: a match the page drives; each move comes back as the engine's events
//! (lift, relay, drop, capture, round end, sons, loan) so the page can animate it.

use crate::args::{self, int_in};
use crate::error::{to_js, Failure};
use crate::handle::Slot;
use crate::rng;
use crate::sanyao_view::{SanyaoMove, SanyaoMoveResult, SanyaoState};
use madang_bot::sanyao::draw_starter;
use madang_engine::sanyao::{Game, Position, HOLES};
use madang_engine::ErrorKind;
use wasm_bindgen::prelude::*;

/// One San Yao match.
#[wasm_bindgen]
pub struct SanyaoGame {
    pub(crate) slot: Slot<Inner>,
}

pub(crate) struct Inner {
    pub(crate) game: Game,
    /// The seed round 1's starter was drawn with, written into the record; `None` without one
    /// or once a position was imported.
    pub(crate) seed: Option<u64>,
}

/// A hole from JavaScript: a whole number 0-9 (`hole_out_of_range` otherwise; `bad_argument`
/// for a value that is not a number).
pub(crate) fn hole(value: &JsValue) -> Result<usize, Failure> {
    let max = HOLES as i64 - 1;
    let h = int_in(value, "a hole", 0, max, |m| {
        Failure::engine(ErrorKind::HoleOutOfRange, m)
    })?;
    Ok(h as usize)
}

/// A position from JSON text (what `exportPosition` gives).
pub(crate) fn position(json: &JsValue) -> Result<Position, Failure> {
    let text = args::text(json, "a position (JSON text, as exportPosition gives)")?;
    Ok(Position::from_json(&text)?)
}

#[wasm_bindgen]
impl SanyaoGame {
    /// A new match; the first round's starter is drawn by lot (with `seed`, a whole number as a
    /// number, BigInt or text, the same draw every time).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null")] seed: JsValue,
    ) -> Result<SanyaoGame, JsValue> {
        let seed = args::seed(&seed)?;
        let starter = draw_starter(seed.unwrap_or_else(rng::entropy));
        Ok(SanyaoGame {
            slot: Slot::new(Inner {
                game: Game::new(starter),
                seed,
            }),
        })
    }

    /// The board, who controls each hole, the sons, the legal moves and the match status.
    #[wasm_bindgen(unchecked_return_type = "SanyaoState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        Ok(self
            .slot
            .with(|s| to_js(&SanyaoState::from(s.game.position())))?)
    }

    /// Plays the move from `hole` (0-9): the events to animate and the new state.
    #[wasm_bindgen(unchecked_return_type = "SanyaoMove")]
    pub fn play(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] hole: JsValue,
    ) -> Result<JsValue, JsValue> {
        let hole = self::hole(&hole)?;
        Ok(self.slot.with_mut(|s| {
            let r = s.game.play(hole)?;
            to_js(&SanyaoMove::from(&r))
        })?)
    }

    /// Resolves a pending pass or round end (only imported positions can be pending).
    #[wasm_bindgen(unchecked_return_type = "SanyaoMove")]
    pub fn advance(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with_mut(|s| {
            let r = s.game.advance()?;
            to_js(&SanyaoMove::from(&r))
        })?)
    }

    /// The position JSON text with every match field.
    #[wasm_bindgen(js_name = exportPosition)]
    pub fn export_position(&self) -> Result<String, JsValue> {
        Ok(self.slot.with(|s| Ok(s.game.position().to_json()))?)
    }

    /// Continues from position JSON text (validated; on error nothing changes).
    #[wasm_bindgen(js_name = importPosition, unchecked_return_type = "SanyaoState")]
    pub fn import_position(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<JsValue, JsValue> {
        let position = position(&json)?;
        Ok(self.slot.with_mut(|s| {
            let out = to_js(&SanyaoState::from(&position))?;
            s.game = Game::from_position(position);
            s.seed = None;
            Ok(out)
        })?)
    }

    /// Frees the match: later calls throw a `MadangError` of kind `freed`.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

/// The CLI's `madang sanyao move`: `{result, captured}` for a move from a position (JSON text).
#[wasm_bindgen(js_name = sanyaoMove, unchecked_return_type = "SanyaoMoveResult")]
pub fn sanyao_move(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] hole: JsValue,
) -> Result<JsValue, JsValue> {
    let p = self::position(&position)?;
    let hole = self::hole(&hole)?;
    let r = p.play(hole).map_err(Failure::from)?;
    Ok(to_js(&SanyaoMoveResult::from(&r))?)
}
