//! Putting a walk's leaves in the order of their plays: by board key, then fewest steps, then
//! walk order.

use super::super::position::Color;
use super::Leaf;
use alloc::vec::Vec;

/// Sorts leaves by board key, fewest steps, then walk order, and keeps the first of each
/// board. The few dozen leaves of a two-dice walk sort quickest by insertion. A walk for Black
/// meets its boards almost in descending key order (its sources go from point 1 up, and moving
/// a checker off a lower point raises the key more), so its leaves are reversed first and
/// equal keys then keep their walk order by going before each other. White's walk gives one
/// ascending run per first step, the runs interleaved (on the backgammon corpus about 12 leaves
/// and 30 pairs out of order, near random), so no cheaper order is known: finding each place by
/// bisection and moving the block measured slower (2026-12-03).
pub(super) fn keep_distinct(leaves: &mut Vec<Leaf>, color: Color) {
    let n = leaves.len();
    if n > 48 {
        sort_by_key(leaves);
    } else if color == Color::Black {
        leaves.reverse();
        insertion_sort::<true>(leaves);
    } else {
        insertion_sort::<false>(leaves);
    }
    leaves.dedup_by(|a, b| (a.key() ^ b.key()) >> 4 == 0);
}

/// Sorts by key, stably: one instance of the library's sort for every caller, since each
/// instance adds kilobytes to the page's wasm.
pub(super) fn sort_by_key(leaves: &mut [Leaf]) {
    leaves.sort_by_key(Leaf::key);
}

/// Sorts by key, stably, or with `REVERSED` (leaves in reverse walk order) so that equal keys
/// end in walk order.
fn insertion_sort<const REVERSED: bool>(leaves: &mut [Leaf]) {
    for i in 1..leaves.len() {
        let leaf = leaves[i];
        let mut j = i;
        while j > 0
            && if REVERSED {
                leaves[j - 1].key() >= leaf.key()
            } else {
                leaves[j - 1].key() > leaf.key()
            }
        {
            leaves[j] = leaves[j - 1];
            j -= 1;
        }
        leaves[j] = leaf;
    }
}
