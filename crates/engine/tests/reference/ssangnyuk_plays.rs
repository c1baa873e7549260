//! Ssangnyuk legal plays exactly as the engine generated them at commit 9ae874a (before the
//! generator was rewritten for speed), frozen here as the reference for the differential test
//! and the side-by-side bench. It keeps the old data layout (66-byte plays, the derived board
//! order, every ordering of the same moves) so that its speed is the old speed too; only the
//! crate-private pieces it used are re-declared here on top of the public API.
//!
//! Do not improve this file: its behaviour is the specification the new generator must match.
#![allow(dead_code, missing_docs)]

use madang_engine::ssangnyuk::{
    BearOff, Color, Combined, Dice, Doubles, Loc, Pips, Position, Rules, Step,
};

/// The checkers on the board, without the side to move (as the engine's `Board`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Board {
    pub points: [i8; 24],
    pub bar: [u8; 2],
    pub off: [u8; 2],
}

impl Board {
    pub fn of(pos: &Position) -> Board {
        Board {
            points: pos.points(),
            bar: [pos.bar(Color::White), pos.bar(Color::Black)],
            off: [pos.off(Color::White), pos.off(Color::Black)],
        }
    }

    fn count(&self, color: Color, point: u8) -> u8 {
        let v = self.points[usize::from(point - 1)];
        match color {
            Color::White if v > 0 => v.unsigned_abs(),
            Color::Black if v < 0 => v.unsigned_abs(),
            _ => 0,
        }
    }

    fn add(&mut self, color: Color, point: u8, n: i8) {
        let delta = if color == Color::White { n } else { -n };
        self.points[usize::from(point - 1)] += delta;
    }

    fn all_home(&self, color: Color) -> bool {
        self.bar[color.index()] == 0
            && (1..=18).all(|prog| self.count(color, color.point_at(prog)) == 0)
    }

    fn any_behind(&self, color: Color, progress: u8) -> bool {
        self.bar[color.index()] > 0
            || (1..progress).any(|prog| self.count(color, color.point_at(prog)) > 0)
    }
}

/// The result of a play (as the engine's `Position`: board, side to move, rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RefPosition {
    pub board: Board,
    pub turn: Color,
    pub rules: Rules,
}

/// One play (as the engine's `Play`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    steps: [Option<Step>; 4],
    result: RefPosition,
}

impl Play {
    pub fn steps(&self) -> impl Iterator<Item = Step> + '_ {
        self.steps.iter().flatten().copied()
    }

    pub fn is_pass(&self) -> bool {
        self.steps[0].is_none()
    }

    pub fn result(&self) -> &RefPosition {
        &self.result
    }

    pub fn dice_used(&self) -> u8 {
        self.steps().map(|s| dice_used(s.pips)).sum()
    }

    /// The notation as the engine wrote it: `pass`, or the steps `from/to` with `*` for a hit.
    pub fn notation(&self) -> String {
        if self.is_pass() {
            return "pass".to_string();
        }
        self.steps()
            .map(|s| format!("{}/{}{}", s.from, s.to, if s.hit { "*" } else { "" }))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The dice still to be used (as the engine's `DiceLeft`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DiceLeft {
    dice: [u8; 4],
    len: u8,
}

impl DiceLeft {
    fn start(dice: Dice, doubles: Doubles) -> DiceLeft {
        let (h, l) = (dice.high(), dice.low());
        if h == l && doubles == Doubles::FourTimes {
            DiceLeft {
                dice: [h; 4],
                len: 4,
            }
        } else {
            DiceLeft {
                dice: [h, l, 0, 0],
                len: 2,
            }
        }
    }

    fn as_slice(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }

    fn without(mut self, n: u8) -> DiceLeft {
        if let Some(i) = self.as_slice().iter().position(|&d| d == n) {
            let len = usize::from(self.len);
            self.dice.copy_within(i + 1..len, i);
            self.dice[len - 1] = 0;
            self.len -= 1;
        }
        self
    }
}

fn dice_used(p: Pips) -> u8 {
    match p {
        Pips::Die(_) => 1,
        Pips::Combined(..) => 2,
    }
}

fn take_from(p: Pips, left: DiceLeft) -> DiceLeft {
    match p {
        Pips::Die(d) => left.without(d),
        Pips::Combined(a, b) => left.without(a).without(b),
    }
}

struct StepList {
    steps: [Step; 64],
    len: usize,
}

impl StepList {
    fn new() -> Self {
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
        if self.len < self.steps.len() {
            self.steps[self.len] = step;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Step] {
        &self.steps[..self.len]
    }
}

fn fits(rules: &Rules, count: u8) -> bool {
    rules.cap.is_none_or(|cap| count <= cap)
}

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
        return (enemy <= 1 && fits(rules, own + 1)).then_some((Loc::Point(point), enemy == 1));
    }
    if progress == 0 || !board.all_home(color) {
        return None;
    }
    let fits = t == 25 || rules.bear_off == BearOff::Free || !board.any_behind(color, progress);
    fits.then_some((Loc::Off, false))
}

