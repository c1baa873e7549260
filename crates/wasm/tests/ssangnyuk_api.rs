//! The Ssangnyuk handle as JavaScript sees it (runs under Node with wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::panic, reason = "a test fails by panicking")]

use madang_wasm::{ssangnyuk_plays, SsangnyukGame};
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
    match r {
        Ok(_) => "no error".into(),
        Err(e) => kind(&e),
    }
}

fn step(from: Value, to: Value, dice: &[u8]) -> JsValue {
    // Plain objects, as the page sends them (not JS Maps).
    let ser = serde_wasm_bindgen::Serializer::json_compatible();
    serde::Serialize::serialize(&json!({"from": from, "to": to, "dice": dice}), &ser)
        .unwrap_or(JsValue::NULL)
}

const OPENING: &str = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;

fn started(dice: (i32, i32)) -> (SsangnyukGame, Value) {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("7"))
        .unwrap_or_else(|_| panic!("new game"));
    value(g.import_position(JsValue::from_str(OPENING)));
    let s = value(g.roll_dice(JsValue::from(dice.0), JsValue::from(dice.1)));
    (g, s)
}

#[wasm_bindgen_test]
fn a_new_game_waits_for_the_jaengdu() {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new game"));
    let s = value(g.state());
    assert_eq!(s["phase"], "jaengdu");
    assert_eq!(s["rules"]["preset"], "seed");
    assert_eq!(s["rules"]["cap"], 5);
    assert_eq!(s["position"]["points"][23], 2);
}

#[wasm_bindgen_test]
fn the_same_seed_throws_the_same_dice() {
    let a = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("12345"))
        .unwrap_or_else(|_| panic!("new"));
    let b = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("12345"))
        .unwrap_or_else(|_| panic!("new"));
    for _ in 0..5 {
        let (sa, sb) = (value(a.throw_jaengdu()), value(b.throw_jaengdu()));
        assert_eq!(sa["record"], sb["record"]);
        if sa["phase"] != "jaengdu" {
            assert_eq!(sa["phase"], "move");
            assert_eq!(sa["dice"], sb["dice"]);
            return;
        }
    }
}

#[wasm_bindgen_test]
fn the_jaengdu_winner_plays_both_jaengdu_dice() {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("99"))
        .unwrap_or_else(|_| panic!("new"));
    let mut s = value(g.throw_jaengdu());
    while s["phase"] == "jaengdu" {
        s = value(g.throw_jaengdu());
    }
    let last = &s["record"][s["record"].as_array().map_or(0, Vec::len) - 1];
    let (w, b) = (
        last["white"].as_u64().unwrap_or(0),
        last["black"].as_u64().unwrap_or(0),
    );
    let starter = if w > b { "white" } else { "black" };
    assert_eq!(s["position"]["turn"], starter);
    assert_eq!(s["roll"]["dice"], json!([w.max(b), w.min(b)]));
}

#[wasm_bindgen_test]
fn steps_list_the_combined_jump_and_finish_passes_the_turn() {
    let (g, s) = started((6, 3));
    let steps = s["steps"].as_array().cloned().unwrap_or_default();
    assert!(steps.contains(&json!({"from": 13, "to": 4, "dice": [6, 3], "hit": false})));
    assert_eq!(s["canFinish"], false);
    let s = value(g.take_step(step(json!(13), json!(4), &[6, 3])));
    assert_eq!(s["canFinish"], true);
    assert_eq!(
        s["roll"]["toPlay"],
        json!([{"value": 6, "used": true}, {"value": 3, "used": true}])
    );
    assert_eq!(s["position"]["points"][3], 1);
    let s = value(g.finish_turn());
    assert_eq!(s["phase"], "roll");
    assert_eq!(s["position"]["turn"], "black");
    assert_eq!(s["record"][0]["notation"], "13/4");
}

#[wasm_bindgen_test]
fn undo_takes_back_a_step_and_nothing_else() {
    let (g, before) = started((6, 3));
    value(g.take_step(step(json!(24), json!(18), &[6])));
    let s = value(g.undo());
    assert_eq!(s["position"], before["position"]);
    assert_eq!(
        s["roll"]["toPlay"],
        json!([{"value": 6, "used": false}, {"value": 3, "used": false}])
    );
    assert_eq!(err_kind(g.undo()), "nothing_to_undo");
}

