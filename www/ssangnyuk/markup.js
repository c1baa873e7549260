// @ts-check
// Ssangnyuk's markup: the board area with its cards, and the side panel (turn, log, rules), with
// the shared toolbar, notices and dialog around it (www/play/markup.js). Ids start with
// `sn-`; `elementsOf` finds them inside the game's own root. Words come from data-i18n.
import { header, footer } from '../play/markup.js';
import { guideCard } from '../guide/markup.js';

/**
 * The whole game as HTML text (static: nothing in it comes from outside).
 * @param {import('../play/markup.js').HeadingTags} h
 */
export function markup(h) {
  return `${header('sn', { title: 'sn.title', newGame: 'sn.newGame' }, h)}
<section id="sn-game" class="game">
  <div class="game-layout">
    <div class="board-area">
      <div id="sn-board" class="board-wrap" part="board"></div>
      <div id="sn-overlay" class="overlay" hidden>
        <div id="sn-jaengdu" class="card overlay-card" part="card" role="group" aria-labelledby="sn-jaengdu-title" hidden>
          <${h.card} id="sn-jaengdu-title" data-i18n="sn.jaengdu.heading"></${h.card}>
          <p class="card-text" data-i18n="sn.jaengdu.intro"></p>
          <div class="jaengdu-dice">
            <div id="sn-jaengdu-white" class="jaengdu-die white" role="img"><span class="jaengdu-label"></span></div>
            <div id="sn-jaengdu-black" class="jaengdu-die black" role="img"><span class="jaengdu-label"></span></div>
          </div>
          <p id="sn-jaengdu-result" class="jaengdu-result"></p>
          <button type="button" id="sn-jaengdu-throw" class="btn btn-primary" part="button"></button>
          <button type="button" id="sn-jaengdu-start" class="btn btn-primary" part="button" data-i18n="action.start" hidden></button>
          <button type="button" id="sn-jaengdu-how" class="btn btn-quiet jaengdu-how" part="button" data-guide-open data-i18n="guide.open" data-i18n-title="guide.open"></button>
        </div>
        <div id="sn-win" class="card overlay-card win-card" part="card" role="group" aria-labelledby="sn-win-title" hidden>
          <svg class="win-art" viewBox="0 0 80 48" aria-hidden="true">
            <circle cx="22" cy="26" r="15" class="art-piece"/><circle cx="40" cy="20" r="15" class="art-piece"/><circle cx="58" cy="26" r="15" class="art-piece"/>
          </svg>
          <${h.card} id="sn-win-title"></${h.card}>
          <p id="sn-win-text" class="card-text"></p>
          <p id="sn-win-other" class="card-text muted"></p>
          <div class="card-actions">
            <button type="button" id="sn-win-new" class="btn btn-primary" part="button" data-i18n="sn.newGame"></button>
            <button type="button" id="sn-win-close" class="btn" part="button" data-i18n="action.showBoard"></button>
          </div>
        </div>
      </div>
    </div>

    ${guideCard('sn', h)}
    <aside id="sn-side" class="side" part="panel">
      <p id="sn-versus" class="versus" hidden></p>
      <section id="sn-turn" class="card turn-card" aria-labelledby="sn-turn-title" tabindex="-1">
        <div class="turn-head">
          <span class="turn-piece" aria-hidden="true"></span>
          <${h.card} id="sn-turn-title" class="turn-title"></${h.card}>
        </div>
        <p id="sn-turn-hint" class="turn-hint"></p>
        <div class="turn-row">
          <div id="sn-turn-dice" class="turn-dice" role="img"></div>
          <div class="actions">
            <button type="button" id="sn-roll" class="btn btn-primary" part="button" data-i18n="action.roll" hidden></button>
            <button type="button" id="sn-undo" class="btn" part="button" data-i18n="action.undo" hidden></button>
            <button type="button" id="sn-finish" class="btn btn-primary" part="button" data-i18n="action.finish" hidden></button>
            <button type="button" id="sn-again" class="btn btn-primary" part="button" data-i18n="sn.newGame" hidden></button>
          </div>
        </div>
        <div id="sn-turn-notice" class="turn-notice" hidden></div>
      </section>

      <section class="card log-card" part="log" aria-labelledby="sn-log-title">
        <${h.card} id="sn-log-title" class="card-title" data-i18n="game.log"></${h.card}>
        <p id="sn-log-empty" class="muted" data-i18n="game.logEmpty"></p>
        <ol id="sn-log" class="log"></ol>
      </section>

      <details class="card rules-card">
        <summary id="sn-rules-summary"></summary>
        <ul id="sn-rules-list" class="rules-list"></ul>
        <p id="sn-rules-seed" class="muted"></p>
        <p><a id="sn-rules-link" class="rules-link"></a></p>
        <p class="muted" data-i18n="sn.help"></p>
        <p class="muted" data-i18n="sn.keyboardHelp"></p>
      </details>
    </aside>
  </div>
</section>
${footer('sn')}`;
}

/**
 * The elements of the game's markup (above), found inside its root.
 * @param {import('../play/shell.js').Shell['$']} $
 */
export function elementsOf($) {
  return {
    boardWrap: $('board'), side: $('side'), versus: $('versus'), log: /** @type {HTMLOListElement} */ ($('log')), logEmpty: $('log-empty'),
    /** @type {import('./panel.js').PanelElements} */
    panel: {
      card: $('turn'), title: $('turn-title'), hint: $('turn-hint'), dice: $('turn-dice'),
      roll: $('roll'), undo: $('undo'), finish: $('finish'), again: $('again'), notice: $('turn-notice'),
    },
    /** @type {import('./overlay.js').OverlayElements} */
    overlay: {
      root: $('overlay'), jaengdu: $('jaengdu'), win: $('win'),
      jDice: { white: $('jaengdu-white'), black: $('jaengdu-black') }, jResult: $('jaengdu-result'),
      jThrow: $('jaengdu-throw'), jStart: $('jaengdu-start'),
      winTitle: $('win-title'), winText: $('win-text'), winOther: $('win-other'),
      winNew: $('win-new'), winClose: $('win-close'),
    },
    rules: { summary: $('rules-summary'), list: $('rules-list'), seed: $('rules-seed'), link: /** @type {HTMLAnchorElement} */ ($('rules-link')) },
  };
}
