//! Which occupied holes' sowings end: proved once per position, whoever controls the holes.
//!
//! Every hole is first relayed up to [`SHORT`] relays: endings and short cycles are decided
//! there. The few long relays left (endless ones walk cycles of up to a million boards or so)
//! are proved two at a time, interleaved lift by lift, so that the processor works on one while
//! the other waits on its table lookup. Each watches the first boards of up to four other long
//! holes: a relay that reaches another hole's first board goes on exactly as that hole's
//! sowing, so the two share one fate and the other is not relayed again; if the other lane was
//! relaying it, that lane's lifts are the next ones of this relay, which jumps ahead to where
//! that lane got (on the costliest boards known, five endless holes lie on one cycle).

use super::position::HoleSet;
use super::sow::{pack_from, rotate, Fate, Lifted, Pits, Relay, NO_BOARD, UNLIMITED, WATCH};
use super::HOLES;

/// Relays allowed before a relay is set aside as long.
const SHORT: u64 = 1 << 12;

/// The occupied holes of `pits` whose sowing ends.
pub(crate) fn ending_holes(pits: &Pits) -> HoleSet {
    ending_holes_after(pits, SHORT)
}

/// [`ending_holes`], setting aside as long the relays that outlast `short` relays (a power of
/// two).
fn ending_holes_after(pits: &Pits, short: u64) -> HoleSet {
    let board = pack_from(pits, 0);
    let firsts: [u64; HOLES] = core::array::from_fn(|h| rotate(board, 6 * h as u32));
    let mut ends = HoleSet::EMPTY;
    let mut long = Long {
        firsts: [0; HOLES],
        holes: [0; HOLES],
        len: 0,
    };
    for hole in (0..HOLES).filter(|&h| pits[h] > 0) {
        match Relay::new(firsts[hole], [NO_BOARD; WATCH]).run(short) {
            Fate::Ends(_) => ends.insert(hole),
            Fate::Endless => {}
            Fate::Long => {
                long.firsts[long.len] = firsts[hole];
                long.holes[long.len] = hole;
                long.len += 1;
            }
        }
    }
    // Most positions have no long relay: skip setting up the lanes.
    if long.len > 0 {
        for i in long.prove() {
            ends.insert(long.holes[i]);
        }
    }
    ends
}

/// The long holes, numbered from 0 in a set of bits.
struct Long {
    /// First board of each long hole.
    firsts: [u64; HOLES],
    /// The hole each number stands for.
    holes: [usize; HOLES],
    len: usize,
}

/// A long relay under way: the number of its hole, the long holes sharing its fate, and the
/// long hole whose first board each watch slot holds.
struct Lane {
    relay: Relay,
    hole: usize,
    group: u16,
    watched: [usize; WATCH],
}

/// The numbers in a set of bits.
fn members(bits: u16) -> impl Iterator<Item = usize> {
    (0..HOLES).filter(move |&i| bits & (1 << i) != 0)
}

impl Long {
    /// Proves every long hole; returns the numbers of those whose sowing ends.
    fn prove(&self) -> impl Iterator<Item = usize> {
        // Holes not yet walked nor tied to a walk, holes decided, and those that end.
        let mut waiting: u16 = (1 << self.len) - 1;
        let (mut decided, mut ending) = (0u16, 0u16);
        let mut lanes: [Option<Lane>; 2] = [None, None];
        loop {
            for i in 0..2 {
                if lanes[i].is_none() && waiting != 0 {
                    let other = lanes[1 - i].as_ref().map(|l| l.hole);
                    lanes[i] = Some(self.start(&mut waiting, other));
                }
            }
            // The relays run as locals (kept in registers), put back at each event.
            let (i, lifted) = match (lanes[0].take(), lanes[1].take()) {
                (Some(mut a), Some(mut b)) => {
                    let event = loop {
                        match a.relay.lift(UNLIMITED) {
                            Lifted::On => {}
                            lifted => break (0, lifted),
                        }
                        match b.relay.lift(UNLIMITED) {
                            Lifted::On => {}
                            lifted => break (1, lifted),
                        }
                    };
                    lanes = [Some(a), Some(b)];
                    event
                }
                (Some(mut lane), None) | (None, Some(mut lane)) => {
                    let event = lane.relay.lift_until_event();
                    lanes = [Some(lane), None];
                    (0, event)
                }
                (None, None) => return members(ending),
            };
            let fate = match lifted {
                Lifted::Over(fate) => Some(matches!(fate, Fate::Ends(_))),
                Lifted::Met(slots) => {
                    self.meet(&mut lanes, i, slots, &mut waiting, decided, ending)
                }
                Lifted::On => None,
            };
            if let Some(ends) = fate {
                if let Some(lane) = lanes[i].take() {
                    decided |= lane.group;
                    if ends {
                        ending |= lane.group;
                    }
                }
            }
        }
    }

    /// Starts a relay from the first waiting hole (with any hole of the same first board),
    /// watching the other lane's hole and waiting holes.
    fn start(&self, waiting: &mut u16, other: Option<usize>) -> Lane {
        let hole = waiting.trailing_zeros() as usize;
        let first = self.firsts[hole];
        let group = members(*waiting)
            .filter(|&j| self.firsts[j] == first)
            .fold(0, |g, j| g | 1 << j);
        *waiting &= !group;
        let mut watch = [NO_BOARD; WATCH];
        let mut watched = [hole; WATCH];
        for (slot, j) in other
            .into_iter()
            .chain(members(*waiting))
            .take(WATCH)
            .enumerate()
        {
            watch[slot] = self.firsts[j];
            watched[slot] = j;
        }
        Lane {
            relay: Relay::new(first, watch),
            hole,
            group,
            watched,
        }
    }

