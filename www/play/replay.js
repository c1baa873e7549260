// @ts-check
// What replays a seeded game: the list of calls that changed its engine handle, in order. A
// fresh handle made with the same seed (and rules) that receives the same calls draws the same
// dice and lots, so the game continues exactly, its next dice included. The handle's own
// methods are wrapped, so every caller (the visitor, the computer, an undo) is recorded alike.

/** @type {WeakMap<object, unknown[]>} */
const lists = new WeakMap();

/**
 * Records each call the engine accepts of the named methods of `handle`; a refused call (it
 * throws) is not recorded. A method whose writer returns false (one that replaces the game,
 * such as an import) ends the recording: the handle's game can no longer be replayed.
 * @template {object} H
 * @param {H} handle
 * @param {Record<string, (actions: unknown[], ...args: any[]) => boolean | void>} record how each
 *   method writes its call into the list
 * @param {unknown[]} [actions] the calls that made the handle what it is (after a replay)
 * @returns {H}
 */
export function track(handle, record, actions = []) {
  const h = /** @type {Record<string, (...args: any[]) => unknown>} */ (/** @type {unknown} */ (handle));
  for (const [name, write] of Object.entries(record)) {
    const call = h[name].bind(handle);
    h[name] = (...args) => {
      const out = call(...args);
      if (write(actions, ...args) === false) lists.delete(handle);
      return out;
    };
  }
  lists.set(handle, actions);
  return handle;
}

/**
 * The calls recorded on `handle` so far, or null for a handle that is not tracked (its game
 * cannot be replayed).
 * @param {object} handle
 */
export function actionsOf(handle) {
  return lists.get(handle) ?? null;
}

/** The save format of a replay; a reader refuses any other. */
export const REPLAY_FORMAT = 'madang-replay/1';
/** At most this many calls are kept or replayed; a longer game is saved by its position. */
export const MAX_ACTIONS = 20000;
