// The same wasm engine the page loads, ready in Node for the tests that check the page against
// it (it is built into www/pkg by scripts/build.sh).
import { readFileSync } from 'node:fs';
import { initSync, SanyaoGame } from '../../www/pkg/madang_wasm.js';

initSync({ module: readFileSync(new URL('../../www/pkg/madang_wasm_bg.wasm', import.meta.url)) });

export * from '../../www/pkg/madang_wasm.js';

/**
 * The first San Yao seed from `from` whose lot gives the first move to `player`.
 * @param {0 | 1} player @param {number} [from]
 */
export function seedWhereStarts(player, from = 1) {
  for (let n = from; ; n++) {
    const g = new SanyaoGame(String(n));
    const turn = g.state().position.turn;
    g.free();
    if (turn === player) return String(n);
  }
}
