//! Relay sowing, exact detection of endless sowing, and the capture chain.
//!
//! A sowing is a sequence of lifts. One lift empties a hole, sows its seeds one per hole from
//! the next hole on (a lap drops a seed in the lifted hole too) and either relays, when the
//! hole after the last seed is occupied, or ends. The rule is the same at every hole, so the
//! sowing is followed in the frame of the hole being lifted: the board rotated to put that hole
//! first, packed in 60 bits. That relative board alone determines the next one (each lift is
//! one table lookup, an add and a rotation), and the absolute sowing ends exactly when the
//! relative one does. A sowing either ends or revisits a relative board and cycles forever;
//! Brent's algorithm tells which exactly, with no step cap. The relative cycle is the absolute
//! one divided by its rotation (often a tenth of it), so proving a sowing endless is that much
//! cheaper than in the absolute frame.

use alloc::vec::Vec;

use super::event::Event;
use super::{Player, HOLES};

/// Seeds in the ten holes, in sowing order.
pub(crate) type Pits = [u8; HOLES];

/// How a sowing that ends, ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Ending {
    /// Seeds in the holes once sowing stops (before any capture).
    pub pits: Pits,
    /// The hole where the last seed fell.
    pub last: usize,
    /// Relay lifts after the first lift.
    pub relays: u32,
}

/// The hole `k` places after `hole` in sowing order.
#[inline]
pub(crate) const fn after(hole: usize, k: usize) -> usize {
    (hole + k) % HOLES
}

/// The hole after `hole` (below [`HOLES`]): [`after`] by one, with a compare instead of a
/// modulo (the seed-by-seed replay takes one per seed).
#[inline]
const fn next_hole(hole: usize) -> usize {
    if hole + 1 == HOLES {
        0
    } else {
        hole + 1
    }
}

/// The 60 bits of a packed board: six bits a hole (a hole holds at most 50 seeds).
const BOARD: u64 = (1 << 60) - 1;

/// `ADD[n]`, added to a relative board (wrapping), lifts a hand of `n` from its first hole and
/// sows it: the seeds sown, laps into the lifted hole included, minus the `n` lifted (the hand
/// sits in the first hole, so the sum never underflows). Every six-bit hand has an entry; a
/// hand never exceeds the 50 seeds of the board.
const ADD: [u64; 64] = {
    let mut t = [0; 64];
    let mut sown: u64 = 0;
    let mut n = 1;
    while n < 64 {
        sown += 1 << (6 * (n % HOLES));
        t[n] = sown.wrapping_sub(n as u64);
        n += 1;
    }
    t
};

/// `SHIFT[n]`: the bit offset of the hole after the last seed of a hand of `n`, the next hole
/// to lift if occupied and the rotation that puts it first. (Two tables rather than one of
/// pairs: each is indexed by a plain scaled load.)
const SHIFT: [u32; 64] = {
    let mut t = [0; 64];
    let mut n = 0;
    while n < 64 {
        t[n] = 6 * ((n + 1) % HOLES) as u32;
        n += 1;
    }
    t
};

/// One lift on a relative board: the board once the hand is sown, and the bit offset of the
/// hole after the last seed (the hole to lift next if occupied).
#[inline]
pub(super) fn lift(board: u64) -> (u64, u32) {
    let hand = (board & 63) as usize;
    (board.wrapping_add(ADD[hand]), SHIFT[hand])
}

/// Rotates a relative board `shift` bits so that the hole at that offset comes first.
#[inline]
pub(super) fn rotate(board: u64, shift: u32) -> u64 {
    (board >> shift | board << (60 - shift)) & BOARD
}

/// Packs a board relative to `hole`: hole `hole + i` at bit `6 * i`. (Packed from hole 0,
/// with fixed offsets, then rotated: cheaper than a modulo per hole.)
#[inline]
pub(super) fn pack_from(pits: &Pits, hole: usize) -> u64 {
    let board = (0..HOLES).fold(0, |b, i| b | u64::from(pits[i] & 63) << (6 * i));
    rotate(board, 6 * (hole % HOLES) as u32)
}

/// Unpacks a board packed relative to `hole` by [`pack_from`].
#[inline]
fn unpack_from(board: u64, hole: usize) -> Pits {
    let board = rotate(board, 6 * ((HOLES - hole % HOLES) % HOLES) as u32);
    core::array::from_fn(|i| ((board >> (6 * i)) & 63) as u8)
}

