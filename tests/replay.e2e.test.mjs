// @ts-check
// End-to-end: the replay viewer, driven by keyboard in headless Chromium. Records are made in
// Node by the records package (seeded games of random legal moves) and their positions read
// there, so every board the page draws is checked against the engine's own. Ssangnyuk opens
// over a game from the open-record dialog; San Yao is a <madang-game record="..."> in
// embed.html (the iframe mode), inline, by address, refused from another origin or over 1 MiB;
// then a San Yao game held behind the viewer, and a finished match's Watch replay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import * as records from './support/engine-records.mjs';
import { randomSsangnyuk, randomSanyao } from './support/random-games.mjs';

/** @typedef {import('playwright-core').Page} Page */
const env = useBrowser();

/** A seeded Ssangnyuk game of random legal plays, `turns` long, as a record. @param {string} seed @param {number} turns */
function ssangnyukRecord(seed, turns) {
  const game = randomSsangnyuk(seed, turns);
  const text = game.exportRecord({});
  game.free();
  return text;
}

/** A San Yao match of random legal moves, `moves` long or to its end, as a record. @param {string} seed @param {number} moves */
function sanyaoRecord(seed, moves) {
  const { game } = randomSanyao(seed, moves);
  const text = game.exportRecord({});
  game.free();
  return text;
}

/** The Ssangnyuk board drawn, as the position JSON's signed counts per point. @param {Page} page */
function ssangnyukPoints(page) {
  return page.$$eval('.replay .sn-board .loc.point', (els) => {
    /** @type {number[]} */
    const points = Array(24).fill(0);
    for (const el of els) {
      const p = Number(el.getAttribute('data-key')?.slice(1));
      const n = Number(el.getAttribute('data-count'));
      points[p - 1] = el.getAttribute('data-color') === 'black' ? -n : n;
    }
    return points;
  });
}

/** The San Yao board drawn: each hole's seeds, in hole order. @param {Page} page */
function sanyaoPits(page) {
  return page.$$eval('madang-game .replay .sy-board [data-hole]', (els) => els
    .map((el) => [Number(el.getAttribute('data-hole')), Number(el.getAttribute('data-count'))])
    .sort((a, b) => a[0] - b[0]).map(([, n]) => n));
}

/** Waits until the viewer shows move `k` (drawn, not only asked for). @param {Page} page @param {number} k */
async function shown(page, k) {
  await page.waitForFunction((n) => {
    const el = document.querySelector('.replay') ?? document.querySelector('madang-game')?.shadowRoot?.querySelector('.replay');
    return el instanceof HTMLElement && el.dataset.shown === String(n) && el.dataset.at === String(n);
  }, k);
}

/** @param {Page} page @param {string} name */
const disabled = (page, name) => page.getAttribute(`.replay [data-replay="${name}"]`, 'aria-disabled');

