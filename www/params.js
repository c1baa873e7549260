// @ts-check
// URL parameters: untrusted text. This module only reads them; the engine validates seed and
// rules, and the views show a notice when a value was refused.
import { SIDES } from './element-options.js';

/**
 * @typedef {{game: string | null, seed: string | null, rules: string | null,
 *   vs: string | null, level: string | null, side: string | null, guide: string | null}} Params
 *   `guide=1` opens the first-game guide over the game
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
  return { game: get('game'), seed: get('seed'), rules: get('rules'), vs: get('vs'), level: get('level'), side: get('side'), guide: get('guide') };
}

/**
 * A link to `game`, keeping the seed and rules the page was opened with, and naming its
 * players: `vs=people` for two, else the computer. A bare link is what a visitor alone gets
 * (the computer at `easy`, the visitor on the first side), so that choice adds nothing.
 * @param {string} game
 * @param {Params} params
 */
export function gameHref(game, params) {
  const q = new URLSearchParams({ game });
  if (params.rules) q.set('rules', params.rules);
  if (params.seed) q.set('seed', params.seed);
  const first = SIDES[game === 'sanyao' ? 'sanyao' : 'ssangnyuk'][0];
  if (params.vs === 'people') q.set('vs', 'people');
  else if (params.vs === 'computer' && ((params.level ?? 'easy') !== 'easy' || (params.side ?? first) !== first)) {
    q.set('vs', 'computer');
    if (params.level) q.set('level', params.level);
    if (params.side) q.set('side', params.side);
  }
  return `?${q}`;
}
