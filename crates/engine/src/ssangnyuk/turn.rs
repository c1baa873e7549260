//! A turn in progress: the dice rolled, the steps taken so far, undo, and finishing.

use crate::error::ErrorKind;

use super::dice::{Dice, DiceLeft};
use super::play::{sequences, Play};
use super::position::{Board, Color, Loc, Position};
use super::step::{self, Step};
use alloc::vec::Vec;
use core::fmt;

/// Why a roll cannot be played at all, so the turn passes by itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PassReason {
    /// A checker on the bar cannot come in, and no other checker may move meanwhile.
    BarBlocked,
    /// No checker can move by either die or their sum.
    NoMove,
}

impl PassReason {
    /// A stable machine-readable name for translation keys.
    pub fn name(self) -> &'static str {
        match self {
            PassReason::BarBlocked => "bar_blocked",
            PassReason::NoMove => "no_move",
        }
    }
}

/// A step, undo or finish that the rules do not allow now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The step is not one of the legal steps now.
    IllegalStep {
        /// Where the step started.
        from: Loc,
        /// Where it was to land.
        to: Loc,
    },
    /// No step has been taken this turn.
    NothingToUndo,
    /// The game is over: nothing more may be played.
    GameOver,
    /// The roll is not used as fully as the rules demand.
    Unfinished {
        /// Dice still to use.
        dice_left: u8,
    },
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::IllegalStep { from, to } => write!(f, "{from}/{to} is not a legal step now"),
            TurnError::NothingToUndo => f.write_str("no step has been taken this turn"),
            TurnError::GameOver => f.write_str("the game is over"),
            TurnError::Unfinished { dice_left } => {
                write!(
                    f,
                    "the roll must be used as fully as it can: {dice_left} more to play"
                )
            }
        }
    }
}

impl core::error::Error for TurnError {}

crate::error::engine_errors!(TurnError);

impl TurnError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> ErrorKind {
        match self {
            TurnError::IllegalStep { .. } => ErrorKind::IllegalStep,
            TurnError::NothingToUndo => ErrorKind::NothingToUndo,
            TurnError::GameOver => ErrorKind::GameOver,
            TurnError::Unfinished { .. } => ErrorKind::UnfinishedTurn,
        }
    }
}

/// One side's turn after the roll: steps are taken one at a time and can be undone until the
/// turn is finished. Every step is checked against the sequences the must-play rules accept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    start: Position,
    dice: Dice,
    /// Every accepted step sequence (see [`sequences`]); all use the same number of dice.
    sequences: Vec<Play>,
    board: Board,
    left: DiceLeft,
    taken: Vec<(Step, Board, DiceLeft)>,
}

impl Turn {
    /// Starts `position`'s side's turn with `dice`.
    pub fn new(position: Position, dice: Dice) -> Turn {
        Turn {
            start: position,
            dice,
            sequences: sequences(&position, dice),
            board: position.board,
            left: dice.to_use(position.rules.doubles),
            taken: Vec::new(),
        }
    }

    /// The side playing.
    pub fn color(&self) -> Color {
        self.start.turn
    }

    /// The roll.
    pub fn dice(&self) -> Dice {
        self.dice
    }

    /// Every die the roll gives to play, highest first (a double's number as often as the
    /// rules say), used or not.
    pub fn dice_to_play(&self) -> DiceLeft {
        self.dice.to_use(self.start.rules.doubles)
    }

    /// The dice not yet used.
    pub fn dice_left(&self) -> DiceLeft {
        self.left
    }

    /// The position as it stands mid-turn (still this side's turn).
    pub fn position(&self) -> Position {
        Position {
            board: self.board,
            ..self.start
        }
    }

    /// The position the turn started from.
    pub fn start(&self) -> Position {
        self.start
    }

