// @ts-check
// The wasm package's contract under hostile JavaScript: every export, called with a table of
// wrong values in every argument position, answers or throws a MadangError of a documented kind;
// nothing traps; a refused call changes nothing; a handle stays usable; after free() every call
// throws `freed`. Runs in Node against both packages the page loads (built by scripts/build.sh):
// its engine (www/pkg) and the same with game records (www/pkg-records).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as wasm from './support/engine.mjs';
import * as withRecords from './support/engine-records.mjs';
import * as pagePackage from '../www/pkg/madang_wasm.js';
import * as recordsPackage from '../www/pkg-records/madang_wasm.js';

const KINDS = new Set(wasm.errorKinds());

const OPENING_SN = '{"points":[-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2],"bar":[0,0],"off":[0,0],"turn":"white"}';
/** White's last checker on point 2: every 6-3 bears it off, one play, so the advisor answers at once. */
const LAST_SN = '{"points":[0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1],"bar":[0,0],"off":[14,14],"turn":"white"}';
const OPENING_SY = '{"pits":[5,5,5,5,5,5,5,5,5,5],"owner":[0,0,0,0,0,1,1,1,1,1],"stores":[0,0],"turn":0}';

/** An object whose every property read throws. */
const throwingProxy = () => new Proxy({}, { get() { throw new Error('trap'); }, has() { throw new Error('trap'); } });

/** A proxy that has been revoked: even `Array.isArray` throws on it. */
function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** An error whose own `message` throws when read. */
const nastyError = () => Object.defineProperty(new Error('x'), 'message', { get() { throw new Error('message'); } });

/** The values no argument should be able to crash the module with. */
function hostile() {
  return [
    undefined, null, true, false, NaN, Infinity, -Infinity, -1, -0, 0.5, 1.5, 6.9, 2 ** 32, 2 ** 32 + 6, 2 ** 53 + 2,
    Number.MAX_VALUE, '', '6', 'abc', 'x'.repeat(1 << 20), '\uD800', '{', '[]', 3n, 2n ** 70n, -1n, Symbol('s'), {}, [], [1, 2, 3],
    () => 1, throwingProxy(), { get from() { throw new Error('getter'); }, to: 1, dice: [1] },
    { valueOf() { throw new Error('valueOf'); }, toString() { throw new Error('toString'); } },
    new Date(0), /x/, new Map(), Object.create(null), revokedProxy(),
    { from: 13, to: 4, dice: revokedProxy() },
    { from: 13, to: 4, dice: { length: 2, get 0() { throw nastyError(); }, 1: 3 } },
    { from: 13, to: 4, dice: { [Symbol.iterator]() { throw new Error('iterator'); }, length: 1, 0: 6 } },
    { get from() { throw nastyError(); }, to: 4, dice: [6] },
  ];
}

/** @param {unknown} e @param {string} where */
function assertMadangError(e, where) {
  assert.ok(e instanceof Error, `${where}: threw a non-Error ${String(e)}`);
  assert.equal(e.name, 'MadangError', `${where}: threw ${e.name}: ${e.message}`);
  const kind = /** @type {any} */ (e).kind;
  assert.ok(KINDS.has(kind), `${where}: undocumented kind ${kind}`);
  assert.equal(typeof e.message, 'string');
  return /** @type {string} */ (kind);
}

/**
 * Calls `f`; it must return, or throw a MadangError. Returns the kind thrown, or null.
 * @param {() => unknown} f @param {string} where
 */
function attempt(f, where) {
  try {
    f();
    return null;
  } catch (e) {
    return assertMadangError(e, where);
  }
}

/** A readable name for a hostile value. @param {unknown} v */
function show(v) {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'symbol') return 'Symbol';
  if (typeof v === 'string') return v.length > 20 ? `string(${v.length})` : JSON.stringify(v);
  if (typeof v === 'function') return 'function';
  if (v && typeof v === 'object') {
    try {
      return Object.getPrototypeOf(v)?.constructor?.name ?? 'null-proto object';
    } catch {
      return 'revoked proxy';
    }
  }
  return String(v);
}

/** The two packages: the page's engine, and the one with game records. */
const PACKAGES = [
  { name: 'www/pkg', wasm, records: false },
  { name: 'www/pkg-records', wasm: withRecords, records: true },
];

