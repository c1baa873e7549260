// @ts-check
// A match in progress survives a reload, with its whole record. Every match is stored by what
// replays it (`format: madang-replay/2`, www/play/replay.js): the calls its record keeps
// (www/records/calls.js: round 1's starter, the holes sown, each advance, and what the list
// starts from), its seed, the move log, whether the round card was open, and the position it
// must reach, as a check. www/sanyao/rebuild.js plays them into a fresh handle, and Download
// after the reload gives the record it gave before. A match too long for that, or one that
// storage will not take so, is stored by the engine's own position export (with every match
// field, the round that just ended included), the log and the card (`v: 2`): it comes back where
// it was, its record starting there. Seeded matches saved by the earlier replay
// (`madang-replay/1`: the holes sown) still load, as do `v: 1` position saves.
//
// On the way back everything is untrusted: the engine validates the position (its last round
// too) or replays every move, the log is checked entry by entry. A save for other players is
// left alone (not restored); one that cannot be read (not JSON, unknown format, refused by the
// engine, a replay that ends elsewhere) is set aside under `<slot>.unreadable` with a notice,
// and a fresh match starts. The round card comes back from the engine's state, never from
// storage. A match against the computer is kept apart from one for two players, and comes back
// only for the same level and side. Each game on a page has its own slots, and each seed its
// own (www/play/saves.js).
import { createSlots, seededKeyFor, plainSeed } from '../play/saves.js';
import { REPLAY_FORMAT, REPLAY_V1, MAX_ACTIONS, bookOf, replayable, unreplayable } from '../play/replay.js';
import { refusal } from '../errors.js';
import { trackSanyao, callsOf } from '../records/calls.js';
import { rebuildSanyao } from './rebuild.js';
import { MAX_LOG } from './log.js';
import { entriesOf } from './view.js';

/** The page's own game's key, and the keys it used before games had their own. */
const OLD = { base: 'madang.sanyao', legacy: { people: 'madang.sanyao.v1', computer: 'madang.sanyao.computer.v1' } };
const MAX_POSITION = 20000;
/** v1 stored the round summary itself; its position has no last round, so no card comes back. */
const VERSION = 2;
const UNREADABLE = 'unreadable';

/** @typedef {import('./labels.js').LogEntry} LogEntry */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoGame} SanyaoGame */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoState} SanyaoState */
/** Who plays: null for two players, else the computer's level and the visitor's side, as `level/side`. @typedef {string | null} Mode */
/** @typedef {Pick<SanyaoGame, 'exportPosition' | 'importPosition' | 'state' | 'play' | 'advance'>} Handle */

/**
 * The saves of one match.
 * @param {string | null} saveKey the base of its storage keys; null: nothing is saved
 * @param {{seed?: string | null, onUnreadable?: () => void}} [match] the seed the engine
 *   accepted (a seeded match is saved by replay, in slots of its own), and what tells the
 *   visitor a save was set aside
 */
