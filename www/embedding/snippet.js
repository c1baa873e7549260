// @ts-check
// The snippet builder's logic, free of the DOM so Node can test it: the choices a visitor makes
// (validated; anything unknown becomes the documented default), and the text of the element
// snippet, its CSS and the iframe snippet. URLs are resolved against where the kit is hosted,
// so a museum that copied the kit to /madang/ gets snippets that point there. Every attribute
// value is escaped: a visitor's text can never leave its attribute.
import { THEMES, THEME_IDS } from './themes.js';
import { GAMES, LANGS, OPPONENTS, LEVELS, SIDES } from '../element-options.js';
import { readIdleSeconds, IDLE_DEFAULT, IDLE_MIN, IDLE_MAX } from '../kiosk/options.js';

/** @typedef {import('./themes.js').ThemeId} ThemeId */
/** @typedef {'ssangnyuk' | 'sanyao'} Game */
/** @typedef {'es' | 'en' | 'ja'} Lang */

// The element's own table of what each attribute accepts, so the builder offers exactly that.
export { GAMES, LANGS, OPPONENTS, LEVELS, SIDES } from '../element-options.js';
/** Ssangnyuk's rule presets by the engine's names; `seed` (the board's seed rules) is the default. */
export const RULES = /** @type {const} */ (['seed', 'cap6', 'doubles_four', 'strict_bear_off', 'touch_down', 'backgammon']);
/** Iframe sizes: the three the iframe mode is tested at, and a custom one. */
export const SIZES = /** @type {const} */ (['600x500', '360x640', '740x360', 'custom']);
/** Bounds of a custom iframe size, in CSS pixels. */
export const SIZE_LIMITS = { min: 240, max: 2400 };
export { THEME_IDS };
/** A kiosk's idle time, in whole seconds: the element's own bounds and default. */
export const IDLE_LIMITS = { min: IDLE_MIN, max: IDLE_MAX, default: IDLE_DEFAULT };

/**
 * @typedef {{game: Game, lang: Lang, opponent: typeof OPPONENTS[number], level: typeof LEVELS[number],
 *   side: string, rules: typeof RULES[number], seed: string, size: typeof SIZES[number],
 *   width: number, height: number, theme: ThemeId, kiosk: boolean, idleSeconds: number}} Choices
 *   `kiosk`: a shared touch screen in the galleries (www/kiosk/); `idleSeconds`: its time
 *   without a touch before it goes back to its attract screen
 * @typedef {'seed' | 'width' | 'height' | 'idle'} Problem a choice that was refused (it stays out of the snippets)
 */

/** @type {Choices} */
export const DEFAULT_CHOICES = {
  game: 'ssangnyuk', lang: 'en', opponent: 'computer', level: 'easy', side: 'white', rules: 'seed',
  seed: '', size: '600x500', width: 600, height: 500, theme: 'wood', kiosk: false, idleSeconds: IDLE_DEFAULT,
};

const MAX_SEED = 2n ** 64n - 1n;

/**
 * `value` if it is one of `allowed`, else `fallback`.
 * @template {string} T
 * @param {readonly T[]} allowed
 * @param {unknown} value
 * @param {T} fallback
 * @returns {T}
 */
function oneOf(allowed, value, fallback) {
  return allowed.find((a) => a === value) ?? fallback;
}

/**
 * Whether `text` is a seed the engine accepts: a whole number from 0 to 2^64 - 1, in decimal
 * digits (surrounding spaces allowed, as the engine allows them).
 * @param {string} text
 */
export function isSeed(text) {
  const t = text.trim();
  return /^\d{1,20}$/.test(t) && BigInt(t) <= MAX_SEED;
}

/**
 * A custom size in pixels, or null when it is not a whole number within SIZE_LIMITS.
 * @param {unknown} value
 */
function pixels(value) {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= SIZE_LIMITS.min && n <= SIZE_LIMITS.max ? n : null;
}

/**
 * The choices from untrusted input (a form, a URL): unknown values become the defaults; a side
 * that belongs to the other game becomes this game's first side. A seed or a custom size that
 * cannot be used is reported in `problems` and left out (empty seed, the preset's size), and so
 * is a kiosk's idle time that the element would refuse (the default is kept, as the element
 * keeps it). The kiosk is on only for a ticked box (`on`, a form's value) or `true`.
 * @param {Record<string, unknown>} raw
 * @returns {{choices: Choices, problems: Problem[]}}
 */
