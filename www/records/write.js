// @ts-check
// A game's record, written by the records package: the calls the page's handle took
// (www/records/calls.js) are played into a handle of that package, which exports the record.
// A seeded game whose every die (or first starter) came from its seed is replayed from that
// seed, so the record names it and its dice go on when the record is opened; any other game
// starts from what was written down: its jaengdu throws or first starter (a record holding only
// those, read by the engine), the position a restored save began from, or the record it was
// opened from.
import { loadRecords } from './load.js';
import { callsOf } from './calls.js';

/** @typedef {import('./load.js').RecordsPackage} RecordsPackage */
/** @typedef {import('./calls.js').Calls} Calls */
/** @typedef {Record<string, string>} Meta */

/**
 * The record (madang-record/1 JSON text) of the game on `handle`, a tracked handle of the page's
 * engine. Throws if the handle was never tracked, or if the replay does not end where the page
 * is (a bug: the record would be another game).
 * @param {{exportPosition(): string}} handle @param {Meta} meta
 * @param {RecordsPackage} [loaded] the records package (default: loaded from the page's origin)
 * @returns {Promise<string>}
 */
export async function writeRecord(handle, meta, loaded) {
  const book = callsOf(handle);
  if (!book) throw new Error('this game was not tracked: no record can be written');
  const pkg = loaded ?? await loadRecords();
  const game = book.game === 'ssangnyuk' ? ssangnyuk(pkg, book) : sanyao(pkg, book);
  try {
    if (game.exportPosition() !== handle.exportPosition()) throw new Error('the record does not end where the game is');
    return game.exportRecord(meta);
  } finally {
    game.free();
  }
}

/**
 * A record of the position `text` (a record) ends at, and nothing before it: `start` and, for a
 * Ssangnyuk roll not yet played, that turn's dice. No seed (a seeded game's dice before it would
 * be needed to go on alike), no meta. What a position link carries.
 * @param {string} text @param {RecordsPackage} [loaded]
 * @returns {Promise<string>}
 */
export async function positionRecord(text, loaded) {
  const pkg = loaded ?? await loadRecords();
  if (JSON.parse(text).game === 'sanyao') {
    const end = pkg.SanyaoGame.fromRecord(text, null);
    const game = new pkg.SanyaoGame(null);
    try {
      game.importPosition(end.exportPosition());
      return game.exportRecord({});
    } finally {
      end.free();
      game.free();
    }
  }
  const end = pkg.SsangnyukGame.fromRecord(text, null);
  const s = end.state();
  const game = new pkg.SsangnyukGame(s.rules.preset ?? 'seed', null);
  try {
    game.importPosition(end.exportPosition());
    if (s.phase === 'move' && s.roll) game.rollDice(/** @type {number} */ (s.roll.dice[0]), /** @type {number} */ (s.roll.dice[1]));
    return game.exportRecord({});
  } finally {
    end.free();
    game.free();
  }
}

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * @param {RecordsPackage} pkg @param {Calls} book
 * @returns {import('../pkg-records/madang_wasm.js').SsangnyukGame}
 */
