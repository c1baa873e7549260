// @ts-check
// San Yao's markup: the board area with its cards, and the side panel (turn, log, rules), with
// the shared toolbar, notices and dialog around it (www/play/markup.js). Ids start with
// `sy-`; `elementsOf` finds them inside the game's own root. Words come from data-i18n.
import { header, footer } from '../play/markup.js';
import { guideCard } from '../guide/markup.js';

/**
 * The whole game as HTML text (static: nothing in it comes from outside).
 * @param {import('../play/markup.js').HeadingTags} h
 */
export function markup(h) {
  return `${header('sy', { title: 'sy.title', newGame: 'sy.newMatch', titleLang: 'sy.titleLang' }, h)}
<section id="sy-game" class="game sy-game">
  <div class="game-layout">
    <div class="board-area">
      <div id="sy-board" class="board-wrap" part="board"></div>
      <div id="sy-overlay" class="overlay" hidden>
        <div id="sy-round" class="card overlay-card sy-round-card" part="card" role="group" aria-labelledby="sy-round-title" hidden>
          <${h.card} id="sy-round-title"></${h.card}>
          <p id="sy-round-reason" class="card-text muted"></p>
          <div id="sy-round-totals" class="sy-totals"></div>
          <p id="sy-round-winner" class="sy-round-winner"></p>
          <ul id="sy-round-lines" class="sy-round-lines"></ul>
          <div class="card-actions">
            <button type="button" id="sy-round-next" class="btn btn-primary" part="button"></button>
          </div>
        </div>
        <div id="sy-match" class="card overlay-card sy-match-card" part="card" role="group" aria-labelledby="sy-match-title" hidden>
          <svg class="win-art sy-match-art" viewBox="0 0 80 48" aria-hidden="true">
            <ellipse cx="40" cy="30" rx="34" ry="15" class="sy-art-hole"/>
            <circle cx="29" cy="29" r="5.5" class="sy-art-peb a"/><circle cx="40" cy="33" r="5.5" class="sy-art-peb b"/><circle cx="51" cy="28" r="5.5" class="sy-art-peb c"/>
            <circle cx="36" cy="24" r="5.5" class="sy-art-peb c"/><circle cx="46" cy="21" r="5.5" class="sy-art-peb a"/>
            <path class="sy-art-flag" d="M60 30V6l14 4-14 6"/>
          </svg>
          <${h.card} id="sy-match-title"></${h.card}>
          <p id="sy-match-text" class="card-text"></p>
          <div id="sy-match-totals" class="sy-totals"></div>
          <div class="card-actions">
            <button type="button" id="sy-match-new" class="btn btn-primary" part="button" data-i18n="sy.newMatch"></button>
            <button type="button" id="sy-match-close" class="btn" part="button" data-i18n="action.showBoard"></button>
          </div>
        </div>
      </div>
    </div>

    ${guideCard('sy', h)}
    <aside id="sy-side" class="side" part="panel">
      <p id="sy-versus" class="versus" hidden></p>
      <section id="sy-turn" class="card turn-card sy-turn-card" aria-labelledby="sy-turn-title" tabindex="-1">
        <div class="turn-head">
          <span id="sy-turn-token" class="sy-token sy-turn-token" aria-hidden="true"></span>
          <${h.card} id="sy-turn-title" class="turn-title"></${h.card}>
          <span id="sy-round-no" class="sy-round-chip"></span>
          <button type="button" id="sy-skip" class="btn sy-skip" part="button" data-i18n="sy.skip" hidden></button>
        </div>
        <p id="sy-turn-hint" class="turn-hint"></p>
        <!-- Under the hint, where a refused tap's reason shows on a phone's first screen. -->
        <div id="sy-notice" class="turn-notice" hidden></div>
        <div id="sy-scores" class="sy-scores"></div>
        <fieldset id="sy-speed" class="sy-speed">
          <legend class="sy-speed-legend" data-i18n="sy.speed"></legend>
        </fieldset>
        <button type="button" id="sy-again" class="btn btn-primary sy-again" part="button" data-i18n="sy.newMatch" hidden></button>
      </section>

      <section class="card log-card" part="log" aria-labelledby="sy-log-title">
        <${h.card} id="sy-log-title" class="card-title" data-i18n="game.log"></${h.card}>
        <p id="sy-log-empty" class="muted" data-i18n="game.logEmpty"></p>
        <ol id="sy-log" class="log"></ol>
      </section>

      <details class="card rules-card">
        <summary data-i18n="sy.rules.heading"></summary>
        <ul class="rules-list">
          <li data-i18n="sy.rules.sow"></li>
          <li data-i18n="sy.rules.relay"></li>
          <li data-i18n="sy.rules.capture"></li>
          <li data-i18n="sy.rules.round"></li>
          <li data-i18n="sy.rules.sons"></li>
          <li data-i18n="sy.rules.match"></li>
        </ul>
        <p id="sy-seed-note" class="muted"></p>
        <p><a id="sy-rules-link" class="rules-link" data-i18n="sy.rules.link"></a></p>
        <p class="muted" data-i18n="sy.help"></p>
        <p class="muted" data-i18n="sy.keyboardHelp"></p>
      </details>
    </aside>
  </div>
</section>
${footer('sy')}`;
}

/**
 * The elements of the game's markup (above), found inside its root.
 * @param {import('../play/shell.js').Shell['$']} $
 */
export function elementsOf($) {
  return {
    game: $('game'), boardWrap: $('board'), side: $('side'), versus: $('versus'),
    log: /** @type {HTMLOListElement} */ ($('log')), logEmpty: $('log-empty'),
    rulesLink: /** @type {HTMLAnchorElement} */ ($('rules-link')), seedNote: $('seed-note'),
    /** @type {import('./panel.js').PanelElements} */
    panel: {
      card: $('turn'), title: $('turn-title'), token: $('turn-token'), round: $('round-no'),
      hint: $('turn-hint'), scores: $('scores'), speed: $('speed'), skip: $('skip'),
      again: $('again'), notice: $('notice'),
    },
    /** @type {import('./overlay.js').OverlayElements} */
    overlay: {
      root: $('overlay'), round: $('round'), roundTitle: $('round-title'), roundReason: $('round-reason'),
      roundTotals: $('round-totals'), roundWinner: $('round-winner'), roundLines: $('round-lines'),
      roundNext: $('round-next'), match: $('match'), matchTitle: $('match-title'), matchText: $('match-text'),
      matchTotals: $('match-totals'), matchNew: $('match-new'), matchClose: $('match-close'),
    },
  };
}
