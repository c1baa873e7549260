// @ts-check
// Where one game keeps its game in progress: two slots under its save key, one for two
// players and one against the computer (`<saveKey>.people`, `<saveKey>.computer`). A game
// without a save key keeps nothing. Before games had their own keys the page kept its two
// games under fixed keys; the page's own game (whose key is the game's base key) moves a
// save found there to its new slot once, so a visitor's game in progress survives the change.
import { loadJson, saveJson, remove } from '../storage.js';

/** Who plays: null for two players, else the computer's level and the visitor's side (`level/side`). @typedef {string | null} Mode */
/** @typedef {{people: string, computer: string}} Keys */

/**
 * The storage key base of a game: the game's own for a game without an id (the site's), else
 * with `#id`, so several games on one page keep apart.
 * @param {'ssangnyuk' | 'sanyao'} game
 * @param {string | null} [id]
 */
export function saveKeyFor(game, id = null) {
  return id ? `madang.${game}#${id}` : `madang.${game}`;
}

/**
 * @param {string | null} saveKey null: nothing is saved or read
 * @param {{base: string, legacy: Keys}} old the game's base key, and the fixed keys used
 *   before per-game keys
 */
export function createSlots(saveKey, old) {
  /** @type {Keys | null} */
  const keys = saveKey === null ? null : { people: `${saveKey}.people`, computer: `${saveKey}.computer` };
  if (keys && saveKey === old.base) migrate(old.legacy, keys);
  /** @param {Mode} mode */
  const keyOf = (mode) => (keys === null ? null : mode === null ? keys.people : keys.computer);
  return {
    /** The saved value (untrusted), or null. @param {Mode} mode */
    load(mode) {
      const key = keyOf(mode);
      return key === null ? null : loadJson(key);
    },
    /** @param {Mode} mode @param {unknown} value */
    save(mode, value) {
      const key = keyOf(mode);
      if (key !== null) saveJson(key, value);
    },
    /** @param {Mode} mode */
    clear(mode) {
      const key = keyOf(mode);
      if (key !== null) remove(key);
    },
  };
}

/**
 * Moves saves from the old keys to the new ones: read the old, write the new (unless a newer
 * save is there already), remove the old. What is moved is checked on restore like any save.
 * @param {Keys} from @param {Keys} to
 */
export function migrate(from, to) {
  for (const slot of /** @type {const} */ (['people', 'computer'])) {
    const value = loadJson(from[slot]);
    if (value !== null && loadJson(to[slot]) === null) saveJson(to[slot], value);
    // An unreadable old save is dropped; a readable one stays until the new one is written
    // (storage may be full).
    if (value === null || loadJson(to[slot]) !== null) remove(from[slot]);
  }
}