fn steps(board: &Board, color: Color, rules: &Rules, left: DiceLeft) -> StepList {
    let mut list = StepList::new();
    let mut pips = [Pips::Die(0); 8];
    let n = pip_choices(left, rules, &mut pips);
    let on_bar = board.bar[color.index()] > 0;
    for progress in 0..=24u8 {
        let from = match progress {
            0 if on_bar => Loc::Bar,
            0 => continue,
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

/// The board after `color` takes `step`.
pub fn apply(board: &Board, color: Color, step: &Step) -> Board {
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

/// Every step sequence the must-play rules accept, in every order (the engine's `sequences`).
pub fn sequences(pos: &Position, dice: Dice) -> Vec<Play> {
    let mut found: Vec<Play> = Vec::new();
    if pos.outcome().is_some() {
        return found;
    }
    let mut best = 0;
    let mut seq = [None; 4];
    let start = RefPosition {
        board: Board::of(pos),
        turn: pos.turn(),
        rules: pos.rules(),
    };
    collect(
        &start,
        &start.board,
        DiceLeft::start(dice, start.rules.doubles),
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

/// Every distinct legal play, one per resulting position (the engine's `legal_plays`).
pub fn legal_plays(pos: &Position, dice: Dice) -> Vec<Play> {
    let mut found = sequences(pos, dice);
    found.sort_by_key(|p| (p.result.board, p.steps().count()));
    found.dedup_by(|a, b| a.result.board == b.result.board);
    found
}

fn collect(
    pos: &RefPosition,
    board: &Board,
    left: DiceLeft,
    used: u8,
    seq: &mut [Option<Step>; 4],
    best: &mut u8,
    out: &mut Vec<Play>,
) {
    let depth = seq.iter().flatten().count();
    let steps = steps(board, pos.turn, &pos.rules, left);
    if steps.as_slice().is_empty() {
        if used > *best {
            *best = used;
            out.clear();
        }
        if used == *best {
            let result = RefPosition {
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
        let after = apply(board, pos.turn, s);
        collect(
            pos,
            &after,
            take_from(s.pips, left),
            used + dice_used(s.pips),
            seq,
            best,
            out,
        );
        seq[depth] = None;
    }
}

/// The steps a turn offers after `taken` (the engine's `Turn::legal_steps`).
pub fn legal_steps(sequences: &[Play], taken: &[Step]) -> Vec<Step> {
    let done = taken.len();
    let mut out: Vec<Step> = Vec::new();
    for play in sequences {
        let mut steps = play.steps();
        if !taken.iter().copied().eq(steps.by_ref().take(done)) {
            continue;
        }
        if let Some(next) = steps.next() {
            if !out.contains(&next) {
                out.push(next);
            }
        }
    }
    out
}

/// The first sequence written as `written` (from, to, hit per step), as the engine's
/// `find_play` chose it.
pub fn find_play(pos: &Position, dice: Dice, written: &[(Loc, Loc, bool)]) -> Option<Play> {
    sequences(pos, dice).into_iter().find(|play| {
        play.steps().count() == written.len()
            && play
                .steps()
                .zip(written)
                .all(|(s, w)| s.from == w.0 && s.to == w.1 && s.hit == w.2)
    })
}
