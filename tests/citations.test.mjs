// @ts-check
// The rules pages cite like a museum label (issue 12): every source has a full entry or says
// what is not known of it; this board's choices and notes are labelled as its own, never mixed
// into what a source says; measured claims say how they were measured; names and terms are
// tagged with their language (散窑 as simplified Chinese, Korean terms glossed in Hangul); and
// the Japanese wording keeps to the glossary (石 for San Yao's counters, no shogi verbs). The
// chooser tells a newcomer what each game is and links to its rules page. Data and generated
// pages only; no browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { LANGS, GAMES, ENTRY_FIELDS, loadData, buildAll, sourceText } from '../scripts/build-rules.mjs';

const data = loadData();
const built = buildAll(data);
const page = (/** @type {string} */ game, /** @type {string} */ lang) => data.pages[`${game}.${lang}`];
const html = (/** @type {string} */ game, /** @type {string} */ lang) => built.get(`${game}.${lang}.html`) ?? '';
/** A page's body: what a reader meets (the <head> cannot carry language tags). */
const body = (/** @type {string} */ game, /** @type {string} */ lang) => html(game, lang).split('<body>')[1] ?? '';
/** The visible text of some markup. @param {string} markup */
const text = (markup) => markup.replace(/<[^>]*>/g, '');
/** A row or gap item of a page's data by id. */
function row(/** @type {string} */ game, /** @type {string} */ lang, /** @type {string} */ id) {
  const p = page(game, lang);
  const found = [...p.table.rows, ...p.sections.flatMap((/** @type {any} */ s) => s.items ?? [])].find((r) => r?.id === id);
  assert.ok(found, `${game}.${lang} has no row ${id}`);
  return found;
}
/** @type {Record<string, Record<string, string>>} */
const catalogs = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/i18n/${l}.js`)).default])));

test('every source names its author or body, and gives its title, publisher, year and address or says they are not given', () => {
  for (const [id, s] of Object.entries(data.sources)) {
    assert.ok(typeof s.author === 'string' || s.body?.name, `${id}: no author or body`);
    const unknown = s.unknown ?? [];
    for (const field of ENTRY_FIELDS) assert.notEqual(s[field] !== undefined, unknown.includes(field), `${id}: ${field} is neither given nor listed as unknown`);
    if (s.address) assert.match(s.address, /^https:\/\/[a-z0-9.-]+\//, `${id}: address`);
    for (const lang of LANGS) {
      for (const part of [s.body, s.title, typeof s.publisher === 'object' ? s.publisher : null]) {
        if (part) assert.ok(part.name?.[lang], `${id}: a name without its ${lang} form`);
      }
    }
  }
});

test('each page lists exactly the sources it cites, each with its entry and what is not known of it', () => {
  const cited = new Set();
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const p = page(game, lang);
      const b = body(game, lang);
      const uses = new Set([...b.matchAll(/<cite class="source" data-source="([a-z]+)">/g)].map((m) => m[1]));
      assert.deepEqual([...uses].sort(), [...p.sources].sort(), `${game}.${lang}: cited and listed`);
      for (const id of p.sources) {
        cited.add(id);
        const item = b.match(new RegExp(`<li id="source-${id}">(.*)</li>`))?.[1] ?? '';
        assert.match(item, /<span class="source-entry">/, `${game}.${lang} ${id}`);
        const s = data.sources[id];
        if (s.address) assert.ok(item.includes(`href="${s.address}"`), `${game}.${lang} ${id}: address`);
        if (s.year) assert.ok(item.includes(s.year), `${game}.${lang} ${id}: year`);
        if (s.unknown?.length) assert.ok(text(item).includes(data.ui[lang].unknownIntro.trim()), `${game}.${lang} ${id}: says what is not given`);
      }
    }
  }
  assert.deepEqual([...cited].sort(), Object.keys(data.sources).sort(), 'every entry of sources.json is cited somewhere');
});

test('every cited name is a link to its entry under the page\'s sources, in the page\'s language', () => {
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const b = body(game, lang);
      const at = b.indexOf('<section id="sources"');
      assert.ok(at > 0, `${game}.${lang}: no sources section`);
      const [prose, sources] = [b.slice(0, at), b.slice(at)];
      const cites = [...prose.matchAll(/<cite([^>]*)>([\s\S]*?)<\/cite>/g)];
      assert.ok(cites.length > 0, `${game}.${lang} cites nothing`);
      for (const [whole, attrs, inner] of cites) {
        const id = attrs.match(/^ class="source" data-source="([a-z]+)"$/)?.[1] ?? '';
        const label = data.sources[id]?.label[lang] ?? `(no source ${attrs})`;
        // No lang attribute: the name is in the page's language, as the label is.
        assert.equal(inner, `<a href="#source-${id}">${label.replace(/'/g, '&#39;')}</a>`, `${game}.${lang}: ${whole}`);
      }
      for (const id of page(game, lang).sources) {
        // The entry names the source as the text does, and is where its links lead, not a link.
        assert.ok(sources.includes(`<li id="source-${id}"><cite class="source" data-source="${id}">${data.sources[id].label[lang]}</cite>`), `${game}.${lang} ${id}`);
      }
      // A link inside a link is invalid HTML (a cited name in the contents or the site links).
      for (const m of b.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g)) assert.doesNotMatch(m[1], /<a[\s>]/, `${game}.${lang}: ${m[0]}`);
    }
  }
});

