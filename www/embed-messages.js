// @ts-check
// The commands embed.html takes from its parent window. Only these exact shapes are obeyed;
// anything else a page posts (other widgets, extensions, typos) is ignored.
import { LANGS } from './element-options.js';

/**
 * A command from the parent, when it has exactly a documented shape.
 * @param {unknown} data
 * @returns {{command: 'new-game'} | {command: 'guide'} | {command: 'set-lang', lang: 'es' | 'en' | 'ja'} | null}
 */
export function readCommand(data) {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = /** @type {Record<string, unknown>} */ (data);
  if (d.target !== 'madang') return null;
  if (d.command === 'new-game') return { command: 'new-game' };
  if (d.command === 'guide') return { command: 'guide' };
  if (d.command === 'set-lang') {
    const l = LANGS.find((x) => x === d.lang);
    return l ? { command: 'set-lang', lang: l } : null;
  }
  return null;
}
