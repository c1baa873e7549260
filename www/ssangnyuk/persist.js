// @ts-check
// The game in progress survives a reload. What is stored: the position at the start of the
// turn (the engine's own export), the dice and steps taken so far, and the move log. On the
// way back everything is untrusted: the engine validates the position and replays the steps;
// any failure simply starts a fresh game. A game against the computer is kept apart from one
// for two players, and comes back only for the same level and side. Each game on a page has
// its own slots (www/play/saves.js).
import { createSlots } from '../play/saves.js';
import { refusal } from '../errors.js';

/** The page's own game's key, and the keys it used before games had their own. */
const OLD = { base: 'madang.ssangnyuk', legacy: { people: 'madang.ssangnyuk.v1', computer: 'madang.ssangnyuk.computer.v1' } };
const MAX_LOG = 2000;

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukGame} SsangnyukGame */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */
/** Who plays: null for two players, else the computer's level and the visitor's side, as `level/side`. @typedef {string | null} Mode */

/**
 * The saves of one game.
 * @param {string | null} saveKey the base of its storage keys; null: nothing is saved
 */
export function createPersist(saveKey) {
  const slots = createSlots(saveKey, OLD);

  /**
   * @param {Pick<SsangnyukGame, 'exportPosition'>} game
   * @param {SsangnyukState} s
   * @param {SsangnyukEvent[]} earlier log entries from before the last restore
   * @param {Mode} mode
   */
  function save(game, s, earlier, mode) {
    if (s.phase !== 'roll' && s.phase !== 'move') return slots.clear(mode);
    slots.save(mode, {
      v: 1,
      mode,
      position: game.exportPosition(),
      dice: s.phase === 'move' && s.roll ? s.roll.dice : null,
      taken: s.phase === 'move' ? s.taken.map(({ from, to, dice }) => ({ from, to, dice })) : [],
      log: [...earlier, ...s.record].slice(-MAX_LOG),
    });
  }

  /** @param {Mode} mode */
  function clear(mode) {
    slots.clear(mode);
  }

  /**
   * Rebuilds the saved game into `game`; returns the earlier log, or null if there is nothing
   * usable (then the caller starts afresh with a new handle, since a failed step may have
   * left this one mid-replay).
   * @param {Pick<SsangnyukGame, 'importPosition' | 'rollDice' | 'takeStep'>} game
   * @param {string | null} wantedPreset only restore a game played under this rule set (null: any)
   * @param {Mode} mode only restore a game with the same players
   * @returns {SsangnyukEvent[] | null}
   */
  function restore(game, wantedPreset, mode) {
    const data = slots.load(mode);
    if (!isObject(data) || data.v !== 1 || typeof data.position !== 'string' || data.position.length > 4000) return null;
    // Saves from before computer players carry no mode: they were games for two players.
    if ((data.mode ?? null) !== mode) return null;
    try {
      const s = game.importPosition(data.position);
      if (wantedPreset !== null && s.rules.preset !== wantedPreset) return null;
      if (Array.isArray(data.dice)) {
        // The engine checks the dice and each step as it takes them.
        game.rollDice(data.dice[0], data.dice[1]);
        const taken = Array.isArray(data.taken) ? data.taken.slice(0, 8) : [];
        for (const step of taken) {
          if (!isObject(step)) return null;
          game.takeStep({ from: step.from, to: step.to, dice: step.dice });
        }
      }
    } catch (e) {
      refusal(e);
      return null;
    }
    return Array.isArray(data.log) ? data.log.slice(-MAX_LOG).filter(isEvent) : [];
  }

  return { save, clear, restore };
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
