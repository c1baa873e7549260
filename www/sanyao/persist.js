// @ts-check
// A match in progress survives a reload. Stored: the engine's own position export (with every
// match field, the round that just ended included), the move log, and whether the round card
// was open. On the way back everything is untrusted: the engine validates the position (its
// last round too), the log is checked entry by entry, and any failure simply starts a fresh
// match. The round card comes back from the engine's state, never from storage. A match
// against the computer is kept apart from one for two players, and comes back only for the
// same level and side. Each game on a page has its own slots (www/play/saves.js).
import { createSlots } from '../play/saves.js';
import { refusal } from '../errors.js';
import { MAX_LOG } from './log.js';

/** The page's own game's key, and the keys it used before games had their own. */
const OLD = { base: 'madang.sanyao', legacy: { people: 'madang.sanyao.v1', computer: 'madang.sanyao.computer.v1' } };
const MAX_POSITION = 20000;
/** v1 stored the round summary itself; its position has no last round, so no card comes back. */
const VERSION = 2;

/** @typedef {import('./labels.js').LogEntry} LogEntry */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoGame} SanyaoGame */
/** Who plays: null for two players, else the computer's level and the visitor's side, as `level/side`. @typedef {string | null} Mode */

/**
 * The saves of one match.
 * @param {string | null} saveKey the base of its storage keys; null: nothing is saved
 */
export function createPersist(saveKey) {
  const slots = createSlots(saveKey, OLD);

  /**
   * @param {Pick<SanyaoGame, 'exportPosition'>} game
   * @param {LogEntry[]} log
   * @param {boolean} card the round card is open
   * @param {boolean} over the match is over (nothing to keep)
   * @param {Mode} mode
   */
  function save(game, log, card, over, mode) {
    if (over) return slots.clear(mode);
    slots.save(mode, { v: VERSION, mode, position: game.exportPosition(), log: log.slice(-MAX_LOG), card });
  }

  /** @param {Mode} mode */
  function clear(mode) {
    slots.clear(mode);
  }

  /**
   * Continues the saved match in `game`; null if there is none or it does not validate.
   * @param {Pick<SanyaoGame, 'importPosition'>} game
   * @param {Mode} mode only restore a match with the same players
   * @returns {{log: LogEntry[], card: boolean} | null} `card`: the round card was open (the
   *   caller shows it again from the state's last round)
   */
  function restore(game, mode) {
    const data = slots.load(mode);
    if (!isObject(data) || (data.v !== 1 && data.v !== VERSION) || typeof data.position !== 'string' || data.position.length > MAX_POSITION) return null;
    // Saves from before computer players carry no mode: they were matches for two players.
    if ((data.mode ?? null) !== mode) return null;
    try {
      game.importPosition(data.position);
    } catch (e) {
      refusal(e);
      return null;
    }
    const log = Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEntry) : [];
    return { log, card: data.card === true };
  }

  return { save, clear, restore };
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v @param {number} lo @param {number} hi */
const int = (v, lo, hi) => Number.isInteger(v) && /** @type {number} */ (v) >= lo && /** @type {number} */ (v) <= hi;
/** @param {unknown} v */
const player = (v) => v === 0 || v === 1;

/** @param {unknown} e @returns {e is LogEntry} */
function isEntry(e) {
  if (!isObject(e)) return false;
  if (e.k === 'move') return player(e.p) && int(e.h, 0, 9) && int(e.r, 0, 100000) && int(e.c, 0, 50);
  if (e.k === 'pass') return player(e.p);
  if (e.k === 'round') return int(e.n, 1, 1e9) && int(e.s, 0, 50) && int(e.o, 0, 50);
  return false;
}
