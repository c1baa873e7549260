// @ts-check
// The cards laid over the board: the jaengdu (who starts) and the win screen.
import { listen } from '../dom.js';
import { dieIcon } from './dice.js';
import { other } from './labels.js';
import { jaengduThrows } from './view.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/**
 * @typedef {{root: HTMLElement, jaengdu: HTMLElement, win: HTMLElement,
 *   jDice: {white: HTMLElement, black: HTMLElement}, jResult: HTMLElement,
 *   jThrow: HTMLButtonElement, jStart: HTMLButtonElement,
 *   winTitle: HTMLElement, winText: HTMLElement, winOther: HTMLElement,
 *   winNew: HTMLButtonElement, winClose: HTMLButtonElement}} OverlayElements
 */

/**
 * @param {OverlayElements} els
 * @param {{onThrow: () => void, onStart: () => void, onNewGame: () => void, onClose: () => void}} handlers
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createOverlay(els, handlers, { t }, { colorName, colorLabel }) {
  const unbind = [
    listen(els.jThrow, 'click', handlers.onThrow),
    listen(els.jStart, 'click', handlers.onStart),
    listen(els.winNew, 'click', handlers.onNewGame),
    listen(els.winClose, 'click', handlers.onClose),
  ];
  const dice = {
    white: dieIcon(64),
    black: dieIcon(64),
  };
  for (const c of /** @type {const} */ (['white', 'black'])) els.jDice[c].prepend(dice[c].el);
  let shownThrows = 0;

  /**
   * @param {SsangnyukState} s
   * @param {'jaengdu' | 'win' | null} mode
   * @param {import('./geometry.js').Color | null} human the visitor's side against the computer
   */
  function render(s, mode, human = null) {
    els.root.hidden = !mode;
    els.jaengdu.hidden = mode !== 'jaengdu';
    els.win.hidden = mode !== 'win';
    // The hidden cards are worded too, so no word of an earlier language stays in the page.
    {
      const throws = jaengduThrows(s.record);
      const last = throws[throws.length - 1];
      const fresh = throws.length !== shownThrows;
      shownThrows = throws.length;
      for (const c of /** @type {const} */ (['white', 'black'])) {
        dice[c].die.set(last ? last[c] : null);
        if (fresh && last && mode === 'jaengdu') dice[c].die.throw(c === 'black' ? 90 : 0);
        const label = els.jDice[c].querySelector('.jaengdu-label');
        if (label) label.textContent = colorLabel(c);
        els.jDice[c].setAttribute('aria-label', last ? t('sn.jaengdu.die', { color: colorName(c), n: last[c] }) : t('sn.jaengdu.dieUnthrown', { color: colorName(c) }));
        els.jDice[c].classList.toggle('is-winner', Boolean(last && s.phase !== 'jaengdu' && s.position.turn === c));
      }
      const decided = s.phase !== 'jaengdu';
      const start = decided ? starter(s) : null;
      els.jResult.textContent = !last || mode !== 'jaengdu' ? '' : start
        ? t('sn.jaengdu.result', { color: colorName(start.color), a: start.dice[0], b: start.dice[1] })
        : t('sn.jaengdu.tie', { n: last.white });
      els.jThrow.hidden = decided;
      els.jThrow.textContent = t(last ? 'action.throwAgain' : 'action.throwJaengdu');
      els.jStart.hidden = !decided;
    }
    if (s.winner) {
      els.win.dataset.winner = s.winner;
      els.winTitle.textContent = human === null ? t('sn.win.heading', { color: colorName(s.winner) })
        : t(s.winner === human ? 'computer.youWon' : 'computer.itWon', { color: colorName(s.winner) });
      els.winText.textContent = t('sn.win.text', { color: colorName(s.winner) });
      const loser = other(s.winner);
      els.winOther.textContent = t('sn.win.other', { color: colorName(loser), n: s.position.off[loser === 'white' ? 0 : 1] });
    } else {
      for (const el of [els.winTitle, els.winText, els.winOther]) el.textContent = '';
    }
  }

  return { render, unbind: () => unbind.forEach((fn) => fn()) };
}

/**
 * Who starts and with which roll, as the engine decided it: the side now moving, or the side
 * whose opening roll passed by itself right after the jaengdu.
 * @param {SsangnyukState} s
 * @returns {{color: import('./geometry.js').Color, dice: number[]} | null}
 */
function starter(s) {
  if (s.phase === 'move' && s.roll) return { color: s.position.turn, dice: s.roll.dice };
  const after = s.record[s.record.findLastIndex((e) => e.type === 'jaengdu') + 1];
  return after && after.type !== 'jaengdu' ? { color: after.color, dice: after.dice } : null;
}
