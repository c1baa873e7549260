// @ts-check
// Input on the board: taps, clicks and keys become four intents (pick a source, move to a
// destination, a tap on any other place, cancel). The board element carries
// data-role/data-key/data-step on its targets; this module only reads them. Binding returns
// the function that unbinds.
import { listen, activeIn } from '../dom.js';

/**
 * @typedef {{onPick: (key: string) => void, onMove: (stepId: string) => void, onOther: (key: string) => void,
 *   onCancel: () => void}} BoardIntents `onOther`: a place that is neither (a checker that cannot
 *   move, a point that is not lit)
 */

/**
 * @param {SVGElement} board the board's <svg>
 * @param {BoardIntents} intents
 * @returns {() => void} unbind
 */
export function bindBoard(board, intents) {
  /** @param {EventTarget | null} node */
  const targetOf = (node) => (node instanceof Element ? node.closest('[data-role], [data-key]') : null);

  /** @param {Element | null} target */
  const activate = (target) => {
    const role = target?.getAttribute('data-role');
    if (role === 'dest') intents.onMove(target?.getAttribute('data-step') ?? '');
    else if (role === 'source') intents.onPick(target?.getAttribute('data-key') ?? '');
    else if (target?.hasAttribute('data-key')) intents.onOther(target.getAttribute('data-key') ?? '');
    else intents.onCancel();
  };

  /** @param {MouseEvent} e */
  const onClick = (e) => {
    // Keyboard activation is handled on keydown; a click from Enter never reaches SVG.
    activate(targetOf(e.target));
  };

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (e.key === 'Escape') {
      intents.onCancel();
      e.preventDefault();
      return;
    }
    const current = targetOf(activeIn(board));
    if ((e.key === 'Enter' || e.key === ' ') && current && board.contains(current)) {
      e.preventDefault();
      activate(current);
      return;
    }
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step) {
      e.preventDefault();
      moveFocus(board, current, step, e.shiftKey);
    }
  };

  const unbind = [listen(board, 'click', onClick), listen(board, 'keydown', onKey)];
  return () => unbind.forEach((fn) => fn());
}

/**
 * Arrow keys walk the board in reading order: the destinations while a checker is picked,
 * every place otherwise (so a checker that cannot move, or an empty point, can be asked why);
 * with Shift, every place while a checker is picked too (to ask why a point is not lit for it).
 * @param {SVGElement} board
 * @param {Element | null} current
 * @param {number} delta
 * @param {boolean} every
 */
function moveFocus(board, current, delta, every) {
  const dests = [...board.querySelectorAll('[data-role="dest"]')];
  const list = dests.length && !every ? dests : [...board.querySelectorAll('.loc[tabindex]')];
  if (!list.length) return;
  const at = current ? list.indexOf(current) : -1;
  const next = at < 0 ? (delta > 0 ? 0 : list.length - 1) : (at + delta + list.length) % list.length;
  const el = list[next];
  if (el instanceof SVGElement) el.focus();
}
