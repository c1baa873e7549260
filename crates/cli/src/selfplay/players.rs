//! The players `selfplay` can name: the levels, and for Ssangnyuk the players kept for
//! measuring the hard player against.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use madang_bot::ssangnyuk::net::Net;
use madang_bot::{Bot, Level, Ssangnyuk};

/// A count that must be at least 1 (of games).
pub fn at_least_one(text: &str) -> Result<u64, String> {
    match text.parse() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(n) => Ok(n),
        Err(_) => Err("must be a whole number".into()),
    }
}

/// The player names, with clap listing them in help and errors.
pub fn player() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name))
        .try_map(|name| Level::from_name(&name).ok_or("no player has this name"))
}

/// The weights of the hard player of earlier releases (trained 2026-11-30), kept fixed to
/// measure later players against; native only, they are not part of the page.
pub static BASELINE: &[u8] = include_bytes!("../../../bot/weights/ssangnyuk-2026-11-30.bin");

/// The earlier hard player's network.
pub fn baseline() -> Option<Net> {
    Net::from_bytes(BASELINE)
}

/// A Ssangnyuk self-play player: a level, or one kept for measuring the hard player:
/// `hard-1ply`, the hard player of earlier releases (1-ply, no bear-off table, the 2026-11-30
/// weights), and the networks alone at 0-ply, `hard-0ply` (shipped) and `hard-0ply-old`
/// (2026-11-30).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SnPlayer {
    /// The player of this level.
    Level(Level),
    /// The earlier hard player.
    HardOnePly,
    /// The shipped network at 0-ply.
    ZeroPly,
    /// The earlier hard player's network at 0-ply.
    ZeroPlyOld,
}

/// The players kept for measuring, besides the levels.
const MEASURING: [SnPlayer; 3] = [
    SnPlayer::HardOnePly,
    SnPlayer::ZeroPly,
    SnPlayer::ZeroPlyOld,
];

impl SnPlayer {
    /// The name on the command line and in reports.
    pub fn name(self) -> &'static str {
        match self {
            SnPlayer::Level(l) => l.name(),
            SnPlayer::HardOnePly => "hard-1ply",
            SnPlayer::ZeroPly => "hard-0ply",
            SnPlayer::ZeroPlyOld => "hard-0ply-old",
        }
    }

    /// The player; `net`, if given, replaces the shipped network (of `hard` and `hard-0ply`).
    pub(super) fn bot(self, seed: u64, net: Option<&Net>) -> Box<dyn Bot<Ssangnyuk>> {
        use madang_bot::ssangnyuk::{net, HardBot};
        let shipped = || net.cloned().or_else(net::embedded);
        match self {
            SnPlayer::Level(Level::Hard) if net.is_some() => Box::new(HardBot::new(shipped())),
            SnPlayer::Level(l) => madang_bot::ssangnyuk_bot(l, seed),
            SnPlayer::HardOnePly => Box::new(HardBot::one_ply(baseline())),
            SnPlayer::ZeroPly => Box::new(HardBot::zero_ply(shipped())),
            SnPlayer::ZeroPlyOld => Box::new(HardBot::zero_ply(baseline())),
        }
    }
}

/// The Ssangnyuk self-play player names, with clap listing them in help and errors.
pub fn sn_player() -> impl TypedValueParser<Value = SnPlayer> {
    let mut names: Vec<&'static str> = Level::ALL.map(Level::name).to_vec();
    names.extend(MEASURING.map(SnPlayer::name));
    PossibleValuesParser::new(names).try_map(|name| {
        if let Some(p) = MEASURING.into_iter().find(|p| p.name() == name) {
            return Ok(p);
        }
        Level::from_name(&name)
            .map(SnPlayer::Level)
            .ok_or("no player has this name")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_earlier_hard_player_keeps_the_2026_11_30_weights() {
        // FNV-1a of the file: a change of the baseline shows here, not as a quiet drift in
        // every measurement against it.
        let hash = BASELINE.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        assert_eq!(hash, 0x85ae_eedd_fee2_4b0e);
        let net = baseline().map(|n| n.inputs);
        assert_eq!(net, Some(madang_bot::ssangnyuk::net::RAW_INPUTS));
    }
}
