// @ts-check
// Rebuilds a San Yao match from the calls its record keeps (www/records/calls.js) into a fresh
// handle of the page's engine, with the log entries its moves make. Only round 1's starter is
// drawn by lot: a seeded handle must draw the listed one, an unseeded match is the opening with
// that starter to move. A match opened from a record starts at that record's end (`at`), as the
// page opened it; one restored from a position save, at that position.
import { SanyaoGame } from '../pkg/madang_wasm.js';
import { isObject, Unreplayable } from '../play/replay.js';
import { entriesOf } from './view.js';

/** @typedef {import('./labels.js').LogEntry} LogEntry */

/**
 * A new handle that took `calls`, and the log entries of its moves; throws if they do not
 * replay. The handle is not tracked.
 * @param {{seed: string | null, calls: unknown[]}} book
 * @returns {{handle: SanyaoGame, entries: LogEntry[]}}
 */
export function rebuildSanyao({ seed, calls }) {
  const [first, ...rest] = calls;
  if (!isObject(first)) throw new Unreplayable('not a start');
  const start = typeof first.record === 'string' ? first.at : typeof first.p === 'string' ? first.p : null;
  if (start !== null && typeof start !== 'string') throw new Unreplayable('no position for the record\'s end');
  const drawn = first.d === 0 || first.d === 1 ? first.d : null;
  if (start === null && drawn === null) throw new Unreplayable('not a start');
  const handle = new SanyaoGame(start === null ? seed : null);
  try {
    if (start !== null) handle.importPosition(start);
    else if (handle.state().position.starter !== drawn) {
      if (seed !== null) throw new Unreplayable('the seed draws another starter');
      const opening = JSON.parse(handle.exportPosition());
      opening.turn = drawn;
      if ('starter' in opening) opening.starter = drawn;
      handle.importPosition(JSON.stringify(opening));
    }
    /** @type {LogEntry[]} */
    const entries = [];
    let turn = handle.state().position.turn;
    for (const c of rest) {
      if (c !== 'a' && typeof c !== 'number') throw new Unreplayable('not a move');
      const r = c === 'a' ? handle.advance() : handle.play(c);
      entries.push(...entriesOf(r, turn));
      turn = r.state.position.turn;
    }
    return { handle, entries };
  } catch (e) {
    handle.free();
    throw e;
  }
}
