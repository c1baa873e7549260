//! A whole game: the jaengdu that picks the starter, then turns until one side is off.

use crate::error::ErrorKind;

use super::dice::{Dice, Die};
use super::notation::Notation;
use super::play::Play;
use super::position::{Color, Loc, Outcome, Position};
use super::rules::Rules;
use super::step::Step;
use super::turn::{PassReason, Turn, TurnError};
use alloc::vec::Vec;
use core::fmt;

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Each side throws one die; the higher starts (equal dice are thrown again).
    Jaengdu,
    /// The side to move must roll.
    Roll,
    /// The side to move is using its roll.
    Move,
    /// One side has borne off all fifteen.
    Over,
}

impl Phase {
    /// A stable machine-readable name.
    pub fn name(self) -> &'static str {
        match self {
            Phase::Jaengdu => "jaengdu",
            Phase::Roll => "roll",
            Phase::Move => "move",
            Phase::Over => "over",
        }
    }
}

/// Something that happened, in order: the game's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A jaengdu throw (equal dice mean another throw follows).
    Jaengdu {
        /// White's die.
        white: Die,
        /// Black's die.
        black: Die,
    },
    /// A play.
    Played {
        /// Who played.
        color: Color,
        /// The roll.
        dice: Dice,
        /// What was played.
        notation: Notation,
    },
    /// A roll that could not be played: the turn passed by itself.
    Passed {
        /// Whose roll.
        color: Color,
        /// The roll.
        dice: Dice,
        /// Why it could not be played.
        reason: PassReason,
    },
}

/// An action asked for at the wrong moment, or a step the rules do not allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action belongs to another phase.
    WrongPhase {
        /// The phase the action needs.
        needs: Phase,
        /// The phase the game is in.
        now: Phase,
    },
    /// The turn refused a step, undo or finish.
    Turn(TurnError),
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::WrongPhase { needs, now } => {
                write!(
                    f,
                    "that needs the {} phase; the game is in the {} phase",
                    needs.name(),
                    now.name()
                )
            }
            GameError::Turn(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for GameError {}

crate::error::engine_errors!(GameError);

impl GameError {
    /// A stable machine-readable name for translation keys.
    pub fn kind(&self) -> ErrorKind {
        match self {
            GameError::WrongPhase { .. } => ErrorKind::WrongPhase,
            GameError::Turn(e) => e.kind(),
        }
    }
}

impl From<TurnError> for GameError {
    fn from(e: TurnError) -> Self {
        GameError::Turn(e)
    }
}

/// A game from the jaengdu to the last checker off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The position a game continued from a position started at; `None` for a game that
    /// began with the jaengdu.
    origin: Option<Position>,
    position: Position,
    turn: Option<Turn>,
    started: bool,
    record: Vec<Event>,
}

impl Game {
    /// A new game in the opening setup, waiting for the jaengdu.
    pub fn new(rules: Rules) -> Game {
        Game {
            origin: None,
            position: Position::opening(rules, Color::White),
            turn: None,
            started: false,
            record: Vec::new(),
        }
    }

    /// A game continued from `position`, its side to roll (or over, if a side is off).
    pub fn from_position(position: Position) -> Game {
        Game {
            origin: Some(position),
            position,
            turn: None,
            started: true,
            record: Vec::new(),
        }
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        if self.position.outcome().is_some() {
            Phase::Over
        } else if self.turn.is_some() {
            Phase::Move
        } else if !self.started {
            Phase::Jaengdu
        } else {
            Phase::Roll
        }
    }

    fn expect(&self, needs: Phase) -> Result<(), GameError> {
        let now = self.phase();
        if now == needs {
            Ok(())
        } else {
            Err(GameError::WrongPhase { needs, now })
        }
    }

    /// The position: mid-turn it shows the steps taken so far.
    pub fn position(&self) -> Position {
        self.turn.as_ref().map_or(self.position, Turn::position)
    }

