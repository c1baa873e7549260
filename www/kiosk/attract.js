// @ts-check
// The attract screen laid over a game the computer plays against itself: the game's name, a
// big "Touch to play" (a touch anywhere on the screen will do), a second button for two
// players, and the three languages, each named in its own language and big enough for a finger.
import { html, listen } from '../dom.js';
import { LANGUAGES } from '../i18n.js';
import { NATIVE_NAMES } from '../lang.js';

/**
 * @param {HTMLElement} root the kiosk's container
 * @param {import('../i18n.js').Words} words the kiosk's words
 * @param {'ssangnyuk' | 'sanyao'} game
 * @param {{play: (opponent: 'computer' | 'people') => void, language: (lang: import('../i18n.js').Lang) => void}} on
 * @param {string} heading the tag of the game's name: the game's title, which lies inert below
 */
export function createAttract(root, words, game, on, heading) {
  const screen = html('div', { class: 'kiosk-attract', part: 'attract', hidden: true });
  const invite = html('div', { class: 'kiosk-invite' });
  // San Yao's name is 散窑 in Japanese, which is Chinese: its language comes with the words.
  const name = html(heading, { class: 'kiosk-name', ...(game === 'sanyao' ? { 'data-i18n': 'sy.title', 'data-i18n-lang': 'sy.titleLang' } : { 'data-i18n': 'sn.title' }) });
  const touch = html('button', { type: 'button', class: 'btn btn-primary kiosk-touch', 'data-i18n': 'kiosk.touch' });
  const intro = html('p', { class: 'kiosk-intro', 'data-i18n': 'kiosk.intro' });
  const two = html('button', { type: 'button', class: 'btn kiosk-two', 'data-i18n': 'kiosk.twoPlayers' });
  invite.append(name, touch, intro, two);
  const langs = html('div', { class: 'kiosk-langs', role: 'group', 'data-i18n-aria-label': 'lang.label' });
  const buttons = LANGUAGES.map((lang) => {
    const b = html('button', { type: 'button', class: 'btn kiosk-lang', lang, 'data-lang': lang }, NATIVE_NAMES[lang]);
    langs.append(b);
    return b;
  });
  screen.append(invite, langs);
  root.append(screen);

  function relabel() {
    words.translate(screen);
    for (const b of buttons) b.setAttribute('aria-pressed', String(b.dataset.lang === words.language()));
  }
  relabel();

  const unbind = [
    words.onChange(relabel),
    listen(screen, 'click', (/** @type {MouseEvent} */ e) => {
      if (screen.hidden) return;
      const target = e.target instanceof Element ? e.target : null;
      const lang = target?.closest('[data-lang]')?.getAttribute('data-lang');
      const chosen = LANGUAGES.find((l) => l === lang);
      if (chosen) on.language(chosen);
      else on.play(target?.closest('.kiosk-two') ? 'people' : 'computer');
    }),
  ];

  return {
    show() {
      screen.hidden = false;
    },
    hide() {
      screen.hidden = true;
    },
    destroy() {
      unbind.forEach((fn) => fn());
      screen.remove();
    },
  };
}
