// End-to-end: the page in Spanish, English and Japanese, in headless Chromium. A switch in the
// middle of a game redraws every word and keeps the game exactly where it was (the same wasm
// engine, run here in Node with the same seed, says where that is); the language comes from
// ?lang=, then the saved choice, then the browser; a bad ?lang= falls back cleanly and never
// becomes markup; no raw key and no stale English is left anywhere in the DOM. Screenshots of
// both games in ja and es, phone and desktop, go to build/test-output/i18n-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchChromium, recordProblems } from './support/browser.mjs';
import { startServer } from '../scripts/serve.mjs';
import { initSync, SsangnyukGame, SanyaoGame } from '../www/pkg/madang_wasm.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}build/test-output`;
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
// Ssangnyuk seed 3: a tied jaengdu first, then Black starts with 6-4. San Yao seed 2: South
// starts, and always sowing from the first legal hole South wins round 1, 31 to 19.
const SN_SEED = '3';
const SY_SEED = '2';
const SPEED_KEY = 'madang.sanyao.speed';
const LANG_KEY = 'madang.lang';

/** @type {Record<string, Record<string, string>>} */
const catalogs = {
  en: (await import('../www/i18n/en.js')).default,
  es: (await import('../www/i18n/es.js')).default,
  ja: (await import('../www/i18n/ja.js')).default,
};
const KEYS = Object.keys(catalogs.en);

initSync({ module: readFileSync(`${ROOT}www/pkg/madang_wasm_bg.wasm`) });
mkdirSync(OUT, { recursive: true });

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {{url: string, close: () => Promise<void>}} */
let server;

