// Seeded games of random legal moves on the records package, for the record, link and replay
// tests: the same seed gives the same game in every test.
import assert from 'node:assert/strict';
import * as wasm from './engine-records.mjs';

/**
 * A seeded Ssangnyuk game played by the random player for `turns` turns (or to its end).
 * @param {string} seed @param {number} turns @param {wasm.PresetName} [rules]
 */
export function randomSsangnyuk(seed, turns, rules = 'seed') {
  const game = new wasm.SsangnyukGame(rules, seed);
  const bot = new wasm.SsangnyukBot('random', seed);
  let s = game.state();
  while (s.phase === 'jaengdu') s = game.throwJaengdu();
  for (let t = 0; t < turns && s.phase !== 'over'; t++) {
    if (s.phase === 'roll') s = game.roll();
    if (s.phase !== 'move' || !s.roll) continue;
    const play = bot.choose(game.exportPosition(), s.roll.dice[0], s.roll.dice[1]);
    assert.ok(play);
    for (const step of play.steps) s = game.takeStep(step);
    s = game.finishTurn();
  }
  bot.free();
  return game;
}

/**
 * A seeded San Yao match of random legal moves (picked by a small generator from the seed),
 * `limit` moves long or to its end; a forced pass or a round's end is advanced over.
 * @param {string} seed @param {number} limit
 */
export function randomSanyao(seed, limit) {
  const game = new wasm.SanyaoGame(seed);
  let n = Number(seed);
  let moves = 0;
  while (moves < limit) {
    let s = game.state();
    if (s.status === 'must_pass' || s.status === 'round_over') s = game.advance().state;
    if (s.legalMoves.length === 0) break;
    n = (n * 1103515245 + 12345) % 2147483648;
    game.play(/** @type {number} */ (s.legalMoves[n % s.legalMoves.length]));
    moves += 1;
  }
  return { game, moves };
}
