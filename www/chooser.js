// @ts-check
// The game chooser: a card for each game, its link keeping the seed and rules the page was
// opened with, and the language when the URL names one.
import { gameHref } from './params.js';

/**
 * @param {HTMLElement} root the chooser section
 * @param {import('./params.js').Params} params
 * @param {string | null} lang the URL's language, carried on to the game
 */
export function showChooser(root, params, lang = null) {
  root.hidden = false;
  for (const link of root.querySelectorAll('[data-game-link]')) {
    const game = link.getAttribute('data-game-link');
    if (link instanceof HTMLAnchorElement && game) link.href = gameHref(game, params) + (lang ? `&lang=${encodeURIComponent(lang)}` : '');
  }
}