#[wasm_bindgen_test]
fn illegal_and_malformed_steps_are_refused_and_change_nothing() {
    let (g, before) = started((6, 3));
    assert_eq!(
        err_kind(g.take_step(step(json!(24), json!(19), &[5]))),
        "illegal_step"
    );
    assert_eq!(
        err_kind(g.take_step(step(json!(25), json!(19), &[6]))),
        "bad_step"
    );
    assert_eq!(
        err_kind(g.take_step(step(json!("bar"), json!(19), &[6]))),
        "illegal_step"
    );
    assert_eq!(
        err_kind(g.take_step(step(json!(13), json!(7), &[7]))),
        "bad_step"
    );
    assert_eq!(err_kind(g.take_step(JsValue::from_str("13/7"))), "bad_step");
    assert_eq!(err_kind(g.finish_turn()), "unfinished_turn");
    assert_eq!(value(g.state()), before);
}

#[wasm_bindgen_test]
fn a_checker_on_the_bar_must_enter_before_any_other_moves() {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new"));
    let pos = r#"{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,1],"bar":[1,0],"off":[0,0],"turn":"white"}"#;
    value(g.import_position(JsValue::from(pos)));
    let s = value(g.roll_dice(JsValue::from(6), JsValue::from(3)));
    let steps = s["steps"].as_array().cloned().unwrap_or_default();
    assert!(!steps.is_empty());
    assert!(steps.iter().all(|st| st["from"] == "bar"), "{steps:?}");
    assert_eq!(
        err_kind(g.take_step(step(json!(13), json!(7), &[6]))),
        "illegal_step"
    );
}

#[wasm_bindgen_test]
fn an_unplayable_roll_passes_by_itself_and_says_why() {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new"));
    // White on the bar; Black holds 19..24 and 14, so neither die nor the jump of 11 enters.
    let pos = r#"{"points":[0,0,0,4,5,5,0,0,0,0,0,0,0,-2,0,0,0,-1,-2,-2,-2,-2,-2,-2],"bar":[1,0],"off":[0,0],"turn":"white"}"#;
    value(g.import_position(JsValue::from(pos)));
    let s = value(g.roll_dice(JsValue::from(6), JsValue::from(5)));
    assert_eq!(s["phase"], "roll");
    assert_eq!(s["position"]["turn"], "black");
    assert_eq!(
        s["record"][0],
        json!({"type": "passed", "color": "white", "dice": [6, 5], "reason": "bar_blocked"})
    );
}

