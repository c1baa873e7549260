// End-to-end: the Ssangnyuk page in headless Chromium. A fixed dice seed makes the page's
// dice replay exactly; the same wasm engine, run here in Node with the same seed, says what
// the board must show after the clicks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, recordProblems } from './support/browser.mjs';
import { SsangnyukGame } from './support/engine.mjs';
import { snExpected } from './support/boards.mjs';
import { stepId } from '../www/ssangnyuk/view.js';

/** @typedef {import('../www/pkg/madang_wasm.js').SsangnyukState} SsangnyukState */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}build/test-output`;
// Seed 450 throws a tied jaengdu first (6-6), then Black starts with 6-4.
const SEED = '450';
const STORAGE_KEY = 'madang.ssangnyuk.people';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

mkdirSync(OUT, { recursive: true });

const env = useBrowser();

/**
 * A fresh page that records console errors, page errors and failed requests.
 * @param {{width: number, height: number}} viewport
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
async function open(viewport, options = {}) {
  // Reduced motion: checkers land at once instead of gliding, so the DOM is final at once.
  // An English browser: these tests read the English strings (the i18n-*.e2e tests cover es and ja).
  const context = await env.browser.newContext({ viewport, locale: 'en-US', reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, problems };
}

/** @param {import('playwright-core').Page} page @param {string} query */
async function load(page, query) {
  await page.goto(`${env.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** What each point, bar and tray of the page's board shows, read from the DOM. */
async function boardOf(/** @type {import('playwright-core').Page} */ page) {
  return page.$$eval('.sn-board .loc', (els) => Object.fromEntries(els.map((el) => [
    el.getAttribute('data-key'),
    { count: Number(el.getAttribute('data-count')), color: el.getAttribute('data-color'), label: el.getAttribute('aria-label') },
  ])));
}

/** @param {Record<string, {count: number, color: string | null}>} shown @param {{points: number[], bar: number[], off: number[]}} position */
function assertBoard(shown, position) {
  const want = snExpected(position);
  for (const [key, w] of Object.entries(want)) {
    assert.deepEqual({ count: shown[key]?.count, color: shown[key]?.color }, w, `board location ${key}`);
  }
}

/** @param {number | string} loc @param {string} color */
const keyOf = (loc, color) => (typeof loc === 'number' ? `p${loc}` : `${loc}-${color}`);

/** The accessible name the page gives a destination (see www/i18n/en.js dest.*). */
function destName(/** @type {{to: number | string, dice: number[], hit: boolean}} */ step) {
  const where = step.to === 'off' ? 'Bear off' : `Move to point ${step.to}`;
  const dice = step.dice.length === 2 ? `${step.dice[0]} and ${step.dice[1]}` : `${step.dice[0]}`;
  return `${where} using ${dice}${step.hit ? ', hitting the checker there' : ''}`;
}

test('jaengdu and a full turn by clicking, then a keyboard-only move', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await load(page, `?game=ssangnyuk&vs=people&seed=${SEED}`);

  // The same game in Node: the engine decides what the page must show.
  const engine = new SsangnyukGame('seed', SEED);
  const opening = engine.state().position;
  assertBoard(await boardOf(page), opening);
  assert.equal(await page.getAttribute('[data-key="p13"]', 'aria-label'), 'Point 13: 5 white checkers');
  await page.screenshot({ path: `${OUT}/desktop-1280-jaengdu.png` });

  // Jaengdu: throw until someone starts, exactly as the engine does.
  /** @type {SsangnyukState} */
  let s = engine.throwJaengdu();
  await page.click('#sn-jaengdu-throw');
  while (s.phase === 'jaengdu') {
    assert.match(await page.textContent('#sn-jaengdu-result') ?? '', /Throw again/);
    s = engine.throwJaengdu();
    await page.click('#sn-jaengdu-throw');
  }
  const mover = s.position.turn;
  const name = mover === 'white' ? 'White' : 'Black';
  assert.ok(s.roll, 'the side that wins the jaengdu starts with both dice as its roll');
  assert.equal(await page.textContent('#sn-jaengdu-result'), `${name} starts and plays ${s.roll.dice[0]} and ${s.roll.dice[1]}.`);
  await page.click('#sn-jaengdu-start');
  assert.equal(await page.textContent('#sn-turn-title'), `${name} to move`);

  // A full turn: pick a checker, pick one of its lit destinations, until the roll is used.
  let shotTaken = false;
  while (!(s.canFinish && s.steps.length === 0)) {
    const step = s.steps[0];
    await page.click(`[data-key="${keyOf(step.from, mover)}"]`);
    const lit = await page.$$eval('.sn-board [data-role="dest"]', (els) => els.map((el) => el.getAttribute('aria-label')).sort());
    const legal = s.steps.filter((st) => st.from === step.from).map(destName).sort();
    assert.deepEqual(lit, legal, 'the lit destinations are exactly the engine steps from the picked checker');
    if (!shotTaken) {
      await page.screenshot({ path: `${OUT}/desktop-1280-destinations.png` });
      shotTaken = true;
    }
    await page.getByRole('button', { name: destName(step), exact: true }).click();
    s = engine.takeStep(step);
    assertBoard(await boardOf(page), s.position);
  }
  assert.equal(await page.isEnabled('#sn-finish'), true);
  await page.click('#sn-finish');
  s = engine.finishTurn();
  assert.equal(await page.textContent('#sn-turn-title'), `${mover === 'white' ? 'Black' : 'White'} to roll`);
  const shown = await boardOf(page);
  assertBoard(shown, s.position);
  // The points the turn changed, by their spoken labels too.
  const changed = s.position.points.map((n, i) => [i + 1, n]).filter(([p, n]) => n !== opening.points[p - 1]);
  assert.ok(changed.length > 0);
  for (const [p, n] of changed) {
    const color = n > 0 ? 'white' : 'black';
    const label = n === 0 ? `Point ${p}: empty` : `Point ${p}: ${Math.abs(n)} ${color} checker${Math.abs(n) === 1 ? '' : 's'}`;
    assert.equal(shown[`p${p}`].label, label);
  }
  const played = s.record.at(-1);
  assert.ok(played?.type === 'played', 'the turn is the last event of the record');
  assert.match(await page.textContent('#sn-log') ?? '', new RegExp(`${name} ${played.dice.join('-')}: ${played.notation.replace(/[*/]/g, '\\$&')}`));

  // Keyboard only: Tab to Roll, Enter; Enter picks the focused checker; arrows walk the
  // destinations; Escape cancels; Enter picks again and Enter moves.
  for (let i = 0; i < 20 && (await page.evaluate(() => document.activeElement?.id)) !== 'sn-roll'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'sn-roll');
  await page.keyboard.press('Enter');
  s = engine.roll();
  assert.equal(s.phase, 'move', 'the seed gives a playable second roll');
  const focusedKey = () => page.evaluate(() => document.activeElement?.getAttribute('data-key') ?? null);
  const source = await focusedKey();
  assert.ok(source, 'a movable checker has the focus after rolling');
  await page.keyboard.press('Enter');
  const role = () => page.evaluate(() => document.activeElement?.getAttribute('data-role') ?? null);
  assert.equal(await role(), 'dest');
  const dests = await page.$$eval('.sn-board [data-role="dest"]', (els) => els.length);
  const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  await page.keyboard.press('ArrowRight');
  if (dests > 1) assert.notEqual(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), first);
  await page.keyboard.press('Escape');
  assert.equal(await page.$$eval('.sn-board [data-role="dest"]', (els) => els.length), 0);
  assert.equal(await focusedKey(), source, 'Escape returns the focus to the checker');
  await page.keyboard.press('Space');
  const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  const step = s.steps.find((st) => keyOf(st.from, s.position.turn) === source && destName(st) === label);
  assert.ok(step, `the focused destination "${label}" is an engine step`);
  const focusRing = await page.evaluate(() => {
    const ring = document.activeElement?.querySelector('.focus-ring');
    return ring ? getComputedStyle(ring).opacity : null;
  });
  assert.equal(focusRing, '1', 'the focused destination shows its focus ring');
  await page.screenshot({ path: `${OUT}/desktop-1280-keyboard.png` });
  await page.keyboard.press('Enter');
  s = engine.takeStep(step);
  assertBoard(await boardOf(page), s.position);

  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('phone, touch: nothing overflows 360 px; tap to move, undo; screenshots', async () => {
  const { context, page, problems } = await open(PHONE, { hasTouch: true, isMobile: true });
  await page.goto(env.url);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.ok(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity) <= 360, 'chooser fits');
  await page.screenshot({ path: `${OUT}/phone-360-chooser.png`, fullPage: true });

  // Two players on this phone (the chooser offers the computer first).
  await page.tap('[data-game-options="ssangnyuk"] input[value="people"]');
  await page.tap('[data-game-link="ssangnyuk"]');
  await page.waitForSelector('body[data-ready="true"]');
  await page.screenshot({ path: `${OUT}/phone-360-jaengdu.png` });
  assert.ok(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity) <= 360, 'jaengdu fits');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.tap('#sn-jaengdu-throw');
  await page.tap('#sn-jaengdu-start');
  const before = await boardOf(page);
  await page.tap('.sn-board [data-role="source"]');
  assert.ok((await page.$$('.sn-board [data-role="dest"]')).length > 0, 'a tap lights destinations');
  assert.ok(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity) <= 360, 'game fits');
  await page.screenshot({ path: `${OUT}/phone-360-destinations.png` });
  await page.screenshot({ path: `${OUT}/phone-360-destinations-full.png`, fullPage: true });

  await page.tap('.sn-board [data-role="dest"]');
  assert.notDeepEqual(await boardOf(page), before, 'the tapped move changed the board');
  assert.equal(await page.isEnabled('#sn-undo'), true);
  await page.tap('#sn-undo');
  assert.deepEqual(await boardOf(page), before, 'undo takes the step back');
  assert.equal(await page.isEnabled('#sn-undo'), false);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a near-finished game restored from storage ends on the win screen', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { context, page, problems } = await open(viewport);
    await page.goto(env.url);
    const position = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify({ v: 1, position: JSON.stringify(position), dice: null, taken: [], log: [] })]);
    await load(page, '?game=ssangnyuk&vs=people');
    assert.equal(await page.textContent('#sn-turn-title'), 'White to roll');
    await page.click('#sn-roll');
    await page.click('[data-key="p1"]');
    await page.click('.sn-board [data-role="dest"]');
    await page.click('#sn-finish');
    await page.waitForSelector('#sn-win:not([hidden])');
    assert.equal(await page.textContent('#sn-win-title'), 'White wins!');
    const off = await page.getAttribute('[data-key="off-white"]', 'data-count');
    assert.equal(off, '15');
    await page.screenshot({ path: `${OUT}/${viewport.width < 500 ? 'phone-360' : 'desktop-1280'}-win.png` });
    assert.ok(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity) <= viewport.width);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('untrusted input: bad seed, unknown rules and a broken saved game fall back with notices', async () => {
  const { context, page, problems } = await open(PHONE);
  await load(page, '?game=ssangnyuk&vs=people&seed=12abc&rules=nonsense');
  const notices = await page.textContent('#sn-notices') ?? '';
  assert.match(notices, /no rule set called “nonsense”/);
  assert.match(notices, /dice seed “12abc” is not a whole number/);
  assert.match(await page.textContent('#sn-rules-summary') ?? '', /Seed tables/);
  assert.match(await page.textContent('#sn-rules-seed') ?? '', /Random dice/);

  // Sixteen white checkers in storage: the engine refuses, the page starts afresh.
  const fresh = new SsangnyukGame(null, null);
  const opening = fresh.state().position;
  fresh.free();
  const bad = { ...opening, points: opening.points.with(23, 3) };
  for (const value of [JSON.stringify({ v: 1, position: JSON.stringify(bad), dice: [6, 5], taken: [], log: [] }), '{"v":1,"position":"{\\"points\\":[', 'not json']) {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [STORAGE_KEY, value]);
    await load(page, '?game=ssangnyuk&vs=people');
    assert.equal(await page.isVisible('#sn-jaengdu'), true, 'a fresh game starts with the jaengdu');
    assertBoard(await boardOf(page), opening);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the game names its rule set and links to that rule on the rules page', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await load(page, '?game=ssangnyuk&vs=people&rules=cap6&seed=5');
  assert.match(await page.textContent('#sn-rules-summary') ?? '', /Six a point/);
  await page.waitForSelector('#sn-rules-link[href$="#rule-checkers-per-point"]', { state: 'attached' });
  const href = await page.$eval('#sn-rules-link', (a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1) + /** @type {HTMLAnchorElement} */ (a).hash);
  assert.equal(href, 'www/rules/ssangnyuk.en.html#rule-checkers-per-point');
  await page.goto(new URL(href ?? '', page.url()).href);
  assert.equal(await page.locator('#rule-checkers-per-point').count(), 1, 'the anchor exists on the rules page');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a double is played as often as the rules say: two dice under the seed rules, four under backgammon', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await page.goto(env.url);
  /** The dice drawn on the board and on the turn card, in order: value (pips shown) and whether used. */
  const diceOf = (/** @type {string} */ where) => page.$$eval(`${where} .die`, (dice) => dice
    .filter((d) => d.getAttribute('display') !== 'none' && d.closest('svg')?.style.display !== 'none')
    .map((d) => ({ value: d.querySelectorAll('.die-pip:not([visibility="hidden"])').length, used: d.classList.contains('is-used') })));
  /** @type {[import('../www/pkg/madang_wasm.js').PresetName, number][]} */
  const cases = [['seed', 2], ['backgammon', 4]];
  for (const [rules, count] of cases) {
    // Black's first turn of a game under these rules, saved with a 3-3 to play.
    const engine = new SsangnyukGame(rules, SEED);
    let s = engine.throwJaengdu();
    while (s.phase === 'jaengdu') s = engine.throwJaengdu();
    const position = engine.exportPosition();
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [STORAGE_KEY, JSON.stringify({ v: 1, position, dice: [3, 3], taken: [], log: [] })]);
    await load(page, `?game=ssangnyuk&vs=people&rules=${rules}`);
    s = engine.importPosition(position);
    s = engine.rollDice(3, 3);
    assert.ok(s.roll);
    assert.equal(s.roll.toPlay.length, count, `${rules}: the engine gives the double ${count} times`);
    const fresh = s.roll.toPlay.map((d) => ({ value: d.value, used: d.used }));
    assert.deepEqual(await diceOf('.sn-board'), fresh, `${rules}: the board's dice`);
    assert.deepEqual(await diceOf('#sn-turn-dice'), fresh, `${rules}: the turn card's dice`);

    // One step of one die: one die is used, the others are still to play.
    const step = s.steps.find((st) => st.dice.length === 1);
    assert.ok(step);
    await page.click(`[data-key="${keyOf(step.from, 'black')}"]`);
    await page.click(`.sn-board [data-step="${stepId(step)}"]`);
    s = engine.takeStep(step);
    assert.ok(s.roll);
    const after = s.roll.toPlay.map((d) => ({ value: d.value, used: d.used }));
    assert.equal(after.filter((d) => d.used).length, 1);
    assert.deepEqual(await diceOf('.sn-board'), after, `${rules}: the board's dice after a step`);
    assert.deepEqual(await diceOf('#sn-turn-dice'), after, `${rules}: the turn card's dice after a step`);
    assertBoard(await boardOf(page), s.position);
    engine.free();
  }
  assert.deepEqual(problems, []);
  await context.close();
});
