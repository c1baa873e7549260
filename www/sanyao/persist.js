// @ts-check
// A match in progress survives a reload. Stored: the engine's own position export (with every
// match field), the move log, and the round summary still waiting to be read. On the way back
// everything is untrusted: the engine validates the position, the log and summary are checked
// field by field, and any failure simply starts a fresh match. A match against the computer is
// kept apart from one for two players, and comes back only for the same level and side.
import { loadJson, saveJson, remove } from '../storage.js';
import { MAX_LOG } from './log.js';

const KEY = 'madang.sanyao.v1';
const KEY_COMPUTER = 'madang.sanyao.computer.v1';
const MAX_POSITION = 20000;

/** @typedef {import('./labels.js').LogEntry} LogEntry */
/** @typedef {import('./labels.js').RoundSummary} RoundSummary */
/** @typedef {{exportPosition: () => string, importPosition: (json: string) => any}} Handle */
/** Who plays: null for two players, else the computer's level and the visitor's side, as `level/side`. @typedef {string | null} Mode */

/** @param {Mode} mode */
const keyOf = (mode) => (mode === null ? KEY : KEY_COMPUTER);

/**
 * @param {Handle} game
 * @param {LogEntry[]} log
 * @param {RoundSummary | null} summary a round card not yet dismissed
 * @param {boolean} over the match is over (nothing to keep)
 * @param {Mode} mode
 */
export function save(game, log, summary, over, mode) {
  if (over) return remove(keyOf(mode));
  saveJson(keyOf(mode), { v: 1, mode, position: game.exportPosition(), log: log.slice(-MAX_LOG), summary });
}

/** @param {Mode} mode */
export function clear(mode) {
  remove(keyOf(mode));
}

/**
 * Continues the saved match in `game`; null if there is none or it does not validate.
 * @param {Handle} game
 * @param {Mode} mode only restore a match with the same players
 * @returns {{log: LogEntry[], summary: RoundSummary | null} | null}
 */
export function restore(game, mode) {
  const data = loadJson(keyOf(mode));
  if (!isObject(data) || data.v !== 1 || typeof data.position !== 'string' || data.position.length > MAX_POSITION) return null;
  // Saves from before computer players carry no mode: they were matches for two players.
  if ((data.mode ?? null) !== mode) return null;
  let s;
  try {
    s = game.importPosition(data.position);
  } catch {
    return null;
  }
  const log = Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEntry) : [];
  // A summary is shown again only if it is the round that just ended before this position.
  const summary = isSummary(data.summary) && s?.position?.round === data.summary.round + 1
    && s.position.stores[0] === 0 && s.position.stores[1] === 0 ? data.summary : null;
  return { log, summary };
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** @param {unknown} v @param {number} lo @param {number} hi */
const int = (v, lo, hi) => Number.isInteger(v) && /** @type {number} */ (v) >= lo && /** @type {number} */ (v) <= hi;
/** @param {unknown} v */
const player = (v) => v === 0 || v === 1;
/** @param {unknown} v */
const playerOrNull = (v) => v === null || player(v);

/** @param {unknown} e @returns {e is LogEntry} */
function isEntry(e) {
  if (!isObject(e)) return false;
  if (e.k === 'move') return player(e.p) && int(e.h, 0, 9) && int(e.r, 0, 100000) && int(e.c, 0, 50);
  if (e.k === 'pass') return player(e.p);
  if (e.k === 'round') return int(e.n, 1, 1e9) && int(e.s, 0, 50) && int(e.o, 0, 50);
  return false;
}

/** @param {unknown} r @returns {r is RoundSummary} */
function isSummary(r) {
  if (!isObject(r)) return false;
  const reasons = ['fewer_than_two_seeds', 'repetition', 'no_moves'];
  const loanOk = r.loan === null || (isObject(r.loan) && int(r.loan.hole, 0, 9) && int(r.loan.seeds, 1, 4));
  return int(r.round, 1, 1e9) && reasons.includes(r.reason)
    && Array.isArray(r.totals) && r.totals.length === 2 && r.totals.every((n) => int(n, 0, 50))
    && playerOrNull(r.winner) && playerOrNull(r.next_starter) && playerOrNull(r.match_winner)
    && Array.isArray(r.sons) && r.sons.length <= 5 && r.sons.every((h) => int(h, 0, 9)) && loanOk;
}