/**
 * Each handle type of a package: how to make one in a known state, how to read its state (to
 * see that a refused call changed nothing), its methods with valid arguments, and how many
 * arguments each takes.
 * @param {any} wasm the package @param {boolean} records whether it has game records
 */
const handles = (wasm, records) => [
  {
    name: 'SsangnyukGame',
    make: () => {
      const g = new wasm.SsangnyukGame('seed', '7');
      g.importPosition(OPENING_SN);
      g.rollDice(6, 3);
      return g;
    },
    snapshot: (/** @type {any} */ g) => JSON.stringify(g.state()),
    ctorArgs: ['seed', '7'],
    methods: {
      state: [], throwJaengdu: [], roll: [], rollDice: [6, 3], takeStep: [{ from: 13, to: 4, dice: [6, 3] }], undo: [],
      finishTurn: [], exportPosition: [], importPosition: [OPENING_SN], why: [13, 5],
      ...(records ? { exportRecord: [{ white: 'visitor' }] } : {}),
    },
  },
  {
    name: 'SanyaoGame',
    make: () => new wasm.SanyaoGame('7'),
    snapshot: (/** @type {any} */ g) => JSON.stringify(g.state()) + g.exportPosition(),
    ctorArgs: ['7'],
    methods: {
      state: [], play: [0], advance: [], exportPosition: [], importPosition: [OPENING_SY],
      ...(records ? { exportRecord: [null] } : {}),
    },
  },
  {
    name: 'SsangnyukBot',
    make: () => {
      const b = new wasm.SsangnyukBot('hard', '7');
      b.setBudget(200, null);
      return b;
    },
    snapshot: (/** @type {any} */ b) => b.level(),
    ctorArgs: ['hard', '7'],
    methods: { level: [], setBudget: [1000, 50], choose: [OPENING_SN, 6, 3] },
  },
  {
    name: 'SsangnyukAdvisor',
    make: () => new wasm.SsangnyukAdvisor(),
    snapshot: (/** @type {any} */ a) => JSON.stringify(a.suggest(LAST_SN, 6, 3, [])),
    ctorArgs: [],
    methods: { suggest: [LAST_SN, 6, 3, []] },
  },
  {
    name: 'SanyaoBot',
    make: () => {
      const b = new wasm.SanyaoBot('hard', '7');
      b.setBudget(2000, null);
      return b;
    },
    snapshot: (/** @type {any} */ b) => b.level(),
    ctorArgs: ['hard', '7'],
    methods: { level: [], setBudget: [1000, 50], choose: [OPENING_SY] },
  },
  {
    name: 'SsangnyukCorpus',
    make: () => {
      const c = new wasm.SsangnyukCorpus();
      c.add(OPENING_SN);
      return c;
    },
    snapshot: (/** @type {any} */ c) => String(c.countAllPlays()),
    ctorArgs: [],
    methods: { add: [OPENING_SN], countAllPlays: [] },
  },
  {
    name: 'SanyaoCorpus',
    make: () => {
      const c = new wasm.SanyaoCorpus();
      c.add(OPENING_SY);
      return c;
    },
    snapshot: (/** @type {any} */ c) => String(c.playAll()),
    ctorArgs: [],
    methods: { add: [OPENING_SY], playAll: [] },
  },
];

/** The free functions of every package, with valid arguments. */
const FUNCTIONS = {
  ssangnyukPlays: [OPENING_SN, 6, 3],
  sanyaoMove: [OPENING_SY, 0],
  ssangnyukWhy: [OPENING_SN, 6, 3, 13, 4],
  sanyaoWhy: [OPENING_SY, 7],
  errorKinds: [],
  presets: [],
};

/** The free functions only the package with records has. */
const RECORD_FUNCTIONS = {
  ssangnyukReplay: ['{"format":"madang-record/1","game":"ssangnyuk","jaengdu":[[6,3]],"turns":[{"color":"white","dice":[6,3],"play":"13/4"}]}'],
  sanyaoReplay: ['{"format":"madang-record/1","game":"sanyao","rounds":[{"round":1,"starter":0,"moves":[{"player":0,"hole":0}]}]}'],
};

