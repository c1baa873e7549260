// End-to-end: the first-game guide (www/guide/). A visitor walks each game's guide with the
// keyboard alone, making every lesson's move with the board's own keys; each lesson shows its
// words in the visitor's language and cites its rule's row; a move the lesson did not ask for
// is refused with the lesson's message and the lesson's position set again; leaving the guide
// gives back the game exactly as it was (the engine's position JSON); reopening resumes at the
// lesson reached; the chooser's How to play link opens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';
import { LESSONS as SN_LESSONS } from '../www/guide/lessons-ssangnyuk.js';
import { LESSONS as SY_LESSONS } from '../www/guide/lessons-sanyao.js';

const env = useBrowser();
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
/** @type {Record<string, Record<string, string>>} */
const catalogs = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/i18n/${l}.js`)).default])));

/** A catalog string as the page shows it: parameters filled, language marks dropped. @param {string} lang @param {string} key @param {Record<string, string | number>} [params] */
function words(lang, key, params = {}) {
  const text = catalogs[lang][key];
  assert.ok(text, `${lang} has ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name) => String(params[name])).replace(/\[\[[A-Za-z-]+\|([^\]]+)\]\]/g, '$1');
}

/**
 * Opens the site page (two players, so nothing but the visitor moves) with `items` stored first.
 * @param {string} query @param {Record<string, string>} [items] @param {string} [ready] what shows once the page is up
 */
async function open(query, items = {}, ready = 'body[data-ready="true"]') {
  const { context, page, problems } = await openPage(env.browser);
  await page.route(`${env.url}blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>blank</title>' }));
  await page.goto(`${env.url}blank`);
  await page.evaluate((all) => { for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, { 'madang.sanyao.speed': '"instant"', ...items });
  await page.goto(`${env.url}index.html?${query}`);
  await page.waitForSelector(ready);
  return { context, page, problems };
}

/** The id of the element that has the focus (inside the game), and its board key or step. @param {import('playwright-core').Page} page */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return { id: el?.id ?? '', key: el?.getAttribute('data-key') ?? '', step: el?.getAttribute('data-step') ?? '', hole: el?.getAttribute('data-hole') ?? '', board: Boolean(el?.closest('svg')) };
});

/** Presses Tab until the focus is on the board (or on the element `id`). @param {import('playwright-core').Page} page @param {string} [id] */
async function tabTo(page, id) {
  for (let i = 0; i < 30; i++) {
    const f = await focused(page);
    if (id ? f.id === id : f.board) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${id ?? 'the board'}`);
}

/**
 * A Ssangnyuk step made with the keys: Tab to the board, arrows to the checker, Enter, arrows to
 * the destination, Enter.
 * @param {import('playwright-core').Page} page @param {string} from a board key @param {string} step a step id
 */
async function snKeyStep(page, from, step) {
  await tabTo(page);
  for (let i = 0; i < 30 && (await focused(page)).key !== from; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).key, from, `the arrows reach ${from}`);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 30 && (await focused(page)).step !== step; i++) await page.keyboard.press('ArrowRight');
  assert.equal((await focused(page)).step, step, `the arrows reach the destination ${step}`);
  await page.keyboard.press('Enter');
}

/** A San Yao move made with the keys: Tab to the board, arrows to the hole, Enter. @param {import('playwright-core').Page} page @param {number} hole */
async function syKeyHole(page, hole) {
  await tabTo(page);
  for (let i = 0; i < 12 && (await focused(page)).hole !== String(hole); i++) {
    // Holes 0-4 are South's row, 5-9 North's: change rows first, then walk along.
    const at = Number((await focused(page)).hole);
    await page.keyboard.press((at < 5) !== (hole < 5) ? (at < 5 ? 'ArrowUp' : 'ArrowDown') : 'ArrowRight');
  }
  assert.equal((await focused(page)).hole, String(hole), `the arrows reach hole ${hole}`);
  await page.keyboard.press('Enter');
}

/** What the guide's card shows. @param {import('playwright-core').Page | import('playwright-core').Locator} page @param {'sn' | 'sy'} p */
async function card(page, p) {
  const text = async (/** @type {string} */ id) => (await page.locator(`#${p}-guide-${id}`).textContent()) ?? '';
  return {
    count: await text('count'), title: await text('title'), text: await text('text'), task: await text('task'),
    result: (await page.locator(`#${p}-guide-result`).isVisible()) ? await text('result') : null,
    href: await page.locator(`#${p}-guide-rule`).getAttribute('href'),
  };
}

