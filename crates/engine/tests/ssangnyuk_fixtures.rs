//! Perft-like fixtures: (position, roll, number of distinct plays). Every count is checked three
//! ways: against the number written here, against the brute-force reference generator in
//! `ssangnyuk_support/reference.rs` (the same set of resulting boards, not just the same size),
//! and against the mirror-image position with the other side to move.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod ssangnyuk_support;

use madang_engine::ssangnyuk::{Color, Dice, Position, Preset, Rules};
use ssangnyuk_support::{
    all_rolls, dice, engine_results, mirror, mirror_position, notations, position, reference,
    BoardKey,
};
use std::collections::BTreeSet;

/// Checks one fixture every way; returns the count so tables can be printed when they change.
fn check(name: &str, pos: &Position, roll: Dice, expected: usize) {
    let engine = engine_results(pos, roll);
    let plays = pos.legal_plays(roll);
    assert_eq!(
        plays.len(),
        engine.len(),
        "{name} {roll}: two plays with one result"
    );
    let brute = reference::results(pos, roll);
    assert_eq!(
        engine,
        brute,
        "{name} {roll}: engine and reference differ; engine plays {:?}",
        notations(pos, roll)
    );
    assert_eq!(
        engine.len(),
        expected,
        "{name} {roll}: {:?}",
        notations(pos, roll)
    );
    // By symmetry the other side, in the mirrored position, has the mirrored plays.
    let other = mirror_position(pos);
    let mirrored: BTreeSet<BoardKey> = engine_results(&other, roll).iter().map(mirror).collect();
    assert_eq!(
        mirrored, engine,
        "{name} {roll}: the mirrored position disagrees"
    );
}

/// Distinct plays from the opening for the 21 rolls, in the order 1-1, 2-1, 2-2, 3-1, 3-2,
/// 3-3, 4-1, ..., 6-6 (see `all_rolls`). Hand-checked under the seed rules:
/// - 1-1 = 9: single 1s from 24, 8 and 6 (13/12 is closed) give 6 pairs; then the jumps 24/22,
///   6/4 and 13/11 (over the closed 12); 8/6 would put a sixth checker on 6.
/// - 2-1 = 13: jumps 24/21, 13/10, 8/5, 6/3; splits {24/22, 13/11, 6/4} x {24/23, 8/7, 6/5}
///   (8/6 is capped, 13/12 closed) = 9.
/// - 5-5 = 4: 13/8 13/8, 8/3 8/3, 13/3, 24/14 (a jump of 10 over the closed 19).
/// - 6-5 = 6: 24/18 13/8, 24/18 8/3, 13/7 13/8, 13/7 8/3, 13/2, 8/2 8/3 (24/13 is capped).
/// - 6-6 = 6: any two of 24/18, 13/7, 8/2 (the jumps of 12 land on the closed 12 and 1).
const OPENING: [(Preset, [usize; 21]); 6] = [
    (
        Preset::Seed,
        [
            9, 13, 10, 16, 14, 13, 14, 15, 16, 12, 8, 6, 9, 9, 4, 9, 11, 14, 14, 6, 6,
        ],
    ),
    (
        Preset::Cap6,
        [
            10, 15, 12, 16, 17, 13, 14, 18, 17, 12, 8, 8, 9, 9, 4, 10, 14, 14, 14, 7, 6,
        ],
    ),
    (
        Preset::DoublesFour,
        [
            50, 13, 55, 16, 14, 73, 14, 15, 16, 53, 8, 6, 9, 9, 10, 9, 11, 14, 14, 6, 11,
        ],
    ),
    (
        Preset::StrictBearOff,
        [
            9, 13, 10, 16, 14, 13, 14, 15, 16, 12, 8, 6, 9, 9, 4, 9, 11, 14, 14, 6, 6,
        ],
    ),
    (
        Preset::TouchDown,
        [
            8, 13, 10, 16, 14, 13, 14, 15, 16, 12, 8, 6, 9, 9, 3, 9, 11, 14, 14, 6, 6,
        ],
    ),
    // Backgammon with 6-5 = 7: the six above plus 24/13, as in backgammon's opening.
    (
        Preset::Backgammon,
        [
            42, 15, 75, 16, 17, 73, 14, 18, 17, 52, 8, 8, 9, 9, 4, 10, 14, 14, 14, 7, 11,
        ],
    ),
];

