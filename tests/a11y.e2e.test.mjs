// Accessibility as axe-core (Deque's rules engine: WCAG 2 A and AA, and its best practices)
// finds it, on every kind of page and the states a visitor meets: the chooser, both games with
// their cards, dialogs and guide, the rules pages, the Embed page, embed.html in the named
// themes, the kiosk, and an element inside a museum's own page. Any violation fails, named with
// its elements. Then the headings a screen reader lists: one h1 where the game is the page, and
// inside a host's page the level the host asked for, the cards one below, never a skipped level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { STRICT_CSP } from '../scripts/serve.mjs';
import { openPage, useBrowser } from './support/browser.mjs';
import { randomSanyao } from './support/random-games.mjs';

const env = useBrowser();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's violations on the page as it stands, one line each (rule, impact, first elements).
 * @param {import('playwright-core').Page} page
 */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = /** @type {any} */ (window).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((/** @type {any} */ v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((/** @type {any} */ n) => n.target.join(' > ')).join(' | ')}`);
  });
}

/**
 * Every heading the page shows to a screen reader (not inert, hidden or in a closed dialog),
 * shadow roots included, in document order: [level, text].
 * @param {import('playwright-core').Page} page
 * @returns {Promise<[number, string][]>}
 */
function headings(page) {
  return page.evaluate(() => {
    /** @type {[number, string][]} */
    const found = [];
    /** @param {Element | ShadowRoot} node */
    const walk = (node) => {
      for (const el of node.children) {
        const m = /^H([1-6])$/.exec(el.tagName);
        const shown = el instanceof HTMLElement && el.offsetParent !== null;
        if (m && shown && !el.closest('dialog:not([open]), [inert], [aria-hidden="true"]')) found.push([Number(m[1]), (el.textContent ?? '').trim()]);
        if (el.shadowRoot) walk(el.shadowRoot);
        walk(el);
      }
    };
    walk(document.documentElement);
    return found;
  });
}

/** @param {import('playwright-core').Page} page @param {string} path @param {string} ready */
async function load(page, path, ready) {
  await page.goto(`${env.url}${path}`);
  await page.locator(ready).first().waitFor();
}

/**
 * Opens `path` at `viewport`, waits for `ready`, runs `steps` (each audited after it runs) and
 * asserts no violation and no page problem anywhere; with `h1`, that the page's one h1 is it.
 * @param {string} path @param {{width: number, height: number}} viewport @param {string} ready
 * @param {[string, (page: import('playwright-core').Page) => Promise<void>][]} [steps]
 * @param {string} [h1]
 */
async function audit(path, viewport, ready, steps = [], h1) {
  const { context, page, problems } = await openPage(env.browser, { viewport, ...AXE_CONTEXT });
  try {
    await load(page, path, ready);
    if (h1 !== undefined) {
      const list = await headings(page);
      assert.deepEqual(list.filter(([level]) => level === 1), [[1, h1]], `${path}: ${JSON.stringify(list)}`);
    }
    assert.deepEqual(await violations(page), [], path);
    for (const [name, step] of steps) {
      await step(page);
      assert.deepEqual(await violations(page), [], `${path}, ${name}`);
    }
    assert.deepEqual(problems, [], path);
  } finally {
    await context.close();
  }
}

/** axe copies shadow roots' styles into <style> elements to read them, which the strict CSP
 * blocks; the pages' own CSP is other tests' matter (links.e2e, element.e2e). */
const AXE_CONTEXT = { bypassCSP: true };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test('the chooser, a rules page and the Embed page pass axe', async () => {
  await audit('index.html?lang=ja', PHONE, '#chooser:not([hidden])', [], 'ゲームを選んでください');
  await audit('www/rules/sanyao.en.html', DESKTOP, 'h1');
  await audit('embedding.html?lang=es', PHONE, 'madang-game[data-ready="true"]');
});

test('Ssangnyuk on the site passes axe, its title the page\'s h1: who starts, the game, the Record menu and its dialog, the guide', async () => {
  await audit('index.html?game=ssangnyuk&lang=en&vs=people&seed=450', DESKTOP, 'body[data-ready="true"]', [
    ['the game after the jaengdu', async (page) => {
      // Seed 450: a tie, so a second throw; then Black starts.
      await page.click('#sn-jaengdu-throw');
      await page.click('#sn-jaengdu-throw');
      await page.waitForFunction(() => !document.querySelector('#sn-jaengdu-start')?.hasAttribute('hidden') || document.querySelector('#sn-overlay')?.hasAttribute('hidden'));
      if (await page.locator('#sn-jaengdu-start').isVisible()) await page.click('#sn-jaengdu-start');
      await page.locator('#sn-overlay').waitFor({ state: 'hidden' });
    }],
    ['the Record menu', async (page) => {
      await page.click('#sn-record');
      await page.locator('#sn-record-menu').waitFor();
    }],
    ['the dialog to open a record', async (page) => {
      await page.click('#sn-record-open');
      await page.locator('#sn-record-dialog[open]').waitFor();
    }],
  ], 'Ssangnyuk');
});

test('San Yao on the site with its guide, and embed.html in the named themes, pass axe, the game the h1', async () => {
  await audit('index.html?game=sanyao&lang=es&guide=1', PHONE, '#sy-guide:not([hidden])', [], 'San Yao');
  await audit('embed.html?game=sanyao&lang=ja&theme=museum', { width: 600, height: 500 }, 'madang-game[data-ready="true"]', [], '散窑');
  await audit('embed.html?game=ssangnyuk&lang=en&theme=contrast', { width: 740, height: 360 }, 'madang-game[data-ready="true"]', [], 'Ssangnyuk');
});

test('a kiosk passes axe on its attract screen and in a visitor\'s game; the game\'s name is its h1', async () => {
  await audit('index.html?kiosk=1&game=sanyao&lang=en', DESKTOP, '.kiosk-attract:not([hidden])', [
    ['a visitor\'s game', async (page) => {
      await page.locator('.kiosk-touch').click();
      await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
      await page.locator('.kiosk-game:not(.kiosk-loading) #sy-versus').waitFor();
    }],
  ], 'San Yao');
});

test('a replay in embed.html passes axe, playing and paused; its title is the frame\'s h1', async () => {
  const record = randomSanyao('7', 30).game.exportRecord({});
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 740, height: 520 }, ...AXE_CONTEXT });
  await page.route('**/museum/match.json', (r) => r.fulfill({ contentType: 'application/json', body: record }));
  await load(page, 'embed.html?game=sanyao&lang=ja&loop=1&record=museum/match.json', '.replay-moves li');
  const list = await headings(page);
  assert.deepEqual(list.filter(([level]) => level === 1).length, 1, JSON.stringify(list));
  assert.deepEqual(await violations(page), [], 'playing');
  await page.click('[data-replay="play"]');
  assert.deepEqual(await violations(page), [], 'paused');
  assert.deepEqual(problems, []);
  await context.close();
});

test('inside a host\'s page, the game\'s title takes the level the host asks for, its cards the next', async () => {
  // A museum's page: its h1, a section under an h2, the element at level 3 there and at the
  // default level (2) after it.
  const { context, page, problems } = await openPage(env.browser, { viewport: DESKTOP, ...AXE_CONTEXT });
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': STRICT_CSP },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<script type="module" src="madang-game.js"></script></head><body><main><h1>Our collection</h1>
<section><h2>Games of Korea</h2><madang-game id="a" game="ssangnyuk" opponent="people" heading-level="3"></madang-game></section>
<madang-game id="b" game="sanyao"></madang-game></main></body></html>`,
  }));
  await page.goto(`${env.url}host.html`);
  await page.locator('#a[data-ready="true"]').waitFor();
  await page.locator('#b[data-ready="true"]').waitFor();
  const list = await headings(page);
  const shown = JSON.stringify(list);
  const a = list.findIndex(([level, text]) => level === 3 && text === 'Ssangnyuk');
  const b = list.findIndex(([level, text]) => level === 2 && text === 'San Yao');
  assert.deepEqual(list.slice(0, 3), [[1, 'Our collection'], [2, 'Games of Korea'], [3, 'Ssangnyuk']], shown);
  assert.ok(b > a + 1, shown);
  assert.ok(list.slice(a + 1, b).every(([level]) => level === 4), `element a's cards at h4: ${shown}`);
  assert.ok(list.slice(b + 1).length > 0 && list.slice(b + 1).every(([level]) => level === 3), `element b's cards at h3: ${shown}`);
  assert.ok(list.some(([level, text]) => level === 3 && text === 'Moves'), shown);
  const levels = list.map(([level]) => level);
  levels.forEach((level, i) => assert.ok(i === 0 || level <= levels[i - 1] + 1, `no level skipped: ${shown}`));
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});
