// @ts-check
// The game in progress survives a reload, with its whole record. Every game is stored by what
// replays it (`format: madang-replay/2`, www/play/replay.js): the calls its record keeps
// (www/records/calls.js: the jaengdu throws, each roll's dice, steps, finished turns, and what
// the list starts from), the seed and rules, the move log, and the position and dice it must
// reach, as a check. www/ssangnyuk/rebuild.js plays them into a fresh handle: a seeded game's
// dice go on from its seed, and Download after the reload gives the record it gave before. A
// game too long for that, or one that storage will not take so, is stored by its position at
// the start of the turn (the engine's own export), the dice and steps taken so far, and the log
// (`v: 1`): it comes back where it was, its record starting there. Seeded games saved by the
// earlier replay (`madang-replay/1`, the page's own list of calls) still load.
//
// On the way back everything is untrusted: the engine validates the position or replays every
// call. A save for other players or other rules is left alone (not restored); one that cannot be
// read (not JSON, unknown format, refused by the engine, a replay that ends elsewhere) is set
// aside under `<slot>.unreadable` with a notice, and a fresh game starts. A game against the
// computer is kept apart from one for two players, and comes back only for the same level and
// side. Each game on a page has its own slots, and each seed and rule set its own
// (www/play/saves.js).
import { createSlots, seededKeyFor, plainSeed } from '../play/saves.js';
import { REPLAY_FORMAT, REPLAY_V1, MAX_ACTIONS, bookOf, replayable, unreplayable } from '../play/replay.js';
import { refusal } from '../errors.js';
import { trackSsangnyuk, callsOf } from '../records/calls.js';
import { rebuildSsangnyuk } from './rebuild.js';

/** The page's own game's key, and the keys it used before games had their own. */
const OLD = { base: 'madang.ssangnyuk', legacy: { people: 'madang.ssangnyuk.v1', computer: 'madang.ssangnyuk.computer.v1' } };
const MAX_LOG = 2000;
const MAX_POSITION = 4000;
const UNREADABLE = 'unreadable';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukGame} SsangnyukGame */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */
/** Who plays: null for two players, else the computer's level and the visitor's side, as `level/side`. @typedef {string | null} Mode */
/** @typedef {Pick<SsangnyukGame, 'exportPosition' | 'importPosition' | 'state' | 'throwJaengdu' | 'roll' | 'rollDice' | 'takeStep' | 'undo' | 'finishTurn'>} Handle */

/**
 * The saves of one game.
 * @param {string | null} saveKey the base of its storage keys; null: nothing is saved
 * @param {{seed?: string | null, preset?: string | null, onUnreadable?: () => void}} [game] the
 *   seed the engine accepted (a seeded game is saved by replay, in slots of its own), the rule
 *   set's preset name, and what tells the visitor a save was set aside
 */
