// @ts-check
// The game chooser: a card for each game, its link keeping the seed the page was opened with.
import { gameHref } from './params.js';

/**
 * @param {HTMLElement} root the chooser section
 * @param {import('./params.js').Params} params
 */
export function showChooser(root, params) {
  root.hidden = false;
  for (const link of root.querySelectorAll('[data-game-link]')) {
    const game = link.getAttribute('data-game-link');
    if (link instanceof HTMLAnchorElement && game) link.href = gameHref(game, params);
  }
}
