// @ts-check
// URL parameters: untrusted text. This module only reads them; the engine validates seed and
// rules, and the views show a notice when a value was refused.

/**
 * @typedef {{game: string | null, seed: string | null, rules: string | null,
 *   vs: string | null, level: string | null, side: string | null}} Params
 */

const MAX_LEN = 64;

/**
 * @param {string} search location.search
 * @returns {Params}
 */
export function readParams(search) {
  const q = new URLSearchParams(search);
  /** @param {string} name */
  const get = (name) => {
    const v = q.get(name);
    // Long values are cut so a hostile link cannot flood a notice.
    return v === null ? null : v.slice(0, MAX_LEN);
  };
  return { game: get('game'), seed: get('seed'), rules: get('rules'), vs: get('vs'), level: get('level'), side: get('side') };
}

/**
 * A link to `game`, keeping the seed and rules the page was opened with.
 * @param {string} game
 * @param {Params} params
 */
export function gameHref(game, params) {
  const q = new URLSearchParams({ game });
  if (params.rules) q.set('rules', params.rules);
  if (params.seed) q.set('seed', params.seed);
  if (params.vs === 'computer') {
    q.set('vs', 'computer');
    if (params.level) q.set('level', params.level);
    if (params.side) q.set('side', params.side);
  }
  return `?${q}`;
}
