// @ts-check
// String lookup for the page. Strings live in one data file per language (www/i18n/<lang>.js)
// with identical keys (tests/i18n.test.mjs enforces it); adding a language means adding a file
// and registering it here. The language can change at any time: views subscribe with
// onLanguageChange and redraw, so a switch never reloads the page or loses a game.
import en from './i18n/en.js';
import es from './i18n/es.js';
import ja from './i18n/ja.js';

/** @typedef {'es' | 'en' | 'ja'} Lang */

/** @type {Record<Lang, Record<string, string>>} */
const catalogs = { es, en, ja };

/** The page's languages, in the order the switcher lists them. @type {Lang[]} */
export const LANGUAGES = ['es', 'en', 'ja'];

/** @type {Lang} */
let lang = 'en';
let strings = en;
let plurals = new Intl.PluralRules(lang);
let numbers = new Intl.NumberFormat(lang);
/** @type {Set<(lang: Lang) => void>} */
const listeners = new Set();

/**
 * Whether `code` is one of the page's languages.
 * @param {unknown} code
 * @returns {code is Lang}
 */
export function isLanguage(code) {
  return typeof code === 'string' && Object.hasOwn(catalogs, code);
}

/**
 * Switches the language (anything but a known code is ignored), sets `<html lang>` and tells
 * every subscriber, which redraws its words.
 * @param {string} code
 */
export function setLanguage(code) {
  if (!isLanguage(code)) return;
  const changed = code !== lang;
  lang = code;
  strings = catalogs[code];
  plurals = new Intl.PluralRules(code);
  numbers = new Intl.NumberFormat(code);
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  if (changed) for (const fn of [...listeners]) fn(code);
}

/** @returns {Lang} */
export function language() {
  return lang;
}

/**
 * Calls `fn` after every language switch; returns the function that stops it.
 * @param {(lang: Lang) => void} fn
 * @returns {() => void}
 */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => { listeners.delete(fn); };
}

/**
 * Whether a key exists (used to map engine error kinds to messages).
 * @param {string} key
 */
export function has(key) {
  return Object.hasOwn(strings, key) || Object.hasOwn(en, key);
}

/**
 * A number as the language writes it (Intl.NumberFormat).
 * @param {number} n
 */
export function num(n) {
  return numbers.format(n);
}

/**
 * The string for `key` with `{name}` parameters filled in; numbers are formatted for the
 * language. A key missing in the language falls back to English; a key missing everywhere
 * is a bug the test suite catches (and the browser tests fail on this warning): the user
 * sees nothing rather than a raw key.
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const text = Object.hasOwn(strings, key) ? strings[key] : Object.hasOwn(en, key) ? en[key] : undefined;
  if (text === undefined) {
    console.warn(`i18n: missing key ${key}`);
    return '';
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!Object.hasOwn(params, name)) return whole;
    const v = params[name];
    return typeof v === 'number' ? numbers.format(v) : String(v);
  });
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
 * A list in the language's style (Intl.ListFormat): "5 and 6", "5 y 6", "5と6"; the narrow
 * style drops the conjunction where the language allows ("6, 4").
 * @param {string[]} items
 * @param {'long' | 'narrow'} [style]
 */
export function list(items, style = 'long') {
  return new Intl.ListFormat(lang, { type: 'conjunction', style }).format(items);
}

/**
 * Fills static markup: `data-i18n` sets text, `data-i18n-<attr>` sets that attribute
 * (e.g. data-i18n-aria-label). Safe to run again after a language switch.
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
