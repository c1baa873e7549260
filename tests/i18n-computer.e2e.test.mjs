// End-to-end: the words of a game against the computer in Japanese and Spanish, on a phone
// (360 px), in headless Chromium. San Yao against the computer names the visitor and the
// computer on the score rows, says whose turn it is (the visitor's, or the computer thinking),
// and a switch of language rewords all that without touching the board; the chooser with the
// computer picked on both cards shows its level and side choices translated. Every expected
// string is read from the page's catalogs (www/i18n/*.js). Screenshots go to
// build/test-output/i18n-{ja,es}-*-computer-*.png. Helpers: tests/support/i18n-page.mjs.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import {
  OUT, PHONE, catalogs, startI18nPage, stopI18nPage, open, loadGame, switchTo, assertWordsOf, assertFits,
  clippedButtons, fontsOf, syBoard,
} from './support/i18n-page.mjs';
import { slowComputer } from './support/slow-computer.mjs';
import { seedWhereStarts } from './support/engine.mjs';
import { settled } from '../scripts/page-drivers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** How long the computer thinks per move (ms), so that its turn can be seen on the page. */
const THINK = 1000;

/** @type {{url: string, close: () => Promise<void>}} */
let server;

before(async () => {
  ({ server } = await startI18nPage());
});
after(stopI18nPage);

/** A catalog string with its `{name}` parameters filled in. @param {string} lang @param {string} key */
function say(lang, key, params = {}) {
  const template = catalogs[lang][key];
  assert.equal(typeof template, 'string', `${lang} catalog has ${key}`);
  return template.replace(/\{(\w+)\}/g, (_, name) => String(/** @type {Record<string, unknown>} */ (params)[name]));
}

/**
 * Waits until it is `whose` turn ('visitor' or 'computer') with no seeds moving and no card up,
 * and returns, read in the same instant, the hint and the role of each score row by player.
 * Attributes and texts only.
 * @param {import('playwright-core').Page} page @param {'visitor' | 'computer'} whose
 */
function turnOf(page, whose) {
  return page.waitForFunction((computer) => {
    const turn = document.getElementById('sy-turn');
    if (document.getElementById('sy-game')?.dataset.animating !== 'false') return null;
    if (turn?.dataset.computer !== computer) return null;
    // On the visitor's turn, wait for the lit holes too (they are drawn in the same render).
    if (computer === 'false' && !document.querySelector('.sy-board [data-hole][data-legal="true"]')) return null;
    return {
      hint: document.getElementById('sy-turn-hint')?.textContent,
      roles: Object.fromEntries([...document.querySelectorAll('.sy-score')].map((row) => {
        const role = row.querySelector('.sy-score-role');
        return [row.getAttribute('data-player'), role instanceof HTMLElement && !role.hidden ? role.textContent : null];
      })),
    };
  }, whose === 'computer' ? 'true' : 'false', { timeout: 30000, polling: 50 }).then(settled);
}

