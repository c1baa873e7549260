// The <madang-game> attribute table and the iframe's command filter: what a museum's markup
// or a parent window can ask for, and what happens to anything else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSettings, sameGame } from '../www/element-options.js';
import { readCommand } from '../www/embed-messages.js';

/**
 * Settings for a set of attributes, with the warnings they gave.
 * @param {Record<string, string>} attrs @param {string | null} [inherited]
 */
function settings(attrs, inherited = null) {
  /** @type {string[]} */
  const warnings = [];
  const s = readSettings((n) => (Object.hasOwn(attrs, n) ? attrs[n] : null), inherited, (m) => warnings.push(m));
  return { s, warnings };
}

test('no attributes: Ssangnyuk against the computer, easy, White, English, full chrome, no kiosk, silently', () => {
  const { s, warnings } = settings({});
  assert.deepEqual(s, { game: 'ssangnyuk', lang: 'en', opponent: 'computer', level: 'easy', side: 'white', rules: null, seed: null, chrome: 'full', kiosk: false, idleSeconds: 90, record: null, loop: false, headingLevel: 2 });
  assert.deepEqual(warnings, []);
});

test('every accepted value is taken, case and spaces aside', () => {
  const { s, warnings } = settings({ game: ' SanYao ', lang: 'JA', opponent: 'people', level: 'hard', side: 'north', seed: '42', chrome: 'compact' });
  assert.equal(s.game, 'sanyao');
  assert.equal(s.lang, 'ja');
  assert.equal(s.opponent, 'people');
  assert.equal(s.level, 'hard');
  assert.equal(s.side, 'north');
  assert.equal(s.seed, '42');
  assert.equal(s.chrome, 'compact');
  assert.deepEqual(warnings, []);
});

test('an unknown value falls back to the default and warns once, naming the attribute', () => {
  for (const [name, bad, fallback] of [['game', 'chess', 'ssangnyuk'], ['lang', 'fr', 'en'], ['opponent', 'robot', 'computer'],
    ['level', 'insane', 'easy'], ['side', 'south', 'white'], ['chrome', 'none', 'full']]) {
    const { s, warnings } = settings({ [name]: bad });
    assert.equal(/** @type {Record<string, unknown>} */ (s)[name], fallback, name);
    assert.equal(warnings.length, 1, name);
    assert.match(warnings[0], new RegExp(`unknown ${name} "${bad}"`));
  }
});

test('the side is checked against the chosen game: white is no San Yao row', () => {
  const { s, warnings } = settings({ game: 'sanyao', side: 'white' });
  assert.equal(s.side, 'south');
  assert.equal(warnings.length, 1);
});

test('without lang the page language is used when it is one of the three, by its primary subtag', () => {
  assert.equal(settings({}, 'ja-JP').s.lang, 'ja');
  assert.equal(settings({}, 'es').s.lang, 'es');
  assert.equal(settings({}, 'de').s.lang, 'en');
  assert.deepEqual(settings({}, 'de').warnings, [], 'a host page in German is no mistake');
});

test('rules apply to Ssangnyuk only; long seed and rules texts are cut; empty ones are absent', () => {
  assert.equal(settings({ game: 'sanyao', rules: 'backgammon' }).s.rules, null);
  assert.equal(settings({ rules: 'backgammon' }).s.rules, 'backgammon');
  assert.equal(settings({ seed: 'x'.repeat(500) }).s.seed?.length, 64);
  assert.equal(settings({ seed: '  ' }).s.seed, null);
  const warned = settings({ lang: `<b>${'x'.repeat(500)}` }).warnings[0];
  assert.ok(warned.length < 200, 'a hostile value cannot flood the console');
});

test('a new language is the same game; any other change is a new one', () => {
  const a = settings({ lang: 'es' }).s;
  assert.ok(sameGame(a, settings({ lang: 'ja' }).s));
  for (const change of [{ game: 'sanyao' }, { opponent: 'people' }, { level: 'hard' }, { side: 'black' }, { seed: '1' }, { rules: 'backgammon' },
    { kiosk: '' }, { 'idle-seconds': '30' }, { record: 'game.json' }, { loop: '' }, { 'heading-level': '3' }]) {
    assert.ok(!sameGame(a, settings({ lang: 'es', ...change }).s), JSON.stringify(change));
  }
});

