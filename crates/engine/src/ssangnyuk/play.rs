//! Whole plays: the distinct ways a side can use its roll, under the must-play rules.
//!
//! The must-play rules live here, once: a play uses as many dice as the roll allows; when only
//! one die of a pair can be used, it is the higher one whenever the higher can be played; and a
//! roll that cannot be played at all is a pass. [`Turn`](super::Turn) checks a player's steps
//! against the same sequences, so the page and the bots follow one rule.

use super::dice::{Dice, DiceLeft};
use super::position::{Board, Position};
use super::step::{self, Pips, Step};
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
    let mut found: Vec<Play> = Vec::new();
    if pos.outcome().is_some() {
        return found;
    }
    // One walk over every sequence of steps, keeping those that use the most dice.
    let mut best = 0;
    let mut seq = [None; 4];
    collect(
        pos,
        &pos.board,
        dice.to_use(pos.rules.doubles),
        0,
        &mut seq,
        &mut best,
        &mut found,
    );
    if best == 1 && !dice.is_double() {
        let high = Pips::Die(dice.high());
        if found
            .iter()
            .any(|p| p.steps[0].is_some_and(|s| s.pips == high))
        {
            found.retain(|p| p.steps[0].is_some_and(|s| s.pips == high));
        }
    }
    found
}

impl Position {
    /// Every distinct legal play for `dice`, one per resulting position. When the roll cannot
    /// be played, the one play is the pass (no steps, the opponent to move); once the game is
    /// over there is none.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        let mut found = sequences(self, dice);
        // Among plays with the same result, keep the one with fewest steps (a combined jump
        // reads better than the same checker moving twice).
        found.sort_by_key(|p| (p.result.board, p.steps().count()));
        found.dedup_by(|a, b| a.result.board == b.result.board);
        found
    }
}

fn collect(
    pos: &Position,
    board: &Board,
    left: DiceLeft,
    used: u8,
    seq: &mut [Option<Step>; 4],
    best: &mut u8,
    out: &mut Vec<Play>,
) {
    let depth = seq.iter().flatten().count();
    let steps = step::steps(board, pos.turn, &pos.rules, left);
    if steps.as_slice().is_empty() {
        if used > *best {
            *best = used;
            out.clear();
        }
        if used == *best {
            let result = Position {
                board: *board,
                turn: pos.turn.opponent(),
                rules: pos.rules,
            };
            out.push(Play {
                steps: *seq,
                result,
            });
        }
        return;
    }
    for s in steps.as_slice() {
        seq[depth] = Some(*s);
        let after = step::apply(board, pos.turn, s);
        collect(
            pos,
            &after,
            s.pips.take_from(left),
            used + s.pips.dice_used(),
            seq,
            best,
            out,
        );
        seq[depth] = None;
    }
}
