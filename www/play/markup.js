// @ts-check
// The markup every game carries around its board, since an embedded game has no site around
// it: a toolbar (the game's title, New game, the switch that hands the far side to the
// computer or back to a person, Suggest a move, How to play (www/guide/), the Record menu
// (www/records/), the rules page), its notices, the confirm question, the open-record dialog, the
// dialog that shows a link the clipboard would not take, and
// the live region that speaks to screen readers. Ids take the game's prefix (`sn`, `sy`), so two
// games on one page never share one. Static text only, filled by
// data-i18n; no inline style or script, so a strict CSP holds.

/** @typedef {{title: string, card: string}} HeadingTags */

/**
 * The game's heading tags: its title at `level` (1 where the game is the page, as on the site
 * and in embed.html; the host's choice inside an element, 2 by default), its cards one below,
 * so a screen reader's list of headings nests them under the title. Dialogs keep h2: each is
 * a page of its own while open.
 * @param {number} [level] 1 to 5; anything else is 2
 * @returns {HeadingTags}
 */
export function headingTags(level) {
  const title = typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5 ? level : 2;
  return { title: `h${title}`, card: `h${title + 1}` };
}

/**
 * The toolbar and the notices, above the game.
 * @param {'sn' | 'sy'} prefix
 * @param {{title: string, newGame: string, titleLang?: string}} keys the translation keys of the
 *   title and New game, and of the title's language when it is not always the page's (散窑)
 * @param {HeadingTags} h
 */
export function header(prefix, keys, h) {
  const lang = keys.titleLang ? ` data-i18n-lang="${keys.titleLang}"` : '';
  return `<div class="play-toolbar" part="toolbar">
  <${h.title} class="play-title" id="${prefix}-title" data-i18n="${keys.title}"${lang}></${h.title}>
  <button type="button" class="btn btn-quiet" part="button" id="${prefix}-new-game" data-i18n="${keys.newGame}"></button>
  <button type="button" class="btn btn-quiet play-opponent" part="button" id="${prefix}-opponent"></button>
  <button type="button" class="btn btn-quiet play-suggest" part="button" id="${prefix}-suggest" hidden><svg class="play-suggest-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.2h5c0-.9.4-1.7 1.1-2.2A6 6 0 0 0 12 3z"/></svg><span class="play-suggest-text" data-i18n="suggest.button"></span></button>
  <button type="button" class="btn btn-quiet play-how" part="button" id="${prefix}-how" data-guide-open data-i18n="guide.open" data-i18n-title="guide.open"></button>
  <div class="play-record">
    <button type="button" class="btn btn-quiet record-button" part="button" id="${prefix}-record" aria-expanded="false" aria-controls="${prefix}-record-menu" data-i18n="record.menu" data-i18n-title="record.menu"></button>
    <div class="record-menu card" id="${prefix}-record-menu" hidden>
      <button type="button" class="btn btn-quiet" part="button" id="${prefix}-record-download" data-i18n="record.download"></button>
      <button type="button" class="btn btn-quiet" part="button" id="${prefix}-record-open" data-i18n="record.open"></button>
      <button type="button" class="btn btn-quiet" part="button" id="${prefix}-record-link" data-i18n="record.copyLink"></button>
      <button type="button" class="btn btn-quiet" part="button" id="${prefix}-record-position" data-i18n="record.copyPosition"></button>
      <button type="button" class="btn btn-quiet" part="button" id="${prefix}-record-replay" data-i18n="replay.watch" hidden></button>
      <a class="btn btn-quiet record-rules" id="${prefix}-menu-rules" data-i18n="app.rules"></a>
    </div>
  </div>
  <a class="play-rules" id="${prefix}-toolbar-rules" data-i18n="app.rules"></a>
</div>
<div id="${prefix}-notices" class="notices" role="status" aria-live="polite"></div>`;
}

/**
 * The confirm question and the live region, after the game.
 * @param {'sn' | 'sy'} prefix
 */
export function footer(prefix) {
  return `<dialog id="${prefix}-confirm" class="card dialog" aria-labelledby="${prefix}-confirm-text">
  <p id="${prefix}-confirm-text"></p>
  <div class="card-actions">
    <button type="button" class="btn" part="button" data-answer="no" data-i18n="action.cancel"></button>
    <button type="button" class="btn btn-primary" part="button" data-answer="yes" data-i18n="action.confirmNew"></button>
  </div>
</dialog>
<dialog id="${prefix}-record-dialog" class="card dialog record-dialog" aria-labelledby="${prefix}-record-title">
  <h2 id="${prefix}-record-title" data-i18n="record.openTitle"></h2>
  <p class="muted" data-i18n="record.openHelp"></p>
  <div class="record-field"><span data-i18n="record.file"></span>
    <label class="btn record-choose" part="button"><span data-i18n="record.choose"></span>
      <input type="file" class="visually-hidden" id="${prefix}-record-file" accept=".json,application/json,text/plain"></label></div>
  <label class="record-field"><span data-i18n="record.paste"></span>
    <textarea id="${prefix}-record-text" rows="4" spellcheck="false" autocomplete="off"></textarea></label>
  <label class="record-as-replay"><input type="checkbox" id="${prefix}-record-as-replay"> <span data-i18n="replay.asReplay"></span></label>
  <p id="${prefix}-record-error" class="record-error" role="alert" hidden></p>
  <div class="card-actions">
    <button type="button" class="btn" part="button" data-record="cancel" data-i18n="action.cancel"></button>
    <button type="button" class="btn btn-primary" part="button" data-record="open" data-i18n="record.openButton"></button>
  </div>
</dialog>
<dialog id="${prefix}-link-dialog" class="card dialog record-dialog" aria-labelledby="${prefix}-link-title" aria-describedby="${prefix}-link-help">
  <h2 id="${prefix}-link-title" data-i18n="record.linkTitle"></h2>
  <p id="${prefix}-link-help" class="muted"></p>
  <label class="record-field" id="${prefix}-link-label"><span data-i18n="record.linkField"></span>
    <input type="text" id="${prefix}-link-field" readonly spellcheck="false" autocomplete="off"></label>
  <div class="card-actions">
    <button type="button" class="btn" part="button" id="${prefix}-link-download" data-i18n="record.download"></button>
    <button type="button" class="btn btn-primary" part="button" id="${prefix}-link-close" data-i18n="record.close"></button>
  </div>
</dialog>
<div id="${prefix}-live" class="visually-hidden" aria-live="polite"></div>`;
}
