// @ts-check
// localStorage that never throws: storage can be disabled, full, or hold anything at all, so
// readers get `unknown` (or the raw text) and must validate it. Every failure reads as "nothing
// stored" or "not written", and play goes on.

/**
 * @param {string} key
 * @returns {string | null} the stored text, or null when absent or storage cannot be read
 */
export function loadText(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {string} text
 * @returns {boolean} whether it was written (storage may be full or disabled)
 */
export function saveText(key, text) {
  try {
    window.localStorage.setItem(key, text);
    return true;
  } catch {
    // Saving is a convenience; the game goes on without it.
    return false;
  }
}

/**
 * @param {string} key
 * @returns {unknown} the parsed value, or null when absent or unreadable
 */
export function loadJson(key) {
  const text = loadText(key);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {unknown} value
 * @returns {boolean} whether it was written
 */
export function saveJson(key, value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    return false;
  }
  return saveText(key, text);
}

/** @param {string} key */
export function remove(key) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}
