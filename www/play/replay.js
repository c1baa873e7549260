// @ts-check
// The save that replays a game (`madang-replay/2`): the calls its engine handle took, as the
// record keeps them (www/records/calls.js, each random outcome written down), with what the list
// starts from (the opening, a position, or a record opened), the seed and rules the record
// names, and the position the calls must reach, as a check. Every game is saved so, seeded or
// not: after a reload it stands where it stood, with its whole record, and a seeded game's next
// dice are the seed's. Before it, only a seeded game was saved by replay (`madang-replay/1`: the
// page's own list of calls, which its seed explains); those saves still load.

/** The save format of a replay. */
export const REPLAY_FORMAT = 'madang-replay/2';
/** The earlier one, read still: a seeded game's calls without their outcomes. */
export const REPLAY_V1 = 'madang-replay/1';
/** At most this many calls are kept or replayed; a longer game is saved by its position. */
export const MAX_ACTIONS = 20000;
/** A record the calls start from is at most this long (a longer game is saved by its position). */
export const MAX_RECORD = 1_048_576;

/** Calls that do not replay (a draw that is not the listed one, a call of no known kind). */
export class Unreplayable extends Error {}

/**
 * Whether a save's calls were refused for what they hold (not a bug, which is logged).
 * @param {unknown} e
 */
export function unreplayable(e) {
  return e instanceof Unreplayable || e instanceof SyntaxError;
}

/**
 * What a replay save says of the list's book, checked: its seed and rules, and its calls.
 * @param {Record<string, any>} data @param {'ssangnyuk' | 'sanyao'} game
 * @returns {{seed: string | null, rules: string | null, calls: unknown[]} | null} null: not one
 */
export function bookOf(data, game) {
  const { seed = null, rules = null, calls } = data;
  if (data.game !== game || !Array.isArray(calls) || calls.length === 0 || calls.length > MAX_ACTIONS) return null;
  if ((seed !== null && typeof seed !== 'string') || (rules !== null && typeof rules !== 'string')) return null;
  const first = calls[0];
  if (isObject(first) && 'record' in first && (typeof first.record !== 'string' || first.record.length > MAX_RECORD)) return null;
  return { seed, rules, calls };
}

/**
 * Whether a game's calls can be saved to replay: not too many, and any record they start from
 * not too long.
 * @param {{calls: unknown[]}} book
 */
export function replayable({ calls }) {
  const first = calls[0];
  return calls.length > 0 && calls.length <= MAX_ACTIONS
    && !(isObject(first) && typeof first.record === 'string' && first.record.length > MAX_RECORD);
}

/** @param {unknown} v @returns {v is Record<string, any>} */
export function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
