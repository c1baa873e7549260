//! San Yao worst cases: the legal boards whose legal set costs most to prove, and the longest
//! sowings that end, printed as position JSON.
//!
//! `cargo run --release -p madang-engine --example sanyao_worst [boards] [climbs] [steps]`
//! (defaults 300000, 50, 2000; a few minutes and about 2 GB).
//!
//! Costs are counted in lifts by models of two proofs: the engine's (the board in the frame of
//! the lifted hole) and the one it replaced (the board and the hole to lift, Brent's state
//! saved after 1, 3, 7, ... relays). Endless sowing is a walk round a cycle of relative boards,
//! so the costliest boards are those with several holes on long cycles:
//! 1. a census relays from every hole of `boards` random boards and lists the cycles met;
//! 2. every board on a cycle of 300,000 lifts or more is scored by the long cycles its holes
//!    lie on: now, each distinct cycle once (the engine proves a cycle once for all the holes
//!    on it); before, each hole's absolute cycle;
//! 3. `climbs` hill climbs of `steps` one-seed moves, with a restart after 200 moves without
//!    progress, look for the most lifts without the census, and for the longest sowing that
//!    ends (a legal move whose animation is longest); each climb's longest sowing is then
//!    traced back through the boards that relay into it, to the earliest start.
//!
//! The top boards are checked against the engine (legal set, relays) and timed through
//! `Position::from_setup`, which proves the position's legal set. Every generator is seeded,
//! so a run prints the same boards every time.
#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::collections::{BTreeMap, HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};
use std::time::Instant;

use madang_engine::sanyao::{Event, Position};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

type Pits = [u8; 10];

/// `SOWN[n]`: a hand of `n` sown from the first hole of a relative board, one seed a hole.
const SOWN: [u64; 64] = {
    let mut t = [0; 64];
    let mut n = 1;
    while n < 64 {
        t[n] = t[n - 1] + (1 << (6 * (n % 10)));
        n += 1;
    }
    t
};

/// Packs `pits` in the frame of `hole`: hole `hole + i` at bit `6 * i`.
fn pack(pits: &Pits, hole: usize) -> u64 {
    (0..10).fold(0, |b, i| b | u64::from(pits[(hole + i) % 10]) << (6 * i))
}

/// The pits of a relative board, its first hole as hole 0.
fn unpack(board: u64) -> Pits {
    std::array::from_fn(|i| ((board >> (6 * i)) & 63) as u8)
}

/// The board seen from `k` holes further on.
fn rotate(board: u64, k: u32) -> u64 {
    let s = 6 * (k % 10);
    (board >> s | board << (60 - s)) & ((1 << 60) - 1)
}

/// One lift: the next relative board and how many holes the frame moved, or `None` if the
/// sowing ends.
fn lift(board: u64) -> Option<(u64, u32)> {
    let hand = (board & 63) as usize;
    let sown = (board & !63) + SOWN[hand];
    let step = ((hand + 1) % 10) as u32;
    ((sown >> (6 * step)) & 63 != 0).then(|| (rotate(sown, step), step))
}

/// The two proofs whose lifts are counted.
#[derive(Clone, Copy, PartialEq)]
enum Frame {
    /// The engine's: relative boards, saved after 1, 2, 4, ... relays.
    Relative,
    /// The former one: absolute board and hole, saved after 1, 3, 7, ... relays.
    Absolute,
}

/// What proving one hole costs, in lifts, and its relays if its sowing ends.
#[derive(Clone, Copy)]
struct Proof {
    lifts: u64,
    ends: Option<u64>,
}

fn prove(pits: &Pits, hole: usize, frame: Frame) -> Proof {
    let mut board = pack(pits, hole);
    let mut at = hole as u64;
    let key = |board: u64, at: u64| match frame {
        Frame::Relative => board,
        Frame::Absolute => board << 4 | at,
    };
    let first = key(board, at);
    let (mut saved, mut relays, mut mark) = (first, 0u64, 1u64);
    loop {
        let Some((next, step)) = lift(board) else {
            return Proof {
                lifts: relays + 1,
                ends: Some(relays),
            };
        };
        (board, at) = (next, (at + u64::from(step)) % 10);
        relays += 1;
        let now = key(board, at);
        if now == saved || now == first {
            return Proof {
                lifts: relays,
                ends: None,
            };
        }
        if relays == mark {
            saved = now;
            mark = if frame == Frame::Relative {
                mark * 2
            } else {
                mark * 2 + 1
            };
        }
    }
}

