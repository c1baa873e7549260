//! The memo of a walk under a cap that binds: which (board, dice left, depth) were expanded.

use alloc::vec::Vec;

/// The set of (board, dice left, depth) already expanded: open addressing over board keys
/// with the dice left in their free bits 0-3 and the depth in 124-126 (bit 127 always set,
/// so 0 marks a free slot), grown before it is half full.
pub(super) struct Memo {
    slots: Vec<u128>,
    len: usize,
}

impl Memo {
    pub(super) fn new(used: bool) -> Memo {
        Memo {
            slots: if used {
                alloc::vec![0; 256]
            } else {
                Vec::new()
            },
            len: 0,
        }
    }

    fn slot(slots: &[u128], key: u128) -> usize {
        let mixed = ((key >> 64) as u64 ^ key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        (mixed >> 32) as usize & (slots.len() - 1)
    }

    /// Adds `key`; false if it was there already.
    pub(super) fn insert(&mut self, key: u128) -> bool {
        if self.slots.is_empty() {
            return true;
        }
        if (self.len + 1) * 2 > self.slots.len() {
            let grown = alloc::vec![0; self.slots.len() * 2];
            let old = core::mem::replace(&mut self.slots, grown);
            for k in old.into_iter().filter(|&k| k != 0) {
                Self::place(&mut self.slots, k);
            }
        }
        let fresh = Self::place(&mut self.slots, key);
        self.len += usize::from(fresh);
        fresh
    }

    fn place(slots: &mut [u128], key: u128) -> bool {
        let mask = slots.len() - 1;
        let mut i = Self::slot(slots, key);
        loop {
            match slots[i] {
                0 => {
                    slots[i] = key;
                    return true;
                }
                k if k == key => return false,
                _ => i = (i + 1) & mask,
            }
        }
    }
}
