//! San Yao positions from untrusted data: one error per broken rule, and the position JSON.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use madang_engine::sanyao::{PlayError, Player, Position, Setup, SetupError};

fn opening_setup() -> Setup {
    Position::opening(Player::South).to_setup()
}

fn rejected(change: impl FnOnce(&mut Setup)) -> SetupError {
    let mut setup = opening_setup();
    change(&mut setup);
    Position::from_setup(&setup).expect_err("setup should be rejected")
}

#[test]
fn the_opening_setup_is_valid() {
    assert_eq!(
        Position::from_setup(&opening_setup()),
        Ok(Position::opening(Player::South))
    );
}

#[test]
fn ten_holes_ten_owners_and_two_stores_are_required() {
    assert_eq!(rejected(|s| s.pits.push(0)), SetupError::PitsLength(11));
    assert_eq!(
        rejected(|s| s.owner.truncate(9)),
        SetupError::OwnerLength(9)
    );
    assert_eq!(rejected(|s| s.stores.push(0)), SetupError::StoresLength(3));
}

#[test]
fn counts_may_not_be_negative() {
    assert_eq!(
        rejected(|s| {
            s.pits[0] = -1;
            s.pits[1] = 11;
        }),
        SetupError::NegativeCount
    );
    assert_eq!(
        rejected(|s| {
            s.stores = vec![-5, 5];
        }),
        SetupError::NegativeCount
    );
}

#[test]
fn owners_turn_and_starter_are_players_0_or_1() {
    assert_eq!(rejected(|s| s.owner[3] = 2), SetupError::OwnerNotPlayer);
    assert_eq!(rejected(|s| s.owner[3] = -1), SetupError::OwnerNotPlayer);
    assert_eq!(rejected(|s| s.turn = 2), SetupError::TurnNotPlayer);
    assert_eq!(
        rejected(|s| s.starter = Some(7)),
        SetupError::StarterNotPlayer
    );
}

#[test]
fn the_seed_total_must_be_50() {
    assert_eq!(rejected(|s| s.pits[0] = 6), SetupError::SeedTotal);
    assert_eq!(rejected(|s| s.stores = vec![1, 0]), SetupError::SeedTotal);
    assert_eq!(
        rejected(|s| s.pits[0] = i64::MAX),
        SetupError::SeedTotal,
        "no overflow"
    );
}

#[test]
fn the_round_number_starts_at_1() {
    assert_eq!(rejected(|s| s.round = 0), SetupError::RoundOutOfRange);
    assert_eq!(
        rejected(|s| s.round = i64::MAX),
        SetupError::RoundOutOfRange
    );
}

#[test]
fn seen_positions_must_be_well_formed_and_hold_the_boards_seeds() {
    assert_eq!(
        rejected(|s| s.seen = vec![vec![5; 10]]),
        SetupError::SeenMalformed
    );
    assert_eq!(
        rejected(|s| s.seen = vec![vec![]]),
        SetupError::SeenMalformed
    );
    let mut bad_turn = vec![5; 10];
    bad_turn.push(2);
    assert_eq!(
        rejected(|s| s.seen = vec![bad_turn]),
        SetupError::SeenMalformed
    );
    let mut short = vec![5; 9];
    short.extend([4, 0]);
    assert_eq!(
        rejected(|s| s.seen = vec![short]),
        SetupError::SeenSeedTotal
    );
}

#[test]
fn a_position_already_seen_twice_cannot_be_current() {
    let mut current = vec![5; 10];
    current.push(0);
    assert_eq!(
        rejected(|s| s.seen = vec![current.clone(), current.clone()]),
        SetupError::SeenThrice
    );
    let ok = Position::from_setup(&Setup {
        seen: vec![current],
        ..opening_setup()
    })
    .unwrap();
    assert_eq!(ok.repetitions(), 2);
}

#[test]
fn error_messages_are_lowercase() {
    let errors = [
        SetupError::PitsLength(3).to_string(),
        SetupError::SeedTotal.to_string(),
        PlayError::Endless.to_string(),
        PlayError::NotYourHole.to_string(),
    ];
    for message in errors {
        assert!(message.starts_with(|c: char| c.is_lowercase()), "{message}");
    }
}

