//! The computer players as JavaScript sees them (runs under Node with wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_wasm::{ssangnyuk_plays, SanyaoBot, SanyaoGame, SsangnyukBot, SsangnyukGame};
use serde_json::{json, Value};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

fn value(v: Result<JsValue, JsValue>) -> Value {
    let v = v.unwrap_or_else(|e| panic!("call failed: {}", kind(&e)));
    serde_wasm_bindgen::from_value(v)
        .unwrap_or_else(|e| panic!("the answer is not plain JSON: {e}"))
}

fn kind(e: &JsValue) -> String {
    js_sys::Reflect::get(e, &JsValue::from_str("kind"))
        .ok()
        .and_then(|k| k.as_string())
        .unwrap_or_default()
}

fn err_kind<T>(r: Result<T, JsValue>) -> String {
    r.map_or_else(|e| kind(&e), |_| "no error".into())
}

fn step(s: &Value) -> JsValue {
    // Plain objects, as the page sends them back (not JS Maps).
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(
        &json!({"from": s["from"], "to": s["to"], "dice": s["dice"]}),
        &ser,
    )
    .unwrap_or(JsValue::NULL)
}

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
/// White on the bar against Black's closed home board: small rolls enter nowhere (not even by
/// the combined jump; a large sum could land beyond it, on point 13-18).
const SHUT_OUT: &str = r#"{"points":[-3,0,0,0,0,5,5,4,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2],"bar":[1,0],"off":[0,0],"turn":"white"}"#;

fn ssangnyuk_positions() -> Vec<String> {
    let corpus: Vec<Value> =
        serde_json::from_str(include_str!("../../engine/benches/ssangnyuk_corpus.json"))
            .unwrap_or_default();
    let mut out = vec![OPENING.to_string()];
    out.extend(
        [0, 3, 40, 120, 199]
            .iter()
            .filter_map(|&i| corpus.get(i))
            .map(Value::to_string),
    );
    out
}

fn ssangnyuk_bot(level: &str, seed: &str) -> SsangnyukBot {
    SsangnyukBot::new(JsValue::from(level), JsValue::from_str(seed))
        .unwrap_or_else(|e| panic!("new {level}: {}", kind(&e)))
}

fn sanyao_bot(level: &str, seed: &str) -> SanyaoBot {
    SanyaoBot::new(JsValue::from(level), JsValue::from_str(seed))
        .unwrap_or_else(|e| panic!("new {level}: {}", kind(&e)))
}

#[wasm_bindgen_test]
fn every_ssangnyuk_level_chooses_one_of_the_legal_plays_and_its_steps_replay_it() {
    for level in LEVELS {
        let bot = ssangnyuk_bot(level, "7");
        assert_eq!(bot.level().ok().as_deref(), Some(level));
        for position in ssangnyuk_positions() {
            for (a, b) in [(6, 3), (5, 5), (2, 1)] {
                let plays = value(ssangnyuk_plays(
                    JsValue::from_str(&position),
                    JsValue::from(a),
                    JsValue::from(b),
                ));
                let choice = value(bot.choose(
                    JsValue::from_str(&position),
                    JsValue::from(a),
                    JsValue::from(b),
                ));
                let plays = plays.as_array().cloned().unwrap_or_default();
                if plays.is_empty() {
                    assert_eq!(choice, Value::Null, "{level} {position} {a}-{b}");
                    continue;
                }
                assert!(
                    plays
                        .iter()
                        .any(|p| p["notation"] == choice["notation"]
                            && p["result"] == choice["result"]),
                    "{level} {position} {a}-{b}: {choice}"
                );
                // The steps, taken one by one as the page does, reach the chosen result.
                let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("1"))
                    .unwrap_or_else(|_| panic!("new game"));
                value(g.import_position(JsValue::from_str(&position)));
                let s = value(g.roll_dice(JsValue::from(a), JsValue::from(b)));
                assert_eq!(s["phase"], "move", "{position} {a}-{b}");
                for st in choice["steps"].as_array().cloned().unwrap_or_default() {
                    assert!(st["hit"].is_boolean());
                    value(g.take_step(step(&st)));
                }
                let s = value(g.finish_turn());
                assert_eq!(
                    s["position"], choice["result"],
                    "{level} {position} {a}-{b}"
                );
            }
        }
    }
}

