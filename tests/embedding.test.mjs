// The Embed page (embedding.html) without a browser: its three string files agree and every
// key it uses exists; the builder refuses what the element would refuse and turns the rest
// into snippets that point at wherever the kit is hosted; no visitor's text can leave its
// attribute; the iframe's URL is read back by the site's own parameter reader; the page has no
// inline script or style for a strict CSP to refuse.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { presets } from './support/engine.mjs';
import {
  readChoices, isSeed, escapeAttr, elementAttributes, elementSnippet, embedParams, iframeSnippet,
  iframeSrc, kitBase, themeCss, DEFAULT_CHOICES, RULES, SIDES, SIZE_LIMITS, IDLE_LIMITS,
} from '../www/embedding/snippet.js';
import { THEME_PROPERTIES, THEMES, THEME_IDS, DEFAULTS, propertyKey } from '../www/embedding/themes.js';
import { readFrameMessage, describeDetail } from '../www/embedding/preview.js';
import { pieces, lookup } from '../www/embedding/words.js';
import { readParams } from '../www/params.js';
import { readSettings } from '../www/element-options.js';
import { readKiosk, readIdleSeconds } from '../www/kiosk/options.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DIR = `${ROOT}www/embedding/`;
const LANGS = ['es', 'en', 'ja'];
/** @type {Record<string, Record<string, string>>} */
const strings = Object.fromEntries(await Promise.all(LANGS.map(async (l) => [l, (await import(`../www/embedding/strings/${l}.js`)).default])));
const en = strings.en;
const HTML = readFileSync(`${ROOT}embedding.html`, 'utf8');
const MUSEUM = 'https://museum.example/madang/embedding.html?lang=ja#builder';

/** The distinct `{name}` parameters of a string. @param {string} s */
const paramsOf = (s) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join();

/** Decodes the five entities escapeAttr writes (and nothing else). @param {string} s */
const unescape = (s) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[/** @type {string} */ (e)] ?? '');

/**
 * The attributes of the first `<tag ...>` in `html`, read one after another the way an HTML
 * parser reads them: a value ends at the first `"`, and an attribute with no value is ''.
 * @param {string} html @param {string} tag
 * @returns {Record<string, string>}
 */
function attributesOf(html, tag) {
  const start = html.indexOf(`<${tag}`);
  assert.ok(start >= 0, `no <${tag}> in ${html}`);
  const open = html.slice(start + tag.length + 1, html.indexOf('>', start));
  const one = /\s+([a-z-]+)(?:="([^"]*)")?/y;
  /** @type {Record<string, string>} */
  const found = {};
  let end = 0;
  for (let m = one.exec(open); m; m = one.exec(open)) {
    found[m[1]] = unescape(m[2] ?? '');
    end = one.lastIndex;
  }
  assert.equal(open.slice(end), '', `<${tag}${open}> read to its end`);
  return found;
}

test('the three string files have the same keys, the same parameters, and no empty string', () => {
  for (const l of LANGS) {
    assert.deepEqual(Object.keys(strings[l]).sort(), Object.keys(en).sort(), `${l}.js keys`);
    for (const [key, text] of Object.entries(strings[l])) {
      assert.equal(typeof text, 'string', `${l} ${key}`);
      assert.notEqual(text.trim(), '', `${l} ${key} is empty`);
      assert.equal(paramsOf(text), paramsOf(en[key]), `${l} ${key}: parameters`);
    }
  }
});

test('strings are text: no markup, and code marks (backticks) come in pairs', () => {
  for (const l of LANGS) {
    for (const [key, text] of Object.entries(strings[l])) {
      assert.doesNotMatch(text.replace(/`[^`]*`/g, ''), /<[a-z/!]/i, `${l} ${key}: markup outside code`);
      assert.equal((text.match(/`/g) ?? []).length % 2, 0, `${l} ${key}: an unpaired backtick`);
    }
  }
  assert.deepEqual(pieces('Load `madang-game.js` once.'), [
    { code: false, text: 'Load ' }, { code: true, text: 'madang-game.js' }, { code: false, text: ' once.' },
  ]);
});

