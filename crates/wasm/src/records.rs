//! Game records (`madang-record/1`): the handles' `exportRecord` and `fromRecord`, and every
//! position of a record for a replay viewer, all read by the engine's replay. Behind the
//! `records` feature (off by default), which adds about 43 KB gzipped to the module: the page's
//! package leaves it out, and a second package (`www/pkg-records`) has it.

use crate::args::{self, absent, field, int_in, wrong_type};
use crate::error::{to_js, BoundaryKind, Failure};
use crate::handle::Slot;
use crate::rng;
use crate::sanyao::{self, SanyaoGame};
use crate::ssangnyuk::{self, SsangnyukGame};
use madang_bot::sanyao::draw_starter;
use madang_bot::ssangnyuk::SeededDice;
use madang_engine::record::{self, Meta};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
impl SsangnyukGame {
    /// The game's record (`madang-record/1` JSON text): rules, jaengdu, every turn, a roll not
    /// yet played, the result, and the seed when every die came from it. `meta`: free strings
    /// (players, date, event), never interpreted.
    #[wasm_bindgen(js_name = exportRecord)]
    pub fn export_record(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Record<string, string> | null")] meta: JsValue,
    ) -> Result<String, JsValue> {
        let meta = read_meta(&meta)?;
        Ok(self
            .slot
            .with(|s| Ok(record::ssangnyuk::write(&s.game, s.seed, &meta)))?)
    }

    /// A game read from a record by replaying it, after its last turn or after `turns` turns
    /// (0: after the jaengdu). A seeded record's dice go on as its seed gives them. A record
    /// that breaks a rule throws, naming where (`at`, `index`) and why (`kind`, `reason`).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | null")] turns: JsValue,
    ) -> Result<SsangnyukGame, JsValue> {
        let text = record_text(&text)?;
        let upto = read_turns(&turns)?;
        let read =
            record::ssangnyuk::read(&text, SeededDice::new, upto).map_err(Failure::record)?;
        within(upto, read.turns)?;
        let rng = read.dice.map_or_else(|| rng::seeded(None), |d| d.0);
        Ok(SsangnyukGame {
            slot: Slot::new(ssangnyuk::Inner {
                game: read.game,
                rng,
                seed: read.seed,
            }),
        })
    }
}

#[wasm_bindgen]
impl SanyaoGame {
    /// The match's record (`madang-record/1` JSON text): each round's starter, moves and
    /// settlement, the result, and the seed of round 1's draw. `meta`: free strings (players,
    /// date, event), never interpreted.
    #[wasm_bindgen(js_name = exportRecord)]
    pub fn export_record(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Record<string, string> | null")] meta: JsValue,
    ) -> Result<String, JsValue> {
        let meta = read_meta(&meta)?;
        Ok(self
            .slot
            .with(|s| Ok(record::sanyao::write(&s.game, s.seed, &meta)))?)
    }

    /// A match read from a record by replaying it, after its last move or after `turns`
    /// moves. A record that breaks a rule throws, naming where (`at`, `index`) and why
    /// (`kind`, `reason`).
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(
        #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | null")] turns: JsValue,
    ) -> Result<SanyaoGame, JsValue> {
        let text = record_text(&text)?;
        let upto = read_turns(&turns)?;
        let read = record::sanyao::read(&text, draw_starter, upto).map_err(Failure::record)?;
        within(upto, read.turns)?;
        Ok(SanyaoGame {
            slot: Slot::new(sanyao::Inner {
                game: read.game,
                seed: read.seed,
            }),
        })
    }
}

/// A game record's text: a string, refused as `too_large` by its length before it is copied
/// into the module (a UTF-16 length over the limit means more bytes than the limit too).
fn record_text(value: &JsValue) -> Result<String, Failure> {
    let Some(js) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(wrong_type(
            "a record",
            "a string (madang-record/1 JSON text)",
            value,
        ));
    };
    let max = madang_engine::record::MAX_BYTES;
    if js.length() as usize > max {
        return Err(Failure::engine(
            madang_engine::ErrorKind::TooLarge,
            format!("a record holds at most {max} bytes"),
        ));
    }
    args::text(value, "a record")
}

