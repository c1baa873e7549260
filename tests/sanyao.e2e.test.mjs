// End-to-end: the San Yao page in headless Chromium. A fixed seed fixes who starts; the same
// wasm engine, run here in Node, says what the board must show after each move, what the
// round summary must say, and which moves are legal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, recordProblems } from './support/browser.mjs';
import { SanyaoGame, seedWhereStarts } from './support/engine.mjs';

/** @typedef {import('../www/pkg/madang_wasm.js').SanyaoState} SanyaoState */
/** @typedef {import('../www/pkg/madang_wasm.js').SanyaoMove} SanyaoMove */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}build/test-output`;
// A seed where South starts (the lot is the match's only chance); always sowing from the first
// legal hole, South wins round 1 by 31 to 19 after 22 moves, conquering hole 5 and lending 1 seed
// to hole 9.
const SEED = seedWhereStarts(0);
const STORAGE_KEY = 'madang.sanyao.people';
const SPEED_KEY = 'madang.sanyao.speed';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** A board on which sowing from hole 1 relays forever (the engine's own test case). */
const ENDLESS = { pits: [1, 2, 1, 0, 3, 2, 1, 2, 6, 2], owner: [0, 0, 0, 0, 0, 1, 1, 1, 1, 1], stores: [15, 15], turn: 0 };
/** Round 41 of a random match: North's hole 7 ends the round and the match, 47 to 3. */
const NEAR_END = {
  pits: [1, 1, 1, 11, 0, 0, 15, 1, 0, 1], owner: [1, 1, 1, 1, 0, 1, 1, 1, 1, 1], stores: [3, 16], turn: 1,
  round: 41, starter: 1, seen: [[1, 1, 1, 11, 0, 0, 15, 1, 0, 1, 0]],
};

mkdirSync(OUT, { recursive: true });

const env = useBrowser();

/**
 * A fresh page that records console errors, page errors and failed requests; `storage` is
 * put in localStorage before the page's own scripts run.
 * @param {{width: number, height: number}} viewport
 * @param {Record<string, string>} [storage]
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
async function open(viewport, storage = {}, options = {}) {
  // An English browser: these tests read the English strings (the i18n-*.e2e tests cover es and ja).
  const context = await env.browser.newContext({ viewport, locale: 'en-US', reducedMotion: 'no-preference', ...options });
  await context.addInitScript((items) => {
    // Only on the first load, so a reload sees what the page itself saved.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, problems };
}

/** @param {import('playwright-core').Page} page @param {string} query */
async function load(page, query) {
  await page.goto(`${env.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** A saved match as the page stores it (no round card open). @param {object} position */
const saved = (position) => JSON.stringify({ v: 2, position: JSON.stringify(position), log: [], card: false });

/** What the page's board shows: seeds and controller of each hole, the stores, the lit holes. */
async function boardOf(/** @type {import('playwright-core').Page} */ page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('.sy-board [data-hole]')]
      .sort((a, b) => Number(a.getAttribute('data-hole')) - Number(b.getAttribute('data-hole')));
    return {
      pits: holes.map((el) => Number(el.getAttribute('data-count'))),
      owner: holes.map((el) => Number(el.getAttribute('data-owner'))),
      sons: holes.filter((el) => el.getAttribute('data-son') === 'true').map((el) => Number(el.getAttribute('data-hole'))),
      legal: holes.filter((el) => el.getAttribute('data-legal') === 'true').map((el) => Number(el.getAttribute('data-hole'))),
      stores: [0, 1].map((p) => Number(document.querySelector(`.sy-board [data-store="${p}"]`)?.getAttribute('data-count'))),
      pebbles: holes.map((el) => el.querySelectorAll('.sy-heap use:not([display="none"])').length),
      hand: Number(document.querySelector('.sy-hand')?.getAttribute('data-seeds') ?? 0),
    };
  });
}

/**
 * The page shows exactly the engine's state.
 * @param {import('playwright-core').Page} page
 * @param {SanyaoState} s the engine's state
 */
