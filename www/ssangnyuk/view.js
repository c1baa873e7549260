// @ts-check
// Pure functions from the engine's state to what the views show. They group and label the
// engine's legal steps; they never add, remove or judge one.
import { locKey } from './geometry.js';

/** @typedef {import('./geometry.js').Color} Color */
/** @typedef {import('./labels.js').Step} Step */
/** @typedef {import('./labels.js').RecordEvent} RecordEvent */
/**
 * A rule set (crates/wasm/README.md, `SsangnyukGame`).
 * @typedef {{cap: number | null, doubles: 'twice' | 'four_times', bear_off: 'free' | 'strict',
 *   combined: 'jump' | 'touch_down'}} Rules
 */
/**
 * The engine's state object (crates/wasm/README.md, `SsangnyukGame`).
 * @typedef {{phase: 'jaengdu' | 'roll' | 'move' | 'over',
 *   position: {points: number[], bar: number[], off: number[], turn: Color, rules?: Rules},
 *   rules: Rules & {preset: string | null},
 *   dice: [number, number] | null, diceLeft: number[], steps: Step[], taken: Step[],
 *   canUndo: boolean, canFinish: boolean, winner: Color | null, record: RecordEvent[]}} EngineState
 */

/** A stable id for a step among the steps of one moment: destination and dice. @param {Step} s */
export const stepId = (s) => `${s.from}>${s.to}:${s.dice.join('+')}`;

/**
 * The board keys of the locations that have a legal step now.
 * @param {EngineState} s
 * @returns {string[]}
 */
export function sources(s) {
  if (s.phase !== 'move') return [];
  return [...new Set(s.steps.map((st) => locKey(st.from, s.position.turn)))];
}

/**
 * The legal steps from the picked location, as board destinations.
 * @param {EngineState} s
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
 * The dice of the roll in play, each marked used or not. Doubles show as many dice as the
 * rules let the number be used (two, or four in the backgammon variants).
 * @param {EngineState} s
 * @returns {{value: number, used: boolean}[]}
 */
export function diceView(s) {
  if (s.phase !== 'move' || !s.dice) return [];
  const [a, b] = s.dice;
  const all = a === b ? Array(s.rules.doubles === 'four_times' ? 4 : 2).fill(a) : [a, b];
  const left = [...s.diceLeft];
  // Unused dice first, as a player slides used dice aside.
  const marked = all.map((value) => {
    const i = left.indexOf(value);
    if (i >= 0) left.splice(i, 1);
    return { value, used: i < 0 };
  });
  return marked;
}

/**
 * Which hint the turn card shows.
 * @param {EngineState} s
 * @param {string | null} picked
 */
export function hintKey(s, picked) {
  if (s.phase === 'jaengdu') return 'hint.jaengdu';
  if (s.phase === 'roll') return 'hint.roll';
  if (s.phase === 'over') return 'win.text';
  if (picked) return 'hint.dest';
  if (s.canFinish && s.steps.length === 0) return 'hint.finish';
  return s.steps.some((st) => st.from === 'bar') ? 'hint.pickBar' : 'hint.pick';
}

/**
 * The jaengdu throws of the record, last one last.
 * @param {RecordEvent[]} record
 */
export function jaengduThrows(record) {
  return /** @type {{type: 'jaengdu', white: number, black: number}[]} */ (record.filter((e) => e.type === 'jaengdu'));
}

/**
 * Whether anything has been played that a new game would throw away.
 * @param {EngineState} s
 * @param {number} earlier log entries from before a reload
 */
export function inProgress(s, earlier) {
  return s.phase !== 'over' && (earlier > 0 || s.record.some((e) => e.type !== 'jaengdu') || s.phase === 'move');
}
