// @ts-check
// The move log: every event of the record (and of the game before a reload), one line each.
import { html } from '../dom.js';
import { eventText } from './labels.js';

/** @typedef {import('./labels.js').RecordEvent} RecordEvent */

/**
 * @param {HTMLOListElement} list
 * @param {HTMLElement} empty shown while there is nothing to list
 */
export function createLog(list, empty) {
  /** @type {string[]} */
  let shown = [];
  /** @param {RecordEvent[]} events */
  function render(events) {
    const lines = events.map(eventText);
    // Lines only ever get appended during a game; anything else (new game, undo of nothing)
    // rebuilds the list.
    const same = shown.length <= lines.length && shown.every((line, i) => line === lines[i]);
    if (!same) {
      list.replaceChildren();
      shown = [];
    }
    for (let i = shown.length; i < events.length; i++) {
      const e = events[i];
      const who = e.type === 'jaengdu' ? 'both' : e.color;
      const li = html('li', { class: `log-entry ${who} ${e.type}` });
      li.appendChild(html('span', { class: 'log-mark', 'aria-hidden': 'true' }));
      li.appendChild(html('span', { class: 'log-text' }, lines[i]));
      list.appendChild(li);
    }
    if (lines.length !== shown.length) list.scrollTop = list.scrollHeight;
    shown = lines;
    empty.hidden = lines.length > 0;
  }
  return { render };
}
