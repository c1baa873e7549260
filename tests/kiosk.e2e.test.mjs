// Kiosk mode as a gallery's touch screen lives it, with idle times of a few seconds: the
// attract screen where the computer plays itself, the first touch starting a game against the
// computer, the idle reset (asking "Still playing?" first when a game is under way), no
// visitor finding the last one's game, no link out (the rules panel: kiosk-rules.e2e), and targets a
// finger can hit. Also what a museum's typo in the markup gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { STRICT_CSP } from '../scripts/serve.mjs';
import { useBrowser, openPage } from './support/browser.mjs';
import { kioskOpener, position } from './support/kiosk.mjs';
import { SanyaoGame, seedWhereStarts } from './support/engine.mjs';
import { installClock } from './support/clock.mjs';
import { countdownFor } from '../www/kiosk/options.js';

const env = useBrowser();
const openKiosk = kioskOpener(env);
/** South (the visitor's side) sows first. */
const SEED = seedWhereStarts(0);
const IDLE = 3;


/** Waits for the attract screen to invite in `text`. @param {import('playwright-core').Page} page @param {string} text */
const invitation = (page, text) => page.waitForFunction((text) => document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-touch')?.textContent === text, text, { timeout: 5000 });

/**
 * Waits until the visitor's game is up (the attract game stays on the board until it is ready).
 * @param {import('playwright-core').Page} page @param {string} expected its position
 */
const newGameShown = (page, expected) => page.waitForFunction((p) => {
  const now = /** @type {any} */ (document.querySelector('madang-game')).position;
  return now !== null && JSON.stringify(JSON.parse(now)) === JSON.stringify(JSON.parse(p));
}, expected, { timeout: 10000 }).catch(() => {});

/** Sows the lowest lit hole of the visitor's San Yao board. @param {import('playwright-core').Page} page */
async function sowFirst(page) {
  await page.locator('.kiosk-game #sy-versus').waitFor();
  const hole = page.locator('.kiosk-game .sy-board [data-hole][data-legal="true"]').first();
  const n = Number(await hole.getAttribute('data-hole'));
  await hole.click();
  return n;
}

/**
 * Pauses the page's fake clock (installed on its context) a moment from now.
 * @param {import('playwright-core').Page} page
 */
async function pauseClock(page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now()) + 1000);
}

/**
 * Moves the paused clock on `step` ms at a time until `done` holds in the page, at most `max` ms.
 * @param {import('playwright-core').Page} page @param {() => boolean} done
 * @param {number} max @param {number} [step]
 */
async function runUntil(page, done, max, step = 50) {
  for (let ran = 0; !(await page.evaluate(done)); ran += step) {
    assert.ok(ran < max, `within ${max} ms of the page's time`);
    await page.clock.runFor(step);
  }
}

/**
 * Waits until the visitor's San Yao board waits for the visitor (South to sow, nothing being
 * shown, holes lit), moving the paused clock on `step` ms at a time meanwhile (the computer's
 * pauses; 0: the clock stays still).
 * @param {import('playwright-core').Page} page @param {number} [step]
 */
async function visitorsTurn(page, step = 0) {
  const ready = () => {
    const el = /** @type {any} */ (document.querySelector('madang-game'));
    const game = el.shadowRoot.querySelector('.kiosk-game:not(.kiosk-loading)');
    return JSON.parse(el.position).turn === 0 && game?.querySelector('.sy-game')?.getAttribute('data-animating') === 'false'
      && game.querySelector('.sy-board [data-legal="true"]') !== null;
  };
  if (step === 0) await page.waitForFunction(ready);
  else await runUntil(page, ready, 60000, step);
}

