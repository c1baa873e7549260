// @ts-check
// The Embed page: language (as on the site: ?lang=, then the saved choice, then the browser),
// the snippet builder, the live preview and the documentation's words. Everything it shows is
// set as text or through the CSSOM, so the page itself runs under the kit's strict CSP.
import { chooseLanguage, savedLanguage, browserLanguages, urlWithLanguage, NATIVE_NAMES } from '../lang.js';
import { saveJson } from '../storage.js';
import { loadStrings, lookup, translate } from './words.js';
import { readChoices, kitBase, elementSnippet, themeCss, iframeSnippet, SIDES, SIZE_LIMITS, IDLE_LIMITS, LANGS } from './snippet.js';
import { THEME_PROPERTIES, DEFAULTS, propertyKey } from './themes.js';
import { createPreview } from './preview.js';
import { copyFrom } from './copy.js';

/** @typedef {import('./snippet.js').Lang} Lang */
/** @typedef {import('./snippet.js').Choices} Choices */

/** The site's key for the visitor's language (www/lang.js), so both pages agree. */
const LANG_KEY = 'madang.lang';

/**
 * @template {Element} [T=HTMLElement]
 * @param {string} id
 * @returns {T}
 */
function $(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`missing #${id}`);
  return /** @type {T} */ (/** @type {unknown} */ (el));
}

/** @type {Map<Lang, (key: string, params?: Record<string, string | number>) => string>} */
const lookups = new Map();
/** @param {Lang} l */
async function wordsOf(l) {
  let found = lookups.get(l);
  if (!found) {
    found = lookup(await loadStrings(l));
    lookups.set(l, found);
  }
  return found;
}

const query = new URLSearchParams(window.location.search).get('lang');
/** @type {Lang} */
let lang = chooseLanguage({ query, saved: savedLanguage(), browser: browserLanguages() }).lang;
// The page's own catalog (www/embedding/strings/), looked up with `say`, apart from the site's
// `t` (www/i18n/), so each catalog's test checks the keys its own code names.
let say = await wordsOf(lang);
const base = kitBase(window.location.href);

const form = /** @type {HTMLFormElement} */ ($('builder-form'));
const field = (/** @type {string} */ name) => /** @type {HTMLInputElement | HTMLSelectElement} */ (form.elements.namedItem(name));
const sideSelect = /** @type {HTMLSelectElement} */ ($('side-select'));
const out = {
  element: /** @type {HTMLTextAreaElement} */ ($('out-element')),
  css: /** @type {HTMLTextAreaElement} */ ($('out-css')),
  iframe: /** @type {HTMLTextAreaElement} */ ($('out-iframe')),
};
const copyStatus = $('copy-status');
const preview = createPreview({
  stage: $('preview-stage'), status: $('preview-status'), events: $('events'), eventsEmpty: $('events-empty'), base, say: () => say,
});
/** Whether the visitor chose the game's language; until then it follows the page's. */
let gameLangChosen = false;

/** The theme properties' table, from the same data the builder's themes use. */
function fillThemeTable() {
  const body = $('theme-properties');
  body.replaceChildren(...THEME_PROPERTIES.map((p) => {
    const tr = document.createElement('tr');
    tr.setAttribute('role', 'row');
    const th = document.createElement('th');
    th.scope = 'row';
    th.setAttribute('role', 'rowheader');
    const name = document.createElement('code');
    name.textContent = p;
    th.append(name);
    const what = document.createElement('td');
    what.setAttribute('role', 'cell');
    what.dataset.i18n = propertyKey(p);
    const def = document.createElement('td');
    def.setAttribute('role', 'cell');
    const value = document.createElement('code');
    value.textContent = DEFAULTS[p];
    def.append(value);
    tr.append(th, what, def);
    return tr;
  }));
}

/**
 * Each data cell carries its column's heading (data-label), which a phone shows above the cell
 * when a table's rows are stacked (embedding.css).
 */
function labelCells() {
  for (const table of document.querySelectorAll('table.doc-table')) {
    const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => {
        if (i > 0 && heads[i]) cell.setAttribute('data-label', heads[i]);
      });
    }
  }
}

/** The side options of the chosen game, keeping the choice when it still applies. */
function fillSides() {
  const game = field('game').value === 'sanyao' ? 'sanyao' : 'ssangnyuk';
  const before = sideSelect.value;
  sideSelect.replaceChildren(...SIDES[game].map((s) => {
    const o = document.createElement('option');
    o.value = s;
    o.dataset.i18n = `side.${s}`;
    o.textContent = say(`side.${s}`);
    return o;
  }));
  if (SIDES[game].some((s) => s === before)) sideSelect.value = before;
}