before(async () => {
  server = await startServer(0);
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * A fresh page in a browser speaking `locale`, recording console errors, i18n warnings, page
 * errors and failed requests; `storage` goes into localStorage before the first load only.
 * @param {{width: number, height: number}} viewport
 * @param {{locale?: string, storage?: Record<string, string>, reducedMotion?: 'reduce' | 'no-preference', touch?: boolean}} [o]
 */
async function open(viewport, o = {}) {
  const context = await browser.newContext({
    viewport, locale: o.locale ?? 'en-US', reducedMotion: o.reducedMotion ?? 'reduce',
    ...(o.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, o.storage ?? {});
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, problems };
}

/** @param {import('playwright-core').Page} page @param {string} query */
async function loadGame(page, query) {
  await page.goto(`${server.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** Clicks the switcher's link for `lang` (a tap on a touch page). @param {import('playwright-core').Page} page @param {string} lang */
async function switchTo(page, lang, touch = false) {
  const link = `#lang-switch a[data-lang="${lang}"]`;
  if (touch) await page.tap(link);
  else await page.click(link);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/**
 * Every text of the DOM (all of it, hidden parts included), the title and the attributes a
 * user or a screen reader meets.
 * @param {import('playwright-core').Page} page
 */
function domText(page) {
  return page.evaluate(() => {
    const out = [document.title, document.body.textContent ?? ''];
    for (const el of document.querySelectorAll('*')) {
      for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v) out.push(v);
      }
    }
    return out.join('\n');
  });
}

/**
 * No raw key anywhere; in es and ja, no piece of an English string that the language words
 * differently (a word a switch forgot to redraw).
 * @param {import('playwright-core').Page} page @param {string} lang @param {string} where
 */
async function assertWordsOf(page, lang, where) {
  const text = await domText(page);
  assert.deepEqual(KEYS.filter((k) => text.includes(k)), [], `${where}: raw keys`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang, `${where}: <html lang>`);
  if (lang === 'en') return;
  const own = Object.values(catalogs[lang]).join('\n');
  const stale = new Set();
  for (const value of Object.values(catalogs.en)) {
    for (const part of value.split(/\{\w+\}/)) {
      const p = part.trim();
      if (p.length >= 8 && /[a-z]{3}/i.test(p) && !own.includes(p) && text.includes(p)) stale.add(p);
    }
  }
  assert.deepEqual([...stale], [], `${where}: English left on a ${lang} page`);
}

/** @param {import('playwright-core').Page} page @param {number} width */
async function assertFits(page, width, where = '') {
  const over = await page.evaluate(() => ({
    width: document.scrollingElement?.scrollWidth ?? Infinity,
    // Visible elements reaching past the right edge (the board's SVG scales, so it never does).
    wide: [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > window.innerWidth + 0.5 && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => `${el.tagName}${el.id ? `#${el.id}` : ''}.${el.getAttribute('class') ?? ''}`),
    // Visible elements spilling out of the card (or notice) that holds them: past its content
    // box by more than half its padding (the turn banner reaches a little into the padding).
    spill: [...document.querySelectorAll('.card *, .notice *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || getComputedStyle(el).visibility === 'hidden') return false;
        const card = /** @type {Element} */ (el.parentElement?.closest('.card, .notice'));
        const box = card.getBoundingClientRect();
        const cs = getComputedStyle(card);
        const right = box.right - parseFloat(cs.borderRightWidth) - parseFloat(cs.paddingRight) / 2;
        const left = box.left + parseFloat(cs.borderLeftWidth) + parseFloat(cs.paddingLeft) / 2;
        return r.right > right + 0.5 || r.left < left - 0.5;
      })
      .map((el) => `${el.tagName}.${el.getAttribute('class') ?? ''} "${(el.textContent ?? '').slice(0, 30)}"`),
  }));
  assert.ok(over.width <= width, `${where}: the page is ${over.width}px wide at ${width}px`);
  assert.deepEqual(over.wide, [], `${where}: elements past the edge`);
  assert.deepEqual(over.spill, [], `${where}: elements spilling out of their card`);
}

/**
 * Buttons whose text does not fit their box (clipped or spilling), anywhere visible.
 * @param {import('playwright-core').Page} page
 */
function clippedButtons(page) {
  return page.$$eval('.btn, .lang-switch a, .sy-speed-option, .sy-speed-option span', (els) => els
    .filter((el) => el instanceof HTMLElement && el.offsetParent !== null)
    .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
    .map((el) => el.textContent));
}

/**
 * The fonts Chromium really used for an element (CDP), to prove Japanese is drawn with a
 * Japanese font and not with boxes or a Chinese fallback.
 * @param {import('playwright-core').Page} page @param {string} selector
 */
async function fontsOf(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: false });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

// ---- Ssangnyuk ---------------------------------------------------------------------------

/** What each point, bar and tray of the board shows (counts and colours). @param {import('playwright-core').Page} page */
function snBoard(page) {
  return page.$$eval('.sn-board .loc', (els) => Object.fromEntries(els.map((el) => [
    el.getAttribute('data-key'), { count: Number(el.getAttribute('data-count')), color: el.getAttribute('data-color') },
  ])));
}

/** The board a position must show. @param {{points: number[], bar: number[], off: number[]}} p */
function snExpected(p) {
  /** @type {Record<string, {count: number, color: string | null}>} */
  const out = {};
  p.points.forEach((n, i) => { out[`p${i + 1}`] = { count: Math.abs(n), color: n > 0 ? 'white' : n < 0 ? 'black' : null }; });
  out['bar-white'] = { count: p.bar[0], color: p.bar[0] ? 'white' : null };
  out['bar-black'] = { count: p.bar[1], color: p.bar[1] ? 'black' : null };
  out['off-white'] = { count: p.off[0], color: p.off[0] ? 'white' : null };
  out['off-black'] = { count: p.off[1], color: p.off[1] ? 'black' : null };
  return out;
}

/** @param {number | string} loc @param {string} color */
const keyOf = (loc, color) => (typeof loc === 'number' ? `p${loc}` : `${loc}-${color}`);
/** The page's id of an engine step (www/ssangnyuk/view.js stepId). @param {{from: any, to: any, dice: number[]}} s */
const stepId = (s) => `${s.from}>${s.to}:${s.dice.join('+')}`;

/** Plays one engine step on the page by its data attributes (language-free). */
async function snStep(/** @type {import('playwright-core').Page} */ page, /** @type {any} */ s) {
  const step = s.steps[0];
  await page.click(`[data-key="${keyOf(step.from, s.position.turn)}"]`);
  await page.click(`.sn-board [data-step="${stepId(step)}"]`);
  return step;
}

/** Throws the jaengdu on the page and in the engine until someone starts. */
async function snJaengdu(/** @type {import('playwright-core').Page} */ page, /** @type {any} */ engine, touch = false) {
  let s = engine.throwJaengdu();
  await (touch ? page.tap('#jaengdu-throw') : page.click('#jaengdu-throw'));
  while (s.phase === 'jaengdu') {
    s = engine.throwJaengdu();
    await (touch ? page.tap('#jaengdu-throw') : page.click('#jaengdu-throw'));
  }
  return s;
}

const JA_COLOR = { white: '白', black: '黒' };
const ES_COLOR = { white: 'blancas', black: 'negras' };
const ES_LABEL = { white: 'Blancas', black: 'Negras' };

test('Ssangnyuk: switching language mid-turn redraws every word and keeps the game', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await loadGame(page, `?game=ssangnyuk&seed=${SN_SEED}`);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'an English browser gets English');
  const engine = new SsangnyukGame('seed', SN_SEED);
  let s = await snJaengdu(page, engine);
  await page.click('#jaengdu-start');
  const mover = s.position.turn;
  const step = await snStep(page, s);
  s = engine.takeStep(step);
  assert.equal(await page.textContent('#turn-title'), `${mover === 'white' ? 'White' : 'Black'} to move`);
  const before = await snBoard(page);
  assert.deepEqual(before, snExpected(s.position));
  const logLines = await page.locator('#log li').count();
  const diceBefore = await page.getAttribute('#turn-dice', 'aria-label');
  // A mark on the window: it survives only if the switch does not reload the page.
  await page.evaluate(() => { /** @type {any} */ (window).stillHere = true; });

  await switchTo(page, 'ja');
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).stillHere), true, 'no reload');
  const url = new URL(page.url());
  assert.deepEqual([url.searchParams.get('game'), url.searchParams.get('seed'), url.searchParams.get('lang')], ['ssangnyuk', SN_SEED, 'ja']);
  assert.equal(await page.textContent('#turn-title'), `${JA_COLOR[mover]}が駒を動かす番`);
  assert.equal(await page.textContent('#undo'), '一手戻す');
  assert.equal(await page.textContent('#finish'), '手番を終える');
  assert.equal(await page.isEnabled('#undo'), true, 'the step taken can still be undone');
  assert.equal(await page.textContent('#new-game'), '新しい対局');
  assert.equal(await page.textContent('#game-title'), 'サンニュク');
  assert.equal(await page.title(), 'サンニュク · Madang');
  assert.equal(await page.getAttribute('.sn-board', 'aria-label'), 'サンニュクの盤');
  assert.match(await page.getAttribute('#turn-dice', 'aria-label') ?? '', /^サイコロ：[1-6]/);
  assert.notEqual(await page.getAttribute('#turn-dice', 'aria-label'), diceBefore);
  for (let p = 1; p <= 24; p++) {
    const n = s.position.points[p - 1];
    const want = n === 0 ? `ポイント${p}：空` : `ポイント${p}：${n > 0 ? '白' : '黒'}の駒${Math.abs(n)}個`;
    const label = await page.getAttribute(`[data-key="p${p}"]`, 'aria-label');
    assert.ok(label?.startsWith(want), `point ${p}: "${label}" starts with "${want}"`);
  }
  assert.equal(await page.textContent('#rules-summary'), 'ルール：この盤の標準');
  assert.equal(await page.getAttribute('#rules-link', 'href'), 'www/rules/ssangnyuk.ja.html#rules');
  assert.match(await page.textContent('#log li:first-child') ?? '', /^ジェンドゥ：白[1-6]、黒[1-6]/);
  assert.equal(await page.locator('#log li').count(), logLines, 'the log keeps its lines');
  assert.equal(await page.getAttribute('#lang-switch a[aria-current]', 'data-lang'), 'ja');
  assert.deepEqual(await snBoard(page), before, 'the board is unchanged');
  await assertWordsOf(page, 'ja', 'ssangnyuk ja mid-turn');

  // The game goes on in Japanese, exactly as the engine plays it.
  while (!(s.canFinish && s.steps.length === 0)) s = engine.takeStep(await snStep(page, s));
  await page.click('#finish');
  s = engine.finishTurn();
  const next = s.position.turn;
  assert.equal(await page.textContent('#turn-title'), `${JA_COLOR[next]}がサイコロを振る番`);
  assert.equal(await page.textContent('#roll'), 'サイコロを振る');
  assert.deepEqual(await snBoard(page), snExpected(s.position));
  assert.match(await page.textContent('#log li:last-child') ?? '', new RegExp(`^${JA_COLOR[mover]}（\\d-\\d）：`));

  // And in Spanish.
  await switchTo(page, 'es');
  assert.equal(await page.textContent('#turn-title'), `Tiran las ${ES_COLOR[next]}`);
  assert.equal(await page.textContent('#roll'), 'Tirar los dados');
  assert.equal(await page.textContent('#turn-hint'), `Pasa el dispositivo a las ${ES_COLOR[next]} y tira los dados.`);
  assert.match(await page.textContent('#log li:last-child') ?? '', new RegExp(`^${ES_LABEL[mover]} \\d-\\d: `));
  assert.equal(await page.getAttribute('#rules-link', 'href'), 'www/rules/ssangnyuk.es.html#rules');
  assert.deepEqual(await snBoard(page), snExpected(s.position));
  await assertWordsOf(page, 'es', 'ssangnyuk es after a turn');
  await page.click('#roll');
  s = engine.roll();
  assert.equal(await page.textContent('#turn-title'), `Mueven las ${ES_COLOR[next]}`);
  assert.deepEqual(await snBoard(page), snExpected(s.position));

  // Back to English: the words the other e2e tests know.
  await switchTo(page, 'en');
  assert.equal(await page.textContent('#turn-title'), `${next === 'white' ? 'White' : 'Black'} to move`);
  assert.equal(await page.title(), 'Ssangnyuk · Madang');
  await assertWordsOf(page, 'en', 'ssangnyuk back in en');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('Ssangnyuk: the win screen in Spanish, switched to Japanese on a phone while it is shown', async () => {
  const position = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
  const storage = { 'madang.ssangnyuk.v1': JSON.stringify({ v: 1, position: JSON.stringify(position), dice: null, taken: [], log: [] }) };
  const { context, page, problems } = await open(PHONE, { storage, touch: true });
  await loadGame(page, '?game=ssangnyuk&lang=es');
  assert.match(await page.textContent('#notices') ?? '', /Se ha recuperado tu partida en curso\./);
  assert.equal(await page.textContent('#turn-title'), 'Tiran las blancas');
  await page.tap('#roll');
  await page.tap('[data-key="p1"]');
  await page.tap('.sn-board [data-role="dest"]');
  await page.tap('#finish');
  await page.waitForSelector('#win:not([hidden])');
  assert.equal(await page.textContent('#win-title'), '¡Ganan las blancas!');
  assert.equal(await page.textContent('#win-text'), 'Las quince fichas de las blancas ya han salido del tablero.');
  assert.equal(await page.textContent('#win-other'), 'Las negras llegaron a sacar 13 de sus 15 fichas.');
  await assertFits(page, PHONE.width, 'es win');
  assert.deepEqual(await clippedButtons(page), [], 'es win buttons');
  await page.screenshot({ path: `${OUT}/i18n-es-ssangnyuk-phone-360-win.png` });
  // The switcher stays above the card laid over the screen.
  await switchTo(page, 'ja', true);
  assert.equal(await page.textContent('#win-title'), '白の勝ち！');
  assert.equal(await page.textContent('#win-text'), '白の駒15個が、すべて盤から出ました。');
  assert.equal(await page.textContent('#win-new'), '新しい対局');
  assert.equal(await page.textContent('#win-close'), '盤を見る');
  assert.match(await page.textContent('#notices') ?? '', /途中の対局を復元しました。/);
  assert.equal(await page.getAttribute('.notice-close', 'aria-label'), '閉じる');
  await assertWordsOf(page, 'ja', 'ja win');
  await assertFits(page, PHONE.width, 'ja win');
  await page.screenshot({ path: `${OUT}/i18n-ja-ssangnyuk-phone-360-win.png` });
  await page.tap('#win-close');
  assert.equal(await page.textContent('#turn-title'), '白の勝ち');
  assert.match(await page.textContent('#log li:last-child') ?? '', /^白の勝ち$/);
  assert.deepEqual(problems, []);
  await context.close();
});

