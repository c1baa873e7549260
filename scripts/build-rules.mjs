// Builds the rules-and-sources pages (www/rules/<game>.<lang>.html) from the data in
// www/rules-data/. No dependencies; the output is static HTML that needs no JavaScript.
//
//   node scripts/build-rules.mjs           write the pages
//   node scripts/build-rules.mjs --check   exit 1 if a committed page differs from the data
//
// Data texts are plain text: everything is HTML-escaped. Three inline tokens are the only markup:
//   [[src:ID]]           a source named in www/rules-data/sources.json, rendered as
//                        <cite class="source" data-source="ID"><a href="#source-ID">label in the
//                        page's language</a></cite>: a link to its entry under the page's sources
//                        (id "source-ID"), plain <cite> where the text is itself inside a link
//   [[lang:TAG|text]]    a foreign term, rendered as <i lang="TAG">text</i> (Latin script) or
//                        <span lang="TAG">text</span> (any other script)
//   [[gloss:TAG|text]]   this board's gloss of the term before it, in its own script: " (바리)",
//                        or "（바리）" on a Japanese page. A gloss is not the source's wording, so
//                        sourceText() leaves it out when a text is compared with a seed.
//
// A row or gap item may carry a `note`: this board's own remark, set apart under a label
// ("This board's note"), never mixed into what a seed or source says.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DATA_DIR = `${ROOT}www/rules-data/`;
export const OUT_DIR = `${ROOT}www/rules/`;

/** Languages in switcher order. */
export const LANGS = ['es', 'en', 'ja'];
export const GAMES = ['ssangnyuk', 'sanyao'];
/** Presets the game accepts in `?rules=` (crates/engine/src/ssangnyuk/rules.rs, Preset::name). */
export const PRESETS = ['seed', 'cap6', 'doubles_four', 'strict_bear_off', 'touch_down', 'backgammon'];

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23c98f4e'/%3E%3Ccircle cx='11' cy='16' r='7' fill='%23f3e9d6' stroke='%236b3f1d' stroke-width='1.5'/%3E%3Ccircle cx='21' cy='16' r='7' fill='%232a211c'/%3E%3Ccircle cx='21' cy='16' r='3.6' fill='none' stroke='%23f3e9d6' stroke-width='1.6'/%3E%3C/svg%3E";

const TOKEN = /\[\[(src|lang|gloss):([^\]|]*)(?:\|([^\]]*))?\]\]/g;
const LANG_TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const ID = /^[a-z][a-z0-9-]*$/;

/** @param {string} file */
function readJson(file) {
  return JSON.parse(readFileSync(`${DATA_DIR}${file}`, 'utf8'));
}

/** Loads every data file the pages are built from. */
export function loadData() {
  /** @type {Record<string, any>} */
  const pages = {};
  for (const game of GAMES) for (const lang of LANGS) pages[`${game}.${lang}`] = readJson(`${game}.${lang}.json`);
  return { sources: readJson('sources.json'), ui: readJson('ui.json'), pages, readJson };
}

