//! Untrusted positions: the plain [`Setup`], its validation into a [`Position`], and JSON.
//!
//! Position JSON (the CLI and the wasm layer speak it):
//! `{"pits":[10 counts],"owner":[10 × 0|1],"stores":[south,north],"turn":0|1,
//!   "round":1,"starter":0|1,"seen":[[10 counts, player to move], ...]}`.
//! Only `pits`, `owner`, `stores` and `turn` are required: `round` defaults to 1, `starter`
//! (who started the round, used after a drawn round) to the player to move, `seen` (the
//! round's earlier positions since the last capture, for the repetition rule) to none, and
//! `last` (`{"reason": "...", "totals": [south, north]}`: how the previous round ended, until
//! the first move of the next) to none. Unknown fields are refused.

use alloc::collections::BinaryHeap;
use alloc::vec::Vec;

use super::ends;
use super::event::{LastRound, RoundEndReason};
use super::position::{key_of, HoleSet, Position};
use super::sow::Pits;
use super::{Player, SetupError, HOLES, SEEDS, SEEDS_PER_HOLE};

/// A position as given from outside: public fields, possibly nonsense.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Setup {
    /// Seeds in holes 0-9 (sowing order: 0-4 South's row left to right, 5-9 North's row right
    /// to left).
    pub pits: Vec<i64>,
    /// The player controlling each hole this round: 0 South, 1 North.
    pub owner: Vec<i64>,
    /// Seeds in the stores: South's, North's.
    pub stores: Vec<i64>,
    /// The player to move: 0 South, 1 North.
    pub turn: i64,
    /// The round number, from 1.
    #[cfg_attr(feature = "serde", serde(default = "first_round"))]
    pub round: i64,
    /// The player who started this round; `None` means the player to move.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub starter: Option<i64>,
    /// Earlier positions of this round since its last capture, oldest first, each as ten seed
    /// counts followed by the player to move. The current position is not listed.
    #[cfg_attr(feature = "serde", serde(default))]
    pub seen: Vec<Vec<i64>>,
    /// How the previous round ended, given only at the untouched start of the round it led to
    /// (or at the end of the match, for its last round).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub last: Option<LastRoundSetup>,
}

/// How a round ended, as untrusted data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct LastRoundSetup {
    /// Why it ended.
    pub reason: RoundEndReason,
    /// Each player's seeds at its end: South's, North's.
    pub totals: [i64; 2],
}

#[cfg(feature = "serde")]
fn first_round() -> i64 {
    1
}

/// The player numbered `value`, or `err`.
fn player(value: i64, err: SetupError) -> Result<Player, SetupError> {
    usize::try_from(value)
        .ok()
        .and_then(Player::from_index)
        .ok_or(err)
}

/// Seed counts that are known to be non-negative and to total at most 50, as bytes.
fn seed_counts<const N: usize>(values: &[i64]) -> Result<[u8; N], SetupError> {
    let mut out = [0u8; N];
    for (slot, &v) in out.iter_mut().zip(values) {
        *slot = u8::try_from(v).map_err(|_| SetupError::SeedTotal)?;
    }
    Ok(out)
}

impl Position {
    /// Validates an untrusted setup; every rule it breaks has its own [`SetupError`].
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        if setup.pits.len() != HOLES {
            return Err(SetupError::PitsLength(setup.pits.len()));
        }
        if setup.owner.len() != HOLES {
            return Err(SetupError::OwnerLength(setup.owner.len()));
        }
        if setup.stores.len() != 2 {
            return Err(SetupError::StoresLength(setup.stores.len()));
        }
        if setup.pits.iter().chain(&setup.stores).any(|&v| v < 0) {
            return Err(SetupError::NegativeCount);
        }
        let mut owner = [Player::South; HOLES];
        for (slot, &v) in owner.iter_mut().zip(&setup.owner) {
            *slot = player(v, SetupError::OwnerNotPlayer)?;
        }
        let turn = player(setup.turn, SetupError::TurnNotPlayer)?;
        let starter = match setup.starter {
            Some(v) => player(v, SetupError::StarterNotPlayer)?,
            None => turn,
        };
        let total: i128 = setup
            .pits
            .iter()
            .chain(&setup.stores)
            .map(|&v| i128::from(v))
            .sum();
        if total != i128::from(SEEDS) {
            return Err(SetupError::SeedTotal);
        }
        let pits: Pits = seed_counts(&setup.pits)?;
        let stores: [u8; 2] = seed_counts(&setup.stores)?;
        let round = u32::try_from(setup.round)
            .ok()
            .filter(|&r| r >= 1)
            .ok_or(SetupError::RoundOutOfRange)?;
        let board: u8 = pits.iter().sum();
        let mut seen = Vec::with_capacity(setup.seen.len());
        for entry in &setup.seen {
            seen.push(seen_key(entry, board)?);
        }
        let mut position = Position {
            pits,
            owner,
            stores,
            turn,
            round,
            starter,
            seen,
            last: None,
            ends: HoleSet::EMPTY,
        };
        check_repetitions(&position)?;
        if let Some(last) = &setup.last {
            position.last = Some(check_last(&position, last)?);
        }
        // The costly proof last, once the cheap checks have passed.
        position.ends = ends::ending_holes(&pits);
        Ok(position)
    }

    /// The position as a plain setup (every match field filled in).
    pub fn to_setup(&self) -> Setup {
        Setup {
            pits: self.pits.iter().map(|&p| i64::from(p)).collect(),
            owner: self.owner.iter().map(|p| p.index() as i64).collect(),
            stores: self.stores.iter().map(|&s| i64::from(s)).collect(),
            turn: self.turn.index() as i64,
            round: i64::from(self.round),
            starter: Some(self.starter.index() as i64),
            seen: self.seen.iter().map(|&k| unpack(k)).collect(),
            last: self.last.map(|l| LastRoundSetup {
                reason: l.reason,
                totals: l.totals.map(i64::from),
            }),
        }
    }
}