async function assertBoard(page, s) {
  const shown = await boardOf(page);
  assert.deepEqual(shown.pits, s.position.pits, 'seeds in each hole');
  assert.deepEqual(shown.owner, s.position.owner, 'who controls each hole');
  assert.deepEqual(shown.sons, s.sons, 'son holes');
  assert.deepEqual(shown.stores, s.position.stores, 'stores');
  assert.deepEqual(shown.legal, s.status === 'to_move' ? s.legalMoves : [], 'lit holes are the legal moves');
  assert.deepEqual(shown.pebbles, s.position.pits.map((n) => Math.min(n, 44)), 'one pebble drawn per seed');
}

/** @param {import('playwright-core').Page} page @param {number} width */
async function assertFits(page, width) {
  const over = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  assert.ok(over <= width, `page is ${over}px wide at ${width}px`);
}

/** @param {import('playwright-core').Page} page */
const waitIdle = (page) => page.waitForSelector('#sy-game[data-animating="false"]', { timeout: 30000 });

/** @param {{width: number}} viewport */
const prefix = (viewport) => (viewport.width < 500 ? 'phone-360' : 'desktop-1280');

test('every round-end reason and speed has San Yao words; refusals of a hole name the hole', async () => {
  // Every error kind has its words (tests/i18n.test.mjs); these are San Yao's own.
  const { default: en } = await import('../www/i18n/en.js');
  const keys = [
    ...['hole_out_of_range', 'not_your_hole', 'empty_hole'].map((k) => `sy.error.${k}`),
    ...['fewer_than_two_seeds', 'repetition', 'no_moves'].map((r) => `sy.reason.${r}`),
    ...['slow', 'normal', 'fast', 'instant'].map((s) => `sy.speed.${s}`),
  ];
  assert.deepEqual(keys.filter((k) => !(k in en)), []);
  for (const k of ['hole_out_of_range', 'not_your_hole', 'empty_hole']) assert.match(en[`sy.error.${k}`], /\{n\}/, k);
  assert.equal(en['error.endless'], 'Sowing from this hole would never end, so it is not allowed.');
});

