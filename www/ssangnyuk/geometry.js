// @ts-check
// Where everything sits on the board, in viewBox units. Coordinates follow the rules spec:
// points 1-12 run left to right along the bottom row, 13-24 right to left along the top row
// (12 sits below 13, 1 below 24). Both home boards (1-6 White, 19-24 Black) are on the left,
// so the bearing-off trays are on the left edge. The bar is the two half-moons in the middle
// of each row; a hit checker waits in the moon next to the points where it will enter. A
// visitor who plays Black against the computer sees the rows swapped (Black's home, 19-24,
// along the bottom at the left), as White sees its own board; the points keep their numbers.
// The orientation belongs to one board (createLayout), so boards on one page do not share it.

/** @typedef {'top' | 'bottom'} Row */
/** @typedef {import('../pkg/madang_wasm.js').Color} Color */
/** Board location keys: p1..p24, bar-white, bar-black, off-white, off-black. */
/** @typedef {string} LocKey */

export const FRAME_X = 14;
export const FRAME_Y = 34;
export const TRAY_W = 56;
export const TRAY_GAP = 10;
export const FIELD_W = 48;
export const MOON_W = 76;
export const FIELD_LEN = 214;
export const GAP = 80;
/** Checker radius and the distance between stacked checkers. */
export const R = 20;
export const PITCH = 41;
/** How many checkers are drawn in one stack; more show a count. */
export const MAX_DRAWN = 5;

const X0 = FRAME_X + TRAY_W + TRAY_GAP;
export const WIDTH = X0 + 12 * FIELD_W + MOON_W + FRAME_X;
export const HEIGHT = 2 * FRAME_Y + 2 * FIELD_LEN + GAP;
/** The inner playing surface. */
export const INNER = { x: X0, y: FRAME_Y, w: 12 * FIELD_W + MOON_W, h: HEIGHT - 2 * FRAME_Y };
export const MOON_X = X0 + 6 * FIELD_W + MOON_W / 2;
export const GAP_Y = FRAME_Y + FIELD_LEN + GAP / 2;
/** Centre of the right half of the middle gap, where the dice lie. */
export const DICE_X = X0 + 6 * FIELD_W + MOON_W + 3 * FIELD_W;
/** Centre of the left half of the middle gap. */
export const LEFT_GAP_X = X0 + 3 * FIELD_W;
export const TRAY_X = FRAME_X + TRAY_W / 2;

/** Column 0-11 from the left. @param {number} p */
export function pointColumn(p) {
  return p <= 12 ? p - 1 : 24 - p;
}

/** Centre x of a point's field. @param {number} p */
export function pointX(p) {
  const c = pointColumn(p);
  return X0 + c * FIELD_W + (c >= 6 ? MOON_W : 0) + FIELD_W / 2;
}

/** The y of a row's outer edge (where stacks start). @param {Row} row */
export function baseY(row) {
  return row === 'bottom' ? HEIGHT - FRAME_Y : FRAME_Y;
}

/** +1 when stacks grow downward (top row), -1 when upward. @param {Row} row */
export function growth(row) {
  return row === 'top' ? 1 : -1;
}

/**
 * Centre y of the k-th checker (0 = at the edge) in a stack on `row`.
 * @param {Row} row
 * @param {number} k
 */
export function slotY(row, k) {
  return baseY(row) + growth(row) * (R + 3 + k * PITCH);
}

/**
 * The key of an engine location for the side `color`.
 * @param {number | 'bar' | 'off'} loc
 * @param {Color} color
 * @returns {LocKey}
 */
export function locKey(loc, color) {
  return typeof loc === 'number' ? `p${loc}` : `${loc}-${color}`;
}

/**
 * The half-moon of the bar on `row`.
 * @param {Row} row
 */
export function moonPath(row) {
  const g = growth(row);
  const y0 = baseY(row) + g * 2;
  const rx = MOON_W / 2 - 4;
  const ry = FIELD_LEN * 0.62;
  return `M${MOON_X - rx},${y0} A${rx},${ry} 0 0 ${row === 'top' ? 0 : 1} ${MOON_X + rx},${y0} Z`;
}

