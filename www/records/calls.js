// @ts-check
// What writes a game's record: every call that changed its engine handle, each random outcome
// written down as it came out (the jaengdu's throw, a roll's dice, San Yao's first starter), so
// the calls replay exactly into a handle of the records package (www/records/write.js), seeded
// or not. The page's engine has no record calls (they would weigh 43 KB gzipped on every load);
// this list is how a game crosses over. An import (a restored save) starts the list again from
// that position, so a record can always be written: it then starts from that position.
//
// Entries, Ssangnyuk: `{j: [white, black]}` a jaengdu throw, `{r: [a, b], given?}` a roll
// (`given`: dice from outside, not the seed's), `{s: {from, to, dice}}` a step, `f` a finished
// turn, `{p: text}` the position imported. San Yao: `{d: starter}` the first starter drawn, a
// hole sown, `a` an advance, `{p: text}`. Both: `{record: text, at, dice?}` first, for a game
// opened from a record (www/records/open.js), which goes on from that record's end: `at` is the
// page's position there and `dice` the roll it stands on, so a save rebuilds it without the
// records package (www/<game>/rebuild.js).

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukGame} SsangnyukGame */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoGame} SanyaoGame */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {{game: 'ssangnyuk' | 'sanyao', seed: string | null, rules: string | null, calls: unknown[]}} Calls */

/** @type {WeakMap<object, Calls>} */
const books = new WeakMap();

/**
 * The calls of `handle` so far (with the seed and rules it was made with), or null for a handle
 * that was never tracked.
 * @param {object} handle @returns {Calls | null}
 */
export function callsOf(handle) {
  return books.get(handle) ?? null;
}

/**
 * Wraps `handle`'s methods so that each call it accepts (a refused one throws, and changes
 * nothing) goes into its list, with what came out of it where it was random.
 * @template {object} H
 * @param {H} handle @param {Calls} book
 * @param {Record<string, (calls: unknown[], out: any, ...args: any[]) => void>} writers
 * @returns {H}
 */
function wrap(handle, book, writers) {
  const h = /** @type {Record<string, (...args: any[]) => unknown>} */ (/** @type {unknown} */ (handle));
  for (const [name, write] of Object.entries(writers)) {
    const call = h[name].bind(handle);
    h[name] = (...args) => {
      const out = call(...args);
      write(book.calls, out, ...args);
      return out;
    };
  }
  books.set(handle, book);
  return handle;
}

/**
 * The first call of a game opened from a record: the record, and where the page's handle stands
 * at its end.
 * @param {SsangnyukGame | SanyaoGame} handle
 * @param {string} text the record
 */
export function recordStart(handle, text) {
  const s = handle.state();
  const dice = 'phase' in s && s.phase === 'move' && s.roll ? [...s.roll.dice] : null;
  return { record: text, at: handle.exportPosition(), ...(dice ? { dice } : {}) };
}

/** @param {unknown[]} calls @param {string} text */
function restart(calls, text) {
  calls.length = 0;
  calls.push({ p: text });
}

/**
 * Tracks a fresh Ssangnyuk handle (phase jaengdu).
 * @template {Pick<SsangnyukGame, 'state' | 'exportPosition' | 'importPosition' | 'throwJaengdu' | 'roll' | 'rollDice' | 'takeStep' | 'undo' | 'finishTurn'>} G
 * @param {G} game @param {string | null} seed the seed it was made with @param {string | null} rules its preset
 * @param {unknown[]} [calls] what made the handle what it is, for a handle that is not fresh
 * @returns {G}
 */
export function trackSsangnyuk(game, seed, rules, calls = []) {
  return wrap(game, { game: 'ssangnyuk', seed, rules, calls }, {
    throwJaengdu: (c, /** @type {SsangnyukState} */ s) => {
      const e = s.record.findLast((x) => x.type === 'jaengdu');
      if (e?.type === 'jaengdu') c.push({ j: [e.white, e.black] });
    },
    roll: (c, /** @type {SsangnyukState} */ s) => { c.push({ r: diceOf(s) }); },
    rollDice: (c, _s, /** @type {number} */ a, /** @type {number} */ b) => { c.push({ r: [a, b], given: true }); },
    takeStep: (c, _s, /** @type {any} */ step) => { c.push({ s: { from: step.from, to: step.to, dice: [...step.dice] } }); },
    // Undoing the step just taken is as if it was never taken.
    undo: (c) => { if (isObject(c.at(-1)) && 's' in /** @type {object} */ (c.at(-1))) c.pop(); },
    finishTurn: (c) => { c.push('f'); },
    importPosition: (c, _s, /** @type {string} */ text) => { restart(c, text); },
  });
}

/**
 * The dice a roll gave: the roll to play, or the pass it became at once.
 * @param {SsangnyukState} s @returns {number[]}
 */
function diceOf(s) {
  if (s.roll) return [...s.roll.dice];
  const last = s.record.at(-1);
  return last && last.type !== 'jaengdu' ? [...last.dice] : [];
}

/**
 * Tracks a fresh San Yao handle (round 1, its starter drawn).
 * @template {Pick<SanyaoGame, 'state' | 'exportPosition' | 'importPosition' | 'play' | 'advance'>} G
 * @param {G} game @param {string | null} seed
 * @param {unknown[]} [calls] what made the handle what it is, for a handle that is not fresh
 * @returns {G}
 */
export function trackSanyao(game, seed, calls = [{ d: game.state().position.starter }]) {
  return wrap(game, { game: 'sanyao', seed, rules: null, calls }, {
    play: (c, _m, /** @type {number} */ hole) => { c.push(hole); },
    advance: (c) => { c.push('a'); },
    importPosition: (c, _s, /** @type {string} */ text) => { restart(c, text); },
  });
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function isObject(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
