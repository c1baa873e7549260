// <madang-game> and embed.html as a museum's web developer uses them: the kit served under a
// sub-path with the strict Content Security Policy, host pages with two elements or an iframe.
// Both games are played through the boards; the events, the iframe's messages, attribute
// changes and removal are checked against what the Embed page documents.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, STRICT_CSP } from '../scripts/serve.mjs';
import { launchChromium, openPage } from './support/browser.mjs';
import { SanyaoGame, seedWhereStarts } from './support/engine.mjs';

const BASE = '/museum/madang/';
/** Ssangnyuk seed 450: a tied jaengdu, then Black starts with 6-4. */
const SN_SEED = '450';
const SY_SEED = seedWhereStarts(0);

/** @type {{url: string, close: () => Promise<void>}} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  server = await startServer(0, { base: BASE, csp: true, compress: 'gzip' });
  browser = await launchChromium({ shell: true });
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A host page at `<kit>/host.html` (under the strict CSP, no inline script) with `body`, and a
 * record of every madang event, iframe message, CSP violation and request of the page and its
 * workers.
 * @param {string} body
 */
async function openHost(body) {
  const opened = await openPage(browser);
  const { page, context } = opened;
  /** @type {string[]} */
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': STRICT_CSP },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<script type="module" src="madang-game.js"></script></head><body><h1>Our collection</h1>${body}</body></html>`,
  }));
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.seen = [];
    w.messages = [];
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    for (const type of ['madang-ready', 'madang-move', 'madang-end']) {
      document.addEventListener(type, (e) => {
        const target = /** @type {HTMLElement} */ (e.target);
        w.seen.push({ id: target.id, type, detail: /** @type {CustomEvent} */ (e).detail, bubbles: e.bubbles, composed: e.composed });
      });
    }
    window.addEventListener('message', (e) => {
      if (window.parent === window && e.data?.source === 'madang') w.messages.push({ origin: e.origin, data: e.data });
    });
  });
  await page.goto(`${server.url}host.html`);
  return { ...opened, requests };
}

/** @param {import('playwright-core').Page} page @returns {Promise<{id: string, type: string, detail: any, bubbles: boolean, composed: boolean}[]>} */
const seen = (page) => page.evaluate(() => /** @type {any} */ (window).seen);

/**
 * Waits for the `n`th (1-based) event of `type` from element `id`, matching `where` if given.
 * @param {import('playwright-core').Page} page @param {string} id @param {string} type
 * @param {Record<string, unknown>} [where] @param {number} [n]
 */
async function eventFrom(page, id, type, where = {}, n = 1) {
  await page.waitForFunction(([id, type, where, n]) => /** @type {any[]} */ (/** @type {any} */ (window).seen)
    .filter((e) => e.id === id && e.type === type && Object.entries(where).every(([k, v]) => e.detail[k] === v)).length >= n,
  /** @type {const} */ ([id, type, where, n]), { timeout: 30000, polling: 50 });
  const all = (await seen(page)).filter((e) => e.id === id && e.type === type && Object.entries(where).every(([k, v]) => e.detail[k] === v));
  return all[n - 1];
}

/** What the page and its workers asked for that the kit does not serve. @param {string[]} requests */
function foreign(requests) {
  const origin = new URL(server.url).origin;
  return requests.filter((u) => !u.startsWith(`${origin}${BASE}`) && !u.startsWith('data:'));
}

/** Sows the lowest lit hole of the San Yao board in `scope` (an element or a frame's element). @param {import('playwright-core').Locator} scope */
async function sowFirst(scope) {
  const hole = scope.locator('.sy-board [data-hole][data-legal="true"]').first();
  const n = Number(await hole.getAttribute('data-hole'));
  await hole.click();
  return n;
}

