//! San Yao records: writing a match ([`Game`]) and reading one back by replaying it (see the
//! [module docs](super) for the format).
//!
//! ```
//! use madang_engine::record::{sanyao, Meta};
//! use madang_engine::sanyao::{Game, Player};
//!
//! let mut game = Game::new(Player::South);
//! game.play(0).unwrap();
//! game.play(5).unwrap();
//! let text = sanyao::write(&game, None, &Meta::new());
//! let read = sanyao::read(&text, |_| Player::South, None).unwrap();
//! assert_eq!(read.game.position(), game.position());
//! assert_eq!(sanyao::write(&read.game, None, &Meta::new()), text);
//! ```

use super::{At, Meta, RecordError};
use crate::error::ErrorKind;
use crate::sanyao::{
    Game, Loan, PlayError, Player, Position, RoundEndReason, RoundSummary, Setup, Status, HOLES,
};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::Serialize;
use serde_json::Value;

/// The fields of a record and of its parts.
const FIELDS: &[&str] = &[
    "format", "game", "seed", "meta", "start", "rounds", "result",
];
const ROUND_FIELDS: &[&str] = &["round", "starter", "moves", "end"];
const END_FIELDS: &[&str] = &["reason", "totals", "winner", "sons", "loan"];

fn player(value: &Value, at: At) -> Result<Player, RecordError> {
    value
        .as_u64()
        .and_then(|n| Player::from_index(n as usize).filter(|_| n < 2))
        .ok_or_else(|| super::bad(at, "a player is 0 (south) or 1 (north)"))
}

fn round_doc(value: &Value, at: At) -> Result<RoundDoc, RecordError> {
    let map = super::object(value, ROUND_FIELDS, at, "a round")?;
    let round = super::int(super::required(map, "round", at)?, at, "round")?;
    let moves = super::list(map, "moves", at)?
        .iter()
        .map(|m| {
            let m = super::object(m, &["player", "hole"], at, "a move")?;
            Ok(MoveDoc {
                player: player(super::required(m, "player", at)?, at)?,
                hole: super::int(super::required(m, "hole", at)?, at, "hole")?,
            })
        })
        .collect::<Result<Vec<_>, RecordError>>()?;
    Ok(RoundDoc {
        round: u32::try_from(round).map_err(|_| super::bad(at, "round is a number from 1"))?,
        starter: player(super::required(map, "starter", at)?, at)?,
        moves,
        end: map.get("end").map(|e| end_doc(e, at)).transpose()?,
    })
}

fn end_doc(value: &Value, at: At) -> Result<EndDoc, RecordError> {
    let map = super::object(value, END_FIELDS, at, "a round's end")?;
    let reason = match map.get("reason").and_then(Value::as_str) {
        Some("fewer_than_two_seeds") => RoundEndReason::FewerThanTwoSeeds,
        Some("repetition") => RoundEndReason::Repetition,
        Some("no_moves") => RoundEndReason::NoMoves,
        _ => {
            return Err(super::bad(
                at,
                "a round ends for fewer_than_two_seeds, repetition or no_moves",
            ))
        }
    };
    let winner = match super::required(map, "winner", at)? {
        Value::Null => None,
        w => Some(player(w, at)?),
    };
    let loan = map
        .get("loan")
        .map(|l| {
            let l = super::object(l, &["hole", "seeds"], at, "a loan")?;
            Ok(LoanDoc {
                hole: super::int(super::required(l, "hole", at)?, at, "hole")?,
                seeds: super::int(super::required(l, "seeds", at)?, at, "seeds")?,
            })
        })
        .transpose()?;
    Ok(EndDoc {
        reason,
        totals: super::pair(super::required(map, "totals", at)?, at, "totals")?,
        winner,
        sons: super::list(map, "sons", at)?
            .iter()
            .map(|h| super::int(h, at, "a son"))
            .collect::<Result<Vec<_>, _>>()?,
        loan,
    })
}

fn result_doc(value: &Value) -> Result<ResultDoc, RecordError> {
    let at = At::Result;
    let map = super::object(value, &["winner", "totals"], at, "the result")?;
    Ok(ResultDoc {
        winner: player(super::required(map, "winner", at)?, at)?,
        totals: super::pair(super::required(map, "totals", at)?, at, "totals")?,
    })
}

/// The record's name for this game.
const GAME: &str = "sanyao";

#[derive(Serialize)]
struct Doc {
    format: String,
    game: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    seed: Option<String>,
    #[serde(default, skip_serializing_if = "Meta::is_empty")]
    meta: Meta,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    start: Option<Setup>,
    #[serde(default)]
    rounds: Vec<RoundDoc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<ResultDoc>,
}

#[derive(Serialize)]
struct RoundDoc {
    round: u32,
    starter: Player,
    #[serde(default)]
    moves: Vec<MoveDoc>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    end: Option<EndDoc>,
}

#[derive(Serialize)]
struct MoveDoc {
    player: Player,
    hole: i64,
}

#[derive(Serialize, PartialEq, Eq, Debug)]
struct EndDoc {
    reason: RoundEndReason,
    totals: [i64; 2],
    winner: Option<Player>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    sons: Vec<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    loan: Option<LoanDoc>,
}

