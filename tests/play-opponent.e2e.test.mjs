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

/**
 * Records every text the live region `id` takes, in window.said: the computer may speak over an
 * announcement before a poll sees it.
 * @param {import('playwright-core').Page} page @param {string} id
 */
const listenLive = (page, id) => page.evaluate((id) => {
  const region = /** @type {HTMLElement} */ (document.getElementById(id));
  /** @type {string[]} */
  const said = [];
  Reflect.set(window, 'said', said);
  new MutationObserver(() => { if (region.textContent) said.push(region.textContent); }).observe(region, { childList: true, characterData: true, subtree: true });
}, id);

/** The sides that moved so far, in order. @param {import('playwright-core').Page} page @returns {Promise<string[]>} */
const movers = (page) => page.evaluate(() => Reflect.get(window, 'seen').filter((/** @type {any} */ e) => e.type === 'move').map((/** @type {any} */ e) => e.detail.side));

for (const [game, seed, sides] of /** @type {const} */ ([['ssangnyuk', '450', ['white', 'black']], ['sanyao', seedWhereStarts(0), ['south', 'north']]])) {
  test(`${game}: in a watch game the computer plays both sides by itself, and nothing is saved`, async () => {
    const { context, page, problems } = await openHost(env.browser);
    await mountGame(page, { game, lang: 'en', opponent: 'watch', level: 'easy', seed, pace: 20, saveKey: `madang.${game}#watch` });
    assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'watch');
    // Every hint the turn card shows meanwhile (none may ask a person to act: nobody plays).
    await page.evaluate((id) => {
      const hint = /** @type {HTMLElement} */ (document.getElementById(id));
      const hints = new Set([hint.textContent]);
      Reflect.set(window, 'hints', hints);
      new MutationObserver(() => hints.add(hint.textContent)).observe(hint, { childList: true, characterData: true, subtree: true });
    }, `${game === 'sanyao' ? 'sy' : 'sn'}-turn-hint`);
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
    const hints = await page.evaluate(() => [...Reflect.get(window, 'hints')]);
    assert.deepEqual(hints.filter((h) => /device|choose|your turn|roll the dice/i.test(h ?? '')), [], `hints for a person: ${hints.join(' | ')}`);
    await page.evaluate(() => Reflect.get(window, 'game').destroy());
    assert.deepEqual(problems, []);
    await context.close();
  });
}

/** The games' saves (two players', the computer's), by key. @param {import('playwright-core').Page} page @returns {Promise<Record<string, any>>} */
const saves = (page) => page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => /^madang\.s.*\.(people|computer)$/.test(k))
  .map((k) => [k, JSON.parse(localStorage.getItem(k) ?? 'null')])));
/** The steps of the turn in progress in a save (its last calls that are steps, `{s}`). @param {{calls: unknown[]}} save */
const stepsTaken = (save) => {
  const i = save.calls.findLastIndex((c) => !(typeof c === 'object' && c !== null && 's' in c));
  return save.calls.length - 1 - i;
};
/** @param {import('playwright-core').Page} page @returns {Promise<string>} */
const position = (page) => page.evaluate(() => Reflect.get(window, 'game').position());

