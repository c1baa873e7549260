//! San Yao position JSON: whatever the text, parsing answers without panicking, and a position
//! it accepts behaves: exactly the legal holes play, the others are refused with a reason, and
//! a waiting position advances.
#![no_main]

use libfuzzer_sys::fuzz_target;
use madang_engine::sanyao::Position;

fuzz_target!(|data: &[u8]| {
    let Some(pos) = madang_fuzz::position(data, Position::from_json, Position::to_json) else {
        return;
    };
    let legal = pos.legal_moves();
    for hole in 0..12 {
        let played = pos.play(hole);
        assert_eq!(
            played.is_ok(),
            legal.into_iter().any(|h| h == hole),
            "hole {hole}"
        );
        assert_eq!(pos.is_legal(hole), played.is_ok());
        if played.is_err() {
            let _ = pos.why_not(hole);
        }
    }
    let _ = pos.advance();
});
