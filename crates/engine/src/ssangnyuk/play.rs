//! Whole plays: the distinct ways a side can use its roll, under the must-play rules.

use super::dice::{Dice, DiceLeft};
use super::position::{Board, Color, Position};
use super::step::{self, Pips, Step};
use alloc::vec::Vec;

/// The steps of one play, in the order they are taken (at most four).
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

    fn from_seq(steps: [Option<Step>; 4], result: Position) -> Play {
        Play { steps, result }
    }

    /// The steps in order.
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps.iter().flatten().copied()
    }

    /// The position after the play, with the opponent to move.
    pub fn result(&self) -> &Position {
        &self.result
    }
}

/// The most dice `color` can use from `board` with `left` (a combined jump counts as two).
pub(crate) fn max_dice(board: &Board, color: Color, pos: &Position, left: DiceLeft) -> u8 {
    let all = left.len() as u8;
    let mut best = 0;
    for s in step::steps(board, color, &pos.rules, left).as_slice() {
        let after = step::apply(board, color, s);
        let used = s.pips.dice_used() + max_dice(&after, color, pos, s.pips.take_from(left));
        best = best.max(used);
        if best == all {
            break;
        }
    }
    best
}

/// What the must-play rules demand of a turn, fixed when the dice are rolled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Demand {
    /// The dice the turn must use (a combined jump counts as two).
    pub max: u8,
    /// Only the higher die may be played: one die is all that can be used, and the higher can.
    pub high_only: Option<u8>,
}

impl Demand {
    pub fn new(pos: &Position, dice: Dice) -> Demand {
        let left = dice.to_use(pos.rules.doubles);
        if pos.outcome().is_some() {
            return Demand {
                max: 0,
                high_only: None,
            };
        }
        let max = max_dice(&pos.board, pos.turn, pos, left);
        let color = pos.turn;
        let high_only = (max == 1 && !dice.is_double())
            .then(|| {
                let first = step::steps(&pos.board, color, &pos.rules, left);
                first
                    .as_slice()
                    .iter()
                    .any(|s| s.pips == Pips::Die(dice.high()))
                    .then_some(dice.high())
            })
            .flatten();
        Demand { max, high_only }
    }

    /// Whether `s`, taken after `used` dice, still leads to a play the rules accept.
    pub fn allows(
        &self,
        board: &Board,
        pos: &Position,
        left: DiceLeft,
        used: u8,
        s: &Step,
    ) -> bool {
        if self.high_only.is_some_and(|h| s.pips != Pips::Die(h)) {
            return false;
        }
        let after = step::apply(board, pos.turn, s);
        used + s.pips.dice_used() + max_dice(&after, pos.turn, pos, s.pips.take_from(left))
            == self.max
    }
}

impl Position {
    /// Every distinct legal play for `dice`, one per resulting position. Empty when the roll
    /// cannot be played at all (the turn passes) or the game is over.
    pub fn legal_plays(&self, dice: Dice) -> Vec<Play> {
        let mut found: Vec<Play> = Vec::new();
        if self.outcome().is_some() {
            return found;
        }
        // One walk over every sequence of steps; the must-play rule keeps the sequences that
        // use the most dice, so no look-ahead is needed per step.
        let mut best = 0;
        let mut seq = [None; 4];
        collect(
            self,
            &self.board,
            dice.to_use(self.rules.doubles),
            0,
            &mut seq,
            &mut best,
            &mut found,
        );
        if best == 0 {
            found.clear();
            return found;
        }
        if best == 1 && !dice.is_double() {
            let high = Pips::Die(dice.high());
            if found
                .iter()
                .any(|p| p.steps[0].is_some_and(|s| s.pips == high))
            {
                found.retain(|p| p.steps[0].is_some_and(|s| s.pips == high));
            }
        }
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
            out.push(Play::from_seq(*seq, result));
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