test('ssangnyuk: the far side goes to the computer in the middle of its turn, and back to a person, keeping the game', async () => {
  const { context, page, problems } = await openHost(env.browser);
  // Seed 450: a tied jaengdu, then Black (the far side) starts with 6-4. A seeded game keeps
  // its saves in slots of its seed and rules (www/play/saves.js).
  await mountGame(page, { game: 'ssangnyuk', lang: 'en', seed: '450', saveKey: 'madang.ssangnyuk#t' });
  const key = 'madang.ssangnyuk#t.seed-450.seed';
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  assert.equal(await page.textContent('#sn-opponent'), 'Play the computer');
  // A person takes one step of Black's 6-4; the turn is half played.
  await page.locator('.sn-board [data-role="source"]').first().click();
  await page.locator('.sn-board [data-role="dest"]').first().click();
  const before = await position(page);
  assert.deepEqual(stepsTaken((await saves(page))[`${key}.people`]), 1);

  await page.evaluate(() => Reflect.get(window, 'game').setOpponent('computer'));
  assert.equal(await position(page), before, 'the position is kept');
  assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'computer');
  assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'players')), [['computer', 'easy']]);
  const moved = await saves(page);
  assert.equal(moved[`${key}.people`], undefined, 'the save left the two players’ slot');
  assert.equal(moved[`${key}.computer`].mode, 'easy/white');
  assert.equal(moved[`${key}.computer`].position, before);
  assert.deepEqual([moved[`${key}.computer`].dice, stepsTaken(moved[`${key}.computer`])], [[6, 4], 1], 'with the dice and the step taken');
  // The computer finishes Black's turn with the same dice; White is the visitor's.
  await page.waitForFunction(() => Reflect.get(window, 'seen').some((/** @type {any} */ e) => e.type === 'move'));
  const [move] = await page.evaluate(() => Reflect.get(window, 'seen').filter((/** @type {any} */ e) => e.type === 'move'));
  assert.deepEqual([move.detail.side, move.detail.dice], ['black', [6, 4]]);
  assert.equal(await page.textContent('#sn-turn-title'), 'White to roll');
  assert.equal(await page.textContent('#sn-versus'), 'You play White against the computer, easy level.');

  // The toolbar's switch gives Black back to a person.
  const after = await position(page);
  assert.equal(await page.textContent('#sn-opponent'), 'Two players');
  await listenLive(page, 'sn-live');
  await page.click('#sn-opponent');
  assert.equal(await position(page), after);
  assert.equal(await page.evaluate(() => Reflect.get(window, 'game').opponent()), 'people');
  assert.equal(await page.isVisible('#sn-versus'), false);
  await page.waitForFunction(() => Reflect.get(window, 'said').some((/** @type {string} */ t) => t.startsWith('Two players on this device')));
  const back = await saves(page);
  assert.deepEqual(Object.keys(back), [`${key}.people`]);
  assert.equal(back[`${key}.people`].position, after);
  assert.deepEqual(problems, []);
  await context.close();
});

test('sanyao: the far side goes to the computer and back to a person, keeping the match', async () => {
  const { context, page, problems } = await openHost(env.browser);
  const seed = seedWhereStarts(0);
  await mountGame(page, { game: 'sanyao', lang: 'en', seed, saveKey: 'madang.sanyao#t' });
  const key = `madang.sanyao#t.seed-${seed}`;
  // South sows by hand; North (the far side) is to move.
  await page.locator('.sy-hole[data-legal="true"]').first().click();
  await page.waitForSelector('#sy-game[data-animating="false"]');
  const before = await position(page);
  assert.equal(JSON.parse(before).turn, 1);

  await listenLive(page, 'sy-live');
  await page.evaluate(() => Reflect.get(window, 'game').setOpponent('computer', 'medium'));
  assert.equal(await position(page), before, 'the position is kept');
  const moved = await saves(page);
  assert.deepEqual(Object.keys(moved), [`${key}.computer`]);
  assert.deepEqual([moved[`${key}.computer`].mode, moved[`${key}.computer`].position], ['medium/0', before]);
  assert.equal(await page.textContent('#sy-versus'), 'You play South against the computer, medium level.');
  await page.waitForFunction(() => Reflect.get(window, 'said').includes('You play South against the computer, medium level.'));
  // The computer plays North's move at once, from where the match stood.
  await page.waitForFunction(() => Reflect.get(window, 'seen').some((/** @type {any} */ e) => e.type === 'move' && e.detail.side === 'north'));
  await page.waitForSelector('#sy-game[data-animating="false"]');
  assert.deepEqual(await movers(page), ['south', 'north']);

  const after = await position(page);
  await page.click('#sy-opponent');
  assert.equal(await position(page), after);
  assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'players')), [['computer', 'medium'], ['people', null]]);
  assert.deepEqual(Object.keys(await saves(page)), [`${key}.people`]);
  assert.equal(await page.textContent('#sy-opponent'), 'Play the computer');
  // Handed back: the computer stays at the level it had.
  await page.click('#sy-opponent');
  assert.deepEqual((await page.evaluate(() => Reflect.get(window, 'players'))).at(-1), ['computer', 'medium']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the site page: a bare link plays the computer at easy, and after a switch a reload brings the game back with its new players', async () => {
  // A phone: the switch is a target for a finger.
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
  await page.goto(`${env.url}index.html?game=ssangnyuk`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.textContent('#sn-versus'), 'You play White against the computer, easy level.');
  assert.equal(await page.textContent('#sn-opponent'), 'Two players');
  const height = await page.$eval('#sn-opponent', (el) => el.getBoundingClientRect().height);
  assert.ok(height >= 44, `the switch is at least 44 px high (${height} px)`);
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  await page.waitForFunction(() => {
    const card = document.getElementById('sn-turn');
    return card?.dataset.computer === 'false' && card.dataset.turn === 'white';
  }, null, { timeout: 20000 });
  const saved = (await saves(page))['madang.ssangnyuk.computer'];
  assert.equal(saved.mode, 'easy/white');

  await page.click('#sn-opponent');
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { game: 'ssangnyuk', vs: 'people', side: 'white' });
  assert.equal((await saves(page))['madang.ssangnyuk.people'].position, saved.position);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sn-notices') ?? '', /game in progress was restored/);
  assert.equal(await page.textContent('#sn-opponent'), 'Play the computer');
  assert.equal(await page.isVisible('#sn-versus'), false);
  assert.equal((await saves(page))['madang.ssangnyuk.people'].position, saved.position, 'the same position');

  // An opponent the page does not know: said so, and the visitor plays the computer.
  await page.goto(`${env.url}index.html?game=sanyao&vs=robot`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#notices') ?? '', /no opponent called “robot”/);
  assert.equal(await page.textContent('#sy-opponent'), 'Two players');

  // San Yao the other way: two players, then the computer for North.
  await page.goto(`${env.url}index.html?game=sanyao&vs=people`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#sy-opponent');
  assert.deepEqual(Object.fromEntries(new URL(page.url()).searchParams), { game: 'sanyao', vs: 'computer', level: 'easy', side: 'south' });
  await page.waitForFunction(() => {
    const card = document.getElementById('sy-turn');
    return document.getElementById('sy-game')?.dataset.animating === 'false' && card?.dataset.computer === 'false'
      && document.querySelector('.sy-hole[data-legal="true"]') !== null;
  }, null, { timeout: 20000 });
  await page.locator('.sy-hole[data-legal="true"]').first().click();
  await page.waitForFunction(() => {
    const card = document.getElementById('sy-turn');
    return document.getElementById('sy-game')?.dataset.animating === 'false' && card?.dataset.computer === 'false'
      && document.querySelector('.sy-hole[data-legal="true"]') !== null;
  }, null, { timeout: 20000 });
  const match = (await saves(page))['madang.sanyao.computer'];
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/);
  assert.equal(await page.textContent('#sy-versus'), 'You play South against the computer, easy level.');
  assert.equal((await saves(page))['madang.sanyao.computer'].position, match.position);
  assert.deepEqual(problems, []);
  await context.close();
});

