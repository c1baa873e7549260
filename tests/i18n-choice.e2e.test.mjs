// End-to-end: how the page's language is chosen, in headless Chromium: ?lang= first, then the
// saved choice, then the browser's; the chooser's and the switcher's links carry ?lang= on; a
// bad ?lang= falls back cleanly with a notice and never becomes markup. Screenshots of the
// chooser in ja and es go to build/test-output/i18n-*-chooser-*.png. Helpers:
// tests/support/i18n-page.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  OUT, PHONE, DESKTOP, SN_SEED, LANG_KEY, startI18nPage, stopI18nPage, open, loadGame, switchTo,
  assertWordsOf, assertFits, fontsOf,
} from './support/i18n-page.mjs';

/** @type {{url: string, close: () => Promise<void>}} */
let server;

before(async () => {
  ({ server } = await startI18nPage());
});
after(stopI18nPage);

test('choice: ?lang= first, then the saved choice, then the browser; links carry ?lang=', async () => {
  // A Japanese browser, nothing saved, no ?lang=: Japanese.
  const { context, page, problems } = await open(PHONE, { locale: 'ja-JP' });
  await page.goto(server.url);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.equal(await page.textContent('#chooser-title'), 'ゲームを選んでください');
  assert.deepEqual(await page.$$eval('.game-card-title > span:first-child', (els) => els.map((el) => el.textContent)), ['サンニュク', '散窑']);
  assert.equal(await page.getAttribute('#card-sanyao-title > span:first-child', 'lang'), 'zh-Hans', '散窑 is simplified Chinese');
  // Each card links to its game's rules page in the visitor's language.
  /** The path of each card's rules link. @param {import('playwright-core').Page} p */
  const rulesLinks = (p) => p.$$eval('[data-rules-link]', (els) => els.map((a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1)));
  assert.deepEqual(await rulesLinks(page), ['www/rules/ssangnyuk.ja.html', 'www/rules/sanyao.ja.html']);
  assert.equal(await page.getAttribute('#lang-switch', 'aria-label'), '言語');
  assert.equal(await page.getAttribute('[data-game-link="ssangnyuk"]', 'href'), '?game=ssangnyuk', 'no ?lang= to carry yet');
  await assertWordsOf(page, 'ja', 'ja chooser');
  const cardFonts = await fontsOf(page, '.game-card-text');
  assert.ok(cardFonts.some((f) => /CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/i.test(f)), `Japanese font: ${cardFonts.join(', ')}`);
  const koFonts = await fontsOf(page, '.native[lang="ko"]');
  assert.ok(koFonts.some((f) => /CJK KR|Gothic|Malgun/i.test(f)), `Korean font: ${koFonts.join(', ')}`);
  await page.screenshot({ path: `${OUT}/i18n-ja-chooser-phone-360.png`, fullPage: true });

  // ?lang= beats the browser; the chooser's links carry it on.
  await page.goto(`${server.url}index.html?lang=es`);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.equal(await page.textContent('#chooser-title'), 'Elige un juego');
  assert.equal(await page.getAttribute('[data-game-link="sanyao"]', 'href'), '?game=sanyao&lang=es');
  assert.equal(await page.getAttribute('#brand', 'href'), './?lang=es');
  await assertFits(page, PHONE.width, 'es chooser');
  await page.screenshot({ path: `${OUT}/i18n-es-chooser-phone-360.png`, fullPage: true });
  // A ?lang= is not saved: without it, the browser's Japanese again.
  await page.goto(server.url);
  assert.equal(await page.textContent('#chooser-title'), 'ゲームを選んでください');

  // The switcher saves the choice, which then beats the browser; ?lang= still beats both.
  await switchTo(page, 'en');
  assert.equal(await page.textContent('#chooser-title'), 'Choose a game');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), LANG_KEY), '"en"');
  assert.equal(new URL(page.url()).searchParams.get('lang'), 'en');
  assert.equal(await page.getAttribute('[data-game-link="ssangnyuk"]', 'href'), '?game=ssangnyuk&lang=en');
  assert.deepEqual(await rulesLinks(page), ['www/rules/ssangnyuk.en.html', 'www/rules/sanyao.en.html'], 'the rules links follow a switch');
  assert.equal(await page.getAttribute('#card-sanyao-title > span:first-child', 'lang'), 'en');
  await page.goto(server.url);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the saved choice beats the browser');
  await page.goto(`${server.url}index.html?lang=ja-JP`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja', '?lang= matched by its primary subtag');
  // Switcher links are plain links to the same page with ?lang=, the game's parameters kept.
  await loadGame(page, `?game=ssangnyuk&rules=cap6&seed=${SN_SEED}&lang=ja`);
  const href = await page.getAttribute('#lang-switch a[data-lang="es"]', 'href');
  assert.equal(href, `?game=ssangnyuk&rules=cap6&seed=${SN_SEED}&lang=es`);
  assert.equal(await page.getAttribute('#lang-switch a[data-lang="es"]', 'hreflang'), 'es');
  await page.goto(new URL(href ?? '', page.url()).href);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.textContent('#sn-rules-summary'), 'Reglas: seis fichas por punto');
  await page.waitForSelector('#sn-rules-link[href$="#rule-checkers-per-point"]', { state: 'attached' });
  assert.equal(await page.$eval('#sn-rules-link', (a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1) + /** @type {HTMLAnchorElement} */ (a).hash), 'www/rules/ssangnyuk.es.html#rule-checkers-per-point');
  assert.deepEqual(problems, []);
  await context.close();
});

