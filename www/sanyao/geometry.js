// @ts-check
// Where everything sits on the San Yao ground, in viewBox units. Coordinates follow the rules
// spec: holes 0-9 in sowing order, 0-4 South's row (bottom) left to right, 5-9 North's row
// (top) right to left, so sowing runs counter-clockwise as South sees the board. North's
// store is the long hollow at the left end, South's at the right end. A visitor who plays
// North against the computer sees the board turned half a turn (North's row below): hole h
// then lies where hole h+5 would, and the stores trade ends. The orientation belongs to one
// board (createLayout), so boards on one page do not share it.

/** @typedef {import('../pkg/madang_wasm.js').Player} Player 0 South, 1 North */
/** @typedef {{x: number, y: number}} Pt */

export const WIDTH = 720;
export const HEIGHT = 424;
/** The two rows' centre lines. */
export const TOP_Y = 138;
export const BOTTOM_Y = 288;
export const MID_Y = (TOP_Y + BOTTOM_Y) / 2;
/** A hole's hollow: a slightly flattened circle. */
export const HOLE_RX = 45;
export const HOLE_RY = 42;
/** The clickable cell around a hole. */
export const CELL_W = 102;
export const CELL_H = 150;
const STORE_W = 84;
const EDGE = 10;
const HOLES_LEFT = EDGE + STORE_W + 10;
const PITCH = (WIDTH - 2 * HOLES_LEFT) / 5;
/** Stores: long hollows spanning both rows. */
export const STORE_RX = 35;
export const STORE_RY = 140;
/** Where the seed counts are written: above the top row, below the bottom row. */
export const COUNT_TOP_Y = TOP_Y - HOLE_RY - 31;
export const COUNT_BOTTOM_Y = BOTTOM_Y + HOLE_RY + 31;

/**
 * The places that depend on the board's orientation, for one board: `turned` draws North's
 * row below (for a visitor playing North).
 * @param {boolean} turned
 */
export function createLayout(turned) {
  /** The hole whose place `hole` takes on the board as drawn. @param {number} hole */
  const placeOf = (hole) => (turned ? (hole + 5) % 10 : hole);

  /** The player whose row is drawn on top. @returns {Player} */
  const topPlayer = () => (turned ? 0 : 1);

  /** The column (0 leftmost) of a hole. @param {number} hole */
  function column(hole) {
    const p = placeOf(hole);
    return p < 5 ? p : 9 - p;
  }

  /** Whether a hole is in the top row. @param {number} hole */
  const isTop = (hole) => placeOf(hole) >= 5;

  /** The holes as they lie: the top row, then the bottom row, each left to right. */
  function grid() {
    const rows = [[0, 1, 2, 3, 4].map((c) => 9 - c), [0, 1, 2, 3, 4]];
    return rows.map((row) => row.map(placeOf));
  }

  /** The centre of a hole. @param {number} hole @returns {Pt} */
  function holeCentre(hole) {
    return { x: HOLES_LEFT + PITCH * (column(hole) + 0.5), y: isTop(hole) ? TOP_Y : BOTTOM_Y };
  }

  /** The centre of a player's store: the top row's player's at the left end, the other's at the right. @param {Player} player @returns {Pt} */
  function storeCentre(player) {
    return { x: player === topPlayer() ? EDGE + STORE_W / 2 : WIDTH - EDGE - STORE_W / 2, y: MID_Y };
  }

  /** Where a hole's count is written. @param {number} hole @returns {Pt} */
  function countPos(hole) {
    return { x: holeCentre(hole).x, y: isTop(hole) ? COUNT_TOP_Y : COUNT_BOTTOM_Y };
  }

  /** Where the sowing hand hovers while it works a hole: just off the hole, toward the middle. @param {number} hole @returns {Pt} */
  function handPos(hole) {
    const c = holeCentre(hole);
    return { x: c.x + 30, y: c.y + (isTop(hole) ? 30 : -30) };
  }

  /** The top-left of a hole's clickable cell. @param {number} hole */
  function cell(hole) {
    const c = holeCentre(hole);
    const y = isTop(hole) ? c.y - CELL_H + HOLE_RY + 14 : c.y - HOLE_RY - 14;
    return { x: c.x - CELL_W / 2, y, w: CELL_W, h: CELL_H };
  }

  /**
   * Whether a point lies in (or within `margin` of) a hole or a store.
   * @param {Pt} p @param {number} margin
   */
  function inHollow(p, margin) {
    const inside = (/** @type {Pt} */ c, /** @type {number} */ rx, /** @type {number} */ ry) =>
      ((p.x - c.x) / (rx + margin)) ** 2 + ((p.y - c.y) / (ry + margin)) ** 2 <= 1;
    for (let h = 0; h < 10; h++) if (inside(holeCentre(h), HOLE_RX, HOLE_RY)) return true;
    return inside(storeCentre(0), STORE_RX, STORE_RY) || inside(storeCentre(1), STORE_RX, STORE_RY);
  }

  return { turned, topPlayer, column, isTop, grid, holeCentre, storeCentre, countPos, handPos, cell, inHollow };
}