// ---- San Yao -----------------------------------------------------------------------------

/** What the San Yao board shows. @param {import('playwright-core').Page} page */
function syBoard(page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('.sy-board [data-hole]')]
      .sort((a, b) => Number(a.getAttribute('data-hole')) - Number(b.getAttribute('data-hole')));
    return {
      pits: holes.map((el) => Number(el.getAttribute('data-count'))),
      owner: holes.map((el) => Number(el.getAttribute('data-owner'))),
      legal: holes.filter((el) => el.getAttribute('data-legal') === 'true').map((el) => Number(el.getAttribute('data-hole'))),
      stores: [0, 1].map((p) => Number(document.querySelector(`.sy-board [data-store="${p}"]`)?.getAttribute('data-count'))),
    };
  });
}

/** @param {any} s the engine's state */
const syExpected = (s) => ({
  pits: s.position.pits, owner: s.position.owner, legal: s.status === 'to_move' ? s.legalMoves : [], stores: s.position.stores,
});

/** @param {import('playwright-core').Page} page */
const waitIdle = (page) => page.waitForSelector('#sy-game[data-animating="false"]', { timeout: 30000 });

const ES_PLAYER = ['Sur', 'Norte'];
const JA_PLAYER = ['南', '北'];

test('San Yao: switching language mid-match, mid-sowing and on the round summary keeps the match', async () => {
  const { context, page, problems } = await open(DESKTOP, { storage: { [SPEED_KEY]: '"instant"' }, reducedMotion: 'no-preference' });
  await loadGame(page, `?game=sanyao&seed=${SY_SEED}`);
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
  assert.equal(await page.textContent('#new-game'), 'Nuevo encuentro');
  assert.equal(await page.title(), 'San Yao · Madang');
  assert.equal(await page.getAttribute('#sy-rules-link', 'href'), 'www/rules/sanyao.es.html#rules');
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
  const saved = (/** @type {object} */ p) => JSON.stringify({ v: 1, position: JSON.stringify(p), log: [], summary: null });
  const { context, page, problems } = await open(PHONE, { storage: { 'madang.sanyao.v1': saved(ENDLESS), [SPEED_KEY]: '"instant"' }, locale: 'es-ES', touch: true });
  await loadGame(page, '?game=sanyao');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'es', 'a Spanish browser gets Spanish');
  // Hole 1 is not a legal hole (aria-disabled), but a tap on it asks the engine all the same.
  await page.tap('[data-hole="1"]', { force: true });
  assert.equal(await page.textContent('#sy-notice'), 'La siembra desde este hoyo no terminaría nunca, así que no está permitida.');
  await switchTo(page, 'ja', true);
  assert.equal(await page.textContent('#sy-notice'), 'この穴からまくと種まきが永遠に終わらないため、選べません。');
  assert.match(await page.textContent('#notices') ?? '', /途中の試合を復元しました。/);
  await assertWordsOf(page, 'ja', 'ja refused move');
  await assertFits(page, PHONE.width, 'ja refused move');

  // The last move of a match (round 41), shown in Japanese, then the match card in Spanish.
  const NEAR_END = {
    pits: [1, 1, 1, 11, 0, 0, 15, 1, 0, 1], owner: [1, 1, 1, 1, 0, 1, 1, 1, 1, 1], stores: [3, 16], turn: 1,
    round: 41, starter: 1, seen: [[1, 1, 1, 11, 0, 0, 15, 1, 0, 1, 0]],
  };
  await page.evaluate((v) => localStorage.setItem('madang.sanyao.v1', v), saved(NEAR_END));
  await loadGame(page, '?game=sanyao');
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

// ---- How the language is chosen ----------------------------------------------------------

test('choice: ?lang= first, then the saved choice, then the browser; links carry ?lang=', async () => {
  // A Japanese browser, nothing saved, no ?lang=: Japanese.
  const { context, page, problems } = await open(PHONE, { locale: 'ja-JP' });
  await page.goto(server.url);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.equal(await page.textContent('#chooser-title'), 'ゲームを選んでください');
  assert.deepEqual(await page.$$eval('.game-card-title > span:first-child', (els) => els.map((el) => el.textContent)), ['サンニュク', 'サンヤオ']);
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
  assert.equal(await page.textContent('#rules-summary'), 'Reglas: seis fichas por punto');
  await page.waitForFunction(() => document.getElementById('rules-link')?.getAttribute('href')?.endsWith('#rule-checkers-per-point'));
  assert.equal(await page.getAttribute('#rules-link', 'href'), 'www/rules/ssangnyuk.es.html#rule-checkers-per-point');
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

// ---- Screenshots: both games in ja and es, phone and desktop -----------------------------

for (const lang of ['ja', 'es']) {
  for (const viewport of [PHONE, DESKTOP]) {
    const size = viewport === PHONE ? 'phone-360' : 'desktop-1280';
    test(`${lang} ${size}: both games render, fit, and name nothing by a raw key; screenshots`, async () => {
      const touch = viewport === PHONE;
      const { context, page, problems } = await open(viewport, { touch, storage: { [SPEED_KEY]: '"instant"' } });
      const tap = (/** @type {string} */ sel) => (touch ? page.tap(sel) : page.click(sel));

      // Ssangnyuk: the jaengdu card, then the board with a checker picked.
      await loadGame(page, `?game=ssangnyuk&seed=${SN_SEED}&lang=${lang}`);
      await assertFits(page, viewport.width, `${lang} ssangnyuk jaengdu`);
      assert.deepEqual(await clippedButtons(page), [], 'jaengdu buttons');
      await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}-jaengdu.png` });
      const engine = new SsangnyukGame('seed', SN_SEED);
      const s = await snJaengdu(page, engine, touch);
      assert.equal(await page.textContent('#jaengdu-result'), lang === 'ja'
        ? `${JA_COLOR[s.position.turn]}が先手で、${s.dice[0]}と${s.dice[1]}を使います。`
        : `Empiezan las ${ES_COLOR[s.position.turn]} y juegan ${s.dice[0]} y ${s.dice[1]}.`);
      await tap('#jaengdu-start');
      await tap(`[data-key="${keyOf(s.steps[0].from, s.position.turn)}"]`);
      await page.evaluate(() => { const d = document.querySelector('#side details'); if (d instanceof HTMLDetailsElement) d.open = true; });
      await assertFits(page, viewport.width, `${lang} ssangnyuk`);
      assert.deepEqual(await clippedButtons(page), [], 'ssangnyuk buttons');
      await assertWordsOf(page, lang, `${lang} ssangnyuk`);
      await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}.png` });
      if (touch) await page.screenshot({ path: `${OUT}/i18n-${lang}-ssangnyuk-${size}-full.png`, fullPage: true });
      if (lang === 'ja') {
        const fonts = await fontsOf(page, '#turn-title');
        assert.ok(fonts.some((f) => /CJK JP|Noto Sans JP|Hiragino|Yu Gothic|Meiryo/i.test(f)), `turn title fonts: ${fonts.join(', ')}`);
      }
      engine.free();

      // San Yao: a move sown, a relay tag on the board, the rules open.
      await loadGame(page, `?game=sanyao&seed=${SY_SEED}&lang=${lang}`);
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
