//! Reading JavaScript arguments without trusting them. Every exported function takes its
//! arguments as `JsValue` and reads them here: no coercion (`'6'` is not a die), no trap on a
//! wrong type, and a getter that throws is caught and reported, never left half-done.

use crate::error::{BoundaryKind, Failure};
use wasm_bindgen::JsValue;

/// What a value is, for messages: `a string`, `a BigInt`, `the number 1.5`, ...
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(n) = value.as_f64() {
        format!("the number {}", number(n))
    } else if value.is_string() {
        "a string".into()
    } else if value.is_bigint() {
        "a BigInt".into()
    } else if value.as_bool().is_some() {
        "a boolean".into()
    } else if value.is_symbol() {
        "a symbol".into()
    } else if value.is_function() {
        "a function".into()
    } else {
        // Not `Array.isArray`: it throws on a revoked proxy.
        "an object".into()
    }
}

/// A `bad_argument` failure: `what` should be `expected`, and is `value`.
pub fn wrong_type(what: &str, expected: &str, value: &JsValue) -> Failure {
    Failure::new(
        BoundaryKind::BadArgument,
        format!("{what} must be {expected}, not {}", describe(value)),
    )
}

/// A number for a message, without Rust's float formatting (which would add ~15 KB to the
/// module): whole numbers exactly, others by what they are.
pub fn number(n: f64) -> String {
    if n.is_nan() {
        "NaN".into()
    } else if n.is_infinite() {
        if n > 0.0 { "Infinity" } else { "-Infinity" }.into()
    } else if n.fract() == 0.0 && n.abs() < 9.0e18 {
        format!("{}", n as i64)
    } else {
        "a number with a fraction".into()
    }
}

/// Whether the value is `undefined` or `null` (an optional argument left out).
pub fn absent(value: &JsValue) -> bool {
    value.is_undefined() || value.is_null()
}

/// A JavaScript number that is a whole number (no fraction, finite), if it is one.
pub fn whole(value: &JsValue) -> Option<f64> {
    value.as_f64().filter(|n| n.is_finite() && n.fract() == 0.0)
}

/// A whole number in `lo..=hi`; any other number is `out_of_range`, any other type is
/// `bad_argument`.
pub fn int_in(
    value: &JsValue,
    what: &str,
    lo: i64,
    hi: i64,
    out_of_range: impl FnOnce(String) -> Failure,
) -> Result<i64, Failure> {
    let Some(n) = value.as_f64() else {
        return Err(wrong_type(what, "a number", value));
    };
    match whole(value) {
        Some(w) if w >= lo as f64 && w <= hi as f64 => Ok(w as i64),
        _ => Err(out_of_range(format!(
            "{what} must be a whole number from {lo} to {hi}, not {}",
            number(n)
        ))),
    }
}

/// A required string.
pub fn text(value: &JsValue, what: &str) -> Result<String, Failure> {
    value
        .as_string()
        .ok_or_else(|| wrong_type(what, "a string", value))
}

/// An optional string: `undefined` and `null` mean none.
pub fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, Failure> {
    if absent(value) {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}

/// Reads `object[key]`, catching a getter or proxy that throws.
pub fn field(object: &JsValue, key: &str, what: &str) -> Result<JsValue, Failure> {
    if !object.is_object() {
        return Err(wrong_type(what, "an object", object));
    }
    js_sys::Reflect::get(object, &JsValue::from_str(key)).map_err(|thrown| {
        // The thrown value's `message` is read the same careful way: it may be a getter too.
        let why = js_sys::Reflect::get(&thrown, &JsValue::from_str("message"))
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_else(|| describe(&thrown));
        Failure::new(
            BoundaryKind::BadArgument,
            format!("reading {what}.{key} threw: {why}"),
        )
    })
}

/// A seed: `undefined`, `null` or `""` for none (a random one), else a whole number from 0 to
/// 2^64 - 1 given as a number (up to 2^53), a BigInt, or decimal text (a URL parameter).
pub fn seed(value: &JsValue) -> Result<Option<u64>, Failure> {
    let bad = |detail: String| {
        Failure::new(
            BoundaryKind::BadSeed,
            format!("a seed is a whole number from 0 to 2^64-1; {detail}"),
        )
    };
    if absent(value) {
        return Ok(None);
    }
    if let Some(s) = value.as_string() {
        return if s.is_empty() {
            Ok(None)
        } else {
            parse_seed(&s)
                .map(Some)
                .ok_or_else(|| bad("not this text".into()))
        };
    }
    if let Some(n) = value.as_f64() {
        return match whole(value) {
            Some(w) if (0.0..=9_007_199_254_740_991.0).contains(&w) => Ok(Some(w as u64)),
            _ => Err(bad(format!(
                "{} is not one (beyond 2^53, pass a BigInt or text)",
                number(n)
            ))),
        };
    }
    if value.is_bigint() {
        let text = js_sys::BigInt::from(value.clone())
            .to_string(10)
            .map(String::from)
            .unwrap_or_default();
        return parse_seed(&text)
            .map(Some)
            .ok_or_else(|| bad("this BigInt is out of range".into()));
    }
    Err(wrong_type(
        "a seed",
        "a number, a BigInt or decimal text",
        value,
    ))
}

/// Parses a seed given as decimal text: the engine's rule, shared with game records.
pub use madang_engine::record::parse_seed;
