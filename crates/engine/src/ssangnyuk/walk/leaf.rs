//! The walk's records: a step in one byte, and a sequence found with the board it ends on.

/// One step as the walk records it, in one byte: the source's track progress (0 the bar) in
/// bits 0-4, the die in bits 5-6 (0 the higher, 1 the lower, 2 both as one jump), a hit in bit
/// 7. Where it lands follows from the source and the die.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Code(u8);

impl Code {
    pub(super) fn new(from: u8, die: u8, hit: bool) -> Code {
        Code(from | die << 5 | u8::from(hit) << 7)
    }

    pub(super) fn from(self) -> u8 {
        self.0 & 31
    }

    pub(super) fn die(self) -> u8 {
        (self.0 >> 5) & 3
    }

    pub(super) fn hit(self) -> bool {
        self.0 & 128 != 0
    }
}

/// A sequence the walk reported: its steps, and the board it ends on as a key plus the
/// mover's bar and off counts.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Leaf {
    /// The board key with the number of steps in the free bits 0-3, so it sorts as the plays
    /// are kept: by board, then fewest steps. In two halves (high, low), so that a leaf takes
    /// 24 bytes, not the 32 a `u128`'s alignment asks, and its list allocates without
    /// alignment (wasm's allocator pays for that).
    pub(super) key: [u64; 2],
    pub(super) path: [Code; 4],
    pub(super) len: u8,
    pub(super) bar: u8,
    pub(super) off: u8,
}

impl Leaf {
    pub(super) fn new(key: u128, path: [Code; 4], len: u8, bar: u8, off: u8) -> Leaf {
        Leaf {
            key: [(key >> 64) as u64, key as u64],
            path,
            len,
            bar,
            off,
        }
    }

    /// The key as one number, for comparing.
    pub(super) fn key(&self) -> u128 {
        u128::from(self.key[0]) << 64 | u128::from(self.key[1])
    }
}
