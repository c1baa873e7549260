// @ts-check
// The replay viewer's markup: a heading with the move shown, the board, the move list, the
// controls (first, previous, play, next, last, the move slider, the speed, loop) and Play from
// here. Static text only, filled by data-i18n; the icons are drawn here, since the media
// control glyphs of fonts render as empty boxes in some browsers. Elements are found by their
// data-replay names inside the viewer, so several viewers may share a page.

/** An icon's path, on a 24 × 24 grid, pointing forward (right); CSS mirrors it right to left. */
const ICONS = {
  first: 'M6 5v14M19 5 9 12l10 7z',
  prev: 'M18 5 8 12l10 7z',
  play: 'M7 5v14l12-7z',
  pause: 'M6.5 5h3v14h-3zM14.5 5h3v14h-3z',
  next: 'M6 5l10 7-10 7z',
  last: 'M18 5v14M5 5l10 7-10 7z',
};

/** @param {keyof typeof ICONS} name @param {string} [extra] */
function icon(name, extra = '') {
  return `<svg class="replay-icon${extra}" data-icon="${name}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${ICONS[name]}"/></svg>`;
}

/** @param {string} name @param {string} label the translation key of its name @param {string} inner */
function button(name, label, inner) {
  return `<button type="button" class="btn replay-btn" part="button" data-replay="${name}" data-i18n-aria-label="${label}" data-i18n-title="${label}">${inner}</button>`;
}

/**
 * The viewer as HTML text.
 * @param {{close: boolean, heading: string}} options `close`: a Close button (over a game);
 *   `heading`: its title's tag
 */
export function markup({ close, heading }) {
  const closeButton = close ? '<button type="button" class="btn btn-quiet" part="button" data-replay="close" data-i18n="replay.close"></button>' : '';
  return `<section class="replay" data-replay="root" data-i18n-aria-label="replay.title">
  <div class="replay-head">
    <${heading} class="replay-title" data-i18n="replay.title"></${heading}>
    <p class="replay-where" data-replay="where"></p>
    ${closeButton}
  </div>
  <div class="replay-main">
    <div class="replay-board board-wrap" part="board" data-replay="board" tabindex="0" data-i18n-aria-label="replay.boardLabel" role="group"></div>
    <div class="replay-side">
      <ol class="replay-moves" data-replay="moves" data-i18n-aria-label="replay.moves"></ol>
    </div>
  </div>
  <div class="replay-controls" data-replay="controls">
    <div class="replay-buttons">
      ${button('first', 'replay.first', icon('first'))}
      ${button('prev', 'replay.prev', icon('prev'))}
      <button type="button" class="btn btn-primary replay-btn replay-play" part="button" data-replay="play" aria-pressed="false" data-i18n-aria-label="replay.play" data-i18n-title="replay.play">${icon('play', ' replay-icon-play')}${icon('pause', ' replay-icon-pause')}</button>
      ${button('next', 'replay.next', icon('next'))}
      ${button('last', 'replay.last', icon('last'))}
    </div>
    <label class="replay-slider"><span class="visually-hidden" data-i18n="replay.slider"></span>
      <input type="range" min="0" max="0" value="0" step="1" data-replay="slider"></label>
    <label class="replay-option"><span data-i18n="replay.speed"></span>
      <select data-replay="speed">
        <option value="slow" data-i18n="replay.speed.slow"></option>
        <option value="normal" data-i18n="replay.speed.normal" selected></option>
        <option value="fast" data-i18n="replay.speed.fast"></option>
      </select></label>
    <label class="replay-option"><input type="checkbox" data-replay="loop"> <span data-i18n="replay.loop"></span></label>
  </div>
  <div class="replay-from" data-replay="from">
    <span class="replay-from-label" data-i18n="replay.playFrom"></span>
    <button type="button" class="btn" part="button" data-replay="from-computer" data-i18n="replay.vsComputer"></button>
    <button type="button" class="btn" part="button" data-replay="from-people" data-i18n="replay.vsPeople"></button>
  </div>
  <p class="replay-error" data-replay="error" role="alert" hidden></p>
  <div class="visually-hidden" data-replay="live" aria-live="polite"></div>
</section>`;
}
