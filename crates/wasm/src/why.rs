//! Why not? The engine's answer for a Ssangnyuk step or a San Yao hole, as the CLI's `why`
//! prints it: `{legal: true}`, or `{legal: false, reason, rule}` where `rule` is the `id` of
//! the row of the game's rules pages that states the rule.

use crate::error::{to_js, Failure};
use crate::{sanyao, ssangnyuk};
use madang_engine::sanyao as sy;
use madang_engine::ssangnyuk::{self as sn, Loc};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const WHY_TS: &str = r#"
/** A why-not answer: legal, or the rule that refuses the move (`reason`) and the `id` of the row
 * of the game's rules pages stating it (`rule`: `rules/<game>.<lang>.html#<rule>`). */
export type WhyAnswer<Reason> = { legal: true } | { legal: false; reason: Reason; rule: string };
"#;

/// Why a Ssangnyuk step is refused, one kind per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum SsangnyukRefusal {
    /// None of the mover's checkers stands on the start.
    NoChecker,
    /// A checker waits on the bar and must come in first.
    BarFirst,
    /// No die, nor a sum the rules allow, covers the way.
    WrongDistance,
    /// Bearing off while a checker is outside the home board.
    NotAllHome,
    /// Strict bear-off: an oversized die while a checker stands farther from home.
    StrictBearOff,
    /// Two or more of the opponent's checkers hold the end.
    Blocked,
    /// The end holds the cap already.
    PointFull,
    /// Possible alone, but the rules demand a play using more dice, or the higher die.
    MustUseMore,
}

impl From<sn::Refusal> for SsangnyukRefusal {
    fn from(r: sn::Refusal) -> Self {
        match r {
            sn::Refusal::NoChecker => Self::NoChecker,
            sn::Refusal::BarFirst => Self::BarFirst,
            sn::Refusal::WrongDistance => Self::WrongDistance,
            sn::Refusal::NotAllHome => Self::NotAllHome,
            sn::Refusal::StrictBearOff => Self::StrictBearOff,
            sn::Refusal::Blocked => Self::Blocked,
            sn::Refusal::PointFull => Self::PointFull,
            sn::Refusal::MustUseMore => Self::MustUseMore,
        }
    }
}

/// Why a San Yao move is refused, one kind per rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
#[serde(rename_all = "snake_case")]
pub enum SanyaoRefusal {
    /// The hole is controlled by the opponent.
    NotYourHole,
    /// The hole holds no seeds.
    EmptyHole,
    /// Sowing from it would relay forever.
    Endless,
}

impl From<sy::Refusal> for SanyaoRefusal {
    fn from(r: sy::Refusal) -> Self {
        match r {
            sy::Refusal::NotYourHole => Self::NotYourHole,
            sy::Refusal::EmptyHole => Self::EmptyHole,
            sy::Refusal::Endless => Self::Endless,
        }
    }
}

/// `{legal: true}`, or `{legal: false, reason, rule}` (the fields are left out when legal).
#[derive(Serialize)]
struct WhyAnswer<R> {
    legal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<R>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
}

impl<R> WhyAnswer<R> {
    fn new(refusal: Option<(R, &'static str)>) -> Self {
        let (reason, rule) = refusal.map_or((None, None), |(r, row)| (Some(r), Some(row)));
        WhyAnswer {
            legal: reason.is_none(),
            reason,
            rule,
        }
    }
}

/// Whether the side to move in `position` (JSON text) may start its turn with dice `a`, `b`
/// by moving a checker from `from` (a point 1-24 or `"bar"`) to `to` (a point 1-24 or
/// `"off"`), and if not, why: the CLI's `madang ssangnyuk why`.
#[wasm_bindgen(js_name = ssangnyukWhy, unchecked_return_type = "WhyAnswer<SsangnyukRefusal>")]
pub fn ssangnyuk_why(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] a: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] b: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | \"bar\"")] from: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number | \"off\"")] to: JsValue,
) -> Result<JsValue, JsValue> {
    let position = ssangnyuk::position(&position)?;
    let dice = ssangnyuk::dice(&a, &b)?;
    let from = ssangnyuk::loc(&from, "from", "bar", Loc::Bar)?;
    let to = ssangnyuk::loc(&to, "to", "off", Loc::Off)?;
    let refusal = position.why_not(dice, from, to).map_err(Failure::from)?;
    Ok(ssangnyuk_answer(refusal)?)
}

/// The answer for a Ssangnyuk step the engine refused with `refusal`, or allowed (`None`).
pub(crate) fn ssangnyuk_answer(refusal: Option<sn::Refusal>) -> Result<JsValue, Failure> {
    let refusal = refusal.map(|r| (SsangnyukRefusal::from(r), r.rule()));
    to_js(&WhyAnswer::new(refusal))
}

/// Whether the player to move in `position` (JSON text) may sow from `hole` (0-9), and if
/// not, why: the CLI's `madang sanyao why`.
#[wasm_bindgen(js_name = sanyaoWhy, unchecked_return_type = "WhyAnswer<SanyaoRefusal>")]
pub fn sanyao_why(
    #[wasm_bindgen(unchecked_param_type = "string")] position: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] hole: JsValue,
) -> Result<JsValue, JsValue> {
    let position = sanyao::position(&position)?;
    let hole = sanyao::hole(&hole)?;
    let refusal = position
        .why_not(hole)
        .map_err(Failure::from)?
        .map(|r| (SanyaoRefusal::from(r), r.rule()));
    Ok(to_js(&WhyAnswer::new(refusal))?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_kinds_are_the_engines_names() {
        for r in sn::Refusal::ALL {
            let name = serde_json::to_value(SsangnyukRefusal::from(r)).ok();
            assert_eq!(name, Some(serde_json::Value::from(r.name())));
        }
        for r in sy::Refusal::ALL {
            let name = serde_json::to_value(SanyaoRefusal::from(r)).ok();
            assert_eq!(name, Some(serde_json::Value::from(r.name())));
        }
    }

    #[test]
    fn a_legal_answer_has_no_reason_or_rule() {
        let legal = serde_json::to_string(&WhyAnswer::<SanyaoRefusal>::new(None)).ok();
        assert_eq!(legal.as_deref(), Some(r#"{"legal":true}"#));
        let no = WhyAnswer::new(Some((SanyaoRefusal::Endless, "gap-endless-sowing")));
        assert_eq!(
            serde_json::to_string(&no).ok().as_deref(),
            Some(r#"{"legal":false,"reason":"endless","rule":"gap-endless-sowing"}"#)
        );
    }
}
