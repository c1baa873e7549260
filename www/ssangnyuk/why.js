// @ts-check
// Why not, on the Ssangnyuk board: the step a refused tap asks about, and the engine's answer.
// The game handle answers for the turn as it stands (`why`: the board now, the dice left, the
// steps taken), at its start and in the middle of it alike.
import { isMadangError } from '../errors.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').Color} Color */
/** @typedef {{legal: false, reason: import('../pkg/madang_wasm.js').SsangnyukRefusal, rule: string}} Refusal */

/**
 * The place `pips` ahead of `from` along `color`'s track (White runs 24 to 1, Black 1 to 24,
 * both from the bar), or off the board past its end.
 * @param {Color} color @param {number | 'bar'} from @param {number} pips
 * @returns {number | 'off'}
 */
export function ahead(color, from, pips) {
  const along = (from === 'bar' ? 0 : color === 'white' ? 25 - from : from) + pips;
  if (along >= 25) return 'off';
  return color === 'white' ? 25 - along : along;
}

/**
 * The start or end a board key names for the side to move: its bar, a point, or its tray
 * (off); null for anything else (the other side's bar or tray).
 * @param {string} key @param {Color} color
 * @returns {number | 'bar' | 'off' | null}
 */
function placeOf(key, color) {
  if (key === `bar-${color}`) return 'bar';
  if (key === `off-${color}`) return 'off';
  const point = /^p(\d+)$/.exec(key);
  return point ? Number(point[1]) : null;
}

/**
 * Why a tap on `key` is no move now: with a checker picked, the step from it to `key`; with
 * none, a checker on `key` moved by each die left in turn (the higher first), the first refusal
 * kept. Null when there is nothing to explain: a legal step, a place that is no start or end,
 * or a question the engine refused (logged).
 * @param {SsangnyukState} s
 * @param {(from: number | 'bar', to: number | 'off') => import('../pkg/madang_wasm.js').WhyAnswer<import('../pkg/madang_wasm.js').SsangnyukRefusal>} why
 *   the game handle's answer for a step now
 * @param {string | null} picked the picked checker's key
 * @param {string} key
 * @returns {Refusal | null}
 */
export function whyTap(s, why, picked, key) {
  if (s.phase !== 'move' || !s.roll) return null;
  const color = s.position.turn;
  const from = placeOf(picked ?? key, color);
  if (from === null || from === 'off') return null;
  const left = [...new Set(s.roll.toPlay.filter((d) => !d.used).map((d) => d.value))].sort((x, y) => y - x);
  /** @type {(number | 'off' | 'bar' | null)[]} */
  const ends = picked ? [placeOf(key, color)] : left.map((d) => ahead(color, from, d));
  try {
    for (const to of ends) {
      if (to === null || to === 'bar') return null;
      const answer = why(from, to);
      if (!answer.legal) return answer;
    }
  } catch (e) {
    if (isMadangError(e)) console.warn(`why not: the engine refused the question (${e.kind})`);
    else console.error(e);
  }
  return null;
}
