//! The computer players: one handle per game and level. The bot crate chooses; this layer reads
//! the position, hands it over and translates the answer.

use crate::args::{self, absent};
use crate::clock;
use crate::error::{to_js, BoundaryKind, Failure};
use crate::handle::Slot;
use crate::rng;
use crate::ssangnyuk_view::SsangnyukPlay;
use madang_bot::ssangnyuk::HardBot;
use madang_bot::{Bot, Budget, SanYao, Ssangnyuk};
use madang_engine::ssangnyuk::Turn;
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

/// How strong a computer player is (declared for TypeScript; the bot crate parses the names).
#[allow(
    dead_code,
    reason = "only its generated TypeScript declaration is used"
)]
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Uniformly random legal moves.
    Random,
    /// A simple greedy heuristic.
    Easy,
    /// A tuned evaluation or a fixed-depth search.
    Medium,
    /// A trained network or a deeper search with exact round solving.
    Hard,
}

fn level(value: &JsValue) -> Result<madang_bot::Level, Failure> {
    let name = args::text(value, "a level")?;
    madang_bot::Level::from_name(&name).ok_or_else(|| {
        Failure::new(
            BoundaryKind::UnknownLevel,
            format!("no level is called {name:?} (random, easy, medium, hard)"),
        )
    })
}

/// The seed given, or one from the platform's random source.
fn seed(value: &JsValue) -> Result<u64, Failure> {
    Ok(args::seed(value)?.unwrap_or_else(rng::entropy))
}

/// A node budget, with a wall-clock limit read from `performance.now()` when `millis` is given.
fn budget(nodes: &JsValue, millis: &JsValue) -> Result<Budget, Failure> {
    let bad = |detail: String| {
        Failure::new(
            BoundaryKind::BadBudget,
            format!("a budget is a whole number of nodes (0 or more) and optional milliseconds (more than 0); {detail}"),
        )
    };
    let Some(n) = nodes.as_f64() else {
        return Err(args::wrong_type("nodes", "a number", nodes));
    };
    if args::whole(nodes).is_none_or(|w| w < 0.0) {
        return Err(bad(format!("not {} nodes", args::number(n))));
    }
    // Whole and non-negative: the cast saturates at u64::MAX for huge values.
    let n = n as u64;
    if absent(millis) {
        return Ok(Budget::nodes(n));
    }
    let Some(ms) = millis.as_f64() else {
        return Err(args::wrong_type("millis", "a number", millis));
    };
    if ms.is_nan() || ms <= 0.0 {
        return Err(bad(format!("not {} milliseconds", args::number(ms))));
    }
    Ok(match clock::performance() {
        Some(perf) => Budget::timed(n, ms, Box::new(move || perf.now())),
        None => Budget::nodes(n),
    })
}

/// A computer player of game `G`, as both handles hold it.
type Player<G> = Slot<Box<dyn Bot<G>>>;

/// A new player at the `level` and `seed` JavaScript gave.
fn player<G: madang_bot::Game>(
    level: &JsValue,
    seed: &JsValue,
    make: fn(madang_bot::Level, u64) -> Box<dyn Bot<G>>,
) -> Result<Player<G>, Failure> {
    let level = self::level(level)?;
    Ok(Slot::new(make(level, self::seed(seed)?)))
}

/// The player's level name.
fn level_name<G: madang_bot::Game>(player: &Player<G>) -> Result<String, JsValue> {
    Ok(player.with(|b| Ok(b.level().name().to_string()))?)
}

/// Sets the player's budget from the `nodes` and `millis` JavaScript gave.
fn set_budget<G: madang_bot::Game>(
    player: &Player<G>,
    nodes: &JsValue,
    millis: &JsValue,
) -> Result<(), JsValue> {
    let budget = budget(nodes, millis)?;
    Ok(player.with_mut(|b| {
        b.set_budget(budget);
        Ok(())
    })?)
}

/// A Ssangnyuk computer player.
#[wasm_bindgen]
pub struct SsangnyukBot {
    slot: Player<Ssangnyuk>,
}

#[wasm_bindgen]
impl SsangnyukBot {
    /// A player at `level`; `seed` (a whole number) makes its choices replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Level")] level: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null")] seed: JsValue,
    ) -> Result<SsangnyukBot, JsValue> {
        Ok(SsangnyukBot {
            slot: player(&level, &seed, madang_bot::ssangnyuk_bot)?,
        })
    }

    /// The level's name.
    #[wasm_bindgen(unchecked_return_type = "Level")]
    pub fn level(&self) -> Result<String, JsValue> {
        level_name(&self.slot)
    }

    /// Limits the thinking of later moves to `nodes` network evaluations (and `millis` of
    /// `performance.now()`, if given). Players that do not search ignore it.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] nodes: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | null")] millis: JsValue,
    ) -> Result<(), JsValue> {
        set_budget(&self.slot, &nodes, &millis)
    }

    /// The play for dice `a`, `b` from a position (JSON text; the side to move is its `turn`),
    /// or `null` once the game is over. A roll that cannot be played gets the pass.
    #[wasm_bindgen(unchecked_return_type = "SsangnyukPlay | null")]
    pub fn choose(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] b: JsValue,
    ) -> Result<JsValue, JsValue> {
        let position = crate::ssangnyuk::position(&position)?;
        let dice = crate::ssangnyuk::dice(&a, &b)?;
        Ok(self
            .slot
            .with_mut(|bot| match bot.choose(&position, dice) {
                None => Ok(JsValue::NULL),
                Some(play) => to_js(&SsangnyukPlay::from(&play)),
            })?)
    }

    /// Frees the player: later calls throw a `MadangError` of kind `freed`.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