    /// The steps taken so far.
    pub fn taken(&self) -> impl Iterator<Item = Step> + '_ {
        self.taken.iter().map(|t| t.0)
    }

    /// Dice the rules demand this turn uses (a combined jump counts as two; 0 for a pass).
    fn demanded(&self) -> u8 {
        self.sequences.first().map_or(0, Play::dice_used)
    }

    fn used(&self) -> u8 {
        self.taken.iter().map(|t| t.0.pips.dice_used()).sum()
    }

    /// Why the roll cannot be played, if it cannot be played at all.
    pub fn pass_reason(&self) -> Option<PassReason> {
        if self.demanded() > 0 || self.start.outcome().is_some() {
            return None;
        }
        Some(if self.start.bar(self.color()) > 0 {
            PassReason::BarBlocked
        } else {
            PassReason::NoMove
        })
    }

    /// Every step that may be taken now and still lead to a complete legal play.
    pub fn legal_steps(&self) -> Vec<Step> {
        let done = self.taken.len();
        let mut out: Vec<Step> = Vec::new();
        for play in &self.sequences {
            let mut steps = play.steps();
            if !self.taken().eq(steps.by_ref().take(done)) {
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

    /// The distinct ways to finish the turn from here, one per resulting position: each play
    /// holds only the steps still to take (none once the turn is complete) and the position
    /// the whole turn reaches, the opponent to move. Among ways to the same position the one
    /// kept has the fewest steps, then comes first. Empty once the game is over.
    pub fn finishing_plays(&self) -> Vec<Play> {
        let done = self.taken.len();
        let mut out: Vec<Play> = Vec::new();
        for play in &self.sequences {
            if !self.taken().eq(play.steps().take(done)) {
                continue;
            }
            let rest: Vec<Step> = play.steps().skip(done).collect();
            match out.iter_mut().find(|p| p.result() == play.result()) {
                Some(kept) if kept.steps().count() > rest.len() => {
                    *kept = Play::new(&rest, *play.result());
                }
                Some(_) => {}
                None => out.push(Play::new(&rest, *play.result())),
            }
        }
        out
    }

    /// Takes `step` if it is legal now; otherwise returns why and changes nothing. Whether the
    /// step hits is worked out here, so `step.hit` is not compared.
    pub fn take(&mut self, step: Step) -> Result<(), TurnError> {
        let chosen = self
            .legal_steps()
            .into_iter()
            .find(|s| s.from == step.from && s.to == step.to && s.pips == step.pips)
            .ok_or(TurnError::IllegalStep {
                from: step.from,
                to: step.to,
            })?;
        let after = step::apply(&self.board, self.color(), &chosen);
        self.taken.push((chosen, self.board, self.left));
        self.board = after;
        self.left = chosen.pips.take_from(self.left);
        Ok(())
    }

    /// Takes back the last step of this turn.
    pub fn undo(&mut self) -> Result<Step, TurnError> {
        let (s, board, left) = self.taken.pop().ok_or(TurnError::NothingToUndo)?;
        self.board = board;
        self.left = left;
        Ok(s)
    }

    /// Whether the steps taken use the roll as fully as the rules demand.
    pub fn is_complete(&self) -> bool {
        self.used() == self.demanded()
    }

    /// Ends the turn: the play made, with the opponent to move.
    pub fn finish(&self) -> Result<Play, TurnError> {
        if self.start.outcome().is_some() {
            return Err(TurnError::GameOver);
        }
        if !self.is_complete() {
            return Err(TurnError::Unfinished {
                dice_left: self.demanded() - self.used(),
            });
        }
        let steps: Vec<Step> = self.taken().collect();
        let result = Position {
            board: self.board,
            turn: self.color().opponent(),
            rules: self.start.rules,
        };
        Ok(Play::new(&steps, result))
    }
}

impl Position {
    /// Plays `steps` with `dice` as one whole play (no steps: the pass of a roll that cannot be
    /// played), or says which step broke the rules.
    pub fn play(&self, dice: Dice, steps: &[Step]) -> Result<Position, TurnError> {
        if self.outcome().is_some() {
            return Err(TurnError::GameOver);
        }
        let mut turn = Turn::new(*self, dice);
        for s in steps {
            turn.take(*s)?;
        }
        Ok(*turn.finish()?.result())
    }
}