test('Japanese is written as Japanese: no spaces between words, no Latin punctuation after Japanese', () => {
  const cjk = '\\u3000-\\u30ff\\u3400-\\u9fff\\uff00-\\uffef';
  for (const [key, text] of Object.entries(strings.ja)) {
    assert.doesNotMatch(text, new RegExp(`[${cjk}] +[${cjk}]`), `ja ${key}: a space between words`);
    // (A file name's dot, as in 「サーバーが.wasmファイルを」, is not punctuation.)
    assert.doesNotMatch(text, new RegExp(`[${cjk}][.,!?:;](?![a-z])`), `ja ${key}: Latin punctuation after Japanese`);
  }
  // The prose really is in Japanese, not left in English.
  const prose = Object.entries(strings.ja).filter(([k]) => /intro|text|hint/i.test(k));
  assert.ok(prose.length > 8);
  for (const [key, text] of prose) assert.match(text, new RegExp(`[${cjk}]`), `ja ${key}`);
});

test('every key the page names exists, and every key is used', () => {
  /** @type {Set<string>} */
  const used = new Set();
  for (const m of HTML.matchAll(/data-i18n[\w-]*="([\w.]+)"/g)) used.add(m[1]);
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(`${DIR}${file}`, 'utf8');
    // The page's lookups: say(...), say()(...) in preview.js, showStatus(...), gameWords(...).
    for (const m of text.matchAll(/\b(?:say|say\(\)|showStatus|gameWords)\(\s*'([\w.]+)'/g)) used.add(m[1]);
    for (const m of text.matchAll(/\?\s*'([\w.]+)'\s*:\s*'([\w.]+)'/g)) if (m[1].includes('.')) used.add(m[1]).add(m[2]);
  }
  // Keys built at run time: the side options, the game names in the frame title, the theme table.
  for (const sides of Object.values(SIDES)) for (const s of sides) used.add(`side.${s}`);
  used.add('game.ssangnyuk').add('game.sanyao');
  for (const p of THEME_PROPERTIES) used.add(propertyKey(p));
  assert.deepEqual([...used].filter((k) => !Object.hasOwn(en, k)), [], 'named but missing');
  assert.deepEqual(Object.keys(en).filter((k) => !used.has(k)), [], 'in en.js but never used');
});

test('lookup fills parameters and shows a missing key as itself', () => {
  const t = lookup(en);
  assert.equal(t('preview.failed', { file: 'embed.html' }), 'The preview could not load embed.html. Check that the whole kit was copied next to this page.');
  assert.equal(t('no.such.key'), 'no.such.key');
  assert.equal(lookup({ a: 'x {n} y {n} {m}' })('a', { n: 3 }), 'x 3 y 3 {m}');
});

test('choices: anything unknown becomes the documented default', () => {
  const { choices, problems } = readChoices({ game: 'chess', lang: 'fr', opponent: 'robot', level: 'expert', side: 'red', rules: 'x', size: '1x1', theme: 'neon', seed: '' });
  assert.deepEqual(choices, DEFAULT_CHOICES);
  assert.deepEqual(problems, []);
  assert.deepEqual(readChoices({}).choices, DEFAULT_CHOICES);
  for (const hostile of ['__proto__', 'constructor', 'toString']) {
    assert.deepEqual(readChoices({ game: hostile, lang: hostile, theme: hostile, side: hostile, kiosk: hostile }).choices, DEFAULT_CHOICES, hostile);
  }
  // Kiosk mode is a ticked box (a form's `on`) or `true`, nothing else.
  for (const off of ['off', 'false', 'yes', '1', 1, null]) assert.equal(readChoices({ kiosk: off }).choices.kiosk, false, String(off));
  assert.equal(readChoices({ kiosk: 'on' }).choices.kiosk, true);
  assert.equal(readChoices({ kiosk: true }).choices.kiosk, true);
});

