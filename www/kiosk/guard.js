// @ts-check
// What keeps a touch screen's visitor inside the kiosk: no context menu, no text selection or
// drag, and no link that leaves. A link to one of the kit's rules pages (the toolbar's, a
// refused tap's "The rule", the rules card's, a link inside the rules panel) opens the in-app
// rules panel instead; every other link does nothing.
import { listen } from '../dom.js';
import { rulesPage } from '../play/links.js';

/** The folder of the kit's rules pages. */
const RULES_DIR = new URL('.', rulesPage('ssangnyuk', 'en')).href;
const RULES_PAGE = /^(ssangnyuk|sanyao)\.(es|en|ja)\.html$/;

/**
 * The rules page `href` points to (with its fragment), or null for any other address.
 * @param {string} href an absolute address
 * @returns {URL | null}
 */
export function rulesTarget(href) {
  let url;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const page = url.href.slice(0, url.href.length - url.hash.length);
  return page.startsWith(RULES_DIR) && RULES_PAGE.test(page.slice(RULES_DIR.length)) ? url : null;
}

/**
 * @param {HTMLElement} root the kiosk's container (in a shadow root)
 * @param {(url: URL) => void} openRules
 * @returns {() => void} unbinds
 */
export function guardTouch(root, openRules) {
  const prevent = (/** @type {Event} */ e) => e.preventDefault();
  /** @param {MouseEvent} e */
  const follow = (e) => {
    // The panel's page lives in a shadow root of its own: the path finds its links too.
    const a = e.composedPath().find((n) => n instanceof HTMLAnchorElement);
    if (!(a instanceof HTMLAnchorElement)) return;
    e.preventDefault();
    if (e.type !== 'click') return;
    const target = rulesTarget(a.dataset.rulesHref ?? a.href);
    if (target) openRules(target);
  };
  const unbind = [
    listen(root, 'contextmenu', prevent),
    listen(root, 'selectstart', prevent),
    listen(root, 'dragstart', prevent),
    listen(root, 'click', follow, { capture: true }),
    listen(root, 'auxclick', follow, { capture: true }),
  ];
  return () => unbind.forEach((fn) => fn());
}
