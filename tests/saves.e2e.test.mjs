// End-to-end: nothing is lost on reload. A seeded game is saved by what replays it, so after a
// reload it stands where it stood and its next dice (San Yao: its moves) are those of the same
// seed's game that never reloaded, which the engine, run here in Node with that seed, plays
// alongside. A seeded game keeps its own slot and leaves the visitor's other saves alone. A
// save that cannot be read is set aside with a notice, its text kept; storage that throws
// never stops play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { useBrowser, openPage } from './support/browser.mjs';
import { SsangnyukGame, SsangnyukBot, SanyaoGame, ssangnyukPlays, seedWhereStarts } from './support/engine.mjs';
import { ssangnyukNext, ssangnyukAct, sanyaoNext } from '../scripts/page-drivers.mjs';

/** @typedef {import('../www/pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('playwright-core').Page} Page */

/**
 * Downloads the game's record through the menu, its date left out (it says when it was written).
 * @param {Page} page @param {'sn' | 'sy'} prefix
 */
async function download(page, prefix) {
  await page.click(`#${prefix}-record`);
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(`#${prefix}-record-download`)]);
  const record = JSON.parse(readFileSync(/** @type {string} */ (await file.path()), 'utf8'));
  delete record.meta?.date;
  return record;
}

// Seed 450 throws a tied jaengdu first (6-6), then Black starts with 6-4.
const SEED = '450';
const SN_SEEDED = `madang.ssangnyuk.seed-${SEED}.seed.people`;
const env = useBrowser();

/** @param {Page} page @param {string} query */
async function load(page, query) {
  await page.goto(`${env.url}index.html${query}`);
  await page.waitForSelector('body[data-ready="true"]');
}

