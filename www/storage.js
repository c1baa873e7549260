// @ts-check
// localStorage that never throws: storage can be disabled, full, or hold anything at all, so
// readers get `unknown` and must validate it.

/**
 * @param {string} key
 * @returns {unknown} the parsed value, or null when absent or unreadable
 */
export function loadJson(key) {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {unknown} value
 */
export function saveJson(key, value) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Saving is a convenience; the game goes on without it.
  }
}

/** @param {string} key */
export function remove(key) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