/**
 * The places that depend on the board's orientation, for one board: `swapped` puts Black's
 * home along the bottom (for a visitor playing Black).
 * @param {boolean} swapped
 */
export function createLayout(swapped) {
  /** A row as drawn: the other one when the rows are swapped. @param {Row} row @returns {Row} */
  const drawn = (row) => (swapped ? (row === 'top' ? 'bottom' : 'top') : row);

  /** @param {number} p point 1-24 */
  function pointRow(p) {
    return drawn(p <= 12 ? 'bottom' : 'top');
  }

  /** The bar moon a colour's hit checkers wait in: beside the points where they re-enter. @param {Color} color */
  function barRow(color) {
    // White enters on 19-24 (top row), Black on 1-6 (bottom row).
    return drawn(color === 'white' ? 'top' : 'bottom');
  }

  /** The tray a colour bears off into: beside its home board. @param {Color} color */
  function trayRow(color) {
    return drawn(color === 'white' ? 'bottom' : 'top');
  }

  /** Every location in reading order (the top row left to right, then the bottom row). @returns {LocKey[]} */
  function readingOrder() {
    const row = (/** @type {number[]} */ left, /** @type {number[]} */ right, /** @type {LocKey} */ tray, /** @type {LocKey} */ bar) => [
      tray, ...left.map((p) => `p${p}`), bar, ...right.map((p) => `p${p}`),
    ];
    const top = row([24, 23, 22, 21, 20, 19], [18, 17, 16, 15, 14, 13], 'off-black', 'bar-white');
    const bottom = row([1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12], 'off-white', 'bar-black');
    return swapped ? [...bottom, ...top] : [...top, ...bottom];
  }

  /**
   * Where a stack of a location is drawn: centre x, row.
   * @param {LocKey} key
   * @returns {{x: number, row: Row}}
   */
  function stackAnchor(key) {
    if (key.startsWith('p')) {
      const p = Number(key.slice(1));
      return { x: pointX(p), row: pointRow(p) };
    }
    const color = /** @type {Color} */ (key.endsWith('white') ? 'white' : 'black');
    if (key.startsWith('bar')) return { x: MOON_X, row: barRow(color) };
    return { x: TRAY_X, row: trayRow(color) };
  }

  /**
   * The elongated field shape of a point: wide at the edge, tapering to a rounded tip.
   * @param {number} p
   */
  function fieldPath(p) {
    const row = pointRow(p);
    const x = pointX(p);
    const g = growth(row);
    const y0 = baseY(row) + g * 4;
    const len = FIELD_LEN - 14;
    const half = FIELD_W / 2 - 5;
    const shoulder = y0 + g * (len - 52);
    const tip = y0 + g * len;
    return [
      `M${x - half},${y0}`,
      `L${x - half},${shoulder}`,
      `C${x - half},${shoulder + g * 30} ${x - 3},${tip - g * 8} ${x},${tip}`,
      `C${x + 3},${tip - g * 8} ${x + half},${shoulder + g * 30} ${x + half},${shoulder}`,
      `L${x + half},${y0}`,
      'Z',
    ].join(' ');
  }

  /**
   * The rectangle a location answers taps in (a whole field column, moon or tray).
   * @param {LocKey} key
   */
  function hitRect(key) {
    const { x, row } = stackAnchor(key);
    const w = key.startsWith('bar') ? MOON_W - 4 : key.startsWith('off') ? TRAY_W : FIELD_W;
    const y = row === 'top' ? FRAME_Y : FRAME_Y + FIELD_LEN + GAP;
    // Fields reach a little into the middle gap so a short tap near the tip still counts.
    return { x: x - w / 2, y: row === 'top' ? y : y - 8, w, h: FIELD_LEN + 8 };
  }

  /** Where the number of a point is written (in the frame). @param {number} p */
  function numberPos(p) {
    const row = pointRow(p);
    return { x: pointX(p), y: row === 'top' ? FRAME_Y / 2 : HEIGHT - FRAME_Y / 2 };
  }

  return { swapped, pointRow, barRow, trayRow, readingOrder, stackAnchor, fieldPath, hitRect, numberPos };
}

/** @typedef {ReturnType<typeof createLayout>} Layout */
