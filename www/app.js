// @ts-check
// The site page: chooses the language, translates the header and the chooser, reads the URL,
// and shows either the game chooser or one game, mounted into its own container (www/play/
// mount.js, which the <madang-game> element uses too). A language switch redraws every word in
// place (the site's words here, the game's through its own words object), so the game in
// progress is kept as it is. Notices about the URL are the site's; the game keeps its own.
import { createWords } from './i18n.js';
import { chooseLanguage, savedLanguage, browserLanguages, bindSwitcher, matchLanguage } from './lang.js';
import { readParams } from './params.js';
import { byId } from './dom.js';
import { showChooser } from './chooser.js';
import { createNotices } from './play/notices.js';
import { mount, preload } from './play/mount.js';
import { saveKeyFor } from './play/saves.js';
import { LEVELS, SIDES } from './element-options.js';
import { readKiosk } from './kiosk/options.js';
import { linkManifest, offerUpdates } from './offline.js';

/** @typedef {import('./i18n.js').Lang} Lang */

/** A fragment that carries a game (www/records/link.js, which reads it, loads only then). */
const LINK = /^#(?:record|position)=/;

const words = createWords();
const { t } = words;

/** The `?lang=` of the page's URL when it names one of the page's languages. */
function urlLanguage() {
  return matchLanguage(new URLSearchParams(window.location.search).get('lang'));
}

/** The site's own markup: the header, the chooser, the loading line (the game translates its own). */
function translateSite() {
  words.translate(byId(document, 'site-header'));
  words.translate(byId(document, 'chooser'));
  byId(document, 'loading').textContent = t('app.loading');
}

async function main() {
  const params = readParams(window.location.search);
  // The engine and the game's modules download while the page sets itself up.
  if (params.game === 'ssangnyuk' || params.game === 'sanyao') preload(params.game).catch(() => {});
  const rawLang = new URLSearchParams(window.location.search).get('lang');
  // Cut like the other parameters, so a hostile link cannot flood the notice.
  const choice = chooseLanguage({ query: rawLang === null ? null : rawLang.slice(0, 64), saved: savedLanguage(), browser: browserLanguages() });
  // The page's language is known before its words arrive (screen readers, the font stack).
  document.documentElement.lang = choice.lang;
  linkManifest(choice.lang);
  const query = new URLSearchParams(window.location.search);
  if (readKiosk(query.get('kiosk'), console.warn, 'index.html')) {
    // A gallery's touch screen: the kiosk's own page (www/kiosk/page.js), none of the site's.
    const { showKiosk } = await import('./kiosk/page.js');
    await showKiosk({ game: params.game, lang: choice.lang, side: params.side, rules: params.rules, seed: params.seed, idleSeconds: query.get('idle-seconds') });
    return;
  }
  await words.setLanguage(choice.lang);
  const game = params.game === 'ssangnyuk' || params.game === 'sanyao' ? params.game : null;
  translateSite();
  const { notify } = createNotices(byId(document, 'notices'), words);
  // Offline play (the kit's worker, www/offline.js) once the page is what the visitor came
  // for; a new version ready is offered with a notice, and the visitor decides when.
  const offline = () => offerUpdates((accept) => notify(() => t('app.update'), { label: () => t('app.updateReload'), run: accept }));
  /** @type {import('./play/mount.js').Mounted | null} */
  let play = null;
  /** @param {Lang} lang */
  async function switchTo(lang) {
    await Promise.all([words.setLanguage(lang), play?.setLanguage(lang)]);
    document.documentElement.lang = lang;
    linkManifest(lang);
  }
  const switcher = bindSwitcher(byId(document, 'lang-switch'), words.language, switchTo);
  const refused = choice.refused;
  if (refused !== null) notify(() => t('notice.unknownLang', { lang: refused, name: t(`lang.${words.language()}`) }));

  /** Words that are not in the static markup, and links that carry the language. */
  function refresh() {
    const name = t('app.name');
    document.title = game ? `${t(game === 'sanyao' ? 'sy.title' : 'sn.title')} · ${name}` : name;
    const lang = urlLanguage();
    /** @type {HTMLAnchorElement} */ (byId(document, 'brand')).href = lang ? `./?lang=${lang}` : './';
    /** @type {HTMLAnchorElement} */ (byId(document, 'embed-link')).href = lang ? `embedding.html?lang=${lang}` : 'embedding.html';
    if (!game) showChooser(byId(document, 'chooser'), params, lang, words.language());
  }
  words.onChange(() => {
    translateSite();
    switcher.update();
    refresh();
  });
  refresh();

  if (!game) {
    if (params.game) {
      const asked = params.game;
      notify(() => t('notice.unknownGame', { name: asked }));
    }
    // A link cut short by hand to its fragment: the game is the one its record names.
    if (LINK.test(window.location.hash) && (await followLink(notify))) return;
    document.body.dataset.view = 'chooser';
    offline();
    return;
  }
  document.body.dataset.view = 'game';
  document.body.dataset.game = game;
  const sides = SIDES[game];
  const computer = computerOptions(params, sides, game === 'sanyao' ? 'sy.notice.unknownSide' : 'sn.notice.unknownSide', notify);
  // The side drawn along the bottom: the visitor's against the computer; in a game for two
  // players, the one the URL names (a game handed back to people keeps its board).
  const side = computer?.side ?? (sides.find((s) => s === params.side) ?? sides[0]);
  const loading = byId(document, 'loading');
  loading.hidden = false;
  const box = document.createElement('div');
  loading.after(box);
  try {
    play = await mount(box, {
      game, lang: words.language(), opponent: computer ? 'computer' : 'people', level: computer?.level ?? 'easy',
      side, rules: params.rules, seed: params.seed, saveKey: saveKeyFor(game), guide: params.guide === '1',
      // The game is this page's subject: its title is the page's h1.
      headingLevel: 1,
    }, { opponent: (who, level) => keepPlayers(who, level, side) });
    // A switch made while the game loaded reaches it now.
    if (play.words.language() !== words.language()) await play.setLanguage(words.language());
    // The guide opened once from a link; a reload brings the game back, not the guide.
    if (params.guide !== null) dropGuideParam();
    // A link to a game (www/records/link.js), now and whenever the fragment changes; not
    // waited for, since it may ask the visitor first.
    const mounted = play;
    openLinkIn(mounted);
    window.addEventListener('hashchange', () => { openLinkIn(mounted); });
    document.body.dataset.ready = 'true';
  } catch (e) {
    console.error(e);
    box.remove();
    notify(() => t('app.loadFailed'));
  } finally {
    loading.hidden = true;
    offline();
  }
}


