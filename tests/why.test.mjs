// @ts-check
// Why not? The wasm layer answers as `madang <game> why` does: {legal: true}, or the rule that
// refuses the step or hole and the id of its row, which every language's rules page carries.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as wasm from './support/engine.mjs';

const OPENING_SN = '{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}';
const OPENING_SY = '{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}';
const LANGS = ['es', 'en', 'ja'];

/**
 * White to move: [point, count] lists, bar [white, black]; checkers not placed are borne off.
 * @param {[number, number][]} white @param {[number, number][]} black @param {[number, number]} bar
 * @param {object} [rules]
 */
function sn(white, black, bar = [0, 0], rules = undefined) {
  const points = Array(24).fill(0);
  for (const [p, n] of white) points[p - 1] = n;
  for (const [p, n] of black) points[p - 1] = -n;
  const placed = (/** @type {[number, number][]} */ side) => side.reduce((s, [, n]) => s + n, 0);
  const off = [15 - placed(white) - bar[0], 15 - placed(black) - bar[1]];
  return JSON.stringify({ points, bar, off, turn: 'white', ...(rules ? { rules } : {}) });
}

const STRICT = { cap: 5, doubles: 'twice', bear_off: 'strict', combined: 'jump' };

/** [position, die, die, from, to, reason, row] for each Ssangnyuk kind. */
const SSANGNYUK = /** @type {const} */ ([
  [OPENING_SN, 6, 3, 12, 6, 'no_checker', 'rule-checkers'],
  [sn([[13, 5], [6, 5]], [[19, 5]], [1, 0]), 6, 3, 13, 7, 'bar_first', 'rule-bar'],
  [OPENING_SN, 6, 3, 13, 5, 'wrong_distance', 'rule-dice'],
  [sn([[8, 1], [6, 3], [3, 2]], [[24, 2]]), 6, 3, 3, 'off', 'not_all_home', 'gap-bear-off-home'],
  [sn([[5, 2], [2, 1]], [[24, 2]], [0, 0], STRICT), 6, 4, 2, 'off', 'strict_bear_off', 'rule-bearing-off'],
  [OPENING_SN, 5, 2, 24, 19, 'blocked', 'rule-blocking'],
  [OPENING_SN, 2, 1, 8, 6, 'point_full', 'rule-checkers-per-point'],
  [sn([[12, 1], [10, 1]], [[5, 2], [1, 2]]), 6, 5, 12, 6, 'must_use_more', 'gap-must-play'],
]);

/** [position, hole, reason, row] for each San Yao kind. */
const SANYAO = /** @type {const} */ ([
  [OPENING_SY, 7, 'not_your_hole', 'rule-holes'],
  ['{"pits":[0,4,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[6,0],"turn":0}', 0, 'empty_hole', 'rule-sowing'],
  ['{"pits":[1,2,1,0,3,2,1,2,6,2],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[30,0],"turn":0}', 1, 'endless', 'gap-endless-sowing'],
]);

/** @param {string} game @param {string} row */
function assertRowOnEveryPage(game, row) {
  for (const lang of LANGS) {
    const html = readFileSync(new URL(`../www/rules/${game}.${lang}.html`, import.meta.url), 'utf8');
    assert.equal(html.split(` id="${row}"`).length - 1, 1, `rules/${game}.${lang}.html#${row}`);
  }
}

test('a legal Ssangnyuk step or San Yao hole answers {legal: true} and nothing else', () => {
  assert.deepEqual(wasm.ssangnyukWhy(OPENING_SN, 6, 3, 13, 4), { legal: true });
  assert.deepEqual(wasm.ssangnyukWhy(OPENING_SN, 3, 6, 24, 21), { legal: true }, 'dice in either order');
  assert.deepEqual(wasm.sanyaoWhy(OPENING_SY, 0), { legal: true });
});

test('each Ssangnyuk refusal names its rule and a row every rules page has', () => {
  for (const [position, a, b, from, to, reason, rule] of SSANGNYUK) {
    assert.deepEqual(wasm.ssangnyukWhy(position, a, b, from, to), { legal: false, reason, rule }, `${from}/${to} ${a}-${b}`);
    assertRowOnEveryPage('ssangnyuk', rule);
  }
  assert.deepEqual(wasm.ssangnyukWhy(OPENING_SN, 6, 3, 'bar', 19), { legal: false, reason: 'no_checker', rule: 'rule-checkers' });
});

test('each San Yao refusal names its rule and a row every rules page has', () => {
  for (const [position, hole, reason, rule] of SANYAO) {
    assert.deepEqual(wasm.sanyaoWhy(position, hole), { legal: false, reason, rule }, `hole ${hole}`);
    assertRowOnEveryPage('sanyao', rule);
  }
});

test('questions that are not a move throw a MadangError of a documented kind', () => {
  /** @param {() => unknown} f */
  const kindOf = (f) => {
    try {
      f();
    } catch (e) {
      assert.equal(/** @type {any} */ (e).name, 'MadangError');
      return /** @type {any} */ (e).kind;
    }
    return null;
  };
  assert.equal(kindOf(() => wasm.ssangnyukWhy(OPENING_SN, 6, 3, /** @type {any} */ ('off'), 4)), 'bad_step');
  assert.equal(kindOf(() => wasm.ssangnyukWhy(OPENING_SN, 6, 3, 13, /** @type {any} */ ('bar'))), 'bad_step');
  assert.equal(kindOf(() => wasm.ssangnyukWhy(OPENING_SN, 6, 3, 25, 4)), 'bad_step');
  assert.equal(kindOf(() => wasm.ssangnyukWhy(OPENING_SN, 7, 3, 13, 4)), 'bad_die');
  assert.equal(kindOf(() => wasm.ssangnyukWhy('{', 6, 3, 13, 4)), 'truncated_json');
  const over = sn([], [[19, 5], [20, 5], [21, 5]]);
  assert.equal(kindOf(() => wasm.ssangnyukWhy(over, 6, 3, 19, 'off')), 'game_over');
  assert.equal(kindOf(() => wasm.sanyaoWhy(OPENING_SY, 10)), 'hole_out_of_range');
  assert.equal(kindOf(() => wasm.sanyaoWhy(OPENING_SY, /** @type {any} */ ('0'))), 'bad_argument');
});
