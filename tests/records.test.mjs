// @ts-check
// Game records through the wasm package that has them (www/pkg-records): a game exported and read
// back is the same game, its seeded dice going on as before; a record that breaks a rule throws a
// MadangError naming where and why; no argument traps the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as wasm from './support/engine-records.mjs';
import { randomSsangnyuk as ssangnyukGame, randomSanyao } from './support/random-games.mjs';

const KINDS = new Set(wasm.errorKinds());

/** @param {() => unknown} f @returns {any} the MadangError thrown */
function refusal(f) {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'MadangError', String(e));
    assert.ok(KINDS.has(/** @type {any} */ (e).kind), /** @type {any} */ (e).kind);
    return e;
  }
  assert.fail('no error was thrown');
}

test('a Ssangnyuk game read from its record is the same game, and its dice go on alike', () => {
  for (const rules of wasm.presets()) {
    for (const turns of [0, 7, 40, 5000]) {
      const game = ssangnyukGame('12', turns, rules);
      const text = game.exportRecord({ white: 'visitor', black: 'random' });
      const record = JSON.parse(text);
      assert.equal(record.format, 'madang-record/1');
      assert.equal(record.seed, '12');
      assert.equal(record.rules, rules);
      assert.deepEqual(record.meta, { white: 'visitor', black: 'random' });
      const back = wasm.SsangnyukGame.fromRecord(text, null);
      assert.deepEqual(back.state(), game.state(), `${rules}, ${turns} turns`);
      assert.equal(back.exportRecord({ white: 'visitor', black: 'random' }), text);
      if (game.state().phase === 'roll') {
        assert.deepEqual(back.roll().roll, game.roll().roll, 'the seed gives both the same next roll');
      }
      game.free();
      back.free();
    }
  }
});

test('a San Yao match read from its record is the same match', () => {
  for (const [seed, moves] of /** @type {[string, number][]} */ ([['3', 0], ['4', 25], ['5', 100000]])) {
    const game = randomSanyao(seed, moves).game;
    const text = game.exportRecord(null);
    const back = wasm.SanyaoGame.fromRecord(text, null);
    assert.deepEqual(back.state(), game.state(), `seed ${seed}`);
    assert.equal(back.exportPosition(), game.exportPosition());
    assert.equal(back.exportRecord(null), text);
    const record = JSON.parse(text);
    assert.equal(record.seed, seed);
    if (moves > 1000) assert.ok(record.result, 'a whole match has its result');
  }
});

test('the replay functions give every position, and fromRecord stops after any turn', () => {
  const game = ssangnyukGame('8', 30);
  const text = game.exportRecord(null);
  const replay = wasm.ssangnyukReplay(text);
  assert.equal(replay.turns, JSON.parse(text).turns.length);
  assert.equal(replay.positions.length, replay.turns + (game.state().phase === 'move' ? 0 : 1));
  for (const k of [0, 1, 10, replay.turns - 1]) {
    const at = wasm.SsangnyukGame.fromRecord(text, k);
    assert.equal(at.exportPosition(), replay.positions[k], `after ${k} turns`);
    at.free();
  }
  assert.equal(refusal(() => wasm.SsangnyukGame.fromRecord(text, replay.turns + 1)).kind, 'bad_argument');

  const match = randomSanyao('9', 60).game;
  const sy = match.exportRecord(null);
  const steps = wasm.sanyaoReplay(sy);
  assert.equal(steps.positions.length, steps.turns + 1);
  assert.equal(steps.positions.at(-1), match.exportPosition());
  const mid = wasm.SanyaoGame.fromRecord(sy, 20);
  assert.equal(mid.exportPosition(), steps.positions[20]);
});

