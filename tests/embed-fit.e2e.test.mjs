// End-to-end: the iframe mode (embed.html, compact chrome) fits its frame. At 600x500, 360x640
// and 740x360, in every state a visitor meets (Ssangnyuk's who-starts card, its turn with the
// dice, its win card; San Yao's turn with the scores, its round-over and match-end cards) the
// frame has nothing to scroll, and the controls that matter are whole, inside the frame, not cut
// off by a box that scrolls and not covered by anything; in es, en and ja (the Spanish and
// Japanese words are the longer ones). End states come from saved games (the save format
// of www/<game>/persist.js, under the site page's keys, which embed.html's element shares) and
// the moves that end them. Also: inside an element, links that leave the game open a new tab
// (the site page keeps them in its tab), and a card on a narrow element in full chrome stays in
// the element's box instead of covering the host's screen. Screenshots of each state go to
// build/test-output/embed-fit-*.png. The board's box keeps the board's shape, since its shadow is
// the box's. In a frame taller than the game needs, the board stays below the toolbar and the
// who-starts card below the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { LAST_CHECKER, LAST_MOVE, MUST_USE_MORE, snSave, sySave, roundOverSave, store } from './support/saved-games.mjs';

const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
const SIZES = /** @type {const} */ ([[600, 500], [360, 640], [740, 360]]);
const LANGS = /** @type {const} */ (['en', 'es', 'ja']);

/** Ssangnyuk's opening position, White to roll: a game in progress (persist.js, v1). */
const OPENING = { points: [2, 0, 0, 0, 0, -5, 0, -3, 0, 0, 0, 5, -5, 0, 0, 0, 3, 0, 5, 0, 0, 0, 0, -2], bar: [0, 0], off: [0, 0], turn: 'white' };

/**
 * @typedef {{game: 'ssangnyuk' | 'sanyao', storage: Record<string, string>,
 *   steps: {name: string, act?: (page: import('playwright-core').Page) => Promise<void>, shown: string,
 *     controls: string[], board?: boolean, box?: string}[]}} State
 *   each step: what to do, the part that must then be shown, the controls that must be whole and
 *   visible, whether the board is in view, and a box whose content must not be scrolled away
 */

/** @type {Record<string, State>} */
const STATES = {
  'who-starts': {
    game: 'ssangnyuk', storage: {},
    steps: [
      { name: 'card', shown: '#sn-jaengdu-throw', controls: ['#sn-jaengdu-throw'], box: '#sn-jaengdu' },
      {
        name: 'thrown',
        // A tie throws again, as a visitor would.
        act: async (page) => {
          for (let i = 0; i < 20 && !(await page.locator('#sn-jaengdu-start').isVisible()); i++) await page.locator('#sn-jaengdu-throw').click();
        },
        shown: '#sn-jaengdu-start', controls: ['#sn-jaengdu-start', '#sn-jaengdu-result'], box: '#sn-jaengdu',
      },
    ],
  },
  'ssangnyuk-turn': {
    game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(OPENING) },
    steps: [
      { name: 'roll', shown: '#sn-roll', controls: ['#sn-turn-title', '#sn-turn-hint', '#sn-roll'], board: true, box: '#sn-side' },
      {
        name: 'move', act: (page) => page.locator('#sn-roll').click(),
        shown: '#sn-finish', controls: ['#sn-turn-title', '#sn-turn-hint', '#sn-turn-dice', '#sn-undo', '#sn-finish'], board: true, box: '#sn-side',
      },
    ],
  },
  'ssangnyuk-won': {
    game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(LAST_CHECKER) },
    steps: [{
      name: 'card',
      act: async (page) => {
        await page.locator('#sn-roll').click();
        await page.locator('.sn-board [data-key="p1"]').click();
        await page.locator('.sn-board [data-role="dest"]').first().click();
        await page.locator('#sn-finish').click();
      },
      shown: '#sn-win', controls: ['#sn-win-title', '#sn-win-new', '#sn-win-close'], box: '#sn-win',
    }],
  },
  'ssangnyuk-why': {
    game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': snSave(MUST_USE_MORE, [6, 5]) },
    steps: [{
      name: 'explained',
      act: async (page) => {
        await page.locator('.sn-board [data-key="p12"]').click();
        await page.locator('.sn-board [data-key="p6"]').click({ force: true });
      },
      shown: '#sn-turn-notice .why', controls: ['#sn-turn-title', '#sn-turn-notice', '#sn-turn-notice .why-rule'], board: true, box: '#sn-side',
    }],
  },
  'sanyao-turn': {
    game: 'sanyao', storage: {},
    steps: [{ name: 'turn', shown: '#sy-turn', controls: ['#sy-turn-title', '#sy-turn-hint', '#sy-scores', '#sy-speed'], board: true, box: '#sy-side' }],
  },
  'sanyao-round-over': {
    game: 'sanyao', storage: { 'madang.sanyao.people': roundOverSave() },
    steps: [{ name: 'card', shown: '#sy-round', controls: ['#sy-round-title', '#sy-round-totals', '#sy-round-next'], box: '#sy-round' }],
  },
  'sanyao-match-end': {
    game: 'sanyao', storage: { 'madang.sanyao.people': sySave(JSON.stringify(LAST_MOVE), false) },
    steps: [{
      name: 'card', act: (page) => page.locator('.sy-board [data-hole="7"]').click(),
      shown: '#sy-match', controls: ['#sy-match-title', '#sy-match-totals', '#sy-match-new', '#sy-match-close'], box: '#sy-match',
    }],
  },
};

