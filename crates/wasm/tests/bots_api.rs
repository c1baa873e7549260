//! The computer players as JavaScript sees them (runs under Node with wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use madang_wasm::{ssangnyuk_plays, SanyaoBot, SanyaoGame, SsangnyukBot, SsangnyukGame};
use serde_json::{json, Value};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const LEVELS: [&str; 4] = ["random", "easy", "medium", "hard"];

fn value(v: Result<JsValue, JsValue>) -> Value {
    let v = v.unwrap_or_else(|e| panic!("call failed: {}", kind(&e)));
    serde_wasm_bindgen::from_value(v).unwrap_or(Value::Null)
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
    SsangnyukBot::new(level, Some(seed.into()))
        .unwrap_or_else(|e| panic!("new {level}: {}", kind(&e)))
}

fn sanyao_bot(level: &str, seed: &str) -> SanyaoBot {
    SanyaoBot::new(level, Some(seed.into())).unwrap_or_else(|e| panic!("new {level}: {}", kind(&e)))
}

#[wasm_bindgen_test]
fn every_ssangnyuk_level_chooses_one_of_the_legal_plays_and_its_steps_replay_it() {
    for level in LEVELS {
        let mut bot = ssangnyuk_bot(level, "7");
        assert_eq!(bot.level(), level);
        for position in ssangnyuk_positions() {
            for (a, b) in [(6, 3), (5, 5), (2, 1)] {
                let plays = value(ssangnyuk_plays(&position, a, b));
                let choice = value(bot.choose(&position, a, b));
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
                let mut g = SsangnyukGame::new(None, Some("1".into()))
                    .unwrap_or_else(|_| panic!("new game"));
                value(g.import_position(&position));
                let s = value(g.roll_dice(a, b));
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
fn an_unplayable_roll_gives_null() {
    for level in LEVELS {
        let mut bot = ssangnyuk_bot(level, "3");
        for (a, b) in [(2, 1), (1, 1), (3, 2), (4, 2)] {
            assert_eq!(value(ssangnyuk_plays(SHUT_OUT, a, b)), json!([]), "{a}-{b}");
            assert_eq!(
                value(bot.choose(SHUT_OUT, a, b)),
                Value::Null,
                "{level} {a}-{b}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn a_fixed_seed_gives_the_same_choices() {
    for level in LEVELS {
        let (mut x, mut y) = (ssangnyuk_bot(level, "12345"), ssangnyuk_bot(level, "12345"));
        let (mut p, mut q) = (sanyao_bot(level, "12345"), sanyao_bot(level, "12345"));
        for position in ssangnyuk_positions() {
            assert_eq!(
                value(x.choose(&position, 4, 2)),
                value(y.choose(&position, 4, 2)),
                "{level}"
            );
        }
        for position in sanyao_positions() {
            assert_eq!(
                value(p.choose(&position)),
                value(q.choose(&position)),
                "{level}"
            );
        }
    }
}

#[wasm_bindgen_test]
fn unknown_levels_bad_seeds_and_bad_input_are_refused_with_their_kind() {
    assert_eq!(
        err_kind(SsangnyukBot::new("grandmaster", None)),
        "unknown_level"
    );
    assert_eq!(err_kind(SanyaoBot::new("Hard", None)), "unknown_level");
    assert_eq!(
        err_kind(SsangnyukBot::new("easy", Some("-1".into()))),
        "bad_seed"
    );
    assert_eq!(
        err_kind(SanyaoBot::new("easy", Some("1.5".into()))),
        "bad_seed"
    );
    assert!(
        SsangnyukBot::new("hard", None).is_ok(),
        "no seed: one from the platform"
    );
    assert!(SanyaoBot::new("hard", Some(String::new())).is_ok());

    let mut bot = ssangnyuk_bot("medium", "1");
    assert_eq!(err_kind(bot.choose(OPENING, 7, 1)), "bad_die");
    assert_eq!(err_kind(bot.choose(OPENING, 0, 1)), "bad_die");
    assert_eq!(
        err_kind(bot.choose(r#"{"points":[1,2"#, 6, 1)),
        "truncated_json"
    );
    let short = r#"{"points":[0],"bar":[0,0],"off":[0,0],"turn":"white"}"#;
    assert_eq!(err_kind(bot.choose(short, 6, 1)), "wrong_point_count");
    assert_eq!(err_kind(bot.set_budget(-1.0, None)), "bad_budget");
    assert_eq!(err_kind(bot.set_budget(10.0, Some(0.0))), "bad_budget");

    let mut bot = sanyao_bot("medium", "1");
    let total =
        r#"{"pits":[5,5,5,5,5,5,5,5,5,6],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#;
    assert_eq!(err_kind(bot.choose(total)), "seed_total");
    assert_eq!(err_kind(bot.choose("[")), "truncated_json");
    assert_eq!(err_kind(bot.set_budget(f64::NAN, None)), "bad_budget");
}

#[wasm_bindgen_test]
fn a_budget_still_gives_a_legal_play() {
    let mut bot = ssangnyuk_bot("hard", "5");
    assert!(bot.set_budget(0.0, None).is_ok());
    let plays = value(ssangnyuk_plays(OPENING, 6, 3));
    let choice = value(bot.choose(OPENING, 6, 3));
    assert!(plays
        .as_array()
        .is_some_and(|ps| ps.iter().any(|p| p["notation"] == choice["notation"])));
    assert!(
        bot.set_budget(1000.0, Some(50.0)).is_ok(),
        "a timed budget reads performance.now()"
    );
    assert!(value(bot.choose(OPENING, 6, 3)).is_object());

    let mut bot = sanyao_bot("hard", "5");
    assert!(bot.set_budget(200.0, Some(50.0)).is_ok());
    let hole = value(bot.choose(SY_OPENING));
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
    let mut g = SanyaoGame::new(Some("3".into())).unwrap_or_else(|_| panic!("new"));
    let mut bot = sanyao_bot("easy", "9");
    for _ in 0..40 {
        let s = value(g.state());
        if s["status"] != "to_move" {
            break;
        }
        let position = g.export_position();
        let Some(hole) = value(bot.choose(&position)).as_i64() else {
            break;
        };
        value(g.play(hole as i32));
        out.push(position);
    }
    out.into_iter().step_by(3).collect()
}

#[wasm_bindgen_test]
fn every_sanyao_level_chooses_a_legal_hole() {
    for level in LEVELS {
        let mut bot = sanyao_bot(level, "7");
        assert_eq!(bot.level(), level);
        for position in sanyao_positions() {
            let mut g = SanyaoGame::new(Some("1".into())).unwrap_or_else(|_| panic!("new"));
            let legal = value(g.import_position(&position))["legalMoves"].clone();
            let hole = value(bot.choose(&position));
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
    let mut g = SanyaoGame::new(Some("1".into())).unwrap_or_else(|_| panic!("new"));
    assert_eq!(value(g.import_position(pass))["legalMoves"], json!([]));
    for level in LEVELS {
        assert_eq!(
            value(sanyao_bot(level, "2").choose(pass)),
            Value::Null,
            "{level}"
        );
    }
}
