//! A position seen from one side: checkers counted by track progress for both sides.

use madang_engine::ssangnyuk::{Color, Position};

/// Progress index of the bar (the start of the track).
pub const BAR: usize = 0;
/// Progress index of the checkers borne off.
pub const OFF: usize = 25;

/// Checkers of `me` and `opp` by progress along each one's own track: 0 is the bar, 1-24 the
/// points in the order the side meets them, 25 borne off. `me` at progress p stands on the
/// same point as `opp` at progress 25 - p.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// The side the view is for.
    pub me: [u8; 26],
    /// Its opponent.
    pub opp: [u8; 26],
}

fn side(pos: &Position, color: Color) -> [u8; 26] {
    let mut v = [0u8; 26];
    v[BAR] = pos.bar(color);
    v[OFF] = pos.off(color);
    for (p, slot) in (1..=24).zip(&mut v[1..OFF]) {
        *slot = pos.count(color, color.point_at(p));
    }
    v
}

impl View {
    /// `pos` as `color` sees it.
    pub fn new(pos: &Position, color: Color) -> View {
        View {
            me: side(pos, color),
            opp: side(pos, color.opponent()),
        }
    }

    /// The same position seen by the other side.
    pub fn flipped(&self) -> View {
        View {
            me: self.opp,
            opp: self.me,
        }
    }

    /// Pips `side` still has to travel (a bar checker travels the whole track).
    pub fn pips(side: &[u8; 26]) -> u32 {
        side.iter()
            .enumerate()
            .take(25)
            .map(|(p, &n)| u32::from(n) * (25 - p as u32))
            .sum()
    }

    /// The rearmost progress of `side` still on the track (25 when all are off).
    pub fn rearmost(side: &[u8; 26]) -> usize {
        side.iter().position(|&n| n > 0).unwrap_or(OFF)
    }

    /// Whether the two sides can still meet (hit or block each other).
    pub fn contact(&self) -> bool {
        View::rearmost(&self.me) + View::rearmost(&self.opp) < 25
    }
}
