//! The Ssangnyuk handle: a game the page drives, every answer taken from the engine.

use crate::args::{self, absent, field, int_in};
use crate::error::{to_js, BoundaryKind, Failure};
use crate::handle::Slot;
use crate::rng;
use crate::ssangnyuk_view::{SsangnyukPlay, SsangnyukState};
use madang_bot::rng::Rng;
use madang_bot::ssangnyuk::{die as throw_die, roll as throw_dice};
use madang_engine::ssangnyuk::{
    Dice, Game, GameError, Loc, Phase, Pips, Position, Preset, Rules, Step,
};
use madang_engine::ErrorKind;
use wasm_bindgen::prelude::*;

pub(crate) struct Inner {
    pub(crate) game: Game,
    pub(crate) rng: Rng,
    /// The seed every die of the game came from, written into its record; `None` when the
    /// game had no seed, was given dice, or was imported.
    pub(crate) seed: Option<u64>,
}

/// One Ssangnyuk game: the jaengdu, rolls, steps, undo, finishing a turn, import and export.
#[wasm_bindgen]
pub struct SsangnyukGame {
    pub(crate) slot: Slot<Inner>,
}

/// A rule set by preset name: `undefined`, `null` or `""` for the seed rules.
fn preset_rules(value: &JsValue) -> Result<Rules, Failure> {
    match args::optional_text(value, "rules")?.as_deref() {
        None | Some("") => Ok(Rules::SEED),
        Some(name) => Ok(name.parse::<Preset>()?.rules()),
    }
}

/// A die from JavaScript: a whole number 1-6 (`bad_die` otherwise; `bad_argument` for a value
/// that is not a number at all).
pub(crate) fn die(value: &JsValue, what: &str) -> Result<i64, Failure> {
    int_in(value, what, 1, 6, |m| Failure::engine(ErrorKind::BadDie, m))
}

/// Two dice from JavaScript.
pub(crate) fn dice(a: &JsValue, b: &JsValue) -> Result<Dice, Failure> {
    Ok(Dice::new(
        die(a, "the first die")?,
        die(b, "the second die")?,
    )?)
}

/// A position from JSON text (what `exportPosition` gives).
pub(crate) fn position(json: &JsValue) -> Result<Position, Failure> {
    let text = args::text(json, "a position (JSON text, as exportPosition gives)")?;
    Ok(Position::from_json(&text)?)
}

fn bad_step(message: impl Into<String>) -> Failure {
    Failure::new(BoundaryKind::BadStep, message)
}

/// A location of a step: a point 1-24, or `bar` (as a start) / `off` (as an end).
pub(crate) fn loc(value: &JsValue, what: &str, name: &str, named: Loc) -> Result<Loc, Failure> {
    if value.as_string().as_deref() == Some(name) {
        return Ok(named);
    }
    let point = int_in(value, what, 1, 24, bad_step)
        .map_err(|_| bad_step(format!("{what} is a point 1-24 or \"{name}\"")))?;
    Ok(Loc::Point(point as u8))
}

/// A step `{from, to, dice}` as the state's `steps` give it (`hit` is not needed).
pub(crate) fn step(value: &JsValue) -> Result<Step, Failure> {
    if absent(value) || !value.is_object() {
        return Err(bad_step(format!(
            "a step is an object {{from, to, dice}}, not {}",
            args::describe(value)
        )));
    }
    let from = loc(&field(value, "from", "step")?, "step.from", "bar", Loc::Bar)?;
    let to = loc(&field(value, "to", "step")?, "step.to", "off", Loc::Off)?;
    // The dice are read element by element (never `Array.from`, which runs the value's own
    // iterator): an array, or anything with a `length` and numbered entries.
    let dice = field(value, "dice", "step")?;
    let length = field(&dice, "length", "step.dice")
        .map_err(|_| bad_step("step.dice is an array of one or two dice"))?;
    let die = |i: &str| {
        let d = field(&dice, i, "step.dice")?;
        int_in(&d, "a step's die", 1, 6, bad_step)
            .map(|d| d as u8)
            .map_err(|_| bad_step("a step's dice are whole numbers 1-6"))
    };
    let pips = match length.as_f64() {
        Some(1.0) => Pips::Die(die("0")?),
        Some(2.0) => {
            let (a, b) = (die("0")?, die("1")?);
            Pips::Combined(a.max(b), a.min(b))
        }
        _ => return Err(bad_step("step.dice is an array of one or two dice")),
    };
    Ok(Step {
        from,
        to,
        pips,
        hit: false,
    })
}

