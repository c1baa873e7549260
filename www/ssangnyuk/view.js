// @ts-check
// Pure functions from the engine's state to what the views show. They group and label the
// engine's legal steps; they never add, remove or judge one.
import { locKey } from './geometry.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukDie} SsangnyukDie */

/** A stable id for a step among the steps of one moment: destination and dice. @param {Pick<SsangnyukStep, 'from' | 'to' | 'dice'>} s */
export const stepId = (s) => `${s.from}>${s.to}:${s.dice.join('+')}`;

/**
 * The board keys of the locations that have a legal step now.
 * @param {SsangnyukState} s
 * @returns {string[]}
 */
export function sources(s) {
  if (s.phase !== 'move') return [];
  return [...new Set(s.steps.map((st) => locKey(st.from, s.position.turn)))];
}

/**
 * The legal steps from the picked location, as board destinations.
 * @param {SsangnyukState} s
 * @param {string | null} picked
 * @returns {import('./board.js').Dest[]}
 */
export function destinations(s, picked) {
  if (!picked || s.phase !== 'move') return [];
  return s.steps
    .filter((st) => locKey(st.from, s.position.turn) === picked)
    .map((st) => ({ id: stepId(st), to: locKey(st.to, s.position.turn), step: st }));
}

/**
 * The dice of the roll in play, each marked used or not: the engine's dice to play (a double
 * as often as the rules in force let it be used), drawn high to low so a die stays in its place
 * once used (the sort is stable: a double's unused dice stay first).
 * @param {SsangnyukState} s
 * @returns {SsangnyukDie[]}
 */
export function diceView(s) {
  if (s.phase !== 'move' || !s.roll) return [];
  return s.roll.toPlay.toSorted((a, b) => b.value - a.value);
}

/**
 * Which hint the turn card shows.
 * @param {SsangnyukState} s
 * @param {string | null} picked
 */
export function hintKey(s, picked) {
  if (s.phase === 'jaengdu') return 'sn.hint.jaengdu';
  if (s.phase === 'roll') return 'sn.hint.roll';
  if (s.phase === 'over') return 'sn.win.text';
  if (picked) return 'sn.hint.dest';
  if (s.canFinish && s.steps.length === 0) return 'sn.hint.finish';
  return s.steps.some((st) => st.from === 'bar') ? 'sn.hint.pickBar' : 'sn.hint.pick';
}

/**
 * The jaengdu throws of the record, last one last.
 * @param {SsangnyukEvent[]} record
 */
export function jaengduThrows(record) {
  return record.filter((e) => e.type === 'jaengdu');
}

/**
 * Whether anything has been played that a new game would throw away.
 * @param {SsangnyukState} s
 * @param {number} earlier log entries from before a reload
 */
export function inProgress(s, earlier) {
  return s.phase !== 'over' && (earlier > 0 || s.record.some((e) => e.type !== 'jaengdu') || s.phase === 'move');
}

/**
 * The points whose checkers differ between two positions.
 * @param {SsangnyukState['position']} a
 * @param {SsangnyukState['position']} b
 */
export function changedPoints(a, b) {
  return a.points.flatMap((n, i) => (n === b.points[i] ? [] : [i + 1]));
}

/**
 * How many of the opponent's checkers one step sent to the bar, from the engine's positions
 * before and after it.
 * @param {import('../pkg/madang_wasm.js').Color} mover
 * @param {SsangnyukState['position']} before @param {SsangnyukState['position']} after
 */
export function hitsBy(mover, before, after) {
  const i = mover === 'white' ? 1 : 0;
  return after.bar[i] - before.bar[i];
}

/** The card a state opens with. @param {SsangnyukState} s @returns {'jaengdu' | 'win' | null} */
export function overlayFor(s) {
  return s.phase === 'jaengdu' ? 'jaengdu' : s.phase === 'over' ? 'win' : null;
}
