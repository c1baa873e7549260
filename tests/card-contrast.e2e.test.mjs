// End-to-end: the cards laid over the board are readable in every named theme of embed.html
// (www/embedding/themes.js), on the site page and in a kiosk's invitation. For each card a visitor
// meets (Ssangnyuk's who-starts card before and after the throw, its win card; San Yao's round
// and match cards) every visible word, button included (hovered too), has a contrast of at least
// 4.5:1 (WCAG AA) with what is under it, computed from the computed styles: the colours of the
// element and of its ancestors' backgrounds composited down to an opaque one. A background that
// lets the board show through is taken at its worst, over black and over white. The dice and the
// sides' marks on the card stand out of it by 3:1 (WCAG's figure for graphics), a thrown die's
// pips out of its face too. The card's background was once fixed dark brown while a theme set the
// ink: the museum theme's dark ink on it measured about 1.2:1. The veil laid over the board under
// a card is the theme's own ground, not a dark film (over the museum theme's paper it made a muddy
// grey). The notices (a restored game, a refused tap's reason, a suggestion, the error tone's,
// the frame's offer of a new version) and the guide's card are measured the same way, and a
// notice's close button shows its icon at 3:1 at rest, hovered and focused, its hover visible
// and its focus ring the game's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import { THEME_IDS } from '../www/embedding/themes.js';
import { LAST_CHECKER, LAST_MOVE, MUST_USE_MORE, snSave, sySave, roundOverSave, store } from './support/saved-games.mjs';

const TEXT = 4.5;
const GRAPHIC = 3;

/** How far the veil under a card may take the theme's own ground: 1.1:1 (see `veilShortfalls`). */
const VEIL = 1.1;
/** How far a hovered close button's ground stands from the notice's: 1.25:1 (the wood theme's
 * hover, white at 8 %, read 1.28:1; the museum theme's 1.00:1, nothing to see). */
const SHOWS = 1.25;

/**
 * @typedef {{name: string, game: 'ssangnyuk' | 'sanyao', storage: Record<string, string>, query?: string,
 *   act?: (page: import('playwright-core').Page) => Promise<void>, card: string}} CardState
 *   query: more of embed.html's address (`&guide=1`)
 */

/** @type {CardState[]} */
const CARDS = [
  { name: 'who starts', game: 'ssangnyuk', storage: {}, card: '#sn-jaengdu' },
  {
    name: 'who starts, thrown', game: 'ssangnyuk', storage: {}, card: '#sn-jaengdu',
    // A tie throws again, as a visitor would.
    act: async (page) => {
      for (let i = 0; i < 20 && !(await page.locator('#sn-jaengdu-start').isVisible()); i++) await page.locator('#sn-jaengdu-throw').click();
      await page.locator('#sn-jaengdu-start').waitFor();
    },
  },
  {
    name: 'Ssangnyuk won', game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(LAST_CHECKER) }, card: '#sn-win',
    act: async (page) => {
      await page.locator('#sn-roll').click();
      await page.locator('.sn-board [data-key="p1"]').click();
      await page.locator('.sn-board [data-role="dest"]').first().click();
      await page.locator('#sn-finish').click();
    },
  },
  { name: 'San Yao round over', game: 'sanyao', storage: { 'madang.sanyao.people': roundOverSave() }, card: '#sy-round' },
  {
    name: 'San Yao match over', game: 'sanyao', storage: { 'madang.sanyao.people': sySave(JSON.stringify(LAST_MOVE), false) }, card: '#sy-match',
    act: (page) => page.locator('.sy-board [data-hole="7"]').click(),
  },
];

/**
 * The notices a visitor meets, over the board (a restored game) and in the turn card (a refused
 * tap's reason, its rule's explanation, a suggestion). Their backgrounds were once fixed dark browns and blue while a
 * theme set the ink: the museum theme's dark ink on them measured under 2:1.
 * @type {CardState[]}
 */
