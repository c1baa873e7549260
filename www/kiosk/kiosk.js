// @ts-check
// Kiosk mode for a shared touch screen in a gallery. Between visitors an attract screen lies
// over a game the computer plays against itself at a calm pace; the first touch starts a
// visitor's game against the computer at a gentle level (two players is one more button
// away). With no touch for the idle time the kiosk goes back to its attract screen (and to its
// own language), asking first ("Still playing?") when a game is under way; the time counts
// only while the game waits for the visitor (not while the computer plays). Nothing is saved, so no visitor ever
// finds the last one's game; the rules open inside the kiosk, no link leaves it, and nothing
// reaches the device (no Record menu: no download, file picker or clipboard).
// It mounts its games with www/play/mount.js and gives the element the same handle a mounted
// game does.
import { createWords } from '../i18n.js';
import { html } from '../dom.js';
import { mount, stylesheets } from '../play/mount.js';
import { headingTags } from '../play/markup.js';
import { createIdle } from './idle.js';
import { guardTouch } from './guard.js';
import { createAttract } from './attract.js';
import { createQuestion } from './question.js';
import { createRulesPanel } from './rules-panel.js';
import { countdownFor } from './options.js';

/** @typedef {import('../element-options.js').Settings} Settings */
/** @typedef {import('../play/mount.js').Mounted} Mounted */
/** @typedef {'watch' | 'computer' | 'people'} Opponent */

/** The computer's pause between actions on the attract screen, so a passer-by can follow. */
const ATTRACT_PACE = 1200;
/** The attract screen's game starts again this long after it ends. */
const ATTRACT_RESTART = 5000;
/** A visitor's computer opponent: gentle. */
const VISITOR_LEVEL = 'easy';

/**
 * @param {HTMLElement} root an empty container in the element's shadow root
 * @param {Settings} settings
 * @param {{emit: (type: string, detail: Record<string, unknown>) => void,
 *   chooseLanguage: (lang: import('../i18n.js').Lang) => void}} host `emit` hears the games'
 *   events; `chooseLanguage` is told a visitor's choice (the element takes it as its `lang`)
 * @returns {Promise<Mounted>}
 */