/** @param {unknown} s */
export function escapeHtml(s) {
  if (typeof s !== 'string') throw new TypeError(`expected text, got ${typeof s}`);
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * A required string field (or list item); a missing or empty one is an error, never "undefined"
 * on a page.
 * @param {any} obj
 * @param {string | number} key
 * @param {string} where
 */
function req(obj, key, where) {
  const v = obj?.[key];
  if (typeof v !== 'string' || v.trim() === '') throw new Error(`${where}: missing text "${key}"`);
  return v;
}

/**
 * @param {any} obj
 * @param {string} key
 * @param {string} where
 */
function list(obj, key, where) {
  const v = obj?.[key];
  if (!Array.isArray(v) || v.length === 0) throw new Error(`${where}: missing list "${key}"`);
  return v;
}

/**
 * Source ids named by the tokens of a text.
 * @param {string} text
 */
export function citedIds(text) {
  return [...text.matchAll(TOKEN)].filter((m) => m[1] === 'src').map((m) => m[2]);
}

/**
 * The text with its tokens resolved to plain text (what a reader sees).
 * @param {string} text
 * @param {string} lang
 * @param {Record<string, any>} sources
 */
export function plainText(text, lang, sources) {
  return text.replace(TOKEN, (_, kind, a, b) => (kind === 'src' ? sources[a].label[lang] : kind === 'gloss' ? glossText(b, lang) : b));
}

/**
 * The text as its source words it: plain text without this board's glosses.
 * @param {string} text
 * @param {string} lang
 * @param {Record<string, any>} sources
 */
export function sourceText(text, lang, sources) {
  return plainText(text.replace(TOKEN, (m, kind) => (kind === 'gloss' ? '' : m)), lang, sources);
}

/**
 * A gloss in brackets, as the page's language sets them.
 * @param {string} text
 * @param {string} lang
 */
function glossText(text, lang) {
  const [open, close] = glossBrackets(lang);
  return `${open}${text}${close}`;
}

/** @param {string} lang */
const glossBrackets = (lang) => (lang === 'ja' ? ['（', '）'] : [' (', ')']);

/**
 * Renders a data text: escapes it and turns its tokens into markup.
 * @param {string} text
 * @param {{lang: string, sources: Record<string, any>, used: Set<string>, where: string, plainCites?: boolean}} ctx
 */
function inline(text, ctx) {
  if (typeof text !== 'string' || text.trim() === '') throw new Error(`${ctx.where}: missing text`);
  let out = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    out += escapeHtml(text.slice(last, m.index));
    last = (m.index ?? 0) + m[0].length;
    const [, kind, a, b] = m;
    if (kind === 'src') {
      const label = ctx.sources[a]?.label?.[ctx.lang];
      if (!ID.test(a) || typeof label !== 'string' || label === '') {
        throw new Error(`${ctx.where}: unknown source "${a}" or no ${ctx.lang} label`);
      }
      ctx.used.add(a);
      // A link inside a link is invalid HTML, and a link in aria-hidden text is a tab stop that
      // says nothing: there (the contents, the site links, the phone's cell labels) the name
      // stays a plain <cite>.
      const name = ctx.plainCites ? escapeHtml(label) : `<a href="#source-${a}">${escapeHtml(label)}</a>`;
      out += `<cite class="source" data-source="${a}">${name}</cite>`;
    } else if (kind === 'gloss') {
      if (!LANG_TAG.test(a) || !b) throw new Error(`${ctx.where}: bad gloss token ${m[0]}`);
      const [open, close] = glossBrackets(ctx.lang);
      out +=  `<span class="gloss">${open}<span lang="${a}">${escapeHtml(b)}</span>${close}</span>`;
    } else {
      if (!LANG_TAG.test(a) || !b) throw new Error(`${ctx.where}: bad term token ${m[0]}`);
      // Latin-script terms are set in italics; other scripts never are.
      const tag = /-Latn\b/.test(a) ? 'i' : 'span';
      out += `<${tag} lang="${a}">${escapeHtml(b)}</${tag}>`;
    }
  }
  const rest = text.slice(last);
  if (/\[\[|\]\]/.test(rest) || /\[\[|\]\]/.test(out)) throw new Error(`${ctx.where}: malformed token in "${text}"`);
  return out + escapeHtml(rest);
}

/**
 * The game screen's URL for a preset, from a page in www/rules/.
 * @param {string} game
 * @param {string} preset
 * @param {string} lang
 */
export function playHref(game, preset, lang) {
  if (game !== 'ssangnyuk') {
    // San Yao has one rule set: its only link is the game itself.
    if (preset !== 'seed') throw new Error(`${game} has no preset "${preset}"`);
    return `../../index.html?game=${game}&lang=${lang}`;
  }
  if (!PRESETS.includes(preset)) throw new Error(`unknown preset "${preset}"`);
  return `../../index.html?game=${game}&rules=${preset}&lang=${lang}`;
}

/**
 * "Play this version" links: the preset first, then this board's own rules.
 * @param {string[] | undefined} presets
 * @param {string} game
 * @param {string} lang
 * @param {any} ui
 */
function playLinks(presets, game, lang, ui) {
  if (!presets) return '';
  const links = presets.map((p) => {
    const cls = p === 'seed' ? 'play-link play-seed' : 'play-link';
    return `<a class="${cls}" href="${escapeHtml(playHref(game, p, lang))}" data-preset="${p}"><span class="play-mark" aria-hidden="true">▶</span> ${escapeHtml(req(ui.play, p, `ui.${lang}.play`))}</a>`;
  });
  return `<p class="play" role="group" aria-label="${escapeHtml(req(ui, 'playGroup', `ui.${lang}`))}">${links.join(' ')}</p>`;
}

/**
 * This board's note on a row or item, set apart under its label; '' when there is none.
 * @param {unknown} note
 * @param {any} ctx
 */