export function readChoices(raw) {
  /** @type {Problem[]} */
  const problems = [];
  const game = oneOf(GAMES, raw.game, DEFAULT_CHOICES.game);
  const sides = SIDES[game];
  const seedText = typeof raw.seed === 'string' ? raw.seed.trim() : '';
  let seed = '';
  if (seedText !== '') {
    if (isSeed(seedText)) seed = BigInt(seedText).toString();
    else problems.push('seed');
  }
  const size = oneOf(SIZES, raw.size, DEFAULT_CHOICES.size);
  let width = DEFAULT_CHOICES.width;
  let height = DEFAULT_CHOICES.height;
  if (size === 'custom') {
    const w = pixels(raw.width);
    const h = pixels(raw.height);
    if (w === null) problems.push('width');
    else width = w;
    if (h === null) problems.push('height');
    else height = h;
  } else {
    [width, height] = size.split('x').map(Number);
  }
  const kiosk = raw.kiosk === true || raw.kiosk === 'on';
  let idleSeconds = DEFAULT_CHOICES.idleSeconds;
  const idle = raw['idle-seconds'];
  const idleText = typeof idle === 'number' ? String(idle) : typeof idle === 'string' ? idle.trim() : '';
  // Read by the element's own reader, so the builder refuses exactly what the element would.
  // Without kiosk mode the (hidden) idle time is not used, so it cannot be wrong.
  if (kiosk && idleText !== '') {
    let refused = false;
    idleSeconds = readIdleSeconds(idleText, () => { refused = true; });
    if (refused) problems.push('idle');
  }
  return {
    choices: {
      game,
      lang: oneOf(LANGS, raw.lang, DEFAULT_CHOICES.lang),
      opponent: oneOf(OPPONENTS, raw.opponent, DEFAULT_CHOICES.opponent),
      level: oneOf(LEVELS, raw.level, DEFAULT_CHOICES.level),
      side: oneOf(sides, raw.side, sides[0]),
      rules: game === 'ssangnyuk' ? oneOf(RULES, raw.rules, DEFAULT_CHOICES.rules) : DEFAULT_CHOICES.rules,
      seed,
      size,
      width,
      height,
      theme: oneOf(THEME_IDS, raw.theme, DEFAULT_CHOICES.theme),
      kiosk,
      idleSeconds,
    },
    problems,
  };
}

/**
 * Text made safe inside a double-quoted HTML attribute (and as element text).
 * @param {string} value
 */
export function escapeAttr(value) {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The element's attributes for these choices, in a fixed order. The opponent is always written
 * (the snippet says who plays); level and side only against the computer. A kiosk writes no
 * opponent or level (each visitor chooses on its attract screen: the computer, at the easy
 * level, or two players) but the side, and `kiosk` (an attribute with no value: '') with its
 * idle time.
 * @param {Choices} c
 * @returns {[string, string][]}
 */
export function elementAttributes(c) {
  /** @type {[string, string][]} */
  const out = [['game', c.game], ['lang', c.lang]];
  if (c.kiosk) out.push(['side', c.side]);
  else if (c.opponent === 'computer') out.push(['opponent', 'computer'], ['level', c.level], ['side', c.side]);
  else out.push(['opponent', 'people']);
  if (c.game === 'ssangnyuk' && c.rules !== 'seed') out.push(['rules', c.rules]);
  if (c.seed !== '') out.push(['seed', c.seed]);
  if (c.kiosk) out.push(['kiosk', ''], ['idle-seconds', String(c.idleSeconds)]);
  return out;
}

/**
 * embed.html's URL parameters for these choices (the site's names: `vs=computer`, `vs=people`;
 * a kiosk is `kiosk=1`).
 * @param {Choices} c
 */
export function embedParams(c) {
  const q = new URLSearchParams();
  for (const [name, value] of elementAttributes(c)) {
    if (name === 'opponent') q.set('vs', value);
    else if (name === 'kiosk') q.set('kiosk', '1');
    else q.set(name, value);
  }
  return q;
}

/**
 * Where the kit is hosted: the folder of the page that builds the snippets (query and hash
 * dropped), e.g. https://museum.example/madang/ for .../madang/embedding.html?lang=ja.
 * @param {string} pageHref
 */
export function kitBase(pageHref) {
  return new URL('.', pageHref).href;
}

/**
 * The element snippet: the module script and one element.
 * @param {Choices} c
 * @param {string} base kitBase(...)
 */
export function elementSnippet(c, base) {
  const src = new URL('madang-game.js', base).href;
  // An attribute with no value (`kiosk`) is written bare, as HTML authors write booleans.
  const attrs = elementAttributes(c).map(([n, v]) => (v === '' ? ` ${n}` : ` ${n}="${escapeAttr(v)}"`)).join('');
  return `<script type="module" src="${escapeAttr(src)}"></script>\n<madang-game${attrs}></madang-game>`;
}

/**
 * The CSS of a theme, for the host's own stylesheet ('' for the defaults). A stylesheet and not
 * a style attribute, so the host's page keeps a strict CSP.
 * @param {ThemeId} theme
 */
export function themeCss(theme) {
  const entries = Object.entries(THEMES[theme]);
  if (entries.length === 0) return '';
  return `madang-game {\n${entries.map(([p, v]) => `  ${p}: ${v};\n`).join('')}}`;
}

/**
 * The iframe's address for these choices.
 * @param {Choices} c
 * @param {string} base kitBase(...)
 */
export function iframeSrc(c, base) {
  const url = new URL('embed.html', base);
  const params = embedParams(c);
  // The frame's look by name (a frame's host cannot reach its custom properties); the
  // default needs none.
  if (c.theme !== DEFAULT_CHOICES.theme) params.set('theme', c.theme);
  url.search = params.toString();
  return url.href;
}

/**
 * The iframe snippet. `title` names the frame for screen readers (in the game's language).
 * @param {Choices} c
 * @param {string} base kitBase(...)
 * @param {string} title
 */
export function iframeSnippet(c, base, title) {
  return `<iframe src="${escapeAttr(iframeSrc(c, base))}" width="${c.width}" height="${c.height}" title="${escapeAttr(title)}" loading="lazy"></iframe>`;
}
