// @ts-check
// Why not? A refused tap explained: the engine's reason as one sentence in the visitor's
// language, a link to the row of the rules page that states the rule, and the row's source as
// the rules data names it (www/rules-data: the row's citations, or "this board's decision").
// The data comes from the kit's own folder, fetched once per page on first use; without it the
// sentence and the link still show.
import { html } from '../dom.js';
import { rulesPage, keepHostPage } from './links.js';

/** @typedef {'ssangnyuk' | 'sanyao'} Game */
/** Where a row's claim comes from: this board's own decision, and the sources it cites. @typedef {{board: boolean, sources: string[]}} RowSource */
/**
 * A notice explaining a refusal: its sentence, and the rule's link and source, each worked out
 * again at every render so they follow the language.
 * @typedef {{tone: 'why', text: () => string, why: {href: () => string, source: () => string, said: () => string}}} WhyNotice
 */

const CITATION = /\[\[src:([^\]|]*)\]\]/g;

/** Each data file, fetched once (a failed fetch is tried again next time). @type {Map<string, Promise<any>>} */
const files = new Map();

/** @param {string} name a file of www/rules-data/ */
function data(name) {
  let p = files.get(name);
  if (!p) {
    p = fetch(new URL(`../rules-data/${name}`, import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`rules data ${name}: HTTP ${r.status}`);
      return r.json();
    });
    p.catch(() => files.delete(name));
    files.set(name, p);
  }
  return p;
}

/** The source ids a data text cites, each once, in the order it first names them. @param {unknown} text */
const cited = (text) => (typeof text === 'string' ? [...new Set([...text.matchAll(CITATION)].map((m) => m[1]))] : []);

/**
 * Where the row `rule` of a game's rules page gets its claim, as that page's data says: a row of
 * the rules table cites its sources (or, when it translates the summary the page is built on,
 * rests on that summary's source); an item of the interpretation is this board's decision or
 * the seed's, with what it cites.
 * @param {Game} game @param {import('../i18n.js').Lang} lang @param {string} rule
 * @returns {Promise<RowSource | null>}
 */
async function rowSource(game, lang, rule) {
  const page = await data(`${game}.${lang}.json`);
  const row = page?.table?.rows?.find((/** @type {any} */ r) => r?.id === rule);
  /** @type {any[]} */
  const sections = Array.isArray(page?.sections) ? page.sections : [];
  if (row) {
    const ids = cited(row.sources);
    if (ids.length || !row.translates) return { board: false, sources: ids };
    const original = sections.find((s) => s?.kind === 'original');
    const summary = typeof original?.file === 'string' ? await data(original.file) : null;
    return { board: false, sources: typeof summary?.source === 'string' ? [summary.source] : [] };
  }
  for (const section of sections) {
    const item = Array.isArray(section?.items) ? section.items.find((/** @type {any} */ i) => i?.id === rule) : null;
    if (item) return { board: item.origin === 'board', sources: cited(item.reason) };
  }
  return null;
}

/**
 * The notice for a refusal whose rule is the row `rule` of `game`'s rules page.
 * @param {import('../i18n.js').Words} words
 * @param {Game} game
 * @param {string} rule
 * @param {() => string} sentence the reason, in the current language
 * @returns {Promise<WhyNotice>}
 */
export async function whyNotice(words, game, rule, sentence) {
  const { tn, list, language, sentences } = words;
  const quiet = (/** @type {Promise<any>} */ p) => p.catch(() => null);
  const [row, sources, ui] = await Promise.all([
    quiet(rowSource(game, language(), rule)), quiet(data('sources.json')), quiet(data('ui.json')),
  ]);
  /** The row's source names in `lang`, as the rules pages write them. @param {string} lang */
  const names = (lang) => [
    ...(row?.board ? [ui?.[lang]?.tagBoard] : []),
    ...(row?.sources ?? []).map((/** @type {string} */ id) => sources?.[id]?.label?.[lang]),
  ].filter((s) => typeof s === 'string' && s !== '');
  return {
    tone: 'why',
    text: sentence,
    why: {
      href: () => `${rulesPage(game, language())}#${rule}`,
      source: () => {
        const found = names(language());
        return found.length ? tn('why.source', found.length, { names: list(found) }) : '';
      },
      // Aloud, the source is a sentence of its own after the reason's.
      said: () => {
        const found = names(language());
        return sentences([sentence(), found.length ? tn('why.sourceSaid', found.length, { names: list(found) }) : '']);
      },
    },
  };
}

/** Whether a notice explains a refusal. @param {{tone: string}} notice @returns {notice is WhyNotice} */
export const isWhy = (notice) => notice.tone === 'why' && 'why' in notice;

/** What a screen reader hears of an explanation: the sentence, then the source. @param {WhyNotice} notice */
export const spoken = (notice) => notice.why.said();

/** What identifies what a notice shows, to redraw it only when that changes. @param {WhyNotice} notice */
export const shownKey = (notice) => `${notice.text()}|${notice.why.href()}|${notice.why.source()}`;

/**
 * Appends an explanation to `box`: the sentence, then the link to the rule and the source.
 * Inside an element the link opens a new tab, as every link of a game does there.
 * @param {HTMLElement} box @param {WhyNotice} notice @param {import('../i18n.js').Words} words
 */
export function appendWhy(box, notice, { t, language }) {
  const source = notice.why.source();
  const link = html('a', { class: 'why-rule', href: notice.why.href(), hreflang: language() }, t('why.rule'));
  const more = html('span', { class: 'why-more' });
  more.append(link);
  if (source) more.append(' · ', html('span', { class: 'why-source' }, source));
  const why = html('span', { class: 'why' });
  why.append(html('span', { class: 'why-text' }, notice.text()), ' ', more);
  box.appendChild(why);
  keepHostPage(box);
}