/// Most steps a turn can take (a double played four times).
const MOST_STEPS: usize = 4;

/// Suggestions for a person playing Ssangnyuk: the hard player's choice, made apart from any
/// computer opponent (it draws no random numbers, so asking changes nothing of a game).
#[wasm_bindgen]
pub struct SsangnyukAdvisor {
    slot: Slot<HardBot>,
}

#[wasm_bindgen]
impl SsangnyukAdvisor {
    /// An advisor with the hard player's network and budget.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SsangnyukAdvisor {
        SsangnyukAdvisor {
            slot: Slot::new(HardBot::new(madang_bot::ssangnyuk::net::embedded())),
        }
    }

    /// The best way to finish the turn begun from `position` (JSON text, the turn's start, as
    /// `exportPosition` gives it) with dice `a`, `b`, after the steps `taken` so far (each
    /// `{from, to, dice}`, as the state's `taken` lists them): a play holding only the steps
    /// still to take, its `notation` written as `ssangnyukPlays` writes plays, or `null` once
    /// the game is over. Steps the rules refuse are `illegal_step`.
    #[wasm_bindgen(unchecked_return_type = "SsangnyukPlay | null")]
    pub fn suggest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] b: JsValue,
        #[wasm_bindgen(
            unchecked_param_type = "Pick<SsangnyukStep, \"from\" | \"to\" | \"dice\">[]"
        )]
        taken: JsValue,
    ) -> Result<JsValue, JsValue> {
        let position = crate::ssangnyuk::position(&position)?;
        let dice = crate::ssangnyuk::dice(&a, &b)?;
        let steps = steps(&taken)?;
        let mut turn = Turn::new(position, dice);
        for step in steps {
            turn.take(step).map_err(Failure::from)?;
        }
        Ok(self.slot.with_mut(|bot| match bot.finish_turn(&turn) {
            None => Ok(JsValue::NULL),
            Some(play) => to_js(&SsangnyukPlay::from(&play)),
        })?)
    }

    /// Frees the advisor: later calls throw a `MadangError` of kind `freed`.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

impl Default for SsangnyukAdvisor {
    fn default() -> Self {
        Self::new()
    }
}

/// The steps taken so far: an array (read element by element) of at most four steps.
fn steps(value: &JsValue) -> Result<Vec<madang_engine::ssangnyuk::Step>, Failure> {
    let bad = || {
        Failure::new(
            BoundaryKind::BadStep,
            "the steps taken are an array of at most four steps {from, to, dice}",
        )
    };
    if absent(value) || !value.is_object() {
        return Err(bad());
    }
    let length = args::field(value, "length", "the steps taken")?;
    let n = length
        .as_f64()
        .filter(|n| n.fract() == 0.0 && (0.0..=MOST_STEPS as f64).contains(n))
        .ok_or_else(bad)? as usize;
    (0..n)
        .map(|i| crate::ssangnyuk::step(&args::field(value, &i.to_string(), "the steps taken")?))
        .collect()
}

/// A San Yao computer player.
#[wasm_bindgen]
pub struct SanyaoBot {
    slot: Player<SanYao>,
}

#[wasm_bindgen]
impl SanyaoBot {
    /// A player at `level`; `seed` (a whole number) makes its choices replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Level")] level: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null")] seed: JsValue,
    ) -> Result<SanyaoBot, JsValue> {
        Ok(SanyaoBot {
            slot: player(&level, &seed, madang_bot::sanyao_bot)?,
        })
    }

    /// The level's name.
    #[wasm_bindgen(unchecked_return_type = "Level")]
    pub fn level(&self) -> Result<String, JsValue> {
        level_name(&self.slot)
    }

    /// Limits the thinking of later moves to `nodes` search nodes (and `millis` of
    /// `performance.now()`, if given). Players that do not search ignore it.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] nodes: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | null")] millis: JsValue,
    ) -> Result<(), JsValue> {
        set_budget(&self.slot, &nodes, &millis)
    }

    /// The hole (0-9) to sow from, or `null` when the side to move has no move (a pending pass,
    /// a round or match over).
    #[wasm_bindgen(unchecked_return_type = "number | null")]
    pub fn choose(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    ) -> Result<JsValue, JsValue> {
        let position = crate::sanyao::position(&position)?;
        Ok(self.slot.with_mut(|bot| {
            Ok(bot
                .choose(&position, ())
                .map_or(JsValue::NULL, |h| JsValue::from(h as u32)))
        })?)
    }

    /// Frees the player: later calls throw a `MadangError` of kind `freed`.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}
