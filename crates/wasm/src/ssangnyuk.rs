//! The Ssangnyuk handle: a game the page drives, with every answer taken from the engine.

use crate::error::{self, js_error, to_js};
use crate::rng::{parse_seed, Rng};
use madang_engine::json;
use madang_engine::ssangnyuk::{
    Color, Dice, Event, Game, Loc, Pips, Position, Preset, Rules, Setup, Step,
};
use serde::{Deserialize, Serialize, Serializer};
use wasm_bindgen::prelude::*;

/// A location as the page sees it: a point number, `"bar"` or `"off"`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct LocView(Loc);

impl Serialize for LocView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Loc::Bar => s.serialize_str("bar"),
            Loc::Off => s.serialize_str("off"),
            Loc::Point(p) => s.serialize_u8(p),
        }
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum LocInput {
    Point(i64),
    Name(String),
}

impl LocInput {
    fn to_loc(&self) -> Option<Loc> {
        match self {
            LocInput::Point(p @ 1..=24) => Some(Loc::Point(*p as u8)),
            LocInput::Name(n) if n == "bar" => Some(Loc::Bar),
            LocInput::Name(n) if n == "off" => Some(Loc::Off),
            _ => None,
        }
    }
}

/// A step as sent by the page: `{from, to, dice}`.
#[derive(Deserialize)]
struct StepInput {
    from: LocInput,
    to: LocInput,
    dice: Vec<i64>,
}

#[derive(Serialize)]
pub(crate) struct StepView {
    from: LocView,
    to: LocView,
    dice: Vec<u8>,
    hit: bool,
}

