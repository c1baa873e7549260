// @ts-check
// The move log: every event of the record (and of the game before a reload), one line each,
// closed by the winner once there is one.
import { html } from '../dom.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */
/** A written line, and how a screen reader says it when that differs. @typedef {{text: string, said: string | null, cls: string}} Line */

/**
 * @param {HTMLOListElement} list
 * @param {HTMLElement} empty shown while there is nothing to list
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createLog(list, empty, { t }, { eventText, eventSaid, colorName }) {
  /** @type {string[]} */
  let shown = [];
  /**
   * @param {SsangnyukEvent[]} events
   * @param {import('./geometry.js').Color | null} winner
   */
  function render(events, winner) {
    /** @type {Line[]} */
    const lines = events.map((e) => ({
      text: eventText(e),
      said: eventSaid(e),
      cls: `${e.type === 'jaengdu' ? 'both' : e.color} ${e.type}`,
    }));
    if (winner) lines.push({ text: t('sn.log.won', { color: colorName(winner) }), said: null, cls: `${winner} won` });
    const texts = lines.map((l) => `${l.text}|${l.said}`);
    // During a game lines are only appended; anything else (new game, restore) rebuilds.
    const same = shown.length <= texts.length && shown.every((line, i) => line === texts[i]);
    if (!same) {
      list.replaceChildren();
      shown = [];
    }
    for (const line of lines.slice(shown.length)) {
      const li = html('li', { class: `log-entry ${line.cls}` });
      li.appendChild(html('span', { class: 'log-mark', 'aria-hidden': 'true' }));
      // Notation ("13/7* 13/10") is for the eye; a screen reader hears the sentence instead.
      li.appendChild(html('span', { class: 'log-text', ...(line.said ? { 'aria-hidden': 'true' } : {}) }, line.text));
      if (line.said) li.appendChild(html('span', { class: 'visually-hidden' }, line.said));
      list.appendChild(li);
    }
    if (texts.length !== shown.length) list.scrollTop = list.scrollHeight;
    shown = texts;
    empty.hidden = texts.length > 0;
  }
  return { render };
}
