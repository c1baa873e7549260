// @ts-check
// The players a visitor chose inside an embedded game, kept beside its saves. A host page's
// markup names the players a game starts with; after the visitor's switch (the toolbar's
// button) the game is saved in the new players' slot, so a reload that asked for the markup's
// players again would miss it. The choice is kept with the markup's values it replaced, and
// holds only while the markup still says the same: a host that changes its markup wins.
import { loadJson, saveJson, remove } from '../storage.js';
import { LEVELS, OPPONENTS } from '../element-options.js';

/** @typedef {{opponent: 'people' | 'computer', level: 'easy' | 'medium' | 'hard'}} Players */

/** @param {string} saveKey */
const keyOf = (saveKey) => `${saveKey}.players`;

/** @param {unknown} v @returns {v is Players} */
function isPlayers(v) {
  if (typeof v !== 'object' || v === null) return false;
  const p = /** @type {Record<string, unknown>} */ (v);
  return OPPONENTS.some((o) => o === p.opponent) && LEVELS.some((l) => l === p.level);
}

/** @param {Players} a @param {Players} b */
const same = (a, b) => a.opponent === b.opponent && a.level === b.level;

/** The kept choice, or null. @param {string} saveKey @returns {{from: Players, to: Players} | null} */
function read(saveKey) {
  const kept = loadJson(keyOf(saveKey));
  if (typeof kept !== 'object' || kept === null) return null;
  const { from, to } = /** @type {Record<string, unknown>} */ (kept);
  return isPlayers(from) && isPlayers(to) ? { from: { opponent: from.opponent, level: from.level }, to: { opponent: to.opponent, level: to.level } } : null;
}

/**
 * The players for the game the markup asks for: the visitor's choice when one is kept for this
 * markup (the markup's own values, or the choice itself, which the element's attributes show
 * after a switch), else null, and a choice kept for other markup is forgotten.
 * @param {string} saveKey @param {Players} markup
 * @returns {Players | null}
 */
export function playersFor(saveKey, markup) {
  const kept = read(saveKey);
  const asked = { opponent: markup.opponent, level: markup.level };
  if (kept && (same(kept.from, asked) || same(kept.to, asked))) return kept.to;
  if (loadJson(keyOf(saveKey)) !== null) remove(keyOf(saveKey));
  return null;
}

/**
 * Keeps a visitor's switch from `before` to `chosen`, against the markup's players (those of
 * the first switch); forgotten once the visitor is back to them.
 * @param {string} saveKey @param {Players} before @param {Players} chosen
 */
export function rememberSwitch(saveKey, before, chosen) {
  const from = read(saveKey)?.from ?? { opponent: before.opponent, level: before.level };
  if (same(from, chosen)) remove(keyOf(saveKey));
  else saveJson(keyOf(saveKey), { from, to: { opponent: chosen.opponent, level: chosen.level } });
}
