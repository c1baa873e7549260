// @ts-check
// A minimal observable store: one value, replaced by patches, with subscribers. The views
// redraw from the whole value, so there is one source of truth for what the screen shows.

/**
 * @template T
 * @typedef {{get: () => T, set: (patch: Partial<T>) => void,
 *   subscribe: (fn: (value: T) => void) => () => void}} Store
 */

/**
 * @template {object} T
 * @param {T} initial
 * @returns {Store<T>}
 */
export function createStore(initial) {
  let value = initial;
  /** @type {Set<(value: T) => void>} */
  const subscribers = new Set();
  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...patch };
      for (const fn of subscribers) fn(value);
    },
    subscribe(fn) {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
  };
}
