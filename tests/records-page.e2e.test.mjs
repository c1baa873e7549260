// @ts-check
// End-to-end: records on the page. A plain game load fetches nothing of the records package;
// the Record menu downloads a record the engine (in Node) replays to the page's very position,
// for both games, seeded or not; a record opened back (a file or pasted text) stands the game
// where the record ends, its seeded dice going on; a record that breaks a rule is refused with
// the turn named, in the visitor's language, and the game is left as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage } from './support/browser.mjs';
import * as records from './support/engine-records.mjs';
import es from '../www/i18n/es.js';
import { playSsangnyukTurns, sanyaoNext } from '../scripts/page-drivers.mjs';

/** @typedef {import('playwright-core').Page} Page */
const env = useBrowser();

/** @param {Page} page @param {string} query */
async function load(page, query) {
  await page.goto(`${env.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** The position the page saved (its game as it stands, at the start of the turn). @param {Page} page @param {string} key */
async function savedPosition(page, key) {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  assert.ok(text, `a save under ${key}`);
  return JSON.parse(text).position;
}

/** Sows `moves` times in San Yao for two on the page. @param {Page} page @param {number} moves */
async function playSanyao(page, moves) {
  for (let i = 0; i < moves; i++) {
    const next = await sanyaoNext(page);
    if (next === 'over') return;
    if (next === 'round') {
      await page.click('#sy-round-next');
      continue;
    }
    await page.click(`.sy-board [data-hole="${next.hole}"]`);
    await page.waitForFunction(() => document.getElementById('sy-game')?.dataset.animating === 'false');
  }
}

/** Downloads the record through the menu. @param {Page} page @param {'sn' | 'sy'} prefix */
async function download(page, prefix) {
  await page.click(`#${prefix}-record`);
  assert.equal(await page.getAttribute(`#${prefix}-record`, 'aria-expanded'), 'true');
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`#${prefix}-record-download`)]);
  assert.match(file.suggestedFilename(), prefix === 'sn' ? /^ssangnyuk-\d{4}-\d\d-\d\d-\d{4}\.json$/ : /^sanyao-\d{4}-\d\d-\d\d-\d{4}\.json$/);
  return readFileSync(/** @type {string} */ (await file.path()), 'utf8');
}

/** Opens `text` through the dialog's paste box. @param {Page} page @param {'sn' | 'sy'} prefix @param {string} text */
async function paste(page, prefix, text) {
  await page.click(`#${prefix}-record`);
  await page.click(`#${prefix}-record-open`);
  await page.fill(`#${prefix}-record-text`, text);
  await page.click(`#${prefix}-record-dialog [data-record="open"]`);
}

/** Answers the question before a game in progress is replaced. @param {Page} page @param {'sn' | 'sy'} prefix */
async function confirm(page, prefix) {
  await page.click(`#${prefix}-confirm [data-answer="yes"]`);
}

test('a plain game load requests nothing from the records package', async () => {
  const { context, page } = await openPage(env.browser);
  /** @type {string[]} */
  const asked = [];
  page.on('request', (r) => asked.push(r.url()));
  await load(page, '?game=ssangnyuk&vs=people');
  await load(page, '?game=sanyao&vs=people');
  assert.deepEqual(asked.filter((u) => /pkg-records|\/records\/(load|write|open)\.js/.test(u)), []);
  assert.ok(asked.some((u) => u.includes('/records/menu.js')), 'the menu itself is part of the game');
  await context.close();
});