/// A relay that ends, in the frame of its last lift.
pub(super) struct Stop {
    /// The board once the last seed fell, relative to the last hole lifted.
    board: u64,
    /// Seeds in the last hand.
    hand: usize,
    /// Holes the frame moved over the relays (sum of the steps from lift to lift).
    turned: u64,
    /// Relay lifts after the first.
    relays: u64,
}

/// What a relay comes to.
pub(super) enum Fate {
    /// It ends.
    Ends(Stop),
    /// It never ends.
    Endless,
    /// Undecided after the relays allowed.
    Long,
}

/// No limit on relays (a relay never reaches it: it is not a power of two).
pub(super) const UNLIMITED: u64 = u64::MAX;

/// How many boards a [`Relay`] looks out for.
pub(super) const WATCH: usize = 4;

/// A value no packed board takes (boards have 60 bits): an empty slot of a watch list.
pub(super) const NO_BOARD: u64 = u64::MAX;

/// What one lift of a [`Relay`] comes to.
pub(super) enum Lifted {
    /// It relays on.
    On,
    /// It relays on, having reached watched boards (bit `i` for `watch[i]`).
    Met(u8),
    /// It is decided.
    Over(Fate),
}

/// A relay from a relative board whose first hole is occupied, one lift at a time.
///
/// Each relative board is compared with the first one and with Brent's saved board, which is
/// the board after 1, 2, 4, 8, ... relays. Once the saved board lies on the cycle and the next
/// power of two is a cycle length away, the current board meets it. A meeting proves a
/// repeated board, hence endless sowing; a sowing that ends simply ends. Cycles observed in
/// practice contain their first board, so the comparison with it stops them after one lap of
/// the cycle (Brent alone could need up to three).
///
/// A relay can also look out for a few boards (other holes' first boards): reaching one
/// proves that the two sowings go on alike.
pub(super) struct Relay {
    board: u64,
    first: u64,
    saved: u64,
    mark: u64,
    relays: u64,
    /// Bits the frame turned, six a hole.
    turned: u64,
    watch: [u64; WATCH],
}

impl Relay {
    /// A relay from `board`, looking out for the `watch` boards.
    pub(super) const fn new(board: u64, watch: [u64; WATCH]) -> Relay {
        Relay {
            board,
            first: board,
            saved: board,
            mark: 1,
            relays: 0,
            turned: 0,
            watch,
        }
    }

    /// One lift; a relay that has run `limit` relays (a power of two, or [`UNLIMITED`]) is
    /// [`Fate::Long`].
    #[inline]
    pub(super) fn lift(&mut self, limit: u64) -> Lifted {
        let hand = (self.board & 63) as usize;
        let (sown, shift) = lift(self.board);
        if (sown >> shift) & 63 == 0 {
            return Lifted::Over(Fate::Ends(Stop {
                board: sown,
                hand,
                turned: self.turned / 6,
                relays: self.relays,
            }));
        }
        let board = rotate(sown, shift);
        self.board = board;
        self.turned += u64::from(shift);
        self.relays += 1;
        if board == self.saved || board == self.first {
            return Lifted::Over(Fate::Endless);
        }
        if self.relays == self.mark {
            if self.relays == limit {
                return Lifted::Over(Fate::Long);
            }
            self.saved = board;
            self.mark <<= 1;
        }
        if self.watch.contains(&board) {
            let met = (0..WATCH).filter(|&i| self.watch[i] == board);
            return Lifted::Met(met.fold(0, |m, i| m | 1 << i));
        }
        Lifted::On
    }

    /// Goes on from the board of `ahead`, a relay that reached it from a board this relay
    /// has just reached (so it lies ahead on this relay's path); Brent's search restarts there
    /// and the relay count with it (a relay that jumps is proved only for its fate).
    pub(super) fn jump_to(&mut self, ahead: &Relay) {
        self.board = ahead.board;
        self.saved = ahead.board;
        self.relays = 0;
        self.mark = 1;
    }

    /// Lifts until decided or a watched board is met.
    #[inline]
    pub(super) fn lift_until_event(&mut self) -> Lifted {
        loop {
            match self.lift(UNLIMITED) {
                Lifted::On => {}
                lifted => return lifted,
            }
        }
    }

    /// Lifts until decided.
    #[inline]
    pub(super) fn run(&mut self, limit: u64) -> Fate {
        loop {
            if let Lifted::Over(fate) = self.lift(limit) {
                return fate;
            }
        }
    }
}

