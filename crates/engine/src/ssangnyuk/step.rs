//! Single steps: one checker moving one die, or (in the one-jump rule) the sum of two.

use super::dice::DiceLeft;
use super::position::{Board, Color, Loc};

/// The dice a step uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Pips {
    /// One die.
    Die(u8),
    /// Two dice moved as one jump of their sum (only the landing point must be open).
    Combined(u8, u8),
}

impl Pips {
    /// The distance moved.
    pub fn total(self) -> u8 {
        match self {
            Pips::Die(d) => d,
            Pips::Combined(a, b) => a + b,
        }
    }

    /// How many dice the step uses up.
    pub fn dice_used(self) -> u8 {
        match self {
            Pips::Die(_) => 1,
            Pips::Combined(..) => 2,
        }
    }

    /// The dice left after this step.
    pub(crate) fn take_from(self, left: DiceLeft) -> DiceLeft {
        match self {
            Pips::Die(d) => left.without(d),
            Pips::Combined(a, b) => left.without(a).without(b),
        }
    }
}

/// One checker's move within a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Step {
    /// Where the checker starts: the bar or a point.
    pub from: Loc,
    /// Where it lands: a point, or off.
    pub to: Loc,
    /// The dice it uses.
    pub pips: Pips,
    /// Whether it hits a lone enemy checker (a bari) on landing.
    pub hit: bool,
}

/// The board after `color` takes `step` (one of the legal steps now).
pub(crate) fn apply(board: &Board, color: Color, step: &Step) -> Board {
    let mut b = *board;
    match step.from {
        Loc::Bar => b.bar[color.index()] -= 1,
        Loc::Point(p) => b.add(color, p, -1),
        Loc::Off => {}
    }
    match step.to {
        Loc::Point(p) => {
            if step.hit {
                b.add(color.opponent(), p, -1);
                b.bar[color.opponent().index()] += 1;
            }
            b.add(color, p, 1);
        }
        Loc::Off => b.off[color.index()] += 1,
        Loc::Bar => {}
    }
    b
}
