// @ts-check
// String lookup, one words object per game on the page (and one for the site around them).
// Strings live in one data file per language (www/i18n/<lang>.js) with identical keys
// (tests/i18n.test.mjs enforces it); adding a language means adding a file and registering it
// in LOADERS. A catalog is fetched only when a words object first asks for its language, once
// per page. The language can change at any time: views subscribe with onChange and redraw, so
// a switch never reloads anything or loses a game. Setting `lang` on the markup is the
// caller's job (the site sets <html lang>, an embedded game its own container).

/** @typedef {'es' | 'en' | 'ja'} Lang */
/** @typedef {Record<string, string>} Catalog */

/** The languages, in the order the switcher lists them. @type {Lang[]} */
export const LANGUAGES = ['es', 'en', 'ja'];

/** @type {Record<Lang, () => Promise<{default: Catalog}>>} */
const LOADERS = {
  es: () => import('./i18n/es.js'),
  en: () => import('./i18n/en.js'),
  ja: () => import('./i18n/ja.js'),
};

/** One load per language and page, shared by every words object. @type {Map<Lang, Promise<Catalog>>} */
const loading = new Map();

/**
 * The catalog of a language, fetched on first use.
 * @param {Lang} lang
 * @returns {Promise<Catalog>}
 */
export function loadCatalog(lang) {
  let p = loading.get(lang);
  if (!p) {
    p = LOADERS[lang]().then((m) => m.default);
    // A failed fetch may be tried again later.
    p.catch(() => loading.delete(lang));
    loading.set(lang, p);
  }
  return p;
}

/**
 * Whether `code` is one of the page's languages.
 * @param {unknown} code
 * @returns {code is Lang}
 */
export function isLanguage(code) {
  return typeof code === 'string' && Object.hasOwn(LOADERS, code);
}

/**
 * @typedef {{
 *   t: (key: string, params?: Record<string, string | number>) => string,
 *   tn: (key: string, count: number, params?: Record<string, string | number>) => string,
 *   num: (n: number) => string,
 *   list: (items: string[], style?: 'long' | 'narrow') => string,
 *   sentences: (parts: string[]) => string,
 *   has: (key: string) => boolean,
 *   language: () => Lang,
 *   onChange: (fn: (lang: Lang) => void) => () => void,
 *   setLanguage: (code: string) => Promise<void>,
 *   translate: (root: ParentNode) => void,
 * }} Words
 */

/**
 * A words object: its own language and subscribers. It speaks no language until the first
 * `setLanguage` has resolved (until then every lookup is empty and warns).
 * @returns {Words}
 */
export function createWords() {
  /** @type {Lang} */
  let lang = 'en';
  /** @type {Catalog | null} */
  let strings = null;
  let plurals = new Intl.PluralRules(lang);
  let numbers = new Intl.NumberFormat(lang);
  /** Counts switches, so only the last of several quick ones takes effect. */
  let asked = 0;
  /** @type {Set<(lang: Lang) => void>} */
  const listeners = new Set();

  /**
   * Whether a key exists (used to map engine error kinds to messages).
   * @param {string} key
   */
  const has = (key) => strings !== null && Object.hasOwn(strings, key);

  /**
   * The string for `key` with `{name}` parameters filled in; numbers are formatted for the
   * language. A missing key is a bug the test suite catches (the browser tests fail on this
   * warning): the user sees nothing rather than a raw key.
   * @param {string} key
   * @param {Record<string, string | number>} [params]
   * @returns {string}
   */
  function t(key, params = {}) {
    const text = strings !== null && Object.hasOwn(strings, key) ? strings[key] : undefined;
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

  return {
    t,
    /**
     * A plural string: looks up `key.one`, `key.other`, ... by the language's plural rules.
     * `count` is passed as the `{count}` parameter.
     */
    tn(key, count, params = {}) {
      const form = `${key}.${plurals.select(count)}`;
      return t(has(form) ? form : `${key}.other`, { ...params, count });
    },
    /** A number as the language writes it (Intl.NumberFormat). */
    num: (n) => numbers.format(n),
    /**
     * A list in the language's style (Intl.ListFormat): "5 and 6", "5 y 6", "5と6"; the
     * narrow style drops the conjunction where the language allows ("6, 4").
     */
    list: (items, style = 'long') => new Intl.ListFormat(lang, { type: 'conjunction', style }).format(items),
    /**
     * Whole sentences (each with its own full stop) spoken one after another: a space between
     * them, none in Japanese, whose 。 closes a sentence by itself. Empty parts are left out.
     */
    sentences: (parts) => parts.filter(Boolean).join(lang === 'ja' ? '' : ' '),
    has,
    language: () => lang,
    /** Calls `fn` after every language switch; returns the function that stops it. */
    onChange(fn) {
      listeners.add(fn);
      return () => { listeners.delete(fn); };
    },
    /**
     * Switches the language once its catalog is here (anything but a known code is ignored)
     * and tells every subscriber, which redraws its words.
     */
    async setLanguage(code) {
      if (!isLanguage(code)) return;
      const ticket = ++asked;
      const catalog = await loadCatalog(code);
      if (ticket !== asked) return;
      const changed = code !== lang || strings === null;
      lang = code;
      strings = catalog;
      plurals = new Intl.PluralRules(code);
      numbers = new Intl.NumberFormat(code);
      if (changed) for (const fn of [...listeners]) fn(code);
    },
    /**
     * Fills static markup: `data-i18n` sets text, `data-i18n-<attr>` sets that attribute
     * (e.g. data-i18n-aria-label). Safe to run again after a language switch.
     */
    translate(root) {
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
    },
  };
}