for (const pkg of PACKAGES) {
  test(`${pkg.name}: every method of every handle answers hostile arguments with a MadangError and changes nothing`, () => {
    let calls = 0;
    for (const h of handles(pkg.wasm, pkg.records)) {
      const handle = h.make();
      for (const [method, valid] of Object.entries(h.methods)) {
        // Each argument position in turn takes each hostile value; the others stay valid. Methods
        // without arguments get one anyway (extra arguments must be harmless).
        const positions = Math.max(valid.length, 1);
        for (let at = 0; at < positions; at++) {
          for (const v of hostile()) {
            const fresh = h.make();
            const before = h.snapshot(fresh);
            const args = [...valid];
            args[at] = v;
            const where = `${h.name}.${method}(${args.map((a, i) => (i === at ? show(a) : '…')).join(', ')})`;
            const kind = attempt(() => /** @type {any} */ (fresh)[method](...args), where);
            if (kind !== null) assert.equal(h.snapshot(fresh), before, `${where} threw ${kind} but changed the handle`);
            // Still usable: a valid call of the same method still answers or refuses cleanly.
            attempt(() => /** @type {any} */ (fresh)[method](...valid), `${where}, then a valid call`);
            fresh.free();
            calls++;
          }
        }
      }
      handle.free();
    }
    assert.ok(calls > 1000, `${calls} hostile calls`);
  });

  test(`${pkg.name}: every constructor and free function answers hostile arguments with a MadangError`, () => {
    const ctors = handles(pkg.wasm, pkg.records).map((h) => /** @type {[string, any[]]} */ ([h.name, h.ctorArgs]));
    for (const [name, valid] of ctors) {
      for (let at = 0; at < Math.max(valid.length, 1); at++) {
        for (const v of hostile()) {
          const args = [...valid];
          args[at] = v;
          let made = null;
          attempt(() => { made = new /** @type {any} */ (pkg.wasm)[name](...args); }, `new ${name}(${at}: ${show(v)})`);
          /** @type {any} */ (made)?.free();
        }
      }
    }
    for (const [name, valid] of Object.entries({ ...FUNCTIONS, ...(pkg.records ? RECORD_FUNCTIONS : {}) })) {
      for (let at = 0; at < Math.max(valid.length, 1); at++) {
        for (const v of hostile()) {
          const args = [...valid];
          args[at] = v;
          attempt(() => /** @type {any} */ (pkg.wasm)[name](...args), `${name}(${at}: ${show(v)})`);
        }
      }
    }
  });

  test(`${pkg.name}: after free() every method throws freed, and freeing twice is harmless`, () => {
    for (const h of handles(pkg.wasm, pkg.records)) {
      const handle = h.make();
      handle.free();
      for (const [method, valid] of Object.entries(h.methods)) {
        let kind = null;
        try {
          /** @type {any} */ (handle)[method](...valid);
        } catch (e) {
          kind = assertMadangError(e, `${h.name}.${method} after free`);
        }
        assert.equal(kind, 'freed', `${h.name}.${method} after free()`);
      }
      assert.doesNotThrow(() => handle.free());
    }
  });
}

test('the page engine leaves game records out; the package with records has every other export too', () => {
  const recordOnly = ['ssangnyukReplay', 'sanyaoReplay'];
  for (const name of recordOnly) {
    assert.equal(name in wasm, false, `www/pkg has no ${name}`);
    assert.equal(typeof /** @type {any} */ (withRecords)[name], 'function', `www/pkg-records has ${name}`);
  }
  for (const [name, handle] of [['SsangnyukGame', 'exportRecord'], ['SanyaoGame', 'exportRecord']]) {
    assert.equal(handle in /** @type {any} */ (wasm)[name].prototype, false, `www/pkg: ${name}.${handle}`);
    assert.equal(handle in /** @type {any} */ (withRecords)[name].prototype, true, `www/pkg-records: ${name}.${handle}`);
    assert.equal('fromRecord' in /** @type {any} */ (wasm)[name], false, `www/pkg: ${name}.fromRecord`);
    assert.equal(typeof /** @type {any} */ (withRecords)[name].fromRecord, 'function', `www/pkg-records: ${name}.fromRecord`);
  }
  for (const name of Object.keys(pagePackage)) assert.ok(name in recordsPackage, `www/pkg-records has ${name} too`);
});

