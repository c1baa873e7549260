// @ts-check
// Which language the page speaks, and the switcher that changes it. The choice: `?lang=` in
// the URL first, then the choice saved by the switcher, then the browser's languages (by
// primary subtag: "ja-JP" is Japanese), else English. Everything read here is untrusted: only
// the three known codes ever leave this module, and a refused `?lang=` value is handed back
// as plain text for a notice (shown with textContent, never as markup).
import { isLanguage } from './i18n.js';
import { loadJson, saveJson } from './storage.js';
import { listen } from './dom.js';

/** @typedef {import('./i18n.js').Lang} Lang */

const KEY = 'madang.lang';
/** Each language's own name, the same on every page (as on the rules pages). */
export const NATIVE_NAMES = /** @type {Record<Lang, string>} */ ({ es: 'Español', en: 'English', ja: '日本語' });

/**
 * The page's language for a tag like "ja", "ja-JP", "ES_es" (by its primary subtag).
 * @param {unknown} tag
 * @returns {Lang | null}
 */
export function matchLanguage(tag) {
  if (typeof tag !== 'string') return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * Chooses the language. `query` is the raw `?lang=` value (null when absent).
 * @param {{query: string | null, saved: unknown, browser: readonly string[]}} input
 * @returns {{lang: Lang, from: 'url' | 'saved' | 'browser' | 'default', refused: string | null}}
 *   `refused`: a `?lang=` value that is not one of the page's languages
 */
export function chooseLanguage({ query, saved, browser }) {
  const asked = query === null || query.trim() === '' ? null : query;
  const fromUrl = matchLanguage(asked);
  if (fromUrl) return { lang: fromUrl, from: 'url', refused: null };
  const refused = asked;
  const fromSaved = isLanguage(saved) ? saved : null;
  if (fromSaved) return { lang: fromSaved, from: 'saved', refused };
  for (const tag of browser) {
    const l = matchLanguage(tag);
    if (l) return { lang: l, from: 'browser', refused };
  }
  return { lang: 'en', from: 'default', refused };
}

/** The saved choice (untrusted). */
export function savedLanguage() {
  return loadJson(KEY);
}

/** @returns {readonly string[]} */
export function browserLanguages() {
  const nav = typeof navigator === 'undefined' ? null : navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/**
 * The current URL with `lang` set (every other parameter kept, so the game stays).
 * @param {Lang} lang
 * @param {string} [href]
 */
export function urlWithLanguage(lang, href = window.location.href) {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return `${url.search}${url.hash}`;
}

/**
 * Binds the switcher: links to `?lang=xx` (with the page's other parameters), so they also work
 * as plain links (a new tab, no JavaScript). A plain click switches in place: the saved choice
 * is updated, the URL gets `?lang=`, and `onSwitch` redraws every word.
 * @param {HTMLElement} nav holding a[data-lang] links
 * @param {() => Lang} language the language shown now
 * @param {(lang: Lang) => void} onSwitch
 * @returns {{update: () => void, unbind: () => void}}
 */
export function bindSwitcher(nav, language, onSwitch) {
  const links = /** @type {HTMLAnchorElement[]} */ ([...nav.querySelectorAll('a[data-lang]')]);
  function update() {
    for (const a of links) {
      const l = matchLanguage(a.dataset.lang);
      if (!l) continue;
      a.href = urlWithLanguage(l);
      a.textContent = NATIVE_NAMES[l];
      a.lang = l;
      a.hreflang = l;
      if (l === language()) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  }
  const unbind = listen(nav, 'click', (/** @type {MouseEvent} */ e) => {
    const a = e.target instanceof Element ? e.target.closest('a[data-lang]') : null;
    if (!(a instanceof HTMLAnchorElement) || !nav.contains(a)) return;
    // A new tab or window is the browser's business.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const l = matchLanguage(a.dataset.lang);
    if (!l) return;
    e.preventDefault();
    rememberLanguage(l);
    onSwitch(l);
  });
  update();
  return { update, unbind };
}

/**
 * Remembers a choice; the URL carries it too, so a reload or a shared link keeps it.
 * @param {Lang} lang
 */
export function rememberLanguage(lang) {
  saveJson(KEY, lang);
  window.history.replaceState(window.history.state, '', urlWithLanguage(lang));
}