/** @param {Page} page */
async function reload(page) {
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

/** @param {Page} page @param {string} key */
const stored = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/** @param {Page} page */
async function snBoard(page) {
  return page.$$eval('.sn-board .loc', (els) => Object.fromEntries(els.map((el) => [
    el.getAttribute('data-key'), { count: Number(el.getAttribute('data-count')), color: el.getAttribute('data-color') },
  ])));
}

/** The board a position must show. @param {{points: number[], bar: number[], off: number[]}} p */
function snWant(p) {
  /** @type {Record<string, {count: number, color: string | null}>} */
  const out = {};
  p.points.forEach((n, i) => { out[`p${i + 1}`] = { count: Math.abs(n), color: n > 0 ? 'white' : n < 0 ? 'black' : null }; });
  ['white', 'black'].forEach((c, i) => {
    out[`bar-${c}`] = { count: p.bar[i], color: p.bar[i] ? c : null };
    out[`off-${c}`] = { count: p.off[i], color: p.off[i] ? c : null };
  });
  return out;
}

/** @param {Page} page @param {SsangnyukState} s */
async function assertSnBoard(page, s, what = 'the board') {
  assert.deepEqual(await snBoard(page), snWant(s.position), what);
}

/** The dice the turn card shows, highest first, read from its spoken label. @param {Page} page */
async function shownDice(page) {
  return ((await page.getAttribute('#sn-turn-dice', 'aria-label')) ?? '').match(/\d/g)?.map(Number) ?? [];
}

/** The dice a state has left to play, as the card lists them. @param {SsangnyukState} s */
const diceOf = (s) => (s.phase === 'move' && s.roll ? s.roll.toPlay.map((d) => d.value).sort((a, b) => b - a) : []);

/**
 * Takes the first lit step on the page, and in Node the engine step that gives the same board.
 * @param {Page} page @param {SsangnyukGame} engine @param {SsangnyukState} s
 */
async function snStep(page, engine, s) {
  await page.locator('.sn-board [data-role="source"]').first().click();
  await page.locator('.sn-board [data-role="dest"]').first().click();
  const shown = await snBoard(page);
  for (const st of s.steps) {
    const after = engine.takeStep(st);
    if (isDeepStrictEqual(snWant(after.position), shown)) return after;
    engine.undo();
  }
  assert.fail('the page took one of the engine steps');
}

/**
 * Plays the rest of a turn on the page and in Node: roll if due (the page must show the
 * engine's dice), then steps until the roll is used, then finish.
 * @param {Page} page @param {SsangnyukGame} engine @param {SsangnyukState} s
 */
async function snTurn(page, engine, s) {
  if (s.phase === 'roll') {
    await page.click('#sn-roll');
    s = engine.roll();
    if (s.phase !== 'move') return s; // the roll could not be played: a pass
    assert.deepEqual(await shownDice(page), diceOf(s), 'the page rolls the seed\'s dice');
  }
  while (!(s.canFinish && s.steps.length === 0)) s = await snStep(page, engine, s);
  await page.click('#sn-finish');
  s = engine.finishTurn();
  await assertSnBoard(page, s, 'the board after the turn');
  return s;
}

/** Throws the jaengdu on the page and in Node until someone starts. @param {Page} page @param {SsangnyukGame} engine */
async function snJaengdu(page, engine) {
  let s = engine.throwJaengdu();
  await page.click('#sn-jaengdu-throw');
  while (s.phase === 'jaengdu') {
    s = engine.throwJaengdu();
    await page.click('#sn-jaengdu-throw');
  }
  await page.click('#sn-jaengdu-start');
  return s;
}

test('Ssangnyuk: a seeded game reloaded mid-turn continues with the same dice, in its own slot', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(env.url);
  // The visitor's unseeded game in progress, which a seeded game must leave alone.
  const theirs = JSON.stringify({ v: 1, position: new SsangnyukGame(null, null).exportPosition(), dice: null, taken: [], log: [] });
  await page.evaluate((v) => localStorage.setItem('madang.ssangnyuk.people', v), theirs);
  await load(page, `?game=ssangnyuk&vs=people&seed=${SEED}`);
  assert.equal(await page.isVisible('#sn-jaengdu'), true, 'a seeded link opens its own game, not the saved one');

  const engine = new SsangnyukGame('seed', SEED);
  let s = await snJaengdu(page, engine);
  s = await snTurn(page, engine, s);
  // The next turn: rolled, one step taken, and then the page reloads.
  await page.click('#sn-roll');
  s = engine.roll();
  assert.equal(s.phase, 'move', 'the seed gives a playable second roll');
  s = await snStep(page, engine, s);
  const saved = JSON.parse(await stored(page, SN_SEEDED) ?? 'null');
  assert.equal(saved?.format, 'madang-replay/2');
  assert.equal(saved?.seed, SEED);
  assert.deepEqual(saved?.calls?.slice(0, 2), [{ j: [6, 6] }, { j: [4, 6] }], 'the calls from the jaengdu on');

  await reload(page);
  assert.match(await page.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  await assertSnBoard(page, s, 'the board after the reload');
  assert.deepEqual(await shownDice(page), diceOf(s), 'the dice in play after the reload');
  assert.equal(await page.isEnabled('#sn-undo'), true, 'the step taken can still be taken back');
  // Two more turns: every roll is the one the same seed gives without a reload.
  for (let i = 0; i < 2; i++) s = await snTurn(page, engine, s);
  assert.equal(await stored(page, 'madang.ssangnyuk.people'), theirs, 'the unseeded save is untouched');

  // Another seed is another game: it starts afresh and keeps the first one's save.
  await load(page, `?game=ssangnyuk&vs=people&seed=451`);
  assert.equal(await page.isVisible('#sn-jaengdu'), true);
  assert.doesNotMatch(await page.textContent('#sn-notices') ?? '', /restored/);
  assert.ok(await stored(page, SN_SEEDED), 'seed 450\'s game is still saved');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('Ssangnyuk against the computer: a seeded game reloaded mid-game keeps the position and the dice', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await load(page, `?game=ssangnyuk&rules=seed&vs=computer&level=easy&side=white&seed=${SEED}`);
  const engine = new SsangnyukGame('seed', SEED);
  const bot = new SsangnyukBot('easy', SEED);
  let s = await snJaengdu(page, engine);
  assert.equal(s.position.turn, 'black', 'with this seed the computer starts');
  // The computer's first turn, as the same bot plays it in Node.
  const play = bot.choose(engine.exportPosition(), s.roll?.dice[0] ?? 0, s.roll?.dice[1] ?? 0);
  for (const step of play?.steps ?? []) s = engine.takeStep(step);
  s = engine.finishTurn();
  assert.equal(await ssangnyukNext(page, 'white'), 'roll');
  await assertSnBoard(page, s, 'the board after the computer\'s turn');
  // The visitor rolls and moves one checker; the page reloads.
  await page.click('#sn-roll');
  s = engine.roll();
  s = await snStep(page, engine, s);

  await reload(page);
  assert.match(await page.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  assert.match(await page.textContent('#sn-versus') ?? '', /You play White against the computer/, 'still against the computer');
  await assertSnBoard(page, s, 'the board after the reload');
  assert.deepEqual(await shownDice(page), diceOf(s));
  while (!(s.canFinish && s.steps.length === 0)) s = await snStep(page, engine, s);
  await page.click('#sn-finish');
  s = engine.finishTurn();
  // The computer's next turn uses the seed's next dice: its board is one of that roll's plays.
  assert.equal(await ssangnyukNext(page, 'white'), 'roll');
  s = engine.roll();
  const shown = await snBoard(page);
  const dice = s.roll?.dice ?? [0, 0];
  const plays = s.phase === 'move' ? ssangnyukPlays(engine.exportPosition(), dice[0], dice[1]) : [];
  assert.ok(s.phase !== 'move' ? isDeepStrictEqual(shown, snWant(s.position)) : plays.some((p) => isDeepStrictEqual(shown, snWant(p.result))),
    `the computer played the seed's roll ${dice.join('-')}`);
  assert.deepEqual(problems, []);
  bot.free();
  engine.free();
  await context.close();
});

/** @param {Page} page */
async function syBoard(page) {
  return page.evaluate(() => {
    const holes = [...document.querySelectorAll('.sy-board [data-hole]')]
      .sort((a, b) => Number(a.getAttribute('data-hole')) - Number(b.getAttribute('data-hole')));
    return {
      pits: holes.map((el) => Number(el.getAttribute('data-count'))),
      owner: holes.map((el) => Number(el.getAttribute('data-owner'))),
      stores: [0, 1].map((p) => Number(document.querySelector(`.sy-board [data-store="${p}"]`)?.getAttribute('data-count'))),
    };
  });
}

/** @param {{position: {pits: number[], owner: number[], stores: number[]}}} s */
const syWant = (s) => ({ pits: s.position.pits, owner: s.position.owner, stores: s.position.stores });

/** Sows the lowest lit hole on the page and in Node. @param {Page} page @param {SanyaoGame} engine */
async function sySow(page, engine) {
  const next = await sanyaoNext(page);
  assert.ok(typeof next === 'object', 'a hole is lit');
  await page.click(`.sy-board [data-hole="${next.hole}"]`);
  const r = engine.play(next.hole);
  await page.waitForFunction(() => document.getElementById('sy-game')?.dataset.animating === 'false');
  return r.state;
}

test('San Yao: a seeded match reloaded continues from the same draw and moves, and a new seed is a new match', async () => {
  const { context, page, problems } = await openPage(env.browser);
  // North starts under this seed; a match that lost its draw on reload would show South to move.
  const seed = seedWhereStarts(1);
  await load(page, `?game=sanyao&vs=people&seed=${seed}`);
  const engine = new SanyaoGame(seed);
  let s = engine.state();
  for (let i = 0; i < 5; i++) s = await sySow(page, engine);
  const key = `madang.sanyao.seed-${seed}.people`;
  const saved = JSON.parse(await stored(page, key) ?? 'null');
  assert.equal(saved?.format, 'madang-replay/2');
  assert.deepEqual(saved?.calls?.[0], { d: 1 }, 'the starter drawn');
  assert.equal(saved?.calls?.length, 6, 'then the five holes sown');
  const logged = await page.locator('#sy-log li').count();

  await reload(page);
  assert.match(await page.textContent('#sy-notices') ?? '', /Your match in progress was restored/);
  assert.deepEqual(await syBoard(page), syWant(s), 'the board after the reload');
  assert.equal(await page.locator('#sy-log li').count(), logged, 'the log is rebuilt from the replay');
  // The same match saved by the earlier format (its holes only) still comes back.
  const old = { format: 'madang-replay/1', game: 'sanyao', seed, mode: null, actions: saved.calls.slice(1), position: saved.position, card: false };
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(old)]);
  await reload(page);
  assert.deepEqual(await syBoard(page), syWant(s), 'the board after a madang-replay/1 save');
  assert.equal(await page.locator('#sy-log li').count(), logged, 'the log rebuilt from that replay');
  for (let i = 0; i < 3; i++) s = await sySow(page, engine);
  assert.deepEqual(await syBoard(page), syWant(s), 'the board three moves later');

  const other = seedWhereStarts(0);
  await load(page, `?game=sanyao&vs=people&seed=${other}`);
  assert.deepEqual(await syBoard(page), syWant(new SanyaoGame(other).state()), 'the other seed\'s opening');
  assert.doesNotMatch(await page.textContent('#sy-notices') ?? '', /restored/);
  assert.ok(await stored(page, key), 'the first seed\'s match is still saved');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});

test('a save that cannot be read is set aside with a notice, its text kept, and a fresh game starts', async () => {
  const { context, page, problems } = await openPage(env.browser);
  await page.goto(env.url);
  const syKey = 'madang.sanyao.seed-7.people';
  /** @type {Record<string, string>} */
  const cases = {
    // Not JSON at all, in the unseeded game's slot.
    'madang.ssangnyuk.people': '{"v":1,"position":"{\\"points\\":[',
    // A replay the engine refuses: hole 12 does not exist.
    [syKey]: JSON.stringify({ format: 'madang-replay/1', game: 'sanyao', seed: '7', mode: null, actions: [12], position: '{}', card: false }),
    // Calls that do not replay: 'x' is no move.
    'madang.sanyao.people': JSON.stringify({ format: 'madang-replay/2', game: 'sanyao', seed: null, mode: null, calls: [{ d: 0 }, 3, 'x'], position: '{}' }),
    // A format this build does not know.
    [`madang.ssangnyuk.seed-${SEED}.seed.people`]: JSON.stringify({ format: 'madang-replay/9', mode: null }),
  };
  await page.evaluate((items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }, cases);
  /** @type {{key: string, query: string, notices: string, fresh: string | null}[]} */
  const loads = [
    { key: 'madang.ssangnyuk.people', query: '?game=ssangnyuk&vs=people', notices: '#sn-notices', fresh: '#sn-jaengdu' },
    { key: syKey, query: '?game=sanyao&vs=people&seed=7', notices: '#sy-notices', fresh: null },
    { key: 'madang.sanyao.people', query: '?game=sanyao&vs=people', notices: '#sy-notices', fresh: null },
    { key: `madang.ssangnyuk.seed-${SEED}.seed.people`, query: `?game=ssangnyuk&vs=people&seed=${SEED}`, notices: '#sn-notices', fresh: '#sn-jaengdu' },
  ];
  for (const { key, query, notices, fresh } of loads) {
    await load(page, query);
    assert.match(await page.textContent(notices) ?? '', /could not be read.*set aside, not deleted/, key);
    assert.equal(await stored(page, `${key}.unreadable`), cases[key], 'the text is kept as it was');
    assert.equal(await stored(page, key), null, 'the slot is free for the new game');
    if (fresh) assert.equal(await page.isVisible(fresh), true, 'a fresh game starts');
    else assert.deepEqual(await syBoard(page), syWant(new SanyaoGame('7').state()), 'a fresh match (every opening board is the same)');
  }
  // A save set aside is not read again.
  await reload(page);
  assert.doesNotMatch(await page.textContent('#sn-notices') ?? '', /could not be read/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('storage that is full or disabled never stops play', async () => {
  for (const broken of ['full', 'disabled']) {
    const { context, page, problems } = await openPage(env.browser);
    await context.addInitScript((how) => {
      // Full: every write is refused. Disabled (site data blocked): even reaching it throws.
      if (how === 'full') Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };
      else Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('disabled', 'SecurityError'); } });
    }, broken);
    await load(page, `?game=ssangnyuk&vs=people&seed=${SEED}`);
    assert.equal(await page.evaluate(() => {
      try {
        localStorage.setItem('probe', '1');
        return 'writable';
      } catch {
        return 'refused';
      }
    }), 'refused', 'the storage really is broken');
    const engine = new SsangnyukGame('seed', SEED);
    await snTurn(page, engine, await snJaengdu(page, engine));
    await load(page, '?game=sanyao&vs=people&seed=3');
    const match = new SanyaoGame('3');
    for (let i = 0; i < 2; i++) await sySow(page, match);
    assert.deepEqual(await syBoard(page), syWant(match.state()), `San Yao plays on with ${broken} storage`);
    assert.deepEqual(problems, [], `${broken} storage`);
    engine.free();
    match.free();
    await context.close();
  }
});

