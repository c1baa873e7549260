// Shared by the i18n browser tests (tests/i18n-*.e2e.test.mjs): the catalogs, a page opened in
// a given language and size, the language switcher, and the checks that no raw key, no stale
// English and nothing too wide is left on a page; plus the game helpers that play the same
// moves on the page and in the wasm engine (run here in Node, ready to use once imported).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, openPage } from './browser.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { seedWhereStarts } from './engine.mjs';

/** @typedef {import('../../www/pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../../www/pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where screenshots go. */
export const OUT = `${ROOT}build/test-output`;
/** A phone and a desktop viewport. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
// Ssangnyuk seed 450: a tied jaengdu first, then Black starts with 6-4. San Yao: a seed where
// South starts (the lot is the match's only chance), and always sowing from the first legal hole
// South wins round 1, 31 to 19.
export const SN_SEED = '450';
export const SY_SEED = seedWhereStarts(0);
/** localStorage keys: San Yao's sowing speed, and the saved language choice. */
export const SPEED_KEY = 'madang.sanyao.speed';
export const LANG_KEY = 'madang.lang';

/** The page's catalogs, by language. @type {Record<string, Record<string, string>>} */
export const catalogs = {
  en: (await import('../../www/i18n/en.js')).default,
  es: (await import('../../www/i18n/es.js')).default,
  ja: (await import('../../www/i18n/ja.js')).default,
};
/** Every catalog key. */
export const KEYS = Object.keys(catalogs.en);

mkdirSync(OUT, { recursive: true });

/** @type {{browser: import('playwright-core').Browser, server: {url: string, close: () => Promise<void>}} | null} */
let current = null;

/** Starts the static server and Chromium for a test file (call it in `before`). */
export async function startI18nPage() {
  // Under the strict CSP a museum may set: a violation shows as a console error.
  const server = await startServer(0, { csp: true });
  current = { server, browser: await launchChromium({ shell: true }) };
  return current;
}

/** Closes what startI18nPage started (call it in `after`). */
export async function stopI18nPage() {
  await current?.browser?.close();
  await current?.server?.close();
  current = null;
}

/** The running browser and server. */
function session() {
  if (!current) throw new Error('startI18nPage() was not called');
  return current;
}

/**
 * A fresh page (openPage) in a browser speaking `locale` (en-US unless told), with reduced
 * motion unless told, recording console errors, i18n warnings, page errors and failed requests; `storage` goes into localStorage before the first load only.
 * @param {{width: number, height: number}} viewport
 * @param {{locale?: string, storage?: Record<string, string>, reducedMotion?: 'reduce' | 'no-preference', touch?: boolean}} [o]
 */