const NOTICES = [
  { name: 'Ssangnyuk restored', game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(LAST_CHECKER) }, card: '#sn-notices .notice' },
  { name: 'San Yao restored', game: 'sanyao', storage: { 'madang.sanyao.people': sySave(JSON.stringify(LAST_MOVE), false) }, card: '#sy-notices .notice' },
  {
    name: 'Ssangnyuk refused tap', game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(MUST_USE_MORE, [6, 5]) }, card: '#sn-turn-notice[data-tone="why"]',
    act: async (page) => {
      await page.locator('.sn-board [data-key="p12"]').click();
      await page.locator('.sn-board [data-key="p6"]').click({ force: true });
    },
  },
  {
    name: 'San Yao suggestion', game: 'sanyao', storage: {}, card: '#sy-notice[data-tone="suggest"]',
    act: (page) => page.locator('#sy-suggest').click(),
  },
  // The first-game guide's card, in the turn panel's place: once a fixed dark brown (1.2:1 in museum).
  { name: 'Ssangnyuk guide', game: 'ssangnyuk', storage: {}, query: '&guide=1', card: '#sn-guide' },
];

/** A computer player whose every answer is an error, so a suggestion fails. */
const FAILING_WORKER = 'self.onmessage = (e) => { const id = e.data && e.data.id; if (id !== undefined) self.postMessage({ id, error: "internal" }); };';

/**
 * Asks for a suggestion from a computer player that fails, and waits for the error notice.
 * @param {import('playwright-core').Page} page @param {'sn' | 'sy'} prefix @param {string} notice
 */
async function failedSuggestion(page, prefix, notice) {
  await page.route('**/www/bot-worker.js', (r) => r.fulfill({ contentType: 'text/javascript', body: FAILING_WORKER }));
  await page.locator(`#${prefix}-suggest`).click();
  await page.locator(notice).waitFor();
  await page.unroute('**/www/bot-worker.js');
}

/**
 * The notices and messages in the error tone: a suggestion that failed (both games), a move the
 * guide did not ask for, a record that cannot be read. Their backgrounds and words are the
 * danger colour's tints and shades.
 * @type {CardState[]}
 */
const ERRORS = [
  {
    name: 'Ssangnyuk failed suggestion', game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(LAST_CHECKER, [6, 5]) }, card: '#sn-turn-notice[data-tone="error"]',
    act: (page) => failedSuggestion(page, 'sn', '#sn-turn-notice[data-tone="error"]'),
  },
  {
    name: 'San Yao failed suggestion', game: 'sanyao', storage: {}, card: '#sy-notice[data-tone="error"]',
    act: (page) => failedSuggestion(page, 'sy', '#sy-notice[data-tone="error"]'),
  },
  {
    name: 'San Yao guide, a move it did not ask for', game: 'sanyao', storage: {}, query: '&guide=1', card: '#sy-guide',
    act: async (page) => {
      await page.locator('.sy-board [data-hole="0"]').click();
      await page.locator('#sy-guide-result[data-tone="wrong"]').waitFor();
    },
  },
  {
    name: 'Ssangnyuk record refused', game: 'ssangnyuk', storage: {}, card: '#sn-record-error',
    act: async (page) => {
      await page.locator('#sn-record').click();
      await page.locator('#sn-record-open').click();
      await page.locator('#sn-record-text').fill('not a record');
      await page.locator('#sn-record-dialog [data-record="open"]').click();
    },
  },
];

const env = useBrowser();


/**
 * What falls short on the card `selector` (in the <madang-game>'s shadow root, or the page's own
 * document: the site page, embed.html's own notices), as sentences: words under 4.5:1, dice and
 * marks under 3:1. Runs in the page.
 * @param {{selector: string, text: number, graphic: number, only?: string, icon?: {shows: number}}} args
 *   only: measure the words of this element alone (a hovered button); with `icon`, the icon of
 *   this button of an icon alone (3:1 with its ground), and, hovered, that its own ground stands
 *   `shows`:1 from what is around it, focused, that its ring is solid, 2 px or more, at 3:1
 */
