//! The San Yao handle: a match the page drives; each move comes back as the engine's events
//! (lift, relay, drop, capture, round end, sons, loan) so the page can animate it.

use crate::error::{self, js_error, to_js};
use crate::rng::{parse_seed, Rng};
use madang_engine::sanyao::{Event, MoveResult, Player, Position, RoundSummary, Setup, Status};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateView {
    position: Setup,
    sons: Vec<usize>,
    legal_moves: Vec<usize>,
    status: &'static str,
    winner: Option<Player>,
    repetitions: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveView {
    hole: Option<u8>,
    captured: u8,
    events: Vec<Event>,
    round_end: Option<RoundSummary>,
    state: StateView,
}

fn state_of(p: &Position) -> StateView {
    let (status, winner) = match p.status() {
        Status::ToMove => ("to_move", None),
        Status::MustPass => ("must_pass", None),
        Status::RoundOver(_) => ("round_over", None),
        Status::MatchOver(o) => ("match_over", Some(o.winner)),
    };
    StateView {
        position: p.to_setup(),
        sons: (0..10).filter(|&h| p.is_son(h)).collect(),
        legal_moves: p.legal_moves().iter().collect(),
        status,
        winner,
        repetitions: p.repetitions(),
    }
}

fn move_view(r: MoveResult) -> MoveView {
    let state = state_of(&r.position);
    MoveView {
        hole: r.hole,
        captured: r.captured,
        events: r.events,
        round_end: r.round_end,
        state,
    }
}

/// One San Yao match for the page.
#[wasm_bindgen]
pub struct SanyaoGame {
    position: Position,
}

#[wasm_bindgen]
impl SanyaoGame {
    /// A new match; the first round's starter is drawn by lot (with `seed`, a whole number as
    /// text, the same draw every time).
    #[wasm_bindgen(constructor)]
    pub fn new(seed: Option<String>) -> Result<SanyaoGame, JsValue> {
        let mut rng = match seed.as_deref() {
            None | Some("") => Rng::from_entropy(),
            Some(s) => Rng::seeded(parse_seed(s).ok_or_else(|| {
                js_error("bad_seed", "a seed is a whole number from 0 to 2^64-1")
            })?),
        };
        let starter = if rng.below(2) == 0 {
            Player::South
        } else {
            Player::North
        };
        Ok(SanyaoGame {
            position: Position::opening(starter),
        })
    }

    /// The board, who controls each hole, the sons, the legal moves and the match status.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&state_of(&self.position))
    }

    /// Plays the move from `hole` (0-9): the new state and the events to animate.
    pub fn play(&mut self, hole: i32) -> Result<JsValue, JsValue> {
        let hole = usize::try_from(hole).unwrap_or(usize::MAX);
        let r = self.position.play(hole).map_err(error::from)?;
        self.position = r.position.clone();
        to_js(&move_view(r))
    }

    /// Resolves a pending pass or round end (only positions imported by hand can be pending).
    pub fn advance(&mut self) -> Result<JsValue, JsValue> {
        let r = self.position.advance().map_err(error::from)?;
        self.position = r.position.clone();
        to_js(&move_view(r))
    }

    /// The position JSON with every match field.
    #[wasm_bindgen(js_name = exportPosition)]
    pub fn export_position(&self) -> String {
        madang_engine::json::to_string(&self.position.to_setup())
    }

    /// Continues from `json` (validated; on error nothing changes).
    #[wasm_bindgen(js_name = importPosition)]
    pub fn import_position(&mut self, json: &str) -> Result<JsValue, JsValue> {
        self.position = parse(json)?;
        self.state()
    }
}

pub(crate) fn parse(text: &str) -> Result<Position, JsValue> {
    let setup: Setup = madang_engine::json::from_str(text).map_err(error::from)?;
    Position::from_setup(setup).map_err(error::from)
}

/// The CLI's `madang sanyao move`: `{result, captured}` for a move from a position.
#[wasm_bindgen(js_name = sanyaoMove)]
pub fn sanyao_move(position_json: &str, hole: i32) -> Result<JsValue, JsValue> {
    #[derive(Serialize)]
    struct Out {
        result: Setup,
        captured: u8,
    }
    let p = parse(position_json)?;
    let r = p
        .play(usize::try_from(hole).unwrap_or(usize::MAX))
        .map_err(error::from)?;
    to_js(&Out {
        result: r.position.to_setup(),
        captured: r.captured,
    })
}

/// A fixed set of positions for timing move simulation from JavaScript.
#[wasm_bindgen]
pub struct SanyaoCorpus {
    positions: Vec<Position>,
}

#[wasm_bindgen]
impl SanyaoCorpus {
    /// Parses a JSON array of positions.
    #[wasm_bindgen(constructor)]
    pub fn new(json_array: &str) -> Result<SanyaoCorpus, JsValue> {
        let setups: Vec<Setup> = madang_engine::json::from_str(json_array).map_err(error::from)?;
        let positions = setups
            .into_iter()
            .map(Position::from_setup)
            .collect::<Result<_, _>>()
            .map_err(error::from)?;
        Ok(SanyaoCorpus { positions })
    }

    /// How many positions the corpus holds.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether the corpus is empty.
    #[wasm_bindgen(js_name = isEmpty)]
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Tries every hole of every position (legal or not, as a bot's search would); returns how
    /// many moves were played.
    #[wasm_bindgen(js_name = playAll)]
    pub fn play_all(&self) -> u32 {
        let mut n = 0;
        for p in &self.positions {
            for hole in 0..10 {
                n += u32::from(p.play(hole).is_ok());
            }
        }
        n
    }
}
