// @ts-check
// The San Yao lessons of the first-game guide: each a fixed position with South to move (the
// visitor plays South), the hole the lesson is about, and the rules-page row that states its
// rule. The engine sows and decides what is legal; `check` only tells whether the visitor sowed
// the hole the lesson asked for. Words are the catalogs' `guide.sy.<id>.*`.

/** @typedef {import('../pkg/madang_wasm.js').SanyaoMove} SanyaoMove */
/** @typedef {{id: string, rule: string, position: object, hole: number, params?: (r: SanyaoMove) => Record<string, string | number>}} Lesson */

const OWNERS = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
/** A first-round position, South to move (50 seeds in all). @param {number[]} pits @param {[number, number]} stores */
const board = (pits, stores) => ({ pits, owner: OWNERS, stores, turn: 0 });

/** @type {Lesson[]} */
export const LESSONS = [
  { id: 'sowing', rule: 'rule-sowing', position: board([2, 3, 1, 0, 2, 0, 0, 4, 3, 5], [15, 15]), hole: 1 },
  { id: 'relay', rule: 'rule-relay', position: board([0, 2, 0, 0, 3, 0, 2, 4, 3, 1], [17, 18]), hole: 4 },
  { id: 'capture', rule: 'rule-capture-chain', position: board([2, 1, 1, 0, 3, 0, 4, 2, 3, 3], [16, 15]), hole: 0, params: (r) => ({ seeds: r.captured }) },
  {
    // One seed sets off five captures; South ends the round with 31 seeds to North's 19.
    id: 'round', rule: 'rule-round-end', position: board([0, 3, 1, 0, 0, 2, 0, 3, 0, 2], [20, 19]), hole: 2,
    params: (r) => ({ south: r.roundEnd?.totals[0] ?? 0, north: r.roundEnd?.totals[1] ?? 0 }),
  },
  {
    // The round after: South won hole 5 as a son (and lent North one seed).
    id: 'sons', rule: 'rule-sons', hole: 5,
    position: { pits: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], owner: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1], stores: [0, 0], turn: 0, round: 2, starter: 0 },
  },
];
