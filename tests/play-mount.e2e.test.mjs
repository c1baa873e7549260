// The shell both games share, as a host page uses it: mount() puts a game into an element of
// the host's, each game keeps its own language, orientation, saves and events, and destroy()
// leaves nothing behind. The host page here is served with the strict Content Security
// Policy the kit promises; a violation fails the test. Also: a visitor's game saved under the
// keys the page used before games had their own comes back, and moves to the new keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import { SsangnyukGame, SanyaoGame, seedWhereStarts, ssangnyukPlays } from './support/engine.mjs';

const env = useBrowser();
const { default: es } = await import('../www/i18n/es.js');
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'; img-src 'self' data:";
/** Ssangnyuk seed 450: a tied jaengdu, then Black starts with 6-4. */
const SN_SEED = '450';

/**
 * A host page of the same origin, under the strict CSP, with three empty boxes, recording CSP
 * violations and every event the games emit (in window.seen).
 * @param {import('playwright-core').Browser} browser
 */
async function openHost(browser) {
  const opened = await openPage(browser);
  const { page } = opened;
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': CSP },
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>'
      + '<body><div id="a"></div><div id="b"></div><div id="c"></div></body></html>',
  }));
  await page.addInitScript(() => {
    Reflect.set(window, 'violations', []);
    Reflect.set(window, 'seen', []);
    document.addEventListener('securitypolicyviolation', (e) => Reflect.get(window, 'violations').push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${env.url}host.html`);
  return opened;
}

/**
 * Mounts a game into the host's box `box` (events go to window.seen, tagged with the box).
 * @param {import('playwright-core').Page} page @param {string} box @param {Record<string, unknown>} options
 */
function mountIn(page, box, options) {
  return page.evaluate(async ([box, options]) => {
    const url = '/www/play/mount.js';
    /** @type {typeof import('../www/play/mount.js')} */
    const { mount } = await import(url);
    const root = /** @type {HTMLElement} */ (document.getElementById(box));
    const emit = (/** @type {string} */ type, /** @type {any} */ detail) => Reflect.get(window, 'seen').push({ box, type, detail });
    const mounted = await mount(root, /** @type {any} */ (options), { emit });
    Reflect.set(window, `game-${box}`, mounted);
  }, /** @type {const} */ ([box, options]));
}

/** @param {import('playwright-core').Page} page @returns {Promise<{box: string, type: string, detail: any}[]>} */
const seen = (page) => page.evaluate(() => Reflect.get(window, 'seen'));

test('two games on one page: their own language, orientation and events; destroy leaves nothing', async () => {
  const { context, page, problems } = await openHost(env.browser);
  const sySeed = seedWhereStarts(0);
  await mountIn(page, 'a', { game: 'ssangnyuk', lang: 'es', seed: SN_SEED, saveKey: null });
  await mountIn(page, 'b', { game: 'sanyao', lang: 'ja', seed: sySeed, saveKey: null });
  // A Ssangnyuk board for a visitor playing Black, beside one for White: the rows swap on it only.
  await mountIn(page, 'c', { game: 'ssangnyuk', lang: 'en', opponent: 'computer', level: 'easy', side: 'black', seed: SN_SEED, saveKey: null });

  // Ready, each in its own language, with its own position.
  const ready = (await seen(page)).filter((e) => e.type === 'ready');
  assert.deepEqual(ready.map((e) => [e.box, e.detail.game, e.detail.lang]), [['a', 'ssangnyuk', 'es'], ['b', 'sanyao', 'ja'], ['c', 'ssangnyuk', 'en']]);
  const fresh = new SanyaoGame(sySeed);
  assert.deepEqual(JSON.parse(ready[1].detail.position), JSON.parse(fresh.exportPosition()));
  fresh.free();
  assert.equal(await page.getAttribute('#a', 'lang'), 'es');
  assert.equal(await page.getAttribute('#b', 'lang'), 'ja');
  assert.equal(await page.textContent('#a #sn-jaengdu-throw'), es['action.throwJaengdu']);
  assert.equal(await page.textContent('#b #sy-title'), '散窑');
  assert.equal(await page.textContent('#c #sn-jaengdu-throw'), 'Throw for the first move');
  const rowOf = (/** @type {string} */ box) => page.$eval(`#${box} .sn-board [data-key="p1"] .hit`, (el) => Number(el.getAttribute('y')));
  assert.ok(await rowOf('a') > 300, 'White sees point 1 along the bottom');
  assert.ok(await rowOf('c') < 100, 'Black sees point 1 along the top');

  // A switch of one game's language leaves the other's alone.
  await page.evaluate(() => Reflect.get(window, 'game-a').setLanguage('en'));
  assert.equal(await page.textContent('#a #sn-jaengdu-throw'), 'Throw for the first move');
  assert.equal(await page.getAttribute('#a', 'lang'), 'en');
  assert.equal(await page.textContent('#b #sy-title'), '散窑');

  // Ssangnyuk: the jaengdu, then Black's 6-4, move by move; finishing the turn is one move event.
  while (await page.isVisible('#a #sn-jaengdu-throw')) await page.click('#a #sn-jaengdu-throw');
  await page.click('#a #sn-jaengdu-start');
  while (!(await page.isEnabled('#a #sn-finish')) || !(await page.isVisible('#a #sn-finish'))) {
    await page.locator('#a .sn-board [data-role="source"]').first().click();
    await page.locator('#a .sn-board [data-role="dest"]').first().click();
  }
  assert.deepEqual((await seen(page)).filter((e) => e.box === 'a' && e.type === 'move'), [], 'no move event before the turn is finished');
  await page.click('#a #sn-finish');
  const snMoves = (await seen(page)).filter((e) => e.box === 'a' && e.type === 'move');
  assert.equal(snMoves.length, 1);
  const { detail } = snMoves[0];
  assert.equal(detail.game, 'ssangnyuk');
  assert.equal(detail.side, 'black');
  assert.deepEqual(detail.dice, [6, 4]);
  // The notation and the position are one of the engine's plays of 6-4 from where Black started.
  const engine = new SsangnyukGame(null, SN_SEED);
  let s = engine.throwJaengdu();
  while (s.phase === 'jaengdu') s = engine.throwJaengdu();
  const { points, bar, off, turn } = JSON.parse(detail.position);
  const play = ssangnyukPlays(engine.exportPosition(), 6, 4).find((p) => JSON.stringify(p.result) === JSON.stringify({ points, bar, off, turn }));
  engine.free();
  assert.ok(play, 'the position is the result of a play of 6-4');
  const steps = (/** @type {string} */ n) => n.split(' ').sort();
  assert.deepEqual(steps(detail.move), steps(play.notation), 'the notation names that play’s steps');
  assert.equal(await page.evaluate(() => Reflect.get(window, 'game-a').position()), detail.position);

  // San Yao: a tap on a lit hole is one move event, with the hole as a number.
  const hole = Number(await page.getAttribute('#b .sy-hole[data-legal="true"]', 'data-hole'));
  await page.click(`#b .sy-hole[data-hole="${hole}"]`);
  await page.waitForSelector('#b #sy-game[data-animating="false"]');
  const syMoves = (await seen(page)).filter((e) => e.box === 'b' && e.type === 'move');
  assert.deepEqual(syMoves.map((e) => [e.detail.game, e.detail.side, e.detail.move]), [['sanyao', 'south', hole]]);
  const replay = new SanyaoGame(sySeed);
  const after = replay.play(hole).state;
  replay.free();
  assert.deepEqual(JSON.parse(syMoves[0].detail.position).pits, after.position.pits);

  // No save key: nothing was saved.
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('madang.s'))), []);

  // Destroyed: the boxes are empty, and the games stay quiet (no event, no error).
  const before = (await seen(page)).length;
  await page.evaluate(() => ['a', 'b', 'c'].forEach((box) => Reflect.get(window, `game-${box}`).destroy()));
  assert.equal(await page.evaluate(() => ['a', 'b', 'c'].map((box) => document.getElementById(box)?.childElementCount).join()), '0,0,0');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(600);
  assert.equal((await seen(page)).length, before);
  assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'violations')), [], 'no CSP violation');
  assert.deepEqual(problems, []);
  await context.close();
});

