// @ts-check
// The game chooser: Ssangnyuk to play, San Yao announced.
import { gameHref } from './params.js';

/**
 * @param {HTMLElement} root the chooser section
 * @param {import('./params.js').Params} params
 */
export function showChooser(root, params) {
  root.hidden = false;
  const link = root.querySelector('[data-game-link="ssangnyuk"]');
  if (link instanceof HTMLAnchorElement) link.href = gameHref('ssangnyuk', params);
}