test('<madang-game>: the switch inside the board sets opponent and level, starts no new game, and holds across a reload of the host page', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.route('**/host.html', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title><script type="module" src="madang-game.js"></script></head>'
      // South (the visitor's) starts: the computer has nothing to play yet.
      + `<body><madang-game id="g" game="sanyao" opponent="people" seed="${seedWhereStarts(0)}"></madang-game></body></html>`,
  }));
  await page.addInitScript(() => {
    Reflect.set(window, 'readies', 0);
    document.addEventListener('madang-ready', () => Reflect.set(window, 'readies', Reflect.get(window, 'readies') + 1));
  });
  await page.goto(`${env.url}host.html`);
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  const before = await page.$eval('#g', (el) => /** @type {any} */ (el).position);
  await page.locator('#g #sy-opponent').click();
  await page.waitForFunction(() => document.querySelector('#g')?.getAttribute('opponent') === 'computer');
  assert.equal(await page.getAttribute('#g', 'level'), 'easy');
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => Reflect.get(window, 'readies')), 1, 'the same game goes on');
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).position), before);
  assert.equal(await page.locator('#g #sy-opponent').textContent(), 'Two players');

  // The visitor sows, then the host page reloads with its markup unchanged (two players): the
  // game comes back with the players the visitor chose, where it stood.
  await page.locator('#g .sy-hole[data-legal="true"]').first().click();
  await page.waitForFunction(() => document.querySelector('#g')?.shadowRoot?.querySelector('#sy-game')?.getAttribute('data-animating') === 'false');
  await page.waitForFunction(() => JSON.parse(/** @type {any} */ (document.querySelector('#g')).position).turn === 0, null, { timeout: 15000 });
  const played = await page.$eval('#g', (el) => /** @type {any} */ (el).position);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).position), played, 'the game in progress is back');
  assert.equal(await page.locator('#g #sy-opponent').textContent(), 'Two players', 'against the computer still');
  assert.equal(await page.getAttribute('#g', 'opponent'), 'people', 'the markup is the host\'s');
  // Handed back to a person, the next reload keeps two players.
  await page.locator('#g #sy-opponent').click();
  await page.reload();
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  assert.equal(await page.$eval('#g', (el) => /** @type {any} */ (el).position), played);
  assert.equal(await page.locator('#g #sy-opponent').textContent(), 'Play the computer');
  assert.deepEqual(problems, []);
  await context.close();
});
