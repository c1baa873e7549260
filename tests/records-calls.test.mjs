// @ts-check
// A game on the page's engine, tracked call by call (www/records/calls.js), is written as a
// record by the records package (www/records/write.js) that the engine reads back to the very
// same position: unseeded or seeded, from the opening or from a restored position, undos
// included. A seeded game whose dice all came from its seed names that seed, so its dice go on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as page from './support/engine.mjs';
import * as records from './support/engine-records.mjs';
import { trackSsangnyuk, trackSanyao, callsOf } from '../www/records/calls.js';
import { writeRecord } from '../www/records/write.js';

const pkg = /** @type {import('../www/records/load.js').RecordsPackage} */ (/** @type {unknown} */ (records));

/**
 * Plays `turns` Ssangnyuk turns on `game` with the random player, undoing each turn's first
 * step once and taking it again.
 * @param {import('../www/pkg/madang_wasm.js').SsangnyukGame} game @param {number} turns
 * @param {(game: import('../www/pkg/madang_wasm.js').SsangnyukGame) => void} [roll]
 */
function playSsangnyuk(game, turns, roll = (g) => g.roll()) {
  const bot = new page.SsangnyukBot('random', '3');
  let s = game.state();
  while (s.phase === 'jaengdu') s = game.throwJaengdu();
  for (let t = 0; t < turns && s.phase !== 'over'; t++) {
    if (s.phase === 'roll') {
      roll(game);
      s = game.state();
    }
    if (s.phase !== 'move' || !s.roll) continue;
    const play = bot.choose(game.exportPosition(), s.roll.dice[0], s.roll.dice[1]);
    assert.ok(play);
    play.steps.forEach((step, i) => {
      game.takeStep(step);
      if (i === 0) {
        game.undo();
        game.takeStep(step);
      }
    });
    s = game.finishTurn();
  }
  bot.free();
}

/** @param {string} text */
const parsed = (text) => JSON.parse(text);

test('an unseeded Ssangnyuk game\'s record replays to the page\'s position, its jaengdu and dice as they fell', async () => {
  const game = trackSsangnyuk(new page.SsangnyukGame('seed', null), null, 'seed');
  playSsangnyuk(game, 30);
  game.roll(); // a roll not yet played is kept too
  const text = await writeRecord(game, { white: 'visitor', black: 'computer easy' }, pkg);
  const record = parsed(text);
  assert.equal(record.seed, undefined);
  const events = game.state().record;
  assert.deepEqual(record.jaengdu, events.flatMap((e) => (e.type === 'jaengdu' ? [[e.white, e.black]] : [])));
  assert.deepEqual(record.turns.map((/** @type {any} */ t) => t.dice), [...events.flatMap((e) => (e.type === 'jaengdu' ? [] : [e.dice])), ...(game.state().roll ? [game.state().roll?.dice] : [])]);
  const back = records.SsangnyukGame.fromRecord(text, null);
  assert.equal(back.exportPosition(), game.exportPosition());
  assert.deepEqual(back.state().roll, game.state().roll);
  assert.deepEqual(record.meta, { white: 'visitor', black: 'computer easy' });
});

test('a seeded Ssangnyuk game\'s record names its seed, and the dice go on as the seed gives them', async () => {
  const game = trackSsangnyuk(new page.SsangnyukGame('cap6', '11'), '11', 'cap6');
  playSsangnyuk(game, 12);
  const text = await writeRecord(game, {}, pkg);
  assert.equal(parsed(text).seed, '11');
  assert.equal(parsed(text).rules, 'cap6');
  const back = records.SsangnyukGame.fromRecord(text, null);
  assert.equal(back.exportPosition(), game.exportPosition());
  if (game.state().phase === 'roll') assert.deepEqual(back.roll().roll?.dice, game.roll().roll?.dice);
});

test('a seeded game given dice from outside is written without its seed, its dice as given', async () => {
  const game = trackSsangnyuk(new page.SsangnyukGame('seed', '5'), '5', 'seed');
  playSsangnyuk(game, 6, (g) => g.rollDice(6, 6));
  const text = await writeRecord(game, {}, pkg);
  assert.equal(parsed(text).seed, undefined);
  assert.ok(parsed(text).turns.slice(1).every((/** @type {any} */ t) => t.dice[0] === 6 && t.dice[1] === 6));
  assert.equal(records.SsangnyukGame.fromRecord(text, null).exportPosition(), game.exportPosition());
});

test('a game restored from a position is written from that position', async () => {
  const donor = new page.SsangnyukGame('seed', '8');
  playSsangnyuk(donor, 10);
  const game = trackSsangnyuk(new page.SsangnyukGame('seed', null), null, 'seed');
  game.importPosition(donor.exportPosition());
  playSsangnyuk(game, 5);
  const text = await writeRecord(game, {}, pkg);
  assert.equal(JSON.stringify(parsed(text).start), JSON.stringify(JSON.parse(donor.exportPosition())));
  assert.equal(records.SsangnyukGame.fromRecord(text, null).exportPosition(), game.exportPosition());
});