test('the calls the issue found trapping or misreading now answer as documented', () => {
  // Seeds may be numbers: the same draw as the same seed given as text.
  const a = new wasm.SanyaoGame(7);
  const b = new wasm.SanyaoGame('7');
  assert.equal(a.exportPosition(), b.exportPosition());
  const bigint = new wasm.SanyaoGame(7n);
  assert.equal(bigint.exportPosition(), b.exportPosition());
  const sn = new wasm.SsangnyukGame('seed', 42);
  const snText = new wasm.SsangnyukGame('seed', '42');
  assert.deepEqual(sn.throwJaengdu(), snText.throwJaengdu());

  const game = new wasm.SanyaoGame('7');
  const before = game.exportPosition();
  /** @param {() => unknown} f */
  const kindOf = (f) => attempt(f, 'call');
  assert.equal(kindOf(() => game.importPosition(/** @type {any} */ ({}))), 'bad_argument');
  for (const hole of [undefined, null, 'abc', '0']) assert.equal(kindOf(() => game.play(/** @type {any} */ (hole))), 'bad_argument', show(hole));
  for (const hole of [2 ** 32, -1, 10, 1.5, NaN]) assert.equal(kindOf(() => game.play(hole)), 'hole_out_of_range', show(hole));
  assert.equal(kindOf(() => game.play(/** @type {any} */ (3n))), 'bad_argument');
  assert.equal(game.exportPosition(), before, 'refused moves sowed nothing');

  const dice = new wasm.SsangnyukGame('seed', '1');
  dice.importPosition(OPENING_SN);
  assert.equal(kindOf(() => dice.rollDice(6.9, 3.2)), 'bad_die');
  assert.equal(kindOf(() => dice.rollDice(/** @type {any} */ ('6'), /** @type {any} */ ('3'))), 'bad_argument');
  assert.equal(kindOf(() => dice.rollDice(2 ** 32 + 6, 3)), 'bad_die');
  assert.equal(kindOf(() => dice.rollDice(/** @type {any} */ (6n), 3)), 'bad_argument');
  assert.equal(dice.state().phase, 'roll', 'no roll was taken');

  const s = dice.rollDice(6, 3);
  const throwing = { get from() { throw new Error('x'); }, to: 18, dice: [6] };
  assert.equal(kindOf(() => dice.takeStep(/** @type {any} */ (throwing))), 'bad_argument');
  assert.equal(kindOf(() => dice.takeStep(/** @type {any} */ (null))), 'bad_step');
  assert.deepEqual(dice.state(), s, 'the handle is unchanged and still usable');
  const step = s.steps[0];
  assert.ok(step);
  assert.notDeepEqual(dice.takeStep(step), s, 'a valid step is still taken');
});

test('a getter that calls back into its own handle gets busy or a clean answer, never a broken handle', () => {
  const game = new wasm.SsangnyukGame('seed', '3');
  game.importPosition(OPENING_SN);
  game.rollDice(6, 3);
  const step = game.state().steps[0];
  assert.ok(step);
  let inner = null;
  const sneaky = {
    get from() {
      // Arguments are read before the game is touched, so this nested call simply runs.
      inner = game.state().phase;
      return step.from;
    },
    to: step.to,
    dice: step.dice,
  };
  const after = game.takeStep(/** @type {any} */ (sneaky));
  assert.equal(inner, 'move');
  assert.equal(after.taken.length, 1);
  const freeing = { get from() { game.free(); return step.from; }, to: step.to, dice: step.dice };
  const fresh = new wasm.SsangnyukGame('seed', '3');
  fresh.importPosition(OPENING_SN);
  fresh.rollDice(6, 3);
  assert.equal(attempt(() => game.takeStep(/** @type {any} */ (freeing)), 'free from a getter'), 'freed');
  assert.equal(attempt(() => fresh.state(), 'another handle'), null, 'other handles are untouched');
});

