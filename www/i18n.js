// @ts-check
// String lookup for the page. Strings live in one data file per language (www/i18n/<lang>.js);
// adding a language means adding a file with the same keys and registering it here.
import en from './i18n/en.js';

/** @type {Record<string, Record<string, string>>} */
const catalogs = { en };

let lang = 'en';
let strings = en;
let plurals = new Intl.PluralRules(lang);

/**
 * Switches the language (unknown languages keep English).
 * @param {string} code
 */
export function setLanguage(code) {
  if (!(code in catalogs)) return;
  lang = code;
  strings = catalogs[code];
  plurals = new Intl.PluralRules(code);
  document.documentElement.lang = code;
}

/** @returns {string} */
export function language() {
  return lang;
}

/**
 * Whether a key exists (used to map engine error kinds to messages).
 * @param {string} key
 */
export function has(key) {
  return key in strings || key in en;
}

/**
 * The string for `key` with `{name}` parameters filled in. A missing key shows itself, so a
 * gap is visible in review instead of silently blank.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const text = strings[key] ?? en[key];
  if (text === undefined) {
    console.warn(`i18n: missing key ${key}`);
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/**
 * A plural string: looks up `key.one`, `key.other`, ... by the language's plural rules.
 * `count` is passed as the `{count}` parameter.
 * @param {string} key
 * @param {number} count
 * @param {Record<string, string | number>} [params]
 */
export function tn(key, count, params = {}) {
  const form = `${key}.${plurals.select(count)}`;
  return t(has(form) ? form : `${key}.other`, { ...params, count });
}

/**
 * Fills static markup: `data-i18n` sets text, `data-i18n-<attr>` sets that attribute
 * (e.g. data-i18n-aria-label).
 * @param {ParentNode} root
 */
export function translateDom(root) {
  for (const el of root.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement || el instanceof SVGElement)) continue;
    for (const [name, key] of Object.entries(el.dataset)) {
      if (!key) continue;
      if (name === 'i18n') el.textContent = t(key);
      else if (name.startsWith('i18n')) {
        const attr = name.slice(4).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^-/, '');
        el.setAttribute(attr, t(key));
      }
    }
  }
}
