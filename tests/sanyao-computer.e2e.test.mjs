// End-to-end: San Yao against the computer in headless Chromium. The computer's moves come
// from its Web Worker and must be the ones the same engine and bot make in Node; the visitor
// can take either side; bad options and a worker that fails fall back to two players with the
// position kept; a match against the computer is saved apart from one for two players.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { slowComputer } from './support/slow-computer.mjs';
import { sanyaoNext } from '../scripts/page-drivers.mjs';
import { SanyaoGame, SanyaoBot, seedWhereStarts } from './support/engine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long the worker is made to think per move in the responsiveness test, in ms. */
const THINK = 2500;

const env = useBrowser();

/** Seeds in each hole and each store, as the board shows them. @param {import('playwright-core').Page} page */
function boardOf(page) {
  return page.evaluate(() => ({
    pits: [...document.querySelectorAll('.sy-board [data-hole]')]
      .sort((a, b) => Number(a.getAttribute('data-hole')) - Number(b.getAttribute('data-hole')))
      .map((el) => Number(el.getAttribute('data-count'))),
    stores: [0, 1].map((p) => Number(document.querySelector(`.sy-board [data-store="${p}"]`)?.getAttribute('data-count'))),
  }));
}

/**
 * Plays `moves` visitor moves (the lowest lit hole), dismissing round cards; returns how many
 * were played before the match ended, if it did.
 * @param {import('playwright-core').Page} page @param {number} moves
 */
async function visitorPlays(page, moves) {
  let played = 0;
  while (played < moves) {
    const next = await sanyaoNext(page);
    if (next === 'over') break;
    if (next === 'round') await page.click('#sy-round-next');
    else {
      await page.click(`[data-hole="${next.hole}"]`);
      played += 1;
    }
  }
  return played;
}

/**
 * The same moves in Node: the visitor sows the lowest legal hole `moves` times, the bot plays
 * the other side; stops when the visitor is next to move (or the match is over).
 * @param {string} seed @param {import('../www/pkg/madang_wasm.js').Level} level @param {0 | 1} visitor @param {number} moves
 */
function replayInNode(seed, level, visitor, moves) {
  const game = new SanyaoGame(seed);
  const bot = new SanyaoBot(level, seed);
  let s = game.state();
  let played = 0;
  for (;;) {
    if (s.status === 'match_over') break;
    if (s.status !== 'to_move') { s = game.advance().state; continue; }
    if (s.position.turn === visitor) {
      if (played === moves) break;
      s = game.play(Math.min(...s.legalMoves)).state;
      played += 1;
    } else {
      const hole = bot.choose(game.exportPosition());
      assert.ok(hole !== null, 'the computer has a hole whenever a move is legal');
      s = game.play(hole).state;
    }
  }
  bot.free();
  game.free();
  return s;
}