test('this board\'s notes are labelled as its own and are not part of what a seed or source says', () => {
  let notes = 0;
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const p = page(game, lang);
      const withNotes = [...p.table.rows, ...p.sections.flatMap((/** @type {any} */ s) => s.items ?? [])].filter((r) => r?.note);
      const shown = [...body(game, lang).matchAll(/<p class="board-note"><span class="tag tag-note">([^<]*)<\/span>/g)];
      assert.equal(shown.length, withNotes.length, `${game}.${lang}`);
      for (const m of shown) assert.equal(m[1], data.ui[lang].tagNote.replace(/'/g, '&#39;'));
      notes += shown.length;
    }
  }
  assert.ok(notes > 0);
});

test('the seed\'s "The board number decides" stays in its words, with this board\'s note in every language', () => {
  /** @type {Record<string, string>} */
  const seedWords = { es: 'Lo decide el número del tablero', en: 'The board number decides', ja: '盤の番号で決める' };
  for (const lang of LANGS) {
    const item = row('ssangnyuk', lang, 'gap-first-player');
    assert.equal(item.decision, seedWords[lang], lang);
    assert.ok(item.note?.includes(seedWords[lang]), `${lang}: the note names the words it explains`);
  }
});

test('Korean terms are glossed in Hangul on every Ssangnyuk page, and a gloss is never the source\'s wording', () => {
  for (const lang of LANGS) {
    const b = body('ssangnyuk', lang);
    for (const hangul of ['바리', '귀향말', '동', '쟁두']) assert.ok(b.includes(`<span class="gloss">${lang === 'ja' ? '（' : ' ('}<span lang="ko">${hangul}</span>`), `${lang}: ${hangul}`);
    const hitting = row('ssangnyuk', lang, 'rule-hitting').sources;
    assert.doesNotMatch(sourceText(hitting, lang, data.sources), /[\uAC00-\uD7A3]/, `${lang}: the source's words hold no Hangul`);
  }
});

test('散窑 is marked as simplified Chinese wherever a rules page or the chooser names the game', () => {
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const b = body(game, lang);
      const all = b.split('散窑').length - 1;
      const marked = b.split('lang="zh-Hans">散窑').length - 1;
      assert.equal(marked, all, `${game}.${lang}: ${all - marked} of ${all} unmarked`);
    }
  }
  const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  assert.match(index, /data-i18n="chooser\.sanyao\.native" data-i18n-lang="chooser\.sanyao\.nativeLang"/);
  assert.match(index, /data-i18n="chooser\.sanyao\.title" data-i18n-lang="chooser\.sanyao\.titleLang"/);
  for (const lang of LANGS) {
    const c = catalogs[lang];
    for (const [key, langKey] of [['chooser.sanyao.title', 'chooser.sanyao.titleLang'], ['chooser.sanyao.native', 'chooser.sanyao.nativeLang'], ['sy.title', 'sy.titleLang']]) {
      if (c[key].includes('散窑')) assert.equal(c[langKey], 'zh-Hans', `${lang} ${key}`);
    }
  }
  assert.equal(catalogs.ja['chooser.sanyao.title'], '散窑', 'the Japanese chooser names the game as the game and its pages do');
});