/// A last round is kept only where settling its totals gives this position: the untouched
/// start of the next round (its owners and starter), or the end of the match (its totals).
fn check_last(position: &Position, last: &LastRoundSetup) -> Result<LastRound, SetupError> {
    let mismatch = SetupError::LastRoundMismatch;
    let totals = [u8::try_from(last.totals[0]), u8::try_from(last.totals[1])];
    let [Ok(south), Ok(north)] = totals else {
        return Err(mismatch);
    };
    if u16::from(south) + u16::from(north) != u16::from(SEEDS) {
        return Err(mismatch);
    }
    let candidate = Position {
        last: Some(LastRound {
            reason: last.reason,
            totals: [south, north],
        }),
        ..position.clone()
    };
    let Some(summary) = candidate.last_round() else {
        return Err(mismatch);
    };
    let fits = if let Some(winner) = summary.match_winner {
        position.outcome().is_some_and(|o| o.winner == winner) && position.stores == [south, north]
    } else {
        position.round >= 2
            && position.pits == [SEEDS_PER_HOLE; HOLES]
            && position.stores == [0, 0]
            && position.seen.is_empty()
            && position.turn == position.starter
            && summary.next_starter == Some(position.starter)
            && super::round::owners_after(&summary) == position.owner
    };
    if fits {
        Ok(LastRound {
            reason: last.reason,
            totals: [south, north],
        })
    } else {
        Err(mismatch)
    }
}

/// Validates one `seen` entry against the board's seed count and packs it.
fn seen_key(entry: &[i64], board: u8) -> Result<u64, SetupError> {
    let [counts @ .., to_move] = entry else {
        return Err(SetupError::SeenMalformed);
    };
    if counts.len() != HOLES || counts.iter().any(|&v| v < 0) {
        return Err(SetupError::SeenMalformed);
    }
    let turn = player(*to_move, SetupError::SeenMalformed)?;
    let total: i128 = counts.iter().map(|&v| i128::from(v)).sum();
    if total != i128::from(board) {
        return Err(SetupError::SeenSeedTotal);
    }
    let pits: Pits = seed_counts(counts)?;
    Ok(key_of(&pits, turn))
}

/// No position may have occurred three times already (the round would be over).
fn check_repetitions(position: &Position) -> Result<(), SetupError> {
    let mut keys = position.seen.clone();
    keys.push(position.key());
    // A heap sort: the library's quicksort for these keys would add 3 KB to the page's wasm.
    let keys = BinaryHeap::from(keys).into_sorted_vec();
    let mut run = 0usize;
    let mut prev = None;
    for key in keys {
        run = if prev == Some(key) { run + 1 } else { 1 };
        if run >= 3 {
            return Err(SetupError::SeenThrice);
        }
        prev = Some(key);
    }
    Ok(())
}

/// Unpacks a repetition key into ten seed counts and the player to move.
fn unpack(key: u64) -> Vec<i64> {
    let mut entry: Vec<i64> = (0..HOLES)
        .map(|i| ((key >> (6 * (HOLES - 1 - i))) & 63) as i64)
        .collect();
    entry.push(((key >> (6 * HOLES)) & 1) as i64);
    entry
}

#[cfg(feature = "serde")]
mod json {
    use alloc::string::String;

    use super::{Position, Setup};
    use crate::json::{self, ParseError};
    use crate::sanyao::SetupError;

    impl Position {
        /// Parses and validates position JSON.
        pub fn from_json(text: &str) -> Result<Position, ParseError<SetupError>> {
            json::parse_position::<Setup, _, _>(text, Position::from_setup)
        }

        /// The position as JSON, with every match field.
        pub fn to_json(&self) -> String {
            json::to_string(&self.to_setup())
        }
    }
}
