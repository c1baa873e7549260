// Times the Ssangnyuk computer player's moves through the wasm build, as the page's worker calls
// it: whole games of one level against itself from the opening, dice from a fixed seed, every
// `choose` timed. Run after scripts/build.sh:
//   node scripts/bench-bot.mjs [games] [level] [pkg-dir]
// (pkg-dir defaults to www/pkg; pass another build's to compare two commits side by side).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const games = Number.parseInt(process.argv[2] ?? '10', 10) || 10;
const level = process.argv[3] ?? 'hard';
const pkg = resolve(process.argv[4] ?? join(root, 'www/pkg'));
const wasm = await import(pathToFileURL(join(pkg, 'madang_wasm.js')).href);
wasm.initSync({ module: readFileSync(join(pkg, 'madang_wasm_bg.wasm')) });

/** A small seeded generator (mulberry32), so both builds see the same dice. @param {number} a */
function rng(a) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The opening: White 2 on 24, 5 on 13, 3 on 8, 5 on 6; Black mirrored. @param {string} turn */
function opening(turn) {
  const points = new Array(24).fill(0);
  for (const [p, n] of [[24, 2], [13, 5], [8, 3], [6, 5]]) {
    points[p - 1] = n;
    points[24 - p] = -n;
  }
  return { points, bar: [0, 0], off: [0, 0], turn };
}

/** @type {number[]} */
const times = [];
const random = rng(20261201);
const die = () => 1 + Math.floor(random() * 6);
for (let g = 0; g < games; g++) {
  const bots = [new wasm.SsangnyukBot(level, String(2 * g + 1)), new wasm.SsangnyukBot(level, String(2 * g + 2))];
  let pos = opening(g % 2 === 0 ? 'white' : 'black');
  for (let turn = 0; turn < 2000 && pos.off[0] < 15 && pos.off[1] < 15; turn++) {
    const bot = bots[pos.turn === 'white' ? 0 : 1];
    const json = JSON.stringify(pos);
    const [a, b] = [die(), die()];
    const t0 = performance.now();
    const play = bot.choose(json, a, b);
    times.push(performance.now() - t0);
    if (!play) break;
    pos = play.result;
  }
  for (const b of bots) b.free();
}
times.sort((x, y) => x - y);
const at = (/** @type {number} */ q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`wasm ${level} (${pkg}): ${games} games, ${times.length} moves`);
console.log(`  median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms per move`);
