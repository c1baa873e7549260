// @ts-check
// The Embed page's words: one string file per language, loaded when first needed (a visitor
// reading in one language fetches only that file). Strings are plain text: `backticks` mark
// code, drawn as <code> elements with textContent, so no string is ever parsed as markup.

/** @typedef {import('./snippet.js').Lang} Lang */
/** @typedef {Record<string, string>} Strings */

/** @type {Record<Lang, () => Promise<{default: Strings}>>} */
const LOADERS = {
  es: () => import('./strings/es.js'),
  en: () => import('./strings/en.js'),
  ja: () => import('./strings/ja.js'),
};

/**
 * The strings of `lang`.
 * @param {Lang} lang
 * @returns {Promise<Strings>}
 */
export async function loadStrings(lang) {
  return (await LOADERS[lang]()).default;
}

/**
 * A lookup with `{name}` parameters filled in. A key missing from the file shows as the key
 * (tests/embedding.test.mjs keeps every file complete).
 * @param {Strings} strings
 * @returns {(key: string, params?: Record<string, string | number>) => string}
 */
export function lookup(strings) {
  return (key, params = {}) => {
    const text = Object.hasOwn(strings, key) ? strings[key] : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
}

/**
 * Text split at backticks: even pieces are prose, odd pieces code.
 * @param {string} text
 * @returns {{code: boolean, text: string}[]}
 */
export function pieces(text) {
  return text.split('`').map((t, i) => ({ code: i % 2 === 1, text: t })).filter((p) => p.text !== '');
}

/**
 * Replaces `el`'s content with `text`, code pieces in <code>.
 * @param {Element} el
 * @param {string} text
 */
export function setRichText(el, text) {
  const parts = pieces(text);
  if (parts.every((p) => !p.code)) {
    el.textContent = text;
    return;
  }
  el.replaceChildren(...parts.map((p) => {
    if (!p.code) return document.createTextNode(p.text);
    const code = document.createElement('code');
    code.textContent = p.text;
    return code;
  }));
}

/**
 * Fills every [data-i18n] (content), [data-i18n-title] and [data-i18n-aria-label] under `root`.
 * @param {ParentNode} root
 * @param {(key: string) => string} t
 */
export function translate(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) setRichText(el, t(/** @type {HTMLElement} */ (el).dataset.i18n ?? ''));
  for (const el of root.querySelectorAll('[data-i18n-title]')) el.setAttribute('title', t(/** @type {HTMLElement} */ (el).dataset.i18nTitle ?? ''));
  for (const el of root.querySelectorAll('[data-i18n-aria-label]')) el.setAttribute('aria-label', t(/** @type {HTMLElement} */ (el).dataset.i18nAriaLabel ?? ''));
}