test('two elements on a museum page under a sub-path and the strict CSP: both played, events as documented, nothing from elsewhere', async () => {
  const { context, page, problems, requests } = await openHost(
    `<madang-game id="sy" game="sanyao" lang="ja" opponent="people" seed="${SY_SEED}"></madang-game>
     <madang-game id="sn" game="ssangnyuk" lang="es" opponent="computer" level="easy" seed="${SN_SEED}"></madang-game>`,
  );
  const syReady = await eventFrom(page, 'sy', 'madang-ready');
  const snReady = await eventFrom(page, 'sn', 'madang-ready');
  assert.deepEqual([syReady.detail.game, syReady.detail.lang, snReady.detail.game, snReady.detail.lang], ['sanyao', 'ja', 'ssangnyuk', 'es']);
  assert.ok(syReady.bubbles && syReady.composed, 'the events reach the document');
  const fresh = new SanyaoGame(SY_SEED);
  assert.deepEqual(JSON.parse(syReady.detail.position), JSON.parse(fresh.exportPosition()));

  // Each speaks its own language inside its own shadow root; the host's markup is untouched.
  const sy = page.locator('#sy');
  const sn = page.locator('#sn');
  assert.equal(await sy.locator('.play').getAttribute('lang'), 'ja');
  assert.equal(await sy.locator('#sy-title').textContent(), '散窑');
  assert.equal(await sn.locator('.play').getAttribute('lang'), 'es');
  assert.equal(await sn.locator('#sn-new-game').textContent(), 'Nueva partida');
  assert.equal(await page.evaluate(() => document.querySelectorAll('#sy-board, #sn-board').length), 0, 'the boards are in the shadow roots');

  // San Yao: the visitor sows; the move event carries the hole and the engine's position.
  const hole = await sowFirst(sy);
  const syMove = await eventFrom(page, 'sy', 'madang-move');
  assert.deepEqual([syMove.detail.game, syMove.detail.side, syMove.detail.move], ['sanyao', 'south', hole]);
  fresh.play(hole);
  assert.deepEqual(JSON.parse(syMove.detail.position), JSON.parse(fresh.exportPosition()));
  fresh.free();

  // Ssangnyuk against the computer: the jaengdu is tied once, then Black (the computer) starts
  // with 6-4 and its move is told; then the visitor's.
  while (!(await sn.locator('#sn-jaengdu-start').isVisible())) await sn.locator('#sn-jaengdu-throw').click();
  await sn.locator('#sn-jaengdu-start').click();
  const computerMove = await eventFrom(page, 'sn', 'madang-move', { side: 'black' });
  assert.deepEqual(computerMove.detail.dice, [6, 4]);
  assert.equal(typeof computerMove.detail.move, 'string');
  assert.notEqual(computerMove.detail.move, 'pass', 'an opening 6-4 can always be played');
  await sn.locator('#sn-roll').click();
  while (await sn.locator('.sn-board [data-role="source"]').count() > 0) {
    await sn.locator('.sn-board [data-role="source"]').first().click();
    await sn.locator('.sn-board [data-role="dest"]').first().click();
  }
  if (await sn.locator('#sn-finish').isVisible()) await sn.locator('#sn-finish').click();
  const visitorMove = await eventFrom(page, 'sn', 'madang-move', { side: 'white' });
  assert.equal(visitorMove.detail.game, 'ssangnyuk');
  assert.equal(visitorMove.detail.dice.length, 2);
  const position = JSON.parse(visitorMove.detail.position);
  assert.equal(position.turn, 'black', 'after White\'s move it is Black\'s turn');
  assert.deepEqual(JSON.parse(/** @type {string} */ (await page.$eval('#sn', (el) => /** @type {any} */ (el).position))), position);

  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).violations), []);
  assert.deepEqual(foreign(requests), [], 'no request leaves the kit');
  assert.equal(requests.filter((u) => u.endsWith('.wasm')).length, 1, 'the engine is fetched once for the page and the computer');
  assert.equal(requests.filter((u) => /\/i18n\/(en|es|ja)\.js$/.test(u)).map((u) => u.slice(-5)).sort().join(), 'es.js,ja.js', 'only the languages in use load');
  assert.deepEqual(problems, []);
  await context.close();
});