test('San Yao against the computer on a phone: who is who and whose turn, in ja, then switched to es', async () => {
  const { context, page, problems } = await open(PHONE, { touch: true });
  await slowComputer(page, ROOT, THINK);
  const you = { ja: { 0: say('ja', 'role.you'), 1: say('ja', 'role.computer') }, es: { 0: say('es', 'role.you'), 1: say('es', 'role.computer') } };
  assert.deepEqual(you.es, { 0: 'Tú', 1: 'Ordenador' }, 'the catalog words the brief asks for');

  // South (the visitor) drawn to start: the first hint says the lot chose the visitor.
  const southFirst = seedWhereStarts(0);
  await loadGame(page, `?game=sanyao&vs=computer&level=easy&side=south&seed=${southFirst}&lang=ja`);
  let seen = await turnOf(page, 'visitor');
  assert.equal(seen.hint, say('ja', 'sy.hint.firstYours', { player: say('ja', 'sy.south') }));
  assert.deepEqual(seen.roles, you.ja);

  // North (the computer) drawn to start: it thinks first, then it is the visitor's turn.
  const northFirst = seedWhereStarts(1);
  await loadGame(page, `?game=sanyao&vs=computer&level=easy&side=south&seed=${northFirst}&lang=ja`);
  seen = await turnOf(page, 'computer');
  assert.equal(seen.hint, say('ja', 'computer.thinking', { color: say('ja', 'sy.north') }));
  assert.deepEqual(seen.roles, you.ja);
  seen = await turnOf(page, 'visitor');
  assert.equal(seen.hint, say('ja', 'sy.hint.yours'));
  assert.deepEqual(seen.roles, you.ja);
  assert.equal(await page.textContent('#sy-versus'), say('ja', 'sy.computer.versus', { player: say('ja', 'sy.south'), level: say('ja', 'level.easy') }));
  const board = await syBoard(page);
  assert.notDeepEqual(board.stores.concat(board.pits), [0, 0, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5], 'the computer has sown');
  await assertWordsOf(page, 'ja', 'ja vs computer');
  await assertFits(page, PHONE.width, 'ja vs computer');
  assert.deepEqual(await clippedButtons(page), [], 'ja vs computer buttons');
  const fonts = await fontsOf(page, '.sy-score[data-player="1"] .sy-score-role');
  assert.ok(fonts.some((f) => /CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/i.test(f)), `role fonts: ${fonts.join(', ')}`);
  await page.screenshot({ path: `${OUT}/i18n-ja-sanyao-phone-360-computer.png` });
  await page.screenshot({ path: `${OUT}/i18n-ja-sanyao-phone-360-computer-full.png`, fullPage: true });

  // Spanish: the same words reworded, the board untouched.
  await switchTo(page, 'es', true);
  seen = await turnOf(page, 'visitor');
  assert.equal(seen.hint, say('es', 'sy.hint.yours'));
  assert.deepEqual(seen.roles, you.es);
  assert.equal(await page.textContent('#sy-versus'), say('es', 'sy.computer.versus', { player: say('es', 'sy.south'), level: say('es', 'level.easy') }));
  assert.deepEqual(await syBoard(page), board, 'the switch leaves the board as it was');
  await assertWordsOf(page, 'es', 'es vs computer');
  await assertFits(page, PHONE.width, 'es vs computer');
  assert.deepEqual(await clippedButtons(page), [], 'es vs computer buttons');
  await page.screenshot({ path: `${OUT}/i18n-es-sanyao-phone-360-computer.png` });

  // The visitor sows; the computer thinks, in Spanish now.
  await page.tap(`[data-hole="${board.legal[0]}"]`);
  seen = await turnOf(page, 'computer');
  assert.equal(seen.hint, say('es', 'computer.thinking', { color: say('es', 'sy.north') }));
  assert.deepEqual(seen.roles, you.es);
  await assertWordsOf(page, 'es', 'es computer thinking');
  await assertFits(page, PHONE.width, 'es computer thinking');
  seen = await turnOf(page, 'visitor');
  assert.equal(seen.hint, say('es', 'sy.hint.yours'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('the chooser with the computer picked on both cards, in ja then es, on a phone', async () => {
  const { context, page, problems } = await open(PHONE, { touch: true });
  await page.goto(`${server.url}index.html?lang=ja`);
  await page.waitForSelector('#chooser:not([hidden])');
  const games = /** @type {const} */ ({ ssangnyuk: ['white', 'black'], sanyao: ['south', 'north'] });
  for (const game of Object.keys(games)) {
    const card = `[data-game-options="${game}"]`;
    // The computer is preselected; two players hide its options, the computer brings them back.
    assert.equal(await page.isVisible(`${card} [data-computer-options]`), true, `${game}: computer options from the start`);
    await page.tap(`${card} input[value="people"]`);
    await page.waitForSelector(`${card} [data-computer-options][hidden]`, { state: 'attached' });
    await page.tap(`${card} input[value="computer"]`);
    await page.waitForSelector(`${card} [data-computer-options]:not([hidden])`);
    await page.selectOption(`${card} select[name="level"]`, 'medium');
  }
  for (const lang of ['ja', 'es']) {
    if (lang === 'es') await switchTo(page, 'es', true);
    for (const [game, sides] of Object.entries(games)) {
      const card = `[data-game-options="${game}"]`;
      assert.equal(await page.isChecked(`${card} input[value="computer"]`), true, `${lang} ${game}: still against the computer`);
      assert.equal(await page.isVisible(`${card} [data-computer-options]`), true, `${lang} ${game}: computer options shown`);
      assert.equal(await page.textContent(`${card} input[value="computer"] + span`), say(lang, 'chooser.mode.computer'));
      assert.equal(await page.textContent(`${card} legend`), say(lang, 'chooser.mode'));
      const options = (/** @type {string} */ name) => page.$$eval(`${card} select[name="${name}"] option`, (els) => els.map((el) => el.textContent));
      assert.deepEqual(await options('level'), ['easy', 'medium', 'hard'].map((l) => say(lang, `chooser.level.${l}`)), `${lang} ${game} levels`);
      assert.deepEqual(await options('side'), sides.map((s) => say(lang, `chooser.side.${s}`)), `${lang} ${game} sides`);
      const labels = await page.$$eval(`${card} [data-computer-options] label > span`, (els) => els.map((el) => el.textContent));
      assert.deepEqual(labels, [say(lang, 'chooser.level'), say(lang, game === 'sanyao' ? 'chooser.row' : 'chooser.side')]);
      const href = new URL(await page.getAttribute(`[data-game-link="${game}"]`, 'href') ?? '', page.url());
      assert.deepEqual([href.searchParams.get('vs'), href.searchParams.get('level'), href.searchParams.get('side')], ['computer', 'medium', sides[0]], `${lang} ${game} play link`);
      assert.equal(href.searchParams.get('lang'), lang, `${lang} ${game}: the play link carries the language`);
    }
    await assertWordsOf(page, lang, `${lang} chooser vs computer`);
    await assertFits(page, PHONE.width, `${lang} chooser vs computer`);
    assert.deepEqual(await clippedButtons(page), [], `${lang} chooser buttons`);
    await page.screenshot({ path: `${OUT}/i18n-${lang}-chooser-phone-360-computer.png`, fullPage: true });
  }
  assert.deepEqual(problems, []);
  await context.close();
});
