// @ts-check
// The game chooser: a card for each game, what the game is and a link to its rules page in the
// visitor's language, a How to play link (the game with its first-game guide open), its Play link keeping the seed and rules the page was opened with, and the
// language when the URL names one.
import { gameHref } from './params.js';
import { rulesPage } from './play/links.js';

/**
 * @param {HTMLElement} root the chooser section
 * @param {import('./params.js').Params} params
 * @param {string | null} lang the URL's language, carried on to the game
 * @param {import('./i18n.js').Lang} shown the language the chooser is shown in, which its rules
 *   links open
 */
export function showChooser(root, params, lang = null, shown = 'en') {
  root.hidden = false;
  for (const link of root.querySelectorAll('[data-rules-link]')) {
    const game = link.getAttribute('data-rules-link');
    if (!(link instanceof HTMLAnchorElement && (game === 'ssangnyuk' || game === 'sanyao'))) continue;
    link.href = rulesPage(game, shown);
    link.hreflang = shown;
  }
  const update = () => {
    for (const link of root.querySelectorAll('[data-game-link]')) {
      const game = link.getAttribute('data-game-link');
      if (!(link instanceof HTMLAnchorElement && game)) continue;
      const form = root.querySelector(`[data-game-options="${game}"]`);
      const chosen = form instanceof HTMLFormElement ? opponent(form) : {};
      link.href = gameHref(game, { ...params, vs: null, level: null, side: null, ...chosen }) + (lang ? `&lang=${encodeURIComponent(lang)}` : '');
      // How to play: the same game, with the first-game guide open over it.
      const guide = root.querySelector(`[data-guide-link="${game}"]`);
      if (guide instanceof HTMLAnchorElement) guide.href = `${link.href}&guide=1`;
    }
  };
  for (const form of root.querySelectorAll('[data-game-options]')) {
    if (!(form instanceof HTMLFormElement) || form.dataset.bound) continue;
    form.dataset.bound = 'true';
    form.addEventListener('submit', (e) => e.preventDefault());
    form.addEventListener('change', update);
  }
  update();
}

/**
 * The opponent chosen on a game card: the computer (preselected, at a gentle level) with its
 * level and the visitor's side, or two players; the computer box is shown only when it is
 * chosen.
 * @param {HTMLFormElement} form
 */
function opponent(form) {
  const data = new FormData(form);
  const computer = data.get('vs') !== 'people';
  const box = form.querySelector('[data-computer-options]');
  if (box instanceof HTMLElement) box.hidden = !computer;
  if (!computer) return { vs: 'people' };
  return { vs: 'computer', level: String(data.get('level') ?? 'easy'), side: String(data.get('side') ?? '') || null };
}
