// @ts-check
// How fast sowing is shown: slow, normal, fast or instant, remembered between visits. A user
// who prefers reduced motion always gets instant, whatever is stored.
import { loadJson, saveJson } from '../storage.js';

const KEY = 'madang.sanyao.speed';
/** @typedef {'slow' | 'normal' | 'fast' | 'instant'} Speed */
/** @type {Speed[]} */
export const SPEEDS = ['slow', 'normal', 'fast', 'instant'];
/** Duration multiplier of each speed (instant: nothing is animated). */
const FACTOR = { slow: 1.9, normal: 1, fast: 0.32, instant: 0 };

/** @returns {Speed} the stored choice (untrusted: anything else is normal) */
export function loadSpeed() {
  const v = loadJson(KEY);
  return SPEEDS.includes(/** @type {Speed} */ (v)) ? /** @type {Speed} */ (v) : 'normal';
}

/** @param {Speed} speed */
export function saveSpeed(speed) {
  saveJson(KEY, speed);
}

export function reducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The duration factor in force (0: draw the result at once). @param {Speed} speed */
export function factorOf(speed) {
  return reducedMotion() ? 0 : FACTOR[speed];
}