    /// Lane `i` reached the first boards of the long holes in watch `slots`: each shares its
    /// fate. A hole already decided decides lane `i` (returned as whether it ends); a waiting
    /// hole joins its group. A hole of the other lane's group was on that lane's path, so the
    /// other lane has already walked lane `i`'s next lifts: lane `i` jumps to its board and
    /// takes over its group.
    fn meet(
        &self,
        lanes: &mut [Option<Lane>; 2],
        i: usize,
        slots: u8,
        waiting: &mut u16,
        decided: u16,
        ending: u16,
    ) -> Option<bool> {
        let Some(lane) = &lanes[i] else {
            return None;
        };
        let holes: u16 = (0..WATCH)
            .filter(|&s| slots & (1 << s) != 0)
            .fold(0, |h, s| h | 1 << lane.watched[s]);
        if let Some(j) = members(holes & decided).next() {
            return Some(ending & (1 << j) != 0);
        }
        let joined = holes & *waiting;
        *waiting &= !joined;
        let other = lanes[1 - i].take_if(|o| holes & o.group != 0);
        if let Some(lane) = &mut lanes[i] {
            lane.group |= joined;
            if let Some(other) = other {
                lane.relay.jump_to(&other.relay);
                lane.group |= other.group;
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sanyao::sow::sow;
    use alloc::vec::Vec;

    #[test]
    fn every_hole_of_the_opening_board_ends() {
        assert_eq!(ending_holes(&[5; HOLES]), HoleSet::ALL);
    }

    #[test]
    fn holes_proved_together_agree_with_their_own_relays() {
        // Boards whose endless holes have cycles of over a million lifts; on the second, five
        // holes share one cycle.
        let boards: [Pits; 3] = [
            [13, 1, 2, 12, 2, 12, 2, 1, 2, 3],
            [2, 1, 2, 1, 2, 1, 2, 1, 13, 23],
            [4, 3, 4, 3, 4, 3, 6, 3, 4, 14],
        ];
        let ending: [&[usize]; 3] = [&[0, 1, 3, 5, 7, 9], &[1, 3, 5, 7, 9], &[1, 3, 5, 7, 8, 9]];
        for (pits, ending) in boards.iter().zip(ending) {
            let ends = ending_holes(pits);
            assert_eq!(ends.iter().collect::<Vec<_>>(), ending, "{pits:?}");
            for hole in 0..HOLES {
                assert_eq!(
                    ends.contains(hole),
                    sow(pits, hole).is_some(),
                    "{pits:?} {hole}"
                );
            }
        }
    }

    #[test]
    fn proving_every_hole_as_long_agrees_with_each_own_relay() {
        // With every relay set aside as long, the two lanes, the watches, the groups and the
        // jumps decide every hole of many small random boards (short cycles are common there).
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0xE4D5);
        let mut endless = 0;
        for _ in 0..20_000 {
            let seeds = rng.random_range(2..=50);
            let mut pits = [0; HOLES];
            for _ in 0..seeds {
                pits[rng.random_range(0..HOLES)] += 1;
            }
            let expected: Vec<usize> = (0..HOLES)
                .filter(|&h| pits[h] > 0 && sow(&pits, h).is_some())
                .collect();
            endless += (0..HOLES).filter(|&h| pits[h] > 0).count() - expected.len();
            for short in [1, 4, 64] {
                let ends = ending_holes_after(&pits, short);
                assert_eq!(
                    ends.iter().collect::<Vec<_>>(),
                    expected,
                    "{pits:?} {short}"
                );
            }
        }
        assert!(endless >= 100, "{endless} endless holes");
    }

    #[test]
    fn long_relays_on_one_path_take_their_fate_from_each_other() {
        // Long lists of boards along a few relays (some endless), with repeats, make the lanes
        // meet, group, jump and take decided fates; each board's fate must stay its own
        // relay's.
        use crate::sanyao::sow::lift;
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0x1A4E);
        let mut endless = 0;
        for _ in 0..3000 {
            let seeds = rng.random_range(6..=30);
            let mut long = Long {
                firsts: [0; HOLES],
                holes: core::array::from_fn(|i| i),
                len: 0,
            };
            while long.len < HOLES {
                // Half the paths start on an endless board.
                let want_endless = rng.random_range(0..2) == 0;
                let mut board = 0;
                for _ in 0..1000 {
                    let mut pits = [0; HOLES];
                    pits[0] = 1;
                    for _ in 1..seeds {
                        pits[rng.random_range(0..HOLES)] += 1;
                    }
                    board = pack_from(&pits, 0);
                    let fate = Relay::new(board, [NO_BOARD; WATCH]).run(UNLIMITED);
                    if !want_endless || matches!(fate, Fate::Endless) {
                        break;
                    }
                }
                for _ in 0..rng.random_range(1..5) {
                    if long.len == HOLES {
                        break;
                    }
                    long.firsts[long.len] = board;
                    long.len += 1;
                    for _ in 0..rng.random_range(0..40) {
                        let (sown, shift) = lift(board);
                        if (sown >> shift) & 63 == 0 {
                            break;
                        }
                        board = rotate(sown, shift);
                    }
                }
            }
            let ends: Vec<usize> = long.prove().collect();
            for (i, &first) in long.firsts.iter().enumerate() {
                let fate = Relay::new(first, [NO_BOARD; WATCH]).run(UNLIMITED);
                let expected = matches!(fate, Fate::Ends(_));
                assert_eq!(ends.contains(&i), expected, "{:?} {i}", long.firsts);
                endless += usize::from(!expected);
            }
        }
        assert!(endless >= 1000, "{endless} endless boards");
    }
}