#[derive(Serialize, PartialEq, Eq, Debug)]
struct LoanDoc {
    hole: i64,
    seeds: i64,
}

#[derive(Serialize, PartialEq, Eq)]
struct ResultDoc {
    winner: Player,
    totals: [i64; 2],
}

impl From<&RoundSummary> for EndDoc {
    fn from(s: &RoundSummary) -> EndDoc {
        EndDoc {
            reason: s.reason,
            totals: s.totals.map(i64::from),
            winner: s.winner,
            sons: s.sons.iter().map(|&h| i64::from(h)).collect(),
            loan: s.loan.map(|Loan { hole, seeds }| LoanDoc {
                hole: i64::from(hole),
                seeds: i64::from(seeds),
            }),
        }
    }
}

/// A record read and replayed.
#[derive(Clone, Debug)]
pub struct Read {
    /// The match after the record's last move (or after the moves asked for).
    pub game: Game,
    /// The record's seed.
    pub seed: Option<u64>,
    /// The record's metadata.
    pub meta: Meta,
    /// How many moves the record holds.
    pub turns: usize,
    /// The position each move started from, then the position after the last: the steps of a
    /// replay.
    pub positions: Vec<Position>,
}

/// Writes `game` as a record: its start (when it did not begin at the opening), each round's
/// starter, moves and settlement, and the result. `seed` is written only for a match that began
/// at the opening, its first starter drawn from the host's generator seeded with it. Metadata
/// over the limits is left out.
pub fn write(game: &Game, seed: Option<u64>, meta: &Meta) -> String {
    let start = game.start();
    let mut rounds = Vec::new();
    // A match already over at its start (a finished match restored from its position) has no
    // round left to list.
    let mut current = start.outcome().is_none().then(|| RoundDoc {
        round: start.round(),
        starter: start.starter(),
        moves: Vec::new(),
        end: None,
    });
    for m in game.moves() {
        let Some(round) = current.as_mut() else {
            break;
        };
        round.moves.push(MoveDoc {
            player: m.player,
            hole: i64::from(m.hole),
        });
        if let Some(summary) = &m.round_end {
            round.end = Some(EndDoc::from(summary));
            rounds.extend(current.take());
            current = summary.next_starter.map(|starter| RoundDoc {
                round: summary.round.saturating_add(1),
                starter,
                moves: Vec::new(),
                end: None,
            });
        }
    }
    rounds.extend(current);
    let doc = Doc {
        format: super::FORMAT.into(),
        game: GAME.into(),
        seed: seed.filter(|_| game.opened()).map(|s| s.to_string()),
        meta: super::meta_to_write(meta),
        start: (!game.opened()).then(|| start.to_setup()),
        rounds,
        result: game.position().outcome().map(|o| ResultDoc {
            winner: o.winner,
            totals: o.totals.map(i64::from),
        }),
    };
    super::to_json(&doc)
}

/// Reads a record by replaying it: every move through [`Game::play`], every settlement checked
/// against the engine's. A seeded record's first starter must be `draw_for(seed)` (the host's
/// draw by lot); an unseeded one's is taken as written. With `upto = Some(k)` the whole record
/// is still checked, but the match returned is the one after `k` moves.
pub fn read(
    text: &str,
    draw_for: impl FnOnce(u64) -> Player,
    upto: Option<usize>,
) -> Result<Read, RecordError> {
    let map = super::parse(text, GAME, FIELDS)?;
    let listed = super::list(&map, "rounds", At::Record)?;
    super::check_turns(listed.len())?;
    let mut rounds = Vec::with_capacity(listed.len());
    for (i, r) in listed.iter().enumerate() {
        rounds.push(round_doc(r, At::Round(i as u32 + 1))?);
    }
    let moves: usize = rounds.iter().map(|r| r.moves.len()).sum();
    super::check_turns(moves)?;
    let meta = super::meta(&map)?;
    let seed = super::seed(&map)?;
    let result = map.get("result").map(result_doc).transpose()?;
    let mut game = start(super::start_text(&map).as_deref(), &rounds, seed, draw_for)?;
    let mut positions = Vec::with_capacity(moves + 1);
    let mut kept = None;
    let mut n = 0usize;
    for (i, r) in rounds.iter().enumerate() {
        let pos = game.position();
        let at = At::Round(r.round);
        if pos.outcome().is_some() {
            return Err(RecordError::new(
                at,
                ErrorKind::GameOverEarly,
                "the match was over before this round",
            ));
        }
        if r.round != pos.round() {
            return Err(RecordError::new(
                at,
                ErrorKind::SettlementMismatch,
                format!("this round is round {}", pos.round()),
            ));
        }
        if r.starter != pos.starter() {
            return Err(RecordError::new(
                at,
                ErrorKind::WrongSide,
                format!("player {} starts this round", pos.starter().index()),
            ));
        }
        let mut ended = None;
        for m in &r.moves {
            if upto == Some(n) {
                kept = Some(game.clone());
            }
            n += 1;
            let at = At::Turn(n as u32);
            if ended.is_some() {
                return Err(RecordError::new(
                    at,
                    ErrorKind::SettlementMismatch,
                    format!("round {} ended with the move before this one", r.round),
                ));
            }
            positions.push(game.position().clone());
            ended = play(&mut game, m, at)?;
        }
        let at = At::Round(r.round);
        match (&ended, &r.end) {
            (Some(summary), Some(end)) if EndDoc::from(summary) == *end => {}
            (Some(summary), _) => {
                return Err(RecordError::new(
                    at,
                    ErrorKind::SettlementMismatch,
                    format!(
                        "the round ends {:?} with totals {}-{}",
                        summary.reason, summary.totals[0], summary.totals[1]
                    ),
                ))
            }
            (None, Some(_)) => {
                return Err(RecordError::new(
                    at,
                    ErrorKind::SettlementMismatch,
                    "the round is not over after its last move",
                ))
            }
            (None, None) if i + 1 < rounds.len() => {
                return Err(RecordError::new(
                    at,
                    ErrorKind::SettlementMismatch,
                    "the round is not over, yet another follows",
                ))
            }
            (None, None) => {}
        }
    }
    positions.push(game.position().clone());
    self::result(game.position(), result.as_ref())?;
    Ok(Read {
        game: kept.unwrap_or(game),
        seed,
        meta,
        turns: n,
        positions,
    })
}

