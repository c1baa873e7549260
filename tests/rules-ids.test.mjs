// @ts-check
// Every row of the rules pages (the rules table's rows and the filled gaps) carries a stable id,
// the same in every language and unique on its page, so `rules/<game>.<lang>.html#<id>` opens
// it from the game, the guide and the why-not answers (tests/why.test.mjs checks the rows those
// answers name).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const GAMES = ['ssangnyuk', 'sanyao'];
const LANGS = ['es', 'en', 'ja'];

/** @param {string} game @param {string} lang */
const html = (game, lang) => readFileSync(new URL(`../www/rules/${game}.${lang}.html`, import.meta.url), 'utf8');

/** The ids of the page's rule rows and gap items, in page order; null for one without an id. */
function rowIds(/** @type {string} */ page) {
  const rows = [...page.matchAll(/<tr( id="([^"]*)")? role="row">/g)].slice(1); // the first is the header
  const gaps = [...page.matchAll(/<li( id="([^"]*)")? class="gap /g)];
  return [...rows, ...gaps].map((m) => m[2] ?? null);
}

test('every rule row and filled gap has an id, the same ids in the same order in every language', () => {
  for (const game of GAMES) {
    const en = rowIds(html(game, 'en'));
    assert.ok(en.length > 10, `${game}: ${en.length} rows`);
    assert.deepEqual(en.filter((id) => id === null), [], `${game}: a row without an id`);
    for (const lang of LANGS) assert.deepEqual(rowIds(html(game, lang)), en, `${game}.${lang}`);
  }
});

test('no id repeats on a rules page, so every #row link has one target', () => {
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const ids = [...html(game, lang).matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);
      assert.deepEqual(ids.filter((id, i) => ids.indexOf(id) !== i), [], `${game}.${lang}`);
    }
  }
});
