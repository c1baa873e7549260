// End-to-end: a tap that is no move says why. On the site page, in the visitor's language, a
// tapped checker that cannot move, a point that is not lit for the picked checker, or a hole
// that is not lit shows the engine's reason as a sentence in the turn's notice, with a link to
// the row of the rules page that states the rule and that row's sources as the rules data names
// them, and the live region says it. A legal tap shows nothing; after a step of the roll is
// taken, the engine answers for the board as it stands and the dice left. Keyboard users reach
// unlit points with the arrow keys. Each position is a saved game (the save format of
// www/<game>/persist.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage } from './support/browser.mjs';

const env = useBrowser();
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
/** @type {Record<string, Record<string, string>>} */
const catalogs = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/i18n/${l}.js`)).default])));
/** @param {string} name */
const data = (name) => JSON.parse(readFileSync(new URL(`../www/rules-data/${name}`, import.meta.url), 'utf8'));
const SOURCES = data('sources.json');
const UI = data('ui.json');

/** @param {string} lang @param {string} key @param {Record<string, string | number>} [params] */
function words(lang, key, params = {}) {
  return catalogs[lang][key].replace(/\{(\w+)\}/g, (_, name) => String(params[name]));
}

/**
 * The source line of a row as the rules data gives it: the sources the row cites (a row that
 * translates the San Yao summary rests on that summary's source), after "this board's
 * decision" for an item that is one.
 * @param {'ssangnyuk' | 'sanyao'} game @param {string} lang @param {string} rule
 */
function sourceLine(game, lang, rule) {
  const page = data(`${game}.${lang}.json`);
  const row = page.table.rows.find((/** @type {any} */ r) => r.id === rule);
  const item = page.sections.flatMap((/** @type {any} */ s) => s.items ?? []).find((/** @type {any} */ i) => i?.id === rule);
  assert.ok(row || item, `${game} ${rule} is a row of the rules data`);
  const text = row ? row.sources : item.reason;
  let ids = [...new Set([...text.matchAll(/\[\[src:(\w+)\]\]/g)].map((m) => m[1]))];
  if (row && ids.length === 0 && row.translates) ids = [data('sanyao.source.gl.json').source];
  const names = [...(item?.origin === 'board' ? [UI[lang].tagBoard] : []), ...ids.map((id) => SOURCES[id].label[lang])];
  assert.ok(names.length > 0, `${game} ${rule} names a source`);
  const form = names.length === 1 && new Intl.PluralRules(lang).select(1) === 'one' ? 'one' : 'other';
  return words(lang, `why.source.${form}`, { names: new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) });
}

/**
 * White to move: [point, count] lists, bar [white, black]; checkers not placed are borne off.
 * @param {[number, number][]} white @param {[number, number][]} black @param {[number, number]} [bar] @param {object} [rules]
 */
function sn(white, black, bar = [0, 0], rules = undefined) {
  const points = Array(24).fill(0);
  for (const [p, n] of white) points[p - 1] = n;
  for (const [p, n] of black) points[p - 1] = -n;
  const placed = (/** @type {[number, number][]} */ side) => side.reduce((s, [, n]) => s + n, 0);
  return { points, bar, off: [15 - placed(white) - bar[0], 15 - placed(black) - bar[1]], turn: 'white', ...(rules ? { rules } : {}) };
}
const OPENING = sn([[24, 2], [13, 5], [8, 3], [6, 5]], [[1, 2], [12, 5], [17, 3], [19, 5]]);
/** Five White checkers on point 6 that cannot move by 1, 2 or 3, so a tap on it is no pick. */
const FULL_SIX = sn([[24, 2], [13, 5], [8, 3], [6, 5]], [[3, 2], [4, 2], [5, 2], [12, 5], [17, 2], [19, 2]]);
const STRICT = { cap: 5, doubles: 'twice', bear_off: 'strict', combined: 'jump' };

/** A Ssangnyuk game for two players, White to play `dice`, as the page saves it. @param {object} position @param {number[]} dice */
const snSave = (position, dice) => ({ 'madang.ssangnyuk.people': JSON.stringify({ v: 1, position: JSON.stringify(position), dice, taken: [], log: [] }) });
/** A San Yao match, South (0) to move, as the page saves it. @param {number[]} pits @param {number[]} stores */
const sySave = (pits, stores) => ({
  'madang.sanyao.people': JSON.stringify({ v: 2, position: JSON.stringify({ pits, owner: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], stores, turn: 0 }), log: [], card: false }),
  'madang.sanyao.speed': '"instant"',
});

/**
 * Opens the site page on a saved game for two players in `lang` (a fresh context: only these items stored).
 * @param {'ssangnyuk' | 'sanyao'} game @param {string} lang @param {Record<string, string>} items
 */
async function openGame(game, lang, items) {
  const { context, page, problems } = await openPage(env.browser);
  await page.route(`${env.url}blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>blank</title>' }));
  await page.goto(`${env.url}blank`);
  await page.evaluate((all) => { for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v); }, items);
  await page.goto(`${env.url}index.html?game=${game}&vs=people&lang=${lang}`);
  await page.waitForSelector('body[data-ready="true"]');
  return { context, page, problems };
}