/// Sows from the occupied `hole` of a board of at most 50 seeds; `None` if the relay never
/// ends.
pub(crate) fn sow(pits: &Pits, hole: usize) -> Option<Ending> {
    let board = pack_from(pits, hole);
    let Fate::Ends(stop) = Relay::new(board, [NO_BOARD; WATCH]).run(UNLIMITED) else {
        return None;
    };
    let at = (hole as u64 + stop.turned) % HOLES as u64;
    let at = at as usize;
    Some(Ending {
        pits: unpack_from(stop.board, at),
        last: after(at, stop.hand),
        relays: u32::try_from(stop.relays).unwrap_or(u32::MAX),
    })
}

/// Replays a sowing known to end after `relays` relay lifts, seed by seed, as events.
///
/// Bounded by `relays` (taken from [`sow`] on the same state), so it cannot loop.
pub(crate) fn sow_events(pits: &mut Pits, hole: usize, relays: u32, events: &mut Vec<Event>) {
    let mut at = hole;
    for lift in 0..=relays {
        let hand = pits[at];
        pits[at] = 0;
        let h = at as u8;
        events.push(if lift == 0 {
            Event::Lift {
                hole: h,
                seeds: hand,
            }
        } else {
            Event::Relay {
                hole: h,
                seeds: hand,
            }
        });
        let mut cur = at;
        for _ in 0..hand {
            cur = next_hole(cur);
            pits[cur] += 1;
            events.push(Event::Drop { hole: cur as u8 });
        }
        at = next_hole(cur);
    }
}