/** @param {import('../www/pkg/madang_wasm.js').SanyaoGame} game @param {number} moves */
function playSanyao(game, moves) {
  for (let i = 0; i < moves; i++) {
    const s = game.state();
    if (s.status === 'match_over') return;
    if (s.status !== 'to_move') game.advance();
    else game.play(/** @type {number} */ (s.legalMoves[(i * 7) % s.legalMoves.length]));
  }
}

test('a San Yao match\'s record, unseeded or seeded, replays to the page\'s position with its first starter', async () => {
  for (const seed of [null, '4', '9']) {
    const game = trackSanyao(new page.SanyaoGame(seed), seed);
    const starter = game.state().position.starter;
    playSanyao(game, 400);
    const text = await writeRecord(game, { south: 'visitor' }, pkg);
    const record = parsed(text);
    assert.equal(record.seed, seed ?? undefined);
    assert.equal(record.rounds[0].starter, starter);
    assert.equal(records.SanyaoGame.fromRecord(text, null).exportPosition(), game.exportPosition(), String(seed));
  }
});

test('a refused call is not written', async () => {
  const game = trackSanyao(new page.SanyaoGame('2'), '2');
  const before = JSON.stringify(callsOf(game)?.calls);
  assert.throws(() => game.play(42));
  assert.equal(JSON.stringify(callsOf(game)?.calls), before);
});

test('an opened seeded Ssangnyuk record continues on the page\'s engine with the dice its seed gives next', async () => {
  const { openSsangnyuk } = await import('../www/records/open.js');
  for (const turns of [0, 1, 9, 10]) {
    const game = new records.SsangnyukGame('seed', '21');
    playSsangnyuk(/** @type {any} */ (game), turns);
    if (turns === 9) game.roll();
    const text = game.exportRecord(null);
    const opened = await openSsangnyuk(text);
    assert.equal(opened.handle.exportPosition(), game.exportPosition(), `after ${turns} turns`);
    assert.deepEqual(opened.handle.state().roll, game.state().roll);
    if (game.state().phase === 'roll') assert.deepEqual(opened.handle.roll().roll?.dice, game.roll().roll?.dice, `next dice after ${turns} turns`);
  }
});

test('an opened unseeded record stands at its end, its pending roll kept', async () => {
  const { openSsangnyuk, openSanyao } = await import('../www/records/open.js');
  const game = new records.SsangnyukGame('touch_down', null);
  playSsangnyuk(/** @type {any} */ (game), 7);
  game.rollDice(3, 1);
  const opened = await openSsangnyuk(game.exportRecord(null));
  assert.equal(opened.handle.exportPosition(), game.exportPosition());
  assert.deepEqual(opened.handle.state().roll?.dice, [3, 1]);
  const match = new records.SanyaoGame(null);
  playSanyao(/** @type {any} */ (match), 120);
  assert.equal((await openSanyao(match.exportRecord(null))).handle.exportPosition(), match.exportPosition());
});

test('a game opened from a record and played on is written as that record and the moves after it', async () => {
  const { openSsangnyuk, openSanyao } = await import('../www/records/open.js');
  for (const seed of ['13', null]) {
    const source = new records.SsangnyukGame('seed', seed);
    playSsangnyuk(/** @type {any} */ (source), 6);
    const opened = await openSsangnyuk(source.exportRecord(null));
    const game = trackSsangnyuk(opened.handle, null, 'seed', [{ record: opened.text }]);
    playSsangnyuk(game, 6);
    const text = await writeRecord(game, {}, pkg);
    assert.equal(parsed(text).seed, seed ?? undefined, 'a seeded record keeps its seed when its dice went on');
    assert.equal(records.SsangnyukGame.fromRecord(text, null).exportPosition(), game.exportPosition());
    assert.ok(text.startsWith(source.exportRecord(null).replace(/]}$|,"result".*$/, '').slice(0, 80)));
  }
  const match = new records.SanyaoGame('6');
  playSanyao(/** @type {any} */ (match), 50);
  const opened = await openSanyao(match.exportRecord(null));
  const game = trackSanyao(opened.handle, null, [{ record: opened.text }]);
  playSanyao(game, 50);
  const text = await writeRecord(game, {}, pkg);
  assert.equal(records.SanyaoGame.fromRecord(text, null).exportPosition(), game.exportPosition());
  assert.equal(parsed(text).rounds[0].starter, parsed(match.exportRecord(null)).rounds[0].starter);
});
