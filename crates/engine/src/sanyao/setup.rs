//! Untrusted positions: the plain [`Setup`], its validation into a [`Position`], and JSON.
//!
//! Position JSON (the CLI and the wasm layer speak it):
//! `{"pits":[10 counts],"owner":[10 × 0|1],"stores":[south,north],"turn":0|1,
//!   "round":1,"starter":0|1,"seen":[[10 counts, player to move], ...]}`.
//! Only `pits`, `owner`, `stores` and `turn` are required: `round` defaults to 1, `starter`
//! (who started the round, used after a drawn round) to the player to move, and `seen` (the
//! round's earlier positions since the last capture, for the repetition rule) to none.

use alloc::vec::Vec;

use super::ends;
use super::position::{pack, HoleSet, Position};
use super::sow::Pits;
use super::{Player, SetupError, HOLES, SEEDS};

/// A position as given from outside: public fields, possibly nonsense.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
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
            ends: HoleSet::EMPTY,
        };
        check_repetitions(&position)?;
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
        }
    }
}

impl From<&Position> for Setup {
    fn from(position: &Position) -> Setup {
        position.to_setup()
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;
    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        Position::from_setup(setup)
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
    Ok(pack(&pits, turn))
}

/// No position may have occurred three times already (the round would be over).
fn check_repetitions(position: &Position) -> Result<(), SetupError> {
    let mut keys = position.seen.clone();
    keys.push(position.key());
    keys.sort_unstable();
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
    use crate::sanyao::{JsonError, ParseError};

    impl Setup {
        /// Parses position JSON; a syntax or shape error is a [`JsonError`].
        pub fn from_json(text: &str) -> Result<Setup, JsonError> {
            serde_json::from_str(text).map_err(JsonError)
        }

        /// The setup as JSON.
        pub fn to_json(&self) -> String {
            serde_json::to_string(self).unwrap_or_default()
        }
    }

    impl Position {
        /// Parses and validates position JSON.
        pub fn from_json(text: &str) -> Result<Position, ParseError> {
            Ok(Position::from_setup(Setup::from_json(text)?)?)
        }

        /// The position as JSON, with every match field.
        pub fn to_json(&self) -> String {
            self.to_setup().to_json()
        }
    }

    impl serde::Serialize for Position {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            self.to_setup().serialize(s)
        }
    }

    impl<'de> serde::Deserialize<'de> for Position {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            let setup = Setup::deserialize(d)?;
            Position::from_setup(setup).map_err(serde::de::Error::custom)
        }
    }
}