function boardNote(note, ctx) {
  if (note === undefined) return '';
  if (typeof note !== 'string') throw new Error(`${ctx.where}: a note is text`);
  return `<p class="board-note"><span class="tag tag-note">${escapeHtml(req(ctx.ui, 'tagNote', 'ui'))}</span> ${inline(note, ctx)}</p>`;
}

/**
 * A verbatim text, escaped; its runs of Chinese characters (the game's name, 散窑) are marked as
 * simplified Chinese, which changes no character of it.
 * @param {string} text
 */
function verbatim(text) {
  return escapeHtml(text).replace(/\p{Script=Han}+/gu, (han) => `<span lang="zh-Hans">${han}</span>`);
}

/**
 * @param {string} indent
 * @param {string[]} lines
 */
function block(indent, lines) {
  return lines.map((l) => (l === '' ? '' : indent + l)).join('\n');
}

/**
 * @param {any} section
 * @param {any} ctx
 * @param {any} page
 */
function renderSection(section, ctx, page) {
  const where = `${ctx.where} section ${section.id}`;
  if (!ID.test(section.id ?? '')) throw new Error(`${where}: bad id`);
  const c = { ...ctx, where };
  const h = `<h2 id="${section.id}-h">${inline(req(section, 'heading', where), c)}</h2>`;
  /** @type {string[]} */
  const body = [];
  for (const p of section.intro ?? []) body.push(`<p>${inline(p, c)}</p>`);
  switch (section.kind) {
    case 'gaps': {
      if (section.legend) body.push(`<p class="legend">${inline(section.legend, c)}</p>`);
      body.push('<ul class="gaps">');
      for (const item of list(section, 'items', where)) {
        const w = `${where} item ${item.id}`;
        if (!ID.test(item.id ?? '')) throw new Error(`${w}: bad id`);
        if (item.origin !== 'seed' && item.origin !== 'board') throw new Error(`${w}: origin must be seed or board`);
        const ic = { ...c, where: w };
        const tag = item.origin === 'board' ? ` <span class="tag">${escapeHtml(req(ctx.ui, 'tagBoard', 'ui'))}</span>` : '';
        body.push(`  <li id="${item.id}" class="gap gap-${item.origin}">`);
        body.push(`    <h3 class="gap-topic">${inline(req(item, 'topic', w), ic)}${tag}</h3>`);
        body.push(`    <p class="gap-decision">${inline(req(item, 'decision', w), ic)}</p>`);
        body.push(`    <p class="gap-reason">${inline(req(item, 'reason', w), ic)}</p>`);
        const note = boardNote(item.note, ic);
        if (note) body.push(`    ${note}`);
        const play = playLinks(item.play, page.game, page.lang, ctx.ui);
        if (play) body.push(`    ${play}`);
        body.push('  </li>');
      }
      body.push('</ul>');
      break;
    }
    case 'list':
      body.push('<ul class="bullets">');
      for (const item of list(section, 'items', where)) body.push(`  <li>${inline(item, c)}</li>`);
      body.push('</ul>');
      break;
    case 'text':
      body.push(...renderBlocks(list(section, 'blocks', where), c));
      break;
    case 'original': {
      const original = ctx.readJson(req(section, 'file', where));
      if (!LANG_TAG.test(original.lang ?? '')) throw new Error(`${where}: original has no language`);
      body.push(`<p class="legend">${inline(req(section, 'note', where), c)}</p>`);
      body.push(`<div class="original" lang="${original.lang}">`);
      for (const b of list(original, 'blocks', where)) {
        // The original is shown verbatim: plain escaped text, no tokens.
        if (b.h) body.push(`  <p class="original-h">${verbatim(b.h)}</p>`);
        else if (b.p) body.push(`  <p>${verbatim(b.p)}</p>`);
        else if (b.ul) body.push('  <ul>', ...b.ul.map((/** @type {string} */ li) => `    <li>${verbatim(li)}</li>`), '  </ul>');
        else throw new Error(`${where}: unknown block`);
      }
      body.push('</div>');
      break;
    }
    default:
      throw new Error(`${where}: unknown kind "${section.kind}"`);
  }
  const play = playLinks(section.play, page.game, page.lang, ctx.ui);
  if (play) body.push(play);
  return [`<section id="${section.id}" class="section section-${section.kind}" aria-labelledby="${section.id}-h">`, `  ${h}`, block('  ', body), '</section>'];
}