test('between visitors the computer plays itself under "Touch to play"; the page has no link out; nothing of a game is kept', async () => {
  const { context, page, problems } = await openKiosk(`game=sanyao&lang=es&seed=${SEED}&idle-seconds=${IDLE}`);
  const attract = page.locator('.kiosk-attract');
  await attract.waitFor();
  assert.equal(await attract.locator('.kiosk-touch').textContent(), 'Toca para jugar');
  assert.deepEqual(await attract.locator('.kiosk-lang').evaluateAll((bs) => bs.map((b) => [b.getAttribute('lang'), b.textContent])),
    [['es', 'Español'], ['en', 'English'], ['ja', '日本語']]);
  assert.equal(await page.evaluate(() => document.querySelectorAll('a').length), 0);

  // The computer plays both sides at a calm pace.
  const first = await position(page);
  await page.waitForFunction((p) => /** @type {any} */ (document.querySelector('madang-game')).position !== p, first, { timeout: 15000 });
  await page.waitForFunction((p) => {
    const now = JSON.parse(/** @type {any} */ (document.querySelector('madang-game')).position);
    return now.turn !== JSON.parse(p).turn;
  }, first, { timeout: 15000 });

  // A language button changes the words and does not start a game.
  await attract.locator('.kiosk-lang[lang="en"]').click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await invitation(page, 'Touch to play');
  assert.ok(await attract.isVisible(), 'still the attract screen');

  // The first touch: the visitor's game, against the computer at the gentle level.
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  const fresh = new SanyaoGame(SEED);
  await newGameShown(page, fresh.exportPosition());
  assert.deepEqual(JSON.parse(await position(page)), JSON.parse(fresh.exportPosition()), 'a new game, not the attract one');
  assert.match(/** @type {string} */ (await page.locator('.kiosk-game #sy-versus').textContent()), /easy/);
  const hole = await sowFirst(page);
  fresh.play(hole);
  await page.waitForFunction((p) => /** @type {any} */ (document.querySelector('madang-game')).position !== p, fresh.exportPosition());
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('madang.') && k !== 'madang.lang'));
  assert.deepEqual(keys, [], 'nothing of the game is saved');

  // The next visitor (a reload) gets the attract screen, then a fresh game.
  await page.reload();
  await page.locator('madang-game[data-ready="true"]').waitFor();
  await attract.waitFor();
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  const again = new SanyaoGame(SEED);
  await newGameShown(page, again.exportPosition());
  assert.deepEqual(JSON.parse(await position(page)), JSON.parse(again.exportPosition()), 'the last visitor\'s game is not restored');
  assert.equal(await page.locator('.notice').count(), 0, 'no "game restored" notice');
  fresh.free();
  again.free();
  assert.deepEqual(problems, []);
  await context.close();
});