test('on a phone, a refused tap’s reason shows on the screen the visitor tapped on', async () => {
  // A 390x844 phone against the computer: the versus line and the scores push the panel down,
  // and the reason used to come after the scores and the speed, off the screen.
  const { context, page, problems } = await open({ width: 390, height: 844 }, {}, { hasTouch: true, isMobile: true });
  await load(page, `?game=sanyao&vs=computer&level=easy&side=south&seed=${SEED}`);
  await page.waitForFunction(() => document.querySelector('.sy-board [data-legal="true"]') !== null);
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.locator('[data-hole="9"]').boundingBox();
  assert.ok(box, 'North’s hole 9 is drawn');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.locator('#sy-notice .why-text').waitFor();
  const shown = await page.evaluate(() => {
    const r = document.querySelector('#sy-notice .why-text')?.getBoundingClientRect();
    return r && { top: Math.round(r.top), bottom: Math.round(r.bottom), screen: window.innerHeight, scrolled: window.scrollY };
  });
  assert.ok(shown && shown.scrolled === 0 && shown.top >= 0 && shown.bottom <= shown.screen, `the reason on the screen: ${JSON.stringify(shown)}`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a move by clicking, sown seed by seed at normal speed, ends on the engine state', async () => {
  const { context, page, problems } = await open(DESKTOP);
  await load(page, `?game=sanyao&vs=people&seed=${SEED}`);
  const engine = new SanyaoGame(SEED);
  /** @type {SanyaoState} */
  let s = engine.state();
  await assertBoard(page, s);
  assert.equal(await page.textContent('#sy-turn-title'), 'South to move');
  assert.match(await page.textContent('#sy-turn-hint') ?? '', /Drawn by lot: South starts/);
  assert.equal(await page.textContent('#sy-round-no'), 'Round 1');
  assert.equal(await page.getAttribute('[data-hole="3"]', 'aria-label'), 'Hole 3, yours: 5 seeds. You may sow from it.');
  assert.equal(await page.getAttribute('[data-hole="7"]', 'aria-label'), 'Hole 7, North’s: 5 seeds');
  assert.equal(await page.getAttribute('[data-store="1"]', 'aria-label'), 'North’s store: 0 seeds');
  assert.equal(await page.isChecked('.sy-speed input[value="normal"]'), true, 'normal speed by default');
  await page.screenshot({ path: `${OUT}/desktop-1280-sanyao-board.png` });

  const hole = s.legalMoves[0];
  const start = Date.now();
  await page.click(`[data-hole="${hole}"]`);
  /** @type {SanyaoMove} */
  const r = engine.play(hole);
  assert.ok(r.events.some((e) => e.type === 'relay'), 'the opening move relays');
  // Mid-sowing: the hand holds seeds and a relay lift is marked as such.
  await page.waitForSelector('.sy-tag.relay', { timeout: 10000 });
  assert.equal(await page.getAttribute('#sy-game', 'data-animating'), 'true');
  assert.equal(await page.isVisible('#sy-skip'), true, 'Skip is offered while sowing');
  assert.match(await page.textContent('#sy-turn-title') ?? '', /South is sowing/);
  const mid = await boardOf(page);
  assert.notDeepEqual(mid.pits, r.state.position.pits, 'the board is still on its way');
  assert.equal(mid.pits.reduce((a, b) => a + b, 0) + mid.stores[0] + mid.stores[1] + mid.hand, 50,
    'seeds are conserved while sowing (the hand included)');
  await page.screenshot({ path: `${OUT}/desktop-1280-sanyao-relay.png` });
  await waitIdle(page);
  const drops = r.events.filter((e) => e.type === 'drop').length;
  assert.ok(Date.now() - start > drops * 50, `sowing ${drops} seeds took ${Date.now() - start} ms, so it was animated`);
  s = r.state;
  await assertBoard(page, s);
  assert.equal(await page.textContent('#sy-turn-title'), 'North to move');
  const relays = r.events.filter((e) => e.type === 'relay').length;
  assert.equal(await page.textContent('#sy-log li:last-child'),
    `South sowed from hole ${hole} and captured ${r.captured} (${relays} relay${relays === 1 ? '' : 's'})`);
  const scores = await page.$$eval('.sy-score .sy-score-n', (els) => els.map((el) => Number(el.textContent)));
  assert.deepEqual(scores.slice(0, 1).concat(scores.slice(2, 3)), [s.position.stores[1], s.position.stores[0]], 'store counts in the panel');

  // Skip: a second move finishes at once.
  const next = s.legalMoves[0];
  await page.click(`[data-hole="${next}"]`);
  await page.click('#sy-skip');
  await waitIdle(page);
  s = engine.play(next).state;
  await assertBoard(page, s);
  assert.equal(await page.locator('.sy-board .sy-origin').count(), 1, 'a skip keeps the relay tag for the next move');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('keyboard: an endless hole is refused with the reason, a legal one sows; the match survives a reload', async () => {
  const { context, page, problems } = await open(DESKTOP, { [STORAGE_KEY]: saved(ENDLESS), [SPEED_KEY]: '"instant"' });
  await load(page, '?game=sanyao&vs=people');
  assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/);
  const engine = new SanyaoGame(null);
  /** @type {SanyaoState} */
  let s = engine.importPosition(JSON.stringify(ENDLESS));
  assert.ok(!s.legalMoves.includes(1) && s.position.pits[1] > 0, 'hole 1 holds seeds but is not legal');
  await assertBoard(page, s);

  // Tab reaches a lit hole; arrows walk to hole 1; Enter asks to sow from it.
  for (let i = 0; i < 15 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-legal'))); i++) await page.keyboard.press('Tab');
  const focused = () => page.evaluate(() => Number(document.activeElement?.getAttribute('data-hole')));
  assert.equal(await focused(), s.legalMoves[0], 'Tab stops at the first lit hole');
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement?.querySelector('.sy-focus') ?? document.body).opacity);
  assert.equal(ring, '1', 'the focused hole shows its focus ring');
  while ((await focused()) !== 1) await page.keyboard.press('ArrowRight');
  assert.equal(await page.getAttribute('[data-hole="1"]', 'aria-disabled'), 'true');
  await page.keyboard.press('Enter');
  // A hole that is not lit is explained: the engine's reason and its rule's row.
  await page.locator('#sy-notice .why-text').waitFor();
  assert.equal(await page.textContent('#sy-notice .why-text'), 'Sowing from that hole would relay around the board forever, so this board does not allow it.');
  assert.match(await page.getAttribute('#sy-notice a.why-rule', 'href') ?? '', /\/www\/rules\/sanyao\.en\.html#gap-endless-sowing$/);
  await assertBoard(page, s);
  await page.screenshot({ path: `${OUT}/desktop-1280-sanyao-endless.png` });

  // Space on a lit hole sows from it.
  await page.keyboard.press('ArrowRight');
  const hole = await focused();
  assert.ok(s.legalMoves.includes(hole));
  await page.keyboard.press('Space');
  await waitIdle(page);
  s = engine.play(hole).state;
  await assertBoard(page, s);
  assert.equal(await page.isHidden('#sy-notice'), true, 'the refusal is gone after a move');

  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await assertBoard(page, s);
  assert.equal(await page.locator('#sy-log li').count(), 1, 'the log survives the reload');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`${prefix(viewport)}: a round played to its end shows the engine's summary; the next round has its son`, async () => {
    const touch = viewport === PHONE ? { hasTouch: true, isMobile: true } : {};
    // A relay at fast speed first, for the screenshot; the rest of the round at instant speed.
    const { context, page, problems } = await open(viewport, { [SPEED_KEY]: '"fast"' }, touch);
    await load(page, `?game=sanyao&vs=people&seed=${SEED}`);
    await assertFits(page, viewport.width);
    await page.screenshot({ path: `${OUT}/${prefix(viewport)}-sanyao-board.png` });
    const engine = new SanyaoGame(SEED);
    /** @type {SanyaoState} */
    let s = engine.state();
    /** @type {SanyaoMove} */
    let r;
    let moves = 0;
    for (;;) {
      const hole = s.legalMoves[0];
      if (viewport === PHONE) await page.tap(`[data-hole="${hole}"]`);
      else await page.click(`[data-hole="${hole}"]`);
      if (moves === 0) {
        await page.waitForSelector('.sy-tag.relay', { timeout: 10000 });
        // The desktop's relay screenshot comes from the normal-speed test.
        if (viewport === PHONE) await page.screenshot({ path: `${OUT}/phone-360-sanyao-relay.png` });
        await waitIdle(page);
        await page.click('.sy-speed-option:has(input[value="instant"])');
      }
      r = engine.play(hole);
      s = r.state;
      moves += 1;
      if (r.roundEnd) break;
      await waitIdle(page);
      assert.equal(await page.getAttribute('#sy-game', 'data-status'), 'to_move');
    }
    const end = r.roundEnd;
    const loan = end.loan;
    assert.ok(end.winner !== null && end.sons.length > 0 && loan, 'the fixed sequence ends in a won round with a son and a loan');
    const winner = end.winner === 0 ? 'South' : 'North';
    const loser = end.winner === 0 ? 'North' : 'South';
    const next = end.nextStarter === 0 ? 'South' : 'North';
    /** The round card says what the engine's summary says. */
    const assertCard = async () => {
      await page.waitForSelector('#sy-round:not([hidden])');
      assert.equal(await page.textContent('#sy-round-title'), `Round ${end.round} is over`);
      assert.match(await page.textContent('#sy-round-reason') ?? '', /Fewer than two seeds were left on the board/);
      const totals = await page.$$eval('#sy-round-totals .sy-total',
        (els) => els.map((el) => [el.getAttribute('data-player'), Number(el.querySelector('.sy-total-n')?.textContent)]));
      assert.deepEqual(totals, [['1', end.totals[1]], ['0', end.totals[0]]], 'North and South totals');
      assert.equal(await page.textContent('#sy-round-winner'), `${winner} wins the round, ${Math.max(...end.totals)} to ${Math.min(...end.totals)}.`);
      const sons = end.sons.length === 1 ? `1 son: hole ${end.sons[0]}`
        : `${end.sons.length} sons: holes ${end.sons.slice(0, -1).join(', ')} and ${end.sons.at(-1)}`;
      assert.equal(await page.textContent('#sy-round-lines .sons'),
        `${winner} conquers ${sons}, filled with its seeds and sown by ${winner} next round.`);
      assert.equal(await page.textContent('#sy-round-lines .loan'),
        `${winner} lends ${loan.seeds} seed${loan.seeds === 1 ? '' : 's'} to complete ${loser}’s hole ${loan.hole}.`);
      assert.equal(await page.textContent('#sy-round-lines .next'), `${next} starts round ${end.round + 1}.`);
      assert.equal(await page.textContent('#sy-round-next'), `Start round ${end.round + 1}`);
    };
    await assertCard();
    await assertFits(page, viewport.width);
    await page.screenshot({ path: `${OUT}/${prefix(viewport)}-sanyao-round-summary.png` });
    // Left with the card open, the seeded match comes back (replayed) with the card open.
    await load(page, `?game=sanyao&vs=people&seed=${SEED}`);
    assert.match(await page.textContent('#sy-notices') ?? '', /match in progress was restored/);
    await assertCard();

    // Behind the card the board already holds the next round, the son marked for its conqueror.
    await page.click('#sy-round-next');
    await assertBoard(page, s);
    const son = end.sons[0];
    assert.equal(await page.getAttribute(`[data-hole="${son}"]`, 'aria-label'),
      `Hole ${son}, son of ${winner}, yours: 5 seeds. You may sow from it.`);
    assert.equal(await page.isVisible(`[data-hole="${son}"] .sy-flag`), true, 'the son carries its plate');
    assert.equal(await page.textContent(`[data-hole="${son}"] .sy-son-caption`), `${winner}’s son`);
    assert.equal(await page.textContent('#sy-round-no'), `Round ${end.round + 1}`);
    assert.equal(await page.textContent('#sy-turn-title'), `${next} to move`);
    await page.waitForTimeout(300); // the lit holes fade in
    await page.screenshot({ path: `${OUT}/${prefix(viewport)}-sanyao-son.png` });
    assert.deepEqual(problems, []);
    engine.free();
    await context.close();
  });

  test(`${prefix(viewport)}: the last move of a match ends on the match screen`, async () => {
    // The phone shows the last move at once; the desktop sows it.
    const speed = viewport === PHONE ? '"instant"' : '"fast"';
    const { context, page, problems } = await open(viewport, { [STORAGE_KEY]: saved(NEAR_END), [SPEED_KEY]: speed });
    await load(page, '?game=sanyao&vs=people');
    const engine = new SanyaoGame(null);
    /** @type {SanyaoState} */
    let s = engine.importPosition(JSON.stringify(NEAR_END));
    await assertBoard(page, s);
    assert.equal(await page.textContent('#sy-round-no'), 'Round 41');
    await page.click('[data-hole="7"]');
    await waitIdle(page);
    s = engine.play(7).state;
    await page.waitForSelector('#sy-match:not([hidden])');
    assert.equal(await page.textContent('#sy-match-title'), 'North wins the match!');
    assert.match(await page.textContent('#sy-match-text') ?? '', /South has only 3 seeds left/);
    await assertFits(page, viewport.width);
    await page.screenshot({ path: `${OUT}/${prefix(viewport)}-sanyao-match-end.png` });
    await page.click('#sy-match-close');
    await assertBoard(page, s);
    assert.equal(await page.textContent('#sy-turn-title'), 'North has won');
    assert.equal(await page.isVisible('#sy-again'), true);
    await page.click('#sy-again');
    assert.deepEqual((await boardOf(page)).pits, Array(10).fill(5), 'a new match starts');
    assert.equal(await page.textContent('#sy-round-no'), 'Round 1');
    assert.deepEqual(problems, []);
    engine.free();
    await context.close();
  });
}

test('untrusted input: a bad seed and broken saved matches fall back to a fresh match; reduced motion sows at once', async () => {
  const { context, page, problems } = await open(PHONE, {}, { reducedMotion: 'reduce' });
  await load(page, '?game=sanyao&vs=people&seed=12abc');
  assert.match(await page.textContent('#sy-notices') ?? '', /seed “12abc” is not a whole number/);
  assert.match(await page.textContent('#sy-seed-note') ?? '', /drawn at random/);
  // Reduced motion: the speed is instant whatever is stored, and a move lands at once.
  assert.equal(await page.isVisible('.sy-speed-note'), true);
  assert.equal(await page.isChecked('.sy-speed input[value="instant"]'), true);
  await page.click('.sy-hole[data-legal="true"]');
  assert.equal(await page.getAttribute('#sy-game', 'data-animating'), 'false');
  assert.equal(await page.locator('#sy-log li').count(), 1);
  const fresh = new SanyaoGame(null).state();
  for (const value of [
    saved({ ...ENDLESS, pits: ENDLESS.pits.with(0, 40) }),
    saved({ ...ENDLESS, owner: ENDLESS.owner.with(2, 7) }),
    JSON.stringify({ v: 1, position: '{"pits":[', log: [{ k: 'move', p: 9 }], summary: { round: 'x' } }),
    'not json',
  ]) {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [STORAGE_KEY, value]);
    await load(page, '?game=sanyao&vs=people');
    const shown = await boardOf(page);
    assert.deepEqual(shown.pits, fresh.position.pits, 'a fresh match starts');
    assert.equal(await page.locator('#sy-log li').count(), 0);
  }
  // The chooser links to the game.
  await page.goto(env.url);
  await page.waitForSelector('#chooser:not([hidden])');
  assert.equal(await page.getAttribute('[data-game-link="sanyao"]', 'href'), '?game=sanyao');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a saved match: the round card comes back from the engine’s last round, which the engine checks', async () => {
  const { context, page, problems } = await open(DESKTOP, { [SPEED_KEY]: '"instant"' });
  // Round 1 of seed 2 played in Node: the position at the start of round 2 carries its summary.
  const engine = new SanyaoGame(SEED);
  let s = engine.state();
  while (!s.lastRound) s = engine.play(s.legalMoves[0]).state;
  const position = JSON.parse(engine.exportPosition());
  engine.free();
  assert.deepEqual(position.last, { reason: s.lastRound.reason, totals: s.lastRound.totals }, 'the export carries the last round');
  const log = [{ k: 'round', n: 1, s: s.lastRound.totals[0], o: s.lastRound.totals[1] }];
  /** @param {unknown} value */
  const loadSaved = async (value) => {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [STORAGE_KEY, JSON.stringify(value)]);
    await load(page, '?game=sanyao&vs=people');
  };
  const cardShown = () => page.isVisible('#sy-round');
  await page.goto(env.url);

  // The card was open: it is drawn again from the state, and the board is round 2's.
  await loadSaved({ v: 2, position: JSON.stringify(position), log, card: true });
  assert.equal(await cardShown(), true);
  assert.equal(await page.textContent('#sy-round-title'), 'Round 1 is over');
  assert.equal(await page.textContent('#sy-round-winner'), 'South wins the round, 31 to 19.');
  await page.click('#sy-round-next');
  await assertBoard(page, s);
  // The panel's totals are the engine's, as things stand in round 2.
  const totals = await page.$$eval('.sy-score', (rows) => rows.map((r) => [r.getAttribute('data-player'), Number(r.querySelectorAll('.sy-score-n')[1]?.textContent)]));
  assert.deepEqual(Object.fromEntries(totals), { 0: s.totals[0], 1: s.totals[1] });

  // The card had been closed: the same position, no card.
  await loadSaved({ v: 2, position: JSON.stringify(position), log, card: false });
  assert.equal(await cardShown(), false);
  await assertBoard(page, s);

  // A position without its last round has no card to show, whatever the flag says.
  const { last: _last, ...bare } = position;
  await loadSaved({ v: 2, position: JSON.stringify(bare), log, card: true });
  assert.equal(await cardShown(), false);
  await assertBoard(page, s);

  // A save from before (v1: the summary kept beside the position) comes back without its card.
  await loadSaved({ v: 1, position: JSON.stringify(bare), log, summary: { ...s.lastRound, next_starter: 0, match_winner: null } });
  assert.equal(await cardShown(), false);
  await assertBoard(page, s);
  assert.equal(await page.locator('#sy-log li').count(), 1, 'its log comes back');

  // A last round that does not lead to this position (35 to 15 would give South a seventh hole):
  // the engine refuses it, and a fresh match starts.
  await loadSaved({ v: 2, position: JSON.stringify({ ...position, last: { ...position.last, totals: [35, 15] } }), log, card: true });
  assert.equal(await cardShown(), false);
  assert.deepEqual((await boardOf(page)).pits, Array(10).fill(5));
  assert.equal(await page.textContent('#sy-round-no'), 'Round 1');
  assert.equal(await page.locator('#sy-log li').count(), 0);
  assert.doesNotMatch(await page.textContent('#sy-notices') ?? '', /restored/);
  assert.deepEqual(problems, []);
  await context.close();
});

