// @ts-check
// A kiosk takes a new version of the kit between visitors: once its attract screen shows (or at
// once if it is showing), never in the middle of a visitor's game, and without a notice nobody
// at a gallery screen would answer. The kiosk says which it shows through `madang-kiosk` events.
import { offerUpdates } from '../offline.js';

/**
 * @param {HTMLElement} element a <madang-game kiosk> of a page the kit's worker serves
 */
export function updateBetweenVisitors(element) {
  /** @type {(() => void) | null} */
  let accept = null;
  let between = true;
  element.addEventListener('madang-kiosk', (event) => {
    between = /** @type {CustomEvent} */ (event).detail?.state === 'attract';
    if (between && accept) accept();
  });
  element.addEventListener('madang-ready', () => offerUpdates((take) => {
    accept = take;
    if (between) take();
  }), { once: true });
}
