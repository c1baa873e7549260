// Saved games that bring up the cards laid over the board (a win, a round's end, a match's
// end), in the save format of www/<game>/persist.js under the site page's keys, which embed.html's
// element shares, and a position that brings up the longest explanation of a refused tap. Shared
// by tests/embed-fit.e2e.test.mjs and tests/card-contrast.e2e.test.mjs.
import assert from 'node:assert/strict';
import { SanyaoGame } from './engine.mjs';

/** White's last checker on point 1, to roll: any roll bears it off and wins. */
export const LAST_CHECKER = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
/** White to play 6-5, whose 12 to 6 would leave the 5 unplayable: the longest explanation of a tap. */
export const MUST_USE_MORE = { points: [-2, 0, 0, 0, -2, 0, 0, 0, 0, 1, 0, 1, ...Array(12).fill(0)], bar: [0, 0], off: [13, 11], turn: 'white' };
/** San Yao, round 41, North to sow from hole 7: the last move of the match (South keeps 3 seeds). */
export const LAST_MOVE = {
  pits: [1, 1, 1, 11, 0, 0, 15, 1, 0, 1], owner: [1, 1, 1, 1, 0, 1, 1, 1, 1, 1], stores: [3, 16], turn: 1,
  round: 41, starter: 1, seen: [[1, 1, 1, 11, 0, 0, 15, 1, 0, 1, 0]],
};

/** @param {object} position @param {number[] | null} [dice] */
export const snSave = (position, dice = null) => JSON.stringify({ v: 1, position: JSON.stringify(position), dice, taken: [], log: [] });
/** @param {string} position @param {boolean} card */
export const sySave = (position, card) => JSON.stringify({ v: 2, position, log: [], card });

/** A San Yao match just after its first round ended, with the round card open, as the page saves it. */
export function roundOverSave() {
  const game = new SanyaoGame('6');
  try {
    let s = game.state();
    for (let moves = 0; moves < 500; moves++) {
      const r = game.play(s.legalMoves[0]);
      if (r.roundEnd) {
        assert.equal(r.roundEnd.matchWinner, null, 'the match goes on');
        return sySave(game.exportPosition(), true);
      }
      s = r.state;
    }
    throw new Error('round 1 did not end');
  } finally {
    game.free();
  }
}

/**
 * Empties localStorage and stores `items`, from a blank page of the origin at `url` (the test
 * server's), so the next load of the game there finds them.
 * @param {import('playwright-core').Page} page @param {string} url @param {Record<string, string>} items
 */
export async function store(page, url, items) {
  await page.route(`${url}blank`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>blank</title>' }));
  await page.goto(`${url}blank`);
  await page.evaluate((all) => {
    localStorage.clear();
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
  await page.unroute(`${url}blank`);
}
