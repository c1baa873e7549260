//! Ssangnyuk records: a game written and read back is the same game, under every preset; a
//! record that breaks a rule is refused at its first bad turn, with the reason.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use madang_engine::record::{self, ssangnyuk as rec, At, Meta, RecordError};
use madang_engine::ssangnyuk::{
    Color, Dice, DiceSource, Die, Game, Phase, Position, Preset, Rules,
};
use madang_engine::ErrorKind;
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// A seeded source of dice for these tests (the page's generator lives in madang-bot; any
/// deterministic source shows the reader checks and continues the one it is given).
#[derive(Clone, Debug)]
struct TestDice(Pcg64Mcg);

impl TestDice {
    fn new(seed: u64) -> TestDice {
        TestDice(Pcg64Mcg::seed_from_u64(seed))
    }
}

impl DiceSource for TestDice {
    fn die(&mut self) -> Die {
        Die::new(self.0.random_range(1..=6)).unwrap()
    }
}

/// A game from the jaengdu with the seed's dice and random legal plays, stopped after at most
/// `turns` turns (possibly with a roll not yet played).
fn random_game(rules: Rules, seed: u64, turns: usize) -> Game {
    let mut dice = TestDice::new(seed);
    let mut pick = Pcg64Mcg::seed_from_u64(seed ^ 0x5eed);
    let mut game = Game::new(rules);
    while game
        .throw_jaengdu(dice.die(), dice.die())
        .unwrap()
        .is_none()
    {}
    for _ in 0..turns {
        match game.phase() {
            Phase::Over => break,
            Phase::Roll => {
                game.roll(Dice::from_dice(dice.die(), dice.die())).unwrap();
            }
            Phase::Move => {
                let turn = game.turn().unwrap();
                let plays = turn.start().legal_plays(turn.dice());
                let play = &plays[pick.random_range(0..plays.len())];
                game.play(&play.notation()).unwrap();
            }
            Phase::Jaengdu => unreachable!("the jaengdu was thrown"),
        }
    }
    game
}

fn read(text: &str) -> Result<rec::Read<TestDice>, RecordError> {
    rec::read(text, TestDice::new, None)
}

fn finished(rules: Rules, seed: u64) -> (Game, String) {
    let game = random_game(rules, seed, 5_000);
    assert_eq!(game.phase(), Phase::Over, "random play ends the game");
    let text = rec::write(&game, Some(seed), &Meta::new());
    (game, text)
}

fn turns_of(text: &str) -> Vec<serde_json::Value> {
    let doc: serde_json::Value = serde_json::from_str(text).unwrap();
    doc["turns"].as_array().unwrap().clone()
}

fn edit(text: &str, f: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut doc: serde_json::Value = serde_json::from_str(text).unwrap();
    f(&mut doc);
    serde_json::to_string(&doc).unwrap()
}

#[test]
fn every_preset_round_trips_finished_and_unfinished_games() {
    for preset in Preset::ALL {
        for seed in 0..6u64 {
            let (game, text) = finished(preset.rules(), seed);
            let back = read(&text).unwrap();
            assert_eq!(
                back.game.position(),
                game.position(),
                "{preset} seed {seed}"
            );
            assert_eq!(back.game.outcome(), game.outcome());
            assert_eq!(rec::write(&back.game, back.seed, &back.meta), text);
            assert!(text.contains(&format!("\"rules\":\"{}\"", preset.name())));
            // Stopped early: the roll of an unfinished turn is kept, and the dice continue.
            let partial = random_game(preset.rules(), seed, 1 + seed as usize * 7);
            let text = rec::write(&partial, Some(seed), &Meta::new());
            let back = read(&text).unwrap();
            assert_eq!(back.game.phase(), partial.phase());
            assert_eq!(back.game.position(), partial.position());
            assert_eq!(
                back.game.turn().map(|t| t.dice()),
                partial.turn().map(|t| t.dice())
            );
            assert_eq!(rec::write(&back.game, Some(seed), &Meta::new()), text);
        }
    }
}

#[test]
fn a_seeded_record_continues_its_dice() {
    let seed = 31;
    // 41 steps from the starter's first turn (play, roll, play, ...) end after a play.
    let partial = random_game(Rules::SEED, seed, 41);
    assert_eq!(partial.phase(), Phase::Roll);
    let text = rec::write(&partial, Some(seed), &Meta::new());
    let mut back = read(&text).unwrap();
    let longer = random_game(Rules::SEED, seed, 42);
    // The next roll the reader's dice give is the one the game went on to roll.
    let dice = back.dice.as_mut().unwrap();
    let next = Dice::from_dice(dice.die(), dice.die());
    assert_eq!(Some(next), longer.turn().map(|t| t.dice()));
}

