//! Whole plays: the distinct ways a side can use its roll, under the must-play rules.
//!
//! The must-play rules are applied once, by the walk every play comes from
//! ([`walk`](super::walk)): a play uses as many dice as the roll allows; when only one die of a
//! pair can be used, it is the higher one whenever the higher can be played; and a roll that
//! cannot be played at all is a pass. [`Turn`](super::Turn) checks a player's steps against
//! the same sequences, so the page and the bots follow one rule.

use super::dice::Dice;
use super::position::Position;
use super::step::Step;
use super::walk::{Reach, Walk};
use alloc::vec::Vec;

/// The steps of one play, in the order they are taken (none for a pass, at most four).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    steps: [Option<Step>; 4],
    result: Position,
}

impl Play {
    pub(crate) fn new(seq: &[Step], result: Position) -> Play {
        let mut steps = [None; 4];
        for (slot, s) in steps.iter_mut().zip(seq) {
            *slot = Some(*s);
        }
        Play { steps, result }
    }

    /// The steps in order.
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps.iter().flatten().copied()
    }

    /// Whether this is the pass of a roll that cannot be played (no steps).
    pub fn is_pass(&self) -> bool {
        self.steps[0].is_none()
    }

    /// The position after the play, with the opponent to move.
    pub fn result(&self) -> &Position {
        &self.result
    }

    /// How many dice the play uses (a combined jump counts as two).
    pub fn dice_used(&self) -> u8 {
        self.steps().map(|s| s.pips.dice_used()).sum()
    }
}

/// Every step sequence the must-play rules accept for `dice`, in every order the steps can be
/// taken; a single empty sequence (the pass) when the roll cannot be played; none once the game
/// is over. Different sequences may reach the same position.
pub(crate) fn sequences(pos: &Position, dice: Dice) -> Vec<Play> {
    plays(&Walk::new(pos, dice, Reach::Every))
}

/// The plays of a walk's leaves, written in place (a play built apart and then copied in costs
/// a call in wasm).
fn plays(walk: &Walk) -> Vec<Play> {
    let leaves = walk.leaves();
    let blank = Play {
        steps: [None; 4],
        result: walk.after(),
    };
    let mut plays = alloc::vec![blank; leaves.len()];
    for (play, leaf) in plays.iter_mut().zip(leaves) {
        walk.play(leaf, &mut play.steps, &mut play.result);
    }
    plays
}

impl Position {
    /// Every distinct legal play for `dice`, one per resulting position, ordered by the
    /// resulting board. When the roll cannot be played, the one play is the pass (no steps,
    /// the opponent to move); once the game is over there is none.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        // Among plays with the same result, the one kept has the fewest steps (a combined jump
        // reads better than the same checker moving twice), then comes first in walk order.
        plays(&Walk::new(self, dice, Reach::Distinct))
    }

    /// The positions the legal plays for `dice` lead to: `out` is cleared, then filled with
    /// what `legal_plays(dice)` would give as results, in the same order, without building
    /// the plays' steps. For searches that only weigh outcomes; reuse `out` across calls.
    pub fn legal_results(&self, dice: Dice, out: &mut Vec<Position>) {
        Walk::new(self, dice, Reach::Distinct).results(out);
    }
}