test('Ssangnyuk: the downloaded record replays to the page\'s position; opened back, the game stands there', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=ssangnyuk&vs=people');
  await playSsangnyukTurns(page, 4);
  const text = await download(page, 'sn');
  const record = JSON.parse(text);
  assert.equal(record.format, 'madang-record/1');
  assert.equal(record.seed, undefined, 'an unseeded game names no seed');
  assert.deepEqual({ white: record.meta.white, black: record.meta.black }, { white: 'person', black: 'person' });
  const position = await savedPosition(page, 'madang.ssangnyuk.people');
  assert.equal(records.SsangnyukGame.fromRecord(text, null).exportPosition(), position);

  await page.click('#sn-new-game');
  await confirm(page, 'sn');
  await paste(page, 'sn', text);
  await page.waitForFunction(() => !document.getElementById('sn-record-dialog')?.hasAttribute('open'));
  await page.waitForFunction((p) => JSON.parse(localStorage.getItem('madang.ssangnyuk.people') ?? '{}').position === p, position);
  assert.equal(await page.locator('#sn-log li').count() > 0, true, 'the log shows the record\'s turns');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: a record that breaks a rule is refused naming the turn, and the game is left as it was', async () => {
  const { context, page } = await openPage(env.browser, { acceptDownloads: true, locale: 'es-ES' });
  await load(page, '?game=ssangnyuk&vs=people&seed=450&lang=es');
  await playSsangnyukTurns(page, 3);
  const text = await download(page, 'sn');
  const record = JSON.parse(text);
  assert.equal(record.seed, '450', 'a seeded game names its seed');
  const before = await savedPosition(page, 'madang.ssangnyuk.seed-450.seed.people');

  const changed = structuredClone(record);
  changed.turns[2].dice = changed.turns[2].dice[0] === 1 ? [2, 2] : [1, 1];
  await paste(page, 'sn', JSON.stringify(changed));
  const error = page.locator('#sn-record-error');
  await error.waitFor();
  assert.match(await error.textContent() ?? '', /^Turno 3: /);
  // The file is chosen with a button in the page's words, not the browser's own control.
  assert.equal((await page.locator('#sn-record-dialog .record-choose').textContent())?.trim(), 'Elegir un archivo…');
  assert.ok(((await page.locator('#sn-record-file').boundingBox())?.width ?? 0) <= 1, 'the native control is hidden');
  assert.equal(await page.getByLabel('Elegir un archivo…').getAttribute('id'), 'sn-record-file', 'the input is named by those words');

  const illegal = structuredClone(record);
  delete illegal.seed;
  illegal.turns[1].play = '24/1';
  await page.fill('#sn-record-text', JSON.stringify(illegal));
  await page.click('#sn-record-dialog [data-record="open"]');
  await page.waitForFunction(() => /^Turno 2: /.test(document.getElementById('sn-record-error')?.textContent ?? ''));

  const truncated = text.slice(0, text.length - 9);
  let kind = '';
  try {
    records.SsangnyukGame.fromRecord(truncated, null);
  } catch (e) {
    kind = /** @type {any} */ (e).kind;
  }
  await page.fill('#sn-record-text', truncated);
  await page.click('#sn-record-dialog [data-record="open"]');
  await page.waitForFunction((t) => document.getElementById('sn-record-error')?.textContent === t, es[`error.${kind}`]);
  await page.click('#sn-record-dialog [data-record="cancel"]');
  assert.equal(await savedPosition(page, 'madang.ssangnyuk.seed-450.seed.people'), before, 'the game is unchanged');
  await context.close();
});

test('Ssangnyuk: an opened seeded record rolls on with the dice its seed gives next', async () => {
  const { context, page } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=ssangnyuk&vs=people&seed=77');
  await playSsangnyukTurns(page, 3);
  const text = await download(page, 'sn');
  const node = records.SsangnyukGame.fromRecord(text, null);
  const next = node.roll();
  await load(page, '?game=ssangnyuk&vs=people');
  await paste(page, 'sn', text);
  await page.waitForFunction(() => !document.getElementById('sn-record-dialog')?.hasAttribute('open'));
  await page.click('#sn-roll');
  const label = (await page.getAttribute('#sn-turn-dice', 'aria-label')) ?? '';
  const shown = label.match(/\d/g)?.map(Number) ?? [];
  const want = next.phase === 'move' && next.roll ? next.roll.toPlay.map((d) => d.value).sort((a, b) => b - a) : [];
  if (want.length) assert.deepEqual(shown, want);
  await context.close();
});

test('San Yao: the downloaded record replays to the page\'s position; opened from a file, the match stands there', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=sanyao&vs=people');
  await playSanyao(page, 12);
  const text = await download(page, 'sy');
  const position = await savedPosition(page, 'madang.sanyao.people');
  assert.equal(records.SanyaoGame.fromRecord(text, null).exportPosition(), position);

  await page.click('#sy-new-game');
  await confirm(page, 'sy');
  await page.click('#sy-record');
  await page.click('#sy-record-open');
  await page.setInputFiles('#sy-record-file', { name: 'match.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.waitForFunction((p) => JSON.parse(localStorage.getItem('madang.sanyao.people') ?? '{}').position === p, position);

  const bad = JSON.parse(text);
  bad.rounds[0].moves[3].hole = bad.rounds[0].moves[3].player === 0 ? 7 : 2;
  await paste(page, 'sy', JSON.stringify(bad));
  await page.waitForFunction(() => /^Turn 4: /.test(document.getElementById('sy-record-error')?.textContent ?? ''));
  assert.deepEqual(problems, []);
  await context.close();
});
