// Times legal-play generation through the wasm build (same corpus and rolls as the criterion
// bench), and sums the gzipped size of everything the page loads. Run after scripts/build.sh:
//   node scripts/bench-wasm.mjs [rounds]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

import { initSync, SsangnyukCorpus, SanyaoCorpus, SsangnyukBot, SanyaoBot } from '../www/pkg/madang_wasm.js';

const root = fileURLToPath(new URL('..', import.meta.url));
initSync({ module: readFileSync(join(root, 'www/pkg/madang_wasm_bg.wasm')) });

const corpusJson = readFileSync(join(root, 'crates/engine/benches/ssangnyuk_corpus.json'), 'utf8');
const corpus = new SsangnyukCorpus();
let corpusSize = 0;
for (const p of /** @type {unknown[]} */ (JSON.parse(corpusJson))) corpusSize = corpus.add(JSON.stringify(p));
const pairs = corpusSize * 21;
const rounds = Number.parseInt(process.argv[2] ?? '30', 10) || 30;

corpus.countAllPlays(); // warm-up
const times = [];
let plays = 0;
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  plays = corpus.countAllPlays();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`wasm legal plays: ${corpusSize} positions x 21 rolls = ${plays} plays`);
console.log(`  median ${median.toFixed(2)} ms per corpus over ${rounds} rounds (min ${times[0].toFixed(2)}, max ${times[times.length - 1].toFixed(2)})`);
console.log(`  ${((median * 1000) / pairs).toFixed(2)} us per (position, roll); ${Math.round(plays / (median / 1000)).toLocaleString('en')} plays/s`);

// San Yao: the same two corpus files as crates/engine/benches/sanyao_moves.rs, so native and wasm
// time the same positions (made by `madang sanyao corpus`, see that bench).
/** @param {string} file @returns {string[]} */
const positionsIn = (file) => /** @type {unknown[]} */ (JSON.parse(readFileSync(join(root, 'crates/engine/benches', file), 'utf8')))
  .map((p) => JSON.stringify(p));
const played = positionsIn('sanyao_played.json');
const random = positionsIn('sanyao_boards.json');
for (const [name, list] of Object.entries({ played, random })) {
  const sy = new SanyaoCorpus();
  let size = 0;
  for (const p of list) size = sy.add(p);
  const moves = sy.playAll();
  /** @type {number[]} */
  const t = [];
  for (let i = 0; i < Math.max(5, Math.floor(rounds / 3)); i++) {
    const t0 = performance.now();
    sy.playAll();
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  const med = t[Math.floor(t.length / 2)];
  console.log(`wasm San Yao ${name}: ${size} positions, ${moves} legal moves; median ${med.toFixed(1)} ms per corpus, ${Math.round(moves / (med / 1000)).toLocaleString('en')} moves/s`);
}

/**
 * Every file below `dir` (the rules pages are reported apart: the game does not load them).
 * @param {string} dir
 * @param {string[]} [out]
 */
function filesIn(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesIn(path, out);
    else if (!name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}
const isRules = (/** @type {string} */ f) => /www[\\/]rules(-data)?[\\/]/.test(f) && !f.endsWith('play-anchors.json');
const all = [join(root, 'index.html'), ...filesIn(join(root, 'www'))];
/** @param {string} what @param {string[]} files */
function report(what, files) {
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(f);
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  console.log(`${what}: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped (each file gzipped alone)`);
}
report('game page (index.html, www/ without the rules pages)', all.filter((f) => !isRules(f)));
report('one rules page with its stylesheet', [join(root, 'www/rules/ssangnyuk.en.html'), join(root, 'www/rules/rules.css')]);
const wasm = readFileSync(join(root, 'www/pkg/madang_wasm_bg.wasm'));
console.log(`  wasm: ${(wasm.length / 1024).toFixed(1)} KiB raw, ${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped`);

// Computer players: each level's choose() through the wasm build, one call per move. Ssangnyuk
// on the corpus above, each position with the next of the 21 rolls; San Yao on the first 300
// positions of the 'played' corpus (forced moves included, as in a game).
/** @param {number[]} t */
function stats(t) {
  t.sort((a, b) => a - b);
  const at = (/** @type {number} */ q) => t[Math.min(t.length - 1, Math.floor(q * t.length))];
  return `median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${t[t.length - 1].toFixed(2)} ms`;
}
/** @type {import('../www/pkg/madang_wasm.js').Level[]} */
const levels = ['random', 'easy', 'medium', 'hard'];
const snPositions = /** @type {unknown[]} */ (JSON.parse(corpusJson)).map((p) => JSON.stringify(p));
// Each position with the next of the 21 rolls in turn: every roll comes up, no generator needed.
/** @type {[number, number][]} */
const all21 = [];
for (let a = 6; a >= 1; a--) for (let b = a; b >= 1; b--) all21.push([a, b]);
const snRolls = snPositions.map((_, i) => all21[i % all21.length]);
for (const level of levels) {
  const bot = new SsangnyukBot(level, '1');
  for (let i = 0; i < 5; i++) bot.choose(snPositions[i], ...snRolls[i]); // warm-up
  /** @type {number[]} */
  const t = [];
  let passes = 0;
  snPositions.forEach((p, i) => {
    const t0 = performance.now();
    const play = bot.choose(p, ...snRolls[i]);
    t.push(performance.now() - t0);
    passes += play?.notation === 'pass' ? 1 : 0;
  });
  console.log(`wasm Ssangnyuk bot ${level.padEnd(6)}: ${t.length} moves (${passes} unplayable rolls); ${stats(t)} per move`);
}
const syPositions = played.slice(0, 300);
for (const level of levels) {
  const bot = new SanyaoBot(level, '1');
  for (let i = 0; i < 5; i++) bot.choose(syPositions[i]); // warm-up
  /** @type {number[]} */
  const t = [];
  for (const p of syPositions) {
    const t0 = performance.now();
    bot.choose(p);
    t.push(performance.now() - t0);
  }
  console.log(`wasm San Yao bot ${level.padEnd(6)}: ${t.length} moves; ${stats(t)} per move`);
}
const wasmGz = gzipSync(wasm, { level: 9 }).length / 1024;
console.log(`  wasm with the players (net weights included): ${wasmGz.toFixed(1)} KiB gzipped, ${wasmGz < 150 ? 'under' : 'OVER'} the 150 KiB budget`);
