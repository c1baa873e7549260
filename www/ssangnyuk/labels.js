// @ts-check
// Words for the game: names of colours, locations, steps and record events, for the screen
// and for screen readers. All text comes from the i18n data.
import { t, tn, num } from '../i18n.js';

/** @typedef {import('../pkg/madang_wasm.js').Color} Color */
/** @typedef {import('../pkg/madang_wasm.js').Loc} Loc */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */

/** A side inside a sentence ("White to roll", "Tiran las blancas"). @param {Color} c */
export const colorName = (c) => t(`color.${c}`);

/** A side as a bare label (under a jaengdu die, at the start of a log line). @param {Color} c */
export const colorLabel = (c) => t(`color.label.${c}`);

/** @param {Color} c */
export const other = (c) => /** @type {Color} */ (c === 'white' ? 'black' : 'white');

/** @param {number[]} dice */
export const diceText = (dice) => t('dice.pair', { a: dice[0], b: dice[1] });

/** What a step's dice say on its label: "6" or "6+3". @param {number[]} dice */
export const stepDiceText = (dice) => (dice.length === 1 ? num(dice[0]) : t('dice.combined', { a: dice[0], b: dice[1] }));

/**
 * A point's spoken description: "Point 13: 5 white checkers".
 * @param {number} p
 * @param {number} signed the position JSON count (+ White, - Black)
 */
export function pointText(p, signed) {
  if (signed === 0) return t('point.empty', { n: p });
  // One key a colour: an adjective agrees with the count in some languages ("fichas blancas").
  return tn(signed > 0 ? 'point.white' : 'point.black', Math.abs(signed), { n: p });
}

/** @param {Color} color @param {number} count */
export function barText(color, count) {
  return count ? tn('bar.checkers', count, { color: colorName(color) }) : t('bar.empty', { color: colorName(color) });
}

/** @param {Color} color @param {number} count */
export function offText(color, count) {
  return tn('off.checkers', count, { color: colorName(color) });
}

/**
 * "Move to point 4 using 6 and 3, hitting"
 * @param {SsangnyukStep} step
 */
export function stepText(step) {
  const two = step.dice.length === 2;
  const params = { n: step.to, d: step.dice[0], a: step.dice[0], b: step.dice[1] };
  const base = step.to === 'off' ? `dest.off.${two ? 'two' : 'one'}` : `dest.point.${two ? 'two' : 'one'}`;
  const move = t(base, params);
  return step.hit ? t('dest.hit', { move }) : move;
}

/** A location in running text: "point 4", "the bar", "off the board". @param {Loc} loc */
export function locText(loc) {
  if (loc === 'bar') return t('announce.bar');
  if (loc === 'off') return t('announce.off');
  return t('announce.point', { n: loc });
}

/**
 * One line of the move log.
 * @param {SsangnyukEvent} e
 */
export function eventText(e) {
  switch (e.type) {
    case 'jaengdu':
      return t(e.white === e.black ? 'log.jaengduTie' : 'log.jaengdu', { white: e.white, black: e.black });
    case 'played':
      return t('log.played', { color: colorLabel(e.color), dice: diceText(e.dice), notation: e.notation });
    case 'passed':
      return t(e.reason === 'bar_blocked' ? 'log.passed.bar_blocked' : 'log.passed.no_move', {
        color: colorLabel(e.color),
        dice: diceText(e.dice),
      });
  }
}

/**
 * The announcement of a roll that passed by itself.
 * @param {Extract<SsangnyukEvent, {type: 'passed'}>} e
 */
export function passText(e) {
  const key = e.reason === 'bar_blocked' ? 'pass.bar_blocked' : 'pass.no_move';
  return t(key, { color: colorName(e.color), dice: diceText(e.dice), next: colorName(other(e.color)) });
}
