// Ssangnyuk legal plays, before and after the rewrite for speed, side by side in one run.
//
//   node scripts/bench-plays.mjs                           native: the criterion bench
//   node scripts/bench-plays.mjs --wasm OLD NEW [n]        wasm: two wasm-pack output dirs
//   node scripts/bench-plays.mjs --native --wasm OLD NEW   both
//
// Native: runs crates/engine/benches/ssangnyuk_speed.rs (the frozen old generator and today's,
// in one process, on the same positions and rolls) and prints criterion's medians and ratios.
// Wasm: loads two builds of the wasm package (e.g. `wasm-pack build crates/wasm --release
// --target web --out-dir DIR` at the old commit and at this one) and times their
// SsangnyukCorpus.countAllPlays on the same corpus, alternating, n rounds each.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

function native() {
  execFileSync('cargo', ['bench', '-p', 'madang-engine', '--bench', 'ssangnyuk_speed'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const target = resolve(root, process.env.CARGO_TARGET_DIR ?? 'target');
  const dir = join(target, 'criterion');
  /** @param {string} group @param {string} name @returns {number | undefined} */
  const ns = (group, name) => {
    const file = join(dir, group, name, 'new', 'estimates.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).median.point_estimate : undefined;
  };
  /** @param {string} group @returns {number} */
  const pairs = (group) => {
    const m = /(\d+) x (\d+)/.exec(group) ?? /corpus x (\d+)/.exec(group);
    if (!m) return NaN;
    return m.length === 3 ? Number(m[1]) * Number(m[2]) : 200 * Number(m[1]);
  };
  console.log('\nnative medians (criterion), per (position, roll):');
  for (const group of readdirSync(dir).filter((g) => g.startsWith('legal_plays_')).sort()) {
    const [old, now] = [ns(group, 'old'), ns(group, 'new')];
    if (old === undefined || now === undefined) continue;
    const n = pairs(group);
    const label = group.replace('legal_plays_', '');
    console.log(`  ${label.padEnd(30)} old ${(old / n / 1000).toFixed(3)} us  new ${(now / n / 1000).toFixed(3)} us  ratio ${(old / now).toFixed(1)}x`);
  }
}

/** @param {string} oldDir @param {string} newDir @param {number} rounds */
async function wasm(oldDir, newDir, rounds) {
  const corpus = /** @type {Record<string, unknown>[]} */ (
    JSON.parse(readFileSync(join(root, 'crates/engine/benches/ssangnyuk_corpus.json'), 'utf8')));
  const backgammon = { cap: null, doubles: 'four_times', bear_off: 'strict', combined: 'touch_down' };
  const sets = {
    'seed corpus x 21': corpus.map((p) => JSON.stringify(p)),
    'backgammon corpus x 21': corpus.map((p) => JSON.stringify({ ...p, rules: backgammon })),
  };
  /** @param {string} dir */
  const load = async (dir) => {
    const mod = await import(pathToFileURL(join(resolve(dir), 'madang_wasm.js')).href);
    mod.initSync({ module: readFileSync(join(resolve(dir), 'madang_wasm_bg.wasm')) });
    return mod;
  };
  const builds = { old: await load(oldDir), new: await load(newDir) };
  console.log(`\nwasm medians over ${rounds} alternating rounds, per (position, roll):`);
  for (const [name, positions] of Object.entries(sets)) {
    /** @type {Record<string, any>} */
    const corpora = {};
    for (const [which, mod] of Object.entries(builds)) {
      corpora[which] = new mod.SsangnyukCorpus();
      for (const p of positions) corpora[which].add(p);
    }
    const counts = { old: corpora.old.countAllPlays(), new: corpora.new.countAllPlays() };
    if (counts.old !== counts.new) throw new Error(`${name}: ${counts.old} plays before, ${counts.new} after`);
    /** @type {Record<string, number[]>} */
    const times = { old: [], new: [] };
    for (let i = 0; i < rounds; i++) {
      for (const which of ['old', 'new']) {
        const t0 = performance.now();
        corpora[which].countAllPlays();
        times[which].push(performance.now() - t0);
      }
    }
    const pairs = positions.length * 21;
    const [o, n] = [median(times.old), median(times.new)];
    console.log(`  ${name.padEnd(30)} old ${((o * 1000) / pairs).toFixed(3)} us  new ${((n * 1000) / pairs).toFixed(3)} us  ratio ${(o / n).toFixed(1)}x  (${counts.new} plays)`);
  }
}

const at = args.indexOf('--wasm');
if (at < 0 || args.includes('--native')) native();
if (at >= 0) await wasm(args[at + 1], args[at + 2], Number.parseInt(args[at + 3] ?? '15', 10) || 15);