// The page's timers run on Playwright's fake clock, paused while the idle time matters: the
// test moves it on by the idle time itself, so a loaded machine's slow steps between two looks
// can neither run out the idle time early nor let the 3 s countdown of "Still playing?" expire
// before the test has read it and answered (in real time both happened: the attract screen
// seemed back in under 2.5 s as the test took long to see the game, and the question ran out).
test('idle: an untouched game goes back to the attract screen; a game under way asks "Still playing?" first', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await installClock(context);
  await page.goto(`${env.url}index.html?kiosk=1&game=sanyao&seed=${SEED}&idle-seconds=${IDLE}`);
  await page.locator('madang-game[data-ready="true"]').waitFor();
  const attract = page.locator('.kiosk-attract');
  const ask = page.locator('.kiosk-ask');
  await attract.locator('.kiosk-lang[lang="ja"]').click();
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await pauseClock(page);
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  await visitorsTurn(page);

  // Nothing played: no question, straight back after the idle time, in the kiosk's language.
  await page.clock.runFor(IDLE * 1000 - 500);
  assert.equal(await attract.isVisible(), false, 'not before the idle time');
  await page.clock.runFor(1000);
  assert.equal(await attract.isVisible(), true, 'back after the idle time');
  assert.equal(await ask.isVisible(), false);
  await page.clock.resume();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await invitation(page, 'Touch to play'); // the next visitor finds the kiosk's language

  // A game under way: the question, answered yes, keeps it as it stands.
  await pauseClock(page);
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  await visitorsTurn(page);
  await sowFirst(page);
  // The computer answers; then the game waits for the visitor.
  await visitorsTurn(page, 100);
  const kept = await position(page);
  await page.clock.runFor(IDLE * 1000 - 500);
  assert.equal(await ask.isVisible(), false, 'no question before the idle time');
  await runUntil(page, () => !(/** @type {HTMLElement} */ (document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-ask'))).hidden, 1000);
  assert.equal(await ask.locator('h2').textContent(), 'Still playing?');
  assert.match(/** @type {string} */ (await ask.locator('.kiosk-ask-count').textContent()), /\d+ seconds?/);
  await ask.locator('.kiosk-yes').click();
  await ask.waitFor({ state: 'hidden' });
  assert.equal(await position(page), kept, 'the game is kept');
  assert.equal(await attract.isVisible(), false);

  // Asked again and not answered: the countdown runs out and the game is reset.
  await page.clock.runFor(IDLE * 1000 + 100);
  assert.equal(await ask.isVisible(), true, 'asked again after the idle time');
  await page.clock.runFor(countdownFor(IDLE) * 1000 + 100);
  assert.equal(await attract.isVisible(), true, 'back to the attract screen once the countdown ran out');
  assert.equal(await ask.isVisible(), false);
  await page.clock.resume();
  // The attract screen's game takes the board once it is ready.
  await page.waitForFunction((p) => /** @type {any} */ (document.querySelector('madang-game')).position !== p, kept);
  assert.deepEqual(problems, []);
  await context.close();
});

// A device slow to load the visitor's game (here its board's stylesheet comes only after more
// than the idle time): the idle clock started with the touch ran out while the game loaded,
// found no visitor's game to leave, and never ran again, so the kiosk kept that visitor's game
// for good. It starts once the game is on the board.
test('a visitor\'s game slow to load: the idle time counts from when it is on the board, and the kiosk still goes back', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await installClock(context);
  await page.goto(`${env.url}index.html?kiosk=1&game=sanyao&lang=en&seed=${SEED}&idle-seconds=${IDLE}`);
  await page.locator('madang-game[data-ready="true"]').waitFor();
  const attract = page.locator('.kiosk-attract');
  await attract.waitFor();
  await page.route('**/www/sanyao/board.css', async (route) => {
    // The page's time runs on past the idle time while the game waits for its stylesheet.
    await page.clock.runFor((IDLE + 1) * 1000);
    await route.continue();
  });
  await pauseClock(page);
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  await visitorsTurn(page);
  await page.unroute('**/www/sanyao/board.css');
  await page.clock.runFor(IDLE * 1000 - 500);
  assert.equal(await attract.isVisible(), false, 'the whole idle time, from the game on the board');
  await page.clock.runFor(1000);
  assert.equal(await attract.isVisible(), true, 'back to the attract screen after the idle time');
  await page.clock.resume();
  assert.deepEqual(problems, []);
  await context.close();
});

test('idle time counts only while the visitor is to act: the computer\'s slow first move asks nothing', async () => {
  // North (the computer) sows first; with motion, its pause and sowing outlast the idle time.
  const seed = seedWhereStarts(1, 3);
  const { context, page, problems } = await openKiosk(`game=sanyao&lang=en&seed=${seed}&idle-seconds=${IDLE}`, { reducedMotion: 'no-preference' });
  const attract = page.locator('.kiosk-attract');
  const ask = page.locator('.kiosk-ask');
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  const touched = Date.now();
  // Watched in the page, so a question shown and gone between two looks is seen too.
  await page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const w = /** @type {any} */ (window);
    w.asked = false;
    w.watchAsk = setInterval(() => {
      const box = root.querySelector('.kiosk-ask');
      if (box instanceof HTMLElement && !box.hidden) w.asked = true;
    }, 20);
  });
  // The computer's move is shown; then the board waits for the visitor (unless the kiosk
  // went back to its attract screen first).
  const outcome = await page.waitForFunction(() => {
    const el = /** @type {any} */ (document.querySelector('madang-game'));
    if (el.shadowRoot.querySelector('.kiosk-attract:not([hidden])')) return 'attract';
    return JSON.parse(el.position).turn === 0 && el.shadowRoot.querySelector('.kiosk-game .sy-game')?.getAttribute('data-animating') === 'false'
      && el.shadowRoot.querySelector('.kiosk-game .sy-board [data-legal="true"]') !== null && 'visitor';
  }, undefined, { timeout: 30000, polling: 50 });
  const waiting = Date.now();
  assert.equal(await outcome.jsonValue(), 'visitor', 'the visitor gets a turn before the kiosk goes back to its attract screen');
  assert.ok(waiting - touched > (IDLE + 1) * 1000, `the computer's move outlasts the idle time (${waiting - touched} ms), or this proves nothing`);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).asked), false, 'no "Still playing?" while the computer played');
  assert.equal(await attract.isVisible(), false, 'the visitor\'s game is still there');

  // From the visitor's turn on, the whole idle time: then the question (the computer moved).
  await ask.waitFor({ state: 'visible', timeout: 10000 });
  assert.ok(Date.now() - waiting >= (IDLE - 0.5) * 1000, `the idle time counts from the visitor's turn (${Date.now() - waiting} ms)`);
  await ask.locator('.kiosk-yes').click();
  await ask.waitFor({ state: 'hidden' });
  const before = await position(page);
  await sowFirst(page);
  await page.waitForFunction((p) => /** @type {any} */ (document.querySelector('madang-game')).position !== p, before);
  await page.evaluate(() => clearInterval(/** @type {any} */ (window).watchAsk));
  assert.deepEqual(problems, []);
  await context.close();
});

