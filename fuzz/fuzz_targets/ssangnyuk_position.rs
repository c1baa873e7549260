//! Ssangnyuk position JSON: whatever the text, parsing answers without panicking, and a position
//! it accepts behaves: for every roll the plays and the results agree, each play's notation
//! reads back to it and its steps replay to its result, and every (from, to) question answers.
#![no_main]

use libfuzzer_sys::fuzz_target;
use madang_engine::ssangnyuk::{Dice, Loc, Notation, Position};

fuzz_target!(|data: &[u8]| {
    let Some(pos) = madang_fuzz::position(data, Position::from_json, Position::to_json) else {
        return;
    };
    let locs: Vec<Loc> = [Loc::Bar, Loc::Off]
        .into_iter()
        .chain((0..=25).map(Loc::Point))
        .collect();
    let mut results = Vec::new();
    for dice in Dice::ALL_21 {
        let plays = pos.legal_plays(dice);
        pos.legal_results(dice, &mut results);
        assert_eq!(plays.len(), results.len(), "plays and results for {dice:?}");
        for (play, result) in plays.iter().zip(&results) {
            assert_eq!(play.result(), result);
            let written: Notation = play.to_string().parse().expect("a play's notation reads");
            let found = pos
                .find_play(dice, &written)
                .expect("a play's notation finds a play");
            assert_eq!(found.result(), play.result(), "notation {play}");
            let steps: Vec<_> = play.steps().collect();
            assert_eq!(
                pos.play(dice, &steps).ok(),
                Some(*result),
                "steps of {play}"
            );
        }
        for &from in &locs {
            for &to in &locs {
                let _ = pos.why_not(dice, from, to);
            }
        }
    }
});
