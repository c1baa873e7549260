// End-to-end: Ssangnyuk in Spanish, English and Japanese, in headless Chromium. A switch in the
// middle of a turn redraws every word and keeps the game exactly where it was (the same wasm
// engine, run here in Node with the same seed, says where that is); the win screen follows a
// switch made while it is shown. Also the screenshots of both games in ja and es, phone and
// desktop (build/test-output/i18n-*.png), which check that nothing overflows and no raw key or
// stale English is left. Helpers: tests/support/i18n-page.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  OUT, PHONE, DESKTOP, SN_SEED, SY_SEED, SPEED_KEY, startI18nPage, stopI18nPage, open, loadGame, switchTo,
  assertWordsOf, assertFits, clippedButtons, fontsOf, snBoard, snExpected, keyOf, snStep, snJaengdu,
  JA_COLOR, ES_COLOR, ES_LABEL, syBoard, syExpected, waitIdle,
} from './support/i18n-page.mjs';
import { SsangnyukGame, SanyaoGame } from '../www/pkg/madang_wasm.js';

before(startI18nPage);
after(stopI18nPage);

test('Ssangnyuk: switching language mid-turn redraws every word and keeps the game', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await loadGame(page, `?game=ssangnyuk&vs=people&seed=${SN_SEED}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'an English browser gets English');
  const engine = new SsangnyukGame('seed', SN_SEED);
  let s = await snJaengdu(page, engine);
  await page.click('#sn-jaengdu-start');
  const mover = s.position.turn;
  const step = await snStep(page, s);
  s = engine.takeStep(step);
  assert.equal(await page.textContent('#sn-turn-title'), `${mover === 'white' ? 'White' : 'Black'} to move`);
  const before = await snBoard(page);
  assert.deepEqual(before, snExpected(s.position));
  const logLines = await page.locator('#sn-log li').count();
  const diceBefore = await page.getAttribute('#sn-turn-dice', 'aria-label');
  // A mark on the window: it survives only if the switch does not reload the page.
  await page.evaluate(() => { /** @type {any} */ (window).stillHere = true; });

  await switchTo(page, 'ja');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).stillHere), true, 'no reload');
  const url = new URL(page.url());
  assert.deepEqual([url.searchParams.get('game'), url.searchParams.get('seed'), url.searchParams.get('lang')], ['ssangnyuk', SN_SEED, 'ja']);
  assert.equal(await page.textContent('#sn-turn-title'), `${JA_COLOR[mover]}が駒を動かす番`);
  assert.equal(await page.textContent('#sn-undo'), '一手戻す');
  assert.equal(await page.textContent('#sn-finish'), '手番を終える');
  assert.equal(await page.isEnabled('#sn-undo'), true, 'the step taken can still be undone');
  assert.equal(await page.textContent('#sn-new-game'), '新しい対局');
  assert.equal(await page.textContent('#sn-title'), 'サンニュク');
  assert.equal(await page.title(), 'サンニュク · Madang');
  assert.equal(await page.getAttribute('.sn-board', 'aria-label'), 'サンニュクの盤');
  assert.match(await page.getAttribute('#sn-turn-dice', 'aria-label') ?? '', /^サイコロ：[1-6]/);
  assert.notEqual(await page.getAttribute('#sn-turn-dice', 'aria-label'), diceBefore);
  for (let p = 1; p <= 24; p++) {
    const n = s.position.points[p - 1];
    const want = n === 0 ? `ポイント${p}：空` : `ポイント${p}：${n > 0 ? '白' : '黒'}の駒${Math.abs(n)}個`;
    const label = await page.getAttribute(`[data-key="p${p}"]`, 'aria-label');
    assert.ok(label?.startsWith(want), `point ${p}: "${label}" starts with "${want}"`);
  }
  assert.equal(await page.textContent('#sn-rules-summary'), 'ルール：この盤の標準');
  assert.equal(await page.$eval('#sn-rules-link', (a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1) + /** @type {HTMLAnchorElement} */ (a).hash), 'www/rules/ssangnyuk.ja.html#rules');
  assert.match(await page.textContent('#sn-log li:first-child') ?? '', /^ジェンドゥ：白[1-6]、黒[1-6]/);
  assert.equal(await page.locator('#sn-log li').count(), logLines, 'the log keeps its lines');
  assert.equal(await page.getAttribute('#lang-switch a[aria-current]', 'data-lang'), 'ja');
  assert.deepEqual(await snBoard(page), before, 'the board is unchanged');
  await assertWordsOf(page, 'ja', 'ssangnyuk ja mid-turn');

  // The game goes on in Japanese, exactly as the engine plays it.
  while (!(s.canFinish && s.steps.length === 0)) s = engine.takeStep(await snStep(page, s));
  await page.click('#sn-finish');
  s = engine.finishTurn();
  const next = s.position.turn;
  assert.equal(await page.textContent('#sn-turn-title'), `${JA_COLOR[next]}がサイコロを振る番`);
  assert.equal(await page.textContent('#sn-roll'), 'サイコロを振る');
  assert.deepEqual(await snBoard(page), snExpected(s.position));
  assert.match(await page.textContent('#sn-log li:last-child') ?? '', new RegExp(`^${JA_COLOR[mover]}（\\d-\\d）：`));

  // And in Spanish.
  await switchTo(page, 'es');
  assert.equal(await page.textContent('#sn-turn-title'), `Tiran las ${ES_COLOR[next]}`);
  assert.equal(await page.textContent('#sn-roll'), 'Tirar los dados');
  assert.equal(await page.textContent('#sn-turn-hint'), `Pasa el dispositivo a las ${ES_COLOR[next]} y tira los dados.`);
  assert.match(await page.textContent('#sn-log li:last-child') ?? '', new RegExp(`^${ES_LABEL[mover]} \\d-\\d: `));
  assert.equal(await page.$eval('#sn-rules-link', (a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1) + /** @type {HTMLAnchorElement} */ (a).hash), 'www/rules/ssangnyuk.es.html#rules');
  assert.deepEqual(await snBoard(page), snExpected(s.position));
  await assertWordsOf(page, 'es', 'ssangnyuk es after a turn');
  await page.click('#sn-roll');
  s = engine.roll();
  assert.equal(await page.textContent('#sn-turn-title'), `Mueven las ${ES_COLOR[next]}`);
  assert.deepEqual(await snBoard(page), snExpected(s.position));

  // Back to English: the words the other e2e tests know.
  await switchTo(page, 'en');
  assert.equal(await page.textContent('#sn-turn-title'), `${next === 'white' ? 'White' : 'Black'} to move`);
  assert.equal(await page.title(), 'Ssangnyuk · Madang');
  await assertWordsOf(page, 'en', 'ssangnyuk back in en');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('Ssangnyuk: the win screen in Spanish, switched to Japanese on a phone while it is shown', async () => {
  const position = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
  const storage = { 'madang.ssangnyuk.people': JSON.stringify({ v: 1, position: JSON.stringify(position), dice: null, taken: [], log: [] }) };
  const { context, page, problems } = await open(PHONE, { storage, touch: true });
  await loadGame(page, '?game=ssangnyuk&vs=people&lang=es');
  assert.match(await page.textContent('#sn-notices') ?? '', /Se ha recuperado tu partida en curso\./);
  assert.equal(await page.textContent('#sn-turn-title'), 'Tiran las blancas');
  await page.tap('#sn-roll');
  await page.tap('[data-key="p1"]');
  await page.tap('.sn-board [data-role="dest"]');
  await page.tap('#sn-finish');
  await page.waitForSelector('#sn-win:not([hidden])');
  assert.equal(await page.textContent('#sn-win-title'), '¡Ganan las blancas!');
  assert.equal(await page.textContent('#sn-win-text'), 'Las quince fichas de las blancas ya han salido del tablero.');
  assert.equal(await page.textContent('#sn-win-other'), 'Las negras llegaron a sacar 13 de sus 15 fichas.');
  await assertFits(page, PHONE.width, 'es win');
  assert.deepEqual(await clippedButtons(page), [], 'es win buttons');
  await page.screenshot({ path: `${OUT}/i18n-es-ssangnyuk-phone-360-win.png` });
  // The switcher stays above the card laid over the screen.
  await switchTo(page, 'ja', true);
  assert.equal(await page.textContent('#sn-win-title'), '白の勝ち！');
  assert.equal(await page.textContent('#sn-win-text'), '白の駒15個が、すべて盤から出ました。');
  assert.equal(await page.textContent('#sn-win-new'), '新しい対局');
  assert.equal(await page.textContent('#sn-win-close'), '盤を見る');
  assert.match(await page.textContent('#sn-notices') ?? '', /途中の対局を復元しました。/);
  assert.equal(await page.getAttribute('.notice-close', 'aria-label'), '閉じる');
  await assertWordsOf(page, 'ja', 'ja win');
  await assertFits(page, PHONE.width, 'ja win');
  await page.screenshot({ path: `${OUT}/i18n-ja-ssangnyuk-phone-360-win.png` });
  await page.tap('#sn-win-close');
  assert.equal(await page.textContent('#sn-turn-title'), '白の勝ち');
  assert.match(await page.textContent('#sn-log li:last-child') ?? '', /^白の勝ち$/);
  assert.deepEqual(problems, []);
  await context.close();
});

// ---- Screenshots: both games in ja and es, phone and desktop -----------------------------

for (const lang of ['ja', 'es']) {
  for (const viewport of [PHONE, DESKTOP]) {
    const size = viewport === PHONE ? 'phone-360' : 'desktop-1280';
    test(`${lang} ${size}: both games render, fit, and name nothing by a raw key; screenshots`, async () => {
      const touch = viewport === PHONE;
      const { context, page, problems } = await open(viewport, { touch, storage: { [SPEED_KEY]: '"instant"' } });
      const tap = (/** @type {string} */ sel) => (touch ? page.tap(sel) : page.click(sel));

      // Ssangnyuk: the jaengdu card, then the board with a checker picked.
      await loadGame(page, `?game=ssangnyuk&vs=people&seed=${SN_SEED}&lang=${lang}`);
      await assertFits(page, viewport.width, `${lang} ssangnyuk jaengdu`);
      assert.deepEqual(await clippedButtons(page), [], 'jaengdu buttons');
      await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}-jaengdu.png` });
      const engine = new SsangnyukGame('seed', SN_SEED);
      const s = await snJaengdu(page, engine, touch);
      assert.ok(s.roll, 'the side that wins the jaengdu starts with both dice as its roll');
      assert.equal(await page.textContent('#sn-jaengdu-result'), lang === 'ja'
        ? `${JA_COLOR[s.position.turn]}が先手で、${s.roll.dice[0]}と${s.roll.dice[1]}を使います。`
        : `Empiezan las ${ES_COLOR[s.position.turn]} y juegan ${s.roll.dice[0]} y ${s.roll.dice[1]}.`);
      await tap('#sn-jaengdu-start');
      await tap(`[data-key="${keyOf(s.steps[0].from, s.position.turn)}"]`);
      await page.evaluate(() => { const d = document.querySelector('#sn-side details'); if (d instanceof HTMLDetailsElement) d.open = true; });
      await assertFits(page, viewport.width, `${lang} ssangnyuk`);
      assert.deepEqual(await clippedButtons(page), [], 'ssangnyuk buttons');
      await assertWordsOf(page, lang, `${lang} ssangnyuk`);
      await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}.png` });
      if (touch) await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}-full.png`, fullPage: true });
      if (lang === 'ja') {
        const fonts = await fontsOf(page, '#sn-turn-title');
        assert.ok(fonts.some((f) => /CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/i.test(f)), `turn title fonts: ${fonts.join(', ')}`);
      }
      engine.free();

      // San Yao: a move sown, a relay tag on the board, the rules open.
      await loadGame(page, `?game=sanyao&vs=people&seed=${SY_SEED}&lang=${lang}`);
      const sy = new SanyaoGame(SY_SEED);
      const hole = sy.state().legalMoves[0];
      await tap(`[data-hole="${hole}"]`);
      await waitIdle(page);
      assert.deepEqual(await syBoard(page), syExpected(sy.play(hole).state));
      await page.evaluate(() => { const d = document.querySelector('#sy-side details'); if (d instanceof HTMLDetailsElement) d.open = true; });
      await assertFits(page, viewport.width, `${lang} sanyao`);
      assert.deepEqual(await clippedButtons(page), [], 'sanyao buttons');
      await assertWordsOf(page, lang, `${lang} sanyao`);
      await page.screenshot({ path: `${OUT}/i18n-${lang}-sanyao-${size}.png` });
      if (touch) await page.screenshot({ path: `${OUT}/i18n-${lang}-sanyao-${size}-full.png`, fullPage: true });
      if (lang === 'ja') {
        const fonts = await fontsOf(page, '.sy-store-name');
        assert.ok(fonts.some((f) => /CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/i.test(f)), `board text fonts: ${fonts.join(', ')}`);
      }
      sy.free();
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
