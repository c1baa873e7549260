//! The walk's board keys: a board's 24 point counts packed into one `u128` whose order is the
//! board's order, so plays sort and deduplicate by comparing integers.

use super::super::position::Board;

/// How many bits one point takes in a board key: a count of -15..=15, stored plus 15.
pub(super) const FIELD: u32 = 5;

/// Where point `point` (1-24) sits in a board key: points 1-12 fill bits 64-123 and 13-24
/// bits 4-63, each half with its lowest point most significant, so keys sort as the board's
/// `points` do. Bits 0-3 and 124-127 stay free for the number of steps (sorting) or the dice
/// left and depth (the memo).
const fn shift(point: u32) -> u32 {
    if point <= 12 {
        64 + FIELD * (12 - point)
    } else {
        4 + FIELD * (24 - point)
    }
}

/// `PLUS[c][t]`: what one more checker of `c` at track progress `t` (1..=24) adds to a board
/// key, wrapping (Black's checkers count negative).
pub(super) const PLUS: [[u128; 25]; 2] = {
    let mut table = [[0u128; 25]; 2];
    let mut t = 1;
    while t <= 24 {
        let white = 1u128 << shift(25 - t as u32);
        let black = 1u128 << shift(t as u32);
        table[0][t] = white;
        table[1][t] = 0u128.wrapping_sub(black);
        t += 1;
    }
    table
};

/// The key of a board's points (see [`shift`]).
pub(super) fn board_key(board: &Board) -> u128 {
    let half = |points: &[i8]| {
        points.iter().fold(0u64, |bits, &v| {
            bits << FIELD | u64::from(v.wrapping_add(15) as u8 & 31)
        })
    };
    u128::from(half(&board.points[..12])) << 64 | u128::from(half(&board.points[12..])) << 4
}
