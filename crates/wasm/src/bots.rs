//! The computer players: one handle per game and level. The bot crate chooses; this layer parses
//! the position, hands it over and translates the answer.

use crate::error::{self, js_error, to_js};
use crate::rng::{parse_seed, Rng};
use crate::ssangnyuk::StepView;
use madang_bot::{Bot, Budget, Level, SanYao, Ssangnyuk};
use madang_engine::ssangnyuk::{Dice, Setup};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn level(name: &str) -> Result<Level, JsValue> {
    Level::from_name(name).ok_or_else(|| {
        js_error(
            "unknown_level",
            &format!("no level is called {name:?} (random, easy, medium, hard)"),
        )
    })
}

/// The seed given as text, or one from the platform's random source.
fn seed(text: Option<String>) -> Result<u64, JsValue> {
    match text.as_deref() {
        None | Some("") => Ok(Rng::from_entropy().next_u64()),
        Some(s) => parse_seed(s)
            .ok_or_else(|| js_error("bad_seed", "a seed is a whole number from 0 to 2^64-1")),
    }
}

/// A node budget, with a wall-clock limit read from `performance.now()` when `millis` is given.
fn budget(nodes: f64, millis: Option<f64>) -> Result<Budget, JsValue> {
    let bad = || {
        js_error("bad_budget", "a budget is a whole number of nodes (0 or more) and optional milliseconds (more than 0)")
    };
    if !(nodes.is_finite() && nodes >= 0.0 && nodes.fract() == 0.0) {
        return Err(bad());
    }
    // Whole and non-negative: the cast saturates at u64::MAX for huge values.
    let n = nodes as u64;
    match millis {
        None => Ok(Budget::nodes(n)),
        Some(ms) if ms > 0.0 && !ms.is_nan() => Ok(Budget::timed(n, ms, Box::new(now))),
        Some(_) => Err(bad()),
    }
}

/// `performance.now()` of the global scope (a page or a Web Worker); 0 where there is none, so
/// only the node budget counts there.
fn now() -> f64 {
    let perf = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance"))
        .unwrap_or(JsValue::UNDEFINED);
    if perf.is_undefined() {
        return 0.0;
    }
    js_sys::Reflect::get(&perf, &JsValue::from_str("now"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
        .and_then(|f| f.call0(&perf).ok())
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0)
}

#[derive(Serialize)]
struct ChoiceView {
    notation: String,
    steps: Vec<StepView>,
    result: Setup,
}

/// A Ssangnyuk computer player.
#[wasm_bindgen]
pub struct SsangnyukBot {
    bot: Box<dyn Bot<Ssangnyuk>>,
}

#[wasm_bindgen]
impl SsangnyukBot {
    /// A player at `level` (`random`, `easy`, `medium`, `hard`); `seed`, a whole number as text,
    /// makes its choices replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(level: &str, seed: Option<String>) -> Result<SsangnyukBot, JsValue> {
        let level = self::level(level)?;
        Ok(SsangnyukBot {
            bot: madang_bot::ssangnyuk_bot(level, self::seed(seed)?),
        })
    }

    /// The level's name.
    pub fn level(&self) -> String {
        self.bot.level().name().into()
    }

    /// Limits the thinking of later moves to `nodes` network evaluations (and `millis` of
    /// `performance.now()`, if given). Players that do not search ignore it.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(&mut self, nodes: f64, millis: Option<f64>) -> Result<(), JsValue> {
        self.bot.set_budget(budget(nodes, millis)?);
        Ok(())
    }

    /// The play for dice `a`, `b` from a position (the side to move is the position's `turn`):
    /// `{notation, steps, result}`, or `null` when the roll cannot be played.
    pub fn choose(&mut self, position_json: &str, a: i32, b: i32) -> Result<JsValue, JsValue> {
        let position = crate::ssangnyuk::parse_position(position_json)?;
        let dice = Dice::new(a.into(), b.into()).map_err(error::from)?;
        match self.bot.choose(&position, dice) {
            None => Ok(JsValue::NULL),
            Some(play) => to_js(&ChoiceView {
                notation: play.to_string(),
                steps: play.steps().map(StepView::from).collect(),
                result: play.result().to_setup(),
            }),
        }
    }
}

/// A San Yao computer player.
#[wasm_bindgen]
pub struct SanyaoBot {
    bot: Box<dyn Bot<SanYao>>,
}

#[wasm_bindgen]
impl SanyaoBot {
    /// A player at `level` (`random`, `easy`, `medium`, `hard`); `seed`, a whole number as text,
    /// makes its choices replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(level: &str, seed: Option<String>) -> Result<SanyaoBot, JsValue> {
        let level = self::level(level)?;
        Ok(SanyaoBot {
            bot: madang_bot::sanyao_bot(level, self::seed(seed)?),
        })
    }

    /// The level's name.
    pub fn level(&self) -> String {
        self.bot.level().name().into()
    }

    /// Limits the thinking of later moves to `nodes` search nodes (and `millis` of
    /// `performance.now()`, if given). Players that do not search ignore it.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(&mut self, nodes: f64, millis: Option<f64>) -> Result<(), JsValue> {
        self.bot.set_budget(budget(nodes, millis)?);
        Ok(())
    }

    /// The hole (0-9) to sow from, or `null` when the side to move has no move (a pass, a round
    /// or match over).
    pub fn choose(&mut self, position_json: &str) -> Result<JsValue, JsValue> {
        let position = crate::sanyao::parse(position_json)?;
        Ok(self
            .bot
            .choose(&position, ())
            .map_or(JsValue::NULL, |h| JsValue::from(h as u32)))
    }
}