#[test]
fn opening_rolls_white_and_black_to_move_agree() {
    for (preset, counts) in OPENING {
        let start = Position::opening(preset.rules(), Color::White);
        for (roll, expected) in all_rolls().into_iter().zip(counts) {
            check(&format!("{preset} opening, White"), &start, roll, expected);
            let black = Position::opening(preset.rules(), Color::Black);
            assert_eq!(
                black.legal_plays(roll).len(),
                expected,
                "{preset} opening, Black, {roll}"
            );
        }
    }
}

#[test]
fn opening_plays_are_written_as_expected() {
    let start = Position::opening(Rules::SEED, Color::White);
    assert_eq!(
        notations(&start, dice(5, 5)),
        ["13/3", "13/8 13/8", "24/14", "8/3 8/3"]
    );
    assert_eq!(
        notations(&start, dice(6, 5)),
        [
            "13/2",
            "13/7 13/8",
            "13/7 8/3",
            "24/18 13/8",
            "24/18 8/3",
            "8/2 8/3"
        ]
    );
}

fn seed_white(white: &[(u8, u8)], black: &[(u8, u8)], bar: [u8; 2]) -> Position {
    position(Color::White, Rules::SEED, white, black, bar)
}

const OPENING_BLACK: [(u8, u8); 4] = [(1, 2), (12, 5), (17, 3), (19, 5)];

