// @ts-check
// Words for the game: names of colours, locations, steps and record events, for the screen
// and for screen readers. All text comes from the i18n data, in the language of one game's
// words object (createLabels).

/** @typedef {import('../pkg/madang_wasm.js').Color} Color */
/** @typedef {import('../pkg/madang_wasm.js').Loc} Loc */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */

/** @param {Color} c */
export const other = (c) => /** @type {Color} */ (c === 'white' ? 'black' : 'white');

/**
 * The game's words for things, in the language of `words`.
 * @param {import('../i18n.js').Words} words
 */
export function createLabels(words) {
  const { t, tn, num, list, sentences } = words;

  /** A side inside a sentence ("White to roll", "Tiran las blancas"). @param {Color} c */
  const colorName = (c) => t(`sn.color.${c}`);

  /** A side as a bare label (under a jaengdu die, at the start of a log line). @param {Color} c */
  const colorLabel = (c) => t(`sn.color.label.${c}`);

  /** The dice as the log writes them: "6-3". @param {number[]} dice */
  const diceText = (dice) => t('sn.dice.pair', { a: dice[0], b: dice[1] });

  /** The dice as a sentence says them: "6 and 3". @param {number[]} dice */
  const diceSaid = (dice) => t('sn.dice.spoken', { a: dice[0], b: dice[1] });

  /** What a step's dice say on its label: "6" or "6+3". @param {number[]} dice */
  const stepDiceText = (dice) => (dice.length === 1 ? num(dice[0]) : t('sn.dice.combined', { a: dice[0], b: dice[1] }));

  /**
   * A point's spoken description: "Point 13: 5 white checkers".
   * @param {number} p
   * @param {number} signed the position JSON count (+ White, - Black)
   */
  function pointText(p, signed) {
    if (signed === 0) return t('sn.point.empty', { n: p });
    // One key a colour: an adjective agrees with the count in some languages ("fichas blancas").
    return tn(signed > 0 ? 'sn.point.white' : 'sn.point.black', Math.abs(signed), { n: p });
  }

  /** @param {Color} color @param {number} count */
  function barText(color, count) {
    return count ? tn('sn.bar.checkers', count, { color: colorName(color) }) : t('sn.bar.empty', { color: colorName(color) });
  }

  /** @param {Color} color @param {number} count */
  function offText(color, count) {
    return tn('sn.off.checkers', count, { color: colorName(color) });
  }

  /**
   * "Move to point 4 using 6 and 3, hitting"
   * @param {SsangnyukStep} step
   */
  function stepText(step) {
    const two = step.dice.length === 2;
    const params = { n: step.to, d: step.dice[0], a: step.dice[0], b: step.dice[1] };
    const base = step.to === 'off' ? `sn.dest.off.${two ? 'two' : 'one'}` : `sn.dest.point.${two ? 'two' : 'one'}`;
    const move = t(base, params);
    return step.hit ? t('sn.dest.hit', { move }) : move;
  }

  /**
   * A step taken, said as sentences: "White moved a checker from point 13 to point 7." (or
   * brought one in from the bar, or bore one off), then any checkers it hit.
   * @param {Color} mover @param {Loc} from @param {Loc} to
   * @param {number} hits the opponent's checkers the step sent to the bar
   */
  function stepSaid(mover, from, to, hits) {
    const color = colorName(mover);
    const moved = from === 'bar' ? t('sn.announce.entered', { color, to: Number(to) })
      : to === 'off' ? t('sn.announce.boreOff', { color, from })
        : t('sn.announce.moved', { color, from, to });
    return sentences([moved, hits > 0 ? tn('sn.announce.hit', hits, { color: colorName(other(mover)) }) : '']);
  }

  /**
   * A roll, said: "White rolled 6 and 3.", or a double with how many moves it gives.
   * @param {Color} color @param {number[]} dice the two dice thrown @param {number} moves dice to play
   */
  function rollSaid(color, dice, moves) {
    if (dice[0] !== dice[1]) return t('sn.announce.rolled', { color: colorName(color), dice: diceSaid(dice) });
    return tn('sn.announce.rolledDouble', moves, { color: colorName(color), n: dice[0] });
  }

  /**
   * A checker picked, said with how many destinations it has.
   * @param {string} key the picked location's key ("p24", "bar-white")
   * @param {number} count
   */
  function pickSaid(key, count) {
    return key.startsWith('bar') ? tn('sn.announce.pickedBar', count) : tn('sn.announce.picked', count, { n: Number(key.slice(1)) });
  }

  /**
   * One line of the move log.
   * @param {SsangnyukEvent} e
   */
  function eventText(e) {
    switch (e.type) {
      case 'jaengdu':
        return t(e.white === e.black ? 'sn.log.jaengduTie' : 'sn.log.jaengdu', { white: e.white, black: e.black });
      case 'played':
        return t('sn.log.played', { color: colorLabel(e.color), dice: diceText(e.dice), notation: e.notation });
      case 'passed':
        return t(e.reason === 'bar_blocked' ? 'sn.log.passed.bar_blocked' : 'sn.log.passed.no_move', {
          color: colorLabel(e.color),
          dice: diceText(e.dice),
        });
    }
  }

  /**
   * A line of the move log as a screen reader says it, where the written line is notation:
   * "White rolled 6 and 3 and played 13 to 7 with a hit and 13 to 10." Null where the written
   * line reads well aloud (the first-move throw).
   * @param {SsangnyukEvent} e
   * @returns {string | null}
   */
  function eventSaid(e) {
    switch (e.type) {
      case 'jaengdu':
        return null;
      case 'played': {
        const steps = e.notation.split(' ').map(writtenSaid);
        // Notation this cannot read (none the engine writes) is said as written.
        const said = steps.every((x) => x !== null) ? list(/** @type {string[]} */ (steps)) : e.notation;
        return t('sn.log.said.played', { color: colorName(e.color), dice: diceSaid(e.dice), steps: said });
      }
      case 'passed':
        return t(e.reason === 'bar_blocked' ? 'sn.log.said.bar_blocked' : 'sn.log.said.no_move', { color: colorName(e.color), dice: diceSaid(e.dice) });
    }
  }

  /**
   * One written step ("13/7*", "bar/20", "6/off") said in words; null if it is not one.
   * @param {string} written
   */
  function writtenSaid(written) {
    const m = /^(bar|\d+)\/(off|\d+)(\*?)$/.exec(written);
    if (!m) return null;
    const [, from, to, hit] = m;
    const step = from === 'bar' ? t('sn.log.step.enter', { to: Number(to) })
      : to === 'off' ? t('sn.log.step.off', { from: Number(from) })
        : t('sn.log.step.move', { from: Number(from), to: Number(to) });
    return hit ? t('sn.log.step.hit', { step }) : step;
  }

  /**
   * The announcement of a roll that passed by itself.
   * @param {Extract<SsangnyukEvent, {type: 'passed'}>} e
   */
  function passText(e) {
    const key = e.reason === 'bar_blocked' ? 'sn.pass.bar_blocked' : 'sn.pass.no_move';
    return t(key, { color: colorName(e.color), dice: diceSaid(e.dice), next: colorName(other(e.color)) });
  }

  return {
    colorName, colorLabel, diceText, diceSaid, stepDiceText, pointText, barText, offText, stepText, stepSaid, rollSaid, pickSaid, eventText, eventSaid, passText,
  };
}

/** @typedef {ReturnType<typeof createLabels>} Labels */
