// @ts-check
// The rules inside the kiosk: the kit's own rules page (the same content as the page a link
// would open), fetched and shown in a scrollable panel with a big Close button, never a new
// tab. The page's <main> goes into a shadow root of its own with the pages' stylesheet, so the
// rules look as they do on their page and the game's styles stay apart. Its links are kept
// only when they lead to a rules page (an anchor of the same page or another rules page, which
// guard.js opens here); any other becomes plain text.
import { html, listen } from '../dom.js';
import { rulesTarget } from './guard.js';

const SHEETS = ['../rules/rules.css', './rules-panel.css'];

/** Each page's content, fetched once (a failed fetch is tried again). @type {Map<string, Promise<{lang: string, main: Element}>>} */
const pages = new Map();

/** @param {string} page an address without fragment */
function load(page) {
  let p = pages.get(page);
  if (!p) {
    p = fetch(page).then(async (r) => {
      if (!r.ok) throw new Error(`rules page ${page}: HTTP ${r.status}`);
      const doc = new DOMParser().parseFromString(await r.text(), 'text/html');
      const main = doc.querySelector('main');
      if (!main) throw new Error(`rules page ${page}: no <main>`);
      return { lang: doc.documentElement.lang, main };
    });
    p.catch(() => pages.delete(page));
    pages.set(page, p);
  }
  return p;
}

/**
 * The page's content made safe for the kiosk: its links resolved against the page, the ones
 * that leave the rules dropped to their text, and the "Play these rules" links (which would
 * leave the kiosk) removed.
 * @param {Element} main @param {string} page
 */
function adopt(main, page) {
  const copy = /** @type {Element} */ (document.importNode(main, true));
  for (const el of copy.querySelectorAll('script, link, style, iframe, object, embed, form, .play, .play-link')) el.remove();
  for (const a of copy.querySelectorAll('a')) {
    const target = rulesTarget(new URL(a.getAttribute('href') ?? '', page).href);
    if (target) {
      a.dataset.rulesHref = target.href;
      a.setAttribute('href', target.hash || '#');
    } else {
      a.replaceWith(...a.childNodes);
    }
  }
  return copy;
}

/**
 * @param {HTMLElement} root the kiosk's container
 * @param {import('../i18n.js').Words} words
 */
export function createRulesPanel(root, words) {
  const panel = html('div', { class: 'kiosk-rules', role: 'dialog', 'aria-modal': 'true', hidden: true });
  const bar = html('div', { class: 'kiosk-rules-bar' });
  const close = html('button', { type: 'button', class: 'btn btn-primary kiosk-rules-close', 'data-i18n': 'kiosk.rulesClose' });
  bar.append(html('h2', { class: 'kiosk-rules-title', 'data-i18n': 'app.rules' }), close);
  const scroller = html('div', { class: 'kiosk-rules-scroll' });
  const host = html('div', { class: 'kiosk-rules-doc' });
  scroller.append(host);
  panel.append(bar, scroller);
  root.append(panel);
  const shadow = host.attachShadow({ mode: 'open' });
  for (const path of SHEETS) shadow.append(html('link', { rel: 'stylesheet', href: new URL(path, import.meta.url).href }));
  const content = html('div', { class: 'kiosk-rules-content' });
  shadow.append(content);
  /** The page on show, without fragment. */
  let shown = '';
  let asked = 0;

  /**
   * Shows the element `hash` names at the top, marked as the rules pages mark their :target
   * (www/rules/rules.css reads [data-target] too, as this panel's address has no fragment),
   * and gives it the focus, so a keyboard or a screen reader carries on from what the link
   * named: the rule a refused tap or a lesson pointed at, the toolbar's rules table, a source
   * followed inside the panel. With no such element the panel shows its top, and the focus
   * goes to Close when `focus` says so (a link followed inside the panel, which went with the
   * content it stood in); opened from the game, Close has it already.
   * @param {string} hash @param {boolean} focus
   */
  function scrollTo(hash, focus) {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    const target = id ? shadow.getElementById(id) : null;
    for (const el of shadow.querySelectorAll('[data-target]')) el.removeAttribute('data-target');
    if (target) {
      target.setAttribute('data-target', '');
      // The panel's own scroller only: scrollIntoView scrolled the page around the kiosk too
      // where it could (a phone), taking the Close bar off the top of the screen.
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      scroller.scrollTop += target.getBoundingClientRect().top - scroller.getBoundingClientRect().top - margin;
      if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
      target.focus({ preventScroll: true });
    } else {
      scroller.scrollTop = 0;
      if (focus) close.focus();
    }
  }

  const relabel = () => {
    words.translate(bar);
    panel.setAttribute('aria-label', words.t('app.rules'));
  };
  relabel();
  const unbind = [
    words.onChange(relabel),
    listen(close, 'click', () => hide()),
    listen(panel, 'keydown', (/** @type {KeyboardEvent} */ e) => { if (e.key === 'Escape') hide(); }),
  ];

  function hide() {
    asked += 1;
    panel.hidden = true;
  }

  return {
    /** Opens the panel on the rules page `url` (at its fragment). @param {URL} url */
    async open(url) {
      const page = url.href.slice(0, url.href.length - url.hash.length);
      const ticket = ++asked;
      // Open already: a link inside the panel. Opened from the game, Close has the focus
      // until the page is there to show what the link named (see scrollTo).
      const within = !panel.hidden;
      panel.hidden = false;
      if (!within) close.focus();
      if (page !== shown) {
        content.replaceChildren(html('p', { class: 'kiosk-rules-loading' }, words.t('app.loading')));
        try {
          const { lang, main } = await load(page);
          if (ticket !== asked) return;
          host.lang = lang;
          content.replaceChildren(adopt(main, page));
          shown = page;
        } catch (e) {
          if (ticket !== asked) return;
          console.error(e);
          content.replaceChildren(html('p', { class: 'kiosk-rules-loading' }, words.t('kiosk.rulesFailed')));
          shown = '';
          // A link followed inside the panel went with the content it stood in.
          if (within) close.focus();
          return;
        }
      }
      scrollTo(url.hash, within);
    },
    hide,
    isOpen: () => !panel.hidden,
    destroy() {
      hide();
      unbind.forEach((fn) => fn());
      panel.remove();
    },
  };
}