/// Lifts to prove every occupied hole on its own, and the longest sowing that ends (relays,
/// hole).
fn cost(pits: &Pits, frame: Frame) -> (u64, u64, usize) {
    let (mut lifts, mut longest, mut from) = (0, 0, 0);
    for hole in (0..10).filter(|&h| pits[h] > 0) {
        let proof = prove(pits, hole, frame);
        lifts += proof.lifts;
        if let Some(relays) = proof.ends.filter(|&r| r >= longest) {
            (longest, from) = (relays, hole);
        }
    }
    (lifts, longest, from)
}

/// A quick hasher for packed boards (the standard one is made for untrusted keys).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u64(u64::from(b)));
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0 ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn finish(&self) -> u64 {
        self.0 ^ self.0 >> 29
    }
}

/// A cycle of relative boards.
struct Cycle {
    len: u64,
    /// Holes the frame turns over one lap (the absolute cycle is `10 / gcd(turn, 10)` laps).
    turn: u32,
    /// Endless holes of the census on it.
    hits: u32,
}

/// The cycle a relay from `board` ends on, as (least board on it, length, turn); `None` if
/// the sowing ends.
fn cycle_of(board: u64) -> Option<(u64, u64, u32)> {
    let on = {
        let (mut b, mut saved, mut relays, mut mark) = (board, board, 0u64, 1u64);
        loop {
            b = lift(b)?.0;
            relays += 1;
            if b == saved {
                break b;
            }
            if relays == mark {
                (saved, mark) = (b, mark * 2);
            }
        }
    };
    let (mut b, mut len, mut turn, mut least) = (on, 0, 0, on);
    loop {
        let (next, step) = lift(b)?;
        (b, len, turn, least) = (next, len + 1, (turn + step) % 10, least.min(next));
        if b == on {
            return Some((least, len, turn));
        }
    }
}

/// Position JSON with South controlling every hole and to move (every ending hole is a legal
/// move, every occupied hole is proved); the stores hold the seeds off the board.
fn json(pits: &Pits) -> String {
    let on_board: u32 = pits.iter().map(|&p| u32::from(p)).sum();
    let pits: Vec<String> = pits.iter().map(u8::to_string).collect();
    format!(
        "{{\"pits\":[{}],\"owner\":[0,0,0,0,0,0,0,0,0,0],\"stores\":[{},0],\"turn\":0}}",
        pits.join(","),
        50 - on_board
    )
}

fn validated(text: &str) -> Position {
    Position::from_json(text).unwrap()
}

/// Median time of `runs` calls of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut t: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    t.sort_by(f64::total_cmp);
    t[runs / 2]
}

/// A random board of 50 seeds, or (one time in four) of 30 to 49 with the rest in the stores.
fn random_board(rng: &mut Pcg64Mcg) -> Pits {
    let seeds = if rng.random_range(0..4) == 0 {
        rng.random_range(30..50)
    } else {
        50
    };
    let mut pits = [0; 10];
    for _ in 0..seeds {
        pits[rng.random_range(0..10)] += 1;
    }
    pits
}

/// One seed moved from an occupied hole to another hole, or (rarely) to or from the stores.
fn neighbour(rng: &mut Pcg64Mcg, pits: &Pits) -> Pits {
    let mut next = *pits;
    let on_board: u8 = pits.iter().sum();
    let from = loop {
        let h = rng.random_range(0..10);
        if pits[h] > 0 {
            break h;
        }
    };
    match rng.random_range(0..20) {
        0 if on_board > 2 => next[from] -= 1,
        1 if on_board < 50 => next[rng.random_range(0..10)] += 1,
        _ => {
            next[from] -= 1;
            next[(from + rng.random_range(1..10)) % 10] += 1;
        }
    }
    next
}

/// Hill climbs on `score`, one seeded generator each, sideways moves accepted, restarting
/// from a random board after 200 moves without progress. Returns each climb's best board.
fn climb(climbs: u64, steps: u32, salt: u64, score: impl Fn(&Pits) -> u64) -> Vec<(u64, Pits)> {
    let mut bests = Vec::new();
    for c in 0..climbs {
        let mut rng = Pcg64Mcg::seed_from_u64(salt ^ c);
        let mut board = random_board(&mut rng);
        let (mut s, mut best, mut stuck) = (score(&board), (0, board), 0);
        for _ in 0..steps {
            let next = neighbour(&mut rng, &board);
            let t = score(&next);
            stuck = if t > s { 0 } else { stuck + 1 };
            if t >= s {
                (board, s) = (next, t);
            }
            if s > best.0 {
                best = (s, board);
            }
            if stuck == 200 {
                board = random_board(&mut rng);
                (s, stuck) = (score(&board), 0);
            }
        }
        bests.push(best);
    }
    bests.sort_by_key(|b| std::cmp::Reverse(b.0));
    bests.dedup_by(|a, b| a.1 == b.1);
    bests
}

