//! The walk's board keys: a board's 24 point counts packed into one `u128` whose order is the
//! board's order, so plays sort and deduplicate by comparing integers.

use super::super::position::Board;

/// How many bits one point takes in a board key: a count of -15..=15, stored plus 15.
pub(super) const FIELD: u32 = 5;

/// Where point `point` (1-24) sits in a board key: points 1-12 fill bits 64-123 and 13-24
/// bits 4-63, each half with its lowest point most significant, so keys sort as the board's
/// `points` do and each half decodes with plain `u64` shifts. Bits 0-3 and 124-127 stay free
/// for the number of steps (sorting) or the dice left and depth (the memo).
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

/// The points a board key stands for, built eight at a time in registers.
pub(super) fn key_points(key: u128) -> [i8; 24] {
    let (high, low) = ((key >> 64) as u64, (key >> 4) as u64);
    // Eight 5-bit fields (bits 0-39) spread one per byte, the lowest field in the lowest byte.
    fn spread(x: u64) -> u64 {
        let t = (x & 0xF_FFFF) | ((x & 0xFF_FFF0_0000) << 12);
        let t = (t & 0x0000_03FF_0000_03FF) | ((t & 0x000F_FC00_000F_FC00) << 6);
        (t & 0x001F_001F_001F_001F) | ((t & 0x03E0_03E0_03E0_03E0) << 3)
    }
    // Each half holds its lowest point in the highest field, so the bytes come out reversed.
    let mask = (1 << 40) - 1;
    let words = [
        high >> 20,
        (high & 0xF_FFFF) << 20 | (low >> 40) & 0xF_FFFF,
        low & mask,
    ]
    .map(|x| spread(x).swap_bytes());
    let mut points = [0i8; 24];
    for (chunk, word) in points.chunks_exact_mut(8).zip(words) {
        // Each byte holds a count plus 15 (0-30); adding 0x71 and flipping the top bit takes
        // 15 from every byte at once without a borrow between bytes.
        let counts = (word + 0x7171_7171_7171_7171) ^ 0x8080_8080_8080_8080;
        for (slot, byte) in chunk.iter_mut().zip(counts.to_le_bytes()) {
            *slot = byte as i8;
        }
    }
    points
}