test('bad input: an unknown ?lang= falls back cleanly with a notice; a ?lang= with markup stays text', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await page.goto(`${server.url}index.html?lang=xx`);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.textContent('#notices .notice p'), 'This page has no “xx” version, so it is shown in English.');
  assert.equal(await page.textContent('#chooser-title'), 'Choose a game');
  assert.equal(await page.getAttribute('#lang-switch a[data-lang="ja"]', 'href'), '?lang=ja', 'the switcher replaces the bad value');
  // Switching words the notice again in the new language.
  await switchTo(page, 'ja');
  assert.equal(await page.textContent('#notices .notice p'), 'このページには「xx」版がないため、日本語で表示しています。');
  await assertWordsOf(page, 'ja', 'ja notice');
  await context.close();

  // A Spanish browser: an unknown ?lang= falls back to the browser's language, in a game too.
  const es = await open(PHONE, { locale: 'es-MX' });
  await loadGame(es.page, '?game=sanyao&lang=klingon');
  assert.equal(await es.page.evaluate(() => document.documentElement.lang), 'es');
  assert.equal(await es.page.textContent('#notices .notice p'), 'Esta página no tiene versión «klingon», así que se muestra en español.');
  await assertWordsOf(es.page, 'es', 'es fallback');
  assert.deepEqual(es.problems, []);
  await es.context.close();

  // Markup in ?lang= (and in ?game=) is shown as text, never parsed: no element, no script run.
  const hostile = await open(DESKTOP);
  const payload = '<img src=x onerror="window.pwned=1"><script>window.pwned=1</script><b>bold</b>';
  await hostile.page.goto(`${server.url}index.html?lang=${encodeURIComponent(payload)}&game=${encodeURIComponent('<i>x</i>')}`);
  await hostile.page.waitForSelector('#chooser:not([hidden])');
  await hostile.page.waitForTimeout(200);
  assert.equal(await hostile.page.evaluate(() => /** @type {any} */ (window).pwned), undefined);
  assert.equal(await hostile.page.locator('#notices img, #notices script, #notices b, #notices i, body img').count(), 0);
  const texts = await hostile.page.$$eval('#notices .notice p', (els) => els.map((el) => el.textContent));
  assert.equal(texts.length, 2);
  assert.equal(texts[0], `This page has no “${payload.slice(0, 64)}” version, so it is shown in English.`, 'cut to 64 characters, as text');
  assert.equal(texts[1], 'There is no game called “<i>x</i>”. Choose one below.');
  assert.equal(await hostile.page.evaluate(() => document.documentElement.lang), 'en');
  for (const href of await hostile.page.$$eval('#lang-switch a', (els) => els.map((el) => el.getAttribute('href') ?? ''))) {
    assert.doesNotMatch(href, /[<>"]/, href);
  }
  assert.deepEqual(hostile.problems, []);
  await hostile.context.close();
  assert.deepEqual(problems, []);
});
