// @ts-check
// The Ssangnyuk lessons of the first-game guide: each a fixed position and fixed dice (or, for
// the jaengdu, a fixed seed), the board places it is about, the rules-page row that states its
// rule, and what the visitor is asked to do. The engine plays the move and decides what is
// legal; `check` only tells whether the move is the one the lesson asked for. Words are the
// catalogs' `guide.sn.<id>.*`. White is to move in every position (the visitor plays White).

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} Step */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} State */
/** What the visitor did: a step of the roll, or the jaengdu throw. @typedef {{step: Step | null, state: State}} Move */
/**
 * @typedef {{id: string, rule: string, marks: string[], position?: object, dice?: [number, number],
 *   seed?: string, check: (m: Move) => boolean, params?: (m: Move) => Record<string, string | number>}} Lesson
 *   `marks`: the board keys lit for the lesson; `position` and `dice`, or `seed` for a new game
 */

/**
 * A position with White to move: [point, count] lists, checkers on the bar; the rest are off.
 * @param {[number, number][]} white @param {[number, number][]} black @param {[number, number]} [bar]
 */
function board(white, black, bar = [0, 0]) {
  const points = Array(24).fill(0);
  for (const [p, n] of white) points[p - 1] = n;
  for (const [p, n] of black) points[p - 1] = -n;
  const placed = (/** @type {[number, number][]} */ side) => side.reduce((s, [, n]) => s + n, 0);
  return { points, bar, off: [15 - placed(white) - bar[0], 15 - placed(black) - bar[1]], turn: 'white' };
}

/** The step went from `from` to `to` using exactly `dice`. @param {Step | null} s @param {number | 'bar'} from @param {number | 'off'} to @param {number[]} dice */
const took = (s, from, to, dice) => s !== null && s.from === from && s.to === to && s.dice.join() === dice.join();

const OPENING = board([[24, 2], [13, 5], [8, 3], [6, 5]], [[1, 2], [12, 5], [17, 3], [19, 5]]);
const HOME = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

/** @type {Lesson[]} */
export const LESSONS = [
  { id: 'direction', rule: 'rule-direction', position: OPENING, dice: [6, 2], marks: ['p24', 'p18'], check: (m) => took(m.step, 24, 18, [6]) },
  {
    id: 'home', rule: 'rule-board', position: board([[9, 1], [13, 4], [6, 5], [4, 5]], [[19, 5], [20, 5], [12, 3], [1, 2]]),
    dice: [4, 1], marks: [...HOME, 'p9'], check: (m) => took(m.step, 9, 5, [4]),
  },
  {
    // Seed 2 throws White 5, Black 2: one throw decides.
    id: 'jaengdu', rule: 'gap-first-roll', seed: '2', marks: [],
    check: (m) => m.step === null && m.state.phase !== 'jaengdu',
    params: (m) => {
      const thrown = m.state.record.findLast((e) => e.type === 'jaengdu');
      return thrown?.type === 'jaengdu' ? { white: thrown.white, black: thrown.black } : {};
    },
  },
  { id: 'dice', rule: 'rule-dice', position: OPENING, dice: [6, 3], marks: ['p13', 'p4'], check: (m) => took(m.step, 13, 4, [6, 3]) },
  {
    id: 'hit', rule: 'rule-hitting', position: board([[15, 1], [13, 5], [8, 4], [6, 5]], [[10, 1], [19, 5], [20, 4], [12, 3], [1, 2]]),
    dice: [5, 2], marks: ['p15', 'p10'], check: (m) => took(m.step, 15, 10, [5]),
  },
  {
    id: 'bar', rule: 'rule-bar', position: board([[13, 5], [8, 4], [6, 5]], [[19, 5], [20, 4], [21, 2], [12, 2], [1, 2]], [1, 0]),
    dice: [3, 5], marks: ['bar-white', 'p22', 'p20'], check: (m) => took(m.step, 'bar', 22, [3]),
  },
  {
    id: 'cap', rule: 'rule-checkers-per-point', position: board([[9, 1], [8, 1], [13, 3], [6, 5], [5, 5]], [[19, 5], [20, 4], [12, 4], [1, 2]]),
    dice: [3, 4], marks: ['p5', 'p8', 'p4'], check: (m) => took(m.step, 8, 4, [4]),
  },
  {
    id: 'bear', rule: 'rule-bearing-off', position: board([[4, 1], [2, 2], [1, 1]], [[19, 5], [20, 4]]),
    dice: [6, 1], marks: ['p4', 'off-white'], check: (m) => took(m.step, 4, 'off', [6]),
  },
];
