//! What the San Yao tests share: boards written out as raw fields.
#![allow(clippy::expect_used, dead_code)]

use madang_engine::sanyao::{Position, Setup};

/// Each player's own row: South holds holes 0-4, North 5-9.
pub const ROWS: [i64; 10] = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];

/// A round-1 position from raw fields; the stores are `[south, north]`.
pub fn position(pits: [i64; 10], owner: [i64; 10], stores: [i64; 2], turn: i64) -> Position {
    let setup = Setup {
        pits: pits.to_vec(),
        owner: owner.to_vec(),
        stores: stores.to_vec(),
        turn,
        round: 1,
        starter: None,
        seen: Vec::new(),
        last: None,
    };
    Position::from_setup(&setup).expect("test setup is valid")
}
