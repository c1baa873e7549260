//! What every handle holds: its state behind a cell that says `freed` after `free()` and
//! `busy` when a call comes back in from a getter of its own argument, instead of trapping.
//!
//! Every exported method takes `&self`, reads and checks its arguments first, and only then
//! borrows the state, so a JavaScript callback running during argument reading never finds the
//! state half-changed, and a failed call leaves it as it was.

use crate::error::{BoundaryKind, Failure};
use core::cell::RefCell;

/// A handle's state, or nothing once freed.
pub struct Slot<T>(RefCell<Option<T>>);

impl<T> Slot<T> {
    /// A slot holding `value`.
    pub fn new(value: T) -> Slot<T> {
        Slot(RefCell::new(Some(value)))
    }

    /// Reads the state.
    pub fn with<R>(&self, f: impl FnOnce(&T) -> Result<R, Failure>) -> Result<R, Failure> {
        let cell = self.0.try_borrow().map_err(|_| busy())?;
        f(cell.as_ref().ok_or_else(freed)?)
    }

    /// Changes the state; `f` must leave it unchanged when it fails.
    pub fn with_mut<R>(&self, f: impl FnOnce(&mut T) -> Result<R, Failure>) -> Result<R, Failure> {
        let mut cell = self.0.try_borrow_mut().map_err(|_| busy())?;
        f(cell.as_mut().ok_or_else(freed)?)
    }

    /// Drops the state: later calls fail with `freed` (freeing twice is harmless).
    pub fn free(&self) -> Result<(), Failure> {
        let mut cell = self.0.try_borrow_mut().map_err(|_| busy())?;
        *cell = None;
        Ok(())
    }
}

fn freed() -> Failure {
    Failure::new(
        BoundaryKind::Freed,
        "this handle was freed with free(); make a new one",
    )
}

fn busy() -> Failure {
    Failure::new(
        BoundaryKind::Busy,
        "this handle is in the middle of another call (from a getter of its argument)",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_freed_slot_says_so_and_a_busy_one_too() {
        let slot = Slot::new(1);
        assert_eq!(slot.with(|v| Ok(*v)), Ok(1));
        let nested = slot.with(|_| slot.with_mut(|v| Ok(*v)));
        assert_eq!(nested.map_err(|e| e.kind()), Err("busy"));
        assert_eq!(slot.with(|v| Ok(*v)), Ok(1));
        assert_eq!(slot.free(), Ok(()));
        assert_eq!(slot.with(|v| Ok(*v)).map_err(|e| e.kind()), Err("freed"));
        assert_eq!(slot.free(), Ok(()));
    }
}
