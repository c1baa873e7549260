// End-to-end: Ssangnyuk against the computer in headless Chromium. The visitor's turns are
// clicked; the computer's turns must happen by themselves through its Web Worker, and the
// board must then show what the engine, run here in Node with the same seed and the same bot,
// says. The visitor can take Black, from the chooser's form. An unknown level, or a worker that
// fails, falls back to two players with a notice; a game against the computer is saved apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { slowComputer } from './support/slow-computer.mjs';
import { ssangnyukNext, ssangnyukAct } from '../scripts/page-drivers.mjs';
import { SsangnyukGame, SsangnyukBot, ssangnyukPlays } from './support/engine.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Seed 450 throws a tied jaengdu first, then Black (the computer here) starts with 6-4.
const SEED = '450';
/** How long the worker is made to think per move in the responsiveness test, in ms. */
const THINK = 2500;
/** Where a game against the computer is saved. */
const COMPUTER_KEY = 'madang.ssangnyuk.computer';


const env = useBrowser();

const open = () => openPage(env.browser);

/** @param {import('playwright-core').Page} page */
async function pointsOf(page) {
  return page.$$eval('.sn-board .loc', (els) => Object.fromEntries(els.map((el) => [
    el.getAttribute('data-key'), { count: Number(el.getAttribute('data-count')), color: el.getAttribute('data-color') },
  ])));
}

/** @param {Record<string, {count: number, color: string | null}>} shown @param {{points: number[], bar: number[], off: number[]}} p */
function assertBoard(shown, p) {
  p.points.forEach((n, i) => {
    assert.deepEqual(shown[`p${i + 1}`], { count: Math.abs(n), color: n > 0 ? 'white' : n < 0 ? 'black' : null }, `point ${i + 1}`);
  });
  assert.deepEqual([shown['bar-white'].count, shown['bar-black'].count], p.bar, 'bars');
  assert.deepEqual([shown['off-white'].count, shown['off-black'].count], p.off, 'trays');
}

