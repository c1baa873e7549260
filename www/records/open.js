// @ts-check
// Opening a record: the records package reads it (replaying every move, refusing the first bad
// one), and the game is handed to the page's engine as text at the record's end. A seeded
// Ssangnyuk record keeps its dice: a fresh page handle with the same seed throws the same
// jaengdu, then rolls once from the start of each turn (an import keeps the handle's dice
// generator), so its next roll is the one the seed gives next. Loaded only when a record is
// opened.
import { SsangnyukGame, SanyaoGame } from '../pkg/madang_wasm.js';
import { loadRecords } from './load.js';

/**
 * What an opened record gives the game: a page handle at its end (untracked), the record's
 * events for the log (Ssangnyuk), and the record text, which later records start from.
 * @typedef {{handle: SsangnyukGame, events: import('../pkg/madang_wasm.js').SsangnyukEvent[], text: string}} OpenedSsangnyuk
 * @typedef {{handle: SanyaoGame, text: string}} OpenedSanyao
 */

/**
 * Reads a Ssangnyuk record; throws the engine's MadangError (with `at`, `index`, `reason`) for a
 * record it refuses.
 * @param {string} text @returns {Promise<OpenedSsangnyuk>}
 */
export async function openSsangnyuk(text) {
  const pkg = await loadRecords();
  const read = pkg.SsangnyukGame.fromRecord(text, null);
  try {
    const s = read.state();
    const seed = seedOf(text);
    const handle = (seed !== null && seededHandle(pkg, text, seed, s)) || plainHandle(read, s);
    return { handle, events: s.record, text };
  } finally {
    read.free();
  }
}

/**
 * A page handle at the record's end, its dice going on from the seed; null if they do not
 * come out as the record has them.
 * @param {import('./load.js').RecordsPackage} pkg @param {string} text @param {string} seed
 * @param {import('../pkg-records/madang_wasm.js').SsangnyukState} end
 * @returns {SsangnyukGame | null}
 */
function seededHandle(pkg, text, seed, end) {
  const { positions } = pkg.ssangnyukReplay(text);
  const record = JSON.parse(text);
  const handle = new SsangnyukGame(record.rules ?? 'seed', seed);
  try {
    let s = handle.state();
    for (let i = 0; i < record.jaengdu.length; i++) s = handle.throwJaengdu();
    // Turn 1 plays the jaengdu's dice; each later turn rolled from the position it started at.
    const turns = /** @type {{dice: number[], play?: string}[]} */ (record.turns);
    for (let k = 1; k < turns.length; k++) {
      handle.importPosition(/** @type {string} */ (positions[k]));
      s = handle.roll();
      const dice = s.roll?.dice ?? /** @type {any} */ (s.record.at(-1))?.dice;
      if (JSON.stringify(dice) !== JSON.stringify(turns[k]?.dice)) throw new Error('the seed does not give the record\'s dice');
    }
    if (end.phase === 'move') {
      // A roll not yet played: the handle stands on it already.
      if (handle.exportPosition() !== exportOf(pkg, text)) throw new Error('not at the record\'s end');
    } else {
      handle.importPosition(exportOf(pkg, text));
    }
    return handle;
  } catch {
    handle.free();
    return null;
  }
}

/** @param {import('./load.js').RecordsPackage} pkg @param {string} text */
function exportOf(pkg, text) {
  const g = pkg.SsangnyukGame.fromRecord(text, null);
  try {
    return g.exportPosition();
  } finally {
    g.free();
  }
}

/**
 * A page handle at the record's end, the roll it stands on given as dice.
 * @param {import('../pkg-records/madang_wasm.js').SsangnyukGame} read
 * @param {import('../pkg-records/madang_wasm.js').SsangnyukState} s
 */
function plainHandle(read, s) {
  const handle = new SsangnyukGame(s.rules.preset ?? 'seed', null);
  handle.importPosition(read.exportPosition());
  if (s.phase === 'move' && s.roll) handle.rollDice(s.roll.dice[0], s.roll.dice[1]);
  return handle;
}

/**
 * A San Yao record: no dice, so its end position is the whole continuation.
 * @param {string} text @returns {Promise<OpenedSanyao>}
 */
export async function openSanyao(text) {
  const pkg = await loadRecords();
  const read = pkg.SanyaoGame.fromRecord(text, null);
  try {
    const handle = new SanyaoGame(null);
    handle.importPosition(read.exportPosition());
    return { handle, text };
  } finally {
    read.free();
  }
}

/** The record's seed (the engine has read the text and checked it). @param {string} text */
function seedOf(text) {
  const seed = JSON.parse(text).seed;
  return typeof seed === 'string' ? seed : null;
}
