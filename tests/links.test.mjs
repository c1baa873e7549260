// @ts-check
// Links that carry a record (www/records/link.js): a record packed and unpacked is the same text,
// for both games and for a position link; a long San Yao match still fits the limit; every way
// a stranger's link can be broken is refused with its own kind, the length before anything is
// decoded and a zip bomb as soon as it inflates past the record limit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as wasm from './support/engine-records.mjs';
import { randomSsangnyuk, randomSanyao } from './support/random-games.mjs';
import { packRecord, unpackRecord, readFragment, linkHref, MAX_LINK_CHARS, LinkError } from '../www/records/link.js';
import { positionRecord } from '../www/records/write.js';
import { MAX_RECORD_BYTES } from '../www/records/menu.js';

const pkg = /** @type {import('../www/records/load.js').RecordsPackage} */ (/** @type {unknown} */ (wasm));

/**
 * The kind of LinkError `promise` rejects with.
 * @param {Promise<unknown>} promise @returns {Promise<string>}
 */
async function refusal(promise) {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof LinkError, String(e));
    return e.kind;
  }
  assert.fail('the link was read');
}

/** Raw bytes deflated and written as a payload, as a link's would be. @param {Uint8Array<ArrayBuffer>} bytes */
async function payloadOf(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  const packed = new Uint8Array(await new Response(stream).arrayBuffer());
  return Buffer.from(packed).toString('base64url');
}

/** A seeded Ssangnyuk game of random legal turns, ending on a roll not yet played (a position link has dice to carry). @param {string} seed @param {number} turns */
function ssangnyukGame(seed, turns) {
  const game = randomSsangnyuk(seed, turns);
  if (game.state().phase === 'roll') game.roll();
  return game;
}

test('a Ssangnyuk record goes through a link unchanged; its position link starts where it ends, dice and all', async () => {
  const game = ssangnyukGame('31', 60);
  const text = game.exportRecord({ white: 'person', black: 'computer easy' });
  const payload = await packRecord(text);
  assert.match(payload, /^[A-Za-z0-9_-]+$/, 'base64url, no padding');
  assert.equal(await unpackRecord(payload), text);
  assert.ok(payload.length < text.length / 2, `compressed: ${payload.length} chars for ${text.length}`);

  const problem = await positionRecord(text, pkg);
  const record = JSON.parse(problem);
  assert.equal(record.seed, undefined);
  assert.ok(record.start, 'it starts from a position');
  assert.ok(record.turns.length <= 1 && !('play' in (record.turns[0] ?? {})), 'no moves, at most the roll to play');
  const opened = wasm.SsangnyukGame.fromRecord(await unpackRecord(await packRecord(problem)), null);
  assert.equal(opened.exportPosition(), game.exportPosition());
  assert.deepEqual(opened.state().roll?.dice, game.state().roll?.dice);
  opened.free();
  game.free();
});

test('a San Yao match goes through a link unchanged; a typical and a long match fit the limit', async (t) => {
  // About what a match between people takes; random players go on longer (500 moves or more).
  const typical = randomSanyao('5', 270);
  const long = randomSanyao('11', 3000);
  const text = typical.game.exportRecord({});
  const payload = await packRecord(text);
  assert.equal(await unpackRecord(payload), text);
  const longText = long.game.exportRecord({});
  const longPayload = await packRecord(longText);
  assert.equal(await unpackRecord(longPayload), longText);
  t.diagnostic(`typical: ${typical.moves} moves, record ${text.length} B, link payload ${payload.length} chars`);
  t.diagnostic(`long: ${long.moves} moves, record ${longText.length} B, link payload ${longPayload.length} chars`);
  assert.equal(typical.moves, 270);
  assert.equal(long.moves, 3000);
  assert.ok(payload.length < 2000, `a typical match's link stays short (${payload.length})`);
  assert.ok(longPayload.length < MAX_LINK_CHARS / 4, `a long match's link is well within the limit (${longPayload.length})`);

  const problem = await positionRecord(longText, pkg);
  const opened = wasm.SanyaoGame.fromRecord(await unpackRecord(await packRecord(problem)), null);
  assert.equal(opened.exportPosition(), long.game.exportPosition());
  assert.ok(problem.length < 2000, 'a position link holds the position, not the match');
  opened.free();
  typical.game.free();
  long.game.free();
});

test('a link over the limit is refused before it is decoded', async () => {
  // Not base64 at all: the length is what refuses it.
  assert.equal(await refusal(unpackRecord('!'.repeat(MAX_LINK_CHARS + 1))), 'too_long');
  assert.notEqual(await refusal(unpackRecord('A'.repeat(MAX_LINK_CHARS))), 'too_long');
});

test('bad base64, a truncated or corrupt stream, a zip bomb and bad UTF-8 are each named', async () => {
  const good = await packRecord(JSON.stringify({ format: 'madang-record/1', game: 'sanyao', note: 'x'.repeat(3000) }));
  for (const bad of ['abc+def', 'abc/def', 'abcd==', 'ab%20cd', 'abcde']) {
    assert.equal(await refusal(unpackRecord(bad)), 'bad_base64', bad);
  }
  assert.equal(await refusal(unpackRecord(good.slice(0, 4 * Math.floor(good.length / 8)))), 'corrupt', 'truncated');
  assert.equal(await refusal(unpackRecord('')), 'corrupt', 'empty');
  assert.equal(await refusal(unpackRecord(Buffer.from('not deflate at all, just text').toString('base64url'))), 'corrupt');

  // 40 MiB of zeros packs into a link under the length limit; it is stopped at 1 MiB.
  const bomb = await payloadOf(new Uint8Array(40 * 1024 * 1024));
  assert.ok(bomb.length <= MAX_LINK_CHARS, `the bomb fits a link (${bomb.length})`);
  const started = performance.now();
  assert.equal(await refusal(unpackRecord(bomb)), 'too_large');
  assert.ok(performance.now() - started < 2000, 'it stops early');
  // Exactly the limit is allowed; one byte more is not.
  assert.equal((await unpackRecord(await payloadOf(new Uint8Array(MAX_RECORD_BYTES).fill(0x20)))).length, MAX_RECORD_BYTES);
  assert.equal(await refusal(unpackRecord(await payloadOf(new Uint8Array(MAX_RECORD_BYTES + 1).fill(0x20)))), 'too_large');

  assert.equal(await refusal(unpackRecord(await payloadOf(new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])))), 'bad_utf8');
});

test('a link is found in a URL or its fragment, and written on the page\'s own address', () => {
  assert.deepEqual(readFragment('https://example.org/index.html?game=sanyao#record=abc_-'), { kind: 'record', payload: 'abc_-' });
  assert.deepEqual(readFragment('#position=xyz'), { kind: 'position', payload: 'xyz' });
  assert.deepEqual(readFragment('position=xyz'), { kind: 'position', payload: 'xyz' });
  assert.equal(readFragment('https://example.org/#rules'), null);
  assert.equal(readFragment('#recording=1'), null);
  assert.equal(linkHref('https://example.org/index.html?game=ssangnyuk&vs=people#old', 'record', 'AbC'),
    'https://example.org/index.html?game=ssangnyuk&vs=people#record=AbC');
});
