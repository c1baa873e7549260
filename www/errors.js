// @ts-check
// What the engine throws. Every failure of the wasm package is a MadangError with a stable
// `kind` (the page words it as `error.<kind>`); anything else thrown is a bug, which callers log.

/** @typedef {import('./pkg/madang_wasm.js').MadangError} MadangError */
/** @typedef {import('./pkg/madang_wasm.js').ErrorKind} ErrorKind */

/**
 * Whether `e` is what the engine throws for a refused call.
 * @param {unknown} e
 * @returns {e is MadangError}
 */
export function isMadangError(e) {
  return e instanceof Error && e.name === 'MadangError' && typeof (/** @type {{kind?: unknown}} */ (e).kind) === 'string';
}

/**
 * The kind of a MadangError, or null for anything else; anything else is a bug and is logged.
 * @param {unknown} e
 * @returns {ErrorKind | null}
 */
export function refusal(e) {
  if (isMadangError(e)) return e.kind;
  console.error(e);
  return null;
}