/** @param {Record<string, {count: number, color: string | null}>} shown @param {{points: number[], bar: number[], off: number[]}} p */
function sameBoard(shown, p) {
  try {
    assertBoard(shown, p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Plays the computer's turn in Node exactly as the page must: roll if due, the bot's steps, finish.
 * @param {SsangnyukGame} engine @param {SsangnyukBot} bot
 * @param {import('../www/pkg/madang_wasm.js').SsangnyukState} s
 */
function computerTurn(engine, bot, s) {
  if (s.phase === 'roll') s = engine.roll();
  if (s.phase !== 'move' || !s.roll) return s; // the roll passed by itself
  const play = bot.choose(engine.exportPosition(), s.roll.dice[0], s.roll.dice[1]);
  assert.ok(play, 'the computer has a play while the game goes on');
  for (const step of play.steps) s = engine.takeStep(step);
  return engine.finishTurn();
}

/** @type {[import('../www/pkg/madang_wasm.js').PresetName, import('../www/pkg/madang_wasm.js').Level][]} */
const MATCHUPS = [['seed', 'easy'], ['backgammon', 'hard']];
for (const [rules, level] of MATCHUPS) {
  test(`against the computer (${rules} rules, ${level}): its turns play by themselves, the visitor clicks theirs`, async () => {
    const { context, page, problems } = await open();
    await page.goto(`${env.url}index.html?game=ssangnyuk&rules=${rules}&vs=computer&level=${level}&side=white&seed=${SEED}`);
    await page.waitForSelector('body[data-ready="true"]');

    const engine = new SsangnyukGame(rules, SEED);
    const bot = new SsangnyukBot(level, SEED);
    let s = engine.throwJaengdu();
    await page.click('#sn-jaengdu-throw');
    while (s.phase === 'jaengdu') {
      s = engine.throwJaengdu();
      await page.click('#sn-jaengdu-throw');
    }
    assert.equal(s.position.turn, 'black', 'with this seed the computer starts');
    await page.click('#sn-jaengdu-start');

    for (let turn = 0; turn < 3; turn++) {
      // The computer's turn, by itself; then the visitor is to roll.
      s = computerTurn(engine, bot, s);
      assert.equal(s.position.turn, 'white');
      await page.waitForFunction(() => document.querySelector('#sn-turn-title')?.textContent === 'White to roll'
        && document.querySelector('#sn-turn')?.getAttribute('data-thinking') === 'false', null, { timeout: 15000 });
      assertBoard(await pointsOf(page), s.position);

      // The visitor's turn: roll, then the first lit destination until the roll is used.
      await page.click('#sn-roll');
      s = engine.roll();
      if (s.phase !== 'move') continue;
      while (!(s.canFinish && s.steps.length === 0)) {
        await page.locator('.sn-board [data-role="source"]').first().click();
        await page.locator('.sn-board [data-role="dest"]').first().click();
        // Whichever step the page took, the Node engine takes the one that gives the same board.
        const shown = await pointsOf(page);
        let next = null;
        for (const st of s.steps) {
          const after = engine.takeStep(st);
          if (sameBoard(shown, after.position)) { next = after; break; }
          engine.undo();
        }
        assert.ok(next, 'the page took one of the engine steps');
        s = next;
      }
      await page.click('#sn-finish');
      s = engine.finishTurn();
      assertBoard(await pointsOf(page), s.position);
    }

    assert.deepEqual(problems, []);
    bot.free();
    engine.free();
    await context.close();
  });
}

test('the page answers while the computer thinks: a language switch is drawn before its move', async () => {
  const { context, page, problems } = await open();
  // The worker is made to think THINK ms a move: were it thinking on the page's thread, the
  // click below would only be handled once it was done.
  await slowComputer(page, ROOT, THINK);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=hard&side=white&seed=${SEED}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#sn-jaengdu-throw');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  // Behind the jaengdu's card the turn is the computer's: the card beside it asks nothing of
  // the visitor (it said "Choose a checker to move.").
  assert.equal(await page.textContent('#sn-turn-hint'), 'The computer (Black) plays next.');
  await page.click('#sn-jaengdu-start');
  await page.waitForSelector('#sn-turn[data-thinking="true"]');
  assert.equal(await page.textContent('#sn-turn-hint'), 'The computer (Black) is thinking…');
  await page.click('#lang-switch a[data-lang="es"]');
  await page.waitForFunction(() => document.documentElement.lang === 'es');
  const now = await page.evaluate(() => ({ thinking: document.getElementById('sn-turn')?.dataset.thinking, hint: document.getElementById('sn-turn-hint')?.textContent }));
  assert.deepEqual(now, { thinking: 'true', hint: 'El ordenador (negras) está pensando…' }, 'reworded while it still thinks');
  // Then it moves, and the visitor (White) is to roll.
  await page.waitForFunction(() => {
    const card = document.getElementById('sn-turn');
    return card?.dataset.computer === 'false' && card.dataset.turn === 'white';
  }, null, { timeout: THINK * 4 + 10000 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('an unknown level: a notice, and a game for two players', async () => {
  const { context, page, problems } = await open();
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=bogus&side=white&seed=${SEED}`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#notices') ?? '', /no computer level called “bogus”.*two players/);
  await page.click('#sn-jaengdu-throw');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  // Black starts; nobody plays it for the visitor: its checkers are lit to move by hand.
  assert.equal(await page.textContent('#sn-turn-title'), 'Black to move');
  assert.equal(await page.getAttribute('#sn-turn', 'data-thinking'), 'false');
  assert.ok(await page.locator('.sn-board [data-role="source"]').count() > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the computer player fails to load: a notice, and the game goes on for two players', async () => {
  const { context, page, problems } = await open();
  await page.route('**/bot-worker.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("no bot")' }));
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white&seed=${SEED}`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#sn-jaengdu-throw');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  await page.locator('#sn-notices', { hasText: /computer player could not start/ }).waitFor();
  // The position is kept: Black still has its opening roll to play, by hand now.
  assert.equal(await page.textContent('#sn-turn-title'), 'Black to move');
  assert.equal(await page.getAttribute('#sn-turn', 'data-thinking'), 'false');
  assert.ok(await page.locator('.sn-board [data-role="source"]').count() > 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the chooser’s form: the computer at easy is preselected; the opponent, level and side go into each game’s link', async () => {
  const { context, page, problems } = await open();
  await page.goto(`${env.url}index.html`);
  await page.waitForSelector('#chooser:not([hidden])');
  const sanyao = page.locator('[data-game-options="sanyao"]');
  // A visitor alone plays the computer, at a gentle level: what a bare link gives too.
  assert.equal(await sanyao.locator('input[value="computer"]').isChecked(), true);
  assert.equal(await sanyao.locator('select[name="level"]').inputValue(), 'easy');
  assert.equal(await sanyao.locator('[data-computer-options]').isVisible(), true);
  assert.equal(await page.getAttribute('[data-game-link="sanyao"]', 'href'), '?game=sanyao');
  await sanyao.locator('input[value="people"]').check();
  assert.equal(await sanyao.locator('[data-computer-options]').isVisible(), false, 'level and side only for the computer');
  assert.equal(await page.getAttribute('[data-game-link="sanyao"]', 'href'), '?game=sanyao&vs=people');
  await sanyao.locator('input[value="computer"]').check();
  await sanyao.locator('select[name="level"]').selectOption('hard');
  await sanyao.locator('select[name="side"]').selectOption('north');
  assert.equal(await page.getAttribute('[data-game-link="sanyao"]', 'href'), '?game=sanyao&vs=computer&level=hard&side=north');
  assert.deepEqual(await sanyao.locator('select[name="side"] option').allTextContents(), ['South', 'North']);

  const ssangnyuk = page.locator('[data-game-options="ssangnyuk"]');
  await ssangnyuk.locator('input[value="computer"]').check();
  await ssangnyuk.locator('select[name="level"]').selectOption('easy');
  await ssangnyuk.locator('select[name="side"]').selectOption('black');
  assert.equal(await page.getAttribute('[data-game-link="ssangnyuk"]', 'href'), '?game=ssangnyuk&vs=computer&level=easy&side=black');
  await ssangnyuk.locator('input[value="people"]').check();
  assert.equal(await page.getAttribute('[data-game-link="ssangnyuk"]', 'href'), '?game=ssangnyuk&vs=people');
  await ssangnyuk.locator('input[value="computer"]').check();

  // Playing Black: the computer plays White's turns, and the visitor is then asked to roll.
  await page.click('[data-game-link="ssangnyuk"]');
  await page.waitForSelector('body[data-ready="true"]');
  // Black's side of the board is drawn nearest: its home (19-24) along the bottom, at the left.
  const box = (/** @type {string} */ key) => page.locator(`.sn-board [data-key="${key}"]`).boundingBox().then((b) => b ?? { x: 0, y: 0 });
  const [p1, p19, p24, offBlack, offWhite] = await Promise.all(['p1', 'p19', 'p24', 'off-black', 'off-white'].map(box));
  assert.ok(p19.y > p1.y && p24.y > p1.y, 'Black’s home below');
  assert.ok(p24.x < p19.x, '24 at the left');
  assert.ok(offBlack.y > offWhite.y, 'Black’s tray below');
  await page.click('#sn-jaengdu-throw');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  for (let turn = 0; turn < 2; turn++) {
    await page.waitForFunction(() => {
      const card = document.getElementById('sn-turn');
      // The jaengdu's winner plays the jaengdu dice at once: Black may start in the move phase.
      return card?.dataset.computer === 'false' && card.dataset.turn === 'black' && ['roll', 'move'].includes(card.dataset.phase ?? '');
    }, null, { timeout: 20000 });
    if (await page.getAttribute('#sn-turn', 'data-phase') === 'roll') {
      assert.equal(await page.textContent('#sn-turn-hint'), 'Your turn: roll the dice.');
      await page.click('#sn-roll');
    }
    while (await page.locator('.sn-board [data-role="source"]').count() > 0) {
      await page.locator('.sn-board [data-role="source"]').first().click();
      await page.locator('.sn-board [data-role="dest"]').first().click();
    }
    if (await page.isVisible('#sn-finish')) await page.click('#sn-finish');
  }
  const log = await page.locator('#sn-log li').allTextContents();
  assert.ok(log.some((line) => /White/.test(line)), `the computer played White (${log.join(' | ')})`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a game against the computer is saved apart from one for two players', async () => {
  const { context, page, problems } = await open();
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white`);
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#sn-jaengdu-throw');
  while (await page.isVisible('#sn-jaengdu-throw')) await page.click('#sn-jaengdu-throw');
  await page.click('#sn-jaengdu-start');
  // Wait for the visitor's first turn, after the computer's opening if it won the jaengdu.
  await page.waitForFunction(() => {
    const card = document.getElementById('sn-turn');
    return card?.dataset.computer === 'false' && card.dataset.turn === 'white' && ['roll', 'move'].includes(card.dataset.phase ?? '');
  }, null, { timeout: 20000 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sn-notices') ?? '', /game in progress was restored/);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=people`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.doesNotMatch(await page.textContent('#sn-notices') ?? '', /restored/);
  assert.equal(await page.isVisible('#sn-jaengdu-throw'), true, 'two players start with their own jaengdu');
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * A page whose storage holds a game against the easy computer (the visitor White) at the start
 * of Black's turn, Black (the computer) to play 6-4 from the opening; put there before the
 * page's first load only, so a reload sees what the page itself saved.
 */
async function openAtComputerTurn() {
  const engine = new SsangnyukGame('seed', SEED);
  let s = engine.throwJaengdu();
  while (s.phase === 'jaengdu') s = engine.throwJaengdu();
  assert.ok(s.roll && s.position.turn === 'black', 'with this seed Black starts');
  const start = { position: engine.exportPosition(), dice: s.roll.dice };
  const saved = JSON.stringify({ v: 1, mode: 'easy/white', ...start, taken: [], log: s.record });
  engine.free();
  const opened = await open();
  await opened.context.addInitScript(([key, value]) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(key, value);
  }, [COMPUTER_KEY, saved]);
  return { ...opened, start };
}

/**
 * Waits until the computer has finished its turn and the visitor (White) is to roll; then the
 * board must show one of the engine's plays of the computer's roll, and the game must still be
 * against the computer.
 * @param {import('playwright-core').Page} page @param {{position: string, dice: number[]}} start
 */
async function assertComputerFinished(page, start) {
  // Waits as long as the other side of the race (a timeout here only means it did not fall back).
  const fellBack = page.locator('#sn-notices', { hasText: /could not start/ }).waitFor({ timeout: 0 })
    .then(() => 'the game fell back to two players', () => new Promise(() => {}));
  assert.equal(await Promise.race([ssangnyukNext(page, 'white'), fellBack]), 'roll', 'the visitor is to roll next');
  const shown = await pointsOf(page);
  const plays = ssangnyukPlays(start.position, start.dice[0], start.dice[1]);
  assert.ok(plays.some((p) => sameBoard(shown, p.result)), 'the board shows a whole play of the computer’s roll');
  assert.doesNotMatch(await page.textContent('#sn-notices') ?? '', /could not start/);
  assert.equal(await page.textContent('#sn-versus'), 'You play White against the computer, easy level.');
  // And the visitor plays on.
  await ssangnyukAct(page, 'roll');
  assert.ok(['step', 'roll'].includes(await ssangnyukNext(page, 'white')), 'the visitor moves (or the roll passed and it is their roll again)');
}

test('a reload after some of the computer’s steps: the computer finishes its turn, then the visitor plays', async () => {
  const { context, page, problems, start } = await openAtComputerTurn();
  // The page reloads itself the moment it has saved the computer's first step; nothing it
  // saves after that moment is kept, so the reload finds the game mid-turn.
  await context.addInitScript((key) => {
    if (sessionStorage.getItem('reloaded')) {
      Reflect.set(window, 'reloadedMidTurn', true);
      return;
    }
    const setItem = Storage.prototype.setItem;
    let leaving = false;
    Storage.prototype.setItem = function (k, v) {
      if (leaving) return;
      setItem.call(this, k, v);
      if (k !== key) return;
      const data = JSON.parse(v);
      // The steps of the turn in progress: the save's last calls (`{s}`, www/records/calls.js).
      const calls = data.calls ?? [];
      const taken = calls.slice(calls.findLastIndex((/** @type {any} */ c) => !c?.s) + 1);
      if (taken.length > 0 && JSON.parse(data.position).turn === 'black') {
        leaving = true;
        setItem.call(sessionStorage, 'reloaded', JSON.stringify(taken));
        location.reload();
      }
    };
  }, COMPUTER_KEY);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white`);
  await page.waitForFunction(() => Reflect.get(window, 'reloadedMidTurn') === true && document.body.dataset.ready === 'true', null, { timeout: 20000 });
  assert.match(await page.textContent('#sn-notices') ?? '', /game in progress was restored/);
  const taken = JSON.parse(await page.evaluate(() => sessionStorage.getItem('reloaded') ?? '[]'));
  assert.ok(taken.length > 0, 'the reload came after a step of the computer');
  await assertComputerFinished(page, start);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a reload while the computer thinks: it thinks again, finishes its turn, then the visitor plays', async () => {
  const { context, page, problems, start } = await openAtComputerTurn();
  await slowComputer(page, ROOT, THINK);
  await page.goto(`${env.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white`);
  await page.waitForSelector('#sn-turn[data-thinking="true"]', { timeout: 20000 });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.match(await page.textContent('#sn-notices') ?? '', /game in progress was restored/);
  await page.waitForSelector('#sn-turn[data-thinking="true"]', { timeout: 20000 });
  await assertComputerFinished(page, start);
  assert.deepEqual(problems, []);
  await context.close();
});
