// @ts-check
// embed.html, the iframe mode: one <madang-game> with compact chrome, set up from the same URL
// parameters as the site's page (and `theme`, one of the Embed page's named themes). It tells the parent window the height its game needs and the game's
// events, and takes three commands from it (new game, the guide, language). Messages that do not have the
// documented shape, or that come from any window but the parent, are ignored.
import './element.js';
import { readParams } from './params.js';
import { LANGS } from './element-options.js';
import { readCommand } from './embed-messages.js';
import { THEMES, THEME_IDS } from './embedding/themes.js';
import { createWords } from './i18n.js';
import { createNotices } from './play/notices.js';
import { offerUpdates } from './offline.js';
import { updateBetweenVisitors } from './kiosk/updates.js';
import { readKiosk } from './kiosk/options.js';
import { neededHeight } from './embed-height.js';

const EVENTS = /** @type {const} */ (['ready', 'move', 'end', 'kiosk']);
/**
 * The frame's own words, for the one notice it shows itself (a new version of the kit is
 * ready: www/offline.js); set once that notice is shown.
 * @type {import('./i18n.js').Words | null}
 */
let frameWords = null;

const element = /** @type {import('./element.js').MadangGame} */ (document.querySelector('madang-game'));
const params = readParams(window.location.search);
const query = new URLSearchParams(window.location.search);
/** @param {string | null} v */
const cut = (v) => (v === null ? null : v.slice(0, 64));
const lang = query.get('lang');

/** @type {Record<string, string | null>} the element's attributes from the URL's parameters */
const attributes = {
  game: params.game,
  lang: cut(lang),
  // Absent: the element's default (the computer); an unknown value is the element's to refuse.
  opponent: params.vs,
  level: params.level,
  side: params.side,
  rules: params.rules,
  seed: params.seed,
  // Kiosk mode: the element checks both values and warns about nonsense.
  kiosk: cut(query.get('kiosk')),
  'idle-seconds': cut(query.get('idle-seconds')),
  // A record to replay (its address on this site, or its JSON): whole, the element checks it.
  record: query.get('record'),
  loop: cut(query.get('loop')),
};
for (const [name, value] of Object.entries(attributes)) {
  if (value !== null) element.setAttribute(name, value);
}
followLanguage();
// `guide=1` opens the first-game guide once, when the board is ready; a reload of the frame
// brings the game back, not the guide.
if (params.guide === '1') {
  element.addEventListener('madang-ready', () => {
    element.guide();
    const url = new URL(window.location.href);
    url.searchParams.delete('guide');
    window.history.replaceState(window.history.state, '', url);
  }, { once: true });
}
// A link to a game (`#record=`, `#position=`) opens once the board is ready, and again when the
// fragment changes; the fragment is then cleared, so a reload brings back the visitor's game. A
// kiosk ignores links: it keeps no visitor's game.
if (!readKiosk(attributes.kiosk, () => {})) {
  element.addEventListener('madang-ready', () => {
    openLink();
    window.addEventListener('hashchange', openLink);
  }, { once: true });
}

function openLink() {
  if (!/^#(?:record|position)=/.test(window.location.hash)) return;
  const href = window.location.href;
  const url = new URL(href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
  element.openLink(href);
}

// The language a kiosk's visitor picks is the element's; the document follows it.
new MutationObserver(followLanguage).observe(element, { attributes: true, attributeFilter: ['lang'] });
applyTheme(query.get('theme'));

/**
 * A named theme (`?theme=museum`), since a host page's CSS cannot reach into a frame. Set
 * through the CSSOM, which a strict CSP allows, on the frame's root: the element takes it from
 * there, and so do the frame's ground and its own notice (www/embed-frame.css). An unknown name
 * keeps the default look.
 * @param {string | null} name
 */
function applyTheme(name) {
  if (name === null) return;
  const id = THEME_IDS.find((t) => t === name);
  if (!id) {
    console.warn(`embed.html: unknown theme "${name.slice(0, 64)}"; using "wood" (one of ${THEME_IDS.join(', ')})`);
    return;
  }
  for (const [property, value] of Object.entries(THEMES[id])) document.documentElement.style.setProperty(property, value);
}

/**
 * Links the game's sheet (www/play/play.css, already in the cache: the element's game uses it)
 * into the frame's document, so the frame's own notice is drawn as the game's notices are, in
 * the theme's colours; resolves once it is in. A sheet that fails to load leaves the notice
 * plainer, but shown.
 * @returns {Promise<void>}
 */
function noticeStyles() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = new URL('./play/play.css', import.meta.url).href;
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', () => resolve(undefined));
    link.addEventListener('error', () => resolve(undefined));
  });
  document.head.appendChild(link);
  return loaded.then(() => {});
}

