//! Game records of both games: whatever the text, reading answers without panicking, and a
//! record that reads is written back to a record that reads to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use madang_bot::sanyao::draw_starter;
use madang_bot::ssangnyuk::SeededDice;
use madang_engine::record::{sanyao, ssangnyuk};

fuzz_target!(|data: &[u8]| {
    let Some(text) = madang_fuzz::text(data) else {
        return;
    };
    if let Ok(read) = ssangnyuk::read(text, SeededDice::new, None) {
        let again = ssangnyuk::write(&read.game, read.seed, &read.meta);
        let back = ssangnyuk::read(&again, SeededDice::new, None).expect("a written record reads");
        assert_eq!(back.game.position(), read.game.position());
    }
    if let Ok(read) = sanyao::read(text, draw_starter, None) {
        let again = sanyao::write(&read.game, read.seed, &read.meta);
        let back = sanyao::read(&again, draw_starter, None).expect("a written record reads");
        assert_eq!(back.game.position(), read.game.position());
    }
});
