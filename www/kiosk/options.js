// @ts-check
// What `kiosk` and `idle-seconds` accept, for the element's attributes and the page's and the
// iframe's URL alike. Anything else falls back to the default (no kiosk; 90 seconds) with a
// console warning, as the element's other attributes do.

/** Seconds without a touch before a kiosk goes back to its attract screen, unless told. */
export const IDLE_DEFAULT = 90;
/** Shorter would reset a visitor who stops to think; longer than an hour is no idle reset. */
export const IDLE_MIN = 2;
export const IDLE_MAX = 3600;

const ON = ['', '1', 'true', 'yes', 'on', 'kiosk'];
const OFF = ['0', 'false', 'no', 'off'];
/** Longest value quoted in a warning. */
const MAX_TEXT = 64;

/**
 * Whether kiosk mode is asked for: a bare `kiosk` attribute or `kiosk=1`/`true` is; an absent
 * one or `0`/`false` is not.
 * @param {string | null} raw @param {(message: string) => void} warn @param {string} [who]
 */
export function readKiosk(raw, warn, who = '<madang-game>') {
  if (raw === null) return false;
  const value = raw.trim().toLowerCase();
  if (ON.includes(value)) return true;
  if (!OFF.includes(value)) warn(`${who}: unknown kiosk "${raw.slice(0, MAX_TEXT)}"; using no kiosk mode (one of 1, true, 0, false)`);
  return false;
}

/**
 * The idle time in whole seconds, from IDLE_MIN to IDLE_MAX.
 * @param {string | null} raw @param {(message: string) => void} warn @param {string} [who]
 */
export function readIdleSeconds(raw, warn, who = '<madang-game>') {
  if (raw === null) return IDLE_DEFAULT;
  const value = raw.trim();
  const n = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (n >= IDLE_MIN && n <= IDLE_MAX) return n;
  warn(`${who}: unknown idle-seconds "${raw.slice(0, MAX_TEXT)}"; using "${IDLE_DEFAULT}" (whole seconds from ${IDLE_MIN} to ${IDLE_MAX})`);
  return IDLE_DEFAULT;
}

/**
 * Seconds the "Still playing?" question waits for an answer: 15, or the idle time when that
 * is shorter (a kiosk set to reset quickly asks quickly too).
 * @param {number} idleSeconds
 */
export function countdownFor(idleSeconds) {
  return Math.min(15, idleSeconds);
}
