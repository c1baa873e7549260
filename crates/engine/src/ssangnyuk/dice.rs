//! Dice: a validated pair, and the dice left to use within a turn.

use super::rules::Doubles;
use crate::error::ErrorKind;
use core::fmt;

/// A die value outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceError {
    /// The value that was given.
    pub value: i64,
}

impl fmt::Display for DiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a die shows 1 to 6, not {}", self.value)
    }
}

impl core::error::Error for DiceError {}

impl DiceError {
    /// The stable name: `bad_die`.
    pub fn kind(&self) -> ErrorKind {
        ErrorKind::BadDie
    }
}

crate::error::engine_errors!(DiceError);

/// Where a host's dice come from, one die at a time: a seeded record's reader draws the dice
/// its seed gives from one (the engine has no randomness of its own).
pub trait DiceSource {
    /// The next die.
    fn die(&mut self) -> Die;
}

/// One die showing 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Die(u8);

impl Die {
    /// A die showing 1.
    pub const ONE: Die = Die(1);

    /// A die showing `value`, if it is 1 to 6.
    pub fn new(value: i64) -> Result<Die, DiceError> {
        match u8::try_from(value) {
            Ok(v @ 1..=6) => Ok(Die(v)),
            _ => Err(DiceError { value }),
        }
    }

    /// The number shown.
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// The two dice of a roll. A double's number is used as many times as the rules say; a pair is
/// never re-cut into other numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dice {
    high: Die,
    low: Die,
}

impl Dice {
    /// A roll of `a` and `b` (each 1 to 6, in any order).
    pub fn new(a: i64, b: i64) -> Result<Dice, DiceError> {
        Ok(Dice::from_dice(Die::new(a)?, Die::new(b)?))
    }

    /// A roll of two validated dice.
    pub fn from_dice(a: Die, b: Die) -> Dice {
        Dice {
            high: a.max(b),
            low: a.min(b),
        }
    }

    /// The 21 distinct rolls: 6-6, 6-5, ..., 6-1, 5-5, ..., 1-1. [`Dice::weight`] says how
    /// often each comes up.
    pub const ALL_21: [Dice; 21] = {
        let mut all = [Dice {
            high: Die(1),
            low: Die(1),
        }; 21];
        let (mut i, mut high) = (0, 6);
        while high >= 1 {
            let mut low = high;
            while low >= 1 {
                all[i] = Dice {
                    high: Die(high),
                    low: Die(low),
                };
                i += 1;
                low -= 1;
            }
            high -= 1;
        }
        all
    };

    /// How many of the 36 equally likely throws of two dice give this roll: 1 for a double,
    /// 2 otherwise (the weights of [`Dice::ALL_21`] sum to 36).
    pub const fn weight(self) -> u8 {
        if self.high.0 == self.low.0 {
            1
        } else {
            2
        }
    }

    /// The higher die (either, for a double).
    pub const fn high(self) -> u8 {
        self.high.0
    }

    /// The lower die (either, for a double).
    pub const fn low(self) -> u8 {
        self.low.0
    }

    /// Whether both dice show the same number.
    pub fn is_double(self) -> bool {
        self.high == self.low
    }

    /// The dice a turn starts with under the given doubles rule.
    pub fn to_use(self, doubles: Doubles) -> DiceLeft {
        let (h, l) = (self.high.0, self.low.0);
        if h == l && doubles == Doubles::FourTimes {
            DiceLeft {
                dice: [h; 4],
                len: 4,
            }
        } else {
            DiceLeft {
                dice: [h, l, 0, 0],
                len: 2,
            }
        }
    }
}

impl fmt::Display for Dice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.high.0, self.low.0)
    }
}

/// The dice still to be used in a turn, highest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct DiceLeft {
    dice: [u8; 4],
    len: u8,
}

impl DiceLeft {
    /// The numbers left, highest first.
    pub fn as_slice(&self) -> &[u8] {
        &self.dice[..usize::from(self.len)]
    }

    /// Whether every die has been used.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// How many dice are left.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// Whether `n` is among the dice left.
    pub fn contains(&self, n: u8) -> bool {
        self.as_slice().contains(&n)
    }

    /// These dice without one die showing `n` (unchanged if none does).
    pub(crate) fn without(mut self, n: u8) -> DiceLeft {
        if let Some(i) = self.as_slice().iter().position(|&d| d == n) {
            let len = usize::from(self.len);
            self.dice.copy_within(i + 1..len, i);
            self.dice[len - 1] = 0;
            self.len -= 1;
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::Dice;

    #[test]
    fn the_21_rolls_are_distinct_and_their_weights_make_36_throws() {
        let mut seen = alloc::vec::Vec::new();
        for d in Dice::ALL_21 {
            assert!(d.high() >= d.low() && (1..=6).contains(&d.low()) && d.high() <= 6);
            assert!(!seen.contains(&d), "{d} twice");
            seen.push(d);
            assert_eq!(d.weight(), if d.is_double() { 1 } else { 2 }, "{d}");
        }
        let throws: u32 = Dice::ALL_21.iter().map(|d| u32::from(d.weight())).sum();
        assert_eq!(throws, 36);
        // Every throw of two dice lands on one of them, in either order.
        for a in 1..=6 {
            for b in 1..=6 {
                let Ok(d) = Dice::new(a, b) else {
                    unreachable!("1-6 are dice")
                };
                assert!(Dice::ALL_21.contains(&d));
            }
        }
    }
}