/**
 * @param {any[]} blocks
 * @param {any} c
 */
function renderBlocks(blocks, c) {
  /** @type {string[]} */
  const out = [];
  for (const b of blocks) {
    if (b.p) out.push(`<p>${inline(b.p, c)}</p>`);
    else if (b.h3) out.push(`<h3>${inline(b.h3, c)}</h3>`);
    else if (b.quote) out.push('<blockquote class="summary">', ...b.quote.map((/** @type {string} */ q) => `  <p>${inline(q, c)}</p>`), '</blockquote>');
    else throw new Error(`${c.where}: unknown block ${JSON.stringify(b)}`);
  }
  return out;
}

/** The parts of a bibliographic entry that are either given or named as not given. */
export const ENTRY_FIELDS = ['title', 'publisher', 'year', 'address'];

/**
 * A name in the page's language, with its original script after it when it has one.
 * @param {any} named {name: {es, en, ja}, original?: {lang, text}}
 * @param {string} lang
 * @param {string} where
 */
function namedHtml(named, lang, where) {
  const name = escapeHtml(req(named?.name, lang, where));
  const o = named.original;
  if (!o) return name;
  if (!LANG_TAG.test(o.lang ?? '')) throw new Error(`${where}: original has no language`);
  const [open, close] = glossBrackets(lang);
  return `${name}${open}<span lang="${o.lang}">${escapeHtml(req(o, 'text', where))}</span>${close}`;
}

/**
 * A source's bibliographic entry, like a museum label's: who (author or body), the title, the
 * publisher, year and edition, a stable address, a note, and what the documents this board is
 * built from do not give (every field of ENTRY_FIELDS is given or named as missing).
 * @param {any} s an entry of sources.json
 * @param {string} lang
 * @param {any} ui
 * @param {string} where
 */
