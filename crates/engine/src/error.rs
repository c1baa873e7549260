//! The stable names of every error the engine reports, for both games.
//!
//! Each error type has a `kind()` naming the broken rule with an [`ErrorKind`]; hosts translate
//! the kind (the page's `error.<kind>` keys) and show the `Display` text only to developers.
//! [`ErrorKind::ALL`] lists every kind, so a host can check that it translates each one.

use core::fmt;

macro_rules! error_kinds {
    ($($(#[$doc:meta])* $variant:ident = $name:literal,)*) => {
        /// A stable, machine-readable name for one broken rule or malformed input.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum ErrorKind {
            $($(#[$doc])* $variant,)*
        }

        impl ErrorKind {
            /// Every kind, in the order they are declared (written once, here).
            pub const ALL: &'static [ErrorKind] = &[$(ErrorKind::$variant,)*];

            /// The kind's stable name (`snake_case`), as hosts see it.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(ErrorKind::$variant => $name,)*
                }
            }
        }
    };
}

error_kinds! {
    /// Text that is not JSON of the expected shape (unknown fields included).
    MalformedJson = "malformed_json",
    /// JSON that ends early.
    TruncatedJson = "truncated_json",
    /// A value that does not name a Ssangnyuk rule set.
    UnknownRules = "unknown_rules",
    /// A die outside 1-6.
    BadDie = "bad_die",
    /// Text that is not Ssangnyuk play notation.
    BadNotation = "bad_notation",
    /// Ssangnyuk: a board without exactly 24 points.
    WrongPointCount = "wrong_point_count",
    /// A count below zero (checkers, seeds).
    NegativeCount = "negative_count",
    /// Ssangnyuk: both colours on one point.
    BothColoursOnPoint = "both_colours_on_point",
    /// Ssangnyuk: more checkers on a point than the cap.
    PointOverCap = "point_over_cap",
    /// Ssangnyuk: more than fifteen checkers for a side.
    TooManyCheckers = "too_many_checkers",
    /// Ssangnyuk: fewer than fifteen checkers for a side.
    TooFewCheckers = "too_few_checkers",
    /// Ssangnyuk: both sides have borne off everything.
    BothSidesFinished = "both_sides_finished",
    /// Ssangnyuk: a cap of zero checkers a point.
    ZeroCap = "zero_cap",
    /// Ssangnyuk: an action asked for in the wrong phase of the game.
    WrongPhase = "wrong_phase",
    /// Ssangnyuk: a step that is not legal now.
    IllegalStep = "illegal_step",
    /// Ssangnyuk: undo with no step taken this turn.
    NothingToUndo = "nothing_to_undo",
    /// Ssangnyuk: the game is over.
    GameOver = "game_over",
    /// Ssangnyuk: the roll is not used as fully as the rules demand.
    UnfinishedTurn = "unfinished_turn",
    /// San Yao: `pits` without ten holes.
    WrongHoleCount = "wrong_hole_count",
    /// San Yao: `owner` without ten holes.
    WrongOwnerCount = "wrong_owner_count",
    /// San Yao: `stores` without two stores.
    WrongStoreCount = "wrong_store_count",
    /// San Yao: an owner that is not a player.
    OwnerNotPlayer = "owner_not_player",
    /// San Yao: a player to move that is not a player.
    TurnNotPlayer = "turn_not_player",
    /// San Yao: a round starter that is not a player.
    StarterNotPlayer = "starter_not_player",
    /// San Yao: holes and stores not holding 50 seeds.
    SeedTotal = "seed_total",
    /// San Yao: a round number below 1.
    RoundOutOfRange = "round_out_of_range",
    /// San Yao: a malformed entry of the repetition record.
    SeenMalformed = "seen_malformed",
    /// San Yao: a position already seen three times.
    SeenThrice = "seen_thrice",
    /// San Yao: a last round that does not lead to this position.
    LastRoundMismatch = "last_round_mismatch",
    /// San Yao: the match is over.
    MatchOver = "match_over",
    /// San Yao: a hole number outside 0-9.
    HoleOutOfRange = "hole_out_of_range",
    /// San Yao: a hole the player to move does not control.
    NotYourHole = "not_your_hole",
    /// San Yao: an empty hole.
    EmptyHole = "empty_hole",
    /// San Yao: sowing that would relay forever.
    Endless = "endless",
    /// San Yao: the round is over and must be settled.
    RoundOver = "round_over",
    /// San Yao: a pass asked for while a move exists.
    MoveAvailable = "move_available",
    /// A game record longer than the documented limits (bytes, turns, metadata).
    TooLarge = "too_large",
    /// A game record that is JSON but not of the record's shape.
    BadFormat = "bad_format",
    /// A game record of a format or version this engine does not read.
    UnknownVersion = "unknown_version",
    /// A game record of the other game.
    WrongGame = "wrong_game",
    /// A seeded record whose dice (or first draw) are not the ones its seed gives.
    SeedMismatch = "seed_mismatch",
    /// Ssangnyuk: a record's dice that are not the roll the game had (the first turn plays the
    /// jaengdu's throw).
    BadDice = "bad_dice",
    /// A record's turn, move or round starter given to the side that does not have it.
    WrongSide = "wrong_side",
    /// A record that goes on after the game or match is over.
    GameOverEarly = "game_over_early",
    /// A record of a finished game without its result.
    MissingResult = "missing_result",
    /// A record whose result is not the one its moves lead to.
    ResultMismatch = "result_mismatch",
    /// San Yao: a record whose rounds do not end, number or settle as its moves make them.
    SettlementMismatch = "settlement_mismatch",
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl PartialEq<&str> for ErrorKind {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

/// An engine error: a developer message (`Display`) and a stable [`ErrorKind`].
pub trait EngineError: core::error::Error {
    /// The stable name of what went wrong.
    fn kind(&self) -> ErrorKind;
}

/// Implements [`EngineError`] for types with an inherent `kind()`.
macro_rules! engine_errors {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::error::EngineError for $t {
            fn kind(&self) -> $crate::error::ErrorKind {
                <$t>::kind(self)
            }
        }
    )*};
}
pub(crate) use engine_errors;

#[cfg(test)]
mod tests {
    use super::ErrorKind;
    use alloc::collections::BTreeSet;

    #[test]
    fn every_kind_has_its_own_snake_case_name() {
        let names: BTreeSet<&str> = ErrorKind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(names.len(), ErrorKind::ALL.len());
        for name in names {
            assert!(
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                "{name}"
            );
        }
    }
}