export function createPersist(saveKey, { seed = null, preset = null, onUnreadable = () => {} } = {}) {
  const rules = preset ?? 'seed';
  // The engine reads an empty seed as none, so that game is kept like any unseeded one.
  const plain = seed === null || seed === '' ? null : plainSeed(seed);
  const slots = createSlots(plain === null ? saveKey : seededKeyFor(saveKey, plain, rules), OLD);

  /**
   * A new handle of this game: its calls kept for its record and its save.
   * @template {Handle} G @param {G} game @returns {G}
   */
  function tracked(game) {
    return trackSsangnyuk(game, plain, rules);
  }

  /**
   * @param {Pick<SsangnyukGame, 'exportPosition'>} game
   * @param {SsangnyukState} s
   * @param {SsangnyukEvent[]} earlier log entries from before the last restore
   * @param {Mode} mode
   */
  function save(game, s, earlier, mode) {
    if (s.phase !== 'roll' && s.phase !== 'move') return slots.clear(mode);
    const dice = s.phase === 'move' && s.roll ? s.roll.dice : null;
    const book = callsOf(game);
    const position = game.exportPosition();
    const log = [...earlier, ...s.record].slice(-MAX_LOG);
    if (book && replayable(book) && slots.save(mode, {
      format: REPLAY_FORMAT, game: 'ssangnyuk', mode, seed: book.seed, rules: book.rules, calls: book.calls, position, dice, log,
    })) return;
    // Too long to replay, or storage will not take it: the position keeps the game itself.
    slots.save(mode, {
      v: 1,
      mode,
      position,
      dice,
      taken: s.phase === 'move' ? s.taken.map(({ from, to, dice }) => ({ from, to, dice })) : [],
      log,
    });
  }

  /** @param {Mode} mode */
  function clear(mode) {
    slots.clear(mode);
  }

  /**
   * Rebuilds the saved game: into `game`, a fresh handle of this game, or into a new handle
   * that replaces it (`game` is then freed); returns the handle and the log from before its own
   * events, or null if there is nothing usable (then the caller starts afresh with a new handle,
   * since a failed step may have left this one mid-replay).
   * @param {SsangnyukGame} game
   * @param {string | null} wantedPreset only restore a game played under this rule set (null: any)
   * @param {Mode} mode only restore a game with the same players
   * @returns {{game: SsangnyukGame, earlier: SsangnyukEvent[]} | null}
   */
  function restore(game, wantedPreset, mode) {
    // Every call of the restored game, seeded or not, goes into its record (www/records/).
    if (!callsOf(game)) trackSsangnyuk(game, plain, rules);
    const stored = slots.load(mode);
    if (stored === null) return null;
    const got = stored.ok ? read(game, stored.value, wantedPreset, mode) : UNREADABLE;
    if (got === null || Array.isArray(got)) return got && { game, earlier: got };
    if (got !== UNREADABLE) {
      game.free();
      return got;
    }
    slots.setAside(mode);
    onUnreadable();
    return null;
  }

  /**
   * @param {Handle} game @param {unknown} data @param {string | null} wantedPreset @param {Mode} mode
   * @returns {SsangnyukEvent[] | {game: SsangnyukGame, earlier: SsangnyukEvent[]} | null | typeof UNREADABLE}
   */
  function read(game, data, wantedPreset, mode) {
    if (!isObject(data)) return UNREADABLE;
    // Saves from before computer players carry no mode: they were games for two players.
    if ((data.mode ?? null) !== mode) return null;
    if (data.format === REPLAY_FORMAT) return rebuild(data, wantedPreset);
    if (data.format === REPLAY_V1 && plain !== null) return replay(game, data);
    if (data.v !== 1 || typeof data.position !== 'string' || data.position.length > MAX_POSITION) return UNREADABLE;
    try {
      const s = game.importPosition(data.position);
      if (wantedPreset !== null && s.rules.preset !== wantedPreset) return null;
      if (Array.isArray(data.dice)) {
        // The engine checks the dice and each step as it takes them.
        game.rollDice(data.dice[0], data.dice[1]);
        const taken = Array.isArray(data.taken) ? data.taken.slice(0, 8) : [];
        for (const step of taken) {
          if (!isObject(step)) return UNREADABLE;
          game.takeStep({ from: step.from, to: step.to, dice: step.dice });
        }
      }
    } catch (e) {
      refusal(e);
      return UNREADABLE;
    }
    return Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEvent) : [];
  }

  /**
   * A new handle that took the saved calls, tracked with them; it must end where it was saved.
   * @param {Record<string, any>} data @param {string | null} wantedPreset
   * @returns {{game: SsangnyukGame, earlier: SsangnyukEvent[]} | null | typeof UNREADABLE}
   */
  function rebuild(data, wantedPreset) {
    const book = bookOf(data, 'ssangnyuk');
    if (book === null || typeof data.position !== 'string') return UNREADABLE;
    let handle;
    try {
      handle = rebuildSsangnyuk(book);
    } catch (e) {
      if (!unreplayable(e)) refusal(e);
      return UNREADABLE;
    }
    const s = handle.state();
    const dice = s.phase === 'move' && s.roll ? s.roll.dice : null;
    if (handle.exportPosition() !== data.position || JSON.stringify(dice) !== JSON.stringify(data.dice ?? null)) {
      handle.free();
      return UNREADABLE;
    }
    if (wantedPreset !== null && s.rules.preset !== wantedPreset) {
      handle.free();
      return null;
    }
    const log = Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEvent) : [];
    // The log holds the whole game; the handle's own events are its end.
    const earlier = log.slice(0, Math.max(0, log.length - s.record.length));
    return { game: trackSsangnyuk(handle, book.seed, book.rules, [...book.calls]), earlier };
  }

  /**
   * Plays the calls of a `madang-replay/1` save into the fresh handle; the game must end where it
   * was saved.
   * @param {Handle} game @param {Record<string, any>} data
   * @returns {SsangnyukEvent[] | typeof UNREADABLE} no earlier log: the engine's record holds the whole game
   */
  function replay(game, data) {
    const { actions } = data;
    if (data.game !== 'ssangnyuk' || data.seed !== plain || data.rules !== rules || !Array.isArray(actions)
      || actions.length > MAX_ACTIONS || typeof data.position !== 'string') return UNREADABLE;
    /** @type {SsangnyukState | null} */
    let s = null;
    try {
      for (const a of actions) {
        s = a === 'j' ? game.throwJaengdu() : a === 'r' ? game.roll() : a === 'f' ? game.finishTurn()
          : a === 'u' ? game.undo() : isObject(a) ? game.takeStep({ from: a.from, to: a.to, dice: a.dice }) : null;
        if (s === null) return UNREADABLE;
      }
    } catch (e) {
      refusal(e);
      return UNREADABLE;
    }
    s ??= game.state();
    const dice = s.phase === 'move' && s.roll ? s.roll.dice : null;
    if (game.exportPosition() !== data.position || JSON.stringify(dice) !== JSON.stringify(data.dice ?? null)) return UNREADABLE;
    // Tracked from the start, the handle's record list holds the replayed game (the next save is a v2).
    return [];
  }

  return { save, clear, restore, track: tracked };
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

/** @param {unknown} e @returns {e is SsangnyukEvent} */
function isEvent(e) {
  if (!isObject(e)) return false;
  if (e.type === 'jaengdu') return isDie(e.white) && isDie(e.black);
  const dice = Array.isArray(e.dice) && e.dice.length === 2 && e.dice.every(isDie);
  if (e.type === 'played') return isColor(e.color) && dice && typeof e.notation === 'string' && /^[\w/*() -]{1,80}$/.test(e.notation);
  if (e.type === 'passed') return isColor(e.color) && dice && (e.reason === 'bar_blocked' || e.reason === 'no_move');
  return false;
}
