// End-to-end: Suggest a move. On a person's turn the toolbar's button asks the hard computer
// player (in the worker, apart from any computer opponent) for a move: the Ssangnyuk board draws
// its steps as numbered arrows and the turn's notice writes its notation, the San Yao board rings
// the hole; the live region says it; a new language rewrites it; the next move takes it away.
// The suggestion is one the engine accepts (it is played here and accepted). The button is
// absent when the computer plays both sides, off on the computer's turn, an answer that comes
// after a move is dropped, and asking leaves a seeded game's dice and the computer's replies as
// they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { slowComputer } from './support/slow-computer.mjs';
import { ssangnyukPlays, SanyaoGame } from './support/engine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = useBrowser();
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
/** @type {Record<string, Record<string, string>>} */
const catalogs = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/i18n/${l}.js`)).default])));

/** @param {string} lang @param {string} key @param {Record<string, string | number>} [params] */
function words(lang, key, params = {}) {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}

const OPENING = { points: [-2, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, -5, 5, 0, 0, 0, -3, 0, -5, 0, 0, 0, 0, 2], bar: [0, 0], off: [0, 0], turn: 'white' };
/** A Ssangnyuk game for two players, White to play `dice`, as the page saves it. @param {number[]} dice */
const snSave = (dice) => ({ 'madang.ssangnyuk.people': JSON.stringify({ v: 1, position: JSON.stringify(OPENING), dice, taken: [], log: [] }) });
const SY_OPENING = { pits: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], owner: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], stores: [0, 0], turn: 0 };
const sySave = () => ({
  'madang.sanyao.people': JSON.stringify({ v: 2, position: JSON.stringify(SY_OPENING), log: [], card: false }),
  'madang.sanyao.speed': '"instant"',
});

/**
 * Opens the site page on a saved game for two players in `lang`.
 * @param {'ssangnyuk' | 'sanyao'} game @param {string} lang @param {Record<string, string>} items
 * @param {number} [slow] ms the worker is made to think per answer
 */
async function openGame(game, lang, items, slow = 0) {
  const { context, page, problems } = await openPage(env.browser);
  if (slow) await slowComputer(page, ROOT, slow);
  await page.route(`${env.url}blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>blank</title>' }));
  await page.goto(`${env.url}blank`);
  await page.evaluate((all) => { for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, items);
  await page.goto(`${env.url}index.html?game=${game}&vs=people&lang=${lang}`);
  await page.waitForSelector('body[data-ready="true"]');
  return { context, page, problems };
}

/** The suggested steps the board draws, as [from, to] board keys. @param {import('playwright-core').Page} page */
async function arrows(page) {
  const steps = await page.locator('.sn-board .suggest-layer').getAttribute('data-steps');
  return steps ? steps.split(' ').map((s) => s.split('>')) : [];
}

/** Asks for a suggestion and waits for its notice. @param {import('playwright-core').Page} page @param {'sn' | 'sy'} prefix */
async function ask(page, prefix) {
  await page.locator(`#${prefix}-suggest`).click();
  const notice = page.locator(`#${prefix === 'sn' ? 'sn-turn-notice' : 'sy-notice'}[data-tone="suggest"]`);
  await notice.waitFor();
  return notice.textContent();
}

/** A board key's number: `p13` is 13, a bar is `bar`, a tray `off`. @param {string} key */
const place = (key) => (key.startsWith('p') ? Number(key.slice(1)) : key.split('-')[0]);

/** Takes one step on the board: picks `from`, then the lit destination `to`. @param {import('playwright-core').Page} page @param {string[]} step */
async function take(page, [from, to]) {
  await page.locator(`.sn-board [data-key="${from}"]`).click();
  await page.locator(`.sn-board [data-role="dest"][data-step^="${place(from)}>${place(to)}:"]`).first().click();
}

