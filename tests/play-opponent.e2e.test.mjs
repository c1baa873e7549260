// Who plays the far side, as a host changes it through mount(): `watch` lets the computer play
// both sides (its cards close by themselves, nothing is saved), and setOpponent hands the far
// side to the computer or back to a person in the middle of a game, keeping the position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import { seedWhereStarts } from './support/engine.mjs';

const env = useBrowser();

/**
 * A host page of the same origin with one empty box, recording every event of its game.
 * @param {import('playwright-core').Browser} browser
 */
async function openHost(browser) {
  const opened = await openPage(browser);
  await opened.page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body><div id="a"></div></body></html>',
  }));
  await opened.page.goto(`${env.url}host.html`);
  return opened;
}

/**
 * Mounts a game into the box (its events go to window.seen, its players' changes to window.players).
 * @param {import('playwright-core').Page} page @param {Record<string, unknown>} options
 */
function mountGame(page, options) {
  return page.evaluate(async (options) => {
    const url = '/www/play/mount.js';
    /** @type {typeof import('../www/play/mount.js')} */
    const { mount } = await import(url);
    Reflect.set(window, 'seen', []);
    Reflect.set(window, 'players', []);
    const emit = (/** @type {string} */ type, /** @type {any} */ detail) => Reflect.get(window, 'seen').push({ type, detail });
    const opponent = (/** @type {string} */ who, /** @type {string | null} */ level) => Reflect.get(window, 'players').push([who, level]);
    const root = /** @type {HTMLElement} */ (document.getElementById('a'));
    Reflect.set(window, 'game', await mount(root, /** @type {any} */ (options), { emit, opponent }));
  }, options);
}

/** The sides that moved so far, in order. @param {import('playwright-core').Page} page @returns {Promise<string[]>} */
const movers = (page) => page.evaluate(() => Reflect.get(window, 'seen').filter((/** @type {any} */ e) => e.type === 'move').map((/** @type {any} */ e) => e.detail.side));

for (const [game, seed, sides] of /** @type {const} */ ([['ssangnyuk', '450', ['white', 'black']], ['sanyao', seedWhereStarts(0), ['south', 'north']]])) {
  test(`${game}: in a watch game the computer plays both sides by itself, and nothing is saved`, async () => {
    const { context, page, problems } = await openHost(env.browser);
    await mountGame(page, { game, lang: 'en', opponent: 'watch', level: 'easy', seed, pace: 20, saveKey: `madang.${game}#watch` });
    assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'watch');
    // Nobody touches the board: the who-starts card closes by itself, and both sides move.
    await page.waitForFunction((sides) => {
      const moved = Reflect.get(window, 'seen').filter((/** @type {any} */ e) => e.type === 'move').map((/** @type {any} */ e) => e.detail.side);
      return sides.every((s) => moved.includes(s));
    }, sides);
    assert.equal(await page.evaluate(() => Reflect.get(window, 'game').inProgress()), true);
    assert.ok((await movers(page)).length >= 2);
    // The visitor's switch is for games with a visitor; a watch game shows none.
    assert.equal(await page.isVisible(`#${game === 'sanyao' ? 'sy' : 'sn'}-opponent`), false);
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('madang.'))), []);
    await page.evaluate(() => Reflect.get(window, 'game').destroy());
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** The game's saves, by key. @param {import('playwright-core').Page} page @returns {Promise<Record<string, any>>} */
const saves = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('madang.s'))
  .map((k) => [k, JSON.parse(localStorage.getItem(k) ?? 'null')])));
/** @param {import('playwright-core').Page} page @returns {Promise<string>} */
const position = (page) => page.evaluate(() => Reflect.get(window, 'game').position());

test('ssangnyuk: the far side goes to the computer in the middle of its turn, and back to a person, keeping the game', async () => {
  const { context, page, problems } = await openHost(env.browser);
  const key = 'madang.ssangnyuk#t';
  // Seed 450: a tied jaengdu, then Black (the far side) starts with 6-4.
  await mountGame(page, { game: 'ssangnyuk', lang: 'en', seed: '450', saveKey: key });
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  assert.equal(await page.textContent('#sn-opponent'), 'Play the computer');
  // A person takes one step of Black's 6-4; the turn is half played.
  await page.locator('.sn-board [data-role="source"]').first().click();
  await page.locator('.sn-board [data-role="dest"]').first().click();
  const before = await position(page);
  assert.equal((await saves(page))[`${key}.people`].taken.length, 1);

  await page.evaluate(() => Reflect.get(window, 'game').setOpponent('computer'));
  assert.equal(await position(page), before, 'the position is kept');
  assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'computer');
  assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'players')), [['computer', 'easy']]);
  const moved = await saves(page);
  assert.equal(moved[`${key}.people`], undefined, 'the save left the two players’ slot');
  assert.equal(moved[`${key}.computer`].mode, 'easy/white');
  assert.equal(moved[`${key}.computer`].position, before);
  assert.deepEqual([moved[`${key}.computer`].dice, moved[`${key}.computer`].taken.length], [[6, 4], 1], 'with the dice and the step taken');
  // The computer finishes Black's turn with the same dice; White is the visitor's.
  await page.waitForFunction(() => Reflect.get(window, 'seen').some((/** @type {any} */ e) => e.type === 'move'));
  const [move] = await page.evaluate(() => Reflect.get(window, 'seen').filter((/** @type {any} */ e) => e.type === 'move'));
  assert.deepEqual([move.detail.side, move.detail.dice], ['black', [6, 4]]);
  assert.equal(await page.textContent('#sn-turn-title'), 'White to roll');
  assert.equal(await page.textContent('#sn-versus'), 'You play White against the computer, easy level.');

  // The toolbar's switch gives Black back to a person.
  const after = await position(page);
  assert.equal(await page.textContent('#sn-opponent'), 'Two players');
  await page.click('#sn-opponent');
  assert.equal(await position(page), after);
  assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'people');
  assert.equal(await page.isVisible('#sn-versus'), false);
  await page.waitForFunction(() => document.getElementById('sn-live')?.textContent?.startsWith('Two players on this device'));
  const back = await saves(page);
  assert.deepEqual(Object.keys(back), [`${key}.people`]);
  assert.equal(back[`${key}.people`].position, after);
  assert.deepEqual(problems, []);
  await context.close();
});
