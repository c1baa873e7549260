//! Game records on the command line: `madang <game> replay --record FILE` and the files
//! `selfplay --records DIR` writes (one per game).

use crate::outfile;
use crate::terminal::escape;
use madang_bot::ssangnyuk::SeededDice;
use madang_engine::json;
use madang_engine::record::{self, Meta};
use madang_engine::{sanyao, ssangnyuk};
use serde::Serialize;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Reads a record from `path` (`-` for stdin), never more than the record size limit plus one
/// byte, so an oversized file is refused before anything is parsed.
pub fn input(path: &str) -> Result<String, String> {
    let limit = record::MAX_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("cannot read {}: {e}", escape(path)))?;
    if bytes.len() > record::MAX_BYTES {
        return Err(format!(
            "record: too_large: a record holds at most {} bytes",
            record::MAX_BYTES
        ));
    }
    String::from_utf8(bytes).map_err(|_| "record: bad_format: a record is UTF-8 text".into())
}

#[derive(Serialize)]
struct Replayed<P, W> {
    position: P,
    turns: usize,
    winner: Option<W>,
}

/// `madang ssangnyuk replay`: the final position, the number of turns, the winner.
pub fn replay_ssangnyuk(text: &str) -> Result<String, String> {
    let read = record::ssangnyuk::read(text, SeededDice::new, None).map_err(|e| e.to_string())?;
    Ok(json::to_string(&Replayed {
        position: read.game.position().to_setup(),
        turns: read.turns,
        winner: read.game.outcome().map(|o| o.winner),
    }))
}

/// `madang sanyao replay`: the final position, the number of moves, the match winner.
pub fn replay_sanyao(text: &str) -> Result<String, String> {
    let draw = madang_bot::sanyao::draw_starter;
    let read = record::sanyao::read(text, draw, None).map_err(|e| e.to_string())?;
    Ok(json::to_string(&Replayed {
        position: read.game.position().to_setup(),
        turns: read.turns,
        winner: read.game.position().outcome().map(|o| o.winner),
    }))
}

/// Where `selfplay --records DIR` writes: one file per game, named by the game and the run's
/// seed and the game's number, `ssangnyuk-seed42-game000007.json`.
pub struct Folder {
    dir: PathBuf,
    game: &'static str,
    seed: u64,
    /// The first failure to write, reported once the run ends.
    failure: Mutex<Option<String>>,
}

impl Folder {
    /// The folder `dir` (made if missing) for `game`'s records of the run with `seed`.
    pub fn new(dir: &Path, game: &'static str, seed: u64) -> Result<Folder, String> {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot make {}: {e}", escape(&dir.to_string_lossy())))?;
        Ok(Folder {
            dir: dir.to_path_buf(),
            game,
            seed,
            failure: Mutex::new(None),
        })
    }

    /// Writes game `index`'s record.
    pub fn write(&self, index: u64, text: &str) {
        let name = format!("{}-seed{}-game{index:06}.json", self.game, self.seed);
        if let Err(e) = outfile::write(&self.dir.join(name), text.as_bytes()) {
            if let Ok(mut first) = self.failure.lock() {
                first.get_or_insert(e);
            }
        }
    }

    /// The first write that failed, if any.
    pub fn finish(self) -> Result<(), String> {
        match self.failure.into_inner() {
            Ok(Some(e)) => Err(e),
            _ => Ok(()),
        }
    }
}

/// The metadata of a self-play game: who played which seat, and which run and game it was.
pub fn meta(seats: [(&str, &str); 2], seed: u64, index: u64) -> Meta {
    let mut meta: Meta = seats
        .iter()
        .map(|(seat, player)| (seat.to_string(), player.to_string()))
        .collect();
    meta.insert(
        "event".into(),
        format!("madang selfplay, seed {seed}, game {index}"),
    );
    meta
}

/// A Ssangnyuk game's record text.
pub fn ssangnyuk_text(game: &ssangnyuk::Game, seed: Option<u64>, meta: &Meta) -> String {
    record::ssangnyuk::write(game, seed, meta)
}

/// A San Yao match's record text.
pub fn sanyao_text(game: &sanyao::Game, meta: &Meta) -> String {
    record::sanyao::write(game, None, meta)
}
