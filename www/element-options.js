// @ts-check
// What a <madang-game> element's attributes mean: each attribute's accepted values and its
// default. Anything else falls back to the default with a console warning, so a typo in a
// museum's markup never gives a broken board. Kept apart from the element so node tests and the
// Embed page's snippet builder read the same table.
import { readKiosk, readIdleSeconds } from './kiosk/options.js';

/** @typedef {'ssangnyuk' | 'sanyao'} GameName */
/** @typedef {'es' | 'en' | 'ja'} LangName */

export const GAMES = /** @type {const} */ (['ssangnyuk', 'sanyao']);
export const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
export const OPPONENTS = /** @type {const} */ (['people', 'computer']);
export const LEVELS = /** @type {const} */ (['easy', 'medium', 'hard']);
export const CHROMES = /** @type {const} */ (['full', 'compact']);
/** The visitor's side in each game; the first is the default. */
export const SIDES = /** @type {const} */ ({ ssangnyuk: ['white', 'black'], sanyao: ['south', 'north'] });

/** The attributes the element watches; every one is reflected to a property of the same name. */
export const ATTRIBUTES = /** @type {const} */ (['game', 'lang', 'opponent', 'level', 'side', 'rules', 'seed', 'chrome', 'kiosk', 'idle-seconds', 'record', 'loop', 'heading-level']);

/** Longest `seed` or `rules` text passed on (the engine refuses what it cannot use). */
const MAX_TEXT = 64;

/**
 * @typedef {{game: GameName, lang: LangName, opponent: 'people' | 'computer',
 *   level: 'easy' | 'medium' | 'hard', side: string, rules: string | null, seed: string | null,
 *   chrome: 'full' | 'compact', kiosk: boolean, idleSeconds: number, record: string | null, loop: boolean,
 *   headingLevel: number}} Settings
 *   `kiosk`: a shared touch screen (www/kiosk/); `idleSeconds`: its time before the attract screen;
 *   `record`: a game record to replay (its URL, or the record's JSON itself; www/replay/mount.js
 *   reads it, checking the origin and the size); `loop`: the replay plays by itself, over and over;
 *   `headingLevel`: the game's title is an h1 to h5 in the host's outline, its cards one below
 */

/**
 * The value of `raw` if it is one of `allowed`; otherwise the fallback, with a warning when a
 * value was given (an absent attribute is not a mistake).
 * @template {string} T
 * @param {string} name @param {string | null} raw @param {readonly T[]} allowed @param {T} fallback
 * @param {(message: string) => void} warn
 * @returns {T}
 */
function pick(name, raw, allowed, fallback, warn) {
  if (raw === null) return fallback;
  const value = raw.trim().toLowerCase();
  const found = allowed.find((a) => a === value);
  if (found !== undefined) return found;
  warn(`<madang-game>: unknown ${name} "${raw.slice(0, MAX_TEXT)}"; using "${fallback}" (one of ${allowed.join(', ')})`);
  return fallback;
}

/**
 * The settings an element's attributes ask for.
 * @param {(name: string) => string | null} attr reads one attribute (null when absent)
 * @param {string | null} inheritedLang the `lang` of the nearest ancestor that has one
 * @param {(message: string) => void} [warn]
 * @returns {Settings}
 */
export function readSettings(attr, inheritedLang, warn = console.warn) {
  const game = pick('game', attr('game'), GAMES, 'ssangnyuk', warn);
  const fromPage = primary(inheritedLang);
  const lang = pick('lang', attr('lang'), LANGS, LANGS.find((l) => l === fromPage) ?? 'en', warn);
  const sides = SIDES[game];
  /** @param {string} name */
  const text = (name) => {
    const v = attr(name);
    return v === null || v.trim() === '' ? null : v.slice(0, MAX_TEXT);
  };
  return {
    game,
    lang,
    // A visitor alone plays the computer, at a gentle level, unless the host asks for two players.
    opponent: pick('opponent', attr('opponent'), OPPONENTS, 'computer', warn),
    level: pick('level', attr('level'), LEVELS, 'easy', warn),
    side: pick('side', attr('side'), sides, sides[0], warn),
    rules: game === 'ssangnyuk' ? text('rules') : null,
    seed: text('seed'),
    chrome: pick('chrome', attr('chrome'), CHROMES, 'full', warn),
    kiosk: readKiosk(attr('kiosk'), warn),
    idleSeconds: readIdleSeconds(attr('idle-seconds'), warn),
    // Whole: an inline record may be long (its size is checked before it is read).
    record: attr('record')?.trim() || null,
    loop: readLoop(attr('loop'), warn),
    headingLevel: readHeadingLevel(attr('heading-level'), warn),
  };
}

/**
 * Whether a replay loops: a bare `loop` attribute or `1`/`true` does; `0`/`false` or none does
 * not; anything else warns and does not.
 * @param {string | null} raw @param {(message: string) => void} warn
 */
function readLoop(raw, warn) {
  if (raw === null) return false;
  const value = raw.trim().toLowerCase();
  if (value === '' || value === '1' || value === 'true' || value === 'loop') return true;
  if (value !== '0' && value !== 'false') warn(`<madang-game>: unknown loop "${raw.slice(0, MAX_TEXT)}"; not looping (one of 1, true, 0, false)`);
  return false;
}

/**
 * The level of the game's title among the host page's headings: 1 to 5 (its cards take the next
 * one, at most h6); 2, under the page's own h1, when absent or anything else (with a warning).
 * @param {string | null} raw @param {(message: string) => void} warn
 */
function readHeadingLevel(raw, warn) {
  if (raw === null) return 2;
  const value = raw.trim();
  if (/^[1-5]$/.test(value)) return Number(value);
  warn(`<madang-game>: unknown heading-level "${raw.slice(0, MAX_TEXT)}"; using "2" (one of 1, 2, 3, 4, 5)`);
  return 2;
}

/**
 * The primary subtag of a language tag ("ja-JP" → "ja").
 * @param {string | null} tag
 */
function primary(tag) {
  return tag ? tag.trim().toLowerCase().split(/[-_]/)[0] : null;
}

/**
 * Whether two settings start the same game (the language is not part of it: a new language
 * redraws the same game).
 * @param {Settings} a @param {Settings} b
 */
export function sameGame(a, b) {
  return a.game === b.game && a.opponent === b.opponent && a.level === b.level && a.side === b.side
    && a.rules === b.rules && a.seed === b.seed && a.chrome === b.chrome
    && a.kiosk === b.kiosk && a.idleSeconds === b.idleSeconds && a.record === b.record && a.loop === b.loop
    && a.headingLevel === b.headingLevel;
}