const env = useBrowser();


/**
 * How the frame and a game's parts lie: the document's scroll size, and for each selector (in
 * the element's shadow root) whether it is whole inside the frame, not cut off by an ancestor
 * that clips or scrolls, and on top where its centre is.
 * @param {import('playwright-core').Page} page @param {string[]} selectors
 */
function layout(page, selectors) {
  return page.evaluate((sels) => {
    const host = /** @type {HTMLElement} */ (document.querySelector('madang-game'));
    const shadow = /** @type {ShadowRoot} */ (host.shadowRoot);
    const w = window.innerWidth;
    const h = window.innerHeight;
    const parts = sels.map((sel) => {
      const el = shadow.querySelector(sel);
      if (!el) return { sel, problem: 'missing' };
      const r = el.getBoundingClientRect();
      if (r.width < 1 || r.height < 1) return { sel, problem: 'not shown' };
      if (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5) {
        return { sel, problem: `outside the frame: ${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}` };
      }
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (getComputedStyle(a).overflow === 'visible') continue;
        const c = a.getBoundingClientRect();
        const top = c.top + a.clientTop;
        const left = c.left + a.clientLeft;
        if (r.top < top - 0.5 || r.left < left - 0.5 || r.bottom > top + a.clientHeight + 0.5 || r.right > left + a.clientWidth + 0.5) {
          return { sel, problem: `cut off by ${a.tagName.toLowerCase()}.${[...a.classList].join('.')}` };
        }
      }
      const hit = shadow.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !(hit === el || el.contains(hit))) return { sel, problem: `covered by ${hit?.tagName.toLowerCase()}.${[...(hit?.classList ?? [])].join('.')}` };
      return { sel, problem: null };
    });
    return {
      scroll: { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight },
      frame: { width: w, height: h },
      problems: parts.filter((p) => p.problem).map((p) => `${p.sel}: ${p.problem}`),
    };
  }, selectors);
}

/**
 * Whether a box of the game shows all it holds (nothing scrolled out of sight inside it).
 * @param {import('playwright-core').Page} page @param {string} selector
 */
function showsAll(page, selector) {
  return page.evaluate((sel) => {
    const el = /** @type {HTMLElement} */ (document.querySelector('madang-game')?.shadowRoot?.querySelector(sel));
    return el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1;
  }, selector);
}

/**
 * The share of the frame the drawn board covers (the SVG draws its viewBox as large as fits),
 * and how far the SVG's box is from the board's own shape (its width to height over the
 * viewBox's, less 1): the board's shadow is the box's, so a box wider or taller than the board
 * would cast it around empty bands.
 * @param {import('playwright-core').Page} page
 */
