// @ts-check
// The kiosk's idle clock: `idle` runs once `seconds` pass with no touch, key or wheel inside
// `target` while the visitor is the one to act; `activity` hears every one of those (the
// "Still playing?" question is answered by any touch). Listening in the capture phase sees
// touches the game itself stops. While the game is busy (the computer's turn, a sowing shown)
// the clock is held: a visitor watching the computer think is not idle, and the computer's
// slow first move must not ask "Still playing?" before the visitor has had a turn.
import { listen } from '../dom.js';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

/**
 * @param {EventTarget} target
 * @param {number} seconds
 * @param {{idle: () => void, activity: () => void}} on
 * @returns {{start: () => void, stop: () => void, hold: (busy: boolean) => void, destroy: () => void}}
 */
export function createIdle(target, seconds, on) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let running = false;
  let held = false;
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = running && !held ? setTimeout(() => { timer = null; on.idle(); }, seconds * 1000) : null;
  };
  const unbind = EVENTS.map((type) => listen(target, type, () => {
    on.activity();
    arm();
  }, { capture: true, passive: true }));
  return {
    /**
     * (Re)starts the clock from now, for a new game now on the board; held if the game said it
     * was busy since `stop` (its computer may have begun its turn while the game loaded).
     */
    start() {
      running = true;
      arm();
    },
    /** Stops the clock and forgets the last game's busy state: the next game tells its own. */
    stop() {
      running = false;
      held = false;
      arm();
    },
    /**
     * Holds the clock while the game is busy; once it waits for the visitor again the whole
     * idle time starts from then.
     * @param {boolean} busy
     */
    hold(busy) {
      if (busy === held) return;
      held = busy;
      arm();
    },
    destroy() {
      running = false;
      arm();
      unbind.forEach((fn) => fn());
    },
  };
}
