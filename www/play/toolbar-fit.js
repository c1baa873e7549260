// @ts-check
// How much of the full chrome's toolbar shows as words: as much as keeps it to one row. Its
// words' widths depend on the language and on the switch of opponent's label, so no breakpoint
// fits them all: between a phone and a wide window one button (Record, 棋譜) used to wrap onto a
// row of its own. The toolbar's `data-fit` names the step of www/play/play.css that holds:
// `words`; `icons` (Suggest a move, How to play and Record as a bulb, "?" and "⋯", still named
// by their words); `menu` (the rules link inside the Record menu too); `rows` (buttons a finger's
// size, the switch's words wrapping, two rows if need be: when no other step fits in one).
// Compact chrome has its own toolbar: no step.

/** @typedef {'words' | 'icons' | 'menu' | 'rows'} Fit */
/** @type {Fit[]} */
const STEPS = ['words', 'icons', 'menu', 'rows'];

/**
 * Whether the toolbar's shown children take more than one row: a child starting below the
 * bottom of another (the children of a row are centred on it, so they overlap in height).
 * @param {HTMLElement} bar
 */
export function wraps(bar) {
  const rects = [...bar.children].map((el) => el.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
  const firstBottom = Math.min(...rects.map((r) => r.bottom));
  return rects.some((r) => r.top >= firstBottom);
}

/**
 * Keeps `bar`'s `data-fit` at the first step on one row (`rows` when none is) while the
 * toolbar's width, words or shown buttons change.
 * @param {HTMLElement} bar
 * @returns {() => void} stops it
 */
export function fitToolbar(bar) {
  const root = bar.getRootNode();
  const host = root instanceof ShadowRoot ? root.host : null;
  function fit() {
    if (host?.getAttribute('chrome') === 'compact') {
      delete bar.dataset.fit;
      return;
    }
    for (const step of STEPS) {
      bar.dataset.fit = step;
      if (step === 'rows' || !wraps(bar)) return;
    }
  }
  fit();
  // Only a change of width asks again: the toolbar's height follows from the step chosen.
  let width = -1;
  const resized = new ResizeObserver(([entry]) => {
    const now = entry.contentRect.width;
    if (now === width) return;
    width = now;
    fit();
  });
  resized.observe(bar);
  // New words (a language switch, the switch's label), a button shown or hidden; not the Record
  // menu opening, which lies over the game and takes no room in the row.
  const changed = new MutationObserver((records) => {
    if (records.some((r) => !(r.target instanceof Element && r.target.closest('.record-menu')))) fit();
  });
  changed.observe(bar, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
  // A font that arrives late changes the words' widths.
  const fonts = bar.ownerDocument.fonts;
  fonts?.addEventListener('loadingdone', fit);
  return () => {
    resized.disconnect();
    changed.disconnect();
    fonts?.removeEventListener('loadingdone', fit);
  };
}
