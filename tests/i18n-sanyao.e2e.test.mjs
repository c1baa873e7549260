// End-to-end: San Yao in Spanish, English and Japanese, in headless Chromium. Switches in the
// middle of a match, while seeds are being sown and on the round summary keep the match exactly
// where the same wasm engine (run here in Node with the same seed) says it is; a refused move
// and the end of a match are worded in the language chosen. Helpers: tests/support/i18n-page.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  OUT, PHONE, DESKTOP, SY_SEED, SPEED_KEY, startI18nPage, stopI18nPage, open, loadGame, switchTo,
  assertWordsOf, assertFits, clippedButtons, syBoard, syExpected, waitIdle, ES_PLAYER, JA_PLAYER,
} from './support/i18n-page.mjs';
import { SanyaoGame } from '../www/pkg/madang_wasm.js';

before(startI18nPage);
after(stopI18nPage);

test('San Yao: switching language mid-match, mid-sowing and on the round summary keeps the match', async () => {
  const { context, page, problems } = await open(DESKTOP, { storage: { [SPEED_KEY]: '"instant"' }, reducedMotion: 'no-preference' });
  await loadGame(page, `?game=sanyao&vs=people&seed=${SY_SEED}`);
  const engine = new SanyaoGame(SY_SEED);
  let s = engine.state();
  /** @type {any} */
  let r;
  for (let i = 0; i < 3; i++) {
    const hole = s.legalMoves[0];
    await page.click(`[data-hole="${hole}"]`);
    await waitIdle(page);
    r = engine.play(hole);
    s = r.state;
  }
  assert.deepEqual(await syBoard(page), syExpected(s));
  await page.evaluate(() => { /** @type {any} */ (window).stillHere = true; });

  await switchTo(page, 'es');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).stillHere), true, 'no reload');
  const turn = s.position.turn;
  assert.equal(await page.textContent('#sy-turn-title'), `Juega ${ES_PLAYER[turn]}`);
  assert.equal(await page.textContent('#sy-round-no'), 'Ronda 1');
  assert.equal(await page.textContent('#sy-turn-hint'), `Pasa el dispositivo a ${ES_PLAYER[turn]}, que elige un hoyo iluminado para sembrar.`);
  assert.equal(await page.textContent('.sy-speed-legend'), 'Velocidad de la siembra');
  assert.deepEqual(await page.$$eval('.sy-speed-option span', (els) => els.map((el) => el.textContent)), ['Lenta', 'Normal', 'Rápida', 'Inmediata']);
  assert.equal(await page.isChecked('.sy-speed input[value="instant"]'), true, 'the speed is kept');
  assert.deepEqual(await page.$$eval('.sy-score-name', (els) => els.map((el) => el.textContent)), ['Norte', 'Sur']);
  assert.deepEqual(await page.$$eval('.sy-score .sy-token', (els) => els.map((el) => el.textContent)), ['N', 'S']);
  assert.deepEqual(await page.$$eval('.sy-stat-label', (els) => [...new Set(els.map((el) => el.textContent))]), ['Almacén', 'Total']);
  const legal = s.legalMoves[0];
  const seeds = s.position.pits[legal];
  assert.equal(await page.getAttribute(`[data-hole="${legal}"]`, 'aria-label'),
    `Hoyo ${legal}, tuyo: ${seeds} semilla${seeds === 1 ? '' : 's'}. Puedes sembrar desde aquí.`);
  const north = s.position.stores[1];
  assert.equal(await page.getAttribute('[data-store="1"]', 'aria-label'), `Almacén de Norte: ${north} semilla${north === 1 ? '' : 's'}`);
  assert.deepEqual(await page.$$eval('.sy-store-name', (els) => els.map((el) => el.textContent)), ['Norte', 'Sur']);
  assert.match(await page.textContent('#sy-log li:first-child') ?? '', /^Sur sembró desde el hoyo \d/);
  assert.equal(await page.locator('#sy-log li').count(), 3, 'the log keeps its lines');
  assert.equal(await page.textContent('#sy-new-game'), 'Nuevo encuentro');
  assert.equal(await page.title(), 'San Yao · Madang');
  assert.equal(await page.$eval('#sy-rules-link', (a) => /** @type {HTMLAnchorElement} */ (a).pathname.slice(1) + /** @type {HTMLAnchorElement} */ (a).hash), 'www/rules/sanyao.es.html#rules');
  assert.equal(await page.textContent('#sy-seed-note'), `Quién empieza la primera ronda se sorteó con la semilla de sorteo ${SY_SEED}.`);
  assert.match(await page.getAttribute('.sy-board', 'aria-label') ?? '', /^Tablero de San Yao: arriba, la fila de hoyos de Norte/);
  assert.deepEqual(await syBoard(page), syExpected(s), 'the board is unchanged');
  await assertWordsOf(page, 'es', 'sanyao es mid-match');

  // A switch while seeds are being sown: the sowing goes on and lands on the engine's state.
  await page.click('.sy-speed-option:has(input[value="slow"])');
  let hole = s.legalMoves[0];
  await page.click(`[data-hole="${hole}"]`);
  await page.waitForSelector('#sy-game[data-animating="true"]');
  await switchTo(page, 'ja');
  assert.equal(await page.textContent('#sy-turn-title'), `${JA_PLAYER[turn]}が種まき中`);
  assert.equal(await page.textContent('#sy-skip'), 'スキップ');
  await page.click('#sy-skip');
  await waitIdle(page);
  r = engine.play(hole);
  s = r.state;
  assert.deepEqual(await syBoard(page), syExpected(s));
  assert.equal(await page.textContent('#sy-turn-title'), `${JA_PLAYER[s.position.turn]}の番`);
  assert.equal(await page.textContent('#sy-round-no'), '第1ラウンド');
  assert.deepEqual(await page.$$eval('.sy-speed-option span', (els) => els.map((el) => el.textContent)), ['ゆっくり', '普通', '速い', '即時']);
  await assertWordsOf(page, 'ja', 'sanyao ja after sowing');

  // To the end of the round in Japanese; the summary card in Japanese, then in Spanish.
  await page.click('.sy-speed-option:has(input[value="instant"])');
  while (!r.roundEnd) {
    hole = s.legalMoves[0];
    await page.click(`[data-hole="${hole}"]`);
    r = engine.play(hole);
    s = r.state;
    if (!r.roundEnd) await waitIdle(page);
  }
  const end = r.roundEnd;
  await page.waitForSelector('#sy-round:not([hidden])');
  const w = end.winner;
  const [hi, lo] = [Math.max(...end.totals), Math.min(...end.totals)];
  assert.equal(await page.textContent('#sy-round-title'), '第1ラウンド終了');
  assert.equal(await page.textContent('#sy-round-winner'), `${hi}対${lo}で、${JA_PLAYER[w]}がこのラウンドに勝ちました。`);
  assert.equal(await page.textContent('#sy-round-next'), '第2ラウンドを始める');
  assert.equal(await page.textContent('#sy-round-reason'), '盤上の石が2個未満になりました。それぞれが、受け持つ穴の石を取りました。');
  await assertWordsOf(page, 'ja', 'sanyao ja round summary');
  await assertFits(page, DESKTOP.width, 'sanyao ja round summary');
  await page.screenshot({ path: `${OUT}/i18n-ja-sanyao-desktop-1280-round-summary.png` });
  await switchTo(page, 'es');
  assert.equal(await page.textContent('#sy-round-title'), 'Ha terminado la ronda 1');
  assert.equal(await page.textContent('#sy-round-winner'), `${ES_PLAYER[w]} gana la ronda por ${hi} a ${lo}.`);
  assert.equal(await page.textContent('#sy-round-next'), 'Empezar la ronda 2');
  assert.match(await page.textContent('#sy-round-lines .sons') ?? '', new RegExp(`^${ES_PLAYER[w]} conquista (un hijo, el hoyo|\\d hijos, los hoyos) `));
  assert.match(await page.textContent('#sy-round-lines .loan') ?? '', new RegExp(`^${ES_PLAYER[w]} presta \\d semillas? para completar el hoyo \\d de ${ES_PLAYER[1 - w]}\\.$`));
  assert.equal(await page.textContent('#sy-round-totals .is-winner .sy-total-tag'), 'Gana');
  await assertWordsOf(page, 'es', 'sanyao es round summary');
  await assertFits(page, DESKTOP.width, 'sanyao es round summary');
  await page.screenshot({ path: `${OUT}/i18n-es-sanyao-desktop-1280-round-summary.png` });
  await page.click('#sy-round-next');
  assert.deepEqual(await syBoard(page), syExpected(s), 'the next round is the engine\'s');
  await switchTo(page, 'ja');
  const son = end.sons[0];
  assert.equal(await page.textContent(`[data-hole="${son}"] .sy-son-caption`), `${JA_PLAYER[w]}の息子`);
  assert.equal(await page.textContent('#sy-round-no'), '第2ラウンド');
  assert.match(await page.textContent('#sy-log li:last-child') ?? '', /^第1ラウンド終了：南\d+、北\d+$/);
  await assertWordsOf(page, 'ja', 'sanyao ja round 2');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('San Yao: a refused move and the match end follow the language', async () => {
  const ENDLESS = { pits: [1, 2, 1, 0, 3, 2, 1, 2, 6, 2], owner: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], stores: [15, 15], turn: 0 };
  const saved = (/** @type {object} */ p) => JSON.stringify({ v: 2, position: JSON.stringify(p), log: [], card: false });
  const { context, page, problems } = await open(PHONE, { storage: { 'madang.sanyao.people': saved(ENDLESS), [SPEED_KEY]: '"instant"' }, locale: 'es-ES', touch: true });
  await loadGame(page, '?game=sanyao&vs=people');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es', 'a Spanish browser gets Spanish');
  // Hole 1 is not a legal hole (aria-disabled), but a tap on it asks the engine all the same.
  await page.tap('[data-hole="1"]', { force: true });
  await page.locator('#sy-notice .why-text').waitFor();
  assert.equal(await page.textContent('#sy-notice .why-text'), 'La siembra desde ese hoyo seguiría de relevo en relevo para siempre, así que este tablero no la permite.');
  assert.equal(await page.textContent('#sy-notice .why-source'), 'Fuente: Decisión de este tablero');
  await switchTo(page, 'ja', true);
  // The explanation follows the language: its sentence, its link and its source.
  assert.equal(await page.textContent('#sy-notice .why-text'), 'その穴からまくとリレーが永遠に続くため、この盤では選べません。');
  assert.equal(await page.textContent('#sy-notice a.why-rule'), 'ルール');
  assert.match(await page.getAttribute('#sy-notice a.why-rule', 'href') ?? '', /\/www\/rules\/sanyao\.ja\.html#gap-endless-sowing$/);
  assert.equal(await page.textContent('#sy-notice .why-source'), '出典：この盤の判断');
  assert.match(await page.textContent('#sy-notices') ?? '', /途中の試合を復元しました。/);
  await assertWordsOf(page, 'ja', 'ja refused move');
  await assertFits(page, PHONE.width, 'ja refused move');

  // The last move of a match (round 41), shown in Japanese, then the match card in Spanish.
  const NEAR_END = {
    pits: [1, 1, 1, 11, 0, 0, 15, 1, 0, 1], owner: [1, 1, 1, 1, 0, 1, 1, 1, 1, 1], stores: [3, 16], turn: 1,
    round: 41, starter: 1, seen: [[1, 1, 1, 11, 0, 0, 15, 1, 0, 1, 0]],
  };
  await page.evaluate((v) => localStorage.setItem('madang.sanyao.people', v), saved(NEAR_END));
  await loadGame(page, '?game=sanyao&vs=people');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja', 'the saved choice beats the browser');
  assert.equal(await page.textContent('#sy-round-no'), '第41ラウンド');
  await page.tap('[data-hole="7"]');
  await page.waitForSelector('#sy-match:not([hidden])');
  assert.equal(await page.textContent('#sy-match-title'), '北が試合に勝ちました！');
  assert.equal(await page.textContent('#sy-match-text'), '南の石は残り3個で、5個に届かないため、穴を1つも満たせません。試合は第41ラウンドで終わりました。');
  await assertFits(page, PHONE.width, 'ja match end');
  assert.deepEqual(await clippedButtons(page), [], 'ja match end buttons');
  await page.screenshot({ path: `${OUT}/i18n-ja-sanyao-phone-360-match-end.png` });
  await switchTo(page, 'es', true);
  assert.equal(await page.textContent('#sy-match-title'), '¡Norte gana el encuentro!');
  assert.equal(await page.textContent('#sy-match-text'), 'A Sur solo le quedan 3 semillas, menos de cinco, así que no puede llenar ni un hoyo. El encuentro terminó en la ronda 41.');
  assert.equal(await page.textContent('#sy-match-new'), 'Nuevo encuentro');
  await assertWordsOf(page, 'es', 'es match end');
  await assertFits(page, PHONE.width, 'es match end');
  assert.deepEqual(await clippedButtons(page), [], 'es match end buttons');
  await page.screenshot({ path: `${OUT}/i18n-es-sanyao-phone-360-match-end.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
