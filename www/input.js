// @ts-check
// Whether the user is driving the page with the keyboard. Focus is moved for them after each
// action (to the first destination, the Finish button, ...); pointer users keep theirs.
import { listen } from './dom.js';

let keyboard = false;

/** Starts tracking; returns the function that stops it. */
export function trackInput() {
  const unbind = [
    listen(document, 'keydown', (/** @type {KeyboardEvent} */ e) => {
      if (!e.metaKey && !e.ctrlKey && !e.altKey) keyboard = true;
    }, { capture: true }),
    listen(document, 'pointerdown', () => { keyboard = false; }, { capture: true }),
  ];
  return () => unbind.forEach((fn) => fn());
}

export const usingKeyboard = () => keyboard;