/** Waits until the guide's card shows lesson `n` (from 1) of `total`. @param {import('playwright-core').Page} page @param {'sn' | 'sy'} p @param {string} lang @param {number} n @param {number} total */
async function atLesson(page, p, lang, n, total) {
  await page.waitForFunction(([id, want]) => document.getElementById(id)?.textContent === want, [`${p}-guide-count`, words(lang, 'guide.count', { n, total })]);
}

/** Waits for the lesson's result line. @param {import('playwright-core').Page} page @param {'sn' | 'sy'} p @param {string} want */
async function resultIs(page, p, want) {
  await page.waitForFunction(([id, text]) => {
    const el = document.getElementById(id);
    return el && !el.hidden && el.textContent === text;
  }, [`${p}-guide-result`, want]);
}

/** Each lesson's key move (a board key and a step id), in the order of the lessons. */
const SN_MOVES = /** @type {Record<string, [string, string]>} */ ({
  direction: ['p24', '24>18:6'], home: ['p9', '9>5:4'], dice: ['p13', '13>4:6+3'], hit: ['p15', '15>10:5'],
  bar: ['bar-white', 'bar>22:3'], cap: ['p8', '8>4:4'], bear: ['p4', '4>off:6'],
});

test('Ssangnyuk: the whole guide by keyboard, each lesson\'s words and rule, each move the visitor\'s', async () => {
  const { context, page, problems } = await open('game=ssangnyuk&vs=people&lang=en');
  await page.locator('#sn-how').focus();
  await page.keyboard.press('Enter');
  const total = SN_LESSONS.length;
  for (const [i, lesson] of SN_LESSONS.entries()) {
    await atLesson(page, 'sn', 'en', i + 1, total);
    assert.equal((await focused(page)).id, 'sn-guide-title', 'a new lesson takes the focus to its heading');
    const shown = await card(page, 'sn');
    const k = (/** @type {string} */ part) => `guide.sn.${lesson.id}.${part}`;
    assert.deepEqual([shown.title, shown.text, shown.task, shown.result], [words('en', k('title')), words('en', k('text')), words('en', k('task')), null]);
    assert.ok(shown.href?.endsWith(`/www/rules/ssangnyuk.en.html#${lesson.rule}`), `${lesson.id} cites ${lesson.rule}: ${shown.href}`);
    assert.equal(await page.isDisabled('#sn-guide-next'), true, 'the lesson waits for its move');
    await page.waitForFunction((t) => document.getElementById('sn-live')?.textContent?.includes(t), words('en', k('title')));
    let done;
    if (lesson.id === 'jaengdu') {
      await tabTo(page, 'sn-jaengdu-throw');
      await page.keyboard.press('Enter');
      done = words('en', k('done'), { white: 5, black: 2 });
    } else {
      await snKeyStep(page, ...SN_MOVES[lesson.id]);
      done = words('en', k('done'));
    }
    await resultIs(page, 'sn', done);
    await page.waitForFunction((t) => document.getElementById('sn-live')?.textContent === t, done);
    if (lesson.id === 'hit') assert.equal(await page.getAttribute('.sn-board [data-key="bar-black"]', 'data-count'), '1', 'the hit checker is on the bar');
    if (lesson.id === 'bear') assert.equal(await page.getAttribute('.sn-board [data-key="off-white"]', 'data-count'), '12', 'the checker is off');
    if (lesson.id === 'jaengdu') {
      // The card on the board: its Start button, then the guide's Next.
      await page.keyboard.press('Enter');
      await tabTo(page, 'sn-guide-next');
    } else assert.equal((await focused(page)).id, 'sn-guide-next', 'a lesson done offers the next one');
    assert.equal(await page.textContent('#sn-guide-next'), words('en', i + 1 === total ? 'guide.finish' : 'guide.next'));
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector('#sn-guide', { state: 'hidden' });
  await page.waitForFunction((t) => document.getElementById('sn-live')?.textContent === t, words('en', 'guide.closed'));
  assert.equal(await page.isVisible('#sn-jaengdu'), true, 'the visitor\'s game is back at its own jaengdu');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: a move the lesson did not ask for is refused with its message, and the lesson is set again', async () => {
  const { context, page, problems } = await open('game=ssangnyuk&vs=people&lang=en&guide=1');
  await atLesson(page, 'sn', 'en', 1, SN_LESSONS.length);
  await snKeyStep(page, 'p13', '13>7:6');
  await resultIs(page, 'sn', words('en', 'guide.sn.direction.wrong'));
  await page.waitForFunction((t) => document.getElementById('sn-live')?.textContent === t, words('en', 'guide.sn.direction.wrong'));
  assert.equal(await page.getAttribute('.sn-board [data-key="p13"]', 'data-count'), '5', 'the checker is back');
  assert.equal(await page.getAttribute('.sn-board [data-key="p7"]', 'data-count'), '0');
  assert.equal(await page.isDisabled('#sn-guide-next'), true, 'the lesson is not done');
  await snKeyStep(page, 'p24', '24>18:6');
  await resultIs(page, 'sn', words('en', 'guide.sn.direction.done'));
  assert.deepEqual(problems, []);
  await context.close();
});

test('each lesson speaks the visitor\'s language (Spanish, Japanese), with Korean terms marked as Korean', async () => {
  for (const lang of /** @type {const} */ (['es', 'ja'])) {
    const { context, page, problems } = await open(`game=ssangnyuk&vs=people&lang=${lang}&guide=1`);
    await atLesson(page, 'sn', lang, 1, SN_LESSONS.length);
    const shown = await card(page, 'sn');
    assert.deepEqual([shown.title, shown.text, shown.task], ['title', 'text', 'task'].map((part) => words(lang, `guide.sn.direction.${part}`)));
    assert.ok(shown.href?.endsWith(`/www/rules/ssangnyuk.${lang}.html#rule-direction`));
    assert.equal(await page.textContent('#sn-how'), words(lang, 'guide.open'));
    // Lesson 3, the jaengdu: its Korean name is marked so a screen reader says it in Korean.
    await snKeyStep(page, 'p24', '24>18:6');
    await page.locator('#sn-guide-next').click();
    await snKeyStep(page, 'p9', '9>5:4');
    await page.locator('#sn-guide-next').click();
    await atLesson(page, 'sn', lang, 3, SN_LESSONS.length);
    assert.equal(await page.textContent('#sn-guide-text span[lang="ko"]'), '쟁두');
    assert.equal(await page.evaluate(() => document.getElementById('sn-guide')?.closest('[lang]')?.getAttribute('lang')), lang, 'the card is in the game\'s language');
    const sy = await open(`game=sanyao&vs=people&lang=${lang}&guide=1`);
    await atLesson(sy.page, 'sy', lang, 1, SY_LESSONS.length);
    const s = await card(sy.page, 'sy');
    assert.deepEqual([s.title, s.text, s.task], ['title', 'text', 'task'].map((part) => words(lang, `guide.sy.sowing.${part}`)));
    assert.deepEqual([...problems, ...sy.problems], []);
    await sy.context.close();
    await context.close();
  }
});

test('San Yao: the whole guide by keyboard; a hole the lesson did not ask for is refused and the lesson set again', async () => {
  const { context, page, problems } = await open('game=sanyao&vs=people&lang=en');
  await page.locator('#sy-how').focus();
  await page.keyboard.press('Enter');
  const total = SY_LESSONS.length;
  for (const [i, lesson] of SY_LESSONS.entries()) {
    await atLesson(page, 'sy', 'en', i + 1, total);
    assert.equal((await focused(page)).id, 'sy-guide-title');
    const shown = await card(page, 'sy');
    const k = (/** @type {string} */ part) => `guide.sy.${lesson.id}.${part}`;
    assert.deepEqual([shown.title, shown.text, shown.task, shown.result], [words('en', k('title')), words('en', k('text')), words('en', k('task')), null]);
    assert.ok(shown.href?.endsWith(`/www/rules/sanyao.en.html#${lesson.rule}`), `${lesson.id} cites ${lesson.rule}`);
    assert.equal(await page.evaluate((h) => document.querySelector(`.sy-board [data-hole="${h}"]`)?.classList.contains('guide-mark'), lesson.hole), true, 'the lesson\'s hole is marked');
    // A game for two under the guide: the visitor is alone at the board, so no hint asks to pass the device.
    assert.equal(await page.textContent('#sy-turn-hint'), words('en', 'sy.hint.yours'));
    if (i === 0) {
      // Another lit hole: the engine sows it, the lesson refuses it and sets the board again.
      const before = await page.evaluate(() => [...document.querySelectorAll('.sy-board [data-hole]')].map((h) => h.getAttribute('aria-label')));
      await syKeyHole(page, 0);
      await resultIs(page, 'sy', words('en', k('wrong')));
      assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('.sy-board [data-hole]')].map((h) => h.getAttribute('aria-label'))), before, 'the lesson\'s position is back');
      assert.equal(await page.isDisabled('#sy-guide-next'), true);
    }
    await syKeyHole(page, lesson.hole);
    const params = lesson.id === 'capture' ? { seeds: 7 } : lesson.id === 'round' ? { south: 31, north: 19 } : {};
    await resultIs(page, 'sy', words('en', k('done'), params));
    if (lesson.id === 'round') assert.equal(await page.isVisible('#sy-round'), true, 'the round card shows the settlement');
    assert.equal((await focused(page)).id, 'sy-guide-next');
    await page.keyboard.press('Enter');
  }
  await page.waitForSelector('#sy-guide', { state: 'hidden' });
  assert.deepEqual(problems, []);
  await context.close();
});

