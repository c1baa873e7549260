//! Single steps: one checker moving one die, or (in the one-jump rule) the sum of two.

use super::dice::DiceLeft;
use super::position::{Board, Color, Loc};
use super::rules::{BearOff, Combined, Rules};

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

/// A fixed-capacity list of steps, so move generation does not allocate.
pub(crate) struct StepList {
    steps: [Step; 64],
    len: usize,
}

impl StepList {
    pub fn new() -> Self {
        const NONE: Step = Step {
            from: Loc::Bar,
            to: Loc::Off,
            pips: Pips::Die(0),
            hit: false,
        };
        StepList {
            steps: [NONE; 64],
            len: 0,
        }
    }

    fn push(&mut self, step: Step) {
        // At most 16 sources times 3 distinct pip values fit in 64.
        if self.len < self.steps.len() {
            self.steps[self.len] = step;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Step] {
        &self.steps[..self.len]
    }
}

/// The distinct ways the dice left can be spent on one step: each die, and each pair's sum
/// under the one-jump rule.
fn pip_choices(left: DiceLeft, rules: &Rules, out: &mut [Pips; 8]) -> usize {
    let dice = left.as_slice();
    let mut n = 0;
    let mut add = |p: Pips, out: &mut [Pips; 8]| {
        if !out[..n].contains(&p) && n < out.len() {
            out[n] = p;
            n += 1;
        }
    };
    for &d in dice {
        add(Pips::Die(d), out);
    }
    if rules.combined == Combined::Jump {
        for i in 0..dice.len() {
            for j in i + 1..dice.len() {
                add(Pips::Combined(dice[i], dice[j]), out);
            }
        }
    }
    n
}

/// Where a checker at track `progress` (0 = bar) lands with `pips`, if it may.
fn target(
    board: &Board,
    color: Color,
    rules: &Rules,
    progress: u8,
    pips: u8,
) -> Option<(Loc, bool)> {
    let t = progress + pips;
    if t <= 24 {
        let point = color.point_at(t);
        let enemy = board.count(color.opponent(), point);
        let own = board.count(color, point);
        return (enemy <= 1 && rules.fits(own + 1)).then_some((Loc::Point(point), enemy == 1));
    }
    if progress == 0 || !board.all_home(color) {
        return None;
    }
    let fits = t == 25 || rules.bear_off == BearOff::Free || !board.any_behind(color, progress);
    fits.then_some((Loc::Off, false))
}

/// Every single step `color` may take on `board` with the dice left, ignoring what the rest of
/// the turn then allows.
pub(crate) fn steps(board: &Board, color: Color, rules: &Rules, left: DiceLeft) -> StepList {
    let mut list = StepList::new();
    let mut pips = [Pips::Die(0); 8];
    let n = pip_choices(left, rules, &mut pips);
    let on_bar = board.bar[color.index()] > 0;
    for progress in 0..=24u8 {
        let from = match progress {
            0 if on_bar => Loc::Bar,
            0 => continue,
            // While a checker is on the bar no other checker may move.
            _ if on_bar => break,
            p if board.count(color, color.point_at(p)) > 0 => Loc::Point(color.point_at(p)),
            _ => continue,
        };
        for &p in &pips[..n] {
            if let Some((to, hit)) = target(board, color, rules, progress, p.total()) {
                list.push(Step {
                    from,
                    to,
                    pips: p,
                    hit,
                });
            }
        }
    }
    list
}

/// The board after `color` takes `step` (which must come from [`steps`]).
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
