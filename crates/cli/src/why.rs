//! `madang <game> why`: whether a Ssangnyuk step or a San Yao hole is legal and, when it is not,
//! the rule that refuses it (`reason`) and the `id` of the rules-page row stating it (`rule`).

use madang_engine::json;
use madang_engine::{sanyao, ssangnyuk};
use serde::Serialize;

/// `{"legal": true}`, or `{"legal": false, "reason": KIND, "rule": ROW}`.
#[derive(Serialize)]
struct Answer {
    legal: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule: Option<&'static str>,
}

fn answer(refusal: Option<(&'static str, &'static str)>) -> String {
    json::to_string(&Answer {
        legal: refusal.is_none(),
        reason: refusal.map(|r| r.0),
        rule: refusal.map(|r| r.1),
    })
}

/// Asks about the step `from` -> `to` at the start of the turn with `dice`.
pub fn ssangnyuk(
    position: &ssangnyuk::Position,
    dice: ssangnyuk::Dice,
    from: ssangnyuk::Loc,
    to: ssangnyuk::Loc,
) -> Result<String, String> {
    let refusal = position
        .why_not(dice, from, to)
        .map_err(|e| format!("cannot ask about {from}/{to}: {e}"))?;
    Ok(answer(refusal.map(|r| (r.name(), r.rule()))))
}

/// Asks about sowing from `hole`.
pub fn sanyao(position: &sanyao::Position, hole: usize) -> Result<String, String> {
    let refusal = position
        .why_not(hole)
        .map_err(|e| format!("cannot ask about hole {hole}: {e}"))?;
    Ok(answer(refusal.map(|r| (r.name(), r.rule()))))
}

fn point(text: &str, or: &str) -> Result<u8, String> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|p| (1..=24).contains(p))
        .ok_or_else(|| format!("a point 1-24 or {or}, not {text:?}"))
}

/// `--from`: a point 1-24 or `bar`.
pub fn from(text: &str) -> Result<ssangnyuk::Loc, String> {
    if text.trim() == "bar" {
        return Ok(ssangnyuk::Loc::Bar);
    }
    point(text, "bar").map(ssangnyuk::Loc::Point)
}

/// `--to`: a point 1-24 or `off`.
pub fn to(text: &str) -> Result<ssangnyuk::Loc, String> {
    if text.trim() == "off" {
        return Ok(ssangnyuk::Loc::Off);
    }
    point(text, "off").map(ssangnyuk::Loc::Point)
}
