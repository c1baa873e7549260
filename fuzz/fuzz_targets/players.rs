//! The computer players of both games on any position the JSON accepts: every level answers
//! without panicking, with a legal move (a Ssangnyuk play among the legal plays for the dice),
//! or with none only where there is none.
#![no_main]

use libfuzzer_sys::fuzz_target;
use madang_bot::{sanyao_bot, ssangnyuk_bot, Budget, Level};
use madang_engine::sanyao;
use madang_engine::ssangnyuk::{self, Dice};

/// Small, so a run tries many positions; the players' own limits are tested elsewhere.
const NODES: u64 = 2_000;

fuzz_target!(|data: &[u8]| {
    // The first byte picks the dice; the rest is the position.
    let Some((&roll, rest)) = data.split_first() else {
        return;
    };
    let Some(text) = madang_fuzz::text(rest) else {
        return;
    };
    if let Ok(pos) = ssangnyuk::Position::from_json(text) {
        let dice = Dice::ALL_21[usize::from(roll) % 21];
        let plays = pos.legal_plays(dice);
        for level in Level::ALL {
            let mut bot = ssangnyuk_bot(level, u64::from(roll));
            bot.set_budget(Budget::nodes(NODES));
            match bot.choose(&pos, dice) {
                Some(play) => assert!(plays.contains(&play), "{level:?} chose {play}"),
                None => assert!(plays.is_empty(), "{level:?} chose nothing"),
            }
        }
    }
    if let Ok(pos) = sanyao::Position::from_json(text) {
        let legal = pos.legal_moves();
        for level in Level::ALL {
            let mut bot = sanyao_bot(level, u64::from(roll));
            bot.set_budget(Budget::nodes(NODES));
            match bot.choose(&pos, ()) {
                Some(hole) => assert!(pos.is_legal(hole), "{level:?} chose {hole}"),
                None => assert!(
                    legal.into_iter().next().is_none(),
                    "{level:?} chose nothing"
                ),
            }
        }
    }
});