function boardShare(page) {
  return page.evaluate(() => {
    const board = /** @type {SVGSVGElement} */ (document.querySelector('madang-game')?.shadowRoot?.querySelector('.sn-board, .sy-board'));
    const r = board.getBoundingClientRect();
    const vb = board.viewBox.baseVal;
    const scale = Math.min(r.width / vb.width, r.height / vb.height);
    return {
      share: (vb.width * scale * vb.height * scale) / (window.innerWidth * window.innerHeight),
      misfit: Math.abs((r.width / r.height) / (vb.width / vb.height) - 1),
    };
  });
}

test('embed.html fits 600x500, 360x640 and 740x360 in every state, in es, en and ja: nothing to scroll, the controls whole and in view', async () => {
  mkdirSync(OUT, { recursive: true });
  // One load per state and language, laid out at each size in turn (the frame's layout is CSS
  // only, so a resized frame lays out as one loaded at that size). The size a load starts at
  // turns with each load, so every state is also checked at each size straight after a load.
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: SIZES[0][0], height: SIZES[0][1] } });
  let loads = 0;
  for (const [name, state] of Object.entries(STATES)) for (const lang of LANGS) {
    const sizes = SIZES.map((_, i) => SIZES[(i + loads) % SIZES.length]);
    loads += 1;
    await page.setViewportSize({ width: sizes[0][0], height: sizes[0][1] });
    await store(page, env.url, state.storage);
    await page.goto(`${env.url}embed.html?game=${state.game}&vs=people&lang=${lang}`);
    await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    for (const step of state.steps) {
      await step.act?.(page);
      await page.locator(step.shown).waitFor();
      for (const [width, height] of sizes) {
        const where = `${width}x${height} ${lang} ${name} (${step.name})`;
        await page.setViewportSize({ width, height });
        // Two frames: anything the resize sets off (the frame's height message) has run.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const seen = await layout(page, step.controls);
        assert.deepEqual(seen.frame, { width, height }, `${where}: the frame's size`);
        assert.ok(seen.scroll.height <= height && seen.scroll.width <= width, `${where}: the frame scrolls, ${seen.scroll.width}x${seen.scroll.height}`);
        assert.deepEqual(seen.problems, [], where);
        if (step.box) assert.ok(await showsAll(page, step.box), `${where}: ${step.box} hides part of what it holds`);
        if (step.board) {
          const { share, misfit } = await boardShare(page);
          assert.ok(share >= 0.25, `${where}: the board covers only ${Math.round(share * 100)}% of the frame`);
          assert.ok(misfit < 0.01, `${where}: the board's box is not the board's shape (off by ${(misfit * 100).toFixed(1)}%)`);
        }
        await page.screenshot({ path: `${OUT}/embed-fit-${width}x${height}-${lang}-${name}-${step.name}.png` });
      }
    }
  }
  assert.deepEqual(problems, []);
  await context.close();
});