/** @param {import('playwright-core').Page} page @param {string} key */
const tap = (page, key) => page.locator(`.sn-board [data-key="${key}"]`).click({ force: true });

/**
 * The explanation shown in a game's turn notice and said by its live region, once both are in.
 * @param {import('playwright-core').Page} page @param {'sn' | 'sy'} prefix
 */
async function shown(page, prefix) {
  const notice = prefix === 'sn' ? '#sn-turn-notice' : '#sy-notice';
  await page.locator(`${notice} .why-text`).waitFor();
  const source = await page.locator(`${notice} .why-source`).textContent();
  const sentence = await page.locator(`${notice} .why-text`).textContent();
  // Aloud, the source is a sentence of its own: a full stop, and in Japanese no space between.
  const lang = await page.evaluate(() => document.documentElement.lang);
  const said = lang === 'ja' ? `${sentence}${source}。` : `${sentence} ${source}.`;
  await page.waitForFunction(([id, text]) => document.getElementById(id)?.textContent === text, [`${prefix}-live`, said]);
  return {
    sentence, source,
    link: await page.locator(`${notice} a.why-rule`).textContent(),
    href: await page.locator(`${notice} a.why-rule`).getAttribute('href'),
  };
}

/** Whether a game's turn notice holds an explanation. @param {import('playwright-core').Page} page @param {'sn' | 'sy'} prefix */
const explaining = (page, prefix) => page.locator(`${prefix === 'sn' ? '#sn-turn-notice' : '#sy-notice'} .why`).count().then((n) => n > 0);

/**
 * Asserts the explanation of a refusal in `lang`: its sentence, the link to its row, its
 * source line, and that the live region said the sentence and the source.
 * @param {import('playwright-core').Page} page @param {'ssangnyuk' | 'sanyao'} game @param {string} lang
 * @param {string} reason @param {string} rule @param {Record<string, string | number>} params
 */
async function assertExplained(page, game, lang, reason, rule, params = {}) {
  const prefix = game === 'ssangnyuk' ? 'sn' : 'sy';
  const got = await shown(page, prefix);
  assert.equal(got.sentence, words(lang, `${prefix}.why.${reason}`, params), `${reason} in ${lang}`);
  assert.equal(got.link, catalogs[lang]['why.rule']);
  assert.ok(got.href?.endsWith(`/www/rules/${game}.${lang}.html#${rule}`), `${got.href} opens the row ${rule}`);
  assert.equal(got.source, sourceLine(game, lang, rule));
}

/**
 * Each Ssangnyuk refusal a tap reaches: the saved position and roll, the checker picked first
 * (none: the tapped checker has no move), the place tapped, and what the engine says.
 * @type {{lang: string, position: object, dice: number[], pick: string | null, tap: string, reason: string, rule: string, params: Record<string, string | number>}[]}
 */
const SSANGNYUK = [
  { lang: 'en', position: sn([[13, 5], [6, 5]], [[19, 5]], [1, 0]), dice: [6, 3], pick: null, tap: 'p13', reason: 'bar_first', rule: 'rule-bar', params: { color: 'White' } },
  { lang: 'en', position: sn([[8, 1], [6, 3], [3, 2]], [[24, 2]]), dice: [6, 3], pick: null, tap: 'p3', reason: 'not_all_home', rule: 'gap-bear-off-home', params: { color: 'White' } },
  { lang: 'ja', position: sn([[5, 2], [2, 1]], [[24, 2]], [0, 0], STRICT), dice: [6, 4], pick: null, tap: 'p2', reason: 'strict_bear_off', rule: 'rule-bearing-off', params: {} },
  { lang: 'es', position: OPENING, dice: [5, 2], pick: 'p24', tap: 'p19', reason: 'blocked', rule: 'rule-blocking', params: { other: 'negras' } },
  { lang: 'ja', position: FULL_SIX, dice: [2, 1], pick: 'p8', tap: 'p6', reason: 'point_full', rule: 'rule-checkers-per-point', params: { color: '白', cap: 5 } },
  { lang: 'en', position: sn([[12, 1], [10, 1]], [[5, 2], [1, 2]]), dice: [6, 5], pick: 'p12', tap: 'p6', reason: 'must_use_more', rule: 'gap-must-play', params: {} },
];

