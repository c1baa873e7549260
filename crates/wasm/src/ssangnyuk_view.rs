//! What Ssangnyuk calls return, as this package defines it: plain objects with camelCase keys,
//! events tagged by `type`, and TypeScript declarations generated from these structs.

use madang_engine::ssangnyuk::{self as sn, BearOff, Combined, Doubles, Game, Loc, Pips, Turn};
use serde::{Serialize, Serializer};
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const LOC_TS: &str = r#"
/** A Ssangnyuk location: a point 1-24, the bar, or borne off. */
export type Loc = number | "bar" | "off";
"#;

/// A side.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    /// Moves 24 -> 1.
    White,
    /// Moves 1 -> 24.
    Black,
}

impl From<sn::Color> for Color {
    fn from(c: sn::Color) -> Self {
        match c {
            sn::Color::White => Color::White,
            sn::Color::Black => Color::Black,
        }
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Each side throws one die to decide who starts.
    Jaengdu,
    /// The side to move must roll.
    Roll,
    /// The side to move is playing its roll.
    Move,
    /// A side has borne off all fifteen.
    Over,
}

impl From<sn::Phase> for Phase {
    fn from(p: sn::Phase) -> Self {
        match p {
            sn::Phase::Jaengdu => Phase::Jaengdu,
            sn::Phase::Roll => Phase::Roll,
            sn::Phase::Move => Phase::Move,
            sn::Phase::Over => Phase::Over,
        }
    }
}

/// A location, written as the page writes it.
#[derive(Clone, Copy)]
pub struct LocView(pub Loc);

impl Serialize for LocView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Loc::Bar => s.serialize_str("bar"),
            Loc::Off => s.serialize_str("off"),
            Loc::Point(p) => s.serialize_u8(p),
        }
    }
}

/// One checker's move: `dice` has one die, or two for the combined jump.
#[derive(Serialize, Tsify)]
pub struct SsangnyukStep {
    #[tsify(type = "Loc")]
    from: LocView,
    #[tsify(type = "Loc")]
    to: LocView,
    dice: Vec<u8>,
    hit: bool,
}

impl From<sn::Step> for SsangnyukStep {
    fn from(s: sn::Step) -> Self {
        let dice = match s.pips {
            Pips::Die(d) => vec![d],
            Pips::Combined(a, b) => vec![a, b],
        };
        SsangnyukStep {
            from: LocView(s.from),
            to: LocView(s.to),
            dice,
            hit: s.hit,
        }
    }
}

/// The board: `points[i]` is point i + 1, positive for White, negative for Black; `bar` and
/// `off` are [White's, Black's].
#[derive(Serialize, Tsify)]
pub struct SsangnyukBoard {
    points: Vec<i8>,
    bar: [u8; 2],
    off: [u8; 2],
    turn: Color,
}

impl From<&sn::Position> for SsangnyukBoard {
    fn from(p: &sn::Position) -> Self {
        SsangnyukBoard {
            points: p.points().to_vec(),
            bar: sn::Color::BOTH.map(|c| p.bar(c)),
            off: sn::Color::BOTH.map(|c| p.off(c)),
            turn: p.turn().into(),
        }
    }
}

/// The disputed rules in force, and the preset they are, if any.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SsangnyukRules {
    #[tsify(type = "PresetName | null")]
    preset: Option<&'static str>,
    /// Most checkers of a side on a point; null for no cap.
    cap: Option<u8>,
    #[tsify(type = "\"twice\" | \"four_times\"")]
    doubles: &'static str,
    #[tsify(type = "\"free\" | \"strict\"")]
    bear_off: &'static str,
    #[tsify(type = "\"jump\" | \"touch_down\"")]
    combined: &'static str,
}

#[wasm_bindgen(typescript_custom_section)]
const PRESET_TS: &str = r#"
/** A named rule set (see `presets()` for the list in order). */
export type PresetName = "seed" | "cap6" | "doubles_four" | "strict_bear_off" | "touch_down" | "backgammon";
"#;

impl From<sn::Rules> for SsangnyukRules {
    fn from(r: sn::Rules) -> Self {
        SsangnyukRules {
            preset: r.preset().map(sn::Preset::name),
            cap: r.cap,
            doubles: match r.doubles {
                Doubles::Twice => "twice",
                Doubles::FourTimes => "four_times",
            },
            bear_off: match r.bear_off {
                BearOff::Free => "free",
                BearOff::Strict => "strict",
            },
            combined: match r.combined {
                Combined::Jump => "jump",
                Combined::TouchDown => "touch_down",
            },
        }
    }
}

/// One die of the roll being played.
#[derive(Serialize, Tsify)]
pub struct SsangnyukDie {
    value: u8,
    used: bool,
}

/// The roll being played: the two dice thrown, and every die they give to play (a double's
/// number as often as the rules say), unused ones first.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
pub struct SsangnyukRoll {
    dice: [u8; 2],
    to_play: Vec<SsangnyukDie>,
}