function ssangnyuk(pkg, book) {
  const { calls } = book;
  const rules = /** @type {import('../pkg-records/madang_wasm.js').PresetName} */ (book.rules ?? 'seed');
  const first = calls[0];
  const opened = isObject(first) && typeof first.record === 'string' ? first.record : null;
  // Dice from the seed: a seeded game never given dice nor a position, or a seeded record's
  // continuation (its records handle rolls on from the seed).
  const fromSeed = calls.every((c) => !isObject(c) || !('p' in c || c.given))
    && (opened !== null ? typeof JSON.parse(opened).seed === 'string' : book.seed !== null);
  if (fromSeed) {
    const game = opened !== null ? pkg.SsangnyukGame.fromRecord(opened, null) : new pkg.SsangnyukGame(rules, book.seed);
    try {
      if (replaySsangnyuk(game, opened !== null ? calls.slice(1) : calls, true)) return game;
    } catch {
      // Not the seed's game after all: written from its throws and dice below.
    }
    game.free();
  }
  /** @type {import('../pkg-records/madang_wasm.js').SsangnyukGame} */
  let game;
  let rest = calls.slice(1);
  if (opened !== null) {
    game = pkg.SsangnyukGame.fromRecord(opened, null);
  } else if (isObject(first) && typeof first.p === 'string') {
    game = new pkg.SsangnyukGame(rules, null);
    game.importPosition(first.p);
  } else {
    rest = calls;
    const throws = [];
    while (isObject(rest[0]) && Array.isArray(rest[0].j)) {
      throws.push(rest[0].j);
      rest = rest.slice(1);
    }
    const last = throws.at(-1);
    // Only ties so far leave the game at the opening (the engine reads no undecided jaengdu).
    game = last && last[0] !== last[1]
      ? pkg.SsangnyukGame.fromRecord(JSON.stringify({ format: 'madang-record/1', game: 'ssangnyuk', rules, jaengdu: throws, turns: [] }), 0)
      : new pkg.SsangnyukGame(rules, null);
  }
  if (!replaySsangnyuk(game, rest, false)) {
    game.free();
    throw new Error('the game\'s calls do not replay');
  }
  return game;
}

/**
 * Plays `calls` into `game`; false when a seeded replay draws other dice than the game had.
 * @param {import('../pkg-records/madang_wasm.js').SsangnyukGame} game @param {unknown[]} calls
 * @param {boolean} seeded throws and rolls come from the handle's seed (checked against the list)
 */
function replaySsangnyuk(game, calls, seeded) {
  for (const c of calls) {
    if (c === 'f') game.finishTurn();
    else if (!isObject(c)) return false;
    else if (c.s) game.takeStep(c.s);
    else if (c.j) {
      if (!seeded) return false;
      const e = game.throwJaengdu().record.findLast((x) => x.type === 'jaengdu');
      if (e?.type !== 'jaengdu' || e.white !== c.j[0] || e.black !== c.j[1]) return false;
    } else if (c.r) {
      if (!seeded) {
        game.rollDice(c.r[0], c.r[1]);
        continue;
      }
      const s = game.roll();
      const got = s.roll ? s.roll.dice : s.record.at(-1)?.type === 'jaengdu' ? [] : /** @type {any} */ (s.record.at(-1)).dice;
      if (JSON.stringify(got) !== JSON.stringify(c.r)) return false;
    } else return false;
  }
  return true;
}

/**
 * @param {RecordsPackage} pkg @param {Calls} book
 * @returns {import('../pkg-records/madang_wasm.js').SanyaoGame}
 */
function sanyao(pkg, book) {
  const [first, ...rest] = book.calls;
  /** @type {import('../pkg-records/madang_wasm.js').SanyaoGame} */
  let game;
  if (isObject(first) && typeof first.record === 'string') {
    game = pkg.SanyaoGame.fromRecord(first.record, null);
  } else if (isObject(first) && typeof first.p === 'string') {
    game = new pkg.SanyaoGame(null);
    game.importPosition(first.p);
  } else if (isObject(first) && (first.d === 0 || first.d === 1)) {
    const seeded = book.seed === null ? null : new pkg.SanyaoGame(book.seed);
    if (seeded && seeded.state().position.starter === first.d) game = seeded;
    else {
      seeded?.free();
      const rounds = [{ round: 1, starter: first.d, moves: [] }];
      game = pkg.SanyaoGame.fromRecord(JSON.stringify({ format: 'madang-record/1', game: 'sanyao', rounds }), 0);
    }
  } else throw new Error('the match\'s calls do not replay');
  for (const c of rest) {
    if (c === 'a') game.advance();
    else if (typeof c === 'number') game.play(c);
    else {
      game.free();
      throw new Error('the match\'s calls do not replay');
    }
  }
  return game;
}
