// @ts-check
// sources/ holds the documents the rules pages quote; its README says what each one is. The
// README and the folder must agree, so that no document is unexplained and none is missing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SOURCES = fileURLToPath(new URL('../sources/', import.meta.url));
const readme = readFileSync(`${SOURCES}README.md`, 'utf8');
/** The README's table: each document's file name and its language cell ("Spanish (es)"). */
const rows = [...readme.matchAll(/^\| `([^`]+)` \| ([^|]*) \|/gm)].map((m) => ({ name: m[1], language: m[2] }));
const listed = rows.map((r) => r.name);

test('the sources README names each document once, and each one it names is in sources/', () => {
  assert.ok(listed.length > 0, 'the README lists no document');
  assert.equal(new Set(listed).size, listed.length, `listed twice: ${listed}`);
  for (const { name, language } of rows) {
    const tag = /^[a-z]+\.([a-z]{2})\.txt$/.exec(name)?.[1];
    assert.ok(tag, `${name}: named <document>.<language>.txt`);
    assert.ok(language.endsWith(`(${tag})`), `${name}: the README gives its language as "${language}"`);
    assert.ok(existsSync(`${SOURCES}${name}`), `sources/${name} is listed but missing`);
  }
});

test('every file in sources/ is listed in its README', () => {
  const files = readdirSync(SOURCES).filter((f) => f !== 'README.md');
  assert.deepEqual(files.sort(), [...listed].sort());
});

test('each document is UTF-8 text that is not empty', () => {
  for (const name of listed) {
    const bytes = readFileSync(`${SOURCES}${name}`);
    assert.ok(bytes.length > 0, `${name} is empty`);
    assert.doesNotThrow(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes), `${name} is not UTF-8`);
  }
});