test('attributes: a new language redraws the same game, other changes start anew, unknown values fall back with a warning, removal stops everything', async () => {
  const { context, page, problems } = await openHost(`<madang-game id="g" game="sanyao" lang="en" opponent="people" seed="${SY_SEED}"></madang-game>`);
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  const g = page.locator('#g');
  await eventFrom(page, 'g', 'madang-ready');
  await sowFirst(g);
  const afterMove = (await eventFrom(page, 'g', 'madang-move')).detail.position;
  /** @returns {Promise<string>} */
  const position = () => page.$eval('#g', (el) => /** @type {any} */ (el).position);
  const readies = async () => (await seen(page)).filter((e) => e.type === 'madang-ready').length;
  await page.waitForFunction(() => document.querySelector('#g')?.shadowRoot?.querySelector('.sy-game')?.getAttribute('data-animating') === 'false');

  await page.$eval('#g', (el) => el.setAttribute('lang', 'ja'));
  await page.waitForFunction(() => document.querySelector('#g')?.shadowRoot?.querySelector('#sy-title')?.textContent === '散窑');
  assert.equal(await g.locator('.play').getAttribute('lang'), 'ja');
  assert.equal(await readies(), 1, 'no new game for a new language');
  assert.equal(await position(), afterMove, 'the game is kept as it was');

  // The property is the attribute; an unknown language falls back to the page's.
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).lang), 'ja');
  await page.$eval('#g', (el) => { /** @type {any} */ (el).lang = 'fr'; });
  await page.waitForFunction(() => document.querySelector('#g')?.shadowRoot?.querySelector('.play')?.getAttribute('lang') === 'en');
  assert.ok(warnings.some((w) => w.includes('unknown lang "fr"')), 'an unknown language warns');
  assert.equal(await readies(), 1, 'still the same game');
  assert.equal(await position(), afterMove);

  // Several attributes set together start one new game; the computer gets a worker.
  await page.$eval('#g', (el) => { el.setAttribute('game', 'ssangnyuk'); el.setAttribute('side', 'purple'); el.setAttribute('opponent', 'computer'); });
  const second = await eventFrom(page, 'g', 'madang-ready', { game: 'ssangnyuk' });
  assert.equal(await readies(), 2, 'one new game for three changes');
  assert.equal(second.detail.lang, 'en');
  assert.ok(warnings.some((w) => w.includes('unknown side "purple"')), 'an unknown side warns');
  assert.ok(await g.locator('#sn-jaengdu-throw').isVisible(), 'a new Ssangnyuk game starts with the jaengdu');
  assert.equal(await g.locator('#sy-board').count(), 0, 'the San Yao board is gone');
  await g.locator('#sn-jaengdu-throw').click();
  for (let i = 0; i < 50 && page.workers().length === 0; i++) await page.waitForTimeout(100);
  assert.equal(page.workers().length, 1, 'the computer plays in its own worker');

  // Removing the element stops its worker and leaves no error.
  const closed = new Promise((resolve) => page.workers()[0].once('close', resolve));
  await page.$eval('#g', (el) => el.remove());
  await closed;
  assert.equal(page.workers().length, 0);
  await page.waitForTimeout(300);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('embed.html in an iframe: height and game events posted to the parent, the two commands obeyed, anything else ignored', async () => {
  const { context, page, problems, requests } = await openHost(
    `<iframe id="f" src="embed.html?game=sanyao&amp;vs=people&amp;lang=es&amp;seed=${SY_SEED}" width="600" height="500" title="San Yao"></iframe>`,
  );
  /** @param {string} type */
  const messagesOf = (type) => page.evaluate((type) => /** @type {any[]} */ (/** @type {any} */ (window).messages).filter((m) => m.data.type === type), type);
  await page.waitForFunction(() => /** @type {any[]} */ (/** @type {any} */ (window).messages).some((m) => m.data.type === 'ready'));
  const [ready] = await messagesOf('ready');
  assert.equal(ready.origin, new URL(server.url).origin);
  assert.deepEqual([ready.data.detail.game, ready.data.detail.lang], ['sanyao', 'es']);
  const heights = await messagesOf('height');
  assert.ok(heights.length >= 1);
  const height = heights[heights.length - 1].data.height;
  // The height the game needs at the frame's width (tests/embed-size.e2e.test.mjs checks it):
  // San Yao's board as wide as a 600 px frame, with its panel below, needs more than 500 px.
  assert.ok(Number.isInteger(height) && height > 500 && height < 900, `the game needs ${height} px at 600 px wide`);

  const frame = page.frameLocator('#f');
  const board = frame.locator('madang-game');
  const hole = await sowFirst(board);
  await page.waitForFunction(() => /** @type {any[]} */ (/** @type {any} */ (window).messages).some((m) => m.data.type === 'move'));
  const [move] = await messagesOf('move');
  assert.deepEqual([move.data.detail.side, move.data.detail.move], ['south', hole]);

  const inner = page.frames().find((f) => f.url().includes('embed.html'));
  assert.ok(inner);
  const framePosition = () => inner.$eval('madang-game', (el) => /** @type {any} */ (el).position);
  const played = await framePosition();
  /** @param {unknown} message */
  const post = (message) => page.$eval('#f', (f, m) => /** @type {HTMLIFrameElement} */ (f).contentWindow?.postMessage(m, '*'), message);

  // Shapes that are not documented, and a documented one from a window that is not the
  // parent, change nothing.
  for (const junk of [{ command: 'new-game' }, { target: 'madang', command: 'reset' }, { target: 'madang', command: 'set-lang', lang: 'fr' }, 'new-game', null]) await post(junk);
  await inner.evaluate(() => window.postMessage({ target: 'madang', command: 'new-game' }, '*'));
  await page.waitForTimeout(300);
  assert.equal(await framePosition(), played, 'nothing was obeyed');
  assert.equal(await inner.evaluate(() => document.documentElement.lang), 'es');

  await post({ target: 'madang', command: 'set-lang', lang: 'ja' });
  await inner.waitForFunction(() => document.documentElement.lang === 'ja');
  await inner.waitForFunction(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('#sy-title')?.textContent === '散窑');
  assert.equal(await framePosition(), played, 'a new language keeps the game');

  // The guide opens over the game, which waits under it.
  const guideShown = () => inner.$eval('madang-game', (el) => {
    const card = el.shadowRoot?.querySelector('#sy-guide');
    return card instanceof HTMLElement && !card.hidden && card.getBoundingClientRect().height > 0;
  });
  assert.equal(await guideShown(), false);
  await post({ target: 'madang', command: 'guide' });
  await inner.waitForFunction(() => {
    const card = document.querySelector('madang-game')?.shadowRoot?.querySelector('#sy-guide');
    return card instanceof HTMLElement && !card.hidden && card.getBoundingClientRect().height > 0;
  });
  assert.equal(await framePosition(), played, 'the visitor\'s game waits under the guide');

  await post({ target: 'madang', command: 'new-game' });
  await inner.waitForFunction((played) => /** @type {any} */ (document.querySelector('madang-game'))?.position !== played, played);
  const fresh = new SanyaoGame(SY_SEED);
  assert.deepEqual(JSON.parse(await framePosition()), JSON.parse(fresh.exportPosition()), 'the seeded game starts again');
  fresh.free();

  assert.deepEqual(foreign(requests), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('embed.html takes a named theme from its address; an unknown name keeps the default look with a warning', async () => {
  const { context, page, problems } = await openHost(
    `<iframe id="m" src="embed.html?game=sanyao&amp;theme=museum" width="600" height="500" title="San Yao"></iframe>
     <iframe id="n" src="embed.html?game=sanyao&amp;theme=neon" width="600" height="500" title="San Yao"></iframe>`,
  );
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  // Loaded again with the console heard from the start.
  await page.reload();
  await page.waitForFunction(() => /** @type {any[]} */ (/** @type {any} */ (window).messages).filter((m) => m.data.type === 'ready').length === 2);
  /** @param {string} id */
  const look = async (id) => {
    const frame = page.frames().find((f) => f.url().includes(id === 'm' ? 'theme=museum' : 'theme=neon'));
    assert.ok(frame, page.frames().map((f) => f.url()).join(' '));
    return frame.evaluate(() => {
      const el = /** @type {HTMLElement} */ (document.querySelector('madang-game'));
      const card = el.shadowRoot?.querySelector('.turn-card');
      return { bg: getComputedStyle(document.body).backgroundColor, card: card ? getComputedStyle(card).backgroundColor : null };
    });
  };
  const museum = await look('m');
  assert.equal(museum.bg, 'rgb(251, 248, 242)', 'the museum paper fills the frame');
  assert.equal(museum.card, 'rgb(243, 237, 226)', 'the game\'s cards take the theme');
  const neon = await look('n');
  assert.equal(neon.bg, 'rgb(27, 21, 18)', 'an unknown theme keeps the site\'s look');
  assert.ok(warnings.some((w) => w.includes('unknown theme "neon"')), warnings.join('\n'));
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the guide on a host page: the element\'s guide() and embed.html?guide=1 open it over a waiting game, and the frame\'s reload brings the game back', async () => {
  const { context, page, problems } = await openHost(
    `<madang-game id="g" game="ssangnyuk" lang="es" opponent="people"></madang-game>
     <iframe id="f" src="embed.html?game=sanyao&amp;lang=ja&amp;vs=people&amp;guide=1" width="600" height="500" title="San Yao"></iframe>`,
  );
  /** Whether the first element's guide card `id` is shown. @param {string} id */
  const shown = (id) => {
    const card = document.querySelector('madang-game')?.shadowRoot?.querySelector(id);
    return card instanceof HTMLElement && !card.hidden && card.getBoundingClientRect().height > 0;
  };
  await eventFrom(page, 'g', 'madang-ready');
  assert.equal(await page.evaluate(shown, '#sn-guide'), false, 'no guide until asked');
  const before = await page.$eval('#g', (el) => /** @type {any} */ (el).position);
  await page.$eval('#g', (el) => /** @type {any} */ (el).guide());
  await page.waitForFunction(shown, '#sn-guide');
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).shadowRoot.querySelector('#sn-guide-label span').textContent), 'Cómo se juega');
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).position), before, 'the game waits under the guide');

  const frame = () => page.frames().find((f) => f.url().includes('embed.html'));
  await page.waitForFunction(() => /** @type {any[]} */ (/** @type {any} */ (window).messages).some((m) => m.data.type === 'ready'));
  const inner = frame();
  assert.ok(inner);
  await inner.waitForFunction(shown, '#sy-guide');
  assert.equal(await inner.evaluate(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('#sy-guide-label span')?.textContent), '遊び方');
  assert.equal(new URL(inner.url()).searchParams.has('guide'), false, 'the frame forgets the parameter once used');
  await inner.evaluate(() => window.location.reload());
  await page.waitForFunction(() => /** @type {any[]} */ (/** @type {any} */ (window).messages).filter((m) => m.data.type === 'ready').length === 2);
  const again = frame();
  assert.ok(again);
  assert.equal(await again.evaluate(shown, '#sy-guide'), false, 'a reload brings the game back, not the guide');
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).violations), []);
  assert.deepEqual(problems, []);
  await context.close();
});