/** @returns {Record<string, unknown>} */
function rawChoices() {
  const data = new FormData(form);
  return Object.fromEntries([...data.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}

/** @returns {'element' | 'iframe'} */
function previewMode() {
  const picked = document.querySelector('input[name="preview-mode"]:checked');
  return picked instanceof HTMLInputElement && picked.value === 'iframe' ? 'iframe' : 'element';
}

/** @type {ReturnType<typeof setTimeout> | undefined} */
let previewTimer;
/** @type {Choices | null} */
let current = null;

/** Reads the form, shows what applies, writes the snippets; the preview follows after `delay` ms. */
async function update(delay = 150) {
  const { choices, problems } = readChoices(rawChoices());
  current = choices;
  // A kiosk's visitors choose their opponent on its attract screen (the computer at the easy
  // level, or two players): only the side is the museum's to set.
  $('opponent-field').hidden = choices.kiosk;
  $('level-field').hidden = choices.kiosk;
  $('computer-fields').hidden = !choices.kiosk && choices.opponent !== 'computer';
  $('idle-field').hidden = !choices.kiosk;
  const idleBad = $('idle-bad');
  idleBad.hidden = !problems.includes('idle');
  idleBad.textContent = say('builder.idleBad', { min: IDLE_LIMITS.min, max: IDLE_LIMITS.max, seconds: IDLE_LIMITS.default });
  field('idle-seconds').setAttribute('aria-invalid', String(problems.includes('idle')));
  $('rules-field').hidden = choices.game !== 'ssangnyuk';
  $('custom-size').hidden = choices.size !== 'custom';
  $('seed-bad').hidden = !problems.includes('seed');
  const sizeBad = $('size-bad');
  sizeBad.hidden = !problems.includes('width') && !problems.includes('height');
  sizeBad.textContent = say('builder.sizeBad', { min: SIZE_LIMITS.min, max: SIZE_LIMITS.max });
  field('seed').setAttribute('aria-invalid', String(problems.includes('seed')));

  out.element.value = elementSnippet(choices, base);
  const css = themeCss(choices.theme);
  out.css.value = css;
  out.css.hidden = css === '';
  $('out-css-help').hidden = css === '';
  $('out-css-none').hidden = css !== '';
  const cssCopy = document.querySelector('[data-copy="css"]');
  if (cssCopy instanceof HTMLElement) cssCopy.hidden = css === '';
  // The frame's title speaks the game's language, like the game inside it.
  const gameWords = await wordsOf(choices.lang);
  if (current !== choices) return;
  out.iframe.value = iframeSnippet(choices, base, gameWords('out.frameTitle', { game: gameWords(`game.${choices.game}`) }));
  for (const box of Object.values(out)) box.rows = Math.max(2, box.value.split('\n').length);

  clearTimeout(previewTimer);
  previewTimer = setTimeout(() => { if (current) preview.show(previewMode(), current); }, delay);
}

/** Everything that speaks: words, <html lang>, title, links that carry the language. */
function redraw() {
  document.documentElement.lang = lang;
  document.title = say('page.title');
  translate(document, say);
  labelCells();
  for (const a of document.querySelectorAll('#lang-switch a[data-lang]')) {
    const l = LANGS.find((x) => x === /** @type {HTMLElement} */ (a).dataset.lang);
    if (!l || !(a instanceof HTMLAnchorElement)) continue;
    a.href = urlWithLanguage(l);
    a.textContent = NATIVE_NAMES[l];
    if (l === lang) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  /** @type {HTMLAnchorElement} */ ($('brand')).href = `./?lang=${lang}`;
  /** @type {HTMLAnchorElement} */ ($('back-home')).href = `./?lang=${lang}`;
  /** @type {HTMLAnchorElement} */ ($('rules-ssangnyuk')).href = `www/rules/ssangnyuk.${lang}.html`;
  /** @type {HTMLAnchorElement} */ ($('rules-sanyao')).href = `www/rules/sanyao.${lang}.html`;
  preview.retranslate();
  copyStatus.textContent = '';
}

/** @param {Lang} next */
async function switchTo(next) {
  const words = await wordsOf(next);
  lang = next;
  say = words;
  saveJson(LANG_KEY, next);
  window.history.replaceState(window.history.state, '', urlWithLanguage(next));
  if (!gameLangChosen) field('lang').value = next;
  redraw();
  await update();
}

fillThemeTable();
fillSides();
field('lang').value = lang;
redraw();
await update(0);

form.addEventListener('change', (e) => {
  if (e.target === field('game')) fillSides();
  if (e.target === field('lang')) gameLangChosen = true;
  void update();
});
// Typing in a text box updates the snippets at once and the preview when the typing pauses.
form.addEventListener('input', (e) => {
  if (e.target instanceof HTMLInputElement && (e.target.type === 'text' || e.target.type === 'number')) void update(600);
});
form.addEventListener('submit', (e) => e.preventDefault());

for (const radio of document.querySelectorAll('input[name="preview-mode"]')) {
  radio.addEventListener('change', () => { if (current) void preview.show(previewMode(), current); });
}

for (const button of document.querySelectorAll('button[data-copy]')) {
  button.addEventListener('click', async () => {
    const which = /** @type {HTMLElement} */ (button).dataset.copy;
    const box = which === 'element' ? out.element : which === 'css' ? out.css : out.iframe;
    copyStatus.textContent = '';
    const copied = await copyFrom(box);
    copyStatus.dataset.tone = copied ? 'info' : 'error';
    copyStatus.textContent = say(copied ? 'copy.done' : 'copy.failed');
  });
}

$('lang-switch').addEventListener('click', (e) => {
  const a = e.target instanceof Element ? e.target.closest('a[data-lang]') : null;
  if (!(a instanceof HTMLAnchorElement)) return;
  // A new tab or window is the browser's business.
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const next = LANGS.find((l) => l === a.dataset.lang);
  if (!next) return;
  e.preventDefault();
  void switchTo(next);
});