test('Ssangnyuk: each refused tap says why in the visitor\'s language, links its rule\'s row and names its sources', async () => {
  for (const c of SSANGNYUK) {
    const { context, page, problems } = await openGame('ssangnyuk', c.lang, snSave(c.position, c.dice));
    if (c.pick) {
      await tap(page, c.pick);
      assert.equal(await page.getAttribute(`.sn-board [data-key="${c.pick}"]`, 'aria-pressed'), 'true', `${c.pick} is picked`);
    }
    await tap(page, c.tap);
    await assertExplained(page, 'ssangnyuk', c.lang, c.reason, c.rule, c.params);
    if (c.pick) assert.equal(await page.getAttribute(`.sn-board [data-key="${c.pick}"]`, 'aria-pressed'), 'true', 'the picked checker stays picked');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Ssangnyuk: a legal tap says nothing of why, at the start of a turn or in the middle of one; a refused one says why with the dice left', async () => {
  const { context, page, problems } = await openGame('ssangnyuk', 'en', snSave(OPENING, [6, 3]));
  await tap(page, 'p13');
  assert.equal(await explaining(page, 'sn'), false, 'picking a movable checker explains nothing');
  await tap(page, 'p5');
  await assertExplained(page, 'ssangnyuk', 'en', 'wrong_distance', 'rule-dice');
  // The lit point: the move is made, the explanation goes, and the live region tells the move.
  await page.locator('.sn-board [data-role="dest"][data-step^="13>7:"]').click();
  await page.waitForFunction(() => document.getElementById('sn-live')?.textContent?.startsWith('White moved'));
  assert.equal(await page.isHidden('#sn-turn-notice'), true, 'a legal move shows no notice');
  assert.equal(await explaining(page, 'sn'), false);
  // The six is used: the board as it stands, with the three left, answers.
  await tap(page, 'p2');
  await assertExplained(page, 'ssangnyuk', 'en', 'no_checker', 'rule-checkers', { color: 'White' });
  await tap(page, 'p13');
  assert.equal(await explaining(page, 'sn'), false, 'picking a checker that can still move explains nothing');
  await tap(page, 'p5');
  await assertExplained(page, 'ssangnyuk', 'en', 'wrong_distance', 'rule-dice');
  assert.equal(await page.getAttribute('.sn-board [data-key="p13"]', 'aria-pressed'), 'true', 'the pick stays');
  // Nine away was the sum of the roll; with the six used it is out of reach.
  await tap(page, 'p4');
  await assertExplained(page, 'ssangnyuk', 'en', 'wrong_distance', 'rule-dice');
  assert.equal(await page.getAttribute('.sn-board [data-key="p13"]', 'aria-pressed'), 'true', 'explained, not cancelled');
  await page.locator('.sn-board [data-role="dest"][data-step^="13>10:"]').click();
  await page.waitForFunction(() => document.getElementById('sn-live')?.textContent?.startsWith('White moved'));
  assert.equal(await explaining(page, 'sn'), false, 'the legal step mid-turn shows no explanation');
  // Back to the start of the turn: an opponent's checker has none of the mover's either.
  await page.locator('#sn-undo').click();
  await page.locator('#sn-undo').click();
  await tap(page, 'p12');
  await assertExplained(page, 'ssangnyuk', 'en', 'no_checker', 'rule-checkers', { color: 'White' });
  await tap(page, 'p24');
  assert.equal(await explaining(page, 'sn'), false, 'the next action takes the explanation away');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk, keyboard only: arrow keys reach a point that is not lit, and Enter there says why aloud', async () => {
  const { context, page, problems } = await openGame('ssangnyuk', 'en', snSave(OPENING, [6, 3]));
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-key') ?? null);
  const focusTo = async (/** @type {string} */ key, /** @type {string} */ arrow) => {
    for (let i = 0; i < 40 && (await focused()) !== key; i++) await page.keyboard.press(arrow);
    assert.equal(await focused(), key, `the arrow keys reach ${key}`);
  };
  for (let i = 0; i < 30 && (await page.evaluate(() => document.activeElement?.getAttribute('data-role'))) !== 'source'; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-role')), 'source', 'Tab reaches a movable checker');
  // Black's point: no White checker to move.
  await focusTo('p12', 'ArrowRight');
  assert.equal(await page.getAttribute('.sn-board [data-key="p12"]', 'aria-disabled'), 'true');
  await page.keyboard.press('Enter');
  await assertExplained(page, 'ssangnyuk', 'en', 'no_checker', 'rule-checkers', { color: 'White' });
  // With a checker picked, Shift and the arrows reach a point it cannot go to.
  await focusTo('p13', 'ArrowLeft');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('.sn-board [data-key="p13"]', 'aria-pressed'), 'true');
  await focusTo('p5', 'Shift+ArrowRight');
  await page.keyboard.press('Enter');
  await assertExplained(page, 'ssangnyuk', 'en', 'wrong_distance', 'rule-dice');
  // Tab still stops only at lit places.
  await page.keyboard.press('Escape');
  const stops = new Set();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    const key = await focused();
    if (key) stops.add(await page.evaluate(() => document.activeElement?.getAttribute('data-role')));
  }
  assert.deepEqual([...stops], ['source'], 'Tab skips the unlit places');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Each San Yao refusal: the saved match, South to move, the hole tapped, the engine's answer. */
const SANYAO = [
  { lang: 'en', pits: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], stores: [0, 0], hole: 7, reason: 'not_your_hole', rule: 'rule-holes', params: { player: 'South' } },
  { lang: 'es', pits: [0, 4, 5, 5, 5, 5, 5, 5, 5, 5], stores: [6, 0], hole: 0, reason: 'empty_hole', rule: 'rule-sowing', params: {} },
  { lang: 'ja', pits: [1, 2, 1, 0, 3, 2, 1, 2, 6, 2], stores: [30, 0], hole: 1, reason: 'endless', rule: 'gap-endless-sowing', params: {} },
];

test('San Yao: a hole that is not lit says why in the visitor\'s language; a lit one sows and says nothing of why', async () => {
  for (const c of SANYAO) {
    const { context, page, problems } = await openGame('sanyao', c.lang, sySave(c.pits, c.stores));
    await page.locator(`.sy-board [data-hole="${c.hole}"]`).click({ force: true });
    await assertExplained(page, 'sanyao', c.lang, c.reason, c.rule, c.params);
    if (c.reason === 'not_your_hole') {
      const lit = Number(await page.getAttribute('.sy-board [data-legal]', 'data-hole'));
      await page.locator(`.sy-board [data-hole="${lit}"]`).click();
      await page.waitForFunction(() => document.getElementById('sy-live')?.textContent?.startsWith('South sowed'));
      assert.equal(await explaining(page, 'sy'), false, 'a legal hole shows no explanation');
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('San Yao, keyboard only: the arrow keys reach a hole that is not lit, and Enter there says why aloud', async () => {
  const c = SANYAO[0];
  const { context, page, problems } = await openGame('sanyao', c.lang, sySave(c.pits, c.stores));
  const hole = () => page.evaluate(() => document.activeElement?.getAttribute('data-hole') ?? null);
  for (let i = 0; i < 30 && (await hole()) === null; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-legal')), 'true', 'Tab reaches a lit hole');
  await page.keyboard.press('ArrowUp');
  const up = await hole();
  assert.ok(up !== null && Number(up) >= 5, `ArrowUp reaches North's row (hole ${up})`);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled')), 'true');
  await page.keyboard.press('Enter');
  await assertExplained(page, 'sanyao', c.lang, c.reason, c.rule, c.params);
  assert.deepEqual(problems, []);
  await context.close();
});

test('inside an element the explanation is the same, and its link opens a new tab', async () => {
  const c = SANYAO[0];
  const { context, page, problems } = await openGame('sanyao', 'ja', sySave(c.pits, c.stores));
  await page.goto(`${env.url}embed.html?game=sanyao&vs=people&lang=ja`);
  await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  const game = page.locator('madang-game');
  await game.locator(`.sy-board [data-hole="${c.hole}"]`).click({ force: true });
  await game.locator('#sy-notice .why').waitFor();
  assert.equal(await game.locator('#sy-notice .why-text').textContent(), words('ja', 'sy.why.not_your_hole', { player: '南' }));
  assert.equal(await game.locator('#sy-notice .why-source').textContent(), sourceLine('sanyao', 'ja', c.rule));
  const link = game.locator('#sy-notice a.why-rule');
  assert.deepEqual([await link.getAttribute('target'), await link.getAttribute('rel')], ['_blank', 'noopener']);
  assert.ok((await link.getAttribute('href'))?.endsWith(`/www/rules/sanyao.ja.html#${c.rule}`));
  assert.deepEqual(problems, []);
  await context.close();
});
