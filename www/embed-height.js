// @ts-check
// The height embed.html reports to its host page: the height the game needs at the frame's
// current width, not the frame's own height. The compact chrome lays the game out inside
// whatever box it gets, so the document is always exactly as tall as the frame (a 390 px wide
// phone frame left at 520 px drew San Yao's holes 26 px wide, and the frame said 520 was what
// it needed). What the game needs is read from its layout as it stands: the board's row as
// high as the board is when it is as wide as its cell, a panel beside it as high as its
// content, whatever scrolls inside its box unscrolled, and a card laid over the game whole.
// A host that sets the frame's height to it gets that layout; nothing is changed to measure it.

/**
 * The height in CSS pixels the game in `element` (compact chrome, filling the frame) needs at
 * its width, or null when its layout is not one this reads (a kiosk, a replay, no board yet):
 * the caller then reports the document's own height.
 * @param {HTMLElement} element
 * @returns {number | null}
 */
export function neededHeight(element) {
  const root = element.shadowRoot;
  const layout = root?.querySelector('.play > .game .game-layout');
  const area = layout?.querySelector(':scope > .board-area');
  const wrap = area?.querySelector(':scope > .board-wrap');
  const board = wrap?.querySelector(':scope > svg');
  if (!root || !layout || !area || !wrap || !(board instanceof SVGSVGElement)) return null;
  const viewBox = board.viewBox.baseVal;
  if (!viewBox || viewBox.width <= 0 || viewBox.height <= 0) return null;

  const frame = document.documentElement.clientHeight;
  const areaBox = area.getBoundingClientRect();
  const wrapBox = wrap.getBoundingClientRect();
  const wrapStyle = getComputedStyle(wrap);
  const padX = px(wrapStyle.paddingLeft) + px(wrapStyle.paddingRight);
  const padY = px(wrapStyle.paddingTop) + px(wrapStyle.paddingBottom);
  // The board draws its viewBox's shape as wide as its cell lets it.
  const boardHigh = Math.max(0, wrapBox.width - padX) * (viewBox.height / viewBox.width);
  let row = areaBox.height - wrapBox.height + padY + boardHigh;
  let below = 0;
  for (const part of layout.children) {
    if (part === area || !(part instanceof HTMLElement)) continue;
    const box = part.getBoundingClientRect();
    if (box.height < 1 && box.width < 1) continue;
    // Beside the board (a wide frame): the row is as high as the higher of the two. Below it:
    // the part keeps its own height, plus whatever it hides in a scroll.
    if (box.top < areaBox.bottom - 1 && box.bottom > areaBox.top + 1) row = Math.max(row, contentHeight(part));
    else below += Math.max(0, part.scrollHeight - part.clientHeight);
  }
  // A tall frame leaves room below the game, which is only as high as it needs: not needed either.
  const slack = layout.parentElement ? Math.max(0, layout.parentElement.getBoundingClientRect().bottom - layout.getBoundingClientRect().bottom) : 0;
  let need = frame - slack - areaBox.height + row + below;
  // A card over the game (who starts, a round's end, a win) covers the frame: it needs room
  // for all it holds.
  for (const card of root.querySelectorAll('.overlay:not([hidden]) > .overlay-card:not([hidden])')) {
    if (!(card instanceof HTMLElement)) continue;
    const overlay = /** @type {HTMLElement} */ (card.parentElement);
    const o = getComputedStyle(overlay);
    const cardHigh = card.scrollHeight + (card.offsetHeight - card.clientHeight);
    need = Math.max(need, frame - overlay.clientHeight + px(o.paddingTop) + px(o.paddingBottom) + cardHigh);
  }
  return Number.isFinite(need) && need > 0 ? Math.ceil(need) : null;
}

/**
 * How high `el` would be showing all it holds: its scroll height when it scrolls, else the
 * span of its children (a panel stretched to its row, its content centred in it), with its
 * padding and border.
 * @param {HTMLElement} el
 */
function contentHeight(el) {
  const s = getComputedStyle(el);
  const edges = px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth);
  if (el.scrollHeight > el.clientHeight + 1) return el.scrollHeight + px(s.borderTopWidth) + px(s.borderBottomWidth);
  let top = Infinity;
  let bottom = -Infinity;
  for (const child of el.children) {
    const r = child.getBoundingClientRect();
    if (r.height < 1 && r.width < 1) continue;
    const c = getComputedStyle(child);
    top = Math.min(top, r.top - px(c.marginTop));
    bottom = Math.max(bottom, r.bottom + px(c.marginBottom));
  }
  return bottom > top ? bottom - top + edges : el.getBoundingClientRect().height;
}

/** @param {string} value a computed length in px */
function px(value) {
  const n = parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}