#[wasm_bindgen_test]
fn bad_imports_are_refused_with_their_kind_and_keep_the_game() {
    let (g, before) = started((6, 3));
    let sixteen = OPENING.replace("0,0,0,0,2]", "0,0,0,0,3]");
    let six_on_a_point = r#"{"points":[-2,0,0,0,0,6,0,2,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
    let both = OPENING
        .replace("[-2,0,", r#"[-2,{"white":1,"black":1},"#)
        .replace("0,0,0,0,2]", "0,0,0,0,1]");
    let cases = [
        (sixteen.as_str(), "too_many_checkers"),
        (six_on_a_point, "point_over_cap"),
        (both.as_str(), "both_colours_on_point"),
        (&OPENING[..50], "truncated_json"),
        (r#"{"points":[1]}"#, "malformed_json"),
        (&OPENING.replace(",0,2]", ",0,2,0]"), "wrong_point_count"),
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
fn bad_dice_seeds_and_rules_are_refused() {
    let (g, _) = started((6, 3));
    value(g.take_step(step(json!(13), json!(4), &[6, 3])));
    value(g.finish_turn());
    assert_eq!(
        err_kind(g.roll_dice(JsValue::from(0), JsValue::from(3))),
        "bad_die"
    );
    assert_eq!(
        err_kind(g.roll_dice(JsValue::from(7), JsValue::from(3))),
        "bad_die"
    );
    assert_eq!(
        err_kind(
            SsangnyukGame::new(JsValue::from_str("chess"), JsValue::UNDEFINED)
                .map(|_| JsValue::NULL)
        ),
        "unknown_rules"
    );
    assert_eq!(
        err_kind(
            SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("-1")).map(|_| JsValue::NULL)
        ),
        "bad_seed"
    );
    assert_eq!(
        err_kind(
            SsangnyukGame::new(JsValue::UNDEFINED, JsValue::from_str("1e9")).map(|_| JsValue::NULL)
        ),
        "bad_seed"
    );
}

#[wasm_bindgen_test]
fn actions_out_of_phase_are_refused() {
    let g = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new"));
    assert_eq!(err_kind(g.roll()), "wrong_phase");
    assert_eq!(err_kind(g.finish_turn()), "wrong_phase");
}

#[wasm_bindgen_test]
fn export_and_import_round_trip_and_presets_travel_with_the_position() {
    let g = SsangnyukGame::new(JsValue::from_str("cap6"), JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new"));
    let exported = g
        .export_position()
        .unwrap_or_else(|e| panic!("export: {}", kind(&e)));
    let h = SsangnyukGame::new(JsValue::UNDEFINED, JsValue::UNDEFINED)
        .unwrap_or_else(|_| panic!("new"));
    let s = value(h.import_position(JsValue::from_str(&exported)));
    assert_eq!(s["rules"]["preset"], "cap6");
    assert_eq!(s["rules"]["cap"], 6);
    assert_eq!(
        h.export_position()
            .unwrap_or_else(|e| panic!("export: {}", kind(&e))),
        exported
    );
    value(g.import_position(JsValue::from_str(OPENING)));
    assert_eq!(value(g.state())["rules"]["preset"], "seed");
}

#[wasm_bindgen_test]
fn plays_match_the_cli_shape() {
    let plays = value(ssangnyuk_plays(
        JsValue::from_str(OPENING),
        JsValue::from(6),
        JsValue::from(3),
    ));
    let list = plays.as_array().cloned().unwrap_or_default();
    assert_eq!(list.len(), 14);
    assert!(list
        .iter()
        .any(|p| p["notation"] == "13/4" && p["result"]["turn"] == "black"));
    assert_eq!(
        err_kind(ssangnyuk_plays(
            JsValue::from_str(OPENING),
            JsValue::from(6),
            JsValue::from(9)
        )),
        "bad_die"
    );
}

#[wasm_bindgen_test]
fn a_double_gives_as_many_dice_to_play_as_the_rules_say() {
    for (preset, count) in [("seed", 2), ("doubles_four", 4)] {
        let g = SsangnyukGame::new(JsValue::from_str(preset), JsValue::from_str("5"))
            .unwrap_or_else(|_| panic!("new"));
        let rules = if preset == "seed" {
            ""
        } else {
            r#","rules":{"cap":5,"doubles":"four_times","bear_off":"free","combined":"jump"}"#
        };
        let json = OPENING.replace(r#""turn":"white""#, &format!(r#""turn":"white"{rules}"#));
        value(g.import_position(JsValue::from_str(&json)));
        let s = value(g.roll_dice(JsValue::from(3), JsValue::from(3)));
        let dice = s["roll"]["toPlay"].as_array().cloned().unwrap_or_default();
        assert_eq!(dice.len(), count, "{preset}");
        assert!(dice
            .iter()
            .all(|d| d == &json!({"value": 3, "used": false})));
        let first = s["steps"]
            .as_array()
            .and_then(|st| st.iter().find(|x| x["dice"] == json!([3])).cloned());
        let Some(first) = first else {
            panic!("{preset}: a single 3 can be played")
        };
        let s = value(g.take_step(step(first["from"].clone(), first["to"].clone(), &[3])));
        let used: Vec<bool> = s["roll"]["toPlay"]
            .as_array()
            .map(|d| d.iter().map(|x| x["used"] == true).collect())
            .unwrap_or_default();
        let mut want = vec![false; count - 1];
        want.push(true);
        assert_eq!(used, want, "{preset}: unused dice first");
    }
}
