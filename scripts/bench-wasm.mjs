// Times legal-play generation through the wasm build (same corpus and rolls as the criterion
// bench), and sums the gzipped size of everything the page loads. Run after scripts/build.sh:
//   node scripts/bench-wasm.mjs [rounds]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const { initSync, SsangnyukCorpus } = await import(join(root, 'www/pkg/madang_wasm.js'));
initSync({ module: readFileSync(join(root, 'www/pkg/madang_wasm_bg.wasm')) });

const corpusJson = readFileSync(join(root, 'crates/engine/benches/ssangnyuk_corpus.json'), 'utf8');
const corpus = new SsangnyukCorpus(corpusJson);
const pairs = corpus.len() * 21;
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
console.log(`wasm legal plays: ${corpus.len()} positions x 21 rolls = ${plays} plays`);
console.log(`  median ${median.toFixed(2)} ms per corpus over ${rounds} rounds (min ${times[0].toFixed(2)}, max ${times.at(-1).toFixed(2)})`);
console.log(`  ${((median * 1000) / pairs).toFixed(2)} us per (position, roll); ${Math.round(plays / (median / 1000)).toLocaleString('en')} plays/s`);

/** Every file the page can load: index.html and www/ (with the wasm build). */
function pageFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pageFiles(path, out);
    else if (!name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}
const files = [join(root, 'index.html'), ...pageFiles(join(root, 'www'))];
let raw = 0;
let gz = 0;
for (const f of files) {
  const bytes = readFileSync(f);
  raw += bytes.length;
  gz += gzipSync(bytes, { level: 9 }).length;
}
const wasm = readFileSync(join(root, 'www/pkg/madang_wasm_bg.wasm'));
console.log(`page: ${files.length} files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped`);
console.log(`  of which wasm: ${(wasm.length / 1024).toFixed(1)} KiB raw, ${(gzipSync(wasm, { level: 9 }).length / 1024).toFixed(1)} KiB gzipped`);
