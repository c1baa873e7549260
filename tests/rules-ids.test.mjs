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

/** The sources section of a page: from its opening tag to the end of <main>. */
const sourcesSection = (/** @type {string} */ page) => page.slice(page.indexOf('<section id="sources"'), page.indexOf('</main>'));

test('each source entry has a stable id, source-<id>, the same in every language', () => {
  for (const game of GAMES) {
    const entries = (/** @type {string} */ lang) => [...sourcesSection(html(game, lang)).matchAll(/<li( id="([^"]*)")?><cite class="source" data-source="([a-z]+)">/g)]
      .map((m) => ({ id: m[2] ?? null, source: m[3] }));
    const en = entries('en');
    assert.ok(en.length >= 2, `${game}: ${en.length} entries`);
    for (const e of en) assert.equal(e.id, `source-${e.source}`, game);
    for (const lang of LANGS) assert.deepEqual(entries(lang), en, `${game}.${lang}`);
  }
});

test('every source the text cites links to its entry, and every #link on a page has its target', () => {
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const page = html(game, lang);
      const text = page.slice(page.indexOf('<main'), page.indexOf('<section id="sources"'));
      // The contents never cite, so every cited name before the sources section is in the text.
      const cites = [...text.matchAll(/<cite class="source" data-source="([a-z]+)">(<a href="#([^"]*)">)?/g)];
      assert.ok(cites.length > 0, `${game}.${lang} cites nothing`);
      for (const m of cites) assert.equal(m[3], `source-${m[1]}`, `${game}.${lang}: ${m[1]} is not a link to its entry`);
      const ids = new Set([...page.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]));
      const targets = [...page.matchAll(/ href="#([^"]*)"/g)].map((m) => m[1]);
      assert.deepEqual(targets.filter((t) => !ids.has(t)), [], `${game}.${lang}: links without a target`);
    }
  }
});