// The move log scrolls under a clear edge: with a line half scrolled away at the top, a rule
// (a visible border) lies between the heading and the list, at least 8 px below the heading,
// so the cut line never reads as running into the heading.
test('the move log scrolls under a clear edge below its heading', async () => {
  const engine = new SanyaoGame(SEED);
  const log = [];
  let s = engine.state();
  for (let i = 0; i < 30; i++) {
    const r = engine.play(s.legalMoves[0]);
    log.push({ k: 'move', p: i % 2, h: i % 10, r: 0, c: 0 });
    if (r.roundEnd) break;
    s = r.state;
  }
  const position = JSON.parse(engine.exportPosition());
  engine.free();
  const { context, page, problems } = await open(PHONE, { [STORAGE_KEY]: JSON.stringify({ v: 2, position: JSON.stringify(position), log, card: false }) });
  await load(page, '?game=sanyao&vs=people');
  const seen = await page.evaluate(() => {
    const list = /** @type {HTMLElement} */ (document.getElementById('sy-log'));
    const heading = /** @type {HTMLElement} */ (document.getElementById('sy-log-title'));
    list.scrollIntoView({ block: 'center' });
    list.scrollTop = 0;
    const line = /** @type {HTMLElement} */ (list.children[5]);
    const edge = () => list.getBoundingClientRect().top + list.clientTop;
    list.scrollTop = line.getBoundingClientRect().top - edge() + line.offsetHeight / 2;
    const style = getComputedStyle(list);
    const cut = line.getBoundingClientRect();
    return {
      lines: list.children.length,
      halfway: cut.top < edge() && cut.bottom > edge(),
      room: edge() - heading.getBoundingClientRect().bottom,
      border: parseFloat(style.borderTopWidth),
      colour: style.borderTopColor,
    };
  });
  assert.equal(seen.lines, log.length);
  assert.ok(seen.halfway, 'a line is half scrolled away');
  assert.ok(seen.room >= 8, `room between the heading and the list's edge: ${seen.room}`);
  assert.ok(seen.border >= 1 && !/^rgba\(0, 0, 0, 0\)$|, 0\)$/.test(seen.colour), `a visible rule at the list's top edge: ${seen.border}px ${seen.colour}`);
  await page.locator('.log-card').screenshot({ path: `${OUT}/sy-log-scrolled.png` });
  assert.deepEqual(problems, []);
  await context.close();
});
