//! Relay sowing, exact detection of endless sowing, and the capture chain.
//!
//! A sowing is a sequence of lifts. The state at a lift is the seeds in the ten holes and the
//! hole about to be lifted (the hand is that hole's content, so nothing else is needed). One
//! step lifts the hole, sows its seeds one per hole from the next hole on (a lap drops a seed in
//! the lifted hole too) and either relays, when the hole after the last seed is occupied, or
//! ends. The step is a function of the state alone, so a sowing either ends or revisits a state
//! and cycles forever; Brent's algorithm tells which exactly, in time linear in the number of
//! lifts, with no step cap.

use alloc::vec::Vec;

use super::event::Event;
use super::{Player, HOLES};

/// Seeds in the ten holes, in sowing order.
pub(crate) type Pits = [u8; HOLES];

/// What one lift leads to.
enum Step {
    /// The hole after the last seed is occupied: lift it next.
    Relay(usize),
    /// The last seed fell in this hole, followed by an empty hole: the turn ends.
    End(usize),
}

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

/// Largest hand: every seed in one hole.
const MAX_HAND: usize = 50;

/// `SOWN[h][n]`: what sowing a hand of `n` from hole `h` adds to the packed board (whole laps
/// put a seed in every hole, the lifted one included; the rest go to the holes after `h`).
const SOWN: [[u64; MAX_HAND + 1]; HOLES] = {
    let mut t = [[0; MAX_HAND + 1]; HOLES];
    let mut h = 0;
    while h < HOLES {
        let mut n = 1;
        while n <= MAX_HAND {
            t[h][n] = t[h][n - 1] + (1 << (6 * ((h + n) % HOLES)));
            n += 1;
        }
        h += 1;
    }
    t
};

/// Packs a board: six bits a hole (a hole holds at most 50 seeds), hole `i` at bit `6 * i`.
#[inline]
fn pack_pits(pits: &Pits) -> u64 {
    pits.iter()
        .enumerate()
        .fold(0, |b, (i, &p)| b | u64::from(p & 63) << (6 * i))
}

/// Unpacks a board packed by [`pack_pits`].
#[inline]
fn unpack_pits(board: u64) -> Pits {
    core::array::from_fn(|i| ((board >> (6 * i)) & 63) as u8)
}

/// One lift on a packed board whose hole `at` is occupied.
#[inline]
fn step(board: &mut u64, at: usize) -> Step {
    let shift = 6 * at;
    let hand = ((*board >> shift) & 63) as usize;
    *board &= !(63 << shift);
    // A hand never exceeds the 50 seeds on the board; `min` keeps the lookup in bounds.
    *board += SOWN[at][hand.min(MAX_HAND)];
    let last = (at + hand) % HOLES;
    let next = after(last, 1);
    if (*board >> (6 * next)) & 63 != 0 {
        Step::Relay(next)
    } else {
        Step::End(last)
    }
}

/// Sows from the occupied `hole`; `None` if the relay never ends (a cycle of lift states).
///
/// Each lift state (packed board and hole to lift: 64 bits) is compared with the first state
/// and with Brent's saved state, which jumps to the current one after 1, 2, 4, ... steps. Once
/// the saved state lies on the cycle and the power reaches the cycle's length, the current
/// state meets it. A meeting proves a repeated state, hence endless sowing; a sowing that ends
/// simply ends. Cycles observed in practice contain their first state, so the comparison with
/// it stops them after one lap of the cycle (Brent alone could need up to three laps).
pub(crate) fn sow(pits: &Pits, hole: usize) -> Option<Ending> {
    let mut board = pack_pits(pits);
    let mut at = hole;
    let first = board << 4 | at as u64;
    let mut saved = first;
    let mut power: u64 = 1;
    let mut since: u64 = 0;
    let mut relays: u32 = 0;
    loop {
        match step(&mut board, at) {
            Step::End(last) => {
                return Some(Ending {
                    pits: unpack_pits(board),
                    last,
                    relays,
                })
            }
            Step::Relay(next) => at = next,
        }
        relays = relays.saturating_add(1);
        since += 1;
        let key = board << 4 | at as u64;
        if key == saved || key == first {
            return None;
        }
        if since == power {
            saved = key;
            power = power.saturating_mul(2);
            since = 0;
        }
    }
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
            cur = after(cur, 1);
            pits[cur] += 1;
            events.push(Event::Drop { hole: cur as u8 });
        }
        at = after(cur, 1);
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

    fn lift(pits: Pits, hole: usize) -> (Pits, Step) {
        let mut board = pack_pits(&pits);
        let step = step(&mut board, hole);
        (unpack_pits(board), step)
    }

    #[test]
    fn a_lap_drops_a_seed_in_the_lifted_hole_too() {
        let (pits, step) = lift([0, 12, 0, 0, 0, 0, 0, 0, 0, 0], 1);
        assert_eq!(pits, [1, 1, 2, 2, 1, 1, 1, 1, 1, 1]);
        assert!(matches!(step, Step::Relay(4)));
    }

    #[test]
    fn ten_seeds_end_in_the_lifted_hole() {
        let (pits, step) = lift([0, 0, 0, 10, 0, 0, 0, 0, 0, 0], 3);
        assert_eq!(pits, [1; 10]);
        assert!(matches!(step, Step::Relay(4)));
    }

    #[test]
    fn sowing_ends_when_the_hole_after_the_last_seed_is_empty() {
        let (pits, step) = lift([0, 0, 3, 0, 0, 0, 0, 0, 0, 0], 2);
        assert_eq!(pits, [0, 0, 0, 1, 1, 1, 0, 0, 0, 0]);
        assert!(matches!(step, Step::End(5)));
    }

    #[test]
    fn packing_round_trips_full_holes() {
        let pits = [50, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(unpack_pits(pack_pits(&pits)), pits);
        let pits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 5];
        assert_eq!(unpack_pits(pack_pits(&pits)), pits);
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
}
