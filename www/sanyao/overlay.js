// @ts-check
// The cards laid over the board between rounds: the round summary (totals, sons, loan, who
// starts next, why the round ended) and the end of the match.
import { listen, html } from '../dom.js';
import { other } from './labels.js';
import { token } from './panel.js';

/** @typedef {import('../pkg/madang_wasm.js').Player} Player */
/** @typedef {import('../pkg/madang_wasm.js').RoundSummary} RoundSummary */
/**
 * @typedef {{root: HTMLElement, round: HTMLElement, roundTitle: HTMLElement, roundReason: HTMLElement,
 *   roundTotals: HTMLElement, roundWinner: HTMLElement, roundLines: HTMLElement, roundNext: HTMLButtonElement,
 *   match: HTMLElement, matchTitle: HTMLElement, matchText: HTMLElement, matchTotals: HTMLElement,
 *   matchNew: HTMLButtonElement, matchClose: HTMLButtonElement}} OverlayElements
 */

/**
 * @param {OverlayElements} els
 * @param {{onNextRound: () => void, onNewMatch: () => void, onClose: () => void}} handlers
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createOverlay(els, handlers, words, labels) {
  const { t, tn } = words;
  const { playerName, reasonText, summaryLines } = labels;
  const unbind = [
    listen(els.roundNext, 'click', handlers.onNextRound),
    listen(els.matchNew, 'click', handlers.onNewMatch),
    listen(els.matchClose, 'click', handlers.onClose),
  ];

  /**
   * @param {'round' | 'match' | null} mode
   * @param {RoundSummary | null} summary the round that just ended
   * @param {{winner: Player | null, totals: number[], round: number}} match the match as it stands
   * @param {Player | null} human the visitor's side against the computer
   */
  function render(mode, summary, match, human = null) {
    els.root.hidden = !mode;
    els.round.hidden = mode !== 'round';
    els.match.hidden = mode !== 'match';
    if (mode === 'round' && summary) {
      els.roundTitle.textContent = t('sy.summary.title', { round: summary.round });
      els.roundReason.textContent = reasonText(summary.reason);
      totals(els.roundTotals, summary.totals, summary.winner, words, labels);
      const lines = summaryLines(summary);
      els.roundWinner.textContent = lines.winner;
      els.roundLines.replaceChildren(
        ...[
          { text: lines.sons, cls: 'sons' },
          { text: lines.loan, cls: 'loan' },
          { text: lines.next, cls: 'next' },
        ].filter((l) => l.text).map((l) => html('li', { class: `sy-line ${l.cls}` }, l.text ?? '')),
      );
      els.roundNext.textContent = t('sy.summary.start', { round: summary.round + 1 });
    }
    if (mode === 'match' && match.winner !== null) {
      const w = match.winner;
      const loser = other(w);
      els.match.dataset.winner = String(w);
      els.matchTitle.textContent = human === null ? t('sy.match.title', { player: playerName(w) })
        : t(w === human ? 'computer.youWon' : 'computer.itWon', { color: playerName(w) });
      els.matchText.textContent = tn('sy.match.text', match.totals[loser], { player: playerName(loser), rounds: match.round });
      totals(els.matchTotals, match.totals, w, words, labels);
    }
  }

  return { render, unbind: () => unbind.forEach((fn) => fn()) };
}

/**
 * The two totals side by side, North first as on the board; the winner's marked in words.
 * @param {HTMLElement} box @param {number[]} totals @param {Player | null} winner
 * @param {import('../i18n.js').Words} words @param {import('./labels.js').Labels} labels
 */
function totals(box, totals, winner, words, { playerName }) {
  const { t, num } = words;
  box.replaceChildren(...(/** @type {Player[]} */ ([1, 0])).map((p) => {
    const el = html('div', { class: `sy-total${winner === p ? ' is-winner' : ''}`, 'data-player': p });
    el.append(token(p, t), html('span', { class: 'sy-total-name' }, playerName(p)), html('span', { class: 'sy-total-n' }, num(totals[p])));
    if (winner === p) el.append(html('span', { class: 'sy-total-tag' }, t('sy.summary.winnerTag')));
    return el;
  }));
}