/// Prints a board's costs: lifts now (holes on one cycle proved once), now with every hole
/// on its own, before, the time `from_setup` takes now, the endless holes and the JSON.
fn report(pits: &Pits, shared: Option<u64>) {
    let (alone, _, _) = cost(pits, Frame::Relative);
    let (before, _, _) = cost(pits, Frame::Absolute);
    let text = json(pits);
    let position = validated(&text);
    let ending: Vec<usize> = (0..10)
        .filter(|&h| pits[h] > 0 && prove(pits, h, Frame::Relative).ends.is_some())
        .collect();
    assert_eq!(position.legal_moves().iter().collect::<Vec<_>>(), ending);
    let endless: Vec<usize> = (0..10)
        .filter(|&h| pits[h] > 0 && !ending.contains(&h))
        .collect();
    let ms = median_ms(5, || drop(validated(&text)));
    let shared = shared.map_or("-".into(), |s| s.to_string());
    println!("{shared} | {alone} | {before} | {ms:.2} | {endless:?} | {text}");
}

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>().unwrap());
    let boards = args.next().unwrap_or(300_000);
    let climbs = args.next().unwrap_or(50);
    let steps = args.next().unwrap_or(2000) as u32;
    let long = 300_000;

    // 1. Census of the cycles met from random boards.
    let started = Instant::now();
    let mut rng = Pcg64Mcg::seed_from_u64(0x5A4);
    let mut cycles: BTreeMap<u64, Cycle> = BTreeMap::new();
    let (mut holes, mut endless) = (0u64, 0u64);
    for _ in 0..boards {
        let pits = random_board(&mut rng);
        for hole in (0..10).filter(|&h| pits[h] > 0) {
            holes += 1;
            if let Some((least, len, turn)) = cycle_of(pack(&pits, hole)) {
                endless += 1;
                cycles
                    .entry(least)
                    .or_insert(Cycle { len, turn, hits: 0 })
                    .hits += 1;
            }
        }
    }
    let mut by_len: Vec<(&u64, &Cycle)> = cycles.iter().collect();
    by_len.sort_by_key(|c| std::cmp::Reverse(c.1.len));
    println!(
        "# Census: {boards} boards, {holes} holes, {endless} endless on {} cycles ({:.0} s)",
        cycles.len(),
        started.elapsed().as_secs_f64()
    );
    println!("lifts (relative) | absolute | seeds | census hits");
    for (least, c) in by_len.iter().take(12) {
        let laps = 10 / gcd(c.turn, 10);
        let seeds: u32 = unpack(**least).iter().map(|&p| u32::from(p)).sum();
        println!(
            "{} | {} | {seeds} | {}",
            c.len,
            c.len * u64::from(laps),
            c.hits
        );
    }

    // 2. Boards with holes on long cycles, scored by the distinct cycles their holes lie on.
    let started = Instant::now();
    let mut on: HashMap<u64, u32, BuildHasherDefault<Mix>> = HashMap::default();
    // (least board, relative length, absolute length) of each long cycle.
    let long_cycles: Vec<(u64, u64, u64)> = by_len
        .iter()
        .filter(|(_, c)| c.len >= long)
        .map(|(&least, c)| (least, c.len, c.len * u64::from(10 / gcd(c.turn, 10))))
        .collect();
    for (id, &(least, len, _)) in long_cycles.iter().enumerate() {
        let mut b = least;
        for _ in 0..len {
            on.insert(b, id as u32);
            b = lift(b).unwrap().0;
        }
    }
    // (lifts now, board) and (lifts before, board), boards turned to their least rotation.
    let mut now: Vec<(u64, u64)> = Vec::new();
    let mut before: Vec<(u64, u64)> = Vec::new();
    for &board in on.keys() {
        let mut ids: Vec<u32> = (0..10)
            .filter_map(|j| on.get(&rotate(board, j)).copied())
            .collect();
        if ids.len() < 2 {
            continue;
        }
        let least = (0..10).map(|j| rotate(board, j)).min().unwrap();
        before.push((
            ids.iter().map(|&id| long_cycles[id as usize].2).sum(),
            least,
        ));
        ids.sort_unstable();
        ids.dedup();
        now.push((
            ids.iter().map(|&id| long_cycles[id as usize].1).sum(),
            least,
        ));
    }
    for scored in [&mut now, &mut before] {
        scored.sort_unstable_by(|a, b| b.cmp(a));
        scored.dedup();
    }
    println!(
        "\n# Boards on long cycles: {} cycles of {long} lifts or more, {} boards ({:.0} s)",
        long_cycles.len(),
        on.len(),
        started.elapsed().as_secs_f64()
    );
    println!("Costliest now:");
    println!("lifts now | each hole alone | before | from_setup now (ms) | endless | JSON");
    let mut shown = HashSet::new();
    for &(shared, board) in now.iter().filter(|s| shown.insert(s.1)).take(5) {
        report(&unpack(board), Some(shared));
    }
    println!("Costliest before:");
    let mut shown = HashSet::new();
    for &(_, board) in before.iter().filter(|s| shown.insert(s.1)).take(3) {
        report(&unpack(board), None);
    }

    // 3. Hill climbs: most lifts (each hole alone), and the longest sowing that ends.
    let started = Instant::now();
    let costly = climb(climbs, steps, 0x5A4, |p| cost(p, Frame::Relative).0);
    println!(
        "\n# Hill climbs for most lifts: {climbs} x {steps} moves ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    println!("lifts now | each hole alone | before | from_setup now (ms) | endless | JSON");
    for (_, pits) in costly.iter().take(3) {
        report(pits, None);
    }
    let started = Instant::now();
    let sowings = climb(climbs, steps, 0x10A6, |p| cost(p, Frame::Relative).1);
    println!(
        "\n# Hill climbs for the longest sowing that ends ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    // Each climb's longest sowing, traced back to where it can start earliest.
    let mut longest: Vec<(u64, Pits)> = sowings
        .iter()
        .map(|(relays, pits)| {
            let (earlier, first) = deepest_start(pack(pits, cost(pits, Frame::Relative).2));
            (relays + earlier, unpack(first))
        })
        .collect();
    longest.sort_by_key(|l| std::cmp::Reverse(l.0));
    longest.dedup();
    println!("relays | hole | events | play now (ms) | JSON (sown from hole 0)");
    for (relays, pits) in longest.iter().take(5) {
        let hole = 0;
        let text = json(pits);
        let position = validated(&text);
        let result = position.play(hole).unwrap();
        let counted = result
            .events
            .iter()
            .filter(|e| matches!(e, Event::Relay { .. }))
            .count();
        assert_eq!(counted as u64, *relays);
        let ms = median_ms(5, || drop(position.play(hole)));
        let events = result.events.len();
        println!("{relays} | {hole} | {events} | {ms:.2} | {text}");
    }
}

/// The boards one relay before `board`: for each hand `h`, the board in the frame of the hole
/// lifted before holds `h / 10` seeds there (the laps) and at least what `h` sows elsewhere.
fn predecessors(board: u64) -> impl Iterator<Item = u64> {
    let seeds: usize = unpack(board).iter().map(|&p| usize::from(p)).sum();
    (1..=seeds).filter_map(move |hand| {
        let step = ((hand + 1) % 10) as u32;
        let sown = rotate(board, 10 - step);
        let enough = (0..10).all(|i| (sown >> (6 * i)) & 63 >= (SOWN[hand] >> (6 * i)) & 63);
        let laps = (sown & 63) as usize == hand / 10;
        let before = (enough && laps).then(|| sown - SOWN[hand] + hand as u64)?;
        assert_eq!(lift(before), Some((board, step)));
        Some(before)
    })
}

/// The most relays that can lead to `board`, and the board they start from (a depth-first
/// search of its predecessors, at most a million boards).
fn deepest_start(board: u64) -> (u64, u64) {
    let (mut best, mut stack, mut budget) = ((0, board), vec![(board, 0)], 1_000_000);
    while let Some((b, depth)) = stack.pop() {
        if depth > best.0 {
            best = (depth, b);
        }
        budget -= 1;
        if budget == 0 {
            break;
        }
        stack.extend(predecessors(b).map(|p| (p, depth + 1)));
    }
    best
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}