#[test]
fn tricky_positions() {
    let capped_entry = seed_white(&[(20, 5), (8, 4), (6, 5)], &OPENING_BLACK, [1, 0]);
    let two_on_bar = seed_white(&[(13, 5), (8, 3), (6, 5)], &OPENING_BLACK, [2, 0]);
    let behind_closed = seed_white(
        &[(13, 1), (6, 5), (5, 5), (4, 4)],
        &[(7, 2), (10, 2), (20, 5), (21, 5), (22, 1)],
        [0, 0],
    );
    let bar_jump = seed_white(
        &[(6, 5), (5, 5), (4, 4)],
        &[(19, 2), (20, 2), (1, 5), (2, 4)],
        [1, 0],
    );
    let bearing_off = seed_white(&[(3, 2), (2, 1)], &[(19, 5), (20, 5), (21, 5)], [0, 0]);
    let lone_14 = seed_white(&[(14, 1)], &[(4, 2), (19, 5), (20, 5)], [0, 0]);
    let lone_14_8_closed = seed_white(&[(14, 1)], &[(4, 2), (8, 2), (19, 5), (20, 3)], [0, 0]);
    let stuck_14 = seed_white(
        &[(14, 1)],
        &[(4, 2), (8, 2), (10, 2), (19, 5), (20, 4)],
        [0, 0],
    );
    let last_home = seed_white(&[(7, 1), (2, 1)], &[(20, 5)], [0, 0]);
    let strict = |p: &Position| {
        let mut s = p.to_setup();
        s.rules = Some(Preset::StrictBearOff.rules());
        Position::from_setup(&s).unwrap()
    };
    let touch = |p: &Position| {
        let mut s = p.to_setup();
        s.rules = Some(Preset::TouchDown.rules());
        Position::from_setup(&s).unwrap()
    };
    let four = |p: &Position| {
        let mut s = p.to_setup();
        s.rules = Some(Preset::DoublesFour.rules());
        Position::from_setup(&s).unwrap()
    };
    let table: [(&str, Position, Dice, usize); 20] = [
        // Bar with a cap-5 entry point (20 holds five White). 5-3: the 5 cannot come in and the
        // jump of 8 lands on the closed 17, so bar/22, then 20/15 or 8/3 (22/17 and 6/1 closed).
        ("bar, capped entry", capped_entry, dice(5, 3), 2),
        // 5-5: only the jump of 10 comes in: bar/15.
        ("bar, capped entry", capped_entry, dice(5, 5), 1),
        // 5-2: bar/18 (jump, or bar/23/18), bar/23 20/15, bar/23 8/3.
        ("bar, capped entry", capped_entry, dice(5, 2), 3),
        // Two on the bar. 4-2: both must come in, bar/21 bar/23 (the jump of 6 hits closed 19).
        ("two on the bar", two_on_bar, dice(4, 2), 1),
        // 6-1: 19 is closed, so the 1 brings one in and the 6 is lost, unless the jump of 7
        // brings one in with both dice: bar/18 is the only play.
        ("two on the bar", two_on_bar, dice(6, 1), 1),
        // 6-6: 19 closed, and the jump of 12 would put a sixth checker on 13: the one play is
        // the pass.
        ("two on the bar", two_on_bar, dice(6, 6), 1),
        // Jump over closed 7 and 10: 13/4 is the only play that uses both dice.
        (
            "combined jump over closed points",
            behind_closed,
            dice(6, 3),
            1,
        ),
        // Touch-down: the 6 is unusable, so the 3 moves a home checker: 6/3, 5/2, 4/1.
        (
            "touch-down, no way past",
            touch(&behind_closed),
            dice(6, 3),
            3,
        ),
        // 6-5 from the bar with 19 and 20 closed: bar/14.
        ("bar jump past the home board", bar_jump, dice(6, 5), 1),
        // Overshoot: two off (3+3 or 3+2), or one off with the jump (from 3 or from 2).
        ("bearing off with overshoot", bearing_off, dice(6, 5), 4),
        // Strict: the 2 may not go first while 3 is occupied: 3/off 3/off, or 3/off by the jump.
        ("strict bearing off", strict(&bearing_off), dice(6, 5), 2),
        // 2-1: 3/1 3/2, 3/1 2/1, 3/off (or 2/off 3/2), 2/off (2/1/off, or the jump): four.
        ("bearing off, small roll", bearing_off, dice(2, 1), 4),
        // Only one die playable and it is the higher: 14/8.
        ("only one die, the higher", lone_14, dice(6, 4), 1),
        // Only the lower one can be played: 14/10.
        ("only one die, the lower", lone_14_8_closed, dice(6, 4), 1),
        // Nothing at all: 8, 10 and 4 are closed.
        ("nothing to play: the pass", stuck_14, dice(6, 4), 1),
        // The last checker comes home with the 6, then the 5 bears off from 2 or from 1.
        ("last checker home then off", last_home, dice(6, 5), 2),
        // Two twos with two on the bar: bar/23 bar/23, or bar/21 by the jump (one stays out).
        ("two on the bar, doubles", two_on_bar, dice(2, 2), 2),
        // Four twos with two on the bar: bar/21 bar/21, or bar/23 bar/23 and then 23/21,
        // 13/11, 6/4 (8/6 is capped, 21/19 closed) in pairs, or the jumps 13/9, 8/4, 6/2:
        // bar/21 bar/21, bar/23 bar/21 + 13/11 or 6/4, bar/23 bar/23 + 13/11 13/11,
        // 13/11 6/4, 6/4 6/4, 13/9, 8/4, 6/2 = 9.
        (
            "two on the bar, four twos",
            four(&two_on_bar),
            dice(2, 2),
            9,
        ),
        // Two twos: 3/1 3/1, 3/1 2/off, 3/off (3/1/off or the jump of 4), 2/off (the jump).
        ("bearing off, doubles", bearing_off, dice(2, 2), 4),
        // Four twos: a jump of 4 counts as two dice even when it bears off from 1 or 2, so
        // besides 3/off 3/off and 3/1 3/off 2/off there are 3/off 2/off (two jumps),
        // 3/1 3/1 1/off and 3/1 3/1 2/off (the last step a jump): five boards.
        ("bearing off, four twos", four(&bearing_off), dice(2, 2), 5),
    ];
    for (name, pos, roll, expected) in table {
        check(name, &pos, roll, expected);
    }
}
