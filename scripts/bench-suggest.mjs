// Times "Suggest a move" as the page gets it: in headless Chromium, the page's own worker
// (www/bot-worker.js, given the compiled engine as the page gives it) answers suggestion
// messages, and each round trip is timed from the page. Positions come from games the medium
// players play against each other with seeded dice (Ssangnyuk: the turn's start, and the same
// turn after its first step; San Yao: each position to move). Run after scripts/build.sh:
//   node scripts/bench-suggest.mjs [positions]
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const count = Number.parseInt(process.argv[2] ?? '100', 10) || 100;
const wasm = await import('../www/pkg/madang_wasm.js');
wasm.initSync({ module: readFileSync(new URL('../www/pkg/madang_wasm_bg.wasm', import.meta.url)) });

/** Ssangnyuk questions: {positionJson, dice, taken}, at a turn's start and after one step. */
function ssangnyukQuestions() {
  const out = [];
  const bot = new wasm.SsangnyukBot('medium', '1');
  for (let g = 0; out.length < count; g++) {
    const game = new wasm.SsangnyukGame('seed', String(100 + g));
    let s = game.throwJaengdu();
    while (s.phase === 'jaengdu') s = game.throwJaengdu();
    for (let turn = 0; turn < 200 && s.phase !== 'over' && out.length < count; turn++) {
      // The jaengdu's dice are the starter's first roll.
      if (s.phase === 'roll') s = game.roll();
      if (s.phase !== 'move' || !s.roll) continue;
      const positionJson = game.exportPosition();
      const dice = s.roll.dice;
      out.push({ positionJson, dice, taken: [] });
      const play = bot.choose(positionJson, dice[0], dice[1]);
      for (const [i, step] of (play?.steps ?? []).entries()) {
        s = game.takeStep(step);
        if (i === 0 && s.steps.length && out.length < count) out.push({ positionJson, dice, taken: s.taken });
      }
      s = game.finishTurn();
    }
    game.free();
  }
  bot.free();
  return out;
}

/** San Yao questions: {positionJson} for each position with a move. */
function sanyaoQuestions() {
  const out = [];
  const bot = new wasm.SanyaoBot('medium', '1');
  for (let g = 0; out.length < count; g++) {
    const game = new wasm.SanyaoGame(String(100 + g));
    for (let i = 0; i < 400 && out.length < count; i++) {
      const s = game.state();
      if (s.status === 'match_over') break;
      if (s.status !== 'to_move') {
        game.advance();
        continue;
      }
      const positionJson = game.exportPosition();
      out.push({ positionJson });
      const hole = bot.choose(positionJson);
      if (typeof hole !== 'number') break;
      game.play(hole);
    }
    game.free();
  }
  bot.free();
  return out;
}

const questions = { ssangnyuk: ssangnyukQuestions(), sanyao: sanyaoQuestions() };
const server = await startServer(0);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage();
await page.goto(`${server.url}index.html`);
const times = await page.evaluate(async (all) => {
  // The page's own module, by its URL on the served checkout.
  const { loadEngine } = await import(new URL('www/engine.js', location.href).href);
  const worker = new Worker(new URL('./www/bot-worker.js', location.href), { type: 'module' });
  worker.postMessage({ engine: await loadEngine() });
  let id = 0;
  /** @param {object} q */
  const ask = (q) => new Promise((resolve, reject) => {
    const mine = id++;
    const t0 = performance.now();
    const on = (/** @type {MessageEvent} */ e) => {
      if (e.data.id !== mine) return;
      worker.removeEventListener('message', on);
      if (e.data.error) reject(new Error(e.data.error));
      else resolve(performance.now() - t0);
    };
    worker.addEventListener('message', on);
    worker.postMessage({ id: mine, suggest: true, ...q });
  });
  /** @type {Record<string, number[]>} */
  const out = {};
  for (const [game, list] of Object.entries(all)) {
    await ask({ game, ...list[0] }); // the first builds the player (and the bear-off table)
    out[game] = [];
    for (const q of list) out[game].push(/** @type {number} */ (await ask({ game, ...q })));
  }
  worker.terminate();
  return out;
}, questions);
await browser.close();
await server.close();
for (const [game, list] of Object.entries(times)) {
  list.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  console.log(`${game}: ${list.length} suggestions in the worker, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`);
}
