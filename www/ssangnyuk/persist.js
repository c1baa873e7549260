// @ts-check
// The game in progress survives a reload. What is stored: the position at the start of the
// turn (the engine's own export), the dice and steps taken so far, and the move log. On the
// way back everything is untrusted: the engine validates the position and replays the steps;
// any failure simply starts a fresh game.
import { loadJson, saveJson, remove } from '../storage.js';

const KEY = 'madang.ssangnyuk.v1';
const MAX_LOG = 2000;

/** @typedef {import('./view.js').EngineState} EngineState */
/** @typedef {import('./labels.js').RecordEvent} RecordEvent */
/** @typedef {{position: string, dice: number[] | null, taken: {from: unknown, to: unknown, dice: number[]}[], log: RecordEvent[]}} Saved */

/**
 * @param {{exportPosition: () => string}} game
 * @param {EngineState} s
 * @param {RecordEvent[]} earlier log entries from before the last restore
 */
export function save(game, s, earlier) {
  if (s.phase !== 'roll' && s.phase !== 'move') return remove(KEY);
  saveJson(KEY, {
    v: 1,
    position: game.exportPosition(),
    dice: s.phase === 'move' ? s.dice : null,
    taken: s.phase === 'move' ? s.taken.map(({ from, to, dice }) => ({ from, to, dice })) : [],
    log: [...earlier, ...s.record].slice(-MAX_LOG),
  });
}

export function clear() {
  remove(KEY);
}

/**
 * Rebuilds the saved game into `game`; returns the earlier log, or null if there is nothing
 * usable (then the caller starts afresh with a new handle, since a failed step may have
 * left this one mid-replay).
 * @param {{importPosition: (json: string) => EngineState, rollDice: (a: number, b: number) => EngineState,
 *   takeStep: (step: object) => EngineState}} game
 * @param {string | null} wantedPreset only restore a game played under this rule set (null: any)
 * @returns {RecordEvent[] | null}
 */
export function restore(game, wantedPreset) {
  const data = loadJson(KEY);
  if (!isObject(data) || data.v !== 1 || typeof data.position !== 'string' || data.position.length > 4000) return null;
  try {
    let s = game.importPosition(data.position);
    if (wantedPreset !== null && s.rules.preset !== wantedPreset) return null;
    if (Array.isArray(data.dice)) {
      const [a, b] = data.dice;
      if (!isDie(a) || !isDie(b)) return null;
      s = game.rollDice(a, b);
      const taken = Array.isArray(data.taken) ? data.taken.slice(0, 8) : [];
      for (const step of taken) {
        if (!isObject(step)) return null;
        s = game.takeStep({ from: step.from, to: step.to, dice: step.dice });
      }
    }
  } catch {
    return null;
  }
  return Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEvent) : [];
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v */
function isDie(v) {
  return Number.isInteger(v) && /** @type {number} */ (v) >= 1 && /** @type {number} */ (v) <= 6;
}

/** @param {unknown} v */
const isColor = (v) => v === 'white' || v === 'black';

/** @param {unknown} e @returns {e is RecordEvent} */
function isEvent(e) {
  if (!isObject(e)) return false;
  if (e.type === 'jaengdu') return isDie(e.white) && isDie(e.black);
  const dice = Array.isArray(e.dice) && e.dice.length === 2 && e.dice.every(isDie);
  if (e.type === 'played') return isColor(e.color) && dice && typeof e.notation === 'string' && /^[\w/*() -]{1,80}$/.test(e.notation);
  if (e.type === 'passed') return isColor(e.color) && dice && (e.reason === 'bar_blocked' || e.reason === 'no_move');
  return false;
}