/** @typedef {ReturnType<typeof createLayout>} Layout */

// Deterministic scatter. Each pebble slot k of a hole has a fixed place, so pebbles already
// lying in a hole never jump when one more falls in: slot k depends only on (hole, k).

/**
 * A small integer hash to [0, 1).
 * @param {number} a @param {number} b @param {number} [c]
 */
export function rand(a, b, c = 0) {
  let h = (a * 374761393 + b * 668265263 + c * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const GOLDEN = Math.PI * (3 - Math.sqrt(5));
/** Slots in one layer of a hole; further pebbles lie in a second, offset layer on top. */
export const LAYER = 15;

/**
 * Slot k of a hole (or a store: `store` 0/1 instead), relative to its centre.
 * @param {number} key hole 0-9, or 10 + player for a store
 * @param {number} k
 * @returns {{x: number, y: number, rot: number, look: number, scale: number}}
 */
export function slot(key, k) {
  const store = key >= 10;
  const per = store ? 40 : LAYER;
  const layer = Math.floor(k / per);
  const i = k % per;
  const r = Math.sqrt((i + 0.6) / per);
  const a = i * GOLDEN + key * 1.3 + layer * 0.9;
  const jx = (rand(key, k, 1) - 0.5) * 5;
  const jy = (rand(key, k, 2) - 0.5) * 5;
  const sx = store ? STORE_RX - 12 : HOLE_RX - 15;
  const sy = store ? STORE_RY - 18 : HOLE_RY - 14;
  return {
    x: Math.cos(a) * r * sx + jx,
    y: Math.sin(a) * r * sy + jy - layer * 3,
    rot: Math.floor(rand(key, k, 3) * 180),
    look: Math.floor(rand(key, k, 4) * 5),
    scale: 0.86 + rand(key, k, 5) * 0.3,
  };
}

/**
 * A hand-dug outline: an ellipse whose radius wobbles a little, the same every time.
 * @param {Pt} c @param {number} rx @param {number} ry @param {number} seed
 */
export function wobblyEllipse(c, rx, ry, seed) {
  const n = 28;
  /** @type {number[][]} */
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const w = 1 + (rand(seed, i, 9) - 0.5) * 0.035;
    pts.push([c.x + Math.cos(a) * rx * w, c.y + Math.sin(a) * ry * w]);
  }
  return smoothClosed(pts);
}

/**
 * The patch of packed earth: a rounded rectangle with a slightly uneven edge.
 * @param {number} w @param {number} h @param {number} r corner radius
 */
export function groundPath(w, h, r) {
  /** @type {number[][]} */
  const pts = [];
  const step = 44;
  const corner = (/** @type {number} */ cx, /** @type {number} */ cy, /** @type {number} */ a0) => {
    for (let k = 0; k <= 3; k++) {
      const a = a0 + (k / 3) * (Math.PI / 2);
      pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
    }
  };
  /** @param {number} x0 @param {number} y0 @param {number} x1 @param {number} y1 @param {number} seed */
  const edge = (x0, y0, x1, y1, seed) => {
    const len = Math.hypot(x1 - x0, y1 - y0);
    const n = Math.max(1, Math.round(len / step));
    const nx = (y1 - y0) / len;
    const ny = -(x1 - x0) / len;
    for (let i = 1; i < n; i++) {
      const f = i / n;
      const d = (rand(seed, i, 7) - 0.5) * 3;
      pts.push([x0 + (x1 - x0) * f + nx * d, y0 + (y1 - y0) * f + ny * d]);
    }
  };
  const m = 3;
  corner(w - r - m, r + m, -Math.PI / 2);
  edge(w - m, r + m, w - m, h - r - m, 1);
  corner(w - r - m, h - r - m, 0);
  edge(w - r - m, h - m, r + m, h - m, 2);
  corner(r + m, h - r - m, Math.PI / 2);
  edge(m, h - r - m, m, r + m, 3);
  corner(r + m, r + m, Math.PI);
  edge(r + m, m, w - r - m, m, 4);
  return smoothClosed(pts);
}

/**
 * A closed Catmull-Rom curve through the points, as cubic Béziers.
 * @param {number[][]} pts
 */
function smoothClosed(pts) {
  const n = pts.length;
  let d = `M${pts[0][0].toFixed(1)} ${pts[0][1].toFixed(1)}`;
  for (let i = 0; i < n; i++) {
    const p0 = pts[(i - 1 + n) % n];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % n];
    const p3 = pts[(i + 2) % n];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${c1[0].toFixed(1)} ${c1[1].toFixed(1)} ${c2[0].toFixed(1)} ${c2[1].toFixed(1)} ${p2[0].toFixed(1)} ${p2[1].toFixed(1)}`;
  }
  return `${d}Z`;
}
