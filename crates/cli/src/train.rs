//! `madang ssangnyuk train`: TD(lambda) self-play training of the hard player's network.

use crate::outfile;
use crate::terminal::escape;
use madang_bot::rng::{Rng, RngExt, SeedableRng};
use madang_bot::ssangnyuk::net::{Net, HIDDEN, INPUTS};
use madang_bot::ssangnyuk::train::{self, Trainer};
use madang_bot::ssangnyuk::{self as bots, HardBot};
use madang_bot::{Bot, Level};
use madang_engine::ssangnyuk::{Color, Position, Rules};
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// How often the weights are written out (and measured against the medium player).
const CHECKPOINT: u64 = 10_000;
/// Games per checkpoint measurement.
const PROBE: u64 = 400;

/// Trains from `seed` for `games` games and writes the weights to `out`, with a provenance note;
/// `from` is a weights file to go on from and the games it had been trained for.
pub fn run(games: u64, seed: u64, out: &str, from: Option<(&str, u64)>) -> Result<String, String> {
    let mut command = format!("madang ssangnyuk train --games {games} --seed {seed} --out {out}");
    let mut start = None;
    let mut trainer = match from {
        Some((path, before)) => {
            command += &format!(" --from {path} --from-games {before}");
            let net = load_net(path)?;
            start = Some(net.clone());
            Trainer::resume(net, before, seed)
        }
        None => Trainer::new(seed),
    };
    // The three files are checked now: the first checkpoint may be hours away.
    for path in [out.to_string(), f32_path(out), note_path(out)] {
        outfile::check(Path::new(&path))?;
    }
    let started = Instant::now();
    let mut log = Vec::new();
    let mut white = 0u64;
    while trainer.games < games {
        if trainer.play_game() == Some(Color::White) {
            white += 1;
        }
        let g = trainer.games;
        if g % CHECKPOINT == 0 || g == games {
            let secs = started.elapsed().as_secs_f64();
            // Tiny runs (tests) skip the measurement; it costs more than their training.
            let vs = if g % CHECKPOINT == 0 {
                let medium = || bots::player(Level::Medium, 0);
                let mut vs = format!(
                    ", 0-ply net vs medium {:.3} over {PROBE} games",
                    probe(&trainer.net, g, PROBE, medium)
                );
                if let Some(start) = &start {
                    let old = || -> Box<dyn Bot<madang_bot::Ssangnyuk>> {
                        Box::new(HardBot::zero_ply(Some(start.clone())))
                    };
                    let n = 5 * PROBE;
                    vs += &format!(
                        ", vs the --from net at 0-ply {:.3} over {n} games",
                        probe(&trainer.net, g, n, old)
                    );
                }
                vs
            } else {
                String::new()
            };
            let line = format!(
                "games {g}: {:.0} games/s, white won {:.3}{vs}",
                g as f64 / secs.max(1e-9),
                white as f64 / g as f64,
            );
            // Progress is a courtesy: a closed stderr must not stop the training.
            let _ = writeln!(std::io::stderr(), "{line}");
            log.push(line);
            save(&trainer, out, &command, seed, secs, &log)?;
        }
    }
    Ok(format!(
        "trained {games} games from seed {seed} in {:.0} s; weights in {}",
        started.elapsed().as_secs_f64(),
        escape(out)
    ))
}

/// The 0-ply net's score against `opponent` over `games` games, half in each seat, same dice.
fn probe(
    net: &Net,
    salt: u64,
    games: u64,
    opponent: impl Fn() -> Box<dyn Bot<madang_bot::Ssangnyuk>>,
) -> f64 {
    let mut score = 0.0;
    for pair in 0..games / 2 {
        for seat in [Color::White, Color::Black] {
            let mut dice = Rng::seed_from_u64(0xD1CE ^ salt.wrapping_mul(31) ^ pair);
            let mut hard = HardBot::zero_ply(Some(net.clone()));
            let mut medium = opponent();
            let starter = if dice.random() {
                Color::Black
            } else {
                Color::White
            };
            let mut pos = Position::opening(Rules::SEED, starter);
            for _ in 0..2000 {
                let d = bots::roll(&mut dice);
                let bot: &mut dyn Bot<madang_bot::Ssangnyuk> = if pos.turn() == seat {
                    &mut hard
                } else {
                    medium.as_mut()
                };
                // The pass is a legal play too: `None` only comes once the game is over.
                let Some(play) = bot.choose(&pos, d) else {
                    break;
                };
                pos = *play.result();
                if let Some(w) = pos.outcome().map(|o| o.winner) {
                    if w == seat {
                        score += 1.0;
                    }
                    break;
                }
            }
        }
    }
    score / games as f64
}

fn save(
    trainer: &Trainer,
    out: &str,
    command: &str,
    seed: u64,
    secs: f64,
    log: &[String],
) -> Result<(), String> {
    let (net, games) = (&trainer.net, trainer.games);
    let before = match trainer.before {
        0 => String::new(),
        b => format!(
            "- started from: the --from weights, trained for {b} games (the learning rate counts\n  \
             those too; their inputs the start lacked began at zero weight)\n"
        ),
    };
    let write = |path: &str, bytes: &[u8]| outfile::write(Path::new(path), bytes);
    write(out, &net.to_quantised_bytes())?;
    write(&f32_path(out), &net.to_f32_bytes())?;
    let note = format!(
        "# Provenance of {name}\n\n\
         - command: `{command}`\n\
         {before}\
         - games trained: {games} (this file is the checkpoint after {games} games; the learning rate\n  \
           depends only on the games played so far, so `--games {games}` reproduces it exactly)\n\
         - seed: {seed}\n\
         - generator: PCG-64 MCG (`rand_pcg::Pcg64Mcg`), seeded with `seed_from_u64(seed)`\n\
         - wall time: {secs:.0} s (single thread, release build, on a shared 2-core machine)\n\
         - date: {date}\n\
         - method: TD(lambda) self-play (TD-Gammon style), lambda {lambda}, learning rate\n  \
           0.1 / (1 + games / 100000), greedy 0-ply play for both sides, seed rules\n\
         - network: {INPUTS} inputs (truncated unary per point per side, bar, off, pips, contact;\n  \
           for each side: shots at its blots, home points, longest prime, bar against home board),\n  \
           {HIDDEN} sigmoid hidden units, sigmoid output = P(side to move wins); {weights} weights\n\
         - format: MDQ1, i16 with one f32 scale per tensor ({bytes} bytes)\n\n\
         ## Training log\n\n{log}\n",
        name = Path::new(out).file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(),
        date = utc_now(),
        lambda = train::LAMBDA,
        weights = train::WEIGHTS,
        bytes = net.to_quantised_bytes().len(),
        log = log.iter().map(|l| format!("- {l}")).collect::<Vec<_>>().join("\n"),
    );
    write(&note_path(out), note.as_bytes())
}

/// The network whose weights are in the file at `path`, or the one-line refusal.
pub fn load_net(path: &str) -> Result<Net, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", escape(path)))?;
    Net::from_bytes(&bytes).ok_or_else(|| format!("{}: not a network's weights", escape(path)))
}

/// Where the unquantised weights go.
pub fn f32_path(out: &str) -> String {
    format!("{out}.f32")
}

/// Where the provenance note goes: `w.bin` -> `w.provenance.md`.
pub fn note_path(out: &str) -> String {
    match out.strip_suffix(".bin") {
        Some(stem) => format!("{stem}.provenance.md"),
        None => format!("{out}.provenance.md"),
    }
}

/// The current UTC date and time, `YYYY-MM-DD HH:MM UTC`.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    // Howard Hinnant's civil_from_days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}
