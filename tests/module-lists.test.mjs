// The lists that let a page fetch its modules in one round (www/play/modules.js for each game,
// the modulepreload links of index.html and embed.html) must name exactly the modules the
// code imports: a module left out loads a round later, one too many is a wasted download.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAME_MODULES } from '../www/play/modules.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The modules `entries` import statically, directly or not, themselves included (paths from
 * the repository's root). Dynamic import() and workers are not part of the graph.
 * @param {string[]} entries
 */
function staticGraph(entries) {
  const seen = new Set();
  const stack = [...entries];
  while (stack.length) {
    const file = /** @type {string} */ (stack.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const re of [/^\s*import\s*['"]([^'"]+)['"]/gm, /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm]) {
      for (const m of text.matchAll(re)) stack.push(normalize(join(dirname(file), m[1] ?? '')));
    }
  }
  return [...seen].sort();
}

test('each game\'s module list is its screen\'s whole import graph', () => {
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    const graph = staticGraph([`www/${game}/controller.js`, `www/${game}/markup.js`]);
    assert.deepEqual([...GAME_MODULES[game]].map((p) => `www/${p}`).sort(), graph, game);
  }
});

test('index.html and embed.html preload exactly their script\'s import graph', () => {
  for (const [page, entry] of [['index.html', 'www/app.js'], ['embed.html', 'www/embed-frame.js']]) {
    const html = readFileSync(join(ROOT, page), 'utf8');
    assert.ok(html.includes(`<script type="module" src="${entry}"></script>`), `${page} runs ${entry}`);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
    assert.deepEqual(preloaded, staticGraph([entry]).filter((f) => f !== entry), page);
  }
});