/// The match the record starts: at its start position (any forced pass or settlement it waits
/// for resolved), or at the opening with round 1's starter.
fn start(
    setup: Option<&str>,
    rounds: &[RoundDoc],
    seed: Option<u64>,
    draw_for: impl FnOnce(u64) -> Player,
) -> Result<Game, RecordError> {
    if let Some(text) = setup {
        if seed.is_some() {
            return Err(RecordError::new(
                At::Record,
                ErrorKind::BadFormat,
                "a seed draws round 1's starter; a record from a start position has no draw",
            ));
        }
        let position = Position::from_json(text).map_err(|e| RecordError::engine(At::Start, &e))?;
        let mut game = Game::from_position(position);
        while matches!(
            game.position().status(),
            Status::MustPass | Status::RoundOver(_)
        ) {
            game.advance()
                .map_err(|e| RecordError::engine(At::Start, &e))?;
        }
        return Ok(game);
    }
    let Some(first) = rounds.first() else {
        return Err(RecordError::new(
            At::Record,
            ErrorKind::BadFormat,
            "a record without a start position begins with round 1",
        ));
    };
    if first.round != 1 {
        return Err(RecordError::new(
            At::Round(first.round),
            ErrorKind::SettlementMismatch,
            "a match begins with round 1",
        ));
    }
    if let Some(seed) = seed {
        let drawn = draw_for(seed);
        if drawn != first.starter {
            return Err(RecordError::new(
                At::Round(1),
                ErrorKind::SeedMismatch,
                format!("the seed draws player {} to start", drawn.index()),
            ));
        }
    }
    Ok(Game::new(first.starter))
}

/// Plays one move; the settlement of the round it ended, if it ended one.
fn play(game: &mut Game, m: &MoveDoc, at: At) -> Result<Option<RoundSummary>, RecordError> {
    let pos = game.position();
    if pos.outcome().is_some() {
        return Err(RecordError::new(
            at,
            ErrorKind::GameOverEarly,
            "the match was over before this move",
        ));
    }
    if m.player != pos.turn() {
        return Err(RecordError::new(
            at,
            ErrorKind::WrongSide,
            format!("player {} is to move", pos.turn().index()),
        ));
    }
    let hole = usize::try_from(m.hole)
        .ok()
        .filter(|&h| h < HOLES)
        .ok_or_else(|| RecordError::engine(at, &PlayError::HoleOutOfRange))?;
    let why = pos.why_not(hole);
    match game.play(hole) {
        Ok(r) => Ok(r.round_end),
        Err(e) => {
            let mut err = RecordError::engine(at, &e);
            err.message = format!("hole {hole}: {}", err.message);
            if let Ok(Some(refusal)) = why {
                err.reason = Some(refusal.name());
                err.rule = Some(refusal.rule());
            }
            Err(err)
        }
    }
}

/// The result must be the match's: present once it is over, with its winner and totals.
fn result(position: &Position, written: Option<&ResultDoc>) -> Result<(), RecordError> {
    let at = At::Result;
    let actual = position.outcome().map(|o| ResultDoc {
        winner: o.winner,
        totals: o.totals.map(i64::from),
    });
    match (actual, written) {
        (None, None) => Ok(()),
        (Some(a), Some(w)) if a == *w => Ok(()),
        (Some(a), Some(_)) => Err(RecordError::new(
            at,
            ErrorKind::ResultMismatch,
            format!(
                "player {} won the match, {}-{}",
                a.winner.index(),
                a.totals[0],
                a.totals[1]
            ),
        )),
        (Some(_), None) => Err(RecordError::new(
            at,
            ErrorKind::MissingResult,
            "the match is over: the record must give its result",
        )),
        (None, Some(_)) => Err(RecordError::new(
            at,
            ErrorKind::ResultMismatch,
            "the match is not over after the last move",
        )),
    }
}