test('choices: a side belongs to its game, and rules only to Ssangnyuk', () => {
  assert.equal(readChoices({ game: 'sanyao', side: 'white' }).choices.side, 'south');
  assert.equal(readChoices({ game: 'sanyao', side: 'north' }).choices.side, 'north');
  assert.equal(readChoices({ game: 'ssangnyuk', side: 'north' }).choices.side, 'white');
  assert.equal(readChoices({ game: 'ssangnyuk', rules: 'backgammon' }).choices.rules, 'backgammon');
  assert.equal(readChoices({ game: 'sanyao', rules: 'backgammon' }).choices.rules, 'seed');
});

test('the builder offers exactly the engine\'s Ssangnyuk presets', () => {
  assert.deepEqual([...RULES], presets());
  for (const r of RULES) assert.match(HTML, new RegExp(`<option value="${r}"[^>]*data-i18n="rules\\.${r}"`), r);
});

test('seeds: whole numbers from 0 to 2^64 - 1, as the engine accepts them; anything else is refused and left out', () => {
  for (const good of ['0', '42', ' 7 ', '18446744073709551615', '00012']) assert.ok(isSeed(good), good);
  for (const bad of ['18446744073709551616', '-1', '+1', '1e3', '0x10', '4 2', '１２', '"><script>alert(1)</script>', '999999999999999999999']) {
    assert.ok(!isSeed(bad), bad);
    const { choices, problems } = readChoices({ seed: bad });
    assert.deepEqual(problems, ['seed'], bad);
    assert.equal(choices.seed, '', bad);
    assert.ok(!elementSnippet(choices, kitBase(MUSEUM)).includes('seed='), bad);
  }
  assert.equal(readChoices({ seed: ' 00012 ' }).choices.seed, '12', 'written the way the engine reads it');
  assert.deepEqual(readChoices({ seed: '   ' }).problems, [], 'blank is no seed, not a bad one');
});

test('custom iframe sizes: whole pixels within the limits, else refused and the preset size kept', () => {
  assert.deepEqual(readChoices({ size: '360x640' }).choices.width, 360);
  const ok = readChoices({ size: 'custom', width: '800', height: 450 });
  assert.deepEqual([ok.choices.width, ok.choices.height, ok.problems], [800, 450, []]);
  const bad = readChoices({ size: 'custom', width: String(SIZE_LIMITS.min - 1), height: '12.5' });
  assert.deepEqual([bad.choices.width, bad.choices.height, bad.problems], [600, 500, ['width', 'height']]);
  assert.deepEqual(readChoices({ size: 'custom', width: String(SIZE_LIMITS.max), height: '1e3' }).problems, ['height']);
});