test('inside a shadow root: a game with an id keeps its own save, plays from it, and tells its end', async () => {
  const { context, page, problems } = await openHost(env.browser);
  // White needs one checker off with any roll: a near-finished game under this game's own key.
  const position = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
  await page.evaluate((value) => localStorage.setItem('madang.ssangnyuk#museum.people', value),
    JSON.stringify({ v: 1, position: JSON.stringify(position), dice: null, taken: [], log: [] }));
  await page.evaluate(async () => {
    const [mountUrl, savesUrl] = ['/www/play/mount.js', '/www/play/saves.js'];
    /** @type {typeof import('../www/play/mount.js')} */
    const { mount } = await import(mountUrl);
    /** @type {typeof import('../www/play/saves.js')} */
    const { saveKeyFor } = await import(savesUrl);
    const box = document.createElement('div');
    /** @type {HTMLElement} */ (document.getElementById('a')).attachShadow({ mode: 'open' }).appendChild(box);
    const emit = (/** @type {string} */ type, /** @type {any} */ detail) => Reflect.get(window, 'seen').push({ box: 'a', type, detail });
    Reflect.set(window, 'game-a', await mount(box, { game: 'ssangnyuk', lang: 'en', saveKey: saveKeyFor('ssangnyuk', 'museum') }, { emit }));
  });
  assert.equal(await page.evaluate(() => document.querySelectorAll('[id^="sn-"]').length), 0, 'nothing of the game is in the host document');
  assert.match(await page.textContent('#a #sn-notices') ?? '', /game in progress was restored/);
  assert.equal(await page.textContent('#sn-turn-title'), 'White to roll');
  await page.click('#sn-roll');
  await page.click('[data-key="p1"]');
  await page.click('.sn-board [data-role="dest"]');
  await page.click('#sn-finish');
  await page.waitForSelector('#sn-win:not([hidden])');
  const events = (await seen(page)).filter((e) => e.type !== 'ready');
  assert.deepEqual(events.map((e) => [e.type, e.detail.side ?? e.detail.winner]), [['move', 'white'], ['end', 'white']]);
  assert.equal(events[1].detail.game, 'ssangnyuk');
  assert.equal(JSON.parse(events[1].detail.position).off[0], 15);
  // Its stylesheets came with it, into the shadow root: the board is laid out as on the site.
  assert.ok(await page.$eval('.sn-board', (el) => el.getBoundingClientRect().width) > 600);
  // A finished game is not kept; the key of a game without an id was never touched.
  assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('madang.'))), []);
  assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'violations')), [], 'no CSP violation');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a game saved under the page’s old keys comes back, and moves to the game’s own keys', async () => {
  const { context, page, problems } = await openPage(env.browser);
  const position = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
  const old = JSON.stringify({ v: 1, mode: 'easy/white', position: JSON.stringify(position), dice: null, taken: [], log: [] });
  const sy = new SanyaoGame(seedWhereStarts(0));
  const hole = sy.state().legalMoves[0];
  sy.play(hole);
  const oldMatch = JSON.stringify({ v: 2, position: sy.exportPosition(), log: [{ k: 'move', p: 0, h: hole, r: 0, c: 0 }], card: false });
  sy.free();
  await page.goto(env.url);
  await page.evaluate(([a, b]) => {
    localStorage.setItem('madang.ssangnyuk.computer.v1', a);
    localStorage.setItem('madang.sanyao.v1', b);
  }, [old, oldMatch]);
  /** @returns {Promise<Record<string, string | null>>} */
  const keys = () => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('madang.s')).sort().map((k) => [k, localStorage.getItem(k)])));

  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sn-notices') ?? '', /game in progress was restored/);
  assert.equal(await page.getAttribute('[data-key="off-white"]', 'data-count'), '14', 'the saved position is on the board');
  assert.deepEqual(await keys(), { 'madang.sanyao.v1': oldMatch, 'madang.ssangnyuk.computer': old }, 'moved; San Yao’s waits for San Yao');

  await page.goto(`${env.url}index.html?game=sanyao&vs=people`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/);
  assert.equal(await page.locator('#sy-log li').count(), 1, 'with its log');
  assert.deepEqual(await keys(), { 'madang.sanyao.people': oldMatch, 'madang.ssangnyuk.computer': old });

  // A newer save under the new key wins over one left under the old key, which goes.
  await page.evaluate(() => localStorage.setItem('madang.ssangnyuk.computer.v1', JSON.stringify({ v: 1, position: 'older' })));
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.getAttribute('[data-key="off-white"]', 'data-count'), '14');
  assert.deepEqual(Object.keys(await keys()), ['madang.sanyao.people', 'madang.ssangnyuk.computer']);
  assert.deepEqual(problems, []);
  await context.close();
});