/** @param {Record<string, unknown>} message */
function post(message) {
  // Positions and moves are no secret, and the frame cannot know its host's origin.
  if (window.parent !== window) window.parent.postMessage({ source: 'madang', ...message }, '*');
}

for (const type of EVENTS) {
  element.addEventListener(`madang-${type}`, (event) => {
    post({ type, detail: /** @type {CustomEvent} */ (event).detail });
  });
}

/** The document speaks the board's language (screen readers, the font stack), and so do its notices. */
function followLanguage() {
  const l = element.getAttribute('lang');
  document.documentElement.lang = l !== null && LANGS.some((x) => x === l) ? l : 'en';
  if (frameWords) frameWords.setLanguage(document.documentElement.lang).catch(() => {});
}

// Offline play (the kit's worker) once the board is up; a new version is offered with a notice,
// or in a kiosk taken between visitors.
// (The element warns about a kiosk value that makes no sense; this reading stays silent.)
if (readKiosk(attributes.kiosk, () => {})) updateBetweenVisitors(element);
else element.addEventListener('madang-ready', () => offerUpdates(async (accept) => {
  const words = createWords();
  await Promise.all([words.setLanguage(document.documentElement.lang), noticeStyles()]);
  frameWords = words;
  const box = document.createElement('div');
  box.className = 'frame-notices';
  box.setAttribute('role', 'status');
  (document.querySelector('main') ?? document.body).appendChild(box);
  createNotices(box, words).notify(() => words.t('app.update'), { label: () => words.t('app.updateReload'), run: accept });
}), { once: true });

// The height the game needs at the frame's width (www/embed-height.js), so a host that sets
// the frame's height to it gives the board its full size; a kiosk fills whatever frame it has,
// so it (and any layout the measure does not read) reports the document's own height.
const kiosk = readKiosk(attributes.kiosk, () => {});
let lastHeight = -1;
let heightQueued = false;
function postHeight() {
  heightQueued = false;
  const needed = kiosk ? null : neededHeight(element);
  const height = needed ?? Math.ceil(document.documentElement.scrollHeight);
  if (height === lastHeight) return;
  lastHeight = height;
  post({ type: 'height', height });
}
/** Once a frame, after whatever changed (the game's words, a card, the frame's size) is laid out. */
function queueHeight() {
  if (heightQueued) return;
  heightQueued = true;
  requestAnimationFrame(postHeight);
}
const resized = new ResizeObserver(queueHeight);
resized.observe(document.body);
// What the game shows changes what it needs: a card, a notice, the panel's words, the guide.
const changed = new MutationObserver(queueHeight);
element.addEventListener('madang-ready', () => {
  const shadow = element.shadowRoot;
  if (!shadow) return;
  changed.disconnect();
  changed.observe(shadow, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden', 'class', 'data-guide'] });
  for (const part of shadow.querySelectorAll('.board-area, .side, .side > *')) resized.observe(part);
  queueHeight();
});
postHeight();

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || window.parent === window) return;
  const command = readCommand(event.data);
  if (!command) return;
  if (command.command === 'new-game') element.newGame();
  else if (command.command === 'guide') element.guide();
  else {
    element.setAttribute('lang', command.lang);
    followLanguage();
  }
});
