// @ts-check
// Rebuilds a Ssangnyuk game from the calls its record keeps (www/records/calls.js) into a fresh
// handle of the page's engine, which then stands exactly where the saved one stood: same
// position, same roll and steps, and for a game whose dice come from a seed, the same dice
// generator, so its next rolls are the seed's. What was random is given back as it fell: an
// unseeded jaengdu is the opening with its starter to move and the throw's dice as the first
// roll (the engine's state is then the same but for its event list, whose missing part the
// save's log gives back); an unseeded roll is given as dice. A seeded handle draws again and
// must draw what the list says. A game opened from a record starts at that record's end, with
// its seed's dice going on as www/records/open.js gives them (one draw of two dice per jaengdu
// throw and per roll, whatever the position, so rolling from the record's end position as often
// as the record rolled brings the generator where it was).
import { SsangnyukGame } from '../pkg/madang_wasm.js';
import { isObject, Unreplayable, MAX_ACTIONS } from '../play/replay.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').PresetName} PresetName */

/**
 * A new handle that took `calls`; throws if they do not replay (the engine's refusal, or a
 * seeded draw that is not the listed one). The handle is not tracked.
 * @param {{seed: string | null, rules: string | null, calls: unknown[]}} book
 * @returns {SsangnyukGame}
 */
export function rebuildSsangnyuk({ seed, rules, calls }) {
  const first = calls[0];
  const { handle, seeded, rest } = isObject(first) && typeof first.record === 'string' ? fromRecord(first, calls.slice(1))
    : isObject(first) && typeof first.p === 'string' ? fromPosition(rules, first.p, calls.slice(1))
      : fromOpening(rules, seed, calls);
  try {
    for (const c of rest) play(handle, c, seeded);
    return handle;
  } catch (e) {
    handle.free();
    throw e;
  }
}

/**
 * @param {string | null} rules @param {string} position @param {unknown[]} rest
 * @returns {{handle: SsangnyukGame, seeded: boolean, rest: unknown[]}}
 */
function fromPosition(rules, position, rest) {
  const handle = new SsangnyukGame(/** @type {PresetName | null} */ (rules), null);
  guard(handle, () => handle.importPosition(position));
  return { handle, seeded: false, rest };
}

/**
 * The opening: a seeded handle throws its jaengdu again; an unseeded one is given the decisive
 * throw as the starter's first roll.
 * @param {string | null} rules @param {string | null} seed @param {unknown[]} calls
 * @returns {{handle: SsangnyukGame, seeded: boolean, rest: unknown[]}}
 */
function fromOpening(rules, seed, calls) {
  const handle = new SsangnyukGame(/** @type {PresetName | null} */ (rules), seed);
  if (seed !== null) return { handle, seeded: true, rest: calls };
  let n = 0;
  while (isObject(calls[n]) && Array.isArray(/** @type {any} */ (calls[n]).j)) n++;
  const last = /** @type {{j: unknown[]} | undefined} */ (calls[n - 1]);
  if (last && last.j[0] !== last.j[1]) {
    const [w, b] = /** @type {[number, number]} */ (last.j);
    guard(handle, () => {
      const opening = JSON.parse(handle.exportPosition());
      opening.turn = w > b ? 'white' : 'black';
      handle.importPosition(JSON.stringify(opening));
      handle.rollDice(w, b);
    });
  }
  return { handle, seeded: false, rest: calls.slice(n) };
}

/**
 * A record's end: `at` its position (at the start of the turn) and `dice` the roll it stands on.
 * @param {Record<string, any>} first @param {unknown[]} rest
 * @returns {{handle: SsangnyukGame, seeded: boolean, rest: unknown[]}}
 */
function fromRecord(first, rest) {
  const { at, dice } = first;
  if (typeof at !== 'string' || (dice != null && !Array.isArray(dice))) throw new Unreplayable('no position for the record\'s end');
  const record = JSON.parse(first.record);
  const rules = typeof record.rules === 'string' ? record.rules : null;
  const seed = typeof record.seed === 'string' ? record.seed : null;
  // The record was read when it was opened; its lengths are checked again (storage is untrusted).
  if (seed !== null && Array.isArray(record.jaengdu) && Array.isArray(record.turns)
    && record.jaengdu.length + record.turns.length <= MAX_ACTIONS) {
    const handle = new SsangnyukGame(rules, seed);
    try {
      let s = handle.state();
      for (let i = 0; i < record.jaengdu.length; i++) s = handle.throwJaengdu();
      for (let k = 1; k < record.turns.length; k++) {
        handle.importPosition(at);
        s = handle.roll();
      }
      if (dice != null) {
        if (handle.exportPosition() !== at || !same(s.roll?.dice, dice)) throw new Unreplayable('the seed does not give the record\'s dice');
      } else handle.importPosition(at);
      return { handle, seeded: true, rest };
    } catch {
      // Not the seed's dice after all: the record's end as it stands, as the page opened it.
      handle.free();
    }
  }
  const handle = new SsangnyukGame(rules, null);
  guard(handle, () => {
    handle.importPosition(at);
    if (dice != null) handle.rollDice(dice[0], dice[1]);
  });
  return { handle, seeded: false, rest };
}

/**
 * One call into the handle; a seeded handle's own throws and rolls must fall as listed.
 * @param {SsangnyukGame} handle @param {unknown} c @param {boolean} seeded
 */
function play(handle, c, seeded) {
  if (c === 'f') handle.finishTurn();
  else if (!isObject(c)) throw new Unreplayable('not a call');
  else if (isObject(c.s)) handle.takeStep({ from: c.s.from, to: c.s.to, dice: c.s.dice });
  else if (Array.isArray(c.j)) {
    if (!seeded) throw new Unreplayable('a jaengdu throw after the game began');
    const e = handle.throwJaengdu().record.findLast((x) => x.type === 'jaengdu');
    if (e?.type !== 'jaengdu' || !same([e.white, e.black], c.j)) throw new Unreplayable('the seed throws another jaengdu');
  } else if (Array.isArray(c.r)) {
    if (!seeded || c.given) {
      handle.rollDice(c.r[0], c.r[1]);
      return;
    }
    const s = handle.roll();
    const last = s.record.at(-1);
    const got = s.roll ? s.roll.dice : last && last.type !== 'jaengdu' ? last.dice : [];
    if (!same(got, c.r)) throw new Unreplayable('the seed rolls other dice');
  } else throw new Unreplayable('not a call');
}

/** @param {SsangnyukGame} handle @param {() => void} steps */
function guard(handle, steps) {
  try {
    steps();
  } catch (e) {
    handle.free();
    throw e;
  }
}

/** @param {unknown} a @param {unknown} b */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