test('Ssangnyuk: over a game, keys step, jump and play the record on the game\'s board; Play from here stands the game at that move', async () => {
  const text = ssangnyukRecord('11', 30);
  const { positions } = records.ssangnyukReplay(text);
  const total = positions.length - 1;
  const pointsAt = (/** @type {number} */ k) => JSON.parse(/** @type {string} */ (positions[k])).points;
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer`);
  await page.waitForSelector('body[data-ready="true"]');

  // The open-record dialog, by keyboard: the menu, Open a record…, the paste box, as a replay.
  await page.focus('#sn-record');
  await page.keyboard.press('Enter');
  await page.focus('#sn-record-open');
  await page.keyboard.press('Enter');
  await page.fill('#sn-record-text', text);
  await page.focus('#sn-record-as-replay');
  await page.keyboard.press('Space');
  await page.focus('#sn-record-dialog [data-record="open"]');
  await page.keyboard.press('Enter');
  await shown(page, 0);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-replay')), 'board', 'the keys start on the board');
  assert.deepEqual([await disabled(page, 'first'), await disabled(page, 'prev'), await disabled(page, 'next')], ['true', 'true', 'false']);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(0));

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await shown(page, 2);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(2));
  assert.match(await page.textContent('.replay [data-replay="live"]') ?? '', new RegExp(`^Move 2 of ${total}\\. (White|Black) rolled`));
  await page.keyboard.press('ArrowLeft');
  await shown(page, 1);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(1));
  await page.keyboard.press('End');
  await shown(page, total);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(total));
  assert.deepEqual([await disabled(page, 'first'), await disabled(page, 'next'), await disabled(page, 'last')], ['false', 'true', 'true']);
  await page.keyboard.press('ArrowRight');
  await shown(page, total);
  await page.keyboard.press('Home');
  await shown(page, 0);

  // The slider takes its own arrows; the move list jumps.
  await page.focus('.replay [data-replay="slider"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await shown(page, 3);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(3));
  assert.equal(await page.getAttribute('.replay [data-move="3"]', 'aria-current'), 'step');
  await page.focus('.replay [data-move="9"]');
  await page.keyboard.press('Enter');
  await shown(page, 9);
  assert.deepEqual(await ssangnyukPoints(page), pointsAt(9));

  // Autoplay, fast: space on the board starts it, it moves on by itself, space stops it.
  await page.selectOption('.replay [data-replay="speed"]', 'fast');
  await page.focus('.replay [data-replay="board"]');
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('.replay [data-replay="play"]', 'aria-pressed'), 'true');
  await shown(page, 11);
  await page.keyboard.press('Space');
  assert.equal(await page.getAttribute('.replay [data-replay="play"]', 'aria-pressed'), 'false');

  // Play from here, at a move after which White (the visitor, along the bottom) is to roll.
  const k = [...positions.keys()].find((i) => i > 4 && i < total && JSON.parse(/** @type {string} */ (positions[i])).turn === 'white') ?? 0;
  await page.focus('.replay [data-replay="board"]');
  await page.keyboard.press('Home');
  for (let i = 0; i < k; i++) await page.keyboard.press('ArrowRight');
  await shown(page, k);
  await page.focus('.replay [data-replay="from-computer"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.querySelector('.replay'));
  await page.waitForFunction((p) => JSON.parse(localStorage.getItem('madang.ssangnyuk.computer') ?? '{}').position === p, positions[k]);
  assert.equal(await page.getAttribute('#sn-opponent', 'data-opponent'), 'computer');
  assert.equal(await page.getAttribute('#sn-turn', 'data-phase'), 'roll');
  assert.deepEqual(problems, []);
  await context.close();
});

test('San Yao: <madang-game record> in the iframe mode loops the record, steps by keyboard, refuses strangers\' records, and plays on from a move', async () => {
  const text = sanyaoRecord('5', 100000);
  const short = sanyaoRecord('5', 12);
  const { positions } = records.sanyaoReplay(text);
  const total = positions.length - 1;
  const pitsAt = (/** @type {number} */ k) => JSON.parse(/** @type {string} */ (positions[k])).pits;
  const { context, page, problems } = await openPage(env.browser, { locale: 'ja-JP' });
  await page.route('**/museum/famous-match.json', (r) => r.fulfill({ contentType: 'application/json', body: text }));

  // Without `game`, the replay is of the game the record names (here San Yao, not the default).
  await page.addInitScript(() => {
    document.addEventListener('madang-ready', (e) => { /** @type {any} */ (window).readyGame = /** @type {CustomEvent} */ (e).detail.game; });
  });
  await page.goto(`${env.url}embed.html?lang=ja&record=${encodeURIComponent(short)}`);
  await page.waitForSelector('madang-game[data-ready="true"] .replay');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).readyGame), 'sanyao');
  assert.deepEqual(await sanyaoPits(page), JSON.parse(/** @type {string} */ (records.sanyaoReplay(short).positions[0])).pits);

  // Inline (a short one: the whole match by address below), looping: it plays by itself.
  await page.goto(`${env.url}embed.html?game=sanyao&lang=ja&loop=1&record=${encodeURIComponent(short)}`);
  await page.waitForSelector('madang-game[data-ready="true"]');
  await page.waitForFunction(() => Number(document.querySelector('madang-game')?.shadowRoot?.querySelector('.replay')?.getAttribute('data-shown')) >= 2);
  assert.equal(await page.getAttribute('madang-game .replay [data-replay="loop"]', 'checked'), null, 'checked as a property, not markup');
  assert.equal(await page.isChecked('madang-game .replay [data-replay="loop"]'), true);
  assert.equal(await page.getAttribute('madang-game .replay', 'lang') ?? await page.evaluate(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('.madang')?.getAttribute('lang')), 'ja');

  // By address on this site; the keys stop the autoplay and step.
  await page.evaluate(() => document.querySelector('madang-game')?.setAttribute('record', 'museum/famous-match.json'));
  await page.waitForSelector('madang-game[data-ready="true"] .replay');
  await page.focus('madang-game .replay [data-replay="board"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('Home');
  await shown(page, 0);
  await page.keyboard.press('ArrowRight');
  await shown(page, 1);
  assert.deepEqual(await sanyaoPits(page), pitsAt(1));
  await page.keyboard.press('End');
  await shown(page, total);
  assert.deepEqual(await sanyaoPits(page), pitsAt(total));
  assert.equal(await page.evaluate(() => /** @type {any} */ (document.querySelector('madang-game'))?.position), positions[total], 'the element\'s position is the one shown');
  assert.match(await page.textContent('madang-game .replay [data-replay="live"]') ?? '', new RegExp(`^全${total}手中${total}手目。.*の勝ち。$`));

  // Another site's record, or one over 1 MiB, is refused in the visitor's words; nothing is read.
  for (const [value, kind, words] of [
    ['https://example.org/match.json', 'origin', 'このサイト内'],
    [`{"pad":"${'x'.repeat(1024 * 1024)}"}`, 'too_large', ''],
    ['{"format":"madang-record/1","game":"ssangnyuk"}', 'wrong_game', 'この棋譜は再生できません'],
  ]) {
    await page.evaluate((v) => document.querySelector('madang-game')?.setAttribute('record', v), value);
    const failed = page.locator('madang-game .replay-failed');
    await failed.waitFor();
    assert.equal(await failed.getAttribute('data-kind'), kind);
    assert.ok((await failed.textContent() ?? '').includes(words), kind);
  }

  // Play from here, for two: a game in the viewer's place, at that move.
  await page.evaluate(() => document.querySelector('madang-game')?.setAttribute('record', 'museum/famous-match.json'));
  await page.waitForSelector('madang-game[data-ready="true"] .replay');
  await page.focus('madang-game .replay [data-replay="slider"]');
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await shown(page, 6);
  await page.focus('madang-game .replay [data-replay="from-people"]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('madang-game #sy-game');
  await page.waitForFunction((p) => /** @type {any} */ (document.querySelector('madang-game'))?.position === p, positions[6]);
  assert.equal(await page.evaluate(() => {
    const el = document.querySelector('madang-game');
    return (el?.shadowRoot?.activeElement ?? document.activeElement)?.id;
  }), 'sy-turn', 'the focus goes to the game\'s turn card');
  assert.deepEqual(problems, []);
  await context.close();
});

test('San Yao: the game behind the viewer is held (a computer now due waits until it closes); a finished match\'s Record menu offers Watch replay', async () => {
  const { context, page, problems } = await openPage(env.browser);
  // Seed 1: North, the far side, starts.
  await page.goto(`${env.url}index.html?game=sanyao&vs=people&seed=1`);
  await page.waitForSelector('body[data-ready="true"]');
  const pits = () => page.$$eval('#sy-board [data-hole]', (els) => els.map((el) => el.getAttribute('data-count')).join(','));
  const before = await pits();
  await page.click('#sy-record');
  await page.click('#sy-record-open');
  await page.fill('#sy-record-text', sanyaoRecord('3', 20));
  await page.check('#sy-record-as-replay');
  await page.click('#sy-record-dialog [data-record="open"]');
  await shown(page, 0);
  // The far side handed to the computer while the viewer shows (as a host page could): due, it waits.
  await page.evaluate(() => /** @type {HTMLButtonElement} */ (document.getElementById('sy-opponent')).click());
  await page.waitForTimeout(1200);
  assert.equal(await pits(), before, 'the computer did not move behind the viewer');
  await page.keyboard.press('Escape');
  // Read in the first frame without the viewer: the computer's reply, due now, then hands a
  // keyboard user's focus to the board (on a loaded machine, before a later read).
  const focused = await page.waitForFunction(() => (document.querySelector('.replay') ? '' : `#${document.activeElement?.id}`));
  assert.equal(await focused.jsonValue(), '#sy-record', 'the focus goes back to the Record button');
  await page.waitForFunction((b) => [...document.querySelectorAll('#sy-board [data-hole]')].map((el) => el.getAttribute('data-count')).join(',') !== b, before);

  // A finished match: Watch replay in its Record menu shows its own record, to its end.
  const whole = sanyaoRecord('5', 100000);
  const { positions } = records.sanyaoReplay(whole);
  await page.click('#sy-opponent');
  await page.click('#sy-record');
  assert.equal(await page.isVisible('#sy-record-replay'), false, 'no Watch replay while the match goes on');
  await page.click('#sy-record-open');
  await page.fill('#sy-record-text', whole);
  await page.click('#sy-record-dialog [data-record="open"]');
  await page.click('#sy-confirm [data-answer="yes"]');
  await page.waitForFunction(() => !document.getElementById('sy-record-dialog')?.hasAttribute('open'));
  await page.click('#sy-record');
  await page.click('#sy-record-replay');
  await shown(page, 0);
  await page.keyboard.press('End');
  await shown(page, positions.length - 1);
  assert.match(await page.textContent('.replay [data-replay="live"]') ?? '', /(South|North) wins the match\.$/);
  assert.deepEqual(problems, []);
  await context.close();
});