// A frame taller than the game needs (a phone-shaped 390x800, a 600x900 column): the board
// sits right below the toolbar and the who-starts card, low in the frame, leaves it whole. The
// board used to be centred in all the height left, 150 to 200 px of empty frame above it, and
// the card covered its lower half.
test('embed.html in a frame taller than its game: the board right below the toolbar, the who-starts card below the board', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 800 } });
  for (const [width, height, lang] of /** @type {const} */ ([[390, 800, 'es'], [600, 900, 'ja'], [360, 740, 'en']])) {
    const where = `${width}x${height} ${lang}`;
    await page.setViewportSize({ width, height });
    await store(page, env.url, {});
    await page.goto(`${env.url}embed.html?game=ssangnyuk&vs=people&lang=${lang}`);
    await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
    await page.locator('#sn-jaengdu-throw').waitFor();
    const boxes = await page.evaluate(() => {
      const root = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
      /** @param {string} sel */
      const box = (sel) => /** @type {Element} */ (root.querySelector(sel)).getBoundingClientRect().toJSON();
      return { toolbar: box('.play-toolbar'), board: box('.sn-board'), card: box('#sn-jaengdu') };
    });
    assert.ok(boxes.board.top - boxes.toolbar.bottom < 16, `${where}: ${Math.round(boxes.board.top - boxes.toolbar.bottom)} px between the toolbar and the board`);
    assert.ok(boxes.board.width >= width - 24, `${where}: the board is ${Math.round(boxes.board.width)} px wide`);
    assert.ok(boxes.card.top >= boxes.board.bottom, `${where}: the card (top ${Math.round(boxes.card.top)}) covers the board (bottom ${Math.round(boxes.board.bottom)})`);
    assert.ok(boxes.card.bottom <= height, `${where}: the card is cut off`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('inside an element, links that leave the game open a new tab; on the site page they stay in the tab', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}embed.html?game=ssangnyuk&lang=es`);
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  const inElement = await page.locator('madang-game a').evaluateAll((as) => as.map((a) => [a.id, a.getAttribute('target'), a.getAttribute('rel')]));
  assert.deepEqual(inElement, [['sn-menu-rules', '_blank', 'noopener'], ['sn-toolbar-rules', '_blank', 'noopener'], ['sn-guide-rule', '_blank', 'noopener'], ['sn-rules-link', '_blank', 'noopener']]);
  assert.match(await page.locator('#sn-toolbar-rules').getAttribute('href') ?? '', /\/www\/rules\/ssangnyuk\.es\.html#rules$/);
  // The compact chrome's rules link, in the Record menu for room, goes to the same row.
  assert.equal(await page.locator('#sn-menu-rules').getAttribute('href'), await page.locator('#sn-toolbar-rules').getAttribute('href'));

  await page.goto(`${env.url}index.html?game=sanyao&lang=ja`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  const onSite = await page.locator('.play a').evaluateAll((as) => as.map((a) => [a.id, a.getAttribute('target')]));
  assert.deepEqual(onSite, [['sy-menu-rules', null], ['sy-toolbar-rules', null], ['sy-guide-rule', null], ['sy-rules-link', null]]);
  assert.deepEqual(problems, []);
  await context.close();
});

test('full chrome on a phone-wide host page: the win card stays inside the element, which has room around the game', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
  await page.route(`${env.url}host.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: '<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1">'
      + '<script type="module" src="madang-game.js"></script></head><body style="margin:0;padding:0.5rem;background:#fff">'
      + '<p style="height:900px">A long museum text above the game.</p><madang-game id="m" game="ssangnyuk" opponent="people"></madang-game></body></html>',
  }));
  await store(page, env.url, { 'madang.ssangnyuk#m.people': snSave(LAST_CHECKER) });
  await page.goto(`${env.url}host.html`);
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  await page.locator('#sn-roll').click();
  await page.locator('.sn-board [data-key="p1"]').click();
  await page.locator('.sn-board [data-role="dest"]').first().click();
  await page.locator('#sn-finish').click();
  await page.locator('#sn-win').waitFor();
  const box = await page.evaluate(() => {
    const host = /** @type {HTMLElement} */ (document.querySelector('madang-game'));
    const overlay = /** @type {HTMLElement} */ (host.shadowRoot?.querySelector('#sn-overlay'));
    const h = host.getBoundingClientRect();
    const o = overlay.getBoundingClientRect();
    const game = /** @type {HTMLElement} */ (host.shadowRoot?.querySelector('.play')).getBoundingClientRect();
    return {
      position: getComputedStyle(overlay).position,
      inside: o.top >= h.top - 0.5 && o.left >= h.left - 0.5 && o.bottom <= h.bottom + 0.5 && o.right <= h.right + 0.5,
      padding: [game.left - h.left, game.top - h.top],
      radius: getComputedStyle(host).borderTopLeftRadius,
    };
  });
  assert.notEqual(box.position, 'fixed', 'not laid over the host\'s screen');
  assert.ok(box.inside, 'the card\'s layer stays within the element');
  assert.ok(box.padding.every((p) => p >= 8), `the game keeps off the element's edges (${box.padding})`);
  assert.notEqual(box.radius, '0px', 'the element has the theme\'s corners');
  assert.deepEqual(problems, []);
  await context.close();
});