test('errorKinds lists each kind once, engine kinds first, and every thrown kind is in it', () => {
  const kinds = wasm.errorKinds();
  assert.equal(new Set(kinds).size, kinds.length);
  for (const k of ['malformed_json', 'endless', 'illegal_step', 'bad_argument', 'freed', 'busy', 'last_round_mismatch']) {
    assert.ok(kinds.includes(/** @type {any} */ (k)), k);
  }
  assert.ok(kinds.indexOf('malformed_json') < kinds.indexOf('bad_argument'));
});

test('mid-turn, SsangnyukGame.why answers for the board as it stands and the dice left', () => {
  const g = new wasm.SsangnyukGame('seed', '7');
  g.importPosition(OPENING_SN);
  assert.throws(() => g.why(13, 4), (e) => assertMadangError(e, 'why before the roll') === 'wrong_phase');
  g.rollDice(6, 3);
  assert.deepEqual(g.why(13, 4), { legal: true }, 'the sum at the start of the turn');
  assert.deepEqual(g.why(13, 4), wasm.ssangnyukWhy(OPENING_SN, 6, 3, 13, 4), 'the same answer as ssangnyukWhy');
  g.takeStep({ from: 13, to: 7, dice: [6] });
  const before = JSON.stringify(g.state());
  assert.deepEqual(g.why(13, 7), { legal: false, reason: 'wrong_distance', rule: 'rule-dice' }, 'the six is used');
  assert.deepEqual(g.why(13, 4), { legal: false, reason: 'wrong_distance', rule: 'rule-dice' }, 'so is the sum');
  assert.deepEqual(g.why(12, 9), { legal: false, reason: 'no_checker', rule: 'rule-checkers' });
  assert.deepEqual(g.why(13, 10), { legal: true });
  assert.deepEqual(g.why(7, 4), { legal: true });
  assert.equal(JSON.stringify(g.state()), before, 'asking changes nothing');
  for (const st of g.state().steps) assert.deepEqual(g.why(/** @type {number | 'bar'} */ (st.from), /** @type {number | 'off'} */ (st.to)), { legal: true }, `${st.from}/${st.to} is offered`);
  g.free();
});

test('SsangnyukAdvisor.suggest gives a legal play, and mid-turn the rest of one that extends the steps taken', () => {
  const advisor = new wasm.SsangnyukAdvisor();
  const whole = advisor.suggest(OPENING_SN, 6, 3, []);
  assert.ok(whole);
  const results = wasm.ssangnyukPlays(OPENING_SN, 6, 3).map((p) => JSON.stringify(p.result));
  assert.ok(results.includes(JSON.stringify(whole.result)), `${whole.notation} is one of the legal plays`);
  const g = new wasm.SsangnyukGame('seed', '7');
  g.importPosition(OPENING_SN);
  g.rollDice(6, 3);
  for (const st of whole.steps) g.takeStep(st);
  assert.equal(g.state().canFinish, true, 'its steps finish the turn');

  const h = new wasm.SsangnyukGame('seed', '7');
  h.importPosition(OPENING_SN);
  h.rollDice(6, 3);
  h.takeStep({ from: 24, to: 21, dice: [3] });
  const rest = advisor.suggest(h.exportPosition(), 6, 3, h.state().taken);
  assert.ok(rest);
  assert.equal(rest.steps.length, 1, 'one die is left');
  assert.ok(h.state().steps.some((st) => st.from === rest.steps[0].from && st.to === rest.steps[0].to), 'a step the turn offers now');
  h.takeStep(rest.steps[0]);
  assert.equal(h.state().canFinish, true);
  const after = h.finishTurn().position;
  assert.deepEqual([after.points, after.bar, after.off], [rest.result.points, rest.result.bar, rest.result.off], 'the result it named');
  assert.throws(() => advisor.suggest(OPENING_SN, 6, 3, [{ from: 13, to: 5, dice: [6] }]),
    (e) => assertMadangError(e, 'an illegal step taken') === 'illegal_step');
  assert.throws(() => advisor.suggest(OPENING_SN, 6, 3, /** @type {any} */ ([{ from: 24, to: 21, dice: [3] }, {}, {}, {}, {}])),
    (e) => assertMadangError(e, 'five steps') === 'bad_step');
  g.free();
  h.free();
  advisor.free();
});
