//! The validated position and its verbs: legal moves, playing a move, status and outcome.

use alloc::vec::Vec;
use core::fmt;

use super::ends;
use super::event::{LastRound, MoveResult, RoundEndReason, RoundSummary};
use super::sow::{self, Pits};
use super::{PlayError, Player, HOLES, SEEDS_PER_HOLE};

/// A legal San Yao position inside a match (always valid: built by the engine or through
/// [`Position::from_setup`]).
///
/// Besides the board it carries the match fields: the round number, the round's starter and
/// the positions seen in the round since the last capture (for the repetition rule).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pits: Pits,
    pub(crate) owner: [Player; HOLES],
    pub(crate) stores: [u8; 2],
    pub(crate) turn: Player,
    pub(crate) round: u32,
    pub(crate) starter: Player,
    /// Earlier positions of the round since the last capture, packed by [`Position::key`]
    /// (the current position is not included).
    pub(crate) seen: Vec<u64>,
    /// How the previous round ended, until the first move of this round (or, once the match is
    /// over, how the last round ended).
    pub(crate) last: Option<LastRound>,
    /// The occupied holes whose sowing ends: [`ends::ending_holes`] of `pits`, proved once
    /// whenever the pits change (a function of the pits, so equality and hashing stay those of
    /// the fields above).
    pub(crate) ends: HoleSet,
}

/// What the position waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The player to move has at least one legal move.
    ToMove,
    /// The player to move has no legal move but the opponent has: call
    /// [`Position::advance`] to pass. (Only hand-written setups are left in this state.)
    MustPass,
    /// The round is over: call [`Position::advance`] to settle it. (Only hand-written setups
    /// are left in this state.)
    RoundOver(RoundEndReason),
    /// The match is over.
    MatchOver(Outcome),
}

/// The result of a finished match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The match winner.
    pub winner: Player,
    /// Final totals (South, North); the loser's is below five.
    pub totals: [u8; 2],
}

/// A set of holes (0-9), e.g. the legal moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HoleSet(u16);

impl HoleSet {
    /// The empty set.
    pub const EMPTY: HoleSet = HoleSet(0);

    /// Every hole: the opening board's ending holes (ten equal holes look alike from each,
    /// and the opening move ends), so a new round need not prove them.
    pub(crate) const ALL: HoleSet = HoleSet((1 << HOLES) - 1);

    /// Whether `hole` is in the set.
    pub const fn contains(self, hole: usize) -> bool {
        hole < HOLES && self.0 & (1 << hole) != 0
    }

    /// Adds `hole` (ignored if out of range).
    pub fn insert(&mut self, hole: usize) {
        if hole < HOLES {
            self.0 |= 1 << hole;
        }
    }

    /// Number of holes in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The holes in increasing order.
    pub const fn iter(self) -> HoleIter {
        HoleIter(self.0)
    }
}

impl IntoIterator for HoleSet {
    type Item = usize;
    type IntoIter = HoleIter;
    fn into_iter(self) -> HoleIter {
        HoleIter(self.0)
    }
}

/// Iterator over a [`HoleSet`], in increasing order.
#[derive(Clone, Copy, Debug)]
pub struct HoleIter(u16);

impl Iterator for HoleIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let hole = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(hole)
    }
}

impl Position {
    /// The start of a match: 5 seeds in every hole, each player controlling its own row.
    ///
    /// The first round's starter is drawn by lot; the engine has no randomness, so it is given.
    pub fn opening(starter: Player) -> Position {
        let pits = [SEEDS_PER_HOLE; HOLES];
        Position {
            pits,
            owner: core::array::from_fn(Player::of_row),
            stores: [0, 0],
            turn: starter,
            round: 1,
            starter,
            seen: Vec::new(),
            last: None,
            ends: HoleSet::ALL,
        }
    }

    /// Seeds in each hole, in sowing order.
    pub const fn pits(&self) -> [u8; HOLES] {
        self.pits
    }

    /// The player controlling each hole this round.
    pub const fn owners(&self) -> [Player; HOLES] {
        self.owner
    }

    /// The player controlling `hole`, if the hole exists.
    pub fn controller(&self, hole: usize) -> Option<Player> {
        self.owner.get(hole).copied()
    }

