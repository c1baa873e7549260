// @ts-check
// Where one game keeps its game in progress: two slots under its save key, one for two
// players and one against the computer (`<saveKey>.people`, `<saveKey>.computer`). A game
// without a save key keeps nothing. Before games had their own keys the page kept its two
// games under fixed keys; the page's own game (whose key is the game's base key) moves a
// save found there to its new slot once, so a visitor's game in progress survives the change.
// A game opened with a seed is another game: it keeps its own slots, named for its seed (and
// rules), so it never overwrites the visitor's other games. A save that is there but cannot be
// read is set aside under `<slot>.unreadable` (the latest one), never dropped.
import { loadText, saveText, remove } from '../storage.js';

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
 * A seed as plain decimal text, so `007` and `7` name one game.
 * @param {string} seed a seed the engine accepted
 */
export function plainSeed(seed) {
  try {
    return BigInt(seed.trim()).toString();
  } catch {
    // Not plain decimal text after all: the text as given names the game.
    return seed;
  }
}

/**
 * The storage key base of a seeded game: its seed, and for Ssangnyuk its rule set.
 * @param {string | null} saveKey the game's key base; null: nothing is saved
 * @param {string} seed a seed the engine accepted
 * @param {string | null} [rules] the rule set's preset name
 */
export function seededKeyFor(saveKey, seed, rules = null) {
  return saveKey === null ? null : `${saveKey}.seed-${plainSeed(seed)}${rules ? `.${rules}` : ''}`;
}

/** A stored save: absent (null), JSON text parsed into an untrusted value, or text that is no JSON. @typedef {{ok: true, value: unknown} | {ok: false} | null} Stored */

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
    /** What is stored in the slot. @param {Mode} mode @returns {Stored} */
    load(mode) {
      const key = keyOf(mode);
      const text = key === null ? null : loadText(key);
      if (text === null) return null;
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch {
        return { ok: false };
      }
    },
    /**
     * @param {Mode} mode @param {unknown} value
     * @returns {boolean} whether it was written (or nothing is kept); false: storage refused it
     */
    save(mode, value) {
      const key = keyOf(mode);
      return key === null || saveText(key, JSON.stringify(value));
    },
    /**
     * Moves an unreadable save out of the way, text unchanged, to `<slot>.unreadable` (replacing
     * an older one there). If storage will not take it, it stays where it is.
     * @param {Mode} mode
     */
    setAside(mode) {
      const key = keyOf(mode);
      const text = key === null ? null : loadText(key);
      if (key === null || text === null) return;
      if (saveText(`${key}.unreadable`, text)) remove(key);
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
 * save is there already), remove the old. The text moves as it is: what is moved is checked on
 * restore like any save (and set aside there if it cannot be read).
 * @param {Keys} from @param {Keys} to
 */
export function migrate(from, to) {
  for (const slot of /** @type {const} */ (['people', 'computer'])) {
    const text = loadText(from[slot]);
    if (text === null) continue;
    if (loadText(to[slot]) === null) saveText(to[slot], text);
    // The old save stays until the new one is written (storage may be full).
    if (loadText(to[slot]) !== null) remove(from[slot]);
  }
}
