// @ts-check
// The parts of the board that never change: wood, frame, fields, the bar's half-moons, trays,
// point numbers, and the checker and gradient definitions the live layer refers to.
import { svg } from '../dom.js';
import * as Geo from './geometry.js';

/**
 * Gradients, grain and the two checker faces. Colours come from CSS custom properties via
 * classes, so a host page can theme them.
 * @param {SVGElement} root
 */
export function drawDefs(root) {
  const defs = svg('defs', {}, root);
  /** @param {string} id @param {string[]} stops @param {Record<string, string | number>} attrs */
  const gradient = (id, stops, attrs, tag = 'linearGradient') => {
    const g = svg(tag, { id, ...attrs }, defs);
    stops.forEach((cls, i) => svg('stop', { class: cls, offset: stops.length === 1 ? 0 : i / (stops.length - 1) }, g));
  };
  gradient('sn-wood', ['stop-wood-1', 'stop-wood-2', 'stop-wood-3'], { x1: 0, y1: 0, x2: 1, y2: 1 });
  gradient('sn-frame', ['stop-frame-1', 'stop-frame-2'], { x1: 0, y1: 0, x2: 0, y2: 1 });
  gradient('sn-white', ['stop-white-hi', 'stop-white-lo'], { cx: '38%', cy: '32%', r: '75%' }, 'radialGradient');
  gradient('sn-black', ['stop-black-hi', 'stop-black-lo'], { cx: '38%', cy: '32%', r: '75%' }, 'radialGradient');

  // Long, stretched noise reads as wood grain; it is drawn once and never changes.
  const grain = svg('filter', { id: 'sn-grain', x: 0, y: 0, width: 1, height: 1 }, defs);
  svg('feTurbulence', { type: 'fractalNoise', baseFrequency: '0.004 0.09', numOctaves: 3, seed: 7 }, grain);
  svg('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.25  0 0 0 0 0.13  0 0 0 0 0.04  0 0 0 1.1 -0.35' }, grain);
  svg('feComposite', { operator: 'in', in2: 'SourceGraphic' }, grain);

  const shadow = svg('filter', { id: 'sn-shadow', x: '-30%', y: '-30%', width: '160%', height: '160%' }, defs);
  svg('feDropShadow', { dx: 0, dy: 1.5, stdDeviation: 1.4, 'flood-opacity': 0.45 }, shadow);

  // The head of a suggested step's arrow.
  const head = svg('marker', { id: 'sn-suggest-head', viewBox: '0 0 10 10', refX: 7, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto-start-reverse' }, defs);
  svg('path', { class: 'suggest-head', d: 'M0 0L10 5L0 10z' }, head);

  // White checkers are plain turned discs; black ones carry a light ring and a centre dot,
  // so the two sides differ in shape as well as colour.
  const white = svg('g', { id: 'sn-checker-white', class: 'checker-face white' }, defs);
  svg('circle', { class: 'checker-body', r: Geo.R }, white);
  svg('circle', { class: 'checker-groove', r: Geo.R - 5 }, white);
  svg('circle', { class: 'checker-groove', r: Geo.R - 11 }, white);
  const black = svg('g', { id: 'sn-checker-black', class: 'checker-face black' }, defs);
  svg('circle', { class: 'checker-body', r: Geo.R }, black);
  svg('circle', { class: 'checker-ring', r: Geo.R - 8 }, black);
  svg('circle', { class: 'checker-dot', r: 3.2 }, black);
}

/**
 * Frame, playing surface, fields, moons, trays and numbers.
 * @param {SVGElement} root
 * @param {typeof Geo & Geo.Layout} G the board's layout
 * @param {(n: number) => string} num numbers in the game's language
 * @returns {Map<number, SVGElement>} the point numbers, which can be marked
 */
export function drawStatic(root, G, num) {
  const g = svg('g', { class: 'board-static', 'aria-hidden': 'true' }, root);
  const { WIDTH, HEIGHT, INNER, FRAME_X, FRAME_Y, TRAY_W, FIELD_LEN, GAP } = G;
  svg('rect', { class: 'frame', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 14 }, g);
  svg('rect', { class: 'grain', x: 0, y: 0, width: WIDTH, height: HEIGHT, rx: 14, filter: 'url(#sn-grain)' }, g);
  // The edge on the side to move's home glows: its home row (and tray) side.
  const edgeOf = (/** @type {'top' | 'bottom'} */ row) => (G.trayRow('white') === row ? 'white' : 'black');
  svg('rect', { class: `turn-edge ${edgeOf('top')}`, x: INNER.x, y: 1, width: INNER.w, height: 4, rx: 2 }, g);
  svg('rect', { class: `turn-edge ${edgeOf('bottom')}`, x: INNER.x, y: HEIGHT - 5, width: INNER.w, height: 4, rx: 2 }, g);

  svg('rect', { class: 'surface', ...box(INNER), rx: 4 }, g);
  svg('rect', { class: 'grain', ...box(INNER), filter: 'url(#sn-grain)' }, g);
  svg('rect', { class: 'surface-edge', ...box(INNER), rx: 4 }, g);

  for (const row of /** @type {const} */ (['top', 'bottom'])) {
    const y = row === 'top' ? FRAME_Y : FRAME_Y + FIELD_LEN + GAP;
    svg('rect', { class: 'tray', x: FRAME_X, y, width: TRAY_W, height: FIELD_LEN, rx: 6 }, g);
    svg('path', { class: 'moon', d: G.moonPath(row) }, g);
  }
  // A thin inlaid line along the middle gap, as carved boards have.
  svg('line', { class: 'inlay', x1: INNER.x + 8, x2: INNER.x + INNER.w - 8, y1: G.GAP_Y, y2: G.GAP_Y }, g);
  /** @type {Map<number, SVGElement>} */
  const numbers = new Map();
  for (let p = 1; p <= 24; p++) {
    svg('path', { class: `field ${p % 2 ? 'field-a' : 'field-b'}`, d: G.fieldPath(p) }, g);
    const n = G.numberPos(p);
    const label = svg('g', { class: 'point-number' }, g);
    svg('rect', { class: 'number-mark', x: n.x - 17, y: n.y - 11, width: 34, height: 22, rx: 11 }, label);
    svg('text', { x: n.x, y: n.y, 'dominant-baseline': 'central', 'text-anchor': 'middle' }, label).textContent = num(p);
    numbers.set(p, label);
  }
  return numbers;
}

/** @param {{x: number, y: number, w: number, h: number}} r */
function box(r) {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}
