// @ts-check
// San Yao in the replay viewer: the game's own board (www/sanyao/board.js) at each position of
// the record; stepping on by one move sows it seed by seed with the game's own animation
// (www/sanyao/sowing.js), from the events a records-package handle gives for that move.
import { createBoard } from '../sanyao/board.js';
import { createLabels } from '../sanyao/labels.js';
import { playEvents } from '../sanyao/sowing.js';
import { snapshotOf } from '../sanyao/view.js';
import { reducedMotion } from '../sanyao/speed.js';

/** @typedef {import('../pkg/madang_wasm.js').SanyaoState} SanyaoState */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoMove} SanyaoMove */

/**
 * @param {Element} container @param {import('../i18n.js').Words} words
 * @param {import('../records/load.js').RecordsPackage} pkg
 * @param {{positions: string[], moves: import('./frames.js').SyMove[]}} replay
 * @param {{bottom: string | null}} options the side drawn along the bottom
 */
export function createStage(container, words, pkg, replay, { bottom }) {
  const labels = createLabels(words);
  const board = createBoard(container, { words, labels, turned: bottom === 'north' });
  const g = new pkg.SanyaoGame(null);
  /** @param {number} k @returns {SanyaoState} */
  function stateAt(k) {
    g.importPosition(replay.positions[k] ?? '');
    return /** @type {SanyaoState} */ (/** @type {unknown} */ (g.state()));
  }
  /**
   * Move `k` played again from the position before it (its events, captures, round end).
   * @param {number} k @returns {SanyaoMove | null}
   */
  function moveAt(k) {
    const m = replay.moves[k - 1];
    if (!m) return null;
    const before = stateAt(k - 1);
    try {
      if (before.status === 'must_pass' || before.status === 'round_over') g.advance();
      return /** @type {SanyaoMove} */ (/** @type {unknown} */ (g.play(m.hole)));
    } catch (e) {
      console.warn(e);
      return null;
    }
  }
  // Each move's words, worked out once (a match of a thousand moves takes a moment).
  const moves = replay.moves.map((_, i) => moveAt(i + 1));
  /** @type {{skip: () => void} | null} */
  let playing = null;

  /** @param {SanyaoState} s @param {import('../sanyao/sowing.js').Snapshot} snap @param {0 | 1 | null} mover */
  function draw(s, snap, mover) {
    board.render({
      pits: snap.pits, owner: snap.owner, sons: s.sons, stores: snap.stores, hand: snap.hand, origin: snap.origin,
      mover, legal: [], interactive: false, suggested: null,
    });
  }

  return {
    /** Draws frame `k`, the match after `k` moves. @param {number} k */
    show(k) {
      const s = stateAt(k);
      draw(s, snapshotOf(s), s.status === 'to_move' ? s.position.turn : null);
    },
    /**
     * Sows move `k` from the position before it; `live()` false (or skip) stops it.
     * @param {number} k @param {number} factor the pace (1 normal) @param {() => boolean} live
     */
    async animate(k, factor, live) {
      const r = moves[k - 1];
      const m = replay.moves[k - 1];
      if (!r || !m || reducedMotion() || !live()) return;
      const before = stateAt(k - 1);
      const stage = { board, words, labels, render: (/** @type {import('../sanyao/sowing.js').Snapshot} */ snap) => draw(before, snap, m.player) };
      const run = playEvents(stage, r.events, snapshotOf(before), () => factor);
      playing = run;
      await run.done;
      if (playing === run) playing = null;
    },
    startText: () => '',
    /** @param {number} k */
    moveText(k) {
      const r = moves[k - 1];
      const m = replay.moves[k - 1];
      if (!m) return '';
      const relays = r ? r.events.filter((e) => e.type === 'relay').length : 0;
      const text = labels.logText({ k: 'move', p: m.player, h: m.hole, r: relays, c: r?.captured ?? 0 });
      const end = r?.roundEnd;
      return end ? `${text} · ${labels.logText({ k: 'round', n: end.round, s: end.totals[0], o: end.totals[1] })}` : text;
    },
    /** @param {number} k */
    moveSaid(k) {
      const r = moves[k - 1];
      const m = replay.moves[k - 1];
      if (!m) return '';
      return r ? words.sentences([labels.moveSaid(m.player, r), ...(r.roundEnd ? labels.roundSaid(r.roundEnd) : [])]) : this.moveText(k);
    },
    /** @param {unknown} winner */
    wonText(winner) {
      return winner === 0 || winner === 1 ? words.t('replay.won.sy', { player: labels.playerName(winner) }) : '';
    },
    relabel: () => board.relabel(),
    skip() {
      playing?.skip();
    },
    destroy() {
      playing?.skip();
      board.destroy();
      g.free();
    },
  };
}
