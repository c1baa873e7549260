//! San Yao records: a match written and read back is the same match; a record that breaks a
//! rule is refused at its first bad move, round or result, with the reason.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use madang_engine::record::{sanyao as rec, At, Meta, RecordError};
use madang_engine::sanyao::{Game, Player, Position, Refusal, Status};
use madang_engine::ErrorKind;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The draw these tests' seeds give: South for even seeds (the page's draw lives in
/// madang-bot; the reader checks against whatever draw it is given).
fn draw(seed: u64) -> Player {
    if seed % 2 == 0 {
        Player::South
    } else {
        Player::North
    }
}

/// A match of random legal moves from the opening, stopped after at most `moves` moves.
fn random_match(seed: u64, moves: usize) -> Game {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut game = Game::new(draw(seed));
    for _ in 0..moves {
        let legal: Vec<usize> = game.position().legal_moves().iter().collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game
}

fn read(text: &str) -> Result<rec::Read, RecordError> {
    rec::read(text, draw, None)
}

fn finished(seed: u64) -> (Game, String) {
    let game = random_match(seed, 20_000);
    assert!(game.position().outcome().is_some(), "seed {seed} ends");
    let text = rec::write(&game, Some(seed), &Meta::new());
    (game, text)
}

fn edit(text: &str, f: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut doc: serde_json::Value = serde_json::from_str(text).unwrap();
    f(&mut doc);
    serde_json::to_string(&doc).unwrap()
}

#[test]
fn whole_and_unfinished_matches_round_trip() {
    for seed in 0..8u64 {
        let (game, text) = finished(seed);
        let back = read(&text).unwrap();
        assert_eq!(back.game.position(), game.position(), "seed {seed}");
        assert_eq!(back.turns, game.moves().len());
        assert_eq!(rec::write(&back.game, back.seed, &back.meta), text);
        let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert!(!doc["rounds"].as_array().unwrap().is_empty());
        assert!(doc["result"]["winner"].is_u64());
        let partial = random_match(seed, 17 * seed as usize + 3);
        let text = rec::write(&partial, Some(seed), &Meta::new());
        let back = read(&text).unwrap();
        assert_eq!(back.game.position(), partial.position());
        assert_eq!(back.game.moves(), partial.moves());
        assert_eq!(rec::write(&back.game, Some(seed), &Meta::new()), text);
    }
}

#[test]
fn each_round_lists_its_starter_moves_and_settlement() {
    let (game, text) = finished(2);
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    let rounds = doc["rounds"].as_array().unwrap();
    let ends: Vec<_> = game
        .moves()
        .iter()
        .filter_map(|m| m.round_end.clone())
        .collect();
    assert_eq!(
        rounds.len(),
        ends.len(),
        "every round of a finished match ends"
    );
    let mut moves = 0;
    for (r, end) in rounds.iter().zip(&ends) {
        assert_eq!(r["round"], u64::from(end.round));
        assert_eq!(r["end"]["totals"], serde_json::json!(end.totals));
        assert_eq!(
            r["end"]["sons"].as_array().map_or(0, Vec::len),
            end.sons.len()
        );
        moves += r["moves"].as_array().unwrap().len();
    }
    assert_eq!(moves, game.moves().len());
}

#[test]
fn a_match_from_a_start_position_round_trips() {
    let middle = random_match(5, 40);
    let start = Position::from_setup(&middle.position().to_setup()).unwrap();
    let mut game = Game::from_position(start);
    let mut rng = Pcg64Mcg::seed_from_u64(77);
    for _ in 0..60 {
        let legal: Vec<usize> = game.position().legal_moves().iter().collect();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    let text = rec::write(&game, Some(5), &Meta::new());
    assert!(text.contains("\"start\"") && !text.contains("\"seed\""));
    let back = read(&text).unwrap();
    assert_eq!(back.game.position(), game.position());
    let seeded = edit(&text, |d| d["seed"] = "5".into());
    assert_eq!(read(&seeded).unwrap_err().kind, ErrorKind::BadFormat);
}

#[test]
fn a_finished_match_loaded_by_position_writes_a_record_that_reads_back() {
    // A page restores a finished match from its position: its record has the start and the
    // result, and no round (there is none left to play).
    for seed in 0..4u64 {
        let (done, _) = finished(seed);
        let start = Position::from_setup(&done.position().to_setup()).unwrap();
        assert!(start.outcome().is_some());
        let game = Game::from_position(start);
        let text = rec::write(&game, None, &Meta::new());
        let back = read(&text).unwrap_or_else(|e| panic!("seed {seed}: {e:?} in {text}"));
        assert_eq!(back.game.position(), game.position(), "seed {seed}");
        assert_eq!(back.turns, 0);
        let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            doc["rounds"].as_array().map(Vec::len),
            Some(0),
            "seed {seed}"
        );
        assert!(doc["result"].is_object(), "seed {seed}");
    }
}

#[test]
fn a_pending_start_is_resolved_before_the_first_move() {
    // South to move with nothing to sow in its row: it must pass.
    let setup: madang_engine::sanyao::Setup = serde_json::from_str(
        r#"{"pits":[0,0,0,0,0,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[15,10],"turn":0}"#,
    )
    .unwrap();
    let pending = Position::from_setup(&setup).unwrap();
    assert_eq!(pending.status(), Status::MustPass);
    let mut game = Game::from_position(pending);
    game.advance().unwrap();
    let hole = game.position().legal_moves().iter().next().unwrap();
    game.play(hole).unwrap();
    let back = read(&rec::write(&game, None, &Meta::new())).unwrap();
    assert_eq!(back.game.position(), game.position());
}

#[test]
fn reading_up_to_a_move_gives_the_match_after_that_many_moves() {
    let (_, text) = finished(4);
    let all = read(&text).unwrap();
    assert_eq!(all.positions.len(), all.turns + 1);
    for k in [0, 1, 9, all.turns / 2, all.turns] {
        let at = rec::read(&text, draw, Some(k)).unwrap();
        assert_eq!(at.game.position(), &all.positions[k], "after {k} moves");
        assert_eq!(at.game.moves().len(), k);
    }
}

#[test]
fn a_wrong_first_starter_in_a_seeded_record_is_refused() {
    let (_, text) = finished(6);
    let flipped = edit(&text, |d| d["rounds"][0]["starter"] = 1.into());
    let e = read(&flipped).unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::SeedMismatch, At::Round(1)));
    // Unseeded, the starter is taken as written, and the first move becomes the wrong side's.
    let unseeded = edit(&flipped, |d| {
        d.as_object_mut().unwrap().remove("seed");
    });
    let e = read(&unseeded).unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::WrongSide, At::Turn(1)));
}