    /// Whether `hole` is a son: a hole of one row controlled by the other player this round.
    pub fn is_son(&self, hole: usize) -> bool {
        self.controller(hole)
            .is_some_and(|p| p != Player::of_row(hole))
    }

    /// The sons: holes of one row controlled by the other player this round.
    pub fn sons(&self) -> HoleSet {
        let mut set = HoleSet::EMPTY;
        for hole in (0..HOLES).filter(|&h| self.is_son(h)) {
            set.insert(hole);
        }
        set
    }

    /// Each player's seeds as things stand (South, North): its store and the seeds in the holes
    /// it controls, which is what it would take if the round ended now.
    pub fn totals(&self) -> [u8; 2] {
        let mut totals = self.stores;
        for (hole, &seeds) in self.pits.iter().enumerate() {
            totals[self.owner[hole].index()] += seeds;
        }
        totals
    }

    /// The summary of the round that just ended, until the first move of the next round (or,
    /// once the match is over, of its last round).
    pub fn last_round(&self) -> Option<RoundSummary> {
        let last = self.last?;
        Some(if self.outcome().is_some() {
            super::round::settle(self.round, last.reason, last.totals, self.starter)
        } else {
            // A drawn round passes the start to the other player, so the ended round's starter
            // is this round's opponent; a won round's settlement does not depend on it.
            let round = self.round.saturating_sub(1);
            super::round::settle(round, last.reason, last.totals, self.starter.opponent())
        })
    }

    /// Seeds in the stores (South, North): captures this round, or the final totals once the
    /// match is over.
    pub const fn stores(&self) -> [u8; 2] {
        self.stores
    }

    /// The player to move.
    pub const fn turn(&self) -> Player {
        self.turn
    }

    /// The round number, from 1.
    pub const fn round(&self) -> u32 {
        self.round
    }

    /// The player who started this round.
    pub const fn starter(&self) -> Player {
        self.starter
    }

    /// Seeds in the ten holes together.
    pub fn seeds_on_board(&self) -> u8 {
        self.pits.iter().sum()
    }

    /// How many times the current position has occurred in this round (1 or 2; a third time
    /// ends the round).
    pub fn repetitions(&self) -> usize {
        let key = self.key();
        1 + self.seen.iter().filter(|&&k| k == key).count()
    }

    /// The position as the repetition rule sees it, packed into 61 bits: six bits per hole and
    /// the player to move (owners are fixed within a round). See [`key_of`].
    pub fn key(&self) -> u64 {
        key_of(&self.pits, self.turn)
    }

    /// Holes from which `player` can start a move that ends (ignoring whose turn it is).
    pub(crate) fn movable(&self, player: Player) -> HoleSet {
        let mut set = self.ends;
        for hole in 0..HOLES {
            if self.owner[hole] != player {
                set.0 &= !(1 << hole);
            }
        }
        set
    }

    /// The holes the player to move may sow from (empty when it must pass or the round or the
    /// match is over).
    pub fn legal_moves(&self) -> HoleSet {
        if self.seeds_on_board() < 2 {
            return HoleSet::EMPTY;
        }
        self.movable(self.turn)
    }

    /// Whether sowing from `hole` is a legal move.
    pub fn is_legal(&self, hole: usize) -> bool {
        self.check(hole).is_ok()
    }

    /// What the position waits for: a move, a forced pass, a settlement, or nothing.
    pub fn status(&self) -> Status {
        if let Some(outcome) = self.outcome() {
            Status::MatchOver(outcome)
        } else if self.seeds_on_board() < 2 {
            Status::RoundOver(RoundEndReason::FewerThanTwoSeeds)
        } else if !self.movable(self.turn).is_empty() {
            Status::ToMove
        } else if !self.movable(self.turn.opponent()).is_empty() {
            Status::MustPass
        } else {
            Status::RoundOver(RoundEndReason::NoMoves)
        }
    }