#[test]
fn a_game_from_a_start_position_round_trips_without_a_jaengdu() {
    let middle = random_game(Rules::SEED, 4, 30);
    let start: Position = middle.position();
    let mut game = Game::from_position(Position::from_setup(&start.to_setup()).unwrap());
    let mut dice = TestDice::new(99);
    for _ in 0..20 {
        match game.phase() {
            Phase::Roll => {
                game.roll(Dice::from_dice(dice.die(), dice.die())).unwrap();
            }
            Phase::Move => {
                let t = game.turn().unwrap();
                let play = t.start().legal_plays(t.dice())[0];
                game.play(&play.notation()).unwrap();
            }
            _ => break,
        }
    }
    let text = rec::write(&game, Some(99), &Meta::new());
    assert!(text.contains("\"start\"") && !text.contains("\"jaengdu\""));
    let back = read(&text).unwrap();
    assert_eq!(back.game.position(), game.position());
    assert_eq!(rec::write(&back.game, Some(99), &Meta::new()), text);
}

#[test]
fn reading_up_to_a_turn_gives_the_game_after_that_many_turns() {
    let (game, text) = finished(Rules::SEED, 12);
    let all = read(&text).unwrap();
    assert_eq!(all.positions.len(), all.turns + 1);
    assert_eq!(all.positions.last(), Some(&game.position()));
    for k in [0, 1, 5, all.turns / 2] {
        let at = rec::read(&text, TestDice::new, Some(k)).unwrap();
        assert_eq!(at.game.position(), all.positions[k], "after {k} turns");
        let written = turns_of(&rec::write(&at.game, Some(12), &Meta::new()));
        // The turn in progress at k (after the jaengdu, the starter's) has its roll only.
        let whole = written.iter().filter(|t| t.get("play").is_some()).count();
        assert_eq!(whole, k);
    }
}

#[test]
fn metadata_is_kept_and_never_interpreted() {
    let game = random_game(Rules::SEED, 2, 10);
    let mut meta = Meta::new();
    meta.insert("white".into(), "hard".into());
    meta.insert("event".into(), "<b>museum</b> \"night\"".into());
    let text = rec::write(&game, None, &meta);
    let back = read(&text).unwrap();
    assert_eq!(back.meta, meta);
    assert_eq!(back.seed, None);
    let long = edit(&text, |d| d["meta"]["date"] = "x".repeat(201).into());
    assert_eq!(read(&long).unwrap_err().kind, ErrorKind::TooLarge);
    let number = edit(&text, |d| d["meta"]["date"] = 2026.into());
    assert_eq!(read(&number).unwrap_err().kind, ErrorKind::BadFormat);
}

#[test]
fn metadata_beyond_the_limits_is_left_out_when_written_so_the_record_reads_back() {
    let game = random_game(Rules::SEED, 3, 4);
    let mut meta = Meta::new();
    for i in 0..20 {
        meta.insert(format!("k{i:02}"), "v".repeat(i * 12));
    }
    meta.insert("a".repeat(record::MAX_META_KEY + 1), "long key".into());
    let text = rec::write(&game, None, &meta);
    let back = read(&text).unwrap();
    // The long key is left out, and so are values over 200 bytes (k17 on); of the 17 entries
    // left, the first 16 in key order are kept: k00 to k15.
    let kept: Meta = (0..16)
        .map(|i| (format!("k{i:02}"), "v".repeat(i * 12)))
        .collect();
    assert_eq!(back.meta, kept);
}

#[test]
fn a_changed_die_in_a_seeded_record_is_refused_at_its_turn() {
    let (_, text) = finished(Rules::SEED, 5);
    let k = 7;
    let changed = edit(&text, |d| {
        let dice = &mut d["turns"][k - 1]["dice"];
        let a = dice[0].as_i64().unwrap();
        dice[0] = (a % 6 + 1).into();
    });
    let e = read(&changed).unwrap_err();
    assert_eq!(
        (e.kind, e.at),
        (ErrorKind::SeedMismatch, At::Turn(k as u32))
    );
    let jaengdu = edit(&text, |d| d["jaengdu"][0][0] = 7.into());
    let e = read(&jaengdu).unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::BadDie, At::Jaengdu(1)));
}

