//! Errors cross to JavaScript as `Error` objects with a stable `kind` the page translates and
//! a lowercase English `message` for developers.

use wasm_bindgen::JsValue;

/// Builds a JS `Error` with `name = "MadangError"`, `kind` and `message`.
pub fn js_error(kind: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    err.set_name("MadangError");
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("kind"), &JsValue::from_str(kind));
    err.into()
}

/// An engine error with its own kind.
pub trait Kinded: core::fmt::Display {
    /// The stable name.
    fn kind(&self) -> &'static str;
}

macro_rules! kinded {
    ($($t:ty),*) => {$(
        impl Kinded for $t {
            fn kind(&self) -> &'static str {
                <$t>::kind(self)
            }
        }
    )*};
}

use madang_engine::{json::JsonError, sanyao as sy, ssangnyuk as sn};
kinded!(
    JsonError,
    sn::SetupError,
    sn::GameError,
    sn::TurnError,
    sy::SetupError,
    sy::PlayError
);

impl Kinded for sn::DiceError {
    fn kind(&self) -> &'static str {
        "bad_die"
    }
}

impl Kinded for sn::NotationError {
    fn kind(&self) -> &'static str {
        "bad_notation"
    }
}

/// Converts any kinded engine error.
pub fn from<E: Kinded>(e: E) -> JsValue {
    js_error(e.kind(), &alloc_string(&e))
}

fn alloc_string(e: &dyn core::fmt::Display) -> String {
    e.to_string()
}

/// Serialises a view for JavaScript as plain JSON-compatible objects.
pub fn to_js<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_error("internal", &e.to_string()))
}
