// @ts-check
// The move log: one line a move, pass and round, newest last, so the player taking the
// device sees what the other did. Entries are data (labels.js LogEntry), translated here.
import { html } from '../dom.js';

/** @typedef {import('./labels.js').LogEntry} LogEntry */

/** Lines kept on screen and in storage. */
export const MAX_LOG = 400;

/**
 * @param {HTMLOListElement} list
 * @param {HTMLElement} empty shown while there is nothing to list
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function createLog(list, empty, { language }, { logText }) {
  /** @type {LogEntry[]} */
  let shown = [];
  let shownLang = language();
  /** @param {LogEntry[]} entries */
  function render(entries) {
    // During a match lines are only appended; anything else (new match, restore, a language
    // switch) rebuilds.
    const same = shownLang === language() && shown.length <= entries.length && shown.every((e, i) => e === entries[i]);
    shownLang = language();
    if (!same) {
      list.replaceChildren();
      shown = [];
    }
    for (const e of entries.slice(shown.length)) {
      const who = e.k === 'round' ? 'both' : `p${e.p}`;
      const li = html('li', { class: `log-entry sy-log-entry ${who} ${e.k}` });
      li.appendChild(html('span', { class: 'log-mark', 'aria-hidden': 'true' }));
      li.appendChild(html('span', { class: 'log-text' }, logText(e)));
      list.appendChild(li);
    }
    if (entries.length !== shown.length) list.scrollTop = list.scrollHeight;
    shown = entries;
    empty.hidden = entries.length > 0;
  }
  return { render };
}
