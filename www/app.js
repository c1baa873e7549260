// @ts-check
// Bootstrap: choose the language, translate the static markup, read the URL, load the engine
// and show either the game chooser or one of the games. A language switch redraws every word
// in place (static markup, title, notices, links, and each game through its own subscription),
// so the game in progress is kept as it is.
import init from './pkg/madang_wasm.js';
import { t, translateDom, setLanguage, language, onLanguageChange } from './i18n.js';
import { chooseLanguage, savedLanguage, browserLanguages, bindSwitcher, matchLanguage } from './lang.js';
import { readParams } from './params.js';
import { byId, html } from './dom.js';
import { showChooser } from './chooser.js';

/** Text of a notice, worked out again after each language switch. @typedef {() => string} Message */

/** @type {{item: HTMLElement, text: HTMLElement, close: HTMLElement, message: Message}[]} */
const notices = [];

/**
 * Shows a dismissible page-level notice. Its text goes in with textContent only, so nothing
 * from the URL can become markup.
 * @param {Message} message
 */
function notify(message) {
  const box = byId('notices');
  const item = html('div', { class: 'notice' });
  const text = html('p', {}, message());
  item.appendChild(text);
  const close = html('button', { type: 'button', class: 'notice-close', 'aria-label': t('notice.dismiss') });
  close.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8"/></svg>';
  const entry = { item, text, close, message };
  close.addEventListener('click', () => {
    item.remove();
    notices.splice(notices.indexOf(entry), 1);
  });
  item.appendChild(close);
  box.appendChild(item);
  notices.push(entry);
}

/** The `?lang=` of the page's URL when it names one of the page's languages. */
function urlLanguage() {
  return matchLanguage(new URLSearchParams(window.location.search).get('lang'));
}

async function main() {
  const params = readParams(window.location.search);
  const rawLang = new URLSearchParams(window.location.search).get('lang');
  // Cut like the other parameters, so a hostile link cannot flood the notice.
  const choice = chooseLanguage({ query: rawLang === null ? null : rawLang.slice(0, 64), saved: savedLanguage(), browser: browserLanguages() });
  setLanguage(choice.lang);
  const game = params.game === 'ssangnyuk' || params.game === 'sanyao' ? params.game : null;
  if (game) {
    byId('game-title').dataset.i18n = game === 'sanyao' ? 'sy.title' : 'game.title';
    byId('new-game').dataset.i18n = game === 'sanyao' ? 'sy.newMatch' : 'game.newGame';
  }
  translateDom(document);
  const switcher = bindSwitcher(byId('lang-switch'));
  const refused = choice.refused;
  if (refused !== null) notify(() => t('notice.unknownLang', { lang: refused, name: t(`lang.${language()}`) }));

  /** Words that are not in the static markup, and links that carry the language. */
  function refresh() {
    const name = t('app.name');
    document.title = game ? `${t(game === 'sanyao' ? 'sy.title' : 'game.title')} · ${name}` : name;
    const lang = urlLanguage();
    /** @type {HTMLAnchorElement} */ (byId('brand')).href = lang ? `./?lang=${lang}` : './';
    if (!game) showChooser(byId('chooser'), params, lang);
    for (const n of notices) {
      n.text.textContent = n.message();
      n.close.setAttribute('aria-label', t('notice.dismiss'));
    }
  }
  onLanguageChange(() => {
    translateDom(document);
    switcher.update();
    refresh();
    // Spoken announcements and a closed question are gone once heard; none is left in the
    // old language.
    byId('live').textContent = '';
    const confirm = byId('confirm');
    if (!(confirm instanceof HTMLDialogElement && confirm.open)) byId('confirm-text').textContent = '';
  });
  refresh();

  if (!game) {
    if (params.game) {
      const asked = params.game;
      notify(() => t('notice.unknownGame', { name: asked }));
    }
    document.body.dataset.view = 'chooser';
    return;
  }
  document.body.dataset.view = 'game';
  document.body.dataset.game = game;
  byId(game === 'sanyao' ? 'sy-game' : 'game').hidden = false;
  byId('game-header').hidden = false;
  const loading = byId('loading');
  loading.hidden = false;
  try {
    await init();
    // The controller (and the board it draws) only loads when its game is shown.
    if (game === 'sanyao') {
      const { startSanyao } = await import('./sanyao/controller.js');
      startSanyao(sanyaoElements(), { seed: params.seed, computer: sanyaoComputer(params) }, notify);
    } else {
      const { startSsangnyuk } = await import('./ssangnyuk/controller.js');
      startSsangnyuk(gameElements(), { rules: params.rules, seed: params.seed, computer: ssangnyukComputer(params) }, notify);
    }
    document.body.dataset.ready = 'true';
  } catch (e) {
    console.error(e);
    notify(() => t('app.loadFailed'));
  } finally {
    loading.hidden = true;
  }
}