export function sourceEntry(s, lang, ui, where) {
  /** @type {string[]} */
  const parts = [];
  if (typeof s.author === 'string' && s.author) parts.push(escapeHtml(s.author));
  else if (s.body) parts.push(namedHtml(s.body, lang, `${where} body`));
  else throw new Error(`${where}: neither author nor body`);
  const unknown = Array.isArray(s.unknown) ? s.unknown : [];
  for (const field of ENTRY_FIELDS) {
    if ((s[field] !== undefined) === unknown.includes(field)) throw new Error(`${where}: ${field} must be either given or listed as unknown`);
  }
  if (s.title) parts.push(`<span class="source-title">${namedHtml(s.title, lang, `${where} title`)}</span>`);
  /** @type {string[]} */
  const published = [];
  if (s.publisher && s.publisher !== 'body') published.push(namedHtml(s.publisher, lang, `${where} publisher`));
  if (s.year) published.push(escapeHtml(s.year));
  if (s.edition) published.push(escapeHtml(req(s.edition, lang, `${where} edition`)));
  if (published.length) parts.push(published.join(escapeHtml(ui.listSep)));
  if (s.address) {
    if (!/^https:\/\/[^\s"<>]+$/.test(s.address)) throw new Error(`${where}: address is not an https URL`);
    parts.push(`<a class="source-address" href="${escapeHtml(s.address)}">${escapeHtml(s.address)}</a>`);
  }
  if (s.note) parts.push(escapeHtml(req(s.note, lang, `${where} note`)));
  if (unknown.length) {
    const names = unknown.map((/** @type {string} */ f) => req(ui.unknownField, f, `ui.${lang}.unknownField`));
    parts.push(`${escapeHtml(req(ui, 'unknownIntro', 'ui'))}${escapeHtml(new Intl.ListFormat(lang, { type: ui.unknownList === 'disjunction' ? 'disjunction' : 'conjunction' }).format(names))}`);
  }
  return parts.map((p) => p.replace(/[.。]$/, '') + ui.sentenceEnd).join(lang === 'ja' ? '' : ' ');
}

/**
 * Renders one page.
 * @param {string} game
 * @param {string} lang
 * @param {ReturnType<typeof loadData>} data
 */
export function renderPage(game, lang, data) {
  const key = `${game}.${lang}`;
  const page = data.pages[key];
  const where = `${key}.json`;
  if (page?.game !== game || page?.lang !== lang) throw new Error(`${where}: game or lang does not match the file name`);
  const ui = data.ui[lang];
  if (!ui) throw new Error(`ui.json: no ${lang}`);
  /** @type {Set<string>} */
  const used = new Set();
  const ctx = { lang, sources: data.sources, used, where, ui, readJson: data.readJson };
  /** For texts that are a link's text or hidden from screen readers: source names stay plain. */
  const linkCtx = { ...ctx, plainCites: true };
  const title = req(page, 'title', where);
  const table = page.table;
  const cols = list(table, 'columns', `${where} table`);
  if (cols.length !== 3) throw new Error(`${where}: a rules table has three columns`);
  const home = `../../index.html?lang=${lang}`;

  const head = [
    '<!doctype html>',
    `<!-- Generated by scripts/build-rules.mjs from www/rules-data/${game}.${lang}.json: edit the data, not this file. -->`,
    `<html lang="${lang}">`,
    '<head>',
    '  <meta charset="utf-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1">',
    '  <meta name="color-scheme" content="light">',
    `  <title>${escapeHtml(`${plainText(title, lang, data.sources)} · ${req(ui, 'siteName', 'ui')}`)}</title>`,
    `  <meta name="description" content="${escapeHtml(plainText(req(page.intro ?? [], 0, where), lang, data.sources))}">`,
    `  <link rel="icon" href="${ICON}">`,
    '  <link rel="stylesheet" href="rules.css">',
    ...LANGS.map((l) => `  <link rel="alternate" hreflang="${l}" href="${game}.${l}.html">`),
    `  <link rel="alternate" hreflang="x-default" href="${game}.en.html">`,
    '</head>',
  ];

  const langLinks = LANGS.map((l) => {
    const current = l === lang ? ' aria-current="page"' : '';
    return `<li><a href="${game}.${l}.html" hreflang="${l}" lang="${l}"${current}>${escapeHtml(req(data.ui[l], 'langName', `ui.${l}`))}</a></li>`;
  });
  const siteLinks = [`<li><a class="brand" href="${escapeHtml(home)}">${escapeHtml(ui.siteName)}</a></li>`];
  if (page.playGame) {
    siteLinks.push(`<li><a href="${escapeHtml(`../../index.html?game=${game}&lang=${lang}`)}">${inline(page.playGame, linkCtx)}</a></li>`);
  }
  for (const other of GAMES.filter((g) => g !== game)) {
    siteLinks.push(`<li><a href="${other}.${lang}.html">${inline(req(ui.rulesOf, other, `ui.${lang}.rulesOf`), linkCtx)}</a></li>`);
  }

  const rows = list(table, 'rows', `${where} table`).map((row) => {
    const w = `${where} row ${row.id}`;
    if (!ID.test(row.id ?? '')) throw new Error(`${w}: bad id`);
    const rc = { ...ctx, where: w };
    const play = playLinks(row.play, game, lang, ui);
    const note = boardNote(row.note, rc);
    // On phones the rows stack; each cell then shows its column's name (hidden from screen
    // readers, which announce the column header themselves).
    const label = (/** @type {number} */ i) => `<span class="cell-label" aria-hidden="true">${inline(cols[i], { ...rc, plainCites: true })}</span>`;
    return [
      `<tr id="${row.id}" role="row">`,
      `  <th scope="row" role="rowheader">${inline(req(row, 'rule', w), rc)}</th>`,
      `  <td role="cell">${label(1)}${inline(req(row, 'board', w), rc)}</td>`,
      `  <td role="cell">${label(2)}${inline(req(row, 'sources', w), rc)}${note ? `\n    ${note}` : ''}${play ? `\n    ${play}` : ''}${note || play ? '\n  ' : ''}</td>`,
      '</tr>',
    ];
  });

  const sections = list(page, 'sections', where).map((s) => renderSection(s, ctx, page));
  const toc = [
    `<li><a href="#${table.id}">${inline(req(table, 'heading', `${where} table`), linkCtx)}</a></li>`,
    ...page.sections.map((/** @type {any} */ s) => `<li><a href="#${s.id}">${inline(s.heading, linkCtx)}</a></li>`),
    // The sources section closes every page: the contents name it too.
    `<li><a href="#sources">${escapeHtml(req(ui, 'sourcesHeading', 'ui'))}</a></li>`,
  ];

  // The sources list names every source the page cites, in the order the data gives.
  const sourceIds = list(page, 'sources', where);
  const main = [
    '<main id="main">',
    `  <h1>${inline(title, ctx)}</h1>`,
    ...list(page, 'intro', where).map((/** @type {string} */ p) => `  <p class="lede">${inline(p, ctx)}</p>`),
    ...(page.play ? [`  ${playLinks(page.play, game, lang, ui)}`] : []),
    `  <nav class="toc" aria-labelledby="toc-h">`,
    `    <h2 id="toc-h">${escapeHtml(req(ui, 'toc', 'ui'))}</h2>`,
    '    <ol>',
    block('      ', toc),
    '    </ol>',
    '  </nav>',
    `  <section id="${table.id}" class="section section-table" aria-labelledby="${table.id}-h">`,
    `    <h2 id="${table.id}-h">${inline(table.heading, ctx)}</h2>`,
    `    <div class="table-wrap" role="region" aria-labelledby="${table.id}-caption" tabindex="0">`,
    // Explicit roles keep the table's semantics when phone CSS changes its display.
    '      <table class="rules-table" role="table">',
    `        <caption id="${table.id}-caption">${inline(req(table, 'caption', `${where} table`), ctx)}</caption>`,
    '        <colgroup><col class="col-rule"><col class="col-board"><col class="col-sources"></colgroup>',
    '        <thead role="rowgroup">',
    '          <tr role="row">',
    ...cols.map((col) => `            <th scope="col" role="columnheader">${inline(col, ctx)}</th>`),
    '          </tr>',
    '        </thead>',
    '        <tbody role="rowgroup">',
    block('          ', rows.flat()),
    '        </tbody>',
    '      </table>',
    '    </div>',
    '  </section>',
    block('  ', sections.flat()),
  ];
  // Rendered after the body so that `used` holds every cited source.
  for (const id of used) if (!sourceIds.includes(id)) throw new Error(`${where}: cites "${id}" but does not list it in "sources"`);
  const sourceItems = sourceIds.map((/** @type {string} */ id) => {
    const s = data.sources[id];
    const label = s?.label?.[lang];
    if (!label) throw new Error(`${where}: unknown source "${id}"`);
    return `<li id="source-${id}"><cite class="source" data-source="${id}">${escapeHtml(label)}</cite>${escapeHtml(ui.entrySep)}<span class="source-entry">${sourceEntry(s, lang, ui, `sources.json ${id}`)}</span></li>`;
  });
  main.push(
    '  <section id="sources" class="section section-sources" aria-labelledby="sources-h">',
    `    <h2 id="sources-h">${escapeHtml(req(ui, 'sourcesHeading', 'ui'))}</h2>`,
    '    <ul class="sources-list">',
    block('      ', sourceItems),
    '    </ul>',
    '  </section>',
    '</main>',
  );

  const body = [
    '<body>',
    '<header class="site-header">',
    `  <nav class="site-nav" aria-label="${escapeHtml(req(ui, 'siteNav', 'ui'))}">`,
    '    <ul>',
    block('      ', siteLinks),
    '    </ul>',
    '  </nav>',
    `  <nav class="lang-nav" aria-label="${escapeHtml(req(ui, 'langNav', 'ui'))}">`,
    '    <ul>',
    block('      ', langLinks),
    '    </ul>',
    '  </nav>',
    '</header>',
    ...main,
    '<footer class="site-footer">',
    `  <p>${escapeHtml(req(ui, 'generated', 'ui'))}</p>`,
    '</footer>',
    '</body>',
    '</html>',
    '',
  ];
  const html = [...head, ...body].join('\n');
  if (/undefined|\[\[|\]\]/.test(html)) throw new Error(`${where}: output holds "undefined" or a raw token`);
  return html;
}

/** Every page: relative path under www/rules/ -> HTML. */
export function buildAll(data = loadData()) {
  /** @type {Map<string, string>} */
  const out = new Map();
  for (const game of GAMES) for (const lang of LANGS) out.set(`${game}.${lang}.html`, renderPage(game, lang, data));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = buildAll();
  if (process.argv.includes('--check')) {
    const stale = [...pages].filter(([name, html]) => {
      try {
        return readFileSync(`${OUT_DIR}${name}`, 'utf8') !== html;
      } catch {
        return true;
      }
    });
    for (const [name] of stale) console.error(`[rules] www/rules/${name} differs from its data; run node scripts/build-rules.mjs`);
    process.exit(stale.length ? 1 : 0);
  }
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [name, html] of pages) writeFileSync(`${OUT_DIR}${name}`, html);
  console.log(`[rules] wrote ${pages.size} pages to www/rules/`);
}