test('a changed die, an illegal move and a cut record are refused, naming where and why', () => {
  const text = ssangnyukGame('21', 60).exportRecord(null);
  const record = JSON.parse(text);
  record.turns[4].dice[0] = (record.turns[4].dice[0] % 6) + 1;
  const e = refusal(() => wasm.SsangnyukGame.fromRecord(JSON.stringify(record), null));
  assert.equal(e.kind, 'seed_mismatch');
  assert.equal(e.at, 'turn');
  assert.equal(e.index, 5);
  assert.match(e.message, /^turn 5: seed_mismatch:/);

  const cut = refusal(() => wasm.ssangnyukReplay(text.slice(0, text.length / 2)));
  assert.equal(cut.kind, 'truncated_json');
  assert.equal(cut.at, 'record');
  assert.equal(cut.index, undefined);

  const match = JSON.parse(randomSanyao('6', 10).game.exportRecord(null));
  const first = match.rounds[0].moves[0];
  first.hole = first.player === 0 ? 7 : 2;
  const sy = refusal(() => wasm.SanyaoGame.fromRecord(JSON.stringify(match), null));
  assert.deepEqual([sy.kind, sy.at, sy.index, sy.reason, sy.rule], ['not_your_hole', 'turn', 1, 'not_your_hole', 'rule-holes']);

  const other = refusal(() => wasm.sanyaoReplay(text));
  assert.equal(other.kind, 'wrong_game');
  const later = refusal(() => wasm.ssangnyukReplay(text.replace('madang-record/1', 'madang-record/2')));
  assert.equal(later.kind, 'unknown_version');
});

test('dice given from outside and imported positions drop the seed from the record', () => {
  const game = ssangnyukGame('5', 3);
  assert.equal(JSON.parse(game.exportRecord(null)).seed, '5');
  if (game.state().phase === 'roll') {
    game.rollDice(6, 5);
    assert.equal(JSON.parse(game.exportRecord(null)).seed, undefined);
  }
  const match = new wasm.SanyaoGame('5');
  match.importPosition('{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":1}');
  const record = JSON.parse(match.exportRecord(null));
  assert.equal(record.seed, undefined);
  assert.ok(record.start);
  assert.deepEqual(wasm.SanyaoGame.fromRecord(JSON.stringify(record), null).state(), match.state());
});

test('hostile arguments get a MadangError, never a trap', () => {
  const good = ssangnyukGame('2', 4).exportRecord(null);
  const hostile = [undefined, null, 0, 1.5, -1, 2 ** 40, NaN, '', '{', '[]', 'x'.repeat(1 << 20), 'x'.repeat((1 << 20) + 1),
    '{"format":"madang-record/1","game":"ssangnyuk","turns":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    3n, Symbol('s'), {}, [], () => 1, new Proxy({}, { ownKeys() { throw new Error('keys'); } })];
  for (const v of hostile) {
    for (const [name, call] of /** @type {[string, (v: any) => unknown][]} */ ([
      ['SsangnyukGame.fromRecord(v)', (v) => wasm.SsangnyukGame.fromRecord(v, null)],
      ['SsangnyukGame.fromRecord(good, v)', (v) => wasm.SsangnyukGame.fromRecord(good, v)],
      ['SanyaoGame.fromRecord(v)', (v) => wasm.SanyaoGame.fromRecord(v, null)],
      ['ssangnyukReplay(v)', (v) => wasm.ssangnyukReplay(v)],
      ['sanyaoReplay(v)', (v) => wasm.sanyaoReplay(v)],
      ['exportRecord(v)', (v) => new wasm.SanyaoGame('1').exportRecord(v)],
    ])) {
      try {
        call(v);
      } catch (e) {
        assert.equal(/** @type {any} */ (e).name, 'MadangError', `${name}: ${String(e)}`);
        assert.ok(KINDS.has(/** @type {any} */ (e).kind), `${name}: ${/** @type {any} */ (e).kind}`);
      }
    }
  }
  assert.equal(refusal(() => wasm.ssangnyukReplay('x'.repeat((1 << 20) + 1))).kind, 'too_large');
  assert.equal(refusal(() => wasm.SsangnyukGame.fromRecord(/** @type {any} */ (42), null)).kind, 'bad_argument');
  const meta = refusal(() => new wasm.SanyaoGame('1').exportRecord(/** @type {any} */ ({ event: 7 })));
  assert.equal(meta.kind, 'bad_argument');
  const long = refusal(() => new wasm.SanyaoGame('1').exportRecord({ event: 'x'.repeat(201) }));
  assert.equal(long.kind, 'too_large');
  assert.equal(wasm.SsangnyukGame.fromRecord(good, null).state().phase !== undefined, true, 'still usable');
});
