// @ts-check
// Dismissible notices (a refused URL value or attribute, a restored game, a computer player
// that stopped), worded again after each language switch. Their text goes in with
// textContent only, so nothing from a URL can become markup.
import { html } from '../dom.js';

/** Text of a notice, worked out again after each language switch. @typedef {() => string} Message */
/** A button a notice may carry (the update notice's Reload). @typedef {{label: Message, run: () => void}} Action */

/**
 * @param {HTMLElement} box where the notices go
 * @param {import('../i18n.js').Words} words
 * @returns {{notify: (message: Message, action?: Action) => void, destroy: () => void}}
 */
export function createNotices(box, words) {
  const { t } = words;
  /** @type {{item: HTMLElement, text: HTMLElement, close: HTMLElement, message: Message, button: HTMLElement | null, action: Action | undefined}[]} */
  const shown = [];
  const unlisten = words.onChange(() => {
    for (const n of shown) {
      n.text.textContent = n.message();
      n.close.setAttribute('aria-label', t('notice.dismiss'));
      if (n.button && n.action) n.button.textContent = n.action.label();
    }
  });
  return {
    notify(message, action) {
      const item = html('div', { class: 'notice' });
      const text = html('p', {}, message());
      item.appendChild(text);
      const button = action ? html('button', { type: 'button', class: 'btn btn-primary notice-action' }, action.label()) : null;
      if (button && action) {
        button.addEventListener('click', () => action.run());
        item.appendChild(button);
      }
      const close = html('button', { type: 'button', class: 'notice-close', 'aria-label': t('notice.dismiss') });
      close.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8"/></svg>';
      const entry = { item, text, close, message, button, action };
      close.addEventListener('click', () => {
        item.remove();
        shown.splice(shown.indexOf(entry), 1);
      });
      item.appendChild(close);
      box.appendChild(item);
      shown.push(entry);
    },
    destroy() {
      unlisten();
      box.replaceChildren();
      shown.length = 0;
    },
  };
}
