// How often a San Yao move sows forever: the figures the rules pages give (gap-endless-sowing
// in www/rules-data/sanyao.*.json), measured through the built wasm engine (npm run build first).
//
//   node scripts/measure-endless.mjs [boards] [moves]     (defaults 200000 and 8500000; ~2 min)
//
// 1. Random boards: the 50 seeds dropped one by one into the ten holes at random, South to move
//    and in control of every hole; every occupied hole is a possible move.
// 2. Played positions: matches of uniformly random legal moves (match n drawn with seed n), and
//    in every position met, each occupied hole of the player to move; until `moves` are counted.
// A move counts as endless when the engine refuses it as `endless` (madang sanyao why). Both
// generators are seeded, so a run prints the same figures every time.
import { readFileSync } from 'node:fs';
import { initSync, sanyaoWhy, SanyaoGame } from '../www/pkg/madang_wasm.js';

initSync({ module: readFileSync(new URL('../www/pkg/madang_wasm_bg.wasm', import.meta.url)) });

/**
 * A seeded generator (mulberry32: a 32-bit state, well mixed output; a plain LCG's low-quality
 * bits bias the boards measurably): `next(n)` is a whole number below n.
 * @param {number} seed
 */
function generator(seed) {
  let s = seed >>> 0;
  return (/** @type {number} */ n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

/** @param {string} position @param {number} hole */
const endless = (position, hole) => {
  const answer = sanyaoWhy(position, hole);
  return !answer.legal && answer.reason === 'endless';
};

const boards = Number(process.argv[2] ?? 200000);
const target = Number(process.argv[3] ?? 8500000);

{
  const next = generator(12345);
  let moves = 0;
  let found = 0;
  for (let b = 0; b < boards; b++) {
    const pits = Array(10).fill(0);
    for (let i = 0; i < 50; i++) pits[next(10)]++;
    const position = JSON.stringify({ pits, owner: Array(10).fill(0), stores: [0, 0], turn: 0 });
    for (let h = 0; h < 10; h++) {
      if (pits[h] === 0) continue;
      moves++;
      if (endless(position, h)) found++;
    }
  }
  console.log(`random boards: ${boards} boards, ${moves} moves, ${found} endless (1 in ${Math.round(moves / found)})`);
}

{
  const next = generator(777);
  let moves = 0;
  let found = 0;
  let positions = 0;
  let matches = 0;
  while (moves < target) {
    const game = new SanyaoGame(String(matches++));
    for (;;) {
      const state = game.state();
      if (state.status === 'match_over') break;
      if (state.status !== 'to_move') {
        game.advance();
        continue;
      }
      const p = state.position;
      const position = JSON.stringify({ pits: p.pits, owner: p.owner, stores: p.stores, turn: p.turn });
      positions++;
      for (let h = 0; h < 10; h++) {
        if (p.pits[h] === 0 || p.owner[h] !== p.turn) continue;
        moves++;
        if (endless(position, h)) found++;
      }
      game.play(state.legalMoves[next(state.legalMoves.length)]);
    }
    game.free();
  }
  console.log(`played: ${matches} matches, ${positions} positions, ${moves} moves, ${found} endless`);
}
