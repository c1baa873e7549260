// Every string key the page uses exists in English, and every language file has exactly the
// English keys with the same parameters and no empty string, so adding a language stays a
// data change and a missing translation fails here, never on a user's screen. Every error kind
// the built engine can throw has its words. No browser needed (the engine runs in Node).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorKinds, presets } from './support/engine.mjs';

const WWW = fileURLToPath(new URL('../www/', import.meta.url));
const ROOT = fileURLToPath(new URL('../', import.meta.url));
const { default: en } = await import('../www/i18n/en.js');
const LANGS = ['es', 'en', 'ja'];
/** @type {Record<string, Record<string, string>>} */
const catalogs = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/i18n/${l}.js`)).default])));

/** Page sources: every .js under www/ except the generated wasm glue and the string files. */
function sources(dir = WWW) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name !== 'pkg' && entry.name !== 'i18n') out.push(...sources(`${path}/`));
    } else if (entry.name.endsWith('.js')) out.push(path);
  }
  return out;
}

/** The distinct `{name}` parameters of a string. @param {string} s */
const paramsOf = (s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/**
 * Everything wrong with a language file against English: missing and extra keys, empty
 * strings, parameters that differ (a translation may repeat or reorder a parameter, never drop
 * or invent one).
 * @param {Record<string, string>} strings
 * @returns {string[]}
 */
export function catalogProblems(strings) {
  /** @type {string[]} */
  const out = [];
  for (const key of Object.keys(en)) {
    if (!Object.hasOwn(strings, key)) out.push(`missing ${key}`);
    else if (typeof strings[key] !== 'string' || strings[key].trim() === '') out.push(`empty ${key}`);
    else if (paramsOf(strings[key]).join() !== paramsOf(en[key]).join()) {
      out.push(`parameters of ${key}: ${paramsOf(strings[key]).join(', ')} instead of ${paramsOf(en[key]).join(', ')}`);
    }
  }
  for (const key of Object.keys(strings)) if (!Object.hasOwn(en, key)) out.push(`extra ${key}`);
  return out;
}

test('every key the code and markup name exists in en.js', () => {
  /** @type {Set<string>} */
  const used = new Set();
  for (const file of sources()) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/\btn\(\s*'([\w.]+)'/g)) used.add(`${m[1]}.other`);
    // Keys chosen between two literals: t(cond ? 'a' : 'b'), tn(cond ? 'a' : 'b', n)
    for (const m of text.matchAll(/\bt\([^'()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) used.add(m[1]).add(m[2]);
    for (const m of text.matchAll(/\btn\([^'()]*\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) used.add(`${m[1]}.other`).add(`${m[2]}.other`);
    // Static markup: the games' (www/<game>/markup.js, www/play/markup.js) and the site's.
    for (const m of text.matchAll(/data-i18n[\w-]*="([\w.]+)"/g)) used.add(m[1]);
    for (const m of text.matchAll(/\b(?:title|newGame): '([\w.]+)'/g)) used.add(m[1]);
  }
  const html = readFileSync(`${ROOT}index.html`, 'utf8');
  for (const m of html.matchAll(/data-i18n[\w-]*="([\w.]+)"/g)) used.add(m[1]);
  for (const key of ['sn.title', 'sn.newGame', 'sy.title', 'sy.newMatch', 'app.rules', 'sn.jaengdu.heading', 'sy.rules.heading']) {
    assert.ok(used.has(key), `the scan finds ${key}`);
  }
  assert.ok(used.size > 40, `found ${used.size} keys`);
  const missing = [...used].filter((k) => !(k in en));
  assert.deepEqual(missing, []);
});

test('every error kind the engine can throw has its words in every language', () => {
  const kinds = errorKinds();
  // The engine's own kinds and the boundary's (bad_argument, freed, busy, internal, ...).
  assert.ok(kinds.length >= 40 && kinds.includes('endless') && kinds.includes('freed'), `${kinds.length} kinds`);
  for (const l of LANGS) {
    assert.deepEqual(kinds.filter((k) => !Object.hasOwn(catalogs[l], `error.${k}`)), [], `${l}.js lacks error.<kind>`);
  }
});

test('keys built at run time exist: presets, pass reasons, rule values, languages', () => {
  const keys = [
    ...presets().map((p) => `sn.rules.${p}`),
    'sn.pass.bar_blocked', 'sn.pass.no_move', 'sn.log.passed.bar_blocked', 'sn.log.passed.no_move',
    'sn.rules.doubles.twice', 'sn.rules.doubles.four_times', 'sn.rules.bear_off.free', 'sn.rules.bear_off.strict',
    'sn.rules.combined.jump', 'sn.rules.combined.touch_down', 'sn.color.white', 'sn.color.black',
    'sn.color.label.white', 'sn.color.label.black', 'sn.point.white.one', 'sn.point.white.other',
    'sn.point.black.one', 'sn.point.black.other', 'sn.announce.picked.one',
    'sn.turn.jaengdu', 'sn.turn.toRoll', 'sn.turn.toMove', 'sn.turn.over', 'error.unexpected',
    ...LANGS.map((l) => `lang.${l}`), 'notice.unknownLang',
  ];
  assert.deepEqual(keys.filter((k) => !(k in en)), []);
});

test('every refusal the engine explains has its sentence: sn.why.<kind> for Ssangnyuk, sy.why.<kind> for San Yao', () => {
  const types = readFileSync(`${WWW}pkg/madang_wasm.d.ts`, 'utf8');
  /** The string members of a union type of the package. @param {string} name */
  const kinds = (name) => [...(new RegExp(`type ${name} = ([^;]+);`).exec(types)?.[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => m[1]);
  const sn = kinds('SsangnyukRefusal');
  const sy = kinds('SanyaoRefusal');
  assert.equal(sn.length, 8);
  assert.equal(sy.length, 3);
  assert.deepEqual([...sn.map((k) => `sn.why.${k}`), ...sy.map((k) => `sy.why.${k}`)].filter((k) => !(k in en)), []);
  assert.deepEqual(Object.keys(en).filter((k) => /^s[ny]\.why\./.test(k)).length, 11, 'no sentence for a kind the engine does not have');
});

test('the page has exactly es, en and ja, and i18n.js loads each of them on demand (never up front)', () => {
  const files = readdirSync(`${WWW}i18n`).filter((f) => f.endsWith('.js')).sort();
  assert.deepEqual(files, LANGS.map((l) => `${l}.js`).sort());
  const i18n = readFileSync(`${WWW}i18n.js`, 'utf8');
  for (const l of LANGS) assert.match(i18n, new RegExp(`${l}: \\(\\) => import\\('\\./i18n/${l}\\.js'\\)`), l);
  assert.doesNotMatch(i18n, /^import /m, 'no catalog is imported statically');
});

test('Ssangnyuk\'s own keys carry sn. as San Yao\'s carry sy.; what both games and the site share has no prefix', () => {
  const keys = Object.keys(en);
  const shared = /^(?:app|lang|chooser|action|level|computer|error|role|notice|game|why|suggest|kiosk|guide|record|replay)\./;
  assert.deepEqual(keys.filter((k) => !/^(?:sn|sy)\./.test(k) && !shared.test(k)), []);
  // Only the site's notices stay unprefixed; the log's heading is shared by both games.
  assert.deepEqual(keys.filter((k) => k.startsWith('notice.')).sort(), ['notice.dismiss', 'notice.unknownGame', 'notice.unknownLang', 'notice.unknownLevel', 'notice.unknownOpponent']);
  assert.deepEqual(keys.filter((k) => k.startsWith('game.')).sort(), ['game.log', 'game.logEmpty']);
});

test('a words object speaks the language it was set to, loads it once, and tells its subscribers', async () => {
  const { createWords, loadCatalog } = await import('../www/i18n.js');
  const words = createWords();
  /** @type {string[]} */
  const heard = [];
  words.onChange((l) => heard.push(l));
  await words.setLanguage('es');
  assert.equal(words.t('sn.turn.toRoll', { color: words.t('sn.color.white') }), catalogs.es['sn.turn.toRoll'].replace('{color}', catalogs.es['sn.color.white']));
  assert.equal(words.tn('sy.seeds', 1), '1 semilla');
  assert.equal(words.num(1234.5), (1234.5).toLocaleString('es'));
  await words.setLanguage('es');
  await words.setLanguage('klingon');
  assert.deepEqual(heard, ['es'], 'the same language again and an unknown one change nothing');
  const other = createWords();
  await other.setLanguage('ja');
  assert.equal(words.language(), 'es', 'two words objects keep their own languages');
  assert.equal(other.t('sy.title'), catalogs.ja['sy.title']);
  assert.equal(await loadCatalog('ja'), await loadCatalog('ja'), 'one catalog per language and page');
});

test('every language file has exactly the English keys, the same parameters and no empty string', () => {
  for (const l of LANGS) assert.deepEqual(catalogProblems(catalogs[l]), [], `${l}.js`);
});

test('the check fails on a missing key, an empty string, a lost or invented parameter, an extra key', () => {
  const { 'sn.turn.toMove': _gone, ...withoutOne } = catalogs.es;
  assert.deepEqual(catalogProblems(withoutOne), ['missing sn.turn.toMove']);
  assert.deepEqual(catalogProblems({ ...catalogs.es, 'game.log': ' ' }), ['empty game.log']);
  assert.deepEqual(catalogProblems({ ...catalogs.ja, 'sn.turn.toMove': '番です' }), ['parameters of sn.turn.toMove:  instead of color']);
  assert.deepEqual(catalogProblems({ ...catalogs.ja, 'sn.win.other': '{colour}：{n}' }), ['parameters of sn.win.other: colour, n instead of color, n']);
  assert.deepEqual(catalogProblems({ ...catalogs.en, 'sn.turn.toMoveNow': 'x' }), ['extra sn.turn.toMoveNow']);
});

test('plural families: each language has every form its plural rules can pick, or .other to fall back on', () => {
  const families = new Set(Object.keys(en).filter((k) => k.endsWith('.other')).map((k) => k.slice(0, -'.other'.length)));
  assert.ok(families.size >= 8, `${families.size} plural families`);
  for (const l of LANGS) {
    const rules = new Intl.PluralRules(l);
    for (const family of families) {
      assert.ok(Object.hasOwn(catalogs[l], `${family}.other`), `${l} ${family}.other`);
      // Where a language distinguishes "one", the .one form must not just repeat .other's count.
      if (rules.resolvedOptions().pluralCategories.includes('one') && catalogs[l][`${family}.one`] === catalogs[l][`${family}.other`]) {
        assert.fail(`${l} ${family}: .one and .other are the same`);
      }
    }
  }
});

test('Japanese is written as Japanese: no spaces between words, Japanese punctuation', () => {
  const cjk = '\\u3000-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef';
  for (const [key, text] of Object.entries(catalogs.ja)) {
    // Latin names (Madang, Enter, Sàn Yáo) keep their own spaces; between Japanese there are none.
    assert.doesNotMatch(text, new RegExp(`[${cjk}] +[${cjk}]`), `ja ${key}: a space between words`);
    assert.doesNotMatch(text, new RegExp(`[${cjk}}][.,!?:;]`), `ja ${key}: Latin punctuation after Japanese`);
    assert.doesNotMatch(text, /[“”«»"]/, `ja ${key}: quotes other than 「」`);
    if (/[.!?]$/.test(en[key]) && !/^[\d{}+\-·]+$/.test(text)) assert.match(text, /[。！？）]$/, `ja ${key}: a sentence ends with 。`);
  }
});

test('Spanish opens its questions and exclamations, and quotes with «»', () => {
  for (const [key, text] of Object.entries(catalogs.es)) {
    if (text.includes('?')) assert.ok(text.includes('¿'), `es ${key}: ¿`);
    if (text.includes('!')) assert.ok(text.includes('¡'), `es ${key}: ¡`);
    assert.doesNotMatch(text, /[“”"]/, `es ${key}: quotes`);
  }
});

test('no string of any language carries markup (every string is set as text)', () => {
  for (const l of LANGS) {
    for (const [key, text] of Object.entries(catalogs[l])) assert.doesNotMatch(text, /<[a-z/!]/i, `${l} ${key}`);
  }
});

test('language choice: ?lang= (by primary subtag), then the saved choice, then the browser, else English', async () => {
  const { chooseLanguage, matchLanguage } = await import('../www/lang.js');
  const pick = (/** @type {string | null} */ query, /** @type {unknown} */ saved, /** @type {string[]} */ browser) => chooseLanguage({ query, saved, browser });
  assert.deepEqual(pick('ja', 'es', ['es-ES']), { lang: 'ja', from: 'url', refused: null });
  assert.deepEqual(pick('ES-mx', null, []), { lang: 'es', from: 'url', refused: null });
  assert.deepEqual(pick(null, 'es', ['ja-JP']), { lang: 'es', from: 'saved', refused: null });
  assert.deepEqual(pick(null, null, ['fr-FR', 'ja-JP', 'es']), { lang: 'ja', from: 'browser', refused: null });
  assert.deepEqual(pick(null, null, ['fr', 'de']), { lang: 'en', from: 'default', refused: null });
  // Refused values fall through to the next source and are handed back for the notice.
  assert.deepEqual(pick('xx', null, ['es-AR']), { lang: 'es', from: 'browser', refused: 'xx' });
  assert.deepEqual(pick('<script>', '<img>', []), { lang: 'en', from: 'default', refused: '<script>' });
  assert.deepEqual(pick('  ', 'ja', []), { lang: 'ja', from: 'saved', refused: null }, 'an empty ?lang= is no choice');
  for (const bad of ['', 'e', 'english', 'jap', '__proto__', 'constructor', 'toString', null, 3, {}]) assert.equal(matchLanguage(bad), null, String(bad));
});