export async function open(viewport, o = {}) {
  const { context, page, problems } = await openPage(session().browser, {
    viewport, locale: o.locale ?? 'en-US', reducedMotion: o.reducedMotion ?? 'reduce',
    ...(o.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  await page.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, o.storage ?? {});
  return { context, page, problems };
}

/** Loads index.html with `query` and waits for the game to be ready. @param {import('playwright-core').Page} page @param {string} query */
export async function loadGame(page, query) {
  await page.goto(`${session().server.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** Clicks the switcher's link for `lang` (a tap on a touch page). @param {import('playwright-core').Page} page @param {string} lang */
export async function switchTo(page, lang, touch = false) {
  const link = `#lang-switch a[data-lang="${lang}"]`;
  if (touch) await page.tap(link);
  else await page.click(link);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/**
 * Every text of the DOM (all of it, hidden parts included), the title and the attributes a
 * user or a screen reader meets.
 * @param {import('playwright-core').Page} page
 */
export function domText(page) {
  return page.evaluate(() => {
    const out = [document.title, document.body.textContent ?? ''];
    for (const el of document.querySelectorAll('*')) {
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out.join('\n');
  });
}

/**
 * No raw key anywhere; in es and ja, no piece of an English string that the language words
 * differently (a word a switch forgot to redraw).
 * @param {import('playwright-core').Page} page @param {string} lang @param {string} where
 */
export async function assertWordsOf(page, lang, where) {
  const text = await domText(page);
  assert.deepEqual(KEYS.filter((k) => text.includes(k)), [], `${where}: raw keys`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${where}: <html lang>`);
  if (lang === 'en') return;
  const own = Object.values(catalogs[lang]).join('\n');
  const stale = new Set();
  for (const value of Object.values(catalogs.en)) {
    for (const part of value.split(/\{\w+\}/)) {
      const p = part.trim();
      if (p.length >= 8 && /[a-z]{3}/i.test(p) && !own.includes(p) && text.includes(p)) stale.add(p);
    }
  }
  assert.deepEqual([...stale], [], `${where}: English left on a ${lang} page`);
}

/**
 * Nothing wider than `width`: the page itself, no visible element past the right edge, none
 * spilling out of its card.
 * @param {import('playwright-core').Page} page @param {number} width
 */
export async function assertFits(page, width, where = '') {
  const over = await page.evaluate(() => ({
    width: document.scrollingElement?.scrollWidth ?? Infinity,
    // Visible elements reaching past the right edge (the board's SVG scales, so it never does).
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > window.innerWidth + 0.5 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => `${el.tagName}${el.id ? `#${el.id}` : ''}.${el.getAttribute('class') ?? ''}`),
    // Visible elements spilling out of the card (or notice) that holds them: past its content
    // box by more than half its padding (the turn banner reaches a little into the padding).
    spill: [...document.querySelectorAll('.card *, .notice *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        const card = /** @type {Element} */ (el.parentElement?.closest('.card, .notice'));
        const box = card.getBoundingClientRect();
        const cs = getComputedStyle(card);
        const right = box.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight) / 2;
        const left = box.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft) / 2;
        return r.right > right + 0.5 || r.left < left - 0.5;
      })
      .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').slice(0, 30)}"`),
  }));
  assert.ok(over.width <= width, `${where}: the page is ${over.width}px wide at ${width}px`);
  assert.deepEqual(over.wide, [], `${where}: elements past the edge`);
  assert.deepEqual(over.spill, [], `${where}: elements spilling out of their card`);
}

/**
 * Buttons whose text does not fit their box (clipped or spilling), anywhere visible.
 * @param {import('playwright-core').Page} page
 */
export function clippedButtons(page) {
  return page.$$eval('.btn, .lang-switch a, .sy-speed-option, .sy-speed-option span', (els) => els
    .filter((el) => el instanceof HTMLElement && el.offsetParent !== null)
    .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    .map((el) => el.textContent));
}

/**
 * The fonts Chromium really used for an element (CDP), to prove Japanese is drawn with a
 * Japanese font and not with boxes or a Chinese fallback.
 * @param {import('playwright-core').Page} page @param {string} selector
 */
export async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

// ---- Ssangnyuk ---------------------------------------------------------------------------

/** What each point, bar and tray of the board shows (counts and colours). @param {import('playwright-core').Page} page */
export function snBoard(page) {
  return page.$$eval('.sn-board .loc', (els) => Object.fromEntries(els.map((el) => [
    el.getAttribute('data-key'), { count: Number(el.getAttribute('data-count')), color: el.getAttribute('data-color') },
  ])));
}

export { snExpected } from './boards.mjs';

/** The page's data-key of a point, bar or tray. @param {number | string} loc @param {string} color */
export const keyOf = (loc, color) => (typeof loc === 'number' ? `p${loc}` : `${loc}-${color}`);
/** The page's id of an engine step (www/ssangnyuk/view.js stepId). @param {SsangnyukStep} s */
export const stepId = (s) => `${s.from}>${s.to}:${s.dice.join('+')}`;

/**
 * Plays the engine's first legal step on the page by its data attributes (language-free).
 * @param {import('playwright-core').Page} page @param {SsangnyukState} s
 */
export async function snStep(page, s) {
  const step = s.steps[0];
  await page.click(`[data-key="${keyOf(step.from, s.position.turn)}"]`);
  await page.click(`.sn-board [data-step="${stepId(step)}"]`);
  return step;
}

/**
 * Throws the jaengdu on the page and in the engine until someone starts.
 * @param {import('playwright-core').Page} page @param {import('../../www/pkg/madang_wasm.js').SsangnyukGame} engine
 */
export async function snJaengdu(page, engine, touch = false) {
  /** @type {SsangnyukState} */
  let s = engine.throwJaengdu();
  await (touch ? page.tap('#sn-jaengdu-throw') : page.click('#sn-jaengdu-throw'));
  while (s.phase === 'jaengdu') {
    s = engine.throwJaengdu();
    await (touch ? page.tap('#sn-jaengdu-throw') : page.click('#sn-jaengdu-throw'));
  }
  return s;
}

/** Ssangnyuk's colours as the ja and es catalogs word them (in a sentence, and as a label). */
export const JA_COLOR = { white: '白', black: '黒' };
export const ES_COLOR = { white: 'blancas', black: 'negras' };
export const ES_LABEL = { white: 'Blancas', black: 'Negras' };

// ---- San Yao -----------------------------------------------------------------------------

/** What the San Yao board shows. @param {import('playwright-core').Page} page */
export function syBoard(page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('.sy-board [data-hole]')]
      .sort((a, b) => Number(a.getAttribute('data-hole')) - Number(b.getAttribute('data-hole')));
    return {
      pits: holes.map((el) => Number(el.getAttribute('data-count'))),
      owner: holes.map((el) => Number(el.getAttribute('data-owner'))),
      legal: holes.filter((el) => el.getAttribute('data-legal') === 'true').map((el) => Number(el.getAttribute('data-hole'))),
      stores: [0, 1].map((p) => Number(document.querySelector(`.sy-board [data-store="${p}"]`)?.getAttribute('data-count'))),
    };
  });
}

/** What the board must show for an engine state. @param {import('../../www/pkg/madang_wasm.js').SanyaoState} s */
export const syExpected = (s) => ({
  pits: s.position.pits, owner: s.position.owner, legal: s.status === 'to_move' ? s.legalMoves : [], stores: s.position.stores,
});

/** Waits until no seeds are moving. @param {import('playwright-core').Page} page */
export const waitIdle = (page) => page.waitForSelector('#sy-game[data-animating="false"]', { timeout: 30000 });

/** San Yao's South (0) and North (1) in es and ja. */
export const ES_PLAYER = ['Sur', 'Norte'];
export const JA_PLAYER = ['南', '北'];

