// @ts-check
// The turn card beside (or below) the board: whose turn, the round, each side's store and
// total, what to do next, the sowing speed and Skip, and the notice of a pass or a refused
// move. Event binding returns the unbind function.
import { listen, html } from '../dom.js';
import { SPEEDS } from './speed.js';
import { appendWhy, isWhy, shownKey } from '../play/why.js';

/** @typedef {import('./geometry.js').Player} Player */
/** @typedef {import('./speed.js').Speed} Speed */
/**
 * A notice under the turn: its text is worked out at each render, so it follows the language.
 * An explanation of a refused tap (tone `why`) also links its rule and names its source.
 * @typedef {{text: () => string, tone: 'pass' | 'error' | 'info' | 'suggest'} | import('../play/why.js').WhyNotice} TurnNotice
 */
/**
 * @typedef {{card: HTMLElement, title: HTMLElement, token: HTMLElement, round: HTMLElement,
 *   hint: HTMLElement, scores: HTMLElement, speed: HTMLElement, skip: HTMLButtonElement,
 *   again: HTMLButtonElement, notice: HTMLElement}} PanelElements
 */
/**
 * @typedef {{mover: Player | null, winner: Player | null, busy: boolean, round: number,
 *   stores: number[], totals: number[], hint: string,
 *   notice: TurnNotice | null, speed: Speed, reduced: boolean, blocked: boolean,
 *   human?: Player | null}} PanelView `human`: the visitor's side against the computer
 */

/** The words of each speed. @type {Record<Speed, string>} */
const SPEED_KEYS = { slow: 'sy.speed.slow', normal: 'sy.speed.normal', fast: 'sy.speed.fast', instant: 'sy.speed.instant' };