export function createPersist(saveKey, { seed = null, onUnreadable = () => {} } = {}) {
  // The engine reads an empty seed as none, so that game is kept like any unseeded one.
  const plain = seed === null || seed === '' ? null : plainSeed(seed);
  const slots = createSlots(plain === null ? saveKey : seededKeyFor(saveKey, plain), OLD);

  /**
   * A new handle of this match: its calls kept for its record and its save.
   * @template {Handle} G @param {G} game @returns {G}
   */
  function tracked(game) {
    return trackSanyao(game, plain);
  }

  /**
   * @param {Pick<SanyaoGame, 'exportPosition'>} game
   * @param {LogEntry[]} log
   * @param {boolean} card the round card is open
   * @param {boolean} over the match is over (nothing to keep)
   * @param {Mode} mode
   */
  function save(game, log, card, over, mode) {
    if (over) return slots.clear(mode);
    const book = callsOf(game);
    const position = game.exportPosition();
    const kept = log.slice(-MAX_LOG);
    if (book && replayable(book) && slots.save(mode, {
      format: REPLAY_FORMAT, game: 'sanyao', mode, seed: book.seed, calls: book.calls, position, log: kept, card,
    })) return;
    // Too long to replay, or storage will not take it: the position keeps the match itself.
    slots.save(mode, { v: VERSION, mode, position, log: kept, card });
  }

  /** @param {Mode} mode */
  function clear(mode) {
    slots.clear(mode);
  }

  /**
   * Continues the saved match: in `game`, a fresh handle of this match, or in a new handle that
   * replaces it (`game` is then freed); null if there is none or it does not validate (then the
   * caller starts afresh with a new handle, since a refused move may have left this one
   * mid-replay).
   * @param {SanyaoGame} game
   * @param {Mode} mode only restore a match with the same players
   * @returns {{game: SanyaoGame, log: LogEntry[], card: boolean} | null} `card`: the round card
   *   was open (the caller shows it again from the state's last round)
   */
  function restore(game, mode) {
    // Every call of the restored game, seeded or not, goes into its record (www/records/).
    if (!callsOf(game)) trackSanyao(game, plain);
    const stored = slots.load(mode);
    if (stored === null) return null;
    const got = stored.ok ? read(game, stored.value, mode) : UNREADABLE;
    if (got !== UNREADABLE) {
      if (got?.game && got.game !== game) game.free();
      return got && { game, ...got };
    }
    slots.setAside(mode);
    onUnreadable();
    return null;
  }

  /**
   * @param {Handle} game @param {unknown} data @param {Mode} mode
   * @returns {{game?: SanyaoGame, log: LogEntry[], card: boolean} | null | typeof UNREADABLE}
   */
  function read(game, data, mode) {
    if (!isObject(data)) return UNREADABLE;
    // Saves from before computer players carry no mode: they were matches for two players.
    if ((data.mode ?? null) !== mode) return null;
    if (data.format === REPLAY_FORMAT) return rebuild(data);
    if (data.format === REPLAY_V1 && plain !== null) return replay(game, data);
    if ((data.v !== 1 && data.v !== VERSION) || typeof data.position !== 'string' || data.position.length > MAX_POSITION) return UNREADABLE;
    try {
      game.importPosition(data.position);
    } catch (e) {
      refusal(e);
      return UNREADABLE;
    }
    const log = Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEntry) : [];
    return { log, card: data.card === true };
  }

  /**
   * A new handle that took the saved calls, tracked with them; it must end where it was saved.
   * The log is the saved one before the moves replayed (a match restored from a position or
   * opened from a record), then theirs.
   * @param {Record<string, any>} data
   * @returns {{game: SanyaoGame, log: LogEntry[], card: boolean} | typeof UNREADABLE}
   */
  function rebuild(data) {
    const book = bookOf(data, 'sanyao');
    if (book === null || typeof data.position !== 'string') return UNREADABLE;
    let rebuilt;
    try {
      rebuilt = rebuildSanyao(book);
    } catch (e) {
      if (!unreplayable(e)) refusal(e);
      return UNREADABLE;
    }
    const { handle, entries } = rebuilt;
    if (handle.exportPosition() !== data.position) {
      handle.free();
      return UNREADABLE;
    }
    const saved = Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEntry) : [];
    const log = [...saved.slice(0, Math.max(0, saved.length - entries.length)), ...entries].slice(-MAX_LOG);
    return { game: trackSanyao(handle, book.seed, [...book.calls]), log, card: data.card === true };
  }

  /**
   * Sows the holes of a `madang-replay/1` save into the fresh handle; the match must end where it
   * was saved.
   * @param {Handle} game @param {Record<string, any>} data
   * @returns {{log: LogEntry[], card: boolean} | typeof UNREADABLE}
   */
  function replay(game, data) {
    const { actions } = data;
    if (data.game !== 'sanyao' || data.seed !== plain || !Array.isArray(actions) || actions.length > MAX_ACTIONS
      || typeof data.position !== 'string') return UNREADABLE;
    /** @type {LogEntry[]} */
    const log = [];
    try {
      let turn = game.state().position.turn;
      for (const a of actions) {
        if (a !== 'a' && typeof a !== 'number') return UNREADABLE;
        const r = a === 'a' ? game.advance() : game.play(a);
        log.push(...entriesOf(r, turn));
        turn = r.state.position.turn;
      }
    } catch (e) {
      refusal(e);
      return UNREADABLE;
    }
    if (game.exportPosition() !== data.position) return UNREADABLE;
    return { log: log.slice(-MAX_LOG), card: data.card === true };
  }

  return { save, clear, restore, track: tracked };
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