export async function startKiosk(root, settings, host) {
  const words = createWords();
  // The games' shared sheet too (the theme's colours, the buttons), before the invitation is
  // drawn: it came only with the first game, a moment after the invitation had shown unstyled.
  // Loaded side by side with the kiosk's own, so the first paint waits no longer; the game's
  // own link of it later is served from the cache.
  await Promise.all([words.setLanguage(settings.lang), stylesheets(root, ['./play.css']), stylesheet(root, './kiosk.css')]);
  root.classList.add('kiosk');
  root.lang = words.language();
  const stage = html('div', { class: 'kiosk-stage' });
  root.append(stage);
  const panel = createRulesPanel(root, words);
  /** The kiosk's own language, which each new visitor finds; a visitor's choice lasts a visit. */
  let home = words.language();
  /** @type {string | null} a visitor's choice on its way back through the host */
  let chosen = null;
  /** @param {import('../i18n.js').Lang} lang */
  const choose = (lang) => {
    chosen = lang;
    host.chooseLanguage(lang);
  };
  const attract = createAttract(root, words, settings.game, { play: (opponent) => { show(opponent).catch(console.error); }, language: choose }, headingTags(settings.headingLevel).title);
  const question = createQuestion(root, words);
  const unguard = guardTouch(root, (url) => { panel.open(url); });
  const idle = createIdle(root, settings.idleSeconds, {
    idle: () => { onIdle().catch(console.error); },
    activity: () => question.keep(),
  });
  const unlisten = words.onChange((lang) => { root.lang = lang; });

  /** @type {{game: Mounted, opponent: Opponent} | null} */
  let current = null;
  /** Counts shows, so one overtaken by the next (or by destroy) gives up its game. */
  let shows = 0;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let restart = null;
  let live = true;

  /**
   * Mounts a new game for `opponent` over the old one, which goes once the new one is ready.
   * @param {Opponent} opponent
   */
  async function show(opponent) {
    const ticket = ++shows;
    clearRestart();
    question.cancel();
    panel.hide();
    // Under the attract screen the game is only shown: no key reaches it.
    stage.inert = opponent === 'watch';
    // The idle clock waits for the visitor's game to be on the board (below): started with the
    // touch, it could run out while a slow device was still loading the game, when there was
    // no visitor's game to leave yet, and then never ran again.
    idle.stop();
    if (opponent === 'watch') attract.show();
    else attract.hide();
    // Laid out but unseen until it is ready, over the game it replaces.
    const box = html('div', { class: 'kiosk-game kiosk-loading' });
    stage.append(box);
    try {
      const game = await mount(box, {
        game: settings.game,
        lang: words.language(),
        opponent,
        level: opponent === 'watch' ? 'easy' : VISITOR_LEVEL,
        side: settings.side,
        rules: settings.rules,
        seed: opponent === 'watch' ? null : settings.seed,
        saveKey: null,
        pace: opponent === 'watch' ? ATTRACT_PACE : null,
        // Download, open from a file and copy a link all reach the device: none in a kiosk.
        records: false,
        headingLevel: settings.headingLevel,
      }, {
        emit: (type, detail) => onEvent(ticket, type, detail),
        // The idle clock counts only while the visitor is the one to act.
        busy: (busy) => { if (ticket === shows) idle.hold(busy); },
      });
      if (ticket !== shows || !live) {
        game.destroy();
        box.remove();
        return;
      }
      current?.game.destroy();
      for (const old of stage.querySelectorAll('.kiosk-game')) if (old !== box) old.remove();
      box.classList.remove('kiosk-loading');
      current = { game, opponent };
      if (opponent !== 'watch') idle.start();
      // Between visitors (the attract screen) or a visitor's game: a host may act on either
      // (the kit's pages take a new version between visitors: www/kiosk/updates.js).
      host.emit('kiosk', { game: settings.game, state: opponent === 'watch' ? 'attract' : 'visitor' });
      // A language chosen while the game was loading.
      if (game.words.language() !== words.language()) await game.setLanguage(words.language());
    } catch (e) {
      box.remove();
      throw e;
    }
  }

  /** @param {number} ticket @param {string} type @param {Record<string, unknown>} detail */
  function onEvent(ticket, type, detail) {
    if (type === 'ready') return;
    host.emit(type, detail);
    // The attract loop keeps going: a new game a few seconds after one ends.
    if (type === 'end' && ticket === shows && current?.opponent === 'watch') {
      clearRestart();
      restart = setTimeout(() => { current?.game.newGame(false); }, ATTRACT_RESTART);
    }
  }

  function clearRestart() {
    if (restart !== null) clearTimeout(restart);
    restart = null;
  }

  async function onIdle() {
    if (!current || current.opponent === 'watch') return;
    if (current.game.inProgress()) {
      const kept = await question.ask(countdownFor(settings.idleSeconds));
      if (kept || !live) return;
    }
    if (words.language() !== home) choose(home);
    await show('watch');
  }

  await show('watch');
  return {
    words,
    async setLanguage(lang) {
      // The host's own change (not a visitor's) becomes the kiosk's language.
      if (lang !== chosen) home = /** @type {import('../i18n.js').Lang} */ (lang);
      chosen = null;
      await Promise.all([words.setLanguage(lang), current?.game.setLanguage(lang)]);
    },
    /** The host's New game: a fresh game of the same kind, no question asked. */
    newGame: async (ask) => { await current?.game.newGame(ask); },
    position: () => current?.game.position() ?? '',
    opponent: () => current?.game.opponent() ?? 'watch',
    inProgress: () => current?.game.inProgress() ?? false,
    // The guide opens from a visitor's game only (its toolbar button), never the attract screen's.
    guide: () => { if (current && current.opponent !== 'watch') current.game.guide(); },
    setOpponent: async (opponent, level) => { await current?.game.setOpponent(opponent, level); },
    // A kiosk ignores links: it keeps no visitor's game, and a stranger's game is not its to show.
    openLink: async () => false,
    destroy() {
      if (!live) return;
      live = false;
      shows += 1;
      clearRestart();
      idle.destroy();
      unguard();
      unlisten();
      question.destroy();
      attract.destroy();
      panel.destroy();
      current?.game.destroy();
      current = null;
      root.replaceChildren();
    },
  };
}

/**
 * Links a stylesheet of this folder into `root` and waits for it (a failed one too: the kiosk
 * still works unstyled).
 * @param {HTMLElement} root @param {string} path
 */
function stylesheet(root, path) {
  const link = html('link', { rel: 'stylesheet', href: new URL(path, import.meta.url).href });
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  root.append(link);
  return root.isConnected ? loaded : undefined;
}
