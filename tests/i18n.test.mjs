// Every string key the page uses exists in English, and every language file has exactly the
// English keys, so adding a language stays a data change. No browser needed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../www/', import.meta.url));
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { default: en } = await import('../www/i18n/en.js');

/** Page sources: every .js under www/ except the generated wasm glue. */
function sources(dir = WWW) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'pkg' && entry.name !== 'i18n') out.push(...sources(`${path}/`));
    } else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

test('every key the code and markup name exists in en.js', () => {
  /** @type {Set<string>} */
  const used = new Set();
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/\btn\(\s*'([\w.]+)'/g)) used.add(`${m[1]}.other`);
    // Keys chosen between two literals: t(cond ? 'a' : 'b')
    for (const m of text.matchAll(/\bt\([^'()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) used.add(m[1]).add(m[2]);
  }
  const html = readFileSync(`${ROOT}index.html`, 'utf8');
  for (const m of html.matchAll(/data-i18n[\w-]*="([\w.]+)"/g)) used.add(m[1]);
  assert.ok(used.size > 40, `found ${used.size} keys`);
  const missing = [...used].filter((k) => !(k in en));
  assert.deepEqual(missing, []);
});

test('keys built at run time exist: engine error kinds, presets, pass reasons, rule values', () => {
  const readme = readFileSync(`${ROOT}crates/wasm/README.md`, 'utf8');
  const kinds = readme.slice(readme.indexOf('Kinds:'), readme.indexOf('## `SsangnyukGame`')).match(/`(\w+)`/g) ?? [];
  assert.ok(kinds.length >= 15, 'the wasm README lists the error kinds');
  const presets = ['seed', 'cap6', 'doubles_four', 'strict_bear_off', 'touch_down', 'backgammon'];
  const keys = [
    ...kinds.map((k) => `error.${k.replaceAll('`', '')}`),
    ...presets.map((p) => `rules.${p}`),
    'pass.bar_blocked', 'pass.no_move', 'log.passed.bar_blocked', 'log.passed.no_move',
    'rules.doubles.twice', 'rules.doubles.four_times', 'rules.bear_off.free', 'rules.bear_off.strict',
    'rules.combined.jump', 'rules.combined.touch_down', 'color.white', 'color.black',
    'turn.jaengdu', 'turn.toRoll', 'turn.toMove', 'turn.over', 'error.unexpected',
  ];
  assert.deepEqual(keys.filter((k) => !(k in en)), []);
});

test('every language file has exactly the English keys, and the same parameters', async () => {
  for (const file of readdirSync(`${WWW}i18n`)) {
    const { default: strings } = await import(`../www/i18n/${file}`);
    assert.deepEqual(Object.keys(strings).sort(), Object.keys(en).sort(), file);
    for (const [key, text] of Object.entries(en)) {
      const params = (/** @type {string} */ s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      assert.deepEqual(params(strings[key]), params(text), `${file} ${key}`);
    }
  }
});