/// Captures after the last seed fell in `last`: holes `last+2`, `last+4`, ... while each is
/// occupied and the hole before it empty, at most five (once round the board, the fifth being
/// `last` itself). Returns the seeds taken; each capture is pushed as an event.
pub(crate) fn capture(pits: &mut Pits, last: usize, by: Player, events: &mut Vec<Event>) -> u8 {
    let mut taken = 0u8;
    for k in 1..=HOLES / 2 {
        let gap = after(last, 2 * k - 1);
        let hole = after(last, 2 * k);
        if pits[gap] != 0 || pits[hole] == 0 {
            break;
        }
        let seeds = pits[hole];
        pits[hole] = 0;
        taken += seeds;
        events.push(Event::Capture {
            hole: hole as u8,
            seeds,
            player: by,
        });
    }
    taken
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One lift from `hole`: the pits after sowing, and the hole lifted next if the sowing
    /// relays.
    fn one_lift(pits: Pits, hole: usize) -> (Pits, Option<usize>) {
        let (board, shift) = lift(pack_from(&pits, hole));
        let next = after(hole, shift as usize / 6);
        let relays = (board >> shift) & 63 != 0;
        (unpack_from(board, hole), relays.then_some(next))
    }

    #[test]
    fn a_lap_drops_a_seed_in_the_lifted_hole_too() {
        let (pits, next) = one_lift([0, 12, 0, 0, 0, 0, 0, 0, 0, 0], 1);
        assert_eq!(pits, [1, 1, 2, 2, 1, 1, 1, 1, 1, 1]);
        assert_eq!(next, Some(4));
    }

    #[test]
    fn ten_seeds_end_in_the_lifted_hole() {
        let (pits, next) = one_lift([0, 0, 0, 10, 0, 0, 0, 0, 0, 0], 3);
        assert_eq!(pits, [1; 10]);
        assert_eq!(next, Some(4));
    }

    #[test]
    fn sowing_ends_when_the_hole_after_the_last_seed_is_empty() {
        let (pits, next) = one_lift([0, 0, 3, 0, 0, 0, 0, 0, 0, 0], 2);
        assert_eq!(pits, [0, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
        assert_eq!(next, None);
    }

    #[test]
    fn a_hand_sown_past_hole_nine_goes_on_at_hole_zero() {
        let (pits, next) = one_lift([1, 0, 0, 0, 0, 0, 0, 0, 4, 0], 8);
        assert_eq!(pits, [2, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(next, None);
        let (pits, next) = one_lift([0, 3, 0, 0, 0, 0, 0, 0, 2, 0], 8);
        assert_eq!(pits, [1, 3, 0, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(next, Some(1));
    }

    #[test]
    fn packing_round_trips_full_holes_from_any_hole() {
        for hole in 0..HOLES {
            let pits = [50, 0, 0, 0, 0, 0, 0, 0, 0, 0];
            assert_eq!(unpack_from(pack_from(&pits, hole), hole), pits);
            let pits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 5];
            assert_eq!(unpack_from(pack_from(&pits, hole), hole), pits);
        }
    }

    #[test]
    fn rotating_a_relative_board_moves_the_frame() {
        // Against a packing written out hole by hole (pack_from itself rotates).
        let pits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 5];
        let plain =
            |hole: usize| (0..HOLES).fold(0, |b, i| b | u64::from(pits[after(hole, i)]) << (6 * i));
        for shift in 0..HOLES {
            assert_eq!(pack_from(&pits, shift), plain(shift));
            let turned = rotate(pack_from(&pits, 3), 6 * shift as u32);
            assert_eq!(turned, plain(after(3, shift)));
        }
    }

    #[test]
    fn event_replay_matches_the_fast_sowing() {
        let pits = [5; 10];
        let Some(end) = sow(&pits, 0) else {
            unreachable!("the opening move ends")
        };
        let mut slow = pits;
        let mut events = Vec::new();
        sow_events(&mut slow, 0, end.relays, &mut events);
        assert_eq!(slow, end.pits);
        let drops = events
            .iter()
            .filter(|e| matches!(e, Event::Drop { .. }))
            .count();
        let lifted: usize = events
            .iter()
            .map(|e| match e {
                Event::Lift { seeds, .. } | Event::Relay { seeds, .. } => usize::from(*seeds),
                _ => 0,
            })
            .sum();
        assert_eq!(drops, lifted);
    }

    /// The plain rule, seed by seed, remembering every absolute state (pits and hole to lift)
    /// in a set: a repeated state is an endless sowing. `Err(())` past `budget` states.
    fn reference(mut pits: Pits, mut at: usize, budget: usize) -> Result<Option<Ending>, ()> {
        let mut seen = alloc::collections::BTreeSet::new();
        let mut relays = 0;
        while seen.insert((pits, at)) {
            if seen.len() > budget {
                return Err(());
            }
            let hand = pits[at];
            pits[at] = 0;
            let mut last = at;
            for _ in 0..hand {
                last = (last + 1) % HOLES;
                pits[last] += 1;
            }
            let next = (last + 1) % HOLES;
            if pits[next] == 0 {
                return Ok(Some(Ending { pits, last, relays }));
            }
            at = next;
            relays += 1;
        }
        Ok(None)
    }

    /// A random board of `seeds` seeds: spread one by one, or heaped into one to three holes
    /// (full hands) with a few strays.
    fn random_board(rng: &mut rand_pcg::Pcg64Mcg, seeds: u8) -> Pits {
        use rand::RngExt;
        let mut pits = [0; HOLES];
        let heaps: usize = rng.random_range(0..4);
        let heap_holes: [usize; 3] = core::array::from_fn(|_| rng.random_range(0..HOLES));
        let strays = if heaps == 0 {
            seeds
        } else {
            rng.random_range(0..=seeds.min(6))
        };
        for s in 0..seeds {
            let hole = if s < strays {
                rng.random_range(0..HOLES)
            } else {
                heap_holes[rng.random_range(0..heaps)]
            };
            pits[hole] += 1;
        }
        pits
    }

    #[test]
    fn relative_frame_sowing_agrees_with_a_plain_simulation() {
        use super::super::ends::ending_holes;
        use rand::{RngExt, SeedableRng};
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(0x5A4_7A0);
        let (mut ended, mut endless, mut full, mut undecided) = (0, 0, 0, 0);
        for _ in 0..100_000 {
            let seeds = if rng.random_range(0..4) == 0 {
                rng.random_range(2..50)
            } else {
                50
            };
            let pits = random_board(&mut rng, seeds);
            let ends = ending_holes(&pits);
            for hole in (0..HOLES).filter(|&h| pits[h] > 0) {
                let Ok(expected) = reference(pits, hole, 20_000) else {
                    undecided += 1;
                    continue;
                };
                let got = sow(&pits, hole);
                assert_eq!(got, expected, "{pits:?} from {hole}");
                assert_eq!(ends.contains(hole), got.is_some(), "{pits:?} from {hole}");
                match got {
                    Some(_) => ended += 1,
                    None => endless += 1,
                }
                full += usize::from(pits[hole] >= 40);
            }
        }
        std::println!("{ended} end, {endless} endless, {full} full hands, {undecided} too long");
        assert!(endless >= 100 && full >= 1000);
    }
}
