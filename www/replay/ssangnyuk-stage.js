// @ts-check
// Ssangnyuk in the replay viewer: the game's own board (www/ssangnyuk/board.js), drawn at each
// position of the record; stepping on by one turn plays it step by step through a handle of the
// records package, so each checker glides as in a game (the board's own flights).
import { createBoard } from '../ssangnyuk/board.js';
import { createLabels } from '../ssangnyuk/labels.js';
import { reducedMotion } from '../ssangnyuk/motion.js';

/** @typedef {import('./frames.js').SnTurn} SnTurn */
/** @typedef {{points: number[], bar: number[], off: number[], turn: 'white' | 'black'}} Pos */

/**
 * @param {Element} container @param {import('../i18n.js').Words} words
 * @param {import('../records/load.js').RecordsPackage} pkg
 * @param {{positions: string[], moves: SnTurn[], record: any}} replay
 * @param {{bottom: string | null}} options the side drawn along the bottom
 */
export function createStage(container, words, pkg, replay, { bottom }) {
  const labels = createLabels(words);
  const board = createBoard(container, { words, labels, swapped: bottom === 'black' });
  /** @param {number} k */
  const posAt = (k) => /** @type {Pos} */ (JSON.parse(replay.positions[k] ?? '{}'));

  /** @param {Pos} pos @param {{value: number, used: boolean}[]} dice */
  function draw(pos, dice) {
    board.render({
      points: pos.points, bar: pos.bar, off: pos.off, turn: pos.turn, sources: [], selected: null, dests: [],
      dice, interactive: false, showTurn: false, recent: [],
    });
  }

  /** The turn that led to frame `k` as a log event. @param {number} k @returns {import('../pkg/madang_wasm.js').SsangnyukEvent | null} */
  function eventOf(k) {
    const turn = replay.moves[k - 1];
    if (!turn) return null;
    const dice = /** @type {[number, number]} */ ([Math.max(...turn.dice), Math.min(...turn.dice)]);
    if (turn.play) return { type: 'played', color: turn.color, dice, notation: turn.play };
    // A pass: blocked on the bar when the mover had checkers there.
    const bar = posAt(k - 1).bar[turn.color === 'white' ? 0 : 1] ?? 0;
    return { type: 'passed', color: turn.color, dice, reason: bar > 0 ? 'bar_blocked' : 'no_move' };
  }

  return {
    /** Draws frame `k`: the position after `k` turns, with the dice of the last one. @param {number} k */
    show(k) {
      const turn = replay.moves[k - 1];
      draw(posAt(k), turn ? turn.dice.map((value) => ({ value, used: false })) : []);
    },
    /**
     * Plays turn `k` from the position before it, step by step; `live()` false stops it.
     * @param {number} k @param {number} factor the pace (1 normal) @param {() => boolean} live
     */
    async animate(k, factor, live) {
      const turn = replay.moves[k - 1];
      const before = replay.positions[k - 1];
      if (!turn || !turn.play || before === undefined || reducedMotion()) return;
      const play = pkg.ssangnyukPlays(before, turn.dice[0], turn.dice[1]).find((p) => p.notation === turn.play);
      if (!play) return;
      const g = new pkg.SsangnyukGame(null, null);
      try {
        g.importPosition(before);
        let s = g.rollDice(turn.dice[0], turn.dice[1]);
        draw(s.position, s.roll?.toPlay ?? []);
        for (const step of play.steps) {
          await sleep(420 * factor);
          if (!live()) return;
          s = g.takeStep({ from: step.from, to: step.to, dice: step.dice });
          draw(s.position, s.roll?.toPlay ?? []);
        }
        await sleep(360 * factor);
      } finally {
        g.free();
      }
    },
    /** What the start adds: the jaengdu throw that decided who starts. */
    startText() {
      const throws = Array.isArray(replay.record?.jaengdu) ? replay.record.jaengdu : [];
      const last = throws.at(-1);
      return Array.isArray(last) ? labels.eventText({ type: 'jaengdu', white: Number(last[0]), black: Number(last[1]) }) : '';
    },
    /** The move list's line of turn `k`. @param {number} k */
    moveText(k) {
      const e = eventOf(k);
      return e ? labels.eventText(e) : '';
    },
    /** Turn `k` as a sentence for the live region. @param {number} k */
    moveSaid(k) {
      const e = eventOf(k);
      return e ? labels.eventSaid(e) ?? labels.eventText(e) : '';
    },
    /** The winner said. @param {unknown} winner */
    wonText(winner) {
      return winner === 'white' || winner === 'black' ? words.t('sn.log.won', { color: labels.colorLabel(winner) }) : '';
    },
    relabel: () => board.relabel(),
    skip() {},
    destroy: () => board.destroy(),
  };
}

/** @param {number} ms */
function sleep(ms) {
  return new Promise((resolve) => { setTimeout(resolve, ms); });
}
