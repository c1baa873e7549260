// Times the page's San Yao actions through the wasm build on the costliest positions known
// (crates/engine/benches/sanyao_worst.json): a new game, importPosition, state, and the
// slowest of the legal moves (the largest of their medians; the pass when there is no legal
// move). Given another build's www/pkg
// directory, times both side by side in one run, alternating, with the ratio. After
// scripts/build.sh:
//   node scripts/bench-sanyao-worst.mjs [other/www/pkg] [rounds]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const [otherDir, roundsArg] = process.argv.slice(2);
const rounds = Number.parseInt(roundsArg ?? '7', 10) || 7;

/** @typedef {typeof import('../www/pkg/madang_wasm.js')} Wasm */

/**
 * Loads one build's wasm module (each directory is its own module instance).
 * @param {string} dir
 * @returns {Promise<Wasm>}
 */
async function load(dir) {
  const mod = await import(pathToFileURL(join(dir, 'madang_wasm.js')).href);
  mod.initSync({ module: readFileSync(join(dir, 'madang_wasm_bg.wasm')) });
  return mod;
}

/** @type {[string, Wasm][]} */
const builds = [['this', await load(join(root, 'www/pkg'))]];
if (otherDir) builds.unshift(['other', await load(otherDir)]);

/** @type {[string, unknown][]} */
const boards = JSON.parse(readFileSync(join(root, 'crates/engine/benches/sanyao_worst.json'), 'utf8'));

/** Milliseconds `f` takes. @param {() => unknown} f */
function time(f) {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
}

/**
 * One round of the page's actions on `json` with build `mod`: ms per action, and per move
 * (keyed by hole, or 'pass').
 * @param {Wasm} mod @param {string} json
 */
function actions(mod, json) {
  let game = new mod.SanyaoGame('1');
  game.free();
  const create = time(() => { game = new mod.SanyaoGame('1'); });
  let state = game.state();
  const load = time(() => { state = game.importPosition(json); });
  const read = time(() => game.state());
  /** @type {Record<string, number>} */
  const moves = {};
  if (state.legalMoves.length === 0) {
    moves.pass = time(() => game.advance());
  }
  for (const hole of state.legalMoves) {
    const fresh = new mod.SanyaoGame('1');
    fresh.importPosition(json);
    moves[hole] = time(() => fresh.play(hole));
  }
  return { create, import: load, state: read, moves };
}

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const header = builds.length === 2 ? 'other ms | this ms | other/this' : 'ms';
console.log(`median of ${rounds} rounds; play is the slowest legal move (or the pass)`);
console.log(`board | action | ${header}`);
for (const [name, position] of boards) {
  const json = JSON.stringify(position);
  /** @typedef {{create: number[], import: number[], state: number[], play: number[], moves: Record<string, number[]>}} Samples */
  /** @type {Samples[]} */
  const samples = builds.map(() => ({ create: [], import: [], state: [], play: [], moves: {} }));
  builds.forEach(([, mod]) => actions(mod, json)); // warm-up
  for (let r = 0; r < rounds; r++) {
    builds.forEach(([, mod], i) => {
      const t = actions(mod, json);
      const into = /** @type {Samples} */ (samples[i]);
      for (const n of /** @type {const} */ (['create', 'import', 'state'])) into[n].push(t[n]);
      for (const [move, ms] of Object.entries(t.moves)) (into.moves[move] ??= []).push(ms);
    });
  }
  for (const s of samples) s.play = [Math.max(...Object.values(s.moves).map(median))];
  for (const n of /** @type {const} */ (['create', 'import', 'state', 'play'])) {
    const ms = samples.map((s) => median(s[n]));
    const cells = ms.map((m) => m.toFixed(2));
    if (ms.length === 2) cells.push(`${((ms[0] ?? NaN) / (ms[1] ?? NaN)).toFixed(1)}x`);
    console.log(`${name} | ${n} | ${cells.join(' | ')}`);
  }
}
