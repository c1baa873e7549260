// @ts-check
// Input on the San Yao board: a tap, click, Enter or Space on a hole asks to sow from it
// (the engine says whether that is legal); arrow keys walk the ten holes as they lie; a tap
// elsewhere on the board or Escape asks to skip the sowing being shown. Returns the unbind.
import { listen, activeIn } from '../dom.js';

/** @typedef {{onHole: (hole: number) => void, onSkip: () => void}} BoardIntents */

/**
 * @param {SVGElement} board the board's <svg>
 * @param {BoardIntents} intents
 * @param {() => number[][]} grid the holes as they lie on this board (its layout's grid)
 * @returns {() => void} unbind
 */
export function bindBoard(board, intents, grid) {
  /** @param {EventTarget | null} node */
  const holeOf = (node) => {
    const el = node instanceof Element ? node.closest('[data-hole]') : null;
    return el && board.contains(el) ? Number(el.getAttribute('data-hole')) : null;
  };

  /** @param {MouseEvent} e */
  const onClick = (e) => {
    const hole = holeOf(e.target);
    if (hole === null) intents.onSkip();
    else intents.onHole(hole);
  };

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (e.key === 'Escape') {
      intents.onSkip();
      return;
    }
    const hole = holeOf(activeIn(board));
    if (hole === null) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      intents.onHole(hole);
      return;
    }
    const step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[e.key];
    if (!step) return;
    e.preventDefault();
    // The holes as they lie (North's row on top, unless the board is turned for North).
    const GRID = grid();
    const row = GRID[0].includes(hole) ? 0 : 1;
    const col = GRID[row].indexOf(hole);
    const r = Math.min(1, Math.max(0, row + step[0]));
    const c = (col + step[1] + 5) % 5;
    const next = board.querySelector(`[data-hole="${GRID[r][c]}"][tabindex]`);
    if (next instanceof SVGElement) next.focus();
  };

  const unbind = [listen(board, 'click', onClick), listen(board, 'keydown', onKey)];
  return () => unbind.forEach((fn) => fn());
}