#[wasm_bindgen]
impl SsangnyukGame {
    /// A new game waiting for the jaengdu. `rules` is a preset name (default `seed`); `seed`
    /// (a whole number, as a number, BigInt or text) makes the dice replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "PresetName | null")] rules: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | bigint | string | null")] seed: JsValue,
    ) -> Result<SsangnyukGame, JsValue> {
        let rules = preset_rules(&rules)?;
        let seed = args::seed(&seed)?;
        Ok(SsangnyukGame {
            slot: Slot::new(Inner {
                game: Game::new(rules),
                rng: rng::seeded(seed),
                seed,
            }),
        })
    }

    /// Everything the page draws: phase, position, roll, legal steps, record, winner.
    #[wasm_bindgen(unchecked_return_type = "SsangnyukState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with(|s| to_js(&SsangnyukState::from(&s.game)))?)
    }

    /// Throws the jaengdu with the game's dice; returns the new state.
    #[wasm_bindgen(js_name = throwJaengdu, unchecked_return_type = "SsangnyukState")]
    pub fn throw_jaengdu(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with_mut(|s| {
            // Throw on a copy of the dice, so a refused throw leaves them as they were.
            let mut rng = s.rng.clone();
            let (w, b) = (throw_die(&mut rng), throw_die(&mut rng));
            s.game.throw_jaengdu(w, b)?;
            s.rng = rng;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Rolls the game's dice for the side to move (a roll that cannot be played passes).
    #[wasm_bindgen(unchecked_return_type = "SsangnyukState")]
    pub fn roll(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with_mut(|s| {
            let mut rng = s.rng.clone();
            let dice = throw_dice(&mut rng);
            s.game.roll(dice)?;
            s.rng = rng;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Uses the given dice instead of rolling (physical dice, a replay, a test).
    #[wasm_bindgen(js_name = rollDice, unchecked_return_type = "SsangnyukState")]
    pub fn roll_dice(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] a: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] b: JsValue,
    ) -> Result<JsValue, JsValue> {
        let dice = dice(&a, &b)?;
        Ok(self.slot.with_mut(|s| {
            s.game.roll(dice)?;
            // Dice from outside: the seed no longer gives this game's dice.
            s.seed = None;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Takes one step `{from, to, dice}` from the state's `steps`.
    #[wasm_bindgen(js_name = takeStep, unchecked_return_type = "SsangnyukState")]
    pub fn take_step(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Pick<SsangnyukStep, \"from\" | \"to\" | \"dice\">")]
        step: JsValue,
    ) -> Result<JsValue, JsValue> {
        let step = self::step(&step)?;
        Ok(self.slot.with_mut(|s| {
            s.game.take(step)?;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Whether the side playing may take the step from `from` (a point 1-24 or `"bar"`) to `to`
    /// (a point 1-24 or `"off"`) now, after the steps taken this turn, and if not, why (the
    /// answer of `ssangnyukWhy`, for the board as it stands and the dice left). Only while the
    /// side to move is using its roll (`wrong_phase` otherwise).
    #[wasm_bindgen(unchecked_return_type = "WhyAnswer<SsangnyukRefusal>")]
    pub fn why(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | \"bar\"")] from: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | \"off\"")] to: JsValue,
    ) -> Result<JsValue, JsValue> {
        let from = loc(&from, "from", "bar", Loc::Bar)?;
        let to = loc(&to, "to", "off", Loc::Off)?;
        Ok(self.slot.with(|s| {
            let turn = s.game.turn().ok_or(GameError::WrongPhase {
                needs: Phase::Move,
                now: s.game.phase(),
            })?;
            let refusal = turn.why_not(from, to).map_err(Failure::from)?;
            crate::why::ssangnyuk_answer(refusal)
        })?)
    }

    /// Takes back the last step of this turn.
    #[wasm_bindgen(unchecked_return_type = "SsangnyukState")]
    pub fn undo(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with_mut(|s| {
            s.game.undo()?;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Ends the turn once the roll is used as fully as the rules demand.
    #[wasm_bindgen(js_name = finishTurn, unchecked_return_type = "SsangnyukState")]
    pub fn finish_turn(&self) -> Result<JsValue, JsValue> {
        Ok(self.slot.with_mut(|s| {
            s.game.finish()?;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// The position at the start of the current turn, as position JSON text.
    #[wasm_bindgen(js_name = exportPosition)]
    pub fn export_position(&self) -> Result<String, JsValue> {
        Ok(self.slot.with(|s| {
            let start = s.game.turn().map_or(s.game.position(), |t| t.start());
            Ok(start.to_json())
        })?)
    }

    /// Replaces the game by one continued from position JSON text (validated; on error nothing
    /// changes).
    #[wasm_bindgen(js_name = importPosition, unchecked_return_type = "SsangnyukState")]
    pub fn import_position(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string")] json: JsValue,
    ) -> Result<JsValue, JsValue> {
        let position = position(&json)?;
        Ok(self.slot.with_mut(|s| {
            s.game = Game::from_position(position);
            s.seed = None;
            to_js(&SsangnyukState::from(&s.game))
        })?)
    }

    /// Frees the game: later calls throw a `MadangError` of kind `freed`.
    pub fn free(&self) -> Result<(), JsValue> {
        Ok(self.slot.free()?)
    }
}

/// Every distinct legal play of dice `a`, `b` from a position (JSON text), as the CLI's
/// `madang ssangnyuk moves` lists them; a roll that cannot be played has one, the pass.
#[wasm_bindgen(js_name = ssangnyukPlays, unchecked_return_type = "SsangnyukPlay[]")]
pub fn ssangnyuk_plays(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] a: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] b: JsValue,
) -> Result<JsValue, JsValue> {
    let position = self::position(&position)?;
    let dice = dice(&a, &b)?;
    let plays: Vec<SsangnyukPlay> = position
        .legal_plays(dice)
        .iter()
        .map(SsangnyukPlay::from)
        .collect();
    Ok(to_js(&plays)?)
}

/// The names of the rule presets, in the order the rules pages list them.
#[wasm_bindgen(unchecked_return_type = "PresetName[]")]
pub fn presets() -> Vec<JsValue> {
    Preset::ALL
        .iter()
        .map(|p| JsValue::from_str(p.name()))
        .collect()
}
