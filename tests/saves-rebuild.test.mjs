// @ts-check
// A save rebuilds the game from its record's calls (www/<game>/rebuild.js) into a fresh handle
// of the page's engine that stands exactly where the saved one stood (position, roll, steps
// taken), writes the same record, and for a seeded game rolls the same next dice: seeded or not,
// every Ssangnyuk rule set, from the opening, a restored position or an opened record.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as page from './support/engine.mjs';
import * as records from './support/engine-records.mjs';
import { trackSsangnyuk, trackSanyao, callsOf, recordStart } from '../www/records/calls.js';
import { writeRecord } from '../www/records/write.js';
import { rebuildSsangnyuk } from '../www/ssangnyuk/rebuild.js';
import { rebuildSanyao } from '../www/sanyao/rebuild.js';

const pkg = /** @type {import('../www/records/load.js').RecordsPackage} */ (/** @type {unknown} */ (records));
/** @typedef {import('../www/pkg/madang_wasm.js').SsangnyukGame} SsangnyukGame */
/** @typedef {import('../www/pkg/madang_wasm.js').SanyaoGame} SanyaoGame */

/**
 * Plays `turns` turns with the random player, then rolls and takes one step of the next.
 * @param {SsangnyukGame} game @param {number} turns
 */
function playSsangnyuk(game, turns) {
  const bot = new page.SsangnyukBot('random', '5');
  let s = game.state();
  while (s.phase === 'jaengdu') s = game.throwJaengdu();
  for (let t = 0; t <= turns && s.phase !== 'over'; t++) {
    if (s.phase === 'roll') s = game.roll();
    if (s.phase !== 'move' || !s.roll) continue;
    const play = bot.choose(game.exportPosition(), s.roll.dice[0], s.roll.dice[1]);
    const steps = play?.steps ?? [];
    if (t === turns) {
      if (steps[0]) game.takeStep(steps[0]);
      break;
    }
    for (const step of steps) s = game.takeStep(step);
    s = game.finishTurn();
  }
  bot.free();
}

/** @param {SanyaoGame} game @param {number} moves */
function playSanyao(game, moves) {
  for (let i = 0; i < moves; i++) {
    const s = game.state();
    if (s.status === 'match_over') return;
    if (s.legalMoves.length === 0) game.advance();
    else game.play(s.legalMoves[(i * 7) % s.legalMoves.length]);
  }
}

/** The state but its event list (the save's log gives back what a rebuilt handle lacks). @param {any} s */
const withoutEvents = (s) => ({ ...s, record: null });

/**
 * Rebuilds `game` from its calls and checks it stands where `game` does, writes its record, and
 * (seeded) rolls the same next dice.
 * @param {SsangnyukGame} game @param {string} what
 */
async function sameSsangnyuk(game, what) {
  const book = /** @type {import('../www/records/calls.js').Calls} */ (callsOf(game));
  const rebuilt = trackSsangnyuk(rebuildSsangnyuk(book), book.seed, book.rules, [...book.calls]);
  assert.equal(rebuilt.exportPosition(), game.exportPosition(), what);
  assert.deepEqual(withoutEvents(rebuilt.state()), withoutEvents(game.state()), what);
  assert.equal(await writeRecord(rebuilt, {}, pkg), await writeRecord(game, {}, pkg), `${what}: the same record`);
  return rebuilt;
}

test('Ssangnyuk: every rule set, seeded or not, mid-turn, rebuilds to the same game and record', async () => {
  for (const rules of /** @type {const} */ (['seed', 'cap6', 'doubles_four', 'strict_bear_off', 'touch_down', 'backgammon'])) {
    for (const seed of ['450', null]) {
      const game = trackSsangnyuk(new page.SsangnyukGame(rules, seed), seed, rules);
      playSsangnyuk(game, 9);
      const rebuilt = await sameSsangnyuk(game, `${rules} ${seed}`);
      if (seed !== null) {
        // The next turn's dice: the seed's, as without the rebuild.
        for (const g of [game, rebuilt]) {
          let s = g.state();
          while (s.steps.length > 0) s = g.takeStep(s.steps[0]);
          g.finishTurn();
        }
        assert.deepEqual(rebuilt.roll().roll?.dice, game.roll().roll?.dice, `${rules}: the seed's next dice`);
      }
      game.free();
      rebuilt.free();
    }
  }
});