#[wasm_bindgen_test]
fn an_unplayable_roll_gets_the_pass() {
    for level in LEVELS {
        let bot = ssangnyuk_bot(level, "3");
        for (a, b) in [(2, 1), (1, 1), (3, 2), (4, 2)] {
            let plays = value(ssangnyuk_plays(
                JsValue::from_str(SHUT_OUT),
                JsValue::from(a),
                JsValue::from(b),
            ));
            let [pass] = plays.as_array().map(Vec::as_slice).unwrap_or_default() else {
                panic!("{a}-{b}: one play, the pass: {plays}");
            };
            assert_eq!(pass["notation"], "pass");
            assert_eq!(pass["steps"], json!([]));
            assert_eq!(pass["result"]["turn"], "black");
            let choice = value(bot.choose(
                JsValue::from_str(SHUT_OUT),
                JsValue::from(a),
                JsValue::from(b),
            ));
            assert_eq!(&choice, pass, "{level} {a}-{b}");
        }
    }
}

#[wasm_bindgen_test]
fn a_fixed_seed_gives_the_same_choices() {
    for level in LEVELS {
        let (x, y) = (ssangnyuk_bot(level, "12345"), ssangnyuk_bot(level, "12345"));
        let (p, q) = (sanyao_bot(level, "12345"), sanyao_bot(level, "12345"));
        for position in ssangnyuk_positions() {
            assert_eq!(
                value(x.choose(
                    JsValue::from_str(&position),
                    JsValue::from(4),
                    JsValue::from(2)
                )),
                value(y.choose(
                    JsValue::from_str(&position),
                    JsValue::from(4),
                    JsValue::from(2)
                )),
                "{level}"
            );
        }
        for position in sanyao_positions() {
            assert_eq!(
                value(p.choose(JsValue::from_str(&position))),
                value(q.choose(JsValue::from_str(&position))),
                "{level}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn unknown_levels_bad_seeds_and_bad_input_are_refused_with_their_kind() {
    assert_eq!(
        err_kind(SsangnyukBot::new(
            JsValue::from_str("grandmaster"),
            JsValue::UNDEFINED
        )),
        "unknown_level"
    );
    assert_eq!(
        err_kind(SanyaoBot::new(
            JsValue::from_str("Hard"),
            JsValue::UNDEFINED
        )),
        "unknown_level"
    );
    assert_eq!(
        err_kind(SsangnyukBot::new(
            JsValue::from_str("easy"),
            JsValue::from_str("-1")
        )),
        "bad_seed"
    );
    assert_eq!(
        err_kind(SanyaoBot::new(
            JsValue::from_str("easy"),
            JsValue::from_str("1.5")
        )),
        "bad_seed"
    );
    assert!(
        SsangnyukBot::new(JsValue::from_str("hard"), JsValue::UNDEFINED).is_ok(),
        "no seed: one from the platform"
    );
    assert!(SanyaoBot::new(JsValue::from_str("hard"), JsValue::from_str("")).is_ok());

    let bot = ssangnyuk_bot("medium", "1");
    assert_eq!(
        err_kind(bot.choose(
            JsValue::from_str(OPENING),
            JsValue::from(7),
            JsValue::from(1)
        )),
        "bad_die"
    );
    assert_eq!(
        err_kind(bot.choose(
            JsValue::from_str(OPENING),
            JsValue::from(0),
            JsValue::from(1)
        )),
        "bad_die"
    );
    assert_eq!(
        err_kind(bot.choose(
            JsValue::from_str(r#"{"points":[1,2"#),
            JsValue::from(6),
            JsValue::from(1)
        )),
        "truncated_json"
    );
    let short = r#"{"points":[0],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
    assert_eq!(
        err_kind(bot.choose(JsValue::from_str(short), JsValue::from(6), JsValue::from(1))),
        "wrong_point_count"
    );
    assert_eq!(
        err_kind(bot.set_budget(JsValue::from(-1.0), JsValue::UNDEFINED)),
        "bad_budget"
    );
    assert_eq!(
        err_kind(bot.set_budget(JsValue::from(10.0), JsValue::from(0.0))),
        "bad_budget"
    );

    let bot = sanyao_bot("medium", "1");
    let total =
        r#"{"pits":[5,5,5,5,5,5,5,5,5,6],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;
    assert_eq!(err_kind(bot.choose(JsValue::from_str(total))), "seed_total");
    assert_eq!(
        err_kind(bot.choose(JsValue::from_str("["))),
        "truncated_json"
    );
    assert_eq!(
        err_kind(bot.set_budget(JsValue::from(f64::NAN), JsValue::UNDEFINED)),
        "bad_budget"
    );
}

#[wasm_bindgen_test]
fn a_budget_still_gives_a_legal_play() {
    let bot = ssangnyuk_bot("hard", "5");
    assert!(bot
        .set_budget(JsValue::from(0.0), JsValue::UNDEFINED)
        .is_ok());
    let plays = value(ssangnyuk_plays(
        JsValue::from_str(OPENING),
        JsValue::from(6),
        JsValue::from(3),
    ));
    let choice = value(bot.choose(
        JsValue::from_str(OPENING),
        JsValue::from(6),
        JsValue::from(3),
    ));
    assert!(plays
        .as_array()
        .is_some_and(|ps| ps.iter().any(|p| p["notation"] == choice["notation"])));
    assert!(
        bot.set_budget(JsValue::from(1000.0), JsValue::from(50.0))
            .is_ok(),
        "a timed budget reads performance.now()"
    );
    assert!(value(bot.choose(
        JsValue::from_str(OPENING),
        JsValue::from(6),
        JsValue::from(3)
    ))
    .is_object());

    let bot = sanyao_bot("hard", "5");
    assert!(bot
        .set_budget(JsValue::from(200.0), JsValue::from(50.0))
        .is_ok());
    let hole = value(bot.choose(JsValue::from_str(SY_OPENING)));
    assert!(hole.as_u64().is_some_and(|h| h < 5), "{hole}");
}

const SY_OPENING: &str =
    r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;

/// Openings for both sides, a position where some holes are endless, and positions of a match
/// played out by the medium player.
fn sanyao_positions() -> Vec<String> {
    let mut out = vec![
        SY_OPENING.to_string(),
        r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":1}"#
            .to_string(),
        r#"{"pits":[1,2,1,0,3,2,1,2,6,2],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[30,0],"turn":0}"#
            .to_string(),
    ];
    let g = SanyaoGame::new(JsValue::from_str("3")).unwrap_or_else(|_| panic!("new"));
    let bot = sanyao_bot("easy", "9");
    for _ in 0..40 {
        let s = value(g.state());
        if s["status"] != "to_move" {
            break;
        }
        let position = g
            .export_position()
            .unwrap_or_else(|e| panic!("export: {}", kind(&e)));
        let Some(hole) = value(bot.choose(JsValue::from_str(&position))).as_i64() else {
            break;
        };
        value(g.play(JsValue::from(hole as i32)));
        out.push(position);
    }
    out.into_iter().step_by(3).collect()
}

#[wasm_bindgen_test]
fn every_sanyao_level_chooses_a_legal_hole() {
    for level in LEVELS {
        let bot = sanyao_bot(level, "7");
        assert_eq!(bot.level().ok().as_deref(), Some(level));
        for position in sanyao_positions() {
            let g = SanyaoGame::new(JsValue::from_str("1")).unwrap_or_else(|_| panic!("new"));
            let legal =
                value(g.import_position(JsValue::from_str(&position)))["legalMoves"].clone();
            let hole = value(bot.choose(JsValue::from_str(&position)));
            assert!(
                legal.as_array().is_some_and(|l| l.contains(&hole)),
                "{level} {position}: {hole} not in {legal}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn a_side_with_no_move_gets_null() {
    // South's row is empty: South must pass.
    let pass = r#"{"pits":[0,0,0,0,0,10,10,10,10,10],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;
    let g = SanyaoGame::new(JsValue::from_str("1")).unwrap_or_else(|_| panic!("new"));
    assert_eq!(
        value(g.import_position(JsValue::from_str(pass)))["legalMoves"],
        json!([])
    );
    for level in LEVELS {
        assert_eq!(
            value(sanyao_bot(level, "2").choose(JsValue::from_str(pass))),
            Value::Null,
            "{level}"
        );
    }
}
