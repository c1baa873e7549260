// End-to-end: a whole game of each against the computer at the easy level, in headless
// Chromium, to the result screen. The visitor's moves are clicked (always the first lit
// choice); the computer's come from its Web Worker. The San Yao match is also replayed in Node
// with the same engine, seed and bot, and must end exactly as on the page. (What the page does
// while the computer thinks is tested in the *-computer tests; the main thread's long tasks are
// measured by scripts/bench-page.mjs, not by a timed test.) In the Ssangnyuk game the page's
// timers run on a fake clock moved on while the test plays (tests/support/clock.mjs), so the
// computer's pauses between its steps take no real time (San Yao's time goes elsewhere).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { ssangnyukNext, ssangnyukAct, sanyaoNext } from '../scripts/page-drivers.mjs';
import { SanyaoGame, SanyaoBot } from './support/engine.mjs';
import { installClock, pumpClock } from './support/clock.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}build/test-output`;
mkdirSync(OUT, { recursive: true });

const env = useBrowser();

test('Ssangnyuk: a whole game against the easy computer ends on the result screen', { timeout: 600000 }, async (t) => {
  const { context, page, problems } = await openPage(env.browser);
  await installClock(context);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white&seed=11`);
  await page.waitForSelector('body[data-ready="true"]');
  const stopClock = pumpClock(page);
  let turns = 0;
  for (let actions = 0; actions < 5000; actions++) {
    const next = await ssangnyukNext(page, 'white');
    if (next === 'over') break;
    if (next === 'roll') turns += 1;
    await ssangnyukAct(page, next);
  }
  await stopClock();
  assert.equal(await page.isVisible('#sn-win'), true, 'the game reached its end');
  // The result screen names the winner as the visitor or the computer, and the board agrees.
  const winner = await page.getAttribute('#sn-win', 'data-winner');
  const off = Number(await page.getAttribute(`.sn-board [data-key="off-${winner}"]`, 'data-count'));
  assert.equal(off, 15, 'the winner has borne off all fifteen');
  assert.equal(await page.textContent('#sn-win-title'), winner === 'white' ? 'You win!' : 'The computer (Black) wins.');
  assert.ok(turns > 10, `the visitor played a real game (${turns} rolls)`);
  await page.screenshot({ path: `${OUT}/computer-ssangnyuk-result.png` });

  t.diagnostic(`ssangnyuk: ${turns} visitor rolls`);
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * The same match in Node: the visitor (South, player 0) sows the lowest legal hole, the easy
 * bot with the page's seed plays North.
 * @param {string} seed
 */
function sanyaoInNode(seed) {
  const game = new SanyaoGame(seed);
  const bot = new SanyaoBot('easy', seed);
  let s = game.state();
  let moves = 0;
  while (s.status !== 'match_over' && moves < 5000) {
    if (s.status === 'to_move') {
      const hole = s.position.turn === 0 ? Math.min(...s.legalMoves) : bot.choose(game.exportPosition());
      assert.ok(hole !== null, 'the computer has a hole whenever a move is legal');
      s = game.play(hole).state;
      moves += 1;
    } else s = game.advance().state;
  }
  bot.free();
  game.free();
  return { s, moves };
}

test('San Yao: a whole match against the easy computer ends on the result screen, as in Node', { timeout: 600000 }, async (t) => {
  const SEED = '21';
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=sanyao&vs=computer&level=easy&side=south&seed=${SEED}`);
  await page.waitForSelector('body[data-ready="true"]');
  let moves = 0;
  let rounds = 0;
  for (let actions = 0; actions < 5000; actions++) {
    const next = await sanyaoNext(page);
    if (next === 'over') break;
    if (next === 'round') { await page.click('#sy-round-next'); rounds += 1; } else {
      await page.click(`[data-hole="${next.hole}"]`);
      moves += 1;
    }
  }
  assert.equal(await page.isVisible('#sy-match'), true, 'the match reached its end');

  const node = sanyaoInNode(SEED);
  const winner = node.s.winner;
  assert.equal(await page.getAttribute('#sy-match', 'data-winner'), String(winner), 'the same winner as in Node');
  assert.equal(await page.textContent('#sy-match-title'), winner === 0 ? 'You win!' : 'The computer (North) wins.');
  const totals = await page.$$eval('#sy-match-totals .sy-total', (els) => els.map((el) => [Number(el.getAttribute('data-player')), Number(el.querySelector('.sy-total-n')?.textContent)]));
  assert.deepEqual(Object.fromEntries(totals), { 0: node.s.position.stores[0], 1: node.s.position.stores[1] }, 'the same seed totals as in Node');
  assert.equal(rounds + 1, node.s.position.round, 'the same number of rounds');
  await page.screenshot({ path: `${OUT}/computer-sanyao-result.png` });

  t.diagnostic(`sanyao: ${moves} visitor moves, ${node.moves} moves in all, ${node.s.position.round} rounds`);
  assert.deepEqual(problems, []);
  await context.close();
});
