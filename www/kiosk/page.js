// @ts-check
// The site page in kiosk mode (`index.html?kiosk=1`): nothing of the site that leaves the
// kiosk (header links, language links, the chooser, the site's notices), only one <madang-game kiosk> filling the
// screen, with the game, language, rules and idle time of the URL. The page's language follows
// the one a visitor picks on the attract screen (screen readers, the font stack).
import { updateBetweenVisitors } from './updates.js';

/**
 * @param {{game: string | null, lang: string, side: string | null, rules: string | null,
 *   seed: string | null, idleSeconds: string | null}} options untrusted values: the element checks them (and warns)
 */
export async function showKiosk(options) {
  document.body.dataset.view = 'kiosk';
  for (const id of ['site-header', 'notices', 'chooser', 'loading']) document.getElementById(id)?.remove();
  await import('../element.js');
  const element = document.createElement('madang-game');
  element.setAttribute('kiosk', '');
  // The kiosk is the whole page: the game's title is its h1.
  element.setAttribute('heading-level', '1');
  const attributes = { game: options.game, lang: options.lang, side: options.side, rules: options.rules, seed: options.seed, 'idle-seconds': options.idleSeconds };
  for (const [name, value] of Object.entries(attributes)) if (value !== null) element.setAttribute(name, value);
  new MutationObserver(() => {
    const lang = element.getAttribute('lang');
    if (lang) document.documentElement.lang = lang;
  }).observe(element, { attributes: true, attributeFilter: ['lang'] });
  // Offline play from the kit's worker; a new version is taken between visitors.
  updateBetweenVisitors(element);
  document.querySelector('main')?.append(element);
}