/**
 * What either side may do next in a Ssangnyuk game for two (the side is read as the card shows it).
 * @param {Page} page
 */
function snNext(page) {
  // The side not to move never settles; its wait is dropped.
  return Promise.race(/** @type {const} */ (['white', 'black']).map((side) => ssangnyukNext(page, side, 10000).catch(() => new Promise(() => {}))));
}

/**
 * Plays on the page from wherever the game stands: `turns` turns finished, then one step.
 * @param {Page} page @param {number} turns
 */
async function snPlay(page, turns) {
  let finished = 0;
  for (;;) {
    const next = /** @type {Awaited<ReturnType<typeof ssangnyukNext>>} */ (await snNext(page));
    assert.notEqual(next, 'over', 'the game is not over yet');
    if (next === 'over') return;
    await ssangnyukAct(page, next);
    if (next === 'finish') finished++;
    if (next === 'step' && finished >= turns) return;
  }
}

/** The page's Ssangnyuk game as a reload must keep it. @param {Page} page */
async function snShown(page) {
  return { board: await snBoard(page), dice: await shownDice(page), log: await page.locator('#sn-log li').count(), record: await download(page, 'sn') };
}

test('Ssangnyuk without a seed: a reload mid-turn keeps the game and its whole record, a game opened from a record too', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=ssangnyuk&vs=people');
  await snPlay(page, 2);
  const saved = JSON.parse(await stored(page, 'madang.ssangnyuk.people') ?? 'null');
  assert.equal(saved?.format, 'madang-replay/2');
  assert.ok(Array.isArray(saved?.calls?.[0]?.j), 'the calls start with the jaengdu');
  const before = await snShown(page);
  assert.ok(before.record.jaengdu.length > 0 && !('start' in before.record), 'the record starts at the opening');
  assert.ok(before.record.turns.length >= 3);

  await reload(page);
  assert.match(await page.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  assert.deepEqual(await snShown(page), before, 'the same board, dice, log and record after the reload');
  assert.equal(await page.isEnabled('#sn-undo'), true, 'the step taken can still be taken back');

  // A game opened from a record goes on from it, and keeps it through a reload.
  await paste(page, JSON.stringify(before.record));
  await snPlay(page, 1);
  const opened = await snShown(page);
  assert.ok(opened.record.turns.length > before.record.turns.length);
  assert.deepEqual(opened.record.turns.slice(0, before.record.turns.length - 1), before.record.turns.slice(0, -1), 'the opened record, then the turns after it');
  await reload(page);
  assert.deepEqual(await snShown(page), opened, 'the opened game after the reload');
  assert.deepEqual(problems, []);
  await context.close();
});

