// @ts-check
// End-to-end: links. Copy link in a seeded Ssangnyuk game, opened in a fresh browser, stands the
// game at the same point with the same next dice, and the fragment is cleared; a position link,
// opened on a page with a game in progress, asks first and then starts from that position with
// its roll; when the clipboard refuses, the link shows selected in a dialog; a bad link is
// refused in the visitor's language and the save is left as it was; a link cut short to
// index.html and its fragment opens the game its record names; embed.html opens links too,
// a game too long for a link offers Download instead, and a kiosk ignores links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import ja from '../www/i18n/ja.js';
import en from '../www/i18n/en.js';
import { playSsangnyukTurns, sanyaoNext } from '../scripts/page-drivers.mjs';
import { packRecord, linkHref } from '../www/records/link.js';
import { randomSsangnyuk } from './support/random-games.mjs';
import es from '../www/i18n/es.js';

/** @typedef {import('playwright-core').Page} Page */
const env = useBrowser();

/** @param {Page} page @param {string} path */
async function load(page, path) {
  await page.goto(`${env.url}${path}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** The position the page saved under `key`. @param {Page} page @param {string} key */
async function saved(page, key) {
  const text = await page.evaluate((k) => localStorage.getItem(k), key);
  return text ? JSON.parse(text).position : null;
}

/** Waits for the save under `key` to hold `position`. @param {Page} page @param {string} key @param {string} position */
function savedAs(page, key, position) {
  return page.waitForFunction(([k, p]) => JSON.parse(localStorage.getItem(k) ?? '{}').position === p, [key, position]);
}

/** The dice the turn card shows, highest first. @param {Page} page */
async function dice(page) {
  const label = (await page.getAttribute('#sn-turn-dice', 'aria-label')) ?? '';
  return (label.match(/\d/g) ?? []).map(Number);
}

/** Copies a link through the Record menu; the clipboard's text. @param {Page} page @param {'sn' | 'sy'} prefix @param {'link' | 'position'} which */
async function copy(page, prefix, which) {
  const notices = page.locator(`#${prefix}-notices .notice`);
  const before = await notices.count();
  await page.click(`#${prefix}-record`);
  await page.click(`#${prefix}-record-${which}`);
  await notices.nth(before).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

test('Ssangnyuk: a copied link reopens the seeded game in a fresh browser with the same next dice; a position link asks first', async () => {
  const key = 'madang.ssangnyuk.seed-77.seed.people';
  const a = await openPage(env.browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  await load(a.page, 'index.html?game=ssangnyuk&vs=people&seed=77&lang=en');
  await playSsangnyukTurns(a.page, 3);
  const link = await copy(a.page, 'sn', 'link');
  assert.ok(link.startsWith(`${env.url}index.html?game=ssangnyuk&vs=people&seed=77#record=`), link);
  assert.match(await a.page.locator('#sn-notices .notice').last().textContent() ?? '', /Link copied/);
  const position = await saved(a.page, key);
  assert.ok(position);
  await a.page.click('#sn-roll');
  const next = await dice(a.page);
  assert.ok(next.length >= 2);
  const problem = await copy(a.page, 'sn', 'position');
  assert.match(problem, /#position=[A-Za-z0-9_-]+$/);

  const b = await openPage(env.browser);
  await b.page.goto(link);
  await b.page.waitForSelector('body[data-ready="true"]');
  await savedAs(b.page, key, position);
  await b.page.locator('#sn-notices .notice', { hasText: 'The game from the link is open' }).waitFor();
  assert.equal(await b.page.evaluate(() => window.location.hash), '', 'the fragment is cleared');
  assert.equal(await b.page.evaluate(() => window.location.search), '?game=ssangnyuk&vs=people&seed=77', 'the mode stays');
  await b.page.click('#sn-roll');
  assert.deepEqual(await dice(b.page), next, 'the seed\'s dice go on');

  // A game in progress: the position link asks before replacing it; no keeps it.
  const rolled = await saved(b.page, key);
  await b.page.evaluate((href) => { window.location.hash = new URL(href).hash; }, problem);
  await b.page.locator('#sn-confirm[open]').waitFor();
  await b.page.click('#sn-confirm [data-answer="no"]');
  assert.equal(await saved(b.page, key), rolled);
  await b.page.evaluate((href) => { window.location.hash = new URL(href).hash; }, problem);
  await b.page.click('#sn-confirm [data-answer="yes"]');
  await b.page.waitForFunction(() => document.getElementById('sn-turn')?.dataset.phase === 'move');
  assert.deepEqual(await dice(b.page), next, 'the position link keeps the roll to play');

  // Loaded with a game in progress: the page is ready while it asks; no keeps the save.
  const kept = await saved(b.page, key);
  await b.page.goto(link);
  await b.page.waitForSelector('body[data-ready="true"]');
  await b.page.locator('#sn-confirm[open]').waitFor();
  await b.page.click('#sn-confirm [data-answer="no"]');
  assert.equal(await saved(b.page, key), kept);
  assert.equal(await b.page.evaluate(() => window.location.hash), '');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  await a.context.close();
  await b.context.close();
});

test('a link to a finished game says it is over, not to play on (es, en)', async () => {
  const game = randomSsangnyuk('8', 2000);
  assert.equal(game.state().phase, 'over', 'the random game ran to its end');
  const payload = await packRecord(game.exportRecord(null));
  game.free();
  for (const [lang, words] of /** @type {const} */ ([['es', es], ['en', en]])) {
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(linkHref(`${env.url}index.html?game=ssangnyuk&vs=people&seed=8&lang=${lang}`, 'record', payload));
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForFunction(() => document.getElementById('sn-turn')?.dataset.phase === 'over');
    const notice = page.locator('#sn-notices .notice').last();
    await notice.waitFor();
    assert.equal((await notice.textContent())?.trim(), words['record.linkOpenedOver'], lang);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('San Yao: without a clipboard the link shows selected; a bad link is refused in Japanese and the save kept; embed.html opens the link; too long, Download', async () => {
  const key = 'madang.sanyao.people';
  const { context, page, problems } = await openPage(env.browser, { locale: 'ja-JP' });
  // A browser that gives the page no clipboard (an insecure origin, an old browser).
  await page.addInitScript(() => { Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined }); });
  await load(page, 'index.html?game=sanyao&vs=people&lang=ja');
  for (let i = 0; i < 10; i++) {
    const next = await sanyaoNext(page);
    if (typeof next !== 'object') break;
    await page.click(`.sy-board [data-hole="${next.hole}"]`);
    await page.waitForFunction(() => document.getElementById('sy-game')?.dataset.animating === 'false');
  }
  const position = await saved(page, key);
  await page.click('#sy-record');
  await page.click('#sy-record-link');
  await page.locator('#sy-link-dialog[open]').waitFor();
  assert.equal(await page.textContent('#sy-link-help'), ja['record.linkHelp']);
  const link = await page.inputValue('#sy-link-field');
  assert.match(link, /^http.*index\.html\?game=sanyao&vs=people#record=[A-Za-z0-9_-]+$/, 'the sender\'s language stays behind');
  assert.deepEqual(await page.evaluate(() => {
    const field = /** @type {HTMLInputElement} */ (document.getElementById('sy-link-field'));
    return [document.activeElement === field, field.selectionStart, field.selectionEnd === field.value.length];
  }), [true, 0, true], 'the link is focused and selected');
  await page.click('#sy-link-close');

  await page.evaluate(() => { window.location.hash = '#record=not+base64!'; });
  const notice = page.locator('#sy-notices .notice p').last();
  await notice.waitFor();
  assert.equal(await notice.textContent(), ja['record.linkRefused'].replace('{why}', ja['record.link.bad_base64']));
  assert.equal(await page.evaluate(() => window.location.hash), '');
  assert.equal(await saved(page, key), position, 'the save is untouched');
  assert.equal(await page.locator('#sy-confirm[open]').count(), 0, 'nothing was asked');
  // Bytes after the end of the deflate data: Chromium's decompressor refuses them, as Node's does.
  assert.equal(await page.evaluate(async (payload) => {
    // Loaded by the page, from the page's address.
    const module = /** @type {string} */ ('./www/records/link.js');
    const { unpackRecord } = await import(module);
    const bytes = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const longer = btoa(`${bytes}\x01\x02\x03`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    try {
      await unpackRecord(payload);
      await unpackRecord(longer);
      return 'opened';
    } catch (e) {
      return /** @type {any} */ (e).kind;
    }
  }, new URL(link).hash.slice('#record='.length)), 'corrupt');

  const frame = await openPage(env.browser, { acceptDownloads: true });
  await frame.page.goto(`${env.url}embed.html?game=sanyao&vs=people${new URL(link).hash}`);
  await frame.page.waitForSelector('madang-game[data-ready="true"]');
  await savedAs(frame.page, key, /** @type {string} */ (position));
  assert.equal(await frame.page.evaluate(() => window.location.hash), '');

  // A link cut short by hand to the site's page and its fragment: the record names the game.
  const bare = await openPage(env.browser);
  await bare.page.goto(`${env.url}index.html?vs=people${new URL(link).hash}`);
  await bare.page.waitForSelector('body[data-ready="true"]');
  assert.equal(new URL(bare.page.url()).search, '?vs=people&game=sanyao');
  await savedAs(bare.page, key, /** @type {string} */ (position));
  await bare.page.goto(`${env.url}index.html#record=not+base64!`);
  const refused = bare.page.locator('#notices .notice p');
  await refused.waitFor();
  assert.equal(await refused.textContent(), en['record.linkRefused'].replace('{why}', en['record.link.bad_base64']));
  assert.equal(await bare.page.getAttribute('body', 'data-view'), 'chooser');
  assert.equal(new URL(bare.page.url()).hash, '');
  assert.deepEqual(bare.problems, []);
  await bare.context.close();

  // The same game in a frame whose links hold 100 characters: too long for a link.
  const short = await frame.context.newPage();
  await short.route('**/records/link.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace('MAX_LINK_CHARS = 65536', 'MAX_LINK_CHARS = 100') });
  });
  await short.goto(`${env.url}embed.html?game=sanyao&vs=people`);
  await short.waitForSelector('madang-game[data-ready="true"]');
  await short.click('#sy-record');
  await short.click('#sy-record-link');
  await short.locator('#sy-link-dialog[open]').waitFor();
  assert.match(await short.textContent('#sy-link-help') ?? '', /^This game is too long for a link \(\d+ characters; a link holds up to 100\)/);
  assert.equal(await short.isVisible('#sy-link-field'), false, 'no link to copy');
  const [file] = await Promise.all([short.waitForEvent('download'), short.click('#sy-link-download')]);
  assert.match(file.suggestedFilename(), /^sanyao-.*\.json$/, 'Download instead');

  // A kiosk ignores links: it never even loads what reads them.
  const kiosk = await frame.context.newPage();
  /** @type {string[]} */
  const asked = [];
  kiosk.on('request', (r) => asked.push(r.url()));
  await kiosk.goto(`${env.url}embed.html?game=sanyao&kiosk=1${new URL(link).hash}`);
  await kiosk.waitForSelector('madang-game[data-ready="true"]');
  assert.equal(await kiosk.evaluate(() => /** @type {any} */ (document.querySelector('madang-game')).openLink(window.location.href)), false);
  assert.deepEqual(asked.filter((u) => u.includes('/records/link.js')), []);
  assert.deepEqual(problems, []);
  assert.deepEqual(frame.problems, []);
  await context.close();
  await frame.context.close();
});