#[test]
fn setup_round_trips_through_a_position() {
    let played = Position::opening(Player::North).play(7).unwrap().position;
    let played = played
        .play(played.legal_moves().iter().next().unwrap())
        .unwrap();
    let position = played.position;
    assert_eq!(Position::from_setup(&position.to_setup()), Ok(position));
}

#[cfg(feature = "serde")]
mod json {
    use madang_engine::json::ParseError;
    use madang_engine::sanyao::{Player, Position, RoundEndReason, SetupError};
    use madang_engine::ErrorKind;

    const MINIMAL: &str = r#"{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],
        "stores":[0,0],"turn":0}"#;

    #[test]
    fn json_with_only_pits_owner_stores_and_turn_is_accepted() {
        let position = Position::from_json(MINIMAL).unwrap();
        assert_eq!(position, Position::opening(Player::South));
        assert_eq!(position.round(), 1);
        assert_eq!(position.starter(), Player::South);
    }

    #[test]
    fn the_starter_defaults_to_the_player_to_move() {
        let json = MINIMAL.replace(r#""turn":0"#, r#""turn":1"#);
        assert_eq!(Position::from_json(&json).unwrap().starter(), Player::North);
    }

    #[test]
    fn serialising_a_position_gives_its_json_with_match_fields() {
        let position = Position::opening(Player::South).play(1).unwrap().position;
        let json = position.to_json();
        assert_eq!(
            json,
            r#"{"pits":[0,3,9,2,9,9,9,0,0,0],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[9,0],"turn":1,"round":1,"starter":0,"seen":[]}"#
        );
        assert_eq!(Position::from_json(&json).unwrap(), position);
    }

    #[test]
    fn seen_positions_round_trip_through_json() {
        let before = Position::from_json(
            r#"{"pits":[0,0,0,2,0,0,0,0,2,0],"owner":[0,0,0,0,0,1,1,1,1,1],
                "stores":[30,16],"turn":0}"#,
        )
        .unwrap();
        let after = before.play(3).unwrap().position;
        let json = after.to_json();
        assert!(
            json.contains(r#""seen":[[0,0,0,2,0,0,0,0,2,0,0]]"#),
            "{json}"
        );
        assert_eq!(Position::from_json(&json).unwrap(), after);
    }

    #[test]
    fn malformed_json_is_a_syntax_error_not_a_rule_error() {
        for text in [
            "",
            "{",
            "[1,2]",
            r#"{"pits":[5,5,5,5,5,5,5,5,5,5]}"#,
            r#"{"pits":"five","owner":[],"stores":[],"turn":0}"#,
            r#"{"pits":[5.5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#,
            r#"{"pits":[99999999999999999999,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}"#,
        ] {
            let err = Position::from_json(text).unwrap_err();
            assert!(matches!(err, ParseError::Json(_)), "{text}");
            assert!(
                [ErrorKind::MalformedJson, ErrorKind::TruncatedJson].contains(&err.kind()),
                "{text}"
            );
        }
        assert_eq!(
            Position::from_json("{").unwrap_err().kind(),
            ErrorKind::TruncatedJson
        );
    }

    #[test]
    fn well_formed_json_breaking_a_rule_is_a_setup_error() {
        let json = MINIMAL.replace("[0,0]", "[0,1]");
        let err = Position::from_json(&json).unwrap_err();
        assert_eq!(err, ParseError::Invalid(SetupError::SeedTotal));
        assert_eq!(err.kind(), ErrorKind::SeedTotal);
        assert!(err.to_string().contains("50 seeds"), "{err}");
        let err = Position::from_json(&MINIMAL.replace(r#""turn":0"#, r#""turn":2"#));
        assert_eq!(err, Err(ParseError::Invalid(SetupError::TurnNotPlayer)));
    }

    #[test]
    fn unknown_or_misspelt_fields_are_refused() {
        for json in [
            MINIMAL.replace(r#""turn":0"#, r#""turn":0,"winner":null"#),
            MINIMAL.replace(r#""pits""#, r#""Pits""#),
            MINIMAL.replace(
                r#""turn":0"#,
                r#""turn":0,"last":{"reason":"repetition","totals":[25,25],"extra":1}"#,
            ),
        ] {
            let err = Position::from_json(&json).unwrap_err();
            assert_eq!(err.kind(), ErrorKind::MalformedJson, "{json}");
        }
    }

    /// South ends round 3 (begun by `starter`) with `south` seeds of 50 by sowing hole 0.
    fn south_ends_round_three(south: u8, starter: u8) -> Position {
        let json = format!(
            r#"{{"pits":[1,0,0,1,0,0,0,0,0,0],"owner":[0,0,0,0,0,1,1,1,1,1],
                "stores":[{},{}],"turn":0,"round":3,"starter":{starter}}}"#,
            south - 2,
            50 - south
        );
        Position::from_json(&json)
            .unwrap()
            .play(0)
            .unwrap()
            .position
    }

    #[test]
    fn the_last_round_is_kept_until_the_next_move_and_survives_json() {
        let next = south_ends_round_three(37, 1);
        let summary = next.last_round().unwrap();
        assert_eq!(summary.round, 3);
        assert_eq!(summary.totals, [37, 13]);
        assert_eq!(summary.reason, RoundEndReason::FewerThanTwoSeeds);
        assert_eq!(summary.sons, [5, 6]);
        let json = next.to_json();
        assert!(
            json.contains(r#""last":{"reason":"fewer_than_two_seeds","totals":[37,13]}"#),
            "{json}"
        );
        let back = Position::from_json(&json).unwrap();
        assert_eq!(back, next);
        assert_eq!(back.last_round(), Some(summary));
        let moved = back
            .play(back.legal_moves().iter().next().unwrap())
            .unwrap();
        assert_eq!(moved.position.last_round(), None);
        assert!(!moved.position.to_json().contains("last"));
    }

    #[test]
    fn a_drawn_last_round_names_the_starter_that_passed_the_start_on() {
        let next = south_ends_round_three(25, 0);
        let summary = next.last_round().unwrap();
        assert_eq!(summary.winner, None);
        assert_eq!(summary.next_starter, Some(Player::North));
        assert_eq!(
            Position::from_json(&next.to_json()).unwrap().last_round(),
            Some(summary)
        );
    }

    #[test]
    fn the_end_of_the_match_keeps_its_last_round() {
        let end = south_ends_round_three(47, 0);
        assert_eq!(end.outcome().map(|o| o.winner), Some(Player::South));
        let summary = end.last_round().unwrap();
        assert_eq!(summary.match_winner, Some(Player::South));
        assert_eq!(summary.round, 3);
        assert_eq!(Position::from_json(&end.to_json()).unwrap(), end);
    }

    #[test]
    fn a_last_round_that_does_not_lead_to_the_position_is_refused() {
        let json = south_ends_round_three(37, 1).to_json();
        for (from, to) in [
            // Other totals would give other sons.
            ("[37,13]", "[32,18]"),
            // Totals must hold 50 seeds.
            ("[37,13]", "[37,12]"),
            ("[37,13]", "[-1,51]"),
            // A draw would give no sons.
            ("[37,13]", "[25,25]"),
            // The round must still be untouched.
            (r#""pits":[5,5,5,5,5"#, r#""pits":[4,6,5,5,5"#),
        ] {
            let bad = json.replacen(from, to, 1);
            assert_ne!(bad, json, "{from}");
            assert_eq!(
                Position::from_json(&bad).unwrap_err().kind(),
                ErrorKind::LastRoundMismatch,
                "{bad}"
            );
        }
        assert_eq!(
            Position::from_json(&MINIMAL.replace(
                r#""turn":0"#,
                r#""turn":0,"last":{"reason":"no_moves","totals":[25,25]}"#
            ))
            .unwrap_err()
            .kind(),
            ErrorKind::LastRoundMismatch,
            "round 1 has no round before it"
        );
    }
}
