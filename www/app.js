// @ts-check
// Bootstrap: translate the static markup, read the URL, load the engine and show either the
// game chooser or one of the games.
import init from './pkg/madang_wasm.js';
import { t, translateDom } from './i18n.js';
import { readParams } from './params.js';
import { byId, html } from './dom.js';
import { showChooser } from './chooser.js';

/** Shows a dismissible page-level notice. @param {string} text */
function notify(text) {
  const box = byId('notices');
  const item = html('div', { class: 'notice' });
  item.appendChild(html('p', {}, text));
  const close = html('button', { type: 'button', class: 'notice-close', 'aria-label': t('notice.dismiss') });
  close.innerHTML = '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true"><path d="M4 4l8 8M12 4l-8 8"/></svg>';
  close.addEventListener('click', () => item.remove());
  item.appendChild(close);
  box.appendChild(item);
}

async function main() {
  translateDom(document);
  document.title = t('app.name');
  const params = readParams(window.location.search);
  const game = params.game === 'ssangnyuk' || params.game === 'sanyao' ? params.game : null;
  if (!game) {
    if (params.game) notify(t('notice.unknownGame', { name: params.game }));
    showChooser(byId('chooser'), params);
    document.body.dataset.view = 'chooser';
    return;
  }
  document.body.dataset.view = 'game';
  document.body.dataset.game = game;
  const title = t(game === 'sanyao' ? 'sy.title' : 'game.title');
  document.title = `${title} · ${t('app.name')}`;
  byId('game-title').textContent = title;
  byId(game === 'sanyao' ? 'sy-game' : 'game').hidden = false;
  byId('game-header').hidden = false;
  const loading = byId('loading');
  loading.hidden = false;
  try {
    await init();
    // The controller (and the board it draws) only loads when its game is shown.
    if (game === 'sanyao') {
      byId('new-game').textContent = t('sy.newMatch');
      const { startSanyao } = await import('./sanyao/controller.js');
      startSanyao(sanyaoElements(), { seed: params.seed }, notify);
    } else {
      const { startSsangnyuk } = await import('./ssangnyuk/controller.js');
      startSsangnyuk(gameElements(), { rules: params.rules, seed: params.seed }, notify);
    }
    document.body.dataset.ready = 'true';
  } catch (e) {
    console.error(e);
    notify(t('app.loadFailed'));
  } finally {
    loading.hidden = true;
  }
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
    log: $('log'), logEmpty: $('log-empty'),
    rules: { summary: $('rules-summary'), list: $('rules-list'), seed: $('rules-seed'), link: /** @type {HTMLAnchorElement} */ ($('rules-link')) },
  };
}

main();
