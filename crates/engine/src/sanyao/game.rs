//! A whole match as played: where it started, every move and every settlement, so that it can
//! be written as a record and read back.

use alloc::vec::Vec;

use super::event::{MoveResult, RoundSummary};
use super::{PlayError, Player, Position};

/// One move of a match: who sowed from which hole, and the settlement it led to, if it ended
/// a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The mover.
    pub player: Player,
    /// The hole sown from, 0-9.
    pub hole: u8,
    /// The round this move ended, settled.
    pub round_end: Option<RoundSummary>,
}

/// A match from its start: the position it began at, its moves, and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// Whether the match began at the opening of round 1 (its starter drawn by lot).
    opened: bool,
    start: Position,
    moves: Vec<Played>,
    position: Position,
}

impl Game {
    /// A new match, the first round begun by `starter` (drawn by lot by the host).
    pub fn new(starter: Player) -> Game {
        let start = Position::opening(starter);
        Game {
            opened: true,
            start: start.clone(),
            moves: Vec::new(),
            position: start,
        }
    }

    /// A match continued from `position`.
    pub fn from_position(position: Position) -> Game {
        Game {
            opened: false,
            start: position.clone(),
            moves: Vec::new(),
            position,
        }
    }

    /// Where the match stands.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position the moves start from: the opening, or the position given (once any
    /// forced pass or settlement it waited for is resolved).
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Whether the match began at the opening of round 1 rather than at a given position.
    pub fn opened(&self) -> bool {
        self.opened
    }

    /// Every move, in order.
    pub fn moves(&self) -> &[Played] {
        &self.moves
    }

    /// Plays the move from `hole` (see [`Position::play`]).
    pub fn play(&mut self, hole: usize) -> Result<MoveResult, PlayError> {
        let result = self.position.play(hole)?;
        self.moves.push(Played {
            player: self.position.turn(),
            hole: hole as u8,
            round_end: result.round_end.clone(),
        });
        self.position = result.position.clone();
        Ok(result)
    }

    /// Resolves a pending pass or round end (see [`Position::advance`]). Only a given position
    /// can be pending, before any move, so the match is then taken to start after it.
    pub fn advance(&mut self) -> Result<MoveResult, PlayError> {
        let result = self.position.advance()?;
        self.position = result.position.clone();
        if self.moves.is_empty() {
            self.start = self.position.clone();
        }
        Ok(result)
    }
}
