// @ts-check
// A yes/no question in the page's <dialog>, answered by its two buttons or Escape.
import { listen } from './dom.js';

/**
 * @param {HTMLDialogElement} dialog holding [data-answer="yes"] and [data-answer="no"] buttons
 * @param {HTMLElement} text where the question goes
 * @param {string} question
 * @returns {Promise<boolean>}
 */
export function ask(dialog, text, question) {
  text.textContent = question;
  return new Promise((resolve) => {
    const unbind = [
      listen(dialog, 'click', (e) => {
        const answer = e.target instanceof Element ? e.target.closest('[data-answer]')?.getAttribute('data-answer') : null;
        if (answer) dialog.close(answer);
      }),
      listen(dialog, 'close', () => {
        unbind.forEach((fn) => fn());
        resolve(dialog.returnValue === 'yes');
      }),
    ];
    dialog.returnValue = '';
    dialog.showModal();
    // The safe answer gets the focus, so Enter does not throw a game away.
    const no = dialog.querySelector('[data-answer="no"]');
    if (no instanceof HTMLElement) no.focus();
  });
}