/** The levels a visitor can choose for the computer player. @type {import('./pkg/madang_wasm.js').Level[]} */
const LEVELS = ['easy', 'medium', 'hard'];

/**
 * The computer player the URL asks for, or null for two players on one device. An unknown
 * level is refused with a notice and the game is then for two players; an unknown side, with
 * a notice, gives the visitor the first of `sides`.
 * @template T
 * @param {import('./params.js').Params} params
 * @param {Record<string, T>} sides the URL's names for the sides, the default first
 * @param {string} sideNotice the key of the notice for an unknown side
 * @returns {{level: import('./pkg/madang_wasm.js').Level, side: T} | null}
 */
function computerOptions(params, sides, sideNotice) {
  if (params.vs !== 'computer') return null;
  const asked = params.level ?? 'medium';
  const level = LEVELS.find((l) => l === asked);
  if (!level) {
    notify(() => t('notice.unknownLevel', { level: asked }));
    return null;
  }
  const names = Object.keys(sides);
  const side = params.side ?? names[0];
  if (!Object.hasOwn(sides, side)) {
    notify(() => t(sideNotice, { side }));
    return { level, side: sides[names[0]] };
  }
  return { level, side: sides[side] };
}

/** @param {import('./params.js').Params} params */
function ssangnyukComputer(params) {
  return computerOptions(params, /** @type {const} */ ({ white: 'white', black: 'black' }), 'notice.unknownSide');
}

/** San Yao's sides in the URL are `south` (the near row, player 0) and `north`. @param {import('./params.js').Params} params */
function sanyaoComputer(params) {
  return computerOptions(params, /** @type {const} */ ({ south: 0, north: 1 }), 'sy.notice.unknownSide');
}

/** @returns {import('./sanyao/controller.js').SanyaoElements} */
function sanyaoElements() {
  /** @type {(id: string) => any} */
  const $ = byId;
  return {
    root: $('sy-game'), boardWrap: $('sy-board'), side: $('sy-side'), live: $('live'), newGame: $('new-game'),
    confirm: $('confirm'), confirmText: $('confirm-text'),
    panel: {
      card: $('sy-turn'), title: $('sy-turn-title'), token: $('sy-turn-token'), round: $('sy-round-no'),
      hint: $('sy-turn-hint'), scores: $('sy-scores'), speed: $('sy-speed'), skip: $('sy-skip'),
      again: $('sy-again'), notice: $('sy-notice'),
    },
    overlay: {
      root: $('sy-overlay'), round: $('sy-round'), roundTitle: $('sy-round-title'), roundReason: $('sy-round-reason'),
      roundTotals: $('sy-round-totals'), roundWinner: $('sy-round-winner'), roundLines: $('sy-round-lines'),
      roundNext: $('sy-round-next'), match: $('sy-match'), matchTitle: $('sy-match-title'), matchText: $('sy-match-text'),
      matchTotals: $('sy-match-totals'), matchNew: $('sy-match-new'), matchClose: $('sy-match-close'),
    },
    log: $('sy-log'), logEmpty: $('sy-log-empty'), rulesLink: $('sy-rules-link'), seedNote: $('sy-seed-note'),
    versus: $('sy-versus'),
  };
}

/** @returns {import('./ssangnyuk/controller.js').GameElements} */
function gameElements() {
  /** @type {(id: string) => any} */
  const $ = byId;
  return {
    boardWrap: $('board'), side: $('side'), live: $('live'), newGame: $('new-game'),
    confirm: $('confirm'), confirmText: $('confirm-text'),
    panel: {
      card: $('turn'), title: $('turn-title'), hint: $('turn-hint'), dice: $('turn-dice'),
      roll: $('roll'), undo: $('undo'), finish: $('finish'), again: $('again'), notice: $('turn-notice'),
    },
    overlay: {
      root: $('overlay'), jaengdu: $('jaengdu'), win: $('win'),
      jDice: { white: $('jaengdu-white'), black: $('jaengdu-black') }, jResult: $('jaengdu-result'),
      jThrow: $('jaengdu-throw'), jStart: $('jaengdu-start'),
      winTitle: $('win-title'), winText: $('win-text'), winOther: $('win-other'),
      winNew: $('win-new'), winClose: $('win-close'),
    },
    log: $('log'), logEmpty: $('log-empty'), versus: $('versus'),
    rules: { summary: $('rules-summary'), list: $('rules-list'), seed: $('rules-seed'), link: /** @type {HTMLAnchorElement} */ ($('rules-link')) },
  };
}

main();