#[test]
fn a_changed_die_without_a_seed_makes_its_play_illegal_at_that_turn() {
    let game = random_game(Rules::SEED, 8, 5_000);
    let text = rec::write(&game, None, &Meta::new());
    let turns = turns_of(&text);
    // The first turn after the opening turn whose play some other roll cannot make.
    let mut refused = 0;
    for (i, t) in turns.iter().enumerate().skip(1).take(40) {
        let play = t["play"].as_str().unwrap();
        if play.is_empty() {
            continue;
        }
        for other in Dice::ALL_21 {
            let changed = edit(&text, |d| {
                d["turns"][i]["dice"] = serde_json::json!([other.high(), other.low()]);
            });
            let before = read(&text).unwrap().positions[i];
            let legal = before.find_play(other, &play.parse().unwrap()).is_some();
            match read(&changed) {
                Ok(_) => assert!(legal, "turn {} with {other} accepted", i + 1),
                Err(e) if !legal => {
                    assert_eq!(e.at, At::Turn(i as u32 + 1), "{e}");
                    assert!(
                        [
                            ErrorKind::IllegalStep,
                            ErrorKind::UnfinishedTurn,
                            ErrorKind::BadNotation
                        ]
                        .contains(&e.kind),
                        "{e}"
                    );
                    refused += 1;
                }
                Err(e) => assert!(
                    e.at != At::Turn(i as u32 + 1),
                    "a legal change refused: {e}"
                ),
            }
        }
    }
    assert!(refused > 100, "{refused} changed rolls refused");
}

#[test]
fn a_play_onto_a_blocked_point_is_refused_with_the_why_not_reason() {
    // White opens 6-1 ... Black's 24 holds two of White's? Use the opening: point 19 holds
    // five Black checkers, so White's 24/19 with a 5 is blocked.
    let mut game = Game::new(Rules::SEED);
    game.throw_jaengdu(Die::new(5).unwrap(), Die::new(1).unwrap())
        .unwrap();
    game.play(&"13/8 6/5".parse().unwrap()).unwrap();
    let text = rec::write(&game, None, &Meta::new());
    let start = Position::opening(Rules::SEED, Color::White);
    assert_eq!(
        start.why_not(
            Dice::new(5, 1).unwrap(),
            madang_engine::ssangnyuk::Loc::Point(24),
            madang_engine::ssangnyuk::Loc::Point(19)
        ),
        Ok(Some(madang_engine::ssangnyuk::Refusal::Blocked))
    );
    let bad = edit(&text, |d| d["turns"][0]["play"] = "24/19 6/5".into());
    let e = read(&bad).unwrap_err();
    assert_eq!(e.at, At::Turn(1));
    assert_eq!(e.kind, ErrorKind::IllegalStep);
    assert_eq!(e.reason, Some("blocked"));
    assert_eq!(e.rule, Some("rule-blocking"));
    assert!(e.to_string().starts_with("turn 1: blocked:"), "{e}");
}

#[test]
fn passes_are_written_empty_and_a_false_pass_is_refused() {
    let (_, text) = finished(Rules::SEED, 3);
    let turns = turns_of(&text);
    let k = turns
        .iter()
        .position(|t| t["play"].as_str().is_some_and(|p| !p.is_empty()))
        .unwrap();
    let e = read(&edit(&text, |d| d["turns"][k]["play"] = "".into())).unwrap_err();
    assert_eq!(
        (e.kind, e.at),
        (ErrorKind::MoveAvailable, At::Turn(k as u32 + 1))
    );
    let e = read(&edit(&text, |d| d["turns"][k]["play"] = "13/x".into())).unwrap_err();
    assert_eq!(
        (e.kind, e.at),
        (ErrorKind::BadNotation, At::Turn(k as u32 + 1))
    );
}

#[test]
fn the_wrong_side_a_turn_after_the_end_and_wrong_results_are_refused() {
    let (game, text) = finished(Rules::SEED, 6);
    let n = turns_of(&text).len() as u32;
    let winner = game.outcome().unwrap().winner;
    let e = read(&edit(&text, |d| {
        let c = &mut d["turns"][2]["color"];
        *c = if c == "white" { "black" } else { "white" }.into();
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::WrongSide, At::Turn(3)));
    let e = read(&edit(&text, |d| {
        let last = d["turns"][n as usize - 1].clone();
        d["turns"].as_array_mut().unwrap().push(last);
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::GameOverEarly, At::Turn(n + 1)));
    let loser = winner.opponent().to_string();
    let e = read(&edit(&text, |d| d["result"]["winner"] = loser.into())).unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::ResultMismatch, At::Result));
    let e = read(&edit(&text, |d| {
        d.as_object_mut().unwrap().remove("result");
    }))
    .unwrap_err();
    assert_eq!(e.kind, ErrorKind::MissingResult);
    // Turns cut off the end, the result kept: the game is not over.
    let e = read(&edit(&text, |d| {
        d["turns"].as_array_mut().unwrap().truncate(n as usize - 3);
    }))
    .unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::ResultMismatch, At::Result));
}