test('Ssangnyuk: the suggestion is drawn and written in each language, the engine accepts it, and the next move takes it away', async () => {
  const { context, page, problems } = await openGame('ssangnyuk', 'en', snSave([6, 3]));
  const button = page.locator('#sn-suggest');
  assert.equal(await button.textContent(), words('en', 'suggest.button'));
  assert.equal(await button.isEnabled(), true, 'a person is to move');
  const text = await ask(page, 'sn');
  const notation = text?.replace(words('en', 'suggest.sn.play', { notation: '' }), '') ?? '';
  const legal = ssangnyukPlays(JSON.stringify(OPENING), 6, 3).map((p) => p.notation);
  assert.ok(legal.includes(notation), `${notation} is one of the engine's plays (${legal.join(', ')})`);
  const steps = await arrows(page);
  assert.equal(steps.length, notation.split(' ').length, 'one arrow a step');
  assert.equal(await page.locator('.sn-board .suggest-step').count(), steps.length);
  await page.waitForFunction((n) => document.getElementById('sn-live')?.textContent?.includes(n), notation);
  // A new language writes it again; the board keeps it.
  for (const lang of ['ja', 'es']) {
    await page.click(`#lang-switch a[data-lang="${lang}"]`);
    await page.waitForFunction(([t]) => document.querySelector('#sn-turn-notice')?.textContent === t, [words(lang, 'suggest.sn.play', { notation })]);
    assert.equal(await page.locator('#sn-suggest').textContent(), words(lang, 'suggest.button'));
    assert.deepEqual(await arrows(page), steps);
  }
  // The visitor makes the play: the first step clears the suggestion, the rest is accepted.
  await take(page, steps[0]);
  assert.deepEqual(await arrows(page), [], 'a move clears the arrows');
  assert.equal(await page.locator('#sn-turn-notice[data-tone="suggest"]:not([hidden])').count(), 0, 'and the notice');
  for (const step of steps.slice(1)) await take(page, step);
  assert.equal(await page.locator('#sn-finish').isEnabled(), true, 'the turn is complete');
  await page.click('#sn-finish');
  await page.waitForFunction(() => document.querySelectorAll('#sn-log li').length > 0);
  assert.ok((await page.locator('#sn-log li').last().textContent())?.includes(notation), 'the log records the suggested play');
  assert.equal(await page.locator('#sn-suggest').isDisabled(), true, 'nobody is to move before the roll');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: mid-turn the suggestion finishes the turn from the steps taken', async () => {
  const { context, page, problems } = await openGame('ssangnyuk', 'en', snSave([6, 3]));
  await take(page, ['p13', 'p7']);
  const text = await ask(page, 'sn');
  const steps = await arrows(page);
  assert.equal(steps.length, 1, 'one die is left');
  assert.ok(text?.startsWith(words('en', 'suggest.sn.rest', { notation: '' })), text ?? '');
  assert.ok(text?.includes(`${place(steps[0][0])}/${place(steps[0][1])}`), `${text} writes the arrow's step`);
  const lit = await page.locator('.sn-board [data-role="source"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
  assert.ok(lit.includes(steps[0][0]), `${steps[0][0]} is a checker that can move now`);
  await take(page, steps[0]);
  assert.equal(await page.locator('#sn-finish').isEnabled(), true, 'the suggested step completes the turn');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an answer that comes after a move is dropped', async () => {
  const { context, page, problems } = await openGame('ssangnyuk', 'en', snSave([6, 3]), 1500);
  await page.locator('#sn-suggest').click();
  await page.waitForFunction(() => document.getElementById('sn-suggest')?.getAttribute('aria-busy') === 'true');
  assert.equal(await page.locator('#sn-turn-notice').textContent(), words('en', 'suggest.thinking'));
  await take(page, ['p13', 'p7']);
  await page.waitForTimeout(2500);
  assert.deepEqual(await arrows(page), [], 'no arrows for a turn that moved on');
  assert.equal(await page.locator('#sn-turn-notice[data-tone="suggest"]:not([hidden])').count(), 0);
  assert.equal(await page.locator('#sn-suggest').getAttribute('aria-busy'), 'false');
  assert.deepEqual(problems, []);
  await context.close();
});

test('San Yao: the suggested hole is ringed and named as the log names it, and sowing it is accepted', async () => {
  const { context, page, problems } = await openGame('sanyao', 'ja', sySave());
  const text = await ask(page, 'sy');
  const ringed = await page.locator('.sy-board .sy-hole.is-suggested').getAttribute('data-hole');
  assert.equal(text, words('ja', 'suggest.sy.hole', { n: Number(ringed) }));
  const engine = new SanyaoGame('1');
  engine.importPosition(JSON.stringify(SY_OPENING));
  assert.ok(engine.state().legalMoves.includes(Number(ringed)), `hole ${ringed} is legal`);
  engine.free();
  await page.click('#lang-switch a[data-lang="en"]');
  await page.waitForFunction((t) => document.getElementById('sy-notice')?.textContent === t, words('en', 'suggest.sy.hole', { n: Number(ringed) }));
  await page.locator(`.sy-board [data-hole="${ringed}"]`).click();
  await page.waitForFunction((n) => document.getElementById('sy-live')?.textContent?.startsWith(`South sowed from hole ${n}`), ringed);
  assert.equal(await page.locator('.sy-board .sy-hole.is-suggested').count(), 0, 'the move takes the ring away');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Throws the jaengdu until it names a starter, then closes its card. @param {import('playwright-core').Page} page */
async function startGame(page) {
  while (!(await page.locator('#sn-jaengdu-start').isVisible())) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
}

/** Plays the first lit steps until the turn can be finished, and finishes it. @param {import('playwright-core').Page} page */
async function playFirst(page) {
  while (!(await page.locator('#sn-finish').isEnabled())) {
    await page.locator('.sn-board [data-role="source"]').first().click();
    await page.locator('.sn-board [data-role="dest"]').first().click();
  }
  await page.click('#sn-finish');
}

/**
 * Seed 450: Black (the computer) starts. Plays its turn, the visitor's first turn (asking for a
 * suggestion first when `asking`), the computer's reply, then rolls (a roll that cannot enter
 * from the bar) and lets the computer reply again; returns the log, which holds every roll's dice
 * and every play.
 * @param {boolean} asking
 * @returns {Promise<string[]>}
 */
async function seeded(asking) {
  const { context, page, problems } = await openPage(env.browser);
  await slowComputer(page, ROOT, 400);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white&seed=450&lang=en`);
  await page.waitForSelector('body[data-ready="true"]');
  await startGame(page);
  // The computer's turn: the button is there but off.
  await page.waitForFunction(() => document.getElementById('sn-turn')?.dataset.thinking === 'true');
  assert.equal(await page.locator('#sn-suggest').isVisible(), true);
  assert.equal(await page.locator('#sn-suggest').isDisabled(), true, 'off on the computer\'s turn');
  await page.locator('#sn-roll').waitFor({ state: 'visible', timeout: 15000 });
  await page.click('#sn-roll');
  if (asking) await ask(page, 'sn');
  await playFirst(page);
  await page.locator('#sn-roll').waitFor({ state: 'visible', timeout: 15000 });
  await page.click('#sn-roll');
  // Read when the visitor is to act again and nothing is on its way: this roll cannot enter
  // from the bar, so the computer plays on, and its dice read mid-turn said "6 (used), 3" or
  // "6, 3" by the machine's speed (1 run in 3). The log then holds the computer's reply too.
  await page.waitForFunction(() => {
    const turn = document.getElementById('sn-turn');
    return turn?.dataset.computer === 'false' && turn.dataset.thinking !== 'true'
      && document.querySelectorAll('#sn-log li').length >= 7;
  }, null, { timeout: 20000 });
  const log = await page.locator('#sn-log li').allTextContents();
  assert.deepEqual(problems, []);
  await context.close();
  return log;
}

test('with a seed, asking for a suggestion changes neither the dice nor the computer\'s replies; the button is off on its turn', async () => {
  const without = await seeded(false);
  const withIt = await seeded(true);
  // Two throws for the first move, Black, White, Black, White's roll that passed, Black.
  assert.equal(without.length, 7, without.join('\n'));
  assert.match(without[6], /^Black \d-\d: /, 'the computer\'s reply after the pass');
  assert.deepEqual(withIt, without);
});

test('the button is absent while the computer plays both sides (the kiosk\'s attract screen), and there for a visitor', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?kiosk=1&game=ssangnyuk`);
  await page.locator('madang-game[data-ready="true"]').waitFor();
  const attract = page.locator('.kiosk-attract');
  await attract.waitFor();
  // Let the computer get going on both sides.
  await page.waitForTimeout(1500);
  assert.deepEqual(await page.locator('#sn-suggest').evaluateAll((els) => els.map((e) => e.hasAttribute('hidden'))), [true]);
  await attract.click({ position: { x: 20, y: 20 } });
  await attract.waitFor({ state: 'hidden' });
  await page.locator('.kiosk-game #sn-suggest:not([hidden])').waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