#[test]
fn a_move_from_a_hole_not_allowed_is_refused_with_the_why_not_reason() {
    let (game, text) = finished(3);
    // Move 1: the starter sows its own row; a hole of the other row is refused.
    let first = game.moves()[0].player;
    let theirs = first.opponent().row()[0] as i64;
    let e = read(&edit(&text, |d| {
        d["rounds"][0]["moves"][0]["hole"] = theirs.into()
    }))
    .unwrap_err();
    assert_eq!(e.at, At::Turn(1));
    assert_eq!(e.kind, ErrorKind::NotYourHole);
    assert_eq!(e.reason, Some(Refusal::NotYourHole.name()));
    assert_eq!(e.rule, Some("rule-holes"));
    let e = read(&edit(&text, |d| {
        d["rounds"][0]["moves"][0]["hole"] = 10.into()
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::HoleOutOfRange, At::Turn(1)));
    // Later moves: any hole that the position refuses is refused at that move, and the
    // reason is the one `why_not` gives.
    let all = read(&text).unwrap();
    let mut checked = 0;
    let mut n = 0;
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    for (ri, r) in doc["rounds"].as_array().unwrap().iter().enumerate() {
        for (mi, _) in r["moves"].as_array().unwrap().iter().enumerate() {
            let before = &all.positions[n];
            n += 1;
            if n % 5 != 0 {
                continue;
            }
            for hole in 0..10usize {
                let Ok(Some(why)) = before.why_not(hole) else {
                    continue;
                };
                let bad = edit(&text, |d| {
                    d["rounds"][ri]["moves"][mi]["hole"] = hole.into()
                });
                let e = read(&bad).unwrap_err();
                assert_eq!(e.at, At::Turn(n as u32), "{e}");
                assert_eq!(e.reason, Some(why.name()), "{e}");
                checked += 1;
            }
        }
    }
    assert!(checked > 20, "{checked}");
}

#[test]
fn settlements_results_and_moves_after_the_end_must_be_the_engines() {
    let (game, text) = finished(1);
    let e = read(&edit(&text, |d| {
        d["rounds"][0]["end"]["totals"][0] = 49.into()
    }))
    .unwrap_err();
    assert_eq!(
        (e.kind, e.at),
        (ErrorKind::SettlementMismatch, At::Round(1))
    );
    let e = read(&edit(&text, |d| {
        d["rounds"][0].as_object_mut().unwrap().remove("end");
    }))
    .unwrap_err();
    assert_eq!(
        (e.kind, e.at),
        (ErrorKind::SettlementMismatch, At::Round(1))
    );
    let winner = game.position().outcome().unwrap().winner;
    let e = read(&edit(&text, |d| {
        d["result"]["winner"] = winner.opponent().index().into()
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::ResultMismatch, At::Result));
    let e = read(&edit(&text, |d| {
        d.as_object_mut().unwrap().remove("result");
    }))
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingResult);
    let rounds = game
        .moves()
        .iter()
        .filter(|m| m.round_end.is_some())
        .count();
    let e = read(&edit(&text, |d| {
        let extra = serde_json::json!({"round": rounds + 1, "starter": 0, "moves": []});
        d["rounds"].as_array_mut().unwrap().push(extra);
    }))
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::GameOverEarly);
    // The last round's moves cut short, the result kept.
    let e = read(&edit(&text, |d| {
        let last = d["rounds"].as_array_mut().unwrap().last_mut().unwrap();
        last["moves"].as_array_mut().unwrap().pop();
        last.as_object_mut().unwrap().remove("end");
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::ResultMismatch, At::Result));
}

#[test]
fn truncated_text_and_oversized_records_are_refused() {
    let (_, text) = finished(0);
    for cut in [2, text.len() / 2, text.len() - 2] {
        let e = read(&text[..cut]).unwrap_err();
        assert_eq!(
            (e.kind, e.at),
            (ErrorKind::TruncatedJson, At::Record),
            "cut at {cut}"
        );
    }
    let mv = r#"{"player":0,"hole":0}"#;
    let many = format!(
        r#"{{"format":"madang-record/1","game":"sanyao","rounds":[{{"round":1,"starter":0,"moves":[{}]}}]}}"#,
        vec![mv; madang_engine::record::MAX_TURNS + 1].join(",")
    );
    assert_eq!(read(&many).unwrap_err().kind, ErrorKind::TooLarge);
    let ss = text.replace("\"game\":\"sanyao\"", "\"game\":\"ssangnyuk\"");
    assert_eq!(read(&ss).unwrap_err().kind, ErrorKind::WrongGame);
    let empty = r#"{"format":"madang-record/1","game":"sanyao"}"#;
    assert_eq!(read(empty).unwrap_err().kind, ErrorKind::BadFormat);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Bytes changed anywhere in a record: read or refused, never a panic.
    #[test]
    fn mutated_records_never_panic(at in 0usize..6000, byte in any::<u8>(), seed in 0u64..4) {
        let game = random_match(seed, 80);
        let mut bytes = rec::write(&game, Some(seed), &Meta::new()).into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        if let Ok(text) = String::from_utf8(bytes) {
            if let Ok(back) = read(&text) {
                let again = rec::write(&back.game, back.seed, &back.meta);
                let twice = read(&again).unwrap();
                prop_assert_eq!(twice.game.position(), back.game.position());
            }
        }
    }
}