/// Free metadata for a record: `undefined` or `null` for none, else a plain object whose own
/// string keys hold strings, within the record's limits (`too_large` beyond them).
fn read_meta(value: &JsValue) -> Result<Meta, Failure> {
    use madang_engine::record::{MAX_META, MAX_META_KEY, MAX_META_VALUE};
    let mut meta = Meta::new();
    if absent(value) {
        return Ok(meta);
    }
    if !value.is_object() || value.is_function() {
        return Err(wrong_type("meta", "an object of strings", value));
    }
    let too_large = |m: String| Failure::engine(madang_engine::ErrorKind::TooLarge, m);
    let keys = js_sys::Reflect::own_keys(value.unchecked_ref())
        .map_err(|_| Failure::new(BoundaryKind::BadArgument, "reading the keys of meta threw"))?;
    if keys.length() as usize > MAX_META {
        return Err(too_large(format!("meta holds at most {MAX_META} entries")));
    }
    for key in keys.iter() {
        let Some(name) = key.as_string() else {
            return Err(wrong_type("a key of meta", "a string", &key));
        };
        let entry = field(value, &name, "meta")?;
        let Some(text) = entry.as_string() else {
            return Err(wrong_type("a value of meta", "a string", &entry));
        };
        if name.len() > MAX_META_KEY || text.len() > MAX_META_VALUE {
            return Err(too_large(format!(
                "meta keys are at most {MAX_META_KEY} bytes and values {MAX_META_VALUE}"
            )));
        }
        meta.insert(name, text);
    }
    Ok(meta)
}

/// A record's positions, one per step of a replay.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct RecordReplay {
    /// How many turns (San Yao: moves) the record holds; a Ssangnyuk roll not yet played
    /// counts as one.
    turns: usize,
    /// Position JSON text (as `exportPosition` gives it) at the start of each turn, then after
    /// the last whole turn: `positions[k]` is the game after `k` turns.
    positions: Vec<String>,
    /// The winner once the game is over: `"white"`/`"black"`, or San Yao's `0`/`1`.
    #[tsify(type = "\"white\" | \"black\" | 0 | 1 | null")]
    winner: Option<Winner>,
}

/// A winner in each game's own terms.
#[derive(Serialize)]
#[serde(untagged)]
enum Winner {
    Color(&'static str),
    Player(u8),
}

/// `turns` of `fromRecord`: `undefined`/`null` for all, else a whole number of turns.
fn read_turns(value: &JsValue) -> Result<Option<usize>, Failure> {
    if absent(value) {
        return Ok(None);
    }
    let max = record::MAX_TURNS as i64;
    let n = int_in(value, "turns", 0, max, |m| {
        Failure::new(BoundaryKind::BadArgument, m)
    })?;
    Ok(Some(n as usize))
}

/// `turns` must not pass the record's end.
fn within(upto: Option<usize>, turns: usize) -> Result<(), Failure> {
    match upto {
        Some(k) if k > turns => Err(Failure::new(
            BoundaryKind::BadArgument,
            format!("the record holds {turns} turns, not {k}"),
        )),
        _ => Ok(()),
    }
}

/// Every position of a Ssangnyuk record, for stepping through it; a record that breaks a rule
/// throws as `SsangnyukGame.fromRecord` does.
#[wasm_bindgen(js_name = ssangnyukReplay, unchecked_return_type = "RecordReplay")]
pub fn ssangnyuk_replay(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = record_text(&text)?;
    let read = record::ssangnyuk::read(&text, SeededDice::new, None).map_err(Failure::record)?;
    Ok(to_js(&RecordReplay {
        turns: read.turns,
        positions: read.positions.iter().map(|p| p.to_json()).collect(),
        winner: read.game.outcome().map(|o| {
            Winner::Color(match o.winner {
                madang_engine::ssangnyuk::Color::White => "white",
                madang_engine::ssangnyuk::Color::Black => "black",
            })
        }),
    })?)
}

/// Every position of a San Yao record, for stepping through it (`sanyaoMove` gives each
/// move's events to animate); a record that breaks a rule throws as `SanyaoGame.fromRecord`
/// does.
#[wasm_bindgen(js_name = sanyaoReplay, unchecked_return_type = "RecordReplay")]
pub fn sanyao_replay(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = record_text(&text)?;
    let read = record::sanyao::read(&text, draw_starter, None).map_err(Failure::record)?;
    Ok(to_js(&RecordReplay {
        turns: read.turns,
        positions: read.positions.iter().map(|p| p.to_json()).collect(),
        winner: read
            .game
            .position()
            .outcome()
            .map(|o| Winner::Player(o.winner.index() as u8)),
    })?)
}