test('record is kept whole (an inline record is long); loop is a bare attribute or 1/true, anything else warns', () => {
  const inline = `{"format":"madang-record/1",${' '.repeat(300)}"game":"sanyao"}`;
  assert.equal(settings({ record: ` ${inline} ` }).s.record, inline);
  assert.equal(settings({ record: '  ' }).s.record, null);
  for (const on of ['', '1', 'true']) assert.equal(settings({ loop: on }).s.loop, true, on);
  assert.deepEqual([settings({ loop: 'false' }).s.loop, settings({ loop: 'false' }).warnings], [false, []]);
  const odd = settings({ loop: 'forever' });
  assert.equal(odd.s.loop, false);
  assert.match(odd.warnings[0], /unknown loop "forever"/);
});

test('kiosk: a bare attribute or 1/true turns it on, 0/false leave it off, anything else warns and leaves it off', () => {
  for (const on of ['', '1', 'true', ' TRUE ', 'kiosk']) assert.equal(settings({ kiosk: on }).s.kiosk, true, on);
  for (const off of ['0', 'false']) assert.deepEqual([settings({ kiosk: off }).s.kiosk, settings({ kiosk: off }).warnings], [false, []], off);
  const { s, warnings } = settings({ kiosk: 'banana' });
  assert.equal(s.kiosk, false);
  assert.equal(warnings.length, 1);
  assert.match(warnings[0], /unknown kiosk "banana"/);
});

test('idle-seconds: whole seconds from 2 to 3600; anything else warns and gives 90', () => {
  assert.equal(settings({ 'idle-seconds': '3' }).s.idleSeconds, 3);
  assert.equal(settings({ 'idle-seconds': ' 3600 ' }).s.idleSeconds, 3600);
  for (const bad of ['-5', '1', '3601', '99999999999', 'NaN', '', '2.5', '1e3', 'Infinity', '0x10']) {
    const { s, warnings } = settings({ 'idle-seconds': bad });
    assert.equal(s.idleSeconds, 90, bad);
    assert.equal(warnings.length, 1, bad);
    assert.match(warnings[0], /unknown idle-seconds/, bad);
  }
});

test('heading-level: 1 to 5, the title\'s level (its cards one below); anything else warns and gives 2', () => {
  for (const level of [1, 2, 3, 4, 5]) {
    const { s, warnings } = settings({ 'heading-level': ` ${level} ` });
    assert.deepEqual([s.headingLevel, warnings], [level, []], String(level));
  }
  for (const bad of ['0', '6', '-1', '2.5', 'h3', '', '03', '1e0', ' ']) {
    const { s, warnings } = settings({ 'heading-level': bad });
    assert.equal(s.headingLevel, 2, bad);
    assert.equal(warnings.length, 1, bad);
    assert.match(warnings[0], /unknown heading-level/, bad);
  }
});

test('the iframe obeys exactly the documented commands', () => {
  assert.deepEqual(readCommand({ target: 'madang', command: 'new-game' }), { command: 'new-game' });
  assert.deepEqual(readCommand({ target: 'madang', command: 'guide' }), { command: 'guide' });
  assert.deepEqual(readCommand({ target: 'madang', command: 'set-lang', lang: 'ja' }), { command: 'set-lang', lang: 'ja' });
  for (const other of [null, undefined, 'new-game', 7, [], ['madang'], {}, { command: 'new-game' },
    { target: 'other', command: 'new-game' }, { command: 'guide' }, { target: 'madang', command: 'Guide' }, { target: 'madang', command: 'set-lang', lang: 'fr' },
    { target: 'madang', command: 'set-lang' }, { target: 'madang', command: 'reload' }, { target: 'madang', command: 'NEW-GAME' }]) {
    assert.equal(readCommand(other), null, JSON.stringify(other));
  }
});
