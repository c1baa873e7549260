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

/// Lifts `hole` and sows its seeds by whole laps and a remainder; returns the last hole sown.
#[inline]
fn sow_lift(pits: &mut Pits, hole: usize) -> usize {
    let hand = usize::from(pits[hole]);
    pits[hole] = 0;
    let laps = (hand / HOLES) as u8;
    if laps > 0 {
        for p in pits.iter_mut() {
            *p += laps;
        }
    }
    for k in 1..=hand % HOLES {
        pits[after(hole, k)] += 1;
    }
    after(hole, hand)
}

/// One lift of the sowing, from a state whose `hole` is occupied.
#[inline]
fn step(pits: &mut Pits, hole: usize) -> Step {
    let last = sow_lift(pits, hole);
    let next = after(last, 1);
    if pits[next] > 0 {
        Step::Relay(next)
    } else {
        Step::End(last)
    }
}

/// The state at a lift packed into 64 bits: six bits per hole (a hole holds at most 50 seeds)
/// and four bits for the hole to lift.
#[inline]
fn lift_key(pits: &Pits, hole: usize) -> u64 {
    let mut key = hole as u64;
    for &p in pits {
        key = (key << 6) | u64::from(p & 63);
    }
    key
}

/// Sows from the occupied `hole`; `None` if the relay never ends (a cycle of lift states).
///
/// Brent's algorithm: the saved state (the tortoise) jumps to the current one after 1, 2, 4, ...
/// steps; once the saved state lies on the cycle and the power reaches the cycle's length, the
/// current state meets it. A meeting proves a repeated state, hence an endless sowing.
pub(crate) fn sow(pits: &Pits, hole: usize) -> Option<Ending> {
    let mut board = *pits;
    let mut at = hole;
    let mut saved = lift_key(&board, at);
    let mut power: u32 = 1;
    let mut since: u32 = 0;
    let mut relays: u32 = 0;
    loop {
        match step(&mut board, at) {
            Step::End(last) => {
                return Some(Ending {
                    pits: board,
                    last,
                    relays,
                })
            }
            Step::Relay(next) => at = next,
        }
        relays = relays.saturating_add(1);
        since += 1;
        let key = lift_key(&board, at);
        if key == saved {
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
            Event::Lift { hole: h, seeds: hand }
        } else {
            Event::Relay { hole: h, seeds: hand }
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

    #[test]
    fn a_lap_drops_a_seed_in_the_lifted_hole_too() {
        let mut pits = [0, 12, 0, 0, 0, 0, 0, 0, 0, 0];
        let last = sow_lift(&mut pits, 1);
        assert_eq!(last, 3);
        assert_eq!(pits, [1, 1, 2, 2, 1, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn ten_seeds_end_in_the_lifted_hole() {
        let mut pits = [0, 0, 0, 10, 0, 0, 0, 0, 0, 0];
        assert_eq!(sow_lift(&mut pits, 3), 3);
        assert_eq!(pits, [1; 10]);
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
        let lifted: u32 = events
            .iter()
            .map(|e| match e {
                Event::Lift { seeds, .. } | Event::Relay { seeds, .. } => u32::from(*seeds),
                _ => 0,
            })
            .sum();
        assert_eq!(drops as u32, lifted);
    }

    #[test]
    fn lift_keys_differ_by_hole_and_by_seeds() {
        let pits = [50, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_ne!(lift_key(&pits, 0), lift_key(&pits, 1));
        let other = [49, 1, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_ne!(lift_key(&pits, 0), lift_key(&other, 0));
    }
}