function shortfalls({ selector, text, graphic, only, icon }) {
  /** @typedef {[number, number, number, number]} RGBA channels 0..255, alpha 0..1 */
  // Any CSS colour (rgb(), color-mix()'s color(srgb ...), oklab() ...) as sRGB, read back from
  // a pixel painted with it.
  const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d', { willReadFrequently: true }));
  /** @param {string} css @returns {RGBA} */
  const parse = (css) => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  /** `top` composited over `under` (source over). @param {RGBA} top @param {RGBA} under @returns {RGBA} */
  const over = (top, under) => {
    const a = top[3] + under[3] * (1 - top[3]);
    if (a === 0) return [0, 0, 0, 0];
    const ch = (/** @type {number} */ i) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
    return [ch(0), ch(1), ch(2), a];
  };
  /** @param {RGBA} c */
  const luminance = (c) => {
    const lin = c.slice(0, 3).map((v) => { const s = v / 255; return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  /** @param {RGBA} a @param {RGBA} b opaque colours */
  const ratio = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The element's parent, across the shadow root to its host. @param {Element} el */
  const up = (el) => el.parentElement ?? (el.getRootNode() instanceof ShadowRoot ? /** @type {ShadowRoot} */ (el.getRootNode()).host : null);

  // The site page's game is in the document itself, and so are embed.html's own notices.
  const card = document.querySelector('madang-game')?.shadowRoot?.querySelector(selector) ?? document.querySelector(selector);
  if (!card || card.getClientRects().length === 0) return [`${selector} is not shown`];
  /** @type {string[]} */
  const problems = [];
  /**
   * The backgrounds under `el` (its own first), composited down to an opaque one; when none is,
   * the two ends of what could show through (black, white). A gradient inside the card is a
   * background this measure cannot read, and said so.
   * @param {Element} el @returns {RGBA[]}
   */
  const under = (el) => {
    /** @type {RGBA[]} */
    const layers = [];
    for (let a = /** @type {Element | null} */ (el); a; a = up(a)) {
      const style = getComputedStyle(a);
      if (style.backgroundImage !== 'none' && card.contains(a)) problems.push(`${label(a)}: a background image under words`);
      const bg = parse(style.backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] >= 1) break;
    }
    const base = layers.reduceRight((acc, layer) => over(layer, acc), /** @type {RGBA} */ ([0, 0, 0, 0]));
    if (base[3] >= 1) return [base];
    return [over(base, [0, 0, 0, 1]), over(base, [255, 255, 255, 1])];
  };
  /** The product of the opacities from `el` up to the card. @param {Element} el */
  const opacity = (el) => {
    let o = 1;
    for (let a = /** @type {Element | null} */ (el); a && a !== up(card); a = up(a)) o *= Number(getComputedStyle(a).opacity);
    return o;
  };
  /** @param {Element} el */
  const label = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const shown = (/** @type {Element} */ el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility === 'visible';

  const root = /** @type {Document | ShadowRoot} */ (card.getRootNode());
  if (only && icon) {
    const button = /** @type {Element} */ (root.querySelector(only));
    const path = button.querySelector('svg path');
    if (!path) return [`${label(button)}: no icon`];
    const stroke = parse(getComputedStyle(path).stroke);
    stroke[3] *= opacity(path);
    const ground = under(button);
    for (const bg of ground) {
      const r = ratio(over(stroke, bg), bg);
      if (r < graphic) problems.push(`${label(button)}: its icon at ${r.toFixed(2)}:1`);
    }
    const around = under(/** @type {Element} */ (up(button)));
    if (button.matches(':hover')) {
      const r = ratio(ground[0], around[0]);
      if (r < icon.shows) problems.push(`${label(button)}: hovered, its ground at ${r.toFixed(2)}:1 with the notice's`);
    }
    // Focused, the game's ring: solid, 2 px or more, 3:1 with the notice.
    if (button.matches(':focus-visible')) {
      const style = getComputedStyle(button);
      const r = ratio(over(parse(style.outlineColor), around[0]), around[0]);
      if (style.outlineStyle !== 'solid' || parseFloat(style.outlineWidth) < 2 || r < graphic) {
        problems.push(`${label(button)}: focused, its ring ${style.outlineStyle} ${style.outlineWidth} at ${r.toFixed(2)}:1`);
      }
    }
    return problems;
  }
  // Words: every shown element with words of its own (a button's may be its ::before).
  const elements = only ? [/** @type {Element} */ (root.querySelector(only))] : [card, ...card.querySelectorAll('*')];
  let measured = 0;
  for (const el of elements) {
    if (!shown(el) || el.closest('svg')) continue;
    const words = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
      || (el instanceof HTMLButtonElement && (el.textContent?.trim() || getComputedStyle(el, '::before').content !== 'none'));
    // WCAG asks nothing of a control that is switched off.
    if (!words || (el instanceof HTMLButtonElement && el.disabled)) continue;
    measured++;
    const fg = parse(getComputedStyle(el).color);
    fg[3] *= opacity(el);
    for (const bg of under(el)) {
      const r = ratio(over(fg, bg), bg);
      if (r < text) problems.push(`${label(el)}: words at ${r.toFixed(2)}:1`);
    }
  }
  if (measured === 0) problems.push(`${only ?? selector}: no words measured`);
  if (only) return problems;

  // Dice: the face or its edge stands out of the card; a thrown die's pips out of its face.
  for (const body of card.querySelectorAll('.die-body')) {
    if (!shown(body)) continue;
    const style = getComputedStyle(body);
    for (const bg of under(/** @type {Element} */ (up(body)))) {
      const face = over(parse(style.fill), bg);
      const best = Math.max(ratio(face, bg), ratio(over(parse(style.stroke), bg), bg));
      if (best < graphic) problems.push(`a die on ${selector}: ${best.toFixed(2)}:1 with the card`);
      const die = body.closest('.die');
      if (die && !die.classList.contains('is-blank')) {
        for (const pip of die.querySelectorAll('.die-pip')) {
          if (getComputedStyle(pip).opacity === '0' || getComputedStyle(pip).display === 'none') continue;
          const r = ratio(over(parse(getComputedStyle(pip).fill), face), face);
          if (r < graphic) problems.push(`a pip on ${selector}: ${r.toFixed(2)}:1 with its die`);
        }
      }
    }
  }
  // The sides' marks beside the dice: the dot or its ring stands out of what is under it.
  for (const mark of card.querySelectorAll('.jaengdu-label')) {
    if (!shown(mark)) continue;
    const before = getComputedStyle(mark, '::before');
    const ring = before.boxShadow.match(/[a-z-]+\([^)]*\)/);
    for (const bg of under(mark)) {
      const best = Math.max(ratio(over(parse(before.backgroundColor), bg), bg), ring ? ratio(over(parse(ring[0]), bg), bg) : 0);
      if (best < graphic) problems.push(`${label(mark)}'s mark: ${best.toFixed(2)}:1`);
    }
  }
  return problems;
}

/**
 * What falls short in the veil laid over the board under the card `selector`: each of its
 * colours (its background, or its gradient's stops) over the theme's own ground must keep within
 * `most`:1 of it, so the veil is a deeper or lighter wash of the theme's ground and the card
 * stands on it, not a dark film over a light theme (a muddy grey). Runs in the page.
 * @param {{selector: string, most: number}} args
 */
function veilShortfalls({ selector, most }) {
  const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d', { willReadFrequently: true }));
  /** Any CSS colour over `ground`, read back from a pixel. @param {string} css @param {string} ground */
  const paint = (css, ground) => {
    ctx.fillStyle = ground;
    ctx.fillRect(0, 0, 1, 1);
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3);
  };
  /** @param {number[]} c */
  const luminance = (c) => {
    const lin = c.map((v) => { const x = v / 255; return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
  };
  const card = (document.querySelector('madang-game')?.shadowRoot ?? document).querySelector(selector);
  const veil = card?.closest('.overlay');
  if (!card || !veil) return [`${selector}: no veil under it`];
  const style = getComputedStyle(veil);
  const ground = getComputedStyle(card).getPropertyValue('--bg').trim();
  const colours = [style.backgroundColor, ...(style.backgroundImage.match(/(?:rgba?|color|oklab|oklch|lab|lch|hsla?)\([^()]*\)/g) ?? [])];
  /** @type {string[]} */
  const problems = [];
  const bg = luminance(paint(ground, '#000'));
  for (const c of colours) {
    const l = luminance(paint(c, ground));
    const r = (Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05);
    if (r > most) problems.push(`the veil's ${c} over the theme's ground ${ground}: ${r.toFixed(2)}:1`);
  }
  return problems;
}

/**
 * Waits for the game's style sheets and for its colours to stop changing: a button's colours
 * fade in 0.15 s on hover and when the theme arrives (a kiosk's sheets come a moment after its
 * invitation shows). Settled is every sheet in, no transition or animation under way (asked of
 * the shadow root as well as the document, whose getAnimations() leaves out the shadow root's;
 * endless ones aside, as they never end), and the same colours everywhere in the game twice,
 * 100 ms or more apart, with nothing under way at either look. (It was the same colours twice,
 * 250 ms apart, with no look at what was under way: some 160 waits of 0.3 s or more.)
 * @param {import('playwright-core').Page} page
 */
async function settled(page) {
  await page.evaluate(() => { /** @type {any} */ (window).lastLook = null; });
  await page.waitForFunction(() => {
    // The game's shadow root and the page's own document (embed.html's notices).
    const shadow = document.querySelector('madang-game')?.shadowRoot;
    const all = (/** @type {string} */ selector) => [...(shadow?.querySelectorAll(selector) ?? []), ...document.querySelectorAll(selector)];
    const w = /** @type {any} */ (window);
    if (!all('link[rel="stylesheet"]').every((l) => /** @type {HTMLLinkElement} */ (l).sheet)) {
      w.lastLook = null;
      return false;
    }
    const moving = [...document.getAnimations(), ...(shadow?.getAnimations() ?? [])]
      .some((a) => (a.playState === 'running' || a.pending) && a.effect?.getComputedTiming().endTime !== Infinity);
    if (moving) {
      w.lastLook = null;
      return false;
    }
    const look = all('*').map((e) => { const s = getComputedStyle(e); return `${s.color} ${s.backgroundColor} ${s.fill}`; }).join('|');
    const now = performance.now();
    if (w.lastLook !== look) {
      w.lastLook = look;
      w.since = now;
      return false;
    }
    return now - w.since >= 100;
  }, null, { polling: 100 });
}

/**
 * Every shortfall of the card, and of each of its buttons while the pointer is on it; a button
 * of an icon alone (a notice's close) at rest, hovered and focused.
 * @param {import('playwright-core').Page} page @param {string} card
 */
async function check(page, card) {
  const args = { selector: card, text: TEXT, graphic: GRAPHIC };
  await settled(page);
  const problems = await page.evaluate(shortfalls, args);
  const buttons = page.locator(`${card} button`);
  for (let i = 0; i < await buttons.count(); i++) {
    const button = buttons.nth(i);
    if (!(await button.isVisible()) || !(await button.isEnabled())) continue;
    const words = await button.evaluate((b) => Boolean(b.textContent?.trim()) || getComputedStyle(b, '::before').content !== 'none');
    const measure = words ? { ...args, only: '[data-measured]' } : { ...args, only: '[data-measured]', icon: { shows: SHOWS } };
    await button.evaluate((b) => b.setAttribute('data-measured', ''));
    if (!words) {
      await settled(page);
      for (const p of await page.evaluate(shortfalls, measure)) problems.push(`at rest: ${p}`);
    }
    await button.hover();
    await settled(page);
    for (const p of await page.evaluate(shortfalls, measure)) problems.push(`hovered: ${p}`);
    await page.mouse.move(0, 0);
    if (!words) {
      // Focused from the keyboard (the ring shows), the pointer away.
      await button.focus();
      if (!(await button.evaluate((b) => b.matches(':focus-visible')))) problems.push('a close button focused from the keyboard does not match :focus-visible');
      await settled(page);
      for (const p of await page.evaluate(shortfalls, measure)) problems.push(`focused: ${p}`);
      await button.evaluate((b) => /** @type {HTMLElement} */ (b).blur());
    }
    await button.evaluate((b) => b.removeAttribute('data-measured'));
  }
  await page.mouse.move(0, 0);
  return problems;
}

/**
 * Brings up each of `states` in embed.html in every named theme and lists what falls short
 * (and in the veil under each card, with `veil`).
 * @param {CardState[]} states @param {{width: number, height: number}} viewport @param {{veil?: boolean}} [also]
 */
async function everyTheme(states, viewport, also = {}) {
  const { context, page, problems } = await openPage(env.browser, { viewport });
  /** @type {string[]} */
  const failures = [];
  for (const theme of THEME_IDS) {
    for (const state of states) {
      await store(page, env.url, state.storage);
      await page.goto(`${env.url}embed.html?game=${state.game}&vs=people&theme=${theme}${state.query ?? ''}`);
      await page.locator('madang-game[data-ready="true"]').waitFor();
      if (state.act) await state.act(page);
      await page.locator(state.card).waitFor();
      for (const p of await check(page, state.card)) failures.push(`${theme}, ${state.name}: ${p}`);
      if (also.veil) for (const p of await page.evaluate(veilShortfalls, { selector: state.card, most: VEIL })) failures.push(`${theme}, ${state.name}: ${p}`);
    }
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(problems, []);
  await context.close();
}

test('the cards over the board are readable in every named theme of embed.html: words 4.5:1, dice and marks 3:1, hovered buttons too; the veil under them is the theme\'s ground', () => everyTheme(CARDS, { width: 600, height: 500 }, { veil: true }));

test('the notices are readable in every named theme of embed.html: a restored game, a refused tap, a suggestion; the guide\'s card too', () => everyTheme(NOTICES, { width: 1280, height: 800 }));

test('the error tone is readable in every named theme of embed.html: a failed suggestion, a move the guide did not ask for, a refused record', () => everyTheme(ERRORS, { width: 1280, height: 800 }));

/**
 * Makes embed.html offer a new version as soon as its game is ready, as it does when the kit's
 * service worker has one waiting (www/offline.js): the page gets a worker registration with a
 * version waiting, and a worker controlling it.
 * @param {import('playwright-core').Page} page
 */
async function offerUpdate(page) {
  await page.addInitScript(() => {
    if (!location.pathname.endsWith('/embed.html')) return;
    document.addEventListener('DOMContentLoaded', () => {
      const meta = document.createElement('meta');
      meta.name = 'madang-service-worker';
      meta.content = 'sw.js';
      document.head.append(meta);
    });
    const waiting = { postMessage() {}, addEventListener() {}, state: 'installed' };
    const registration = { waiting, installing: null, addEventListener() {}, update: async () => {} };
    Object.defineProperty(ServiceWorkerContainer.prototype, 'controller', { get: () => ({}), configurable: true });
    ServiceWorkerContainer.prototype.register = /** @type {any} */ (async () => registration);
  });
}

test('a notice\'s close button shows its icon at 3:1 at rest, hovered and focused, its hover and its focus ring show, in every named theme; embed.html\'s own notice (a new version) takes the theme', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  await offerUpdate(page);
  /** @type {string[]} */
  const failures = [];
  for (const theme of THEME_IDS) {
    for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
      await store(page, env.url, game === 'ssangnyuk' ? { 'madang.ssangnyuk.people': snSave(LAST_CHECKER) } : { 'madang.sanyao.people': sySave(JSON.stringify(LAST_MOVE), false) });
      await page.goto(`${env.url}embed.html?game=${game}&vs=people&theme=${theme}`);
      await page.locator('madang-game[data-ready="true"]').waitFor();
      const own = game === 'ssangnyuk' ? '#sn-notices .notice' : '#sy-notices .notice';
      for (const card of [own, '.frame-notices .notice']) {
        await page.locator(card).waitFor();
        for (const p of await check(page, card)) failures.push(`${theme}, ${game}, ${card}: ${p}`);
      }
      // The frame's notice is drawn as the game's are: the same colours (it once kept the wood's
      // dark brown and light words in every theme).
      /** @param {string} selector */
      const colours = (selector) => page.locator(selector).first().evaluate((n) => {
        const close = /** @type {Element} */ (n.querySelector('.notice-close'));
        const [box, icon] = [getComputedStyle(n), getComputedStyle(close)];
        return `background ${box.backgroundColor}, border ${box.borderTopColor}, words ${box.color}, close ${icon.color}`;
      });
      const [ours, frames] = [await colours(own), await colours('.frame-notices .notice')];
      if (frames !== ours) failures.push(`${theme}, ${game}: the frame's notice has ${frames}, the game's ${ours}`);
    }
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the who-starts card on the site page, and a kiosk\'s invitation in every named theme, are readable', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  /** @type {string[]} */
  const failures = [];
  await store(page, env.url, {});
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=people`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#sn-jaengdu').waitFor();
  for (const p of await check(page, '#sn-jaengdu')) failures.push(`site page: ${p}`);
  for (const theme of THEME_IDS) {
    await page.goto(`${env.url}embed.html?game=sanyao&kiosk=1&theme=${theme}`);
    await page.locator('.kiosk-invite').waitFor();
    // The attract screen is laid over the game once the kiosk's sheet is in (it is before the
    // invitation shows, as the last test here checks).
    await page.waitForFunction(() => {
      const attract = document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-attract');
      return attract && getComputedStyle(attract).position === 'absolute';
    });
    for (const p of await check(page, '.kiosk-invite')) failures.push(`${theme}, kiosk: ${p}`);
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a kiosk\'s invitation is styled from the moment it shows: the theme\'s colours, not the browser\'s grey button', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
  // Before each change of the page is painted (a MutationObserver's callback runs first), the
  // colours of the invitation when it is first in the layout.
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.firstLook = null;
    const look = (/** @type {ShadowRoot} */ root) => {
      if (w.firstLook) return;
      const touch = root.querySelector('.kiosk-touch');
      if (!touch || touch.getClientRects().length === 0) return;
      const s = getComputedStyle(touch);
      w.firstLook = `${s.backgroundColor} ${s.color}`;
    };
    // The element's shadow root, watched from its making.
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attach.call(this, init);
      new MutationObserver(() => look(root)).observe(root, { subtree: true, childList: true, attributes: true });
      return root;
    };
  });
  /** @type {string[]} */
  const failures = [];
  for (const theme of THEME_IDS) {
    await page.goto(`${env.url}embed.html?game=sanyao&kiosk=1&theme=${theme}`);
    await page.locator('.kiosk-invite').waitFor();
    await settled(page);
    const first = await page.evaluate(() => /** @type {any} */ (window).firstLook);
    const now = await page.locator('.kiosk-touch').evaluate((b) => `${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).color}`);
    if (first !== now) failures.push(`${theme}: first shown as ${first}, then ${now}`);
  }
  assert.deepEqual(failures, []);
  assert.deepEqual(problems, []);
  await context.close();
});
