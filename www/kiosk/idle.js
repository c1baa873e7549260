// @ts-check
// The kiosk's idle clock: `idle` runs once `seconds` pass with no touch, key or wheel inside
// `target`; `activity` hears every one of those (the "Still playing?" question is answered by
// any touch). Listening in the capture phase sees touches the game itself stops.
import { listen } from '../dom.js';

const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'];

/**
 * @param {EventTarget} target
 * @param {number} seconds
 * @param {{idle: () => void, activity: () => void}} on
 * @returns {{start: () => void, stop: () => void, destroy: () => void}}
 */
export function createIdle(target, seconds, on) {
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  let running = false;
  const arm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = running ? setTimeout(() => { timer = null; on.idle(); }, seconds * 1000) : null;
  };
  const unbind = EVENTS.map((type) => listen(target, type, () => {
    on.activity();
    arm();
  }, { capture: true, passive: true }));
  return {
    /** (Re)starts the clock from now. */
    start() {
      running = true;
      arm();
    },
    stop() {
      running = false;
      arm();
    },
    destroy() {
      running = false;
      arm();
      unbind.forEach((fn) => fn());
    },
  };
}