/** Opens `text` through the Record menu's paste box, replacing the game in progress. @param {Page} page @param {string} text */
async function paste(page, text) {
  await page.click('#sn-record');
  await page.click('#sn-record-open');
  await page.fill('#sn-record-text', text);
  await page.click('#sn-record-dialog [data-record="open"]');
  await page.click('#sn-confirm [data-answer="yes"]');
  await page.waitForFunction(() => !document.getElementById('sn-record-dialog')?.hasAttribute('open'));
}

test('San Yao without a seed: a reload keeps the match, its log and its whole record', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=sanyao&vs=people');
  for (let i = 0; i < 6; i++) {
    const next = await sanyaoNext(page);
    assert.ok(typeof next === 'object');
    await page.click(`.sy-board [data-hole="${next.hole}"]`);
  }
  await page.waitForFunction(() => document.getElementById('sy-game')?.dataset.animating === 'false');
  const saved = JSON.parse(await stored(page, 'madang.sanyao.people') ?? 'null');
  assert.equal(saved?.format, 'madang-replay/2');
  assert.deepEqual(saved?.calls?.length, 7, 'the starter drawn, then six holes');
  const shown = async () => ({ board: await syBoard(page), log: await page.locator('#sy-log li').count(), record: await download(page, 'sy') });
  const before = await shown();
  assert.equal(before.record.rounds[0].moves.length, 6);
  await reload(page);
  assert.match(await page.textContent('#sy-notices') ?? '', /Your match in progress was restored/);
  assert.deepEqual(await shown(), before, 'the same board, log and record after the reload');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: reloaded in the middle of the computer\'s turn, the computer finishes that turn with the play it had begun', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  await load(page, '?game=ssangnyuk&vs=computer&level=easy&side=white');
  const key = 'madang.ssangnyuk.computer';
  // The save as it stands once the computer has taken a step of its turn, and not finished it.
  const midTurn = page.waitForFunction((k) => {
    const text = localStorage.getItem(k);
    const save = text ? JSON.parse(text) : null;
    return save && JSON.parse(save.position).turn === 'black' && save.calls.at(-1)?.s ? text : null;
  }, key, { polling: 5, timeout: 60000 });
  const caught = midTurn.then((h) => h.jsonValue());
  for (let done = false; !done;) {
    const next = await Promise.race([caught.then(() => null), ssangnyukNext(page, 'white').catch(() => null)]);
    if (next === null || next === 'over') done = true;
    else await ssangnyukAct(page, next);
  }
  const text = /** @type {string} */ (await caught);
  // The page goes away at that very moment (a reload would let the turn run on while it unloads).
  await page.close();
  const again = await context.newPage();
  await again.goto(env.url);
  await again.evaluate(([k, v]) => localStorage.setItem(k, v), [key, text]);
  await load(again, '?game=ssangnyuk&vs=computer&level=easy&side=white');
  assert.match(await again.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  const save = JSON.parse(text);
  const next = await ssangnyukNext(again, 'white');
  assert.ok(next === 'roll' || next === 'over', 'the computer finished its turn');
  const plays = ssangnyukPlays(save.position, save.dice[0], save.dice[1]);
  const shown = await snBoard(again);
  assert.ok(plays.some((p) => isDeepStrictEqual(shown, snWant(p.result))), 'its board is a legal play of the roll it had');
  // Ssangnyuk's players choose from the position and dice alone: the play it had begun.
  const bot = new SsangnyukBot('easy', null);
  const choice = bot.choose(save.position, save.dice[0], save.dice[1]);
  bot.free();
  assert.deepEqual(shown, snWant(/** @type {NonNullable<typeof choice>} */ (choice).result), 'the play the easy player chooses for it');
  const record = await download(again, 'sn');
  const rolls = save.calls.filter((/** @type {any} */ c) => c.r).length;
  assert.equal(record.turns.length, rolls + 1, 'that turn once in the record (after the jaengdu\'s)');
  assert.deepEqual(record.turns.at(-1).dice.toSorted(), save.dice.toSorted());
  assert.deepEqual(problems, []);
  await context.close();
});