/**
 * Opens the game the page's fragment links to, if it names one, then clears the fragment, so a
 * reload or a bookmark brings back the visitor's game (saved as usual), not the link's again.
 * @param {import('./play/mount.js').Mounted} play
 */
async function openLinkIn(play) {
  if (!LINK.test(window.location.hash)) return;
  const href = window.location.href;
  const url = new URL(href);
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
  await play.openLink(href);
}

/**
 * For a link whose URL names no game: goes to the game its record names (the page again, with
 * `game=`, where the link opens as usual) and says true. A link that cannot be read is refused
 * in a notice, as in a game, and its fragment cleared; the chooser shows.
 * @param {(message: () => string) => void} notify @returns {Promise<boolean>}
 */
async function followLink(notify) {
  const { readFragment, unpackRecord } = await import('./records/link.js');
  const url = new URL(window.location.href);
  /** @type {string} */
  let kind = 'no_link';
  try {
    const found = readFragment(url.hash);
    const named = found ? JSON.parse(await unpackRecord(found.payload))?.game : null;
    if (named === 'ssangnyuk' || named === 'sanyao') {
      url.searchParams.set('game', named);
      window.location.replace(url.href);
      return true;
    }
  } catch (e) {
    const why = e instanceof Error && e.name === 'LinkError' ? /** @type {any} */ (e).kind : null;
    if (typeof why === 'string') kind = why;
  }
  url.hash = '';
  window.history.replaceState(window.history.state, '', url);
  notify(() => t('record.linkRefused', { why: t(`record.link.${kind}`) }));
  return false;
}

/** Takes `guide` out of the page's URL. */
function dropGuideParam() {
  const url = new URL(window.location.href);
  url.searchParams.delete('guide');
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The players changed inside the game: the URL says so, so a reload brings the game back with
 * them (it is saved in their slot).
 * @param {import('./play/mount.js').Opponent} who @param {string | null} level @param {string} side
 */
function keepPlayers(who, level, side) {
  if (who === 'watch') return;
  const url = new URL(window.location.href);
  url.searchParams.set('vs', who);
  if (level) url.searchParams.set('level', level);
  else url.searchParams.delete('level');
  url.searchParams.set('side', side);
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The computer player the URL asks for, or null for two players on one device (`vs=people`).
 * A visitor alone plays the computer: a URL without `vs` gets it, at a gentle level. An unknown
 * level is refused with a notice and the game is then for two players; an unknown side, with
 * a notice, gives the visitor the first of `sides`.
 * @param {import('./params.js').Params} params
 * @param {readonly string[]} sides the URL's names for the sides, the default first
 * @param {string} sideNotice the key of the notice for an unknown side
 * @param {(message: () => string) => void} notify
 * @returns {{level: import('./pkg/madang_wasm.js').Level, side: string} | null}
 */
function computerOptions(params, sides, sideNotice, notify) {
  if (params.vs === 'people') return null;
  if (params.vs !== null && params.vs !== 'computer') {
    const asked = params.vs;
    notify(() => t('notice.unknownOpponent', { vs: asked }));
  }
  const asked = params.level ?? 'easy';
  const level = LEVELS.find((l) => l === asked);
  if (!level) {
    notify(() => t('notice.unknownLevel', { level: asked }));
    return null;
  }
  const side = params.side ?? sides[0];
  if (!sides.includes(side)) {
    notify(() => t(sideNotice, { side }));
    return { level, side: sides[0] };
  }
  return { level, side };
}

main();
