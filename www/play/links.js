// @ts-check
// Where a game's rules page is, found from this module's own URL, so the links hold wherever
// the kit is served from and whichever page hosts the game.

/**
 * The address of a game's rules page in a language (without a fragment).
 * @param {'ssangnyuk' | 'sanyao'} game
 * @param {import('../i18n.js').Lang} lang
 */
export function rulesPage(game, lang) {
  return new URL(`../rules/${game}.${lang}.html`, import.meta.url).href;
}

/**
 * Inside a <madang-game> (a shadow root on someone else's page), every link in the game opens
 * a new tab, so following one never takes the visitor away from the host page or the game in
 * progress. On the site's own page links stay in the tab.
 * @param {HTMLElement} root the game's container
 */
export function keepHostPage(root) {
  if (!(root.getRootNode() instanceof ShadowRoot)) return;
  for (const a of root.querySelectorAll('a')) {
    a.target = '_blank';
    a.rel = 'noopener';
  }
}