test('a replay that storage will not take falls back to the position: the game still comes back', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  // Storage full for anything as long as a replay save, not for a position save.
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key, value) {
      if (String(value).includes('"format":"madang-replay/2"')) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await load(page, '?game=ssangnyuk&vs=people');
  await snPlay(page, 1);
  const saved = JSON.parse(await stored(page, 'madang.ssangnyuk.people') ?? 'null');
  assert.equal(saved?.v, 1, 'saved by its position');
  const board = await snBoard(page);
  const dice = await shownDice(page);
  await reload(page);
  assert.match(await page.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  assert.deepEqual([await snBoard(page), await shownDice(page)], [board, dice], 'the same board and dice');
  assert.ok('start' in (await download(page, 'sn')), 'its record starts from that position');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: a seeded game saved by the earlier replay (madang-replay/1) comes back with its record from the opening', async () => {
  const { context, page, problems } = await openPage(env.browser, { acceptDownloads: true });
  // The calls of that format, as the page kept them: throws, steps, finishes, rolls.
  const engine = new SsangnyukGame('seed', SEED);
  /** @type {unknown[]} */
  const actions = ['j', 'j'];
  let s = engine.throwJaengdu();
  s = engine.throwJaengdu();
  const take = () => {
    const { from, to, dice } = s.steps[0];
    actions.push({ from, to, dice });
    s = engine.takeStep({ from, to, dice });
  };
  while (s.steps.length > 0) take();
  s = engine.finishTurn();
  actions.push('f', 'r');
  s = engine.roll();
  take();
  const old = { format: 'madang-replay/1', game: 'ssangnyuk', seed: SEED, rules: 'seed', mode: null, actions, position: engine.exportPosition(), dice: s.roll?.dice };
  await page.goto(env.url);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [SN_SEEDED, JSON.stringify(old)]);
  await load(page, `?game=ssangnyuk&vs=people&seed=${SEED}`);
  assert.match(await page.textContent('#sn-notices') ?? '', /Your game in progress was restored/);
  await assertSnBoard(page, s, 'the board of that save');
  const record = await download(page, 'sn');
  assert.equal(record.seed, SEED, 'its record names the seed');
  assert.deepEqual(record.jaengdu, [[6, 6], [4, 6]], 'and starts at the jaengdu');
  // Played on, it is kept in this build's format, and its dice are still the seed's.
  s = await snTurn(page, engine, s);
  s = await snTurn(page, engine, s);
  assert.equal(JSON.parse(await stored(page, SN_SEEDED) ?? 'null')?.format, 'madang-replay/2');
  assert.deepEqual(problems, []);
  engine.free();
  await context.close();
});
