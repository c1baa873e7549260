//! The San Yao handle as JavaScript sees it (runs under Node with wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_wasm::{sanyao_move, SanyaoGame};
use serde_json::{json, Value};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

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

fn err_kind(r: Result<JsValue, JsValue>) -> String {
    r.map_or_else(|e| kind(&e), |_| "no error".into())
}

fn game(json: &str) -> SanyaoGame {
    let g = SanyaoGame::new(JsValue::from_str("1")).unwrap_or_else(|_| panic!("new"));
    value(g.import_position(JsValue::from_str(json)));
    g
}

const OPENING_SOUTH: &str =
    r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;

#[wasm_bindgen_test]
fn a_new_match_has_fifty_seeds_and_five_legal_holes() {
    let g = SanyaoGame::new(JsValue::from_str("42")).unwrap_or_else(|_| panic!("new"));
    let s = value(g.state());
    assert_eq!(s["position"]["pits"], json!([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]));
    assert_eq!(s["status"], "to_move");
    assert_eq!(s["legalMoves"].as_array().map_or(0, Vec::len), 5);
    let same = value(
        SanyaoGame::new(JsValue::from_str("42"))
            .unwrap_or_else(|_| panic!("new"))
            .state(),
    );
    assert_eq!(
        s["position"]["turn"], same["position"]["turn"],
        "the seed fixes the draw"
    );
}

#[wasm_bindgen_test]
fn the_opening_move_from_hole_zero_relays_and_captures_nine_with_events() {
    let g = game(OPENING_SOUTH);
    let m = value(g.play(JsValue::from(0)));
    assert_eq!(m["captured"], 9);
    let events = m["events"].as_array().cloned().unwrap_or_default();
    assert_eq!(events[0], json!({"type": "lift", "hole": 0, "seeds": 5}));
    assert!(events.iter().any(|e| e["type"] == "relay"));
    let captured: u64 = events
        .iter()
        .filter(|e| e["type"] == "capture")
        .filter_map(|e| e["seeds"].as_u64())
        .sum();
    assert_eq!(captured, 9);
    let drops = events.iter().filter(|e| e["type"] == "drop").count();
    let lifted: u64 = events
        .iter()
        .filter(|e| e["type"] == "lift" || e["type"] == "relay")
        .filter_map(|e| e["seeds"].as_u64())
        .sum();
    assert_eq!(drops as u64, lifted, "every lifted seed is dropped once");
    assert_eq!(m["state"]["position"]["stores"], json!([9, 0]));
    assert_eq!(m["state"]["position"]["turn"], 1);
}

#[wasm_bindgen_test]
fn refused_moves_name_their_reason_and_change_nothing() {
    let endless =
        r#"{"pits":[1,2,1,0,3,2,1,2,6,2],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[30,0],"turn":0}"#;
    let g = game(endless);
    let before = value(g.state());
    assert!(!before["legalMoves"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .contains(&json!(1)));
    assert_eq!(err_kind(g.play(JsValue::from(1))), "endless");
    assert_eq!(err_kind(g.play(JsValue::from(3))), "empty_hole");
    assert_eq!(err_kind(g.play(JsValue::from(7))), "not_your_hole");
    assert_eq!(err_kind(g.play(JsValue::from(10))), "hole_out_of_range");
    assert_eq!(err_kind(g.play(JsValue::from(-1))), "hole_out_of_range");
    assert_eq!(value(g.state()), before);
}

#[wasm_bindgen_test]
fn bad_positions_are_refused_with_their_kind() {
    let g = game(OPENING_SOUTH);
    let before = value(g.state());
    let cases = [
        (
            r#"{"pits":[5,5,5,5,5,5,5,5,5,6],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#,
            "seed_total",
        ),
        (
            r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,2],"stores":[0,0],"turn":0}"#,
            "owner_not_player",
        ),
        (
            r#"{"pits":[-5,5,5,5,5,5,5,5,5,15],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#,
            "negative_count",
        ),
        (
            r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":2}"#,
            "turn_not_player",
        ),
        (
            r#"{"pits":[5,5,5,5,5,5,5,5,5,5,0],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#,
            "wrong_hole_count",
        ),
        (r#"{"pits":[5,5,5"#, "truncated_json"),
    ];
    for (json, want) in cases {
        assert_eq!(
            err_kind(g.import_position(JsValue::from_str(json))),
            want,
            "{json}"
        );
    }
    assert_eq!(value(g.state()), before);
}

#[wasm_bindgen_test]
fn export_and_import_round_trip() {
    let g = game(OPENING_SOUTH);
    value(g.play(JsValue::from(0)));
    let exported = g
        .export_position()
        .unwrap_or_else(|e| panic!("export: {}", kind(&e)));
    let h = game(&exported);
    assert_eq!(
        h.export_position()
            .unwrap_or_else(|e| panic!("export: {}", kind(&e))),
        exported
    );
    assert_eq!(value(h.state()), value(g.state()));
}

#[wasm_bindgen_test]
fn the_move_function_matches_the_cli_contract() {
    let out = value(sanyao_move(
        JsValue::from_str(OPENING_SOUTH),
        JsValue::from(0),
    ));
    assert_eq!(out["captured"], 9);
    assert_eq!(out["result"]["stores"], json!([9, 0]));
    assert_eq!(
        err_kind(sanyao_move(
            JsValue::from_str(OPENING_SOUTH),
            JsValue::from(5)
        )),
        "not_your_hole"
    );
}

#[wasm_bindgen_test]
fn the_state_gives_totals_and_the_round_just_ended_until_the_next_move() {
    // South sows hole 0 into hole 1 and captures hole 3: fewer than two seeds remain.
    let g = game(
        r#"{"pits":[1,0,0,1,0,0,0,0,0,0],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[35,13],"turn":0,"round":3,"starter":1}"#,
    );
    assert_eq!(value(g.state())["totals"], json!([37, 13]));
    assert_eq!(value(g.state())["lastRound"], Value::Null);
    let m = value(g.play(JsValue::from(0)));
    let summary = json!({"round": 3, "reason": "fewer_than_two_seeds", "totals": [37, 13],
        "winner": 0, "sons": [5, 6], "loan": {"hole": 9, "seeds": 2}, "nextStarter": 0,
        "matchWinner": null});
    assert_eq!(m["roundEnd"], summary);
    assert_eq!(m["state"]["lastRound"], summary);
    assert_eq!(m["state"]["sons"], json!([5, 6]));
    assert_eq!(
        m["state"]["totals"],
        json!([35, 15]),
        "seven holes of five, three of five"
    );
    // It survives export and import, and goes with the next move.
    let exported = g.export_position().unwrap_or_default();
    let h = game(&exported);
    assert_eq!(value(h.state())["lastRound"], summary);
    let hole = value(h.state())["legalMoves"][0].as_u64().unwrap_or(99);
    let next = value(h.play(JsValue::from(hole as u32)));
    assert_eq!(next["state"]["lastRound"], Value::Null);
    // A summary that its position does not follow from is refused.
    let forged = exported.replace("[37,13]", "[32,18]");
    assert_eq!(
        err_kind(h.import_position(JsValue::from_str(&forged))),
        "last_round_mismatch"
    );
}