test('no Record menu in a kiosk (no download, file picker or clipboard), in both games and the frame; the rules link stays', async () => {
  /** The Record menu's button and actions that show, and whether the toolbar's rules link does. @param {import('playwright-core').Page} page */
  const chrome = (page) => page.$eval('madang-game', (el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const game = root.querySelector('.kiosk-game:not(.kiosk-loading)');
    const shown = (/** @type {Element} */ e) => e.getClientRects().length > 0;
    return {
      record: [...(game?.querySelectorAll('.play-record, .play-record button, .record-menu a') ?? [])].filter(shown).map((e) => e.id || e.className),
      rules: [...(game?.querySelectorAll('.play-toolbar > .play-rules') ?? [])].some(shown),
    };
  });
  for (const [page0, game, prefix] of [['index.html', 'ssangnyuk', 'sn'], ['index.html', 'sanyao', 'sy'], ['embed.html', 'sanyao', 'sy'], ['embed.html', 'ssangnyuk', 'sn']]) {
    const { context, page, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${env.url}${page0}?kiosk=1&game=${game}&lang=en&idle-seconds=60`);
    const attract = page.locator('madang-game .kiosk-attract');
    await attract.waitFor();
    await attract.click({ position: { x: 20, y: 20 } });
    await attract.waitFor({ state: 'hidden' });
    const g = page.locator('madang-game .kiosk-game:not(.kiosk-loading)');
    await g.locator(`#${prefix}-opponent[data-opponent="computer"]`).waitFor();
    const where = `${page0} ${game}`;
    assert.deepEqual(await chrome(page), { record: [], rules: true }, `${where}: against the computer`);
    // Handed to two players, the toolbar is drawn again: still no menu.
    await g.locator(`#${prefix}-opponent`).click();
    await g.locator(`#${prefix}-opponent[data-opponent="people"]`).waitFor();
    assert.deepEqual(await chrome(page), { record: [], rules: true }, `${where}: two players`);
    // The rules link opens the kiosk's own panel.
    await g.locator(`#${prefix}-toolbar-rules`).click();
    await page.locator('madang-game .kiosk-rules').waitFor();
    assert.equal(context.pages().length, 1, 'no tab opened');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

/**
 * Every visible target in the kiosk (buttons, links, summaries, anything focusable or acting
 * as a button, the boards' included) narrower or lower than 44 px, described.
 * @param {import('playwright-core').Page} page
 */
function smallTargets(page) {
  return page.$eval('madang-game', (el) => {
    const root = /** @type {ShadowRoot} */ (el.shadowRoot);
    const targets = root.querySelectorAll('button, a[href], summary, input, select, [role="button"], [tabindex]:not([tabindex="-1"])');
    return [...targets].flatMap((t) => {
      const r = t.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return [];
      const style = getComputedStyle(t);
      if (style.visibility === 'hidden') return [];
      return r.width < 44 || r.height < 44 ? [`${t.tagName} #${t.id} .${t.getAttribute('class')} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
    });
  });
}

test('every target is at least 44 px on a tablet, on the attract screen, in both games and in the guide; two players are one tap away', async () => {
  for (const game of ['ssangnyuk', 'sanyao']) {
    const { context, page, problems } = await openKiosk(`game=${game}&idle-seconds=60`, { viewport: { width: 1024, height: 768 } });
    await page.locator('.kiosk-attract').waitFor();
    assert.deepEqual(await smallTargets(page), [], `${game}: attract screen`);
    if (game === 'sanyao') {
      await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
      await page.locator('.kiosk-game .sy-board [data-hole]').first().waitFor();
      assert.deepEqual(await smallTargets(page), [], `${game}: the game`);
      // The guide's lesson, its rule's link among its targets.
      await page.locator('.kiosk-game #sy-how').click();
      await page.locator('.kiosk-game #sy-guide-rule').waitFor();
      assert.deepEqual(await smallTargets(page), [], `${game}: the guide`);
    } else {
      // Two players: both sides thrown and moved by hand, the board's points lit.
      await page.locator('.kiosk-two').click();
      await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
      const g = page.locator('.kiosk-game');
      assert.equal(await g.locator('#sn-versus').isVisible(), false, 'no computer');
      while (!(await g.locator('#sn-jaengdu-start').isVisible())) await g.locator('#sn-jaengdu-throw').click();
      assert.deepEqual(await smallTargets(page), [], `${game}: the jaengdu card`);
      await g.locator('#sn-jaengdu-start').click();
      if (await g.locator('#sn-roll').isVisible()) await g.locator('#sn-roll').click();
      await g.locator('.sn-board [data-role="source"]').first().click();
      await g.locator('.sn-board [data-role="dest"]').first().waitFor();
      assert.deepEqual(await smallTargets(page), [], `${game}: a checker picked, its destinations lit`);
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a museum\'s typo: unknown kiosk or idle-seconds values fall back to the defaults with a warning', async () => {
  const { context, page, problems } = await openPage(env.browser);
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': STRICT_CSP },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<script type="module" src="madang-game.js"></script></head><body>
<madang-game id="a" kiosk="banana" game="sanyao"></madang-game>
<madang-game id="b" kiosk idle-seconds="-5" game="sanyao"></madang-game></body></html>`,
  }));
  await page.goto(`${env.url}host.html`);
  await page.locator('#a[data-ready="true"]').waitFor();
  await page.locator('#b[data-ready="true"]').waitFor();
  assert.equal(await page.locator('#a .kiosk-attract').count(), 0, 'kiosk="banana" is no kiosk');
  assert.ok(await page.locator('#b .kiosk-attract').isVisible(), 'a bare kiosk attribute is one');
  assert.ok(warnings.some((w) => w.includes('unknown kiosk "banana"')), 'the typo is named');
  assert.ok(warnings.some((w) => w.includes('unknown idle-seconds "-5"') && w.includes('"90"')), 'the idle time falls back to 90');
  assert.equal(await page.$eval('#b', (el) => /** @type {any} */ (el).idleSeconds), '-5', 'the property reflects the attribute');
  for (const bad of ['NaN', '99999999']) {
    await page.$eval('#b', (el, v) => el.setAttribute('idle-seconds', v), bad);
    await page.waitForFunction(() => document.querySelector('#b')?.shadowRoot?.querySelector('.kiosk-attract') !== null);
  }
  // The site page: kiosk=banana is the usual page, with the warning.
  await page.goto(`${env.url}index.html?kiosk=banana`);
  await page.locator('#chooser').waitFor();
  assert.ok(warnings.some((w) => w.includes('index.html: unknown kiosk "banana"')));
  for (const bad of ['NaN', '99999999']) {
    for (let i = 0; i < 50 && !warnings.some((w) => w.includes(`unknown idle-seconds "${bad}"`)); i++) await page.waitForTimeout(50);
    assert.ok(warnings.some((w) => w.includes(`unknown idle-seconds "${bad}"`)), bad);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the iframe mode takes kiosk=1 and idle-seconds from its address', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1024, height: 768 } });
  /** @type {string[]} */
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  await page.goto(`${env.url}embed.html?kiosk=1&game=sanyao&lang=ja&idle-seconds=abc`);
  await page.locator('madang-game .kiosk-attract').waitFor();
  assert.equal(await page.locator('madang-game .kiosk-touch').textContent(), 'タッチして遊ぶ');
  assert.ok(warnings.some((w) => w.includes('unknown idle-seconds "abc"')));
  await page.locator('madang-game .kiosk-lang[lang="es"]').click();
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  await invitation(page, 'Toca para jugar');
  // The frame's compact layout keeps a finger's targets too.
  await page.locator('madang-game .kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('madang-game .kiosk-game .sy-board [data-hole]').first().waitFor();
  assert.deepEqual(await smallTargets(page), []);
  assert.deepEqual(problems, []);
  await context.close();
});
