// @ts-check
// The turn card beside (or below) the board: whose turn, the dice, what to do next, the
// buttons, and the announcement of a roll that passed by itself or of a refused action.
import { listen, html, setAttrs } from '../dom.js';
import { dieIcon } from './dice.js';
import { hintKey, diceView } from './view.js';
import { appendWhy, isWhy, shownKey } from '../play/why.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/**
 * A notice under the turn: its text is worked out at each render, so it follows the language.
 * An explanation of a refused tap (tone `why`) also links its rule and names its source.
 * @typedef {{text: () => string, tone: 'pass' | 'error' | 'info' | 'suggest', dice?: number[]} | import('../play/why.js').WhyNotice} TurnNotice
 */
/**
 * @typedef {{card: HTMLElement, title: HTMLElement, hint: HTMLElement, dice: HTMLElement,
 *   roll: HTMLButtonElement, undo: HTMLButtonElement, finish: HTMLButtonElement,
 *   again: HTMLButtonElement, notice: HTMLElement}} PanelElements
 */

/**
 * @param {PanelElements} els
 * @param {{onRoll: () => void, onUndo: () => void, onFinish: () => void, onNewGame: () => void}} handlers
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createPanel(els, handlers, words, { colorName }) {
  const { t, num, list: listOf } = words;
  const unbind = [
    listen(els.roll, 'click', handlers.onRoll),
    listen(els.undo, 'click', handlers.onUndo),
    listen(els.finish, 'click', handlers.onFinish),
    listen(els.again, 'click', handlers.onNewGame),
  ];
  const dice = [0, 1, 2, 3].map(() => dieIcon(40));
  dice.forEach((d) => els.dice.appendChild(d.el));
  /** @type {string} */
  let lastNotice = '';

  /**
   * @param {SsangnyukState} s
   * @param {string | null} picked
   * @param {TurnNotice | null} notice
   * @param {boolean} blocked an overlay is open
   */
  function render(s, picked, notice, blocked) {
    const turn = s.phase === 'over' && s.winner ? s.winner : s.position.turn;
    els.card.dataset.turn = s.phase === 'jaengdu' ? 'none' : turn;
    els.card.dataset.phase = s.phase;
    const titleKey = { jaengdu: 'sn.turn.jaengdu', roll: 'sn.turn.toRoll', move: 'sn.turn.toMove', over: 'sn.turn.over' }[s.phase];
    els.title.textContent = t(titleKey, { color: colorName(turn) });
    els.hint.textContent = t(hintKey(s, picked), { color: colorName(turn) });

    const list = diceView(s);
    dice.forEach((d, i) => {
      d.el.style.display = list[i] ? '' : 'none';
      if (list[i]) d.die.set(list[i].value, { used: list[i].used });
    });
    setAttrs(els.dice, {
      'aria-label': list.length
        ? t('sn.dice.label', { list: listOf(list.map((d) => (d.used ? t('sn.dice.labelUsed', { n: d.value }) : num(d.value))), 'narrow') })
        : t('sn.dice.none'),
    });
    els.dice.hidden = list.length === 0;

    show(els.roll, s.phase === 'roll', !blocked);
    show(els.undo, s.phase === 'move', s.canUndo && !blocked);
    show(els.finish, s.phase === 'move', s.canFinish && !blocked);
    show(els.again, s.phase === 'over', !blocked);
    els.finish.classList.toggle('is-ready', s.canFinish);

    const text = notice ? notice.text() : '';
    const key = !notice ? '' : isWhy(notice) ? `why|${shownKey(notice)}` : `${notice.tone}|${text}|${notice.dice}`;
    if (key !== lastNotice) {
      lastNotice = key;
      els.notice.replaceChildren();
      els.notice.hidden = !notice;
      if (notice) els.notice.dataset.tone = notice.tone;
      if (notice && isWhy(notice)) appendWhy(els.notice, notice, words);
      else if (notice) {
        if (notice.dice) {
          const row = html('span', { class: 'notice-dice', 'aria-hidden': 'true' });
          for (const v of notice.dice) {
            const icon = dieIcon(26);
            icon.die.set(v);
            row.appendChild(icon.el);
          }
          els.notice.appendChild(row);
        }
        els.notice.appendChild(html('span', {}, text));
      }
    }
  }

  return { render, unbind: () => unbind.forEach((fn) => fn()) };
}

/** @param {HTMLButtonElement} button @param {boolean} visible @param {boolean} enabled */
function show(button, visible, enabled) {
  button.hidden = !visible;
  button.disabled = !enabled;
}