test('hard, the visitor as North: the computer plays South as in Node', async () => {
  const seed = seedWhereStarts(0);
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=hard&side=north&seed=${seed}`);
  await page.waitForSelector('body[data-ready="true"]');
  // South (the computer) was drawn to start: it moves by itself.
  const first = await sanyaoNext(page);
  assert.notEqual(typeof first, 'string');
  assert.equal(await page.textContent('#sy-turn-hint'), 'Your turn: choose a lit hole to sow from.');
  const roles = await page.$$eval('.sy-score', (rows) => rows.map((r) => [r.getAttribute('data-player'), r.querySelector('.sy-score-role')?.textContent]));
  assert.deepEqual(Object.fromEntries(roles), { 1: 'You', 0: 'Computer' });
  // The board is turned for North: its row (5-9, 5 at the left) below, South's above.
  const centre = (/** @type {number} */ h) => page.locator(`[data-hole="${h}"]`).boundingBox().then((b) => ({ x: (b?.x ?? 0) + (b?.width ?? 0) / 2, y: (b?.y ?? 0) + (b?.height ?? 0) / 2 }));
  const [h0, h4, h5, h9] = await Promise.all([0, 4, 5, 9].map(centre));
  assert.ok(h5.y > h0.y && h9.y > h4.y, 'North’s row below South’s');
  assert.ok(h5.x < h9.x && h4.x < h0.x, 'hole 5 at the left below, hole 4 at the left above');
  const stores = await Promise.all([0, 1].map((p) => page.locator(`[data-store="${p}"]`).boundingBox()));
  assert.ok((stores[1]?.x ?? 0) > (stores[0]?.x ?? 0), 'North’s store at the right end, as South’s is when South plays');

  const played = await visitorPlays(page, 8);
  const node = replayInNode(seed, 'hard', 1, played);
  await sanyaoNext(page);
  assert.deepEqual(await boardOf(page), { pits: node.position.pits, stores: node.position.stores }, 'the same board as in Node');

  assert.deepEqual(problems, []);
  await context.close();
});

test('the page answers while the computer thinks: a language switch is drawn before its move', async () => {
  const { context, page, problems } = await openPage(env.browser);
  // The worker is made to think THINK ms a move: were it thinking on the page's thread, the
  // click below would only be handled once it was done.
  await slowComputer(page, ROOT, THINK);
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=hard&side=south&seed=${seedWhereStarts(1)}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.waitForSelector('#sy-turn[data-thinking="true"]');
  assert.equal(await page.textContent('#sy-turn-hint'), 'The computer (North) is thinking…');
  await page.click('#lang-switch a[data-lang="es"]');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  const now = await page.evaluate(() => ({ thinking: document.getElementById('sy-turn')?.dataset.thinking, hint: document.getElementById('sy-turn-hint')?.textContent }));
  assert.deepEqual(now, { thinking: 'true', hint: 'El ordenador (Norte) está pensando…' }, 'reworded while it still thinks');
  // Then it sows, and the visitor (South) is to move.
  const next = await sanyaoNext(page, THINK * 2 + 10000);
  assert.notEqual(typeof next, 'string');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a new match with the same seed replays the computer’s same moves', async () => {
  const seed = seedWhereStarts(1);
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=medium&side=south&seed=${seed}`);
  await page.waitForSelector('body[data-ready="true"]');
  await visitorPlays(page, 2);
  await sanyaoNext(page);
  const before = await boardOf(page);
  await page.click('#sy-new-game');
  await page.click('#sy-confirm [data-answer="yes"]');
  await visitorPlays(page, 2);
  await sanyaoNext(page);
  assert.deepEqual(await boardOf(page), before);
  const node = replayInNode(seed, 'medium', 0, 2);
  assert.deepEqual(before, { pits: node.position.pits, stores: node.position.stores });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the computer player fails to load: a notice, and the match goes on for two players as it stood', async () => {
  const seed = seedWhereStarts(1);
  const { context, page, problems } = await openPage(env.browser);
  await page.route('**/bot-worker.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("no bot")' }));
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=easy&side=south&seed=${seed}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.locator('#sy-notices', { hasText: /computer player could not start/ }).waitFor();
  // North was to move first; it still is, now by hand.
  await page.waitForFunction(() => document.getElementById('sy-turn')?.dataset.computer === 'false');
  const board = await boardOf(page);
  assert.deepEqual(board, { pits: Array(10).fill(5), stores: [0, 0] });
  assert.equal(await page.textContent('#sy-turn-hint'), 'Drawn by lot: North starts. Choose one of the lit holes to sow from.');
  assert.ok(await page.locator('.sy-board [data-legal="true"]').count() > 0, 'North’s holes are lit for a person');
  assert.equal(await page.locator('.sy-score-role:not([hidden])').count(), 0, 'no one is called the computer any more');
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unknown side, seed or level: a notice, then South, a random draw, or a match for two players', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=easy&side=east&seed=${seedWhereStarts(0)}`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#notices') ?? '', /no side called “east”, so you play South/);
  const roles = await page.$$eval('.sy-score', (rows) => rows.map((r) => [r.getAttribute('data-player'), r.querySelector('.sy-score-role')?.textContent]));
  assert.deepEqual(Object.fromEntries(roles), { 0: 'You', 1: 'Computer' });
  // North answers South's first move (and the worker has loaded before the page is left).
  await visitorPlays(page, 1);
  await sanyaoNext(page);

  // A seed that is not a number: the draw and the computer's choices are random, and it plays.
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=easy&side=north&seed=abc`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sy-notices') ?? '', /seed “abc” is not a whole number/);
  await visitorPlays(page, 1);
  await sanyaoNext(page);
  assert.ok((await page.locator('#sy-log li').allTextContents()).some((line) => /^South sowed/.test(line)), 'the computer (South) moved');

  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=grandmaster&seed=1`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#notices') ?? '', /no computer level called “grandmaster”.*two players/);
  assert.equal(await page.getAttribute('#sy-turn', 'data-computer'), 'false');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a match against the computer is saved apart, and comes back only for the same level and side', async () => {
  const { context, page, problems } = await openPage(env.browser);
  const url = `${env.url}index.html?game=sanyao&vs=computer&level=easy&side=south`;
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  await visitorPlays(page, 1);
  await sanyaoNext(page);
  const board = await boardOf(page);
  assert.notDeepEqual(board.pits, Array(10).fill(5));

  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/);
  await sanyaoNext(page);
  assert.deepEqual(await boardOf(page), board);

  // Two players on this device: their own (empty) slot, not the computer's match.
  await page.goto(`${env.url}index.html?game=sanyao&vs=people`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.doesNotMatch(await page.textContent('#sy-notices') ?? '', /restored/);
  assert.deepEqual((await boardOf(page)).pits, Array(10).fill(5));

  // Another level: a new match too.
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=hard&side=south`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.doesNotMatch(await page.textContent('#sy-notices') ?? '', /restored/);
  assert.deepEqual(problems, []);
  await context.close();
});

// Seeds where the computer's choices after a reload used to differ from the match played on
// (easy drew its tie-breaks from one stream per game, restarted by a reload; hard kept its search
// table from move to move): each choice now depends on the seed and the position alone.
const RELOADED = /** @type {const} */ ([
  { level: 'easy', seed: '2', side: 'south', visitor: 0, before: 3, after: 4 },
  { level: 'hard', seed: '1', side: 'south', visitor: 0, before: 1, after: 6 },
]);

test('a seeded match reloaded mid-match: easy and hard then choose as in the same match never reloaded', async () => {
  const { context, page, problems } = await openPage(env.browser);
  for (const { level, seed, side, visitor, before, after } of RELOADED) {
    await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=${level}&side=${side}&seed=${seed}`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.equal(await visitorPlays(page, before), before);
    await sanyaoNext(page);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/, level);
    assert.equal(await visitorPlays(page, after), after, `${level}: the match goes on`);
    await sanyaoNext(page);
    // In Node one player makes every choice, as in a match that never reloaded.
    const node = replayInNode(seed, level, visitor, before + after);
    assert.deepEqual(await boardOf(page), { pits: node.position.pits, stores: node.position.stores }, `${level}: the board`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