/**
 * @param {PanelElements} els
 * @param {{onSpeed: (speed: Speed) => void, onSkip: () => void, onNewMatch: () => void}} handlers
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createPanel(els, handlers, words, { playerName }) {
  const { t, num } = words;
  // The speed choice: one radio a speed, drawn as a segmented control.
  const group = `sy-speed-${Math.random().toString(36).slice(2, 8)}`;
  /** @type {Map<Speed, HTMLInputElement>} */
  const radios = new Map();
  const options = html('div', { class: 'sy-speed-options' });
  els.speed.appendChild(options);
  const reducedNote = html('p', { class: 'sy-speed-note muted', hidden: true });
  els.speed.appendChild(reducedNote);
  /** @type {Map<Speed, HTMLElement>} */
  const speedNames = new Map();
  for (const speed of SPEEDS) {
    const label = html('label', { class: 'sy-speed-option' });
    const input = /** @type {HTMLInputElement} */ (html('input', { type: 'radio', name: group, value: speed }));
    const name = html('span', {});
    label.append(input, name);
    options.appendChild(label);
    radios.set(speed, input);
    speedNames.set(speed, name);
  }
  /**
   * @type {Map<Player, {store: HTMLElement, total: HTMLElement, row: HTMLElement, token: HTMLElement,
   *   name: HTMLElement, role: HTMLElement, storeLabel: HTMLElement, totalLabel: HTMLElement, said: HTMLElement}>}
   */
  const rows = new Map();
  // A list of two rows; each row is heard as one sentence ("North: 12 in the store, 33 in
  // all"), while its drawn pieces (token, name, labels and numbers) are for the eye only.
  els.scores.setAttribute('role', 'list');
  for (const p of /** @type {Player[]} */ ([1, 0])) {
    const row = html('div', { class: 'sy-score', 'data-player': p, role: 'listitem' });
    const tok = token(p, t);
    const name = html('span', { class: 'sy-score-name' });
    // Against the computer, a second line says who is who (a suffix would not fit a phone).
    const role = html('span', { class: 'sy-score-role' });
    const who = html('span', { class: 'sy-score-who', 'aria-hidden': 'true' });
    who.append(name, role);
    row.append(tok, who);
    const store = html('span', { class: 'sy-score-n' });
    const total = html('span', { class: 'sy-score-n' });
    const storeStat = stat(store);
    const totalStat = stat(total);
    const said = html('span', { class: 'visually-hidden' });
    row.append(storeStat.el, totalStat.el, said);
    els.scores.appendChild(row);
    rows.set(p, { store, total, row, token: tok, name, role, storeLabel: storeStat.label, totalLabel: totalStat.label, said });
  }
  const unbind = [
    listen(els.speed, 'change', (e) => {
      const v = /** @type {HTMLInputElement} */ (e.target).value;
      const speed = SPEEDS.find((s) => s === v);
      if (speed) handlers.onSpeed(speed);
    }),
    listen(els.skip, 'click', handlers.onSkip),
    listen(els.again, 'click', handlers.onNewMatch),
  ];
  let lastNotice = '';

  /** @param {PanelView} v */
  function render(v) {
    const who = v.winner ?? v.mover;
    els.card.dataset.syTurn = who === null ? 'none' : String(who);
    els.token.textContent = who === null ? '' : t(who === 1 ? 'sy.northInitial' : 'sy.southInitial');
    els.title.textContent = v.winner !== null
      ? t('sy.turn.won', { player: playerName(v.winner) })
      : v.mover === null ? '' : t(v.busy ? 'sy.turn.sowing' : 'sy.turn.toMove', { player: playerName(v.mover) });
    els.round.textContent = t('sy.round', { n: v.round });
    els.hint.textContent = v.hint;
    // The fixed words are written at every render too (cheap), so a language switch needs
    // nothing more than a render.
    reducedNote.textContent = t('sy.speed.reduced');
    for (const [speed, name] of speedNames) name.textContent = t(SPEED_KEYS[speed]);
    for (const [p, r] of rows) {
      r.token.textContent = t(p === 1 ? 'sy.northInitial' : 'sy.southInitial');
      r.name.textContent = playerName(p);
      const human = v.human ?? null;
      r.role.hidden = human === null;
      r.role.textContent = human === null ? '' : t(p === human ? 'role.you' : 'role.computer');
      r.storeLabel.textContent = t('sy.storeLabel');
      r.totalLabel.textContent = t('sy.totalLabel');
      r.store.textContent = num(v.stores[p]);
      r.total.textContent = num(v.totals[p]);
      r.row.classList.toggle('is-mover', v.mover === p && v.winner === null);
      const key = human === null ? 'sy.scoreLabel' : p === human ? 'sy.scoreLabel.you' : 'sy.scoreLabel.computer';
      r.said.textContent = t(key, { player: playerName(p), store: v.stores[p], total: v.totals[p] });
    }
    for (const [speed, input] of radios) {
      // With reduced motion asked for by the system, sowing is always shown at once.
      input.checked = v.reduced ? speed === 'instant' : speed === v.speed;
      input.disabled = v.blocked || v.reduced;
    }
    reducedNote.hidden = !v.reduced;
    // While seeds are being sown, Skip takes the round's place in the banner.
    els.skip.hidden = !v.busy;
    els.round.hidden = v.busy;
    els.again.hidden = v.winner === null;
    els.again.disabled = v.blocked;

    const { notice } = v;
    const text = notice ? notice.text() : '';
    const key = !notice ? '' : isWhy(notice) ? `why|${shownKey(notice)}` : `${notice.tone}|${text}`;
    if (key !== lastNotice) {
      lastNotice = key;
      els.notice.hidden = !notice;
      els.notice.textContent = notice && isWhy(notice) ? '' : text;
      if (notice && isWhy(notice)) appendWhy(els.notice, notice, words);
      if (notice) els.notice.dataset.tone = notice.tone;
    }
  }

  return { render, unbind: () => unbind.forEach((fn) => fn()) };
}

/**
 * A player's token: its colour and its initial, so colour is never the only sign.
 * @param {Player} p @param {import('../i18n.js').Words['t']} t
 */
export function token(p, t) {
  const el = html('span', { class: `sy-token p${p}`, 'aria-hidden': 'true' }, t(p === 1 ? 'sy.northInitial' : 'sy.southInitial'));
  return el;
}

/** A labelled number; the label is written by render. @param {HTMLElement} value */
function stat(value) {
  const el = html('span', { class: 'sy-stat', 'aria-hidden': 'true' });
  const label = html('span', { class: 'sy-stat-label' });
  el.append(label, value);
  return { el, label };
}
