//! A brute-force reference move generator written straight from the spec text
//! (`shared/design/ssangnyuk-rules.md`), sharing nothing with the engine but its public
//! `Position` accessors and `Rules` fields. It is slow and plain on purpose: it tries every
//! order of every die on every checker, keeps the sequences that use the most dice, and
//! returns the distinct boards they end on.

use super::BoardKey;
use madang_engine::ssangnyuk::{BearOff, Color, Combined, Dice, Doubles, Loc, Position, Rules};
use std::collections::{BTreeSet, HashSet};

/// Points 1-24 (`points[i]` is point i+1, positive White, negative Black), bar and off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Board {
    points: [i8; 24],
    bar: [u8; 2],
    off: [u8; 2],
}

fn side(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// "White moves 24 -> 1, Black moves 1 -> 24": the point `progress` pips along a side's track,
/// counting the bar as progress 0 ("the bar is the start of the track").
fn point_at(color: Color, progress: i32) -> usize {
    match color {
        Color::White => (25 - progress) as usize,
        Color::Black => progress as usize,
    }
}

impl Board {
    fn own(&self, color: Color, point: usize) -> i32 {
        let v = i32::from(self.points[point - 1]);
        match color {
            Color::White => v.max(0),
            Color::Black => (-v).max(0),
        }
    }

    fn put(&mut self, color: Color, point: usize, n: i8) {
        self.points[point - 1] += if color == Color::White { n } else { -n };
    }

    /// "Bearing off starts only when all of a side's remaining checkers are in its home board."
    fn all_home(&self, color: Color) -> bool {
        self.bar[side(color)] == 0
            && (1..=18).all(|prog| self.own(color, point_at(color, prog)) == 0)
    }

    /// Every board one checker of `color` can reach by moving `pips` (one die or a sum).
    fn moves(&self, color: Color, rules: &Rules, pips: i32) -> Vec<Board> {
        let enemy = match color {
            Color::White => Color::Black,
            Color::Black => Color::White,
        };
        // Rule 5: while a checker is on the bar, only bar checkers may move.
        let starts: Vec<i32> = if self.bar[side(color)] > 0 {
            vec![0]
        } else {
            (1..=24)
                .filter(|&prog| self.own(color, point_at(color, prog)) > 0)
                .collect()
        };
        let mut out = Vec::new();
        for from in starts {
            let to = from + pips;
            let mut b = *self;
            if from == 0 {
                b.bar[side(color)] -= 1;
            } else {
                b.put(color, point_at(color, from), -1);
            }
            if to <= 24 {
                let q = point_at(color, to);
                let enemies = self.own(enemy, q);
                // Rule 6: two or more enemy checkers close a point.
                if enemies >= 2 {
                    continue;
                }
                // Rule 7: never a sixth (cap + 1) checker on a point.
                if let Some(cap) = rules.cap {
                    if self.own(color, q) + 1 > i32::from(cap) {
                        continue;
                    }
                }
                // Rule 4: a lone enemy checker is hit and goes to the bar.
                if enemies == 1 {
                    b.put(enemy, q, -1);
                    b.bar[side(enemy)] += 1;
                }
                b.put(color, q, 1);
            } else {
                // Rule 8 and the bear-off gap: all home first; an oversized roll bears off from
                // any point, unless the strict variant wants no checker farther back.
                if from == 0 || !self.all_home(color) {
                    continue;
                }
                let farther = (1..from).any(|prog| self.own(color, point_at(color, prog)) > 0);
                if to > 25 && rules.bear_off == BearOff::Strict && farther {
                    continue;
                }
                b.off[side(color)] += 1;
            }
            out.push(b);
        }
        out
    }
}

/// Walks every order of spending `left` (a single die, or under the one-jump rule two dice as
/// one sum), collecting the (board, dice left) where the walk stops.
fn walk(
    b: Board,
    color: Color,
    rules: &Rules,
    left: Vec<i32>,
    seen: &mut HashSet<(Board, Vec<i32>)>,
    ends: &mut Vec<(Board, Vec<i32>)>,
) {
    if !seen.insert((b, left.clone())) {
        return;
    }
    let mut moved = false;
    for i in 0..left.len() {
        let mut rest = left.clone();
        let d = rest.remove(i);
        for next in b.moves(color, rules, d) {
            moved = true;
            walk(next, color, rules, rest.clone(), seen, ends);
        }
    }
    if rules.combined == Combined::Jump {
        for i in 0..left.len() {
            for j in i + 1..left.len() {
                let rest: Vec<i32> = (0..left.len())
                    .filter(|&k| k != i && k != j)
                    .map(|k| left[k])
                    .collect();
                for next in b.moves(color, rules, left[i] + left[j]) {
                    moved = true;
                    walk(next, color, rules, rest.clone(), seen, ends);
                }
            }
        }
    }
    if !moved {
        ends.push((b, left));
    }
}

/// The distinct boards the side to move may end its turn on with `roll`, by the must-play
/// rules: use as many dice as possible (a sum counts as two); if only one die can be used, the
/// higher when it can. When nothing can be played the board stays as it is (the pass); none
/// once the game is over.
pub fn results(pos: &Position, roll: Dice) -> BTreeSet<BoardKey> {
    let color = pos.turn();
    let rules = pos.rules();
    let mut out = BTreeSet::new();
    if pos.off(Color::White) == 15 || pos.off(Color::Black) == 15 {
        return out;
    }
    let start = Board {
        points: pos.points(),
        bar: [pos.bar(Color::White), pos.bar(Color::Black)],
        off: [pos.off(Color::White), pos.off(Color::Black)],
    };
    let (high, low) = (i32::from(roll.high()), i32::from(roll.low()));
    let dice = match (high == low, rules.doubles) {
        (true, Doubles::FourTimes) => vec![high; 4],
        _ => vec![high, low],
    };
    let mut ends = Vec::new();
    walk(
        start,
        color,
        &rules,
        dice.clone(),
        &mut HashSet::new(),
        &mut ends,
    );
    let used = |left: &Vec<i32>| dice.len() - left.len();
    let most = ends.iter().map(|(_, left)| used(left)).max().unwrap_or(0);
    if most == 0 {
        out.insert((start.points, start.bar, start.off));
        return out;
    }
    let mut best: Vec<&(Board, Vec<i32>)> =
        ends.iter().filter(|(_, left)| used(left) == most).collect();
    if most == 1 && high != low && best.iter().any(|(_, left)| left == &vec![low]) {
        best.retain(|(_, left)| left == &vec![low]);
    }
    for (b, _) in best {
        out.insert((b.points, b.bar, b.off));
    }
    out
}

/// Whether the side to move could take the step `from` -> `to` by itself, with one die of
/// `roll` or (under the one-jump rule) the sum of two, ignoring how much of the roll the
/// must-play rules demand.
pub fn step_alone(pos: &Position, roll: Dice, from: Loc, to: Loc) -> bool {
    let color = pos.turn();
    let rules = pos.rules();
    let start = Board {
        points: pos.points(),
        bar: [pos.bar(Color::White), pos.bar(Color::Black)],
        off: [pos.off(Color::White), pos.off(Color::Black)],
    };
    let (high, low) = (i32::from(roll.high()), i32::from(roll.low()));
    let mut pips = match (high == low, rules.doubles) {
        (true, Doubles::FourTimes) => vec![high; 4],
        _ => vec![high, low],
    };
    // Any two dice of the roll sum to high + low (a double's number twice).
    if rules.combined == Combined::Jump {
        pips.push(high + low);
    }
    // Where the mover's checkers are: one fewer at `from` and one more at `to` is that step.
    let here = |b: &Board, loc: Loc| -> i32 {
        match loc {
            Loc::Bar => i32::from(b.bar[side(color)]),
            Loc::Off => i32::from(b.off[side(color)]),
            Loc::Point(p) => b.own(color, usize::from(p)),
        }
    };
    pips.iter().any(|&d| {
        start
            .moves(color, &rules, d)
            .iter()
            .any(|b| here(b, from) == here(&start, from) - 1 && here(b, to) == here(&start, to) + 1)
    })
}