    /// The match result, once a settlement left a player with fewer than five seeds.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.seeds_on_board() != 0 {
            return None;
        }
        let [south, north] = self.stores;
        let winner = if north < SEEDS_PER_HOLE {
            Player::South
        } else if south < SEEDS_PER_HOLE {
            Player::North
        } else {
            return None;
        };
        Some(Outcome {
            winner,
            totals: self.stores,
        })
    }

    /// Checks a move (without sowing it).
    pub(super) fn check(&self, hole: usize) -> Result<(), PlayError> {
        if self.outcome().is_some() {
            return Err(PlayError::MatchOver);
        }
        if hole >= HOLES {
            return Err(PlayError::HoleOutOfRange);
        }
        if self.seeds_on_board() < 2 {
            return Err(PlayError::RoundOver);
        }
        if self.owner[hole] != self.turn {
            return Err(PlayError::NotYourHole);
        }
        if self.pits[hole] == 0 {
            return Err(PlayError::EmptyHole);
        }
        if !self.ends.contains(hole) {
            return Err(PlayError::Endless);
        }
        Ok(())
    }

    /// Plays the move from `hole`: sowing with relays, captures, then any forced pass, the end
    /// of the round, its settlement and the start of the next round (or the end of the match).
    pub fn play(&self, hole: usize) -> Result<MoveResult, PlayError> {
        self.check(hole)?;
        // Known to end; sown again (only this hole) for where it ends.
        let ending = sow::sow(&self.pits, hole).ok_or(PlayError::Endless)?;
        let mover = self.turn;
        // Allocated once at a size that holds the events of nearly every move: the lifts and
        // drops of relays of up to seven seeds a hand, captures and an end of round.
        let relays = usize::try_from(ending.relays).unwrap_or(usize::MAX);
        let expected = relays.saturating_mul(8).saturating_add(16);
        let mut events = Vec::with_capacity(
            expected
                .saturating_add(usize::from(self.pits[hole]))
                .min(4096),
        );
        let mut pits = self.pits;
        sow::sow_events(&mut pits, hole, ending.relays, &mut events);
        let captured = sow::capture(&mut pits, ending.last, mover, &mut events);
        let mut stores = self.stores;
        stores[mover.index()] += captured;
        let seen = if captured > 0 {
            Vec::new()
        } else {
            // Room for this key and a forced pass's, so neither push reallocates.
            let mut seen = Vec::with_capacity(self.seen.len() + 2);
            seen.extend_from_slice(&self.seen);
            seen.push(self.key());
            seen
        };
        let mut next = Position {
            pits,
            owner: self.owner,
            stores,
            turn: mover.opponent(),
            round: self.round,
            starter: self.starter,
            seen,
            last: None,
            ends: ends::ending_holes(&pits),
        };
        let round_end = super::round::resolve(&mut next, &mut events);
        Ok(MoveResult {
            position: next,
            hole: Some(hole as u8),
            captured,
            events,
            round_end,
        })
    }

    /// Resolves a pending position (see [`Status`]): a forced pass, or the end of the round.
    ///
    /// Positions returned by [`Position::play`] are never pending; this serves positions
    /// built from a setup. Refused with [`PlayError::MoveAvailable`] when a move is possible.
    pub fn advance(&self) -> Result<MoveResult, PlayError> {
        match self.status() {
            Status::MatchOver(_) => Err(PlayError::MatchOver),
            Status::ToMove => Err(PlayError::MoveAvailable),
            Status::MustPass | Status::RoundOver(_) => {
                let mut next = self.clone();
                next.last = None;
                let mut events = Vec::new();
                let round_end = super::round::resolve(&mut next, &mut events);
                Ok(MoveResult {
                    position: next,
                    hole: None,
                    captured: 0,
                    events,
                    round_end,
                })
            }
        }
    }
}

/// The repetition rule's key for seeds `pits` with `turn` to move: the player's number, then six
/// bits a hole from hole 0 to hole 9 (a hole holds at most 50 seeds).
pub fn key_of(pits: &[u8; HOLES], turn: Player) -> u64 {
    let mut key = turn.index() as u64;
    for &p in pits {
        key = (key << 6) | u64::from(p & 63);
    }
    key
}

impl fmt::Display for Position {
    /// A one-line diagram: holes 0-9 as `seeds` with `*` marking a son, stores, turn, round.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for hole in 0..HOLES {
            let sep = if hole == 0 { "" } else { " " };
            let son = if self.is_son(hole) { "*" } else { "" };
            write!(f, "{sep}{}{son}", self.pits[hole])?;
        }
        let [s, n] = self.stores;
        let to_move = match self.turn {
            Player::South => "south",
            Player::North => "north",
        };
        write!(
            f,
            " | stores {s}-{n} | {to_move} to move | round {}",
            self.round
        )
    }
}