test('a value cannot leave its attribute: quotes, angle brackets and ampersands are escaped', () => {
  assert.equal(escapeAttr(`"><script>alert('x')</script>&`), '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  // Choices built by hand (past the validation) still give one element with exactly these attributes.
  const hostile = `1" onload="alert(1)"><script>alert(2)</script><x y='`;
  const c = { ...DEFAULT_CHOICES, seed: hostile };
  const html = elementSnippet(c, kitBase(MUSEUM));
  assert.deepEqual(attributesOf(html, 'madang-game'), { game: 'ssangnyuk', lang: 'en', opponent: 'computer', level: 'easy', side: 'white', seed: hostile });
  assert.equal(html.match(/<script/g)?.length, 1, 'only the module script');
  const frame = iframeSnippet(c, kitBase(MUSEUM), `Madang: "quoted" <b>`);
  assert.equal(attributesOf(frame, 'iframe').title, 'Madang: "quoted" <b>');
  assert.equal(new URL(attributesOf(frame, 'iframe').src).searchParams.get('seed'), hostile);
});

test('snippets point at wherever the kit is hosted, whatever the page\'s query or hash', () => {
  assert.equal(kitBase(MUSEUM), 'https://museum.example/madang/');
  assert.equal(kitBase('http://localhost:8080/embedding.html'), 'http://localhost:8080/');
  const c = readChoices({ game: 'sanyao', lang: 'ja', opponent: 'computer', level: 'hard', side: 'north', seed: '9' }).choices;
  assert.equal(
    elementSnippet(c, kitBase(MUSEUM)),
    '<script type="module" src="https://museum.example/madang/madang-game.js"></script>\n'
      + '<madang-game game="sanyao" lang="ja" opponent="computer" level="hard" side="north" seed="9"></madang-game>',
  );
  assert.equal(
    iframeSnippet(c, kitBase(MUSEUM), 'Madang：散窑'),
    '<iframe src="https://museum.example/madang/embed.html?game=sanyao&amp;lang=ja&amp;vs=computer&amp;level=hard&amp;side=north&amp;seed=9" width="600" height="500" title="Madang：散窑" loading="lazy"></iframe>',
  );
});

test('the opponent is always written, level and side only against the computer; rules only when not the default', () => {
  const people = readChoices({ game: 'ssangnyuk', opponent: 'people', level: 'hard', side: 'black', rules: 'seed' }).choices;
  assert.deepEqual(elementAttributes(people), [['game', 'ssangnyuk'], ['lang', 'en'], ['opponent', 'people']]);
  // The computer at a gentle level is the default choice.
  const computer = readChoices({ game: 'ssangnyuk', side: 'black', rules: 'cap6' }).choices;
  assert.deepEqual(elementAttributes(computer), [['game', 'ssangnyuk'], ['lang', 'en'], ['opponent', 'computer'], ['level', 'easy'], ['side', 'black'], ['rules', 'cap6']]);
});

test('the site reads the iframe\'s parameters back as the builder meant them (www/params.js)', () => {
  for (const raw of [
    { game: 'ssangnyuk', opponent: 'computer', level: 'easy', side: 'black', rules: 'touch_down', seed: '123' },
    { game: 'sanyao', opponent: 'people', seed: '' },
  ]) {
    const { choices } = readChoices(raw);
    const read = readParams(new URL(iframeSrc(choices, kitBase(MUSEUM))).search);
    assert.equal(read.game, choices.game);
    assert.equal(read.vs, choices.opponent);
    assert.equal(read.level, choices.opponent === 'computer' ? choices.level : null);
    assert.equal(read.side, choices.opponent === 'computer' ? choices.side : null);
    assert.equal(read.rules, choices.rules === 'seed' ? null : choices.rules);
    assert.equal(read.seed, choices.seed || null);
    assert.equal(embedParams(choices).get('lang'), choices.lang);
  }
});

/**
 * What the element makes of an element snippet, through its own attribute reader, and what it
 * warned about.
 * @param {string} snippet
 */
function elementReads(snippet) {
  const attrs = attributesOf(snippet, 'madang-game');
  /** @type {string[]} */
  const warnings = [];
  const settings = readSettings((name) => (Object.hasOwn(attrs, name) ? attrs[name] : null), null, (w) => warnings.push(w));
  return { attrs, settings, warnings };
}

test('kiosk mode: both snippets say `kiosk` and the idle time; the element and embed.html read them as meant, with no warning', () => {
  const base = kitBase(MUSEUM);
  const c = readChoices({ game: 'sanyao', lang: 'ja', kiosk: 'on', 'idle-seconds': '120', side: 'north', seed: '7', opponent: 'people', level: 'hard' }).choices;
  assert.equal(elementSnippet(c, base),
    '<script type="module" src="https://museum.example/madang/madang-game.js"></script>\n'
      + '<madang-game game="sanyao" lang="ja" side="north" seed="7" kiosk idle-seconds="120"></madang-game>');
  const { attrs, settings, warnings } = elementReads(elementSnippet(c, base));
  // Each visitor chooses the opponent on the attract screen: the snippet sets neither it nor a level.
  assert.ok(!('opponent' in attrs) && !('level' in attrs), JSON.stringify(attrs));
  assert.deepEqual([settings.kiosk, settings.idleSeconds, settings.side, settings.seed], [true, 120, 'north', '7']);
  assert.deepEqual(warnings, []);

  const src = new URL(iframeSrc(c, base));
  assert.equal(src.search, '?game=sanyao&lang=ja&side=north&seed=7&kiosk=1&idle-seconds=120');
  /** @type {string[]} */
  const frameWarnings = [];
  const warn = (/** @type {string} */ w) => frameWarnings.push(w);
  // embed.html hands these two parameters to the element as they are (www/embed-frame.js).
  assert.equal(readKiosk(src.searchParams.get('kiosk'), warn), true);
  assert.equal(readIdleSeconds(src.searchParams.get('idle-seconds'), warn), 120);
  assert.deepEqual(frameWarnings, []);
  assert.equal(src.searchParams.has('vs'), false);

  // The default idle time is written too, so the snippet shows where to change it.
  const plain = readChoices({ kiosk: 'on' }).choices;
  assert.match(elementSnippet(plain, base), / side="white" kiosk idle-seconds="90"><\/madang-game>$/);
  assert.equal(new URL(iframeSrc(plain, base)).searchParams.get('idle-seconds'), '90');
});

test('without kiosk mode nothing of it is written, whatever the (hidden) idle time says', () => {
  const base = kitBase(MUSEUM);
  for (const idle of ['120', '1', 'banana']) {
    const { choices, problems } = readChoices({ 'idle-seconds': idle });
    assert.deepEqual([choices.kiosk, problems], [false, []], idle);
    assert.doesNotMatch(elementSnippet(choices, base), /kiosk|idle/, idle);
    assert.doesNotMatch(iframeSrc(choices, base), /kiosk|idle/, idle);
    assert.equal(elementReads(elementSnippet(choices, base)).settings.kiosk, false);
  }
});

test('idle time: whole seconds from 2 to 3600, as the element takes them; anything else is refused, said so, and 90 kept', () => {
  assert.deepEqual(IDLE_LIMITS, { min: 2, max: 3600, default: 90 });
  const base = kitBase(MUSEUM);
  for (const [good, seconds] of /** @type {const} */ ([['2', 2], ['3600', 3600], [' 45 ', 45], [300, 300], ['0120', 120]])) {
    const { choices, problems } = readChoices({ kiosk: 'on', 'idle-seconds': good });
    assert.deepEqual([choices.idleSeconds, problems], [seconds, []], String(good));
    assert.equal(elementReads(elementSnippet(choices, base)).settings.idleSeconds, seconds, String(good));
  }
  for (const bad of ['1', '0', '3601', '-5', '1.5', '1e3', '0x10', '90s', 'abc', '１２０', '9999999', '"><script>alert(1)</script>', 2.5, -1]) {
    const { choices, problems } = readChoices({ kiosk: 'on', 'idle-seconds': bad });
    assert.deepEqual([choices.idleSeconds, problems], [90, ['idle']], String(bad));
    assert.match(elementSnippet(choices, base), / idle-seconds="90">/, String(bad));
    // The element itself would refuse the same value, with a warning, and use 90.
    /** @type {string[]} */
    const warnings = [];
    assert.equal(readIdleSeconds(String(bad), (w) => warnings.push(w)), 90, String(bad));
    assert.equal(warnings.length, 1, String(bad));
  }
  assert.deepEqual(readChoices({ kiosk: 'on', 'idle-seconds': '  ' }).problems, [], 'blank is the default, not a mistake');
  // The number box offers the same bounds and default.
  assert.match(HTML, new RegExp(`<input type="number" name="idle-seconds" min="${IDLE_LIMITS.min}" max="${IDLE_LIMITS.max}" step="1" value="${IDLE_LIMITS.default}"`));
});

test('the iframe carries a theme by name, and none for the site\'s own look', () => {
  const base = kitBase(MUSEUM);
  assert.equal(new URL(iframeSrc({ ...DEFAULT_CHOICES, theme: 'museum' }, base)).searchParams.get('theme'), 'museum');
  assert.equal(new URL(iframeSrc({ ...DEFAULT_CHOICES, theme: 'contrast' }, base)).searchParams.get('theme'), 'contrast');
  assert.equal(new URL(iframeSrc(DEFAULT_CHOICES, base)).searchParams.has('theme'), false);
});

test('themes: only documented properties, each with a default; the site\'s look needs no CSS', () => {
  assert.deepEqual(Object.keys(DEFAULTS).sort(), [...THEME_PROPERTIES].sort());
  assert.ok(THEME_PROPERTIES.every((p) => p.startsWith('--madang-')));
  assert.deepEqual(Object.keys(THEMES).sort(), [...THEME_IDS].sort());
  for (const id of THEME_IDS) for (const p of Object.keys(THEMES[id])) assert.ok(THEME_PROPERTIES.includes(/** @type {any} */ (p)), `${id} ${p}`);
  assert.equal(themeCss('wood'), '');
  const museum = themeCss('museum');
  assert.match(museum, /^madang-game \{\n/);
  assert.match(museum, /\n {2}--madang-bg: #fbf8f2;\n/);
  assert.equal(museum.match(/--madang-/g)?.length, Object.keys(THEMES.museum).length);
  assert.equal(propertyKey('--madang-ink-muted'), 'prop.inkMuted');
});

test('the game stylesheet reads every documented theme property', () => {
  // play.css serves the element's shadow root and the site's page alike; its :root, :host block
  // maps each --madang-* property onto the colours the game draws with.
  const css = readFileSync(`${ROOT}www/play/play.css`, 'utf8');
  const host = css.match(/:root, :host\s*\{([^}]*)\}/)?.[1] ?? '';
  assert.deepEqual(THEME_PROPERTIES.filter((p) => !new RegExp(`var\\(${p},`).test(host)), []);
});

test('messages from the frame: only the documented shapes are taken', () => {
  assert.deepEqual(readFrameMessage({ source: 'madang', type: 'height', height: 480 }), { type: 'height', height: 480 });
  assert.deepEqual(readFrameMessage({ source: 'madang', type: 'move', detail: { side: 'south', move: 3 } }), { type: 'move', detail: { side: 'south', move: 3 } });
  assert.deepEqual(readFrameMessage({ source: 'madang', type: 'kiosk', detail: { game: 'sanyao', state: 'attract' } }), { type: 'kiosk', detail: { game: 'sanyao', state: 'attract' } });
  for (const bad of [null, 'height', 7, [], { type: 'height', height: 3 }, { source: 'other', type: 'ready', detail: {} },
    { source: 'madang', type: 'height', height: '480' }, { source: 'madang', type: 'height', height: NaN }, { source: 'madang', type: 'height', height: -1 },
    { source: 'madang', type: 'move' }, { source: 'madang', type: 'move', detail: null }, { source: 'madang', type: 'eval', detail: {} },
    { source: 'madang', type: 'kiosk' }, { source: 'madang', type: 'Kiosk', detail: {} }]) {
    assert.equal(readFrameMessage(bad), null, JSON.stringify(bad));
  }
});

test('the events list leaves out the position JSON and cuts long details', () => {
  assert.equal(describeDetail({ game: 'sanyao', side: 'north', move: 4, position: '{"long":true}' }), '{"game":"sanyao","side":"north","move":4}');
  assert.equal(describeDetail({ note: 'x'.repeat(400) }).length, 160);
  assert.equal(describeDetail(null), '');
});

test('the page holds no inline script, style or event handler, and loads nothing from another origin', () => {
  const page = HTML.replace(/<pre[\s\S]*?<\/pre>/g, ''); // code samples are text, not markup
  assert.doesNotMatch(page, /\sstyle=/i);
  assert.doesNotMatch(page, /<style/i);
  assert.doesNotMatch(page, /\son[a-z]+=/i);
  for (const m of page.matchAll(/<script\b([^>]*)>/g)) assert.match(m[1], /\bsrc="[^"]+"/, 'every script has a src');
  for (const m of page.matchAll(/\s(?:src|href)="([^"]*)"/g)) {
    assert.ok(!/^(?:[a-z]+:)?\/\//i.test(m[1]) && !m[1].startsWith('javascript:'), m[1]);
  }
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.js'))) {
    const text = readFileSync(`${DIR}${file}`, 'utf8');
    assert.doesNotMatch(text, /innerHTML|outerHTML|insertAdjacentHTML|setAttribute\(\s*'style'|\.style\.cssText|eval\(/, file);
  }
});
