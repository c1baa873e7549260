// @ts-check
// "Still playing?": asked when a game in progress has been left alone for the idle time. A big
// Yes (or any touch, which the kiosk passes on as `keep`) keeps the game; with no answer the
// countdown runs out and the game is reset for the next visitor.
import { html, listen } from '../dom.js';

/**
 * @param {HTMLElement} root the kiosk's container
 * @param {import('../i18n.js').Words} words
 */
export function createQuestion(root, words) {
  const box = html('div', { class: 'kiosk-ask', role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'kiosk-ask-title', hidden: true });
  const card = html('div', { class: 'card kiosk-ask-card' });
  const title = html('h2', { id: 'kiosk-ask-title', 'data-i18n': 'kiosk.still' });
  const count = html('p', { class: 'kiosk-ask-count', 'aria-live': 'polite' });
  const yes = html('button', { type: 'button', class: 'btn btn-primary kiosk-yes', 'data-i18n': 'kiosk.yes' });
  card.append(title, count, yes);
  box.append(card);
  root.append(box);

  /** @type {((kept: boolean) => void) | null} */
  let answer = null;
  /** @type {ReturnType<typeof setInterval> | null} */
  let tick = null;
  let left = 0;

  const draw = () => {
    words.translate(box);
    count.textContent = words.tn('kiosk.countdown', left);
  };
  /** @param {boolean} kept */
  function settle(kept) {
    if (tick !== null) clearInterval(tick);
    tick = null;
    box.hidden = true;
    const done = answer;
    answer = null;
    done?.(kept);
  }
  /**
   * Whether the focus is the kiosk's to take: its document has it, and nothing outside the
   * kiosk holds it. A kiosk that shares its page (the Embed page's preview) never takes the
   * focus, or the scroll that comes with it, from what its host is doing.
   */
  const focusIsFree = () => {
    const doc = root.ownerDocument;
    const active = doc.activeElement;
    const rootNode = root.getRootNode();
    const host = rootNode instanceof ShadowRoot ? rootNode.host : null;
    return doc.hasFocus() && (active === null || active === doc.body || active === host || root.contains(active));
  };
  const unbind = [words.onChange(() => { if (answer) draw(); }), listen(yes, 'click', () => settle(true))];

  return {
    /**
     * Asks, and resolves true when the visitor answers, false when `seconds` run out.
     * @param {number} seconds
     * @returns {Promise<boolean>}
     */
    ask(seconds) {
      settle(true);
      left = seconds;
      draw();
      box.hidden = false;
      if (focusIsFree()) yes.focus();
      return new Promise((resolve) => {
        answer = resolve;
        tick = setInterval(() => {
          left -= 1;
          if (left <= 0) settle(false);
          else draw();
        }, 1000);
      });
    },
    /** Whether the question is on screen. */
    asking: () => answer !== null,
    /** A touch anywhere: the visitor is still here. */
    keep: () => { if (answer) settle(true); },
    /** Takes the question away with no answer (the game is going anyway). */
    cancel: () => { if (answer) settle(false); },
    destroy() {
      settle(false);
      unbind.forEach((fn) => fn());
      box.remove();
    },
  };
}