impl From<Step> for StepView {
    fn from(s: Step) -> Self {
        let dice = match s.pips {
            Pips::Die(d) => vec![d],
            Pips::Combined(a, b) => vec![a, b],
        };
        StepView {
            from: LocView(s.from),
            to: LocView(s.to),
            dice,
            hit: s.hit,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesView {
    preset: Option<&'static str>,
    #[serde(flatten)]
    rules: Rules,
}

#[derive(Serialize)]
#[serde(tag = "type", rename_all = "camelCase")]
enum EventView {
    Jaengdu {
        white: u8,
        black: u8,
    },
    Played {
        color: Color,
        dice: [u8; 2],
        notation: String,
    },
    Passed {
        color: Color,
        dice: [u8; 2],
        reason: &'static str,
    },
}

impl From<&Event> for EventView {
    fn from(e: &Event) -> Self {
        match e {
            Event::Jaengdu { white, black } => EventView::Jaengdu {
                white: white.get(),
                black: black.get(),
            },
            Event::Played {
                color,
                dice,
                notation,
            } => EventView::Played {
                color: *color,
                dice: [dice.high(), dice.low()],
                notation: notation.to_string(),
            },
            Event::Passed {
                color,
                dice,
                reason,
            } => EventView::Passed {
                color: *color,
                dice: [dice.high(), dice.low()],
                reason: reason.kind(),
            },
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateView {
    phase: &'static str,
    position: Setup,
    rules: RulesView,
    dice: Option<[u8; 2]>,
    dice_left: Vec<u8>,
    steps: Vec<StepView>,
    taken: Vec<StepView>,
    can_undo: bool,
    can_finish: bool,
    winner: Option<Color>,
    record: Vec<EventView>,
}

/// One Ssangnyuk game for the page: jaengdu, rolls, steps, undo, finish, import and export.
#[wasm_bindgen]
pub struct SsangnyukGame {
    game: Game,
    rng: Rng,
}

fn preset_rules(name: Option<String>) -> Result<Rules, JsValue> {
    match name.as_deref() {
        None | Some("") => Ok(Rules::SEED),
        Some(n) => Preset::from_name(n)
            .map(Preset::rules)
            .ok_or_else(|| js_error("unknown_rules", &format!("no rule set is called {n:?}"))),
    }
}

#[wasm_bindgen]
impl SsangnyukGame {
    /// A new game waiting for the jaengdu. `rules` is a preset name (default `seed`); `seed`, a
    /// whole number as text, makes the dice replay exactly.
    #[wasm_bindgen(constructor)]
    pub fn new(rules: Option<String>, seed: Option<String>) -> Result<SsangnyukGame, JsValue> {
        let rules = preset_rules(rules)?;
        let rng = match seed.as_deref() {
            None | Some("") => Rng::from_entropy(),
            Some(s) => Rng::seeded(parse_seed(s).ok_or_else(|| {
                js_error("bad_seed", "a seed is a whole number from 0 to 2^64-1")
            })?),
        };
        Ok(SsangnyukGame {
            game: Game::new(rules),
            rng,
        })
    }

    /// Everything the page draws: phase, position, dice, legal steps, record, winner.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let g = &self.game;
        let turn = g.turn();
        let position = g.position();
        let view = StateView {
            phase: g.phase().name(),
            position: position.to_setup(),
            rules: RulesView {
                preset: position.rules().preset().map(Preset::name),
                rules: position.rules(),
            },
            dice: turn.map(|t| [t.dice().high(), t.dice().low()]),
            dice_left: turn
                .map(|t| t.dice_left().as_slice().to_vec())
                .unwrap_or_default(),
            steps: turn
                .map(|t| t.legal_steps().into_iter().map(StepView::from).collect())
                .unwrap_or_default(),
            taken: turn
                .map(|t| t.taken().map(StepView::from).collect())
                .unwrap_or_default(),
            can_undo: turn.is_some_and(|t| t.taken().next().is_some()),
            can_finish: turn.is_some_and(|t| t.is_complete()),
            winner: g.winner(),
            record: g.record().iter().map(EventView::from).collect(),
        };
        to_js(&view)
    }

    /// Throws the jaengdu with the game's dice.
    #[wasm_bindgen(js_name = throwJaengdu)]
    pub fn throw_jaengdu(&mut self) -> Result<JsValue, JsValue> {
        let (w, b) = (self.rng.die(), self.rng.die());
        self.game.throw_jaengdu(w, b).map_err(error::from)?;
        self.state()
    }

    /// Rolls the game's dice for the side to move (a roll that cannot be played passes).
    pub fn roll(&mut self) -> Result<JsValue, JsValue> {
        let dice = Dice::from_dice(self.rng.die(), self.rng.die());
        self.game.roll(dice).map_err(error::from)?;
        self.state()
    }

    /// Uses the given dice instead of rolling (a host page with physical dice, or a test).
    #[wasm_bindgen(js_name = rollDice)]
    pub fn roll_dice(&mut self, a: i32, b: i32) -> Result<JsValue, JsValue> {
        let dice = Dice::new(a.into(), b.into()).map_err(error::from)?;
        self.game.roll(dice).map_err(error::from)?;
        self.state()
    }

    /// Takes one step, given as `{from, to, dice}` from the state's `steps`.
    #[wasm_bindgen(js_name = takeStep)]
    pub fn take_step(&mut self, step: JsValue) -> Result<JsValue, JsValue> {
        let input: StepInput = serde_wasm_bindgen::from_value(step)
            .map_err(|e| js_error("bad_step", &format!("a step is {{from, to, dice}}: {e}")))?;
        let bad = || {
            js_error(
                "bad_step",
                "a step goes from a point 1-24 or the bar to a point or off, with one or two dice",
            )
        };
        let (from, to) = (
            input.from.to_loc().ok_or_else(bad)?,
            input.to.to_loc().ok_or_else(bad)?,
        );
        let die = |v: i64| u8::try_from(v).ok().filter(|d| (1..=6).contains(d));
        let pips = match input.dice.as_slice() {
            [d] => Pips::Die(die(*d).ok_or_else(bad)?),
            [a, b] => {
                let (a, b) = (die(*a).ok_or_else(bad)?, die(*b).ok_or_else(bad)?);
                Pips::Combined(a.max(b), a.min(b))
            }
            _ => return Err(bad()),
        };
        self.game
            .take(Step {
                from,
                to,
                pips,
                hit: false,
            })
            .map_err(error::from)?;
        self.state()
    }

    /// Takes back the last step of this turn.
    pub fn undo(&mut self) -> Result<JsValue, JsValue> {
        self.game.undo().map_err(error::from)?;
        self.state()
    }

    /// Ends the turn once the roll is used as fully as the rules demand.
    #[wasm_bindgen(js_name = finishTurn)]
    pub fn finish_turn(&mut self) -> Result<JsValue, JsValue> {
        self.game.finish().map_err(error::from)?;
        self.state()
    }

    /// The position at the start of the current turn, as position JSON.
    #[wasm_bindgen(js_name = exportPosition)]
    pub fn export_position(&self) -> String {
        let start = self.game.turn().map_or(self.game.position(), |t| t.start());
        json::to_string(&start.to_setup())
    }

    /// Replaces the game by one continued from `json` (validated; on error nothing changes).
    #[wasm_bindgen(js_name = importPosition)]
    pub fn import_position(&mut self, json: &str) -> Result<JsValue, JsValue> {
        let position = parse_position(json)?;
        self.game = Game::from_position(position);
        self.state()
    }
}

pub(crate) fn parse_position(text: &str) -> Result<Position, JsValue> {
    let setup: Setup = json::from_str(text).map_err(error::from)?;
    Position::from_setup(&setup).map_err(error::from)
}

#[derive(Serialize)]
struct PlayView {
    notation: String,
    result: Setup,
}

/// Every distinct legal play of `dice` from a position, as the CLI prints them.
#[wasm_bindgen(js_name = ssangnyukPlays)]
pub fn ssangnyuk_plays(position_json: &str, a: i32, b: i32) -> Result<JsValue, JsValue> {
    let position = parse_position(position_json)?;
    let dice = Dice::new(a.into(), b.into()).map_err(error::from)?;
    let plays: Vec<PlayView> = position
        .legal_plays(dice)
        .iter()
        .map(|p| PlayView {
            notation: p.to_string(),
            result: p.result().to_setup(),
        })
        .collect();
    to_js(&plays)
}

/// A fixed set of positions for timing move generation from JavaScript.
#[wasm_bindgen]
pub struct SsangnyukCorpus {
    positions: Vec<Position>,
}

#[wasm_bindgen]
impl SsangnyukCorpus {
    /// Parses a JSON array of positions.
    #[wasm_bindgen(constructor)]
    pub fn new(json_array: &str) -> Result<SsangnyukCorpus, JsValue> {
        let setups: Vec<Setup> = json::from_str(json_array).map_err(error::from)?;
        let positions = setups
            .iter()
            .map(Position::from_setup)
            .collect::<Result<_, _>>()
            .map_err(error::from)?;
        Ok(SsangnyukCorpus { positions })
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

    /// Generates the plays of every position for all 21 rolls; returns how many there were.
    #[wasm_bindgen(js_name = countAllPlays)]
    pub fn count_all_plays(&self) -> u32 {
        let mut total = 0;
        for p in &self.positions {
            for a in 1..=6 {
                for b in 1..=a {
                    if let Ok(d) = Dice::new(a, b) {
                        total += p.legal_plays(d).len() as u32;
                    }
                }
            }
        }
        total
    }
}