#[test]
fn truncated_text_other_versions_games_and_shapes_are_refused_before_replaying() {
    let (_, text) = finished(Rules::SEED, 1);
    for cut in [1, text.len() / 3, text.len() / 2, text.len() - 1] {
        let e = read(&text[..cut]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::TruncatedJson, "cut at {cut}");
        assert_eq!(e.at, At::Record);
    }
    let v2 = text.replace("madang-record/1", "madang-record/2");
    assert_eq!(read(&v2).unwrap_err().kind, ErrorKind::UnknownVersion);
    let none = edit(&text, |d| {
        d.as_object_mut().unwrap().remove("format");
    });
    assert_eq!(read(&none).unwrap_err().kind, ErrorKind::UnknownVersion);
    let other = text.replace("\"game\":\"ssangnyuk\"", "\"game\":\"sanyao\"");
    assert_eq!(read(&other).unwrap_err().kind, ErrorKind::WrongGame);
    let extra = edit(&text, |d| d["colour"] = "white".into());
    assert_eq!(read(&extra).unwrap_err().kind, ErrorKind::BadFormat);
    assert_eq!(read("[1,2]").unwrap_err().kind, ErrorKind::BadFormat);
    assert_eq!(
        read("{\"format\": nope}").unwrap_err().kind,
        ErrorKind::MalformedJson
    );
    let rules = edit(&text, |d| d["rules"] = "cap9".into());
    assert_eq!(read(&rules).unwrap_err().kind, ErrorKind::UnknownRules);
    let seed = edit(&text, |d| d["seed"] = "-3".into());
    assert_eq!(read(&seed).unwrap_err().kind, ErrorKind::BadFormat);
}

#[test]
fn oversized_records_are_refused_by_their_size_alone() {
    let huge = format!(
        "{{\"format\":\"{}\",\"pad\":\"{}\"}}",
        record::FORMAT,
        " ".repeat(record::MAX_BYTES)
    );
    let e = read(&huge).unwrap_err();
    assert_eq!((e.kind, e.at), (ErrorKind::TooLarge, At::Record));
    let turn = r#"{"color":"white","dice":[1,1],"play":""}"#;
    let many = format!(
        "{{\"format\":\"{}\",\"game\":\"ssangnyuk\",\"turns\":[{}]}}",
        record::FORMAT,
        vec![turn; record::MAX_TURNS + 1].join(",")
    );
    assert!(many.len() <= record::MAX_BYTES);
    assert_eq!(read(&many).unwrap_err().kind, ErrorKind::TooLarge);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Bytes changed anywhere in a record: read or refused, never a panic; and a record that
    /// still reads writes back to something that reads to the same game.
    #[test]
    fn mutated_records_never_panic(at in 0usize..4000, byte in any::<u8>(), seed in 0u64..4) {
        let game = random_game(Rules::SEED, seed, 60);
        let mut bytes = rec::write(&game, Some(seed), &Meta::new()).into_bytes();
        let i = at % bytes.len();
        bytes[i] = byte;
        if let Ok(text) = String::from_utf8(bytes) {
            if let Ok(back) = read(&text) {
                let again = rec::write(&back.game, back.seed, &back.meta);
                prop_assert_eq!(read(&again).unwrap().game.position(), back.game.position());
            }
        }
    }
}

#[test]
fn refusals_name_a_turn_counted_from_one() {
    let (_, text) = finished(Rules::SEED, 9);
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    for _ in 0..30 {
        let n = turns_of(&text).len();
        let k = rng.random_range(1..n);
        let e = read(&edit(&text, |d| {
            d["turns"][k]["play"] = "1/2 3/4 5/6 7/8".into()
        }))
        .unwrap_err();
        assert_eq!(e.at, At::Turn(k as u32 + 1));
        assert_eq!(e.turn(), Some(k as u32 + 1));
    }
}

#[test]
fn a_whole_written_play_is_taken_from_the_turns_start_or_refused_changing_nothing() {
    let mut game = Game::new(Rules::SEED);
    game.throw_jaengdu(Die::new(6).unwrap(), Die::new(3).unwrap())
        .unwrap();
    let before = game.clone();
    let refused = game.play(&"13/5".parse().unwrap());
    assert!(refused.is_err(), "6-3 does not move a checker 8 pips");
    assert_eq!(game, before, "a refused play changes nothing");
    // A step already taken is replaced by the whole play.
    let step = game.turn().unwrap().legal_steps()[0];
    game.take(step).unwrap();
    let play = game.play(&"13/4".parse().unwrap()).unwrap();
    assert_eq!(play.to_string(), "13/4");
    assert_eq!(game.phase(), Phase::Roll);
    assert_eq!(game.position().turn(), Color::Black);
}