    /// The turn being played, in the move phase.
    pub fn turn(&self) -> Option<&Turn> {
        self.turn.as_ref()
    }

    /// The position a game continued from a position started at (`None` after a jaengdu).
    pub fn origin(&self) -> Option<Position> {
        self.origin
    }

    /// The rules in force.
    pub fn rules(&self) -> super::rules::Rules {
        self.position.rules
    }

    /// Everything that has happened, in order.
    pub fn record(&self) -> &[Event] {
        &self.record
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    /// The jaengdu: each side's die. The higher starts and plays both dice as its first roll;
    /// equal dice return `None` and the jaengdu is thrown again.
    pub fn throw_jaengdu(&mut self, white: Die, black: Die) -> Result<Option<Color>, GameError> {
        self.expect(Phase::Jaengdu)?;
        self.record.push(Event::Jaengdu { white, black });
        let starter = match white.cmp(&black) {
            core::cmp::Ordering::Equal => return Ok(None),
            core::cmp::Ordering::Greater => Color::White,
            core::cmp::Ordering::Less => Color::Black,
        };
        self.started = true;
        self.position = self.position.with_turn(starter);
        self.begin(Dice::from_dice(white, black));
        Ok(Some(starter))
    }

    /// The side to move rolls `dice`. A roll that cannot be played passes at once, and its
    /// reason is returned.
    pub fn roll(&mut self, dice: Dice) -> Result<Option<PassReason>, GameError> {
        self.expect(Phase::Roll)?;
        Ok(self.begin(dice))
    }

    fn begin(&mut self, dice: Dice) -> Option<PassReason> {
        let turn = Turn::new(self.position, dice);
        let reason = turn.pass_reason();
        if let Some(reason) = reason {
            let color = self.position.turn();
            self.record.push(Event::Passed {
                color,
                dice,
                reason,
            });
            self.position = self.position.with_turn(color.opponent());
        } else {
            self.turn = Some(turn);
        }
        reason
    }

    fn turn_mut(&mut self) -> Result<&mut Turn, GameError> {
        let now = self.phase();
        self.turn.as_mut().ok_or(GameError::WrongPhase {
            needs: Phase::Move,
            now,
        })
    }

    /// Takes one step of the roll.
    pub fn take(&mut self, step: Step) -> Result<(), GameError> {
        Ok(self.turn_mut()?.take(step)?)
    }

    /// Takes back the last step of this turn.
    pub fn undo(&mut self) -> Result<Step, GameError> {
        Ok(self.turn_mut()?.undo()?)
    }

    /// Plays a whole written play at once (a record, a computer player's choice): the legal
    /// play of the roll that `written` names, taken step by step from the start of the turn
    /// (replacing any steps taken so far). Refused, with the game unchanged, when no legal
    /// play is written so.
    pub fn play(&mut self, written: &Notation) -> Result<Play, GameError> {
        let turn = self.turn_mut()?;
        let Some(play) = turn.start().find_play(turn.dice(), written) else {
            let (from, to) = written
                .0
                .first()
                .map_or((Loc::Bar, Loc::Off), |w| (w.from, w.to));
            return Err(TurnError::IllegalStep { from, to }.into());
        };
        let mut trial = Turn::new(turn.start(), turn.dice());
        for step in play.steps() {
            trial.take(step)?;
        }
        *turn = trial;
        self.finish()
    }

    /// Ends the turn once the roll is used as the rules demand.
    pub fn finish(&mut self) -> Result<Play, GameError> {
        let play = self.turn_mut()?.finish()?;
        let dice = self.turn.as_ref().map(Turn::dice);
        if let Some(dice) = dice {
            self.record.push(Event::Played {
                color: self.position.turn(),
                dice,
                notation: play.notation(),
            });
        }
        self.position = *play.result();
        self.turn = None;
        Ok(play)
    }
}