test('Ssangnyuk: a game restored from a position, or opened from a record, rebuilds from there', async () => {
  const { openSsangnyuk } = await import('../www/records/open.js');
  const restored = trackSsangnyuk(new page.SsangnyukGame('cap6', null), null, 'cap6');
  const source = new page.SsangnyukGame('cap6', null);
  playSsangnyuk(source, 5);
  restored.importPosition(source.exportPosition());
  playSsangnyuk(restored, 4);
  (await sameSsangnyuk(restored, 'from a position')).free();
  for (const seed of ['13', null]) {
    const recorded = new records.SsangnyukGame('seed', seed);
    playSsangnyuk(/** @type {any} */ (recorded), 6);
    const opened = await openSsangnyuk(recorded.exportRecord(null));
    const game = trackSsangnyuk(opened.handle, null, null, [recordStart(opened.handle, opened.text)]);
    playSsangnyuk(game, 3);
    const rebuilt = await sameSsangnyuk(game, `opened, seed ${seed}`);
    if (seed !== null) {
      for (const g of [game, rebuilt]) {
        let s = g.state();
        while (s.steps.length > 0) s = g.takeStep(s.steps[0]);
        g.finishTurn();
      }
      assert.deepEqual(rebuilt.roll().roll?.dice, game.roll().roll?.dice, 'an opened seeded record\'s dice go on');
    }
  }
});

test('San Yao: seeded or not, restored or opened, a match rebuilds to the same match, log and record', async () => {
  const { openSanyao } = await import('../www/records/open.js');
  for (const seed of ['6', null]) {
    const game = trackSanyao(new page.SanyaoGame(seed), seed);
    playSanyao(game, 70);
    const book = /** @type {import('../www/records/calls.js').Calls} */ (callsOf(game));
    const { handle, entries } = rebuildSanyao(book);
    assert.equal(handle.exportPosition(), game.exportPosition());
    assert.deepEqual(handle.state(), game.state());
    assert.ok(entries.length >= 70, 'a log entry for every move');
    const rebuilt = trackSanyao(handle, book.seed, [...book.calls]);
    assert.equal(await writeRecord(rebuilt, {}, pkg), await writeRecord(game, {}, pkg));
  }
  const recorded = new records.SanyaoGame(null);
  playSanyao(/** @type {any} */ (recorded), 40);
  const opened = await openSanyao(recorded.exportRecord(null));
  const game = trackSanyao(opened.handle, null, [recordStart(opened.handle, opened.text)]);
  playSanyao(game, 20);
  const book = /** @type {import('../www/records/calls.js').Calls} */ (callsOf(game));
  const rebuilt = trackSanyao(rebuildSanyao(book).handle, null, [...book.calls]);
  assert.equal(rebuilt.exportPosition(), game.exportPosition());
  assert.equal(await writeRecord(rebuilt, {}, pkg), await writeRecord(game, {}, pkg));
});

test('calls that do not replay are refused', () => {
  assert.throws(() => rebuildSsangnyuk({ seed: '450', rules: 'seed', calls: [{ j: [1, 2] }] }), /jaengdu/);
  assert.throws(() => rebuildSsangnyuk({ seed: null, rules: 'seed', calls: [{ j: [5, 2] }, { s: { from: 1, to: 9, dice: [6] } }] }));
  assert.throws(() => rebuildSanyao({ seed: null, calls: [{ d: 0 }, 12] }));
  assert.throws(() => rebuildSanyao({ seed: null, calls: [3] }), /not a start/);
});