test('Japanese San Yao wording keeps to the glossary: 石 for counters, no サンヤオ, no shogi verb', async () => {
  const ja = [JSON.stringify(page('sanyao', 'ja')), text(body('sanyao', 'ja').replace(/<div class="original"[\s\S]*?<\/div>/, ''))];
  const sy = Object.entries(catalogs.ja).filter(([k]) => k.startsWith('sy.') || k.startsWith('chooser.sanyao.')).map(([, v]) => v);
  for (const t of [...ja, ...sy]) {
    assert.doesNotMatch(t, /駒/, '石, not 駒, for San Yao\'s counters');
    assert.doesNotMatch(t, /サンヤオ/, 'the game is 散窑');
    assert.doesNotMatch(t, /指す|指せ|指し/, 'a move is chosen, not "指す" as in shogi');
  }
  // The game's Japanese name is 散窑 wherever the site names it, the Embed page included.
  const { default: embedJa } = await import('../www/embedding/strings/ja.js');
  for (const [key, value] of [...Object.entries(catalogs.ja), ...Object.entries(embedJa)]) assert.doesNotMatch(String(value), /サンヤオ/, key);
  // 双陸 reads as Japanese sugoroku: the Japanese pages do not use it for Korean ssangnyuk.
  for (const game of GAMES) assert.doesNotMatch(text(body(game, 'ja')), /双陸/);
});

test('San Yao: the lending rule keeps the source\'s condition, and "noutra volta" is a lap in English', () => {
  /** @type {Record<string, RegExp>} */
  const condition = { es: /conserve más de cinco semillas/, en: /keeps more than five seeds/, ja: /5個を超える石を持っている場合に限る/ };
  for (const lang of LANGS) assert.match(row('sanyao', lang, 'rule-lending').board, condition[lang], lang);
  const relay = row('sanyao', 'en', 'rule-relay').sources;
  assert.match(relay, /in another lap\./);
  assert.doesNotMatch(relay, /another round/);
});

test('San Yao: the measured share of endless moves says how it was measured, with the same figures in every language', () => {
  // The counts of the measurement (numbers of three digits or more; "ten holes" may be a digit).
  const figures = (/** @type {string} */ lang) => [...row('sanyao', lang, 'gap-endless-sowing').reason.matchAll(/\d[\d.,]*\d|\d/g)]
    .map((m) => m[0].replace(/[.,]/g, '')).filter((n) => n.length >= 3);
  const en = figures('en');
  assert.deepEqual(en, ['200000', '3691', '1989706', '540', '8503347', '3390147', '2095'], 'the figures scripts/measure-endless.mjs prints');
  for (const lang of LANGS) assert.deepEqual([...figures(lang)].sort(), [...en].sort(), lang);
  for (const lang of LANGS) assert.doesNotMatch(JSON.stringify(page('sanyao', lang)), /700/, `${lang}: the old unmeasured figure is gone`);
});

test('San Yao: every gap is this board\'s decision, the stores are one, and no unnamed account is cited', () => {
  for (const lang of LANGS) {
    const gaps = page('sanyao', lang).sections[0].items;
    assert.ok(gaps.every((/** @type {any} */ g) => g.origin === 'board'), lang);
    assert.ok(gaps.some((/** @type {any} */ g) => g.id === 'gap-stores'), `${lang}: the stores are never sown into, as this board's decision`);
    assert.doesNotMatch(row('sanyao', lang, 'gap-first-round').reason, /papel|paper|じゃんけん|published|publicado|出版/);
  }
});

test('San Yao pages offer Play links to the game in their language, as Ssangnyuk\'s do', () => {
  for (const game of GAMES) {
    for (const lang of LANGS) {
      const b = body(game, lang);
      const href = game === 'sanyao' ? `../../index.html?game=sanyao&amp;lang=${lang}` : `../../index.html?game=ssangnyuk&amp;rules=seed&amp;lang=${lang}`;
      assert.ok(b.includes(`<a class="play-link play-seed" href="${href}"`), `${game}.${lang}: the page's Play link`);
      assert.ok(b.includes(`<a href="../../index.html?game=${game}&amp;lang=${lang}">`), `${game}.${lang}: Play in the site links`);
    }
  }
});

test('the chooser says in one or two sentences what each game is, and links to its rules page', () => {
  const index = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  for (const game of GAMES) {
    assert.match(index, new RegExp(`<a data-rules-link="${game}" href="www/rules/${game}\\.en\\.html"[^>]* data-i18n="chooser\\.rules"></a>`), game);
    for (const lang of LANGS) {
      const words = catalogs[lang][`chooser.${game}.text`];
      const sentences = words.split(lang === 'ja' ? /。/ : /[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
      assert.ok(sentences.length >= 1 && sentences.length <= 2, `${game} ${lang}: ${sentences.length} sentences`);
    }
  }
});
