//! Game records as JavaScript sees them (runs under Node with wasm-bindgen-test): export, read
//! back, and a refusal's place on the thrown error.
//! Built with the `records` feature: `cargo test -p madang-wasm --target wasm32-unknown-unknown
//! --features records`.
#![cfg(all(target_arch = "wasm32", feature = "records"))]
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_wasm::{sanyao_replay, SanyaoGame, SsangnyukGame};
use serde_json::Value;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

fn value(v: Result<JsValue, JsValue>) -> Value {
    let v = v.unwrap_or_else(|_| panic!("call failed"));
    serde_wasm_bindgen::from_value(v).unwrap_or_else(|e| panic!("not plain JSON: {e}"))
}

fn prop(e: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(e, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

#[wasm_bindgen_test]
fn a_seeded_game_read_from_its_record_rolls_the_same_dice_next() {
    let game = SsangnyukGame::new(JsValue::from_str("seed"), JsValue::from_str("77"))
        .unwrap_or_else(|_| panic!("new"));
    let mut s = value(game.throw_jaengdu());
    while s["phase"] == "jaengdu" {
        s = value(game.throw_jaengdu());
    }
    let text = game
        .export_record(JsValue::NULL)
        .unwrap_or_else(|_| panic!("export"));
    let back = SsangnyukGame::from_record(JsValue::from_str(&text), JsValue::NULL)
        .unwrap_or_else(|_| panic!("read"));
    assert_eq!(value(back.state()), s);
    // Both play the starter's first legal steps and finish; then both roll the seed's next dice.
    for g in [&game, &back] {
        while value(g.state())["canFinish"] != true {
            let next = value(g.state())["steps"][0].to_string();
            value(g.take_step(js_sys::JSON::parse(&next).unwrap_or(JsValue::NULL)));
        }
        value(g.finish_turn());
    }
    assert_eq!(value(back.roll())["roll"], value(game.roll())["roll"]);
}

#[wasm_bindgen_test]
fn a_refused_move_says_where_and_why_on_the_error() {
    let record = r#"{"format":"madang-record/1","game":"sanyao","rounds":[{"round":1,"starter":0,"moves":[{"player":0,"hole":0},{"player":1,"hole":1}]}]}"#;
    let Err(e) = SanyaoGame::from_record(JsValue::from_str(record), JsValue::NULL) else {
        panic!("North may not sow from South's hole");
    };
    assert_eq!(prop(&e, "name").as_string().as_deref(), Some("MadangError"));
    assert_eq!(
        prop(&e, "kind").as_string().as_deref(),
        Some("not_your_hole")
    );
    assert_eq!(prop(&e, "at").as_string().as_deref(), Some("turn"));
    assert_eq!(prop(&e, "index").as_f64(), Some(2.0));
    assert_eq!(
        prop(&e, "reason").as_string().as_deref(),
        Some("not_your_hole")
    );
    assert_eq!(prop(&e, "rule").as_string().as_deref(), Some("rule-holes"));
    let out_of_turn = record.replace(r#"{"player":0,"hole":0},"#, "");
    let Err(e) = sanyao_replay(JsValue::from_str(&out_of_turn)) else {
        panic!("North does not start a round South starts");
    };
    assert_eq!(prop(&e, "kind").as_string().as_deref(), Some("wrong_side"));
    assert_eq!(prop(&e, "index").as_f64(), Some(1.0));
}