test('leaving the guide gives back the game exactly as it was, mid-turn, in the element too', async () => {
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    const p = game === 'ssangnyuk' ? 'sn' : 'sy';
    const { context, page, problems } = await openPage(env.browser);
    await page.goto(`${env.url}embed.html?game=${game}&vs=people&lang=en&seed=7`);
    await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
    const el = page.locator('madang-game');
    // Some play first, so there is something to lose.
    if (game === 'ssangnyuk') {
      await el.locator('#sn-jaengdu-throw').click();
      await el.locator('#sn-jaengdu-start').click();
      await el.locator('.sn-board [data-role="source"]').first().click();
      await el.locator('.sn-board [data-role="dest"]').first().click();
    } else {
      await el.locator('.sy-board [data-legal]').first().click();
      await page.waitForFunction(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('#sy-game')?.getAttribute('data-animating') === 'false');
    }
    const position = () => page.evaluate(() => /** @type {any} */ (document.querySelector('madang-game')).position);
    const board = () => page.evaluate((sel) => [...(document.querySelector('madang-game')?.shadowRoot?.querySelectorAll(sel) ?? [])].map((n) => n.getAttribute('aria-label')), game === 'ssangnyuk' ? '.sn-board [data-key]' : '.sy-board [data-hole]');
    const before = { position: await position(), board: await board(), log: await el.locator(`#${p}-log`).textContent() };
    await el.locator(`#${p}-how`).click();
    await el.locator(`#${p}-guide-title`).waitFor();
    // A lesson played, so the guide's own handle has moved on.
    if (game === 'ssangnyuk') {
      await el.locator('.sn-board [data-key="p24"]').click();
      await el.locator('.sn-board [data-step="24>18:6"]').click();
    } else await el.locator('.sy-board [data-hole="1"]').click();
    await el.locator(`#${p}-guide-result`).waitFor();
    assert.equal(await position(), before.position, 'the element\'s position is the visitor\'s game throughout');
    await el.locator(`#${p}-guide-close`).click();
    await el.locator(`#${p}-guide`).waitFor({ state: 'hidden' });
    assert.deepEqual({ position: await position(), board: await board(), log: await el.locator(`#${p}-log`).textContent() }, before, `${game}: the game is back untouched`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('reopening resumes at the lesson reached, with a way to start over; a finished guide starts afresh', async () => {
  const { context, page, problems } = await open('game=ssangnyuk&vs=people&lang=en&guide=1');
  await atLesson(page, 'sn', 'en', 1, SN_LESSONS.length);
  assert.equal(await page.isVisible('#sn-guide-restart'), false, 'nothing to start over at the first lesson');
  await snKeyStep(page, 'p24', '24>18:6');
  await page.locator('#sn-guide-next').click();
  await atLesson(page, 'sn', 'en', 2, SN_LESSONS.length);
  await page.locator('#sn-guide-close').click();
  assert.ok(!page.url().includes('guide='), 'a reload brings back the game, not the guide');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.isVisible('#sn-guide'), false);
  await page.locator('#sn-how').click();
  await atLesson(page, 'sn', 'en', 2, SN_LESSONS.length);
  assert.equal((await card(page, 'sn')).title, words('en', 'guide.sn.home.title'));
  await page.locator('#sn-guide-restart').click();
  await atLesson(page, 'sn', 'en', 1, SN_LESSONS.length);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the chooser\'s How to play link opens each game with its guide', async () => {
  const { context, page, problems } = await open('lang=en', {}, '#chooser:not([hidden])');
  for (const [game, p, first] of /** @type {const} */ ([['ssangnyuk', 'sn', 'direction'], ['sanyao', 'sy', 'sowing']])) {
    const link = page.locator(`[data-guide-link="${game}"]`);
    assert.equal(await link.textContent(), words('en', 'guide.open'));
    await link.click();
    await page.waitForSelector('body[data-ready="true"]');
    await atLesson(page, p, 'en', 1, game === 'ssangnyuk' ? SN_LESSONS.length : SY_LESSONS.length);
    assert.equal((await card(page, p)).title, words('en', `guide.${p}.${first}.title`));
    await page.goBack();
    await page.waitForSelector('#chooser:not([hidden])');
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('a language switch mid-lesson redraws the lesson, its result and its rule link in the new language', async () => {
  const { context, page, problems } = await open('game=ssangnyuk&vs=people&lang=en&guide=1');
  await atLesson(page, 'sn', 'en', 1, SN_LESSONS.length);
  await snKeyStep(page, 'p24', '24>18:6');
  await resultIs(page, 'sn', words('en', 'guide.sn.direction.done'));
  await page.locator('#lang-switch a[data-lang="ja"]').click();
  await atLesson(page, 'sn', 'ja', 1, SN_LESSONS.length);
  const shown = await card(page, 'sn');
  assert.deepEqual([shown.title, shown.task, shown.result], [words('ja', 'guide.sn.direction.title'), words('ja', 'guide.sn.direction.task'), words('ja', 'guide.sn.direction.done')]);
  assert.ok(shown.href?.endsWith('/www/rules/ssangnyuk.ja.html#rule-direction'));
  assert.equal(await page.isDisabled('#sn-guide-next'), false, 'the lesson stays done');
  assert.deepEqual(problems, []);
  await context.close();
});

test('in a game against the computer, the computer waits while the visitor learns', async () => {
  const { context, page, problems } = await open('game=sanyao&lang=en&guide=1');
  await atLesson(page, 'sy', 'en', 1, SY_LESSONS.length);
  await page.locator('.sy-board [data-hole="1"]').click();
  await resultIs(page, 'sy', words('en', 'guide.sy.sowing.done'));
  const holes = () => page.evaluate(() => [...document.querySelectorAll('.sy-board [data-hole]')].map((h) => h.getAttribute('aria-label')));
  const after = await holes();
  // North is to move in the lesson; the computer (North) would have sown by now.
  await page.waitForTimeout(2500);
  assert.deepEqual(await holes(), after, 'nobody plays in the lesson but the visitor');
  assert.equal(await page.getAttribute('#sy-turn', 'data-thinking'), 'false');
  assert.deepEqual(problems, []);
  await context.close();
});

test('the first card of a Ssangnyuk game (which may cover the toolbar on a low screen) opens the guide too, and the card comes back after', async () => {
  const { context, page, problems } = await open('game=ssangnyuk&vs=people&lang=en');
  await page.locator('#sn-jaengdu').waitFor();
  assert.equal(await page.getAttribute('#sn-jaengdu-how', 'title'), words('en', 'guide.open'));
  await page.locator('#sn-jaengdu-how').click();
  await atLesson(page, 'sn', 'en', 1, SN_LESSONS.length);
  assert.equal(await page.isVisible('#sn-jaengdu'), false, 'the lesson has the board');
  await page.locator('#sn-guide-close').click();
  await page.locator('#sn-jaengdu').waitFor();
  assert.equal(await page.isVisible('#sn-jaengdu-throw'), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a kiosk\'s attract play offers no guide and no record menu', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(`${env.url}index.html?game=sanyao&kiosk=1&lang=en`);
  await page.locator('madang-game').locator('#sy-how').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('madang-game')?.shadowRoot?.getElementById('sy-how')?.hidden === true);
  // Nor a record to keep or open: the attract screen's game is nobody's.
  assert.equal(await page.locator('madang-game').locator('#sy-record').isVisible(), false);
  assert.deepEqual(problems, []);
  await context.close();
});
