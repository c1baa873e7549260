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
