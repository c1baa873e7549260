// @ts-check
// Whether the user is driving a game with the keyboard. Focus is moved for them after each
// action (to the first destination, the Finish button, ...); pointer users keep theirs. Each
// game tracks for itself (keys and pointers anywhere in the document count, as a user who
// tabs into a game is a keyboard user there too).
import { listen } from './dom.js';

/**
 * Starts tracking in `doc`.
 * @param {Document} [doc]
 * @returns {{usingKeyboard: () => boolean, stop: () => void}}
 */
export function trackInput(doc = document) {
  let keyboard = false;
  const unbind = [
    listen(doc, 'keydown', (/** @type {KeyboardEvent} */ e) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) keyboard = true;
    }, { capture: true }),
    listen(doc, 'pointerdown', () => { keyboard = false; }, { capture: true }),
  ];
  return { usingKeyboard: () => keyboard, stop: () => unbind.forEach((fn) => fn()) };
}
