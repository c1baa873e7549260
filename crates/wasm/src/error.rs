//! Every failure crosses to JavaScript as one kind of thrown value: a JS `Error` whose `name`
//! is `"MadangError"`, with a stable `kind` (the page translates `error.<kind>`) and a lowercase
//! English `message` for developers. The kinds are the engine's ([`ErrorKind`]) and the few
//! this boundary adds ([`BoundaryKind`]); [`error_kinds`] lists them all.

#[cfg(feature = "records")]
use madang_engine::record::{At, RecordError};
use madang_engine::{EngineError, ErrorKind};
use serde::Serialize;
use tsify::Tsify;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const ENGINE_KINDS_TS: &str = include_str!(concat!(env!("OUT_DIR"), "/engine_error_kinds.d.ts"));

#[wasm_bindgen(typescript_custom_section)]
const ERROR_TS: &str = r#"
/** Every kind a thrown `MadangError` can have; `errorKinds()` lists them at run time. */
export type ErrorKind = EngineErrorKind | BoundaryKind;

/** What every function and method of this package throws: never anything else. */
export interface MadangError extends Error {
  readonly name: "MadangError";
  readonly kind: ErrorKind;
  /** A refused game record: where it breaks a rule (`index` counts from 1). */
  readonly at?: "record" | "start" | "jaengdu" | "turn" | "round" | "result";
  /** The jaengdu throw, turn (a San Yao move, counted across the match) or round number. */
  readonly index?: number;
  /** A refused play or move in a record: the why-not reason (`blocked`, `not_your_hole`...). */
  readonly reason?: string;
  /** With `reason`: the id of the rules pages' row that states the rule. */
  readonly rule?: string;
}
"#;

macro_rules! boundary_kinds {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// The kinds this boundary adds to the engine's: arguments JavaScript got wrong, and
        /// handles used after `free()`.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Tsify)]
        pub enum BoundaryKind {
            $($(#[$doc])* #[serde(rename = $name)] $variant,)*
        }

        impl BoundaryKind {
            /// Every boundary kind, in declaration order.
            pub const ALL: &'static [BoundaryKind] = &[$(BoundaryKind::$variant,)*];

            /// The kind's stable name.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(BoundaryKind::$variant => $name,)*
                }
            }
        }
    };
}

boundary_kinds! {
    /// An argument of the wrong type (a string where a number belongs, a missing object, a
    /// BigInt where a hole belongs) or whose getter threw.
    BadArgument = "bad_argument",
    /// The handle was freed with `free()`.
    Freed = "freed",
    /// The handle was called again from inside one of its own calls (a getter of an argument).
    Busy = "busy",
    /// A seed that is not a whole number from 0 to 2^64 - 1.
    BadSeed = "bad_seed",
    /// A computer player level that is not `random`, `easy`, `medium` or `hard`.
    UnknownLevel = "unknown_level",
    /// A thinking budget that is not a whole number of nodes and a positive time.
    BadBudget = "bad_budget",
    /// A Ssangnyuk step that is not `{from, to, dice}` with a point, `"bar"` or `"off"` and one
    /// or two dice.
    BadStep = "bad_step",
    /// A failure inside this package (a bug): please report it.
    Internal = "internal",
}

/// A failure on its way to JavaScript.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    kind: &'static str,
    message: String,
    /// For a refused record: where, and for a refused move why. Only the records package has
    /// it: every call's error path would carry it otherwise.
    #[cfg(feature = "records")]
    place: Option<Place>,
}

/// Where a record broke a rule, as the thrown error's `at`, `index`, `reason` and `rule`.
#[cfg(feature = "records")]
#[derive(Debug, Clone, PartialEq, Eq)]
struct Place {
    at: &'static str,
    index: Option<u32>,
    reason: Option<&'static str>,
    rule: Option<&'static str>,
}

impl Failure {
    /// A failure of one of this boundary's kinds.
    pub fn new(kind: BoundaryKind, message: impl Into<String>) -> Failure {
        Failure {
            kind: kind.as_str(),
            message: message.into(),
            #[cfg(feature = "records")]
            place: None,
        }
    }

    /// A refused record, with where it broke a rule.
    #[cfg(feature = "records")]
    pub fn record(e: RecordError) -> Failure {
        let (at, index) = match e.at {
            At::Record => ("record", None),
            At::Start => ("start", None),
            At::Jaengdu(n) => ("jaengdu", Some(n)),
            At::Turn(n) => ("turn", Some(n)),
            At::Round(n) => ("round", Some(n)),
            At::Result => ("result", None),
        };
        Failure {
            kind: e.kind.as_str(),
            message: e.to_string(),
            place: Some(Place {
                at,
                index,
                reason: e.reason,
                rule: e.rule,
            }),
        }
    }

    /// A failure of one of the engine's kinds, with this boundary's message.
    pub fn engine(kind: ErrorKind, message: impl Into<String>) -> Failure {
        Failure {
            kind: kind.as_str(),
            message: message.into(),
            #[cfg(feature = "records")]
            place: None,
        }
    }

    /// The kind's name.
    pub fn kind(&self) -> &'static str {
        self.kind
    }
}

impl<E: EngineError> From<E> for Failure {
    fn from(e: E) -> Failure {
        Failure {
            kind: e.kind().as_str(),
            message: e.to_string(),
            #[cfg(feature = "records")]
            place: None,
        }
    }
}

impl From<Failure> for JsValue {
    fn from(f: Failure) -> JsValue {
        let err = js_sys::Error::new(&f.message);
        err.set_name("MadangError");
        // Setting a property on a fresh, unfrozen Error object cannot fail.
        let set = |key: &str, value: JsValue| {
            let _ = js_sys::Reflect::set(&err, &JsValue::from_str(key), &value);
        };
        set("kind", JsValue::from_str(f.kind));
        #[cfg(feature = "records")]
        if let Some(p) = f.place {
            set("at", JsValue::from_str(p.at));
            if let Some(n) = p.index {
                set("index", JsValue::from(n));
            }
            if let Some(reason) = p.reason {
                set("reason", JsValue::from_str(reason));
            }
            if let Some(rule) = p.rule {
                set("rule", JsValue::from_str(rule));
            }
        }
        err.into()
    }
}

/// Serialises a view as plain JSON-compatible JavaScript values (objects, not Maps).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, Failure> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| Failure::new(BoundaryKind::Internal, e.to_string()))
}

/// The names of every error kind a call can throw: the engine's, then this boundary's.
#[wasm_bindgen(js_name = errorKinds, unchecked_return_type = "ErrorKind[]")]
pub fn error_kinds() -> Vec<JsValue> {
    all_kinds().map(JsValue::from_str).collect()
}

/// The names of every error kind, as Rust strings.
pub fn all_kinds() -> impl Iterator<Item = &'static str> {
    let engine = ErrorKind::ALL.iter().map(|k| k.as_str());
    engine.chain(BoundaryKind::ALL.iter().map(|k| k.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn no_boundary_kind_repeats_an_engine_kind() {
        let all: Vec<&str> = all_kinds().collect();
        let unique: BTreeSet<&str> = all.iter().copied().collect();
        assert_eq!(all.len(), unique.len());
        assert_eq!(all.len(), ErrorKind::ALL.len() + BoundaryKind::ALL.len());
    }

    #[test]
    fn engine_errors_keep_their_kind_and_message() {
        let e = madang_engine::sanyao::PlayError::EmptyHole;
        let f = Failure::from(e);
        assert_eq!(f.kind(), "empty_hole");
        assert_eq!(f.message, e.to_string());
    }
}