impl From<&Turn> for SsangnyukRoll {
    fn from(t: &Turn) -> Self {
        let all = t.dice_to_play();
        let mut left: Vec<u8> = t.dice_left().as_slice().to_vec();
        let mut to_play: Vec<SsangnyukDie> = Vec::new();
        let mut used: Vec<SsangnyukDie> = Vec::new();
        for &value in all.as_slice() {
            if let Some(i) = left.iter().position(|&d| d == value) {
                left.remove(i);
                to_play.push(SsangnyukDie { value, used: false });
            } else {
                used.push(SsangnyukDie { value, used: true });
            }
        }
        to_play.extend(used);
        SsangnyukRoll {
            dice: [t.dice().high(), t.dice().low()],
            to_play,
        }
    }
}

/// Why a roll could not be played.
#[derive(Clone, Copy, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum PassReason {
    /// A checker on the bar cannot come in.
    BarBlocked,
    /// No checker can move.
    NoMove,
}

impl From<sn::PassReason> for PassReason {
    fn from(r: sn::PassReason) -> Self {
        match r {
            sn::PassReason::BarBlocked => PassReason::BarBlocked,
            sn::PassReason::NoMove => PassReason::NoMove,
        }
    }
}

/// Something that happened, in order.
#[derive(Serialize, Tsify)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum SsangnyukEvent {
    /// A jaengdu throw (equal dice are thrown again).
    Jaengdu {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
    },
    /// A play, in notation.
    Played {
        /// Who played.
        color: Color,
        /// The roll.
        dice: [u8; 2],
        /// What was played.
        notation: String,
    },
    /// A roll that could not be played.
    Passed {
        /// Whose roll.
        color: Color,
        /// The roll.
        dice: [u8; 2],
        /// Why.
        reason: PassReason,
    },
}

impl From<&sn::Event> for SsangnyukEvent {
    fn from(e: &sn::Event) -> Self {
        match e {
            sn::Event::Jaengdu { white, black } => SsangnyukEvent::Jaengdu {
                white: white.get(),
                black: black.get(),
            },
            sn::Event::Played {
                color,
                dice,
                notation,
            } => SsangnyukEvent::Played {
                color: (*color).into(),
                dice: [dice.high(), dice.low()],
                notation: notation.to_string(),
            },
            sn::Event::Passed {
                color,
                dice,
                reason,
            } => SsangnyukEvent::Passed {
                color: (*color).into(),
                dice: [dice.high(), dice.low()],
                reason: (*reason).into(),
            },
        }
    }
}

/// Everything the page draws of a Ssangnyuk game.
#[derive(Serialize, Tsify)]
#[serde(rename_all = "camelCase")]
#[tsify(missing_as_null)]
pub struct SsangnyukState {
    phase: Phase,
    /// The position as it stands (mid-turn, with the steps taken).
    position: SsangnyukBoard,
    rules: SsangnyukRules,
    /// The roll being played, in the `move` phase.
    roll: Option<SsangnyukRoll>,
    /// The steps that may be taken now.
    steps: Vec<SsangnyukStep>,
    /// The steps taken this turn.
    taken: Vec<SsangnyukStep>,
    can_undo: bool,
    can_finish: bool,
    winner: Option<Color>,
    record: Vec<SsangnyukEvent>,
}

impl From<&Game> for SsangnyukState {
    fn from(g: &Game) -> Self {
        let turn = g.turn();
        let position = g.position();
        let steps = |f: &dyn Fn(&Turn) -> Vec<sn::Step>| {
            turn.map(|t| f(t).into_iter().map(SsangnyukStep::from).collect())
                .unwrap_or_default()
        };
        SsangnyukState {
            phase: g.phase().into(),
            position: SsangnyukBoard::from(&position),
            rules: position.rules().into(),
            roll: turn.map(SsangnyukRoll::from),
            steps: steps(&|t| t.legal_steps()),
            taken: steps(&|t| t.taken().collect()),
            can_undo: turn.is_some_and(|t| t.taken().next().is_some()),
            can_finish: turn.is_some_and(Turn::is_complete),
            winner: g.outcome().map(|o| o.winner.into()),
            record: g.record().iter().map(SsangnyukEvent::from).collect(),
        }
    }
}

/// A whole play: its notation (`pass` for a roll that cannot be played), its steps in order
/// (pass each to `takeStep`, then `finishTurn`), and the position after it.
#[derive(Serialize, Tsify)]
pub struct SsangnyukPlay {
    notation: String,
    steps: Vec<SsangnyukStep>,
    result: SsangnyukBoard,
}

impl From<&sn::Play> for SsangnyukPlay {
    fn from(p: &sn::Play) -> Self {
        SsangnyukPlay {
            notation: p.to_string(),
            steps: p.steps().map(SsangnyukStep::from).collect(),
            result: SsangnyukBoard::from(p.result()),
        }
    }
}
