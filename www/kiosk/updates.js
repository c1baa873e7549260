// @ts-check
// A kiosk takes a new version of the kit between visitors: once its attract screen shows (or at
// once if it is showing), never in the middle of a visitor's game, and without a notice nobody
// at a gallery screen would answer. The kiosk says which it shows through `madang-kiosk` events.
// Each attract screen checks for a new version itself (a museum's new build is taken at the
// next pause, not at the hourly check), and a version that takes over while a visitor plays
// (Chromium may let one take over late: scripts/kit-worker.mjs) reloads the page only once the
// attract screen shows again.
import { holdReloadWhile, offerUpdates, reloadIfDue, takeUpdate } from '../offline.js';

/** When a handover did not happen (fetches that never paused), how long until the next try. */
const RETRY_MS = 20000;

/**
 * @param {HTMLElement} element a <madang-game kiosk> of a page the kit's worker serves
 */
export function updateBetweenVisitors(element) {
  let between = true;
  let ready = false;
  /** A check under way (one at a time), and the next try planned. */
  let checking = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retry = null;
  holdReloadWhile(() => !between);
  const take = async () => {
    if (!ready || !between || checking) return;
    checking = true;
    if (retry !== null) clearTimeout(retry);
    retry = null;
    try {
      // Handed over: the page reloads on the new version's `controllerchange`. Not handed over
      // while something waits: another try while the attract screen lasts.
      if (await takeUpdate(() => between) === 'later' && between) retry = setTimeout(() => { take().catch(() => {}); }, RETRY_MS);
    } finally {
      checking = false;
    }
  };
  element.addEventListener('madang-kiosk', (event) => {
    between = /** @type {CustomEvent} */ (event).detail?.state === 'attract';
    if (!between) return;
    reloadIfDue();
    take().catch(() => {});
  });
  element.addEventListener('madang-ready', () => {
    ready = true;
    take().catch(() => {});
    // A version found later by the page's own check (the attract screen may show for hours).
    offerUpdates(() => { take().catch(() => {}); });
  }, { once: true });
}
