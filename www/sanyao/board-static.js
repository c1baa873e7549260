// @ts-check
// The parts of the San Yao ground that never change: packed earth, the scratched outline,
// ten dug hollows and two long stores, the sowing arrows, hole numbers, and the pebble and
// gradient definitions the live layer refers to. Colours come from --sy-* custom properties
// through classes, so a host page can theme the board.
import { svg } from '../dom.js';
import * as Geo from './geometry.js';

/** Pebble looks (each a gradient and a symbol). */
export const LOOKS = 5;

/** @param {SVGElement} root */
export function drawDefs(root) {
  const defs = svg('defs', {}, root);
  /** @param {string} id @param {string[]} stops @param {Record<string, string | number>} attrs */
  const gradient = (id, stops, attrs, tag = 'radialGradient') => {
    const g = svg(tag, { id, ...attrs }, defs);
    stops.forEach((cls, i) => svg('stop', { class: cls, offset: i / (stops.length - 1) }, g));
  };
  gradient('sy-earth', ['sy-stop-earth-1', 'sy-stop-earth-2', 'sy-stop-earth-3'], { cx: '50%', cy: '45%', r: '75%' });
  // A hollow is lit from the upper left: its far (upper) wall is in shadow, its floor paler.
  gradient('sy-hollow', ['sy-stop-hollow-floor', 'sy-stop-hollow-mid', 'sy-stop-hollow-wall'],
    { cx: '52%', cy: '60%', r: '62%', fx: '54%', fy: '68%' });
  gradient('sy-lip', ['sy-stop-lip-hi', 'sy-stop-lip-lo'], { x1: 0, y1: 1, x2: 0, y2: 0 }, 'linearGradient');
  for (let i = 0; i < LOOKS; i++) {
    gradient(`sy-peb-${i}`, [`sy-stop-peb-${i}-hi`, `sy-stop-peb-${i}-lo`], { cx: '36%', cy: '32%', r: '72%' });
  }

  // Packed earth: fine grit over a slow mottle, drawn once.
  const grit = svg('filter', { id: 'sy-grit', x: 0, y: 0, width: 1, height: 1 }, defs);
  svg('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.85, numOctaves: 2, seed: 4, result: 'n' }, grit);
  svg('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.16  0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 -1.4 0.95' }, grit);
  svg('feComposite', { operator: 'in', in2: 'SourceGraphic' }, grit);
  const mottle = svg('filter', { id: 'sy-mottle', x: 0, y: 0, width: 1, height: 1 }, defs);
  svg('feTurbulence', { type: 'fractalNoise', baseFrequency: '0.012 0.018', numOctaves: 3, seed: 11 }, mottle);
  svg('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.2  0 0 0 0 0.12  0 0 0 0 0.05  0 0 0 1.6 -0.55' }, mottle);
  svg('feComposite', { operator: 'in', in2: 'SourceGraphic' }, mottle);
  const soft = svg('filter', { id: 'sy-soft', x: '-20%', y: '-20%', width: '140%', height: '140%' }, defs);
  svg('feGaussianBlur', { stdDeviation: 2.2 }, soft);

  // A pebble: a soft shadow, a shaded body and a glint. Looks differ in colour.
  for (let i = 0; i < LOOKS; i++) {
    const p = svg('g', { id: `sy-pebble-${i}`, class: 'sy-pebble' }, defs);
    svg('ellipse', { class: 'sy-peb-shadow', cx: 1.8, cy: 2.8, rx: 9.8, ry: 8 }, p);
    svg('ellipse', { class: 'sy-peb-body', rx: 9.6, ry: 7.8, fill: `url(#sy-peb-${i})` }, p);
    svg('ellipse', { class: 'sy-peb-glint', cx: -3.4, cy: -3.1, rx: 2.8, ry: 1.6, transform: 'rotate(-25 -3.4 -3.1)' }, p);
  }
}

/**
 * The ground, the outline scratched around the holes, the hollows, arrows and numbers.
 * @param {SVGElement} root
 * @param {typeof Geo & Geo.Layout} G the board's layout
 * @param {import('../i18n.js').Words} words
 * @returns {{rows: Record<'top' | 'bottom', SVGElement>, relabel: () => void}} the row bands (lit for
 *   the side to move), and the function that writes the store names and hole numbers again
 *   (after a language switch)
 */
export function drawStatic(root, G, { t, num }) {
  const g = svg('g', { class: 'sy-static', 'aria-hidden': 'true' }, root);
  const { WIDTH, HEIGHT } = G;
  const ground = G.groundPath(WIDTH, HEIGHT, 26);
  svg('path', { class: 'sy-ground', d: ground }, g);
  svg('path', { class: 'sy-texture', d: ground, filter: 'url(#sy-mottle)' }, g);
  svg('path', { class: 'sy-texture', d: ground, filter: 'url(#sy-grit)' }, g);
  svg('path', { class: 'sy-ground-edge', d: ground }, g);
  grit(g, G);

  // The side to move gets a faint band of light along its row.
  const rows = {
    top: svg('rect', { class: 'sy-row-light top', x: 104, y: G.TOP_Y - 62, width: WIDTH - 208, height: 124, rx: 56 }, g),
    bottom: svg('rect', { class: 'sy-row-light bottom', x: 104, y: G.BOTTOM_Y - 62, width: WIDTH - 208, height: 124, rx: 56 }, g),
  };

  // The outline and the line between the rows, scratched with a stick: two slightly
  // different strokes, as a hand draws them.
  const x0 = 100;
  const x1 = WIDTH - 100;
  const y0 = G.TOP_Y - 60;
  const y1 = G.BOTTOM_Y + 60;
  for (const [dx, dy, cls] of /** @type {const} */ ([[0, 0, 'sy-scratch'], [1.2, -0.8, 'sy-scratch faint']])) {
    svg('path', {
      class: cls,
      d: `M${x0 + dx} ${y0 + 8 + dy}Q${x0 + 2} ${y0} ${x0 + 14} ${y0 - 1 + dy}L${x1 - 12} ${y0 + 1}Q${x1 + 1} ${y0 + 2 + dy} ${x1 - 1} ${y0 + 12}`
        + `L${x1 + 1 + dx} ${y1 - 10}Q${x1} ${y1 + 1} ${x1 - 13} ${y1 + dy}L${x0 + 12} ${y1 - 1}Q${x0 - 1} ${y1 - 1 + dy} ${x0 + dx} ${y1 - 12}Z`,
    }, g);
    const y = G.MID_Y;
    svg('path', { class: cls, d: `M${x0 + 6} ${y + dy}C${x0 + 180} ${y - 2} ${x1 - 200} ${y + 2 + dy} ${x1 - 6} ${y - 1}` }, g);
  }

  /** @type {SVGElement[]} */
  const names = [];
  /** @type {SVGElement[]} */
  const numbers = [];
  for (const player of /** @type {Geo.Player[]} */ ([1, 0])) {
    const c = G.storeCentre(player);
    hollow(g, c, G.STORE_RX, G.STORE_RY, 20 + player);
    const top = player === G.topPlayer();
    const name = svg('text', {
      class: `sy-store-name p${player}`, x: c.x + (top ? 6 : -6), y: top ? 30 : G.HEIGHT - 26,
      'text-anchor': 'middle', 'dominant-baseline': 'central',
    }, g);
    names[player] = name;
  }
  for (let h = 0; h < 10; h++) {
    hollow(g, G.holeCentre(h), G.HOLE_RX, G.HOLE_RY, h);
    const at = G.countPos(h);
    const n = svg('text', { class: 'sy-hole-number', x: at.x - 36, y: at.y + 1, 'text-anchor': 'end', 'dominant-baseline': 'central' }, g);
    numbers[h] = n;
  }
  const relabel = () => {
    names.forEach((name, player) => { name.textContent = t(player === 1 ? 'sy.north' : 'sy.south'); });
    numbers.forEach((n, h) => { n.textContent = num(h); });
  };
  relabel();

  // Sowing runs counter-clockwise: up at the right end, down at the left.
  arrow(g, WIDTH - 112, G.BOTTOM_Y - 50, G.TOP_Y + 50, -1);
  arrow(g, 112, G.TOP_Y + 50, G.BOTTOM_Y - 50, 1);
  return { rows, relabel };
}

/**
 * Small stones and crumbs lying on the ground, always in the same places, never in a hole.
 * @param {SVGElement} g @param {typeof Geo & Geo.Layout} G
 */
function grit(g, G) {
  const layer = svg('g', { class: 'sy-grit' }, g);
  for (let i = 0; i < 90; i++) {
    const p = { x: 18 + G.rand(i, 1, 31) * (G.WIDTH - 36), y: 16 + G.rand(i, 2, 31) * (G.HEIGHT - 32) };
    if (G.inHollow(p, 8)) continue;
    const big = G.rand(i, 3, 31) < 0.15;
    const rx = big ? 2.6 + G.rand(i, 4, 31) * 1.6 : 0.8 + G.rand(i, 4, 31) * 1.1;
    const [x, y] = [p.x.toFixed(1), p.y.toFixed(1)];
    svg('ellipse', {
      class: G.rand(i, 5, 31) < 0.5 ? 'light' : 'dark', cx: x, cy: y, rx: rx.toFixed(1),
      ry: (rx * (0.6 + G.rand(i, 6, 31) * 0.3)).toFixed(1), transform: `rotate(${Math.round(G.rand(i, 7, 31) * 180)} ${x} ${y})`,
    }, layer);
  }
}

/**
 * A dug hollow: a pale lip of thrown-up earth, the shaded pit, and a scratched rim.
 * @param {SVGElement} g @param {Geo.Pt} c @param {number} rx @param {number} ry @param {number} seed
 */
function hollow(g, c, rx, ry, seed) {
  const G = Geo;
  svg('path', { class: 'sy-lip', d: G.wobblyEllipse({ x: c.x + 1, y: c.y + 3.5 }, rx + 4, ry + 4, seed + 40), filter: 'url(#sy-soft)' }, g);
  svg('path', { class: 'sy-hollow', d: G.wobblyEllipse(c, rx, ry, seed) }, g);
  svg('path', { class: 'sy-hollow-shade', d: G.wobblyEllipse({ x: c.x + 1, y: c.y - 4 }, rx - 3, ry - 5, seed + 70) }, g);
  svg('path', { class: 'sy-rim', d: G.wobblyEllipse(c, rx, ry, seed) }, g);
}

/**
 * A curved arrow scratched in the earth.
 * @param {SVGElement} g @param {number} x @param {number} yFrom @param {number} yTo @param {number} bend
 */
function arrow(g, x, yFrom, yTo, bend) {
  const mid = (yFrom + yTo) / 2;
  const dir = Math.sign(yTo - yFrom);
  svg('path', { class: 'sy-arrow', d: `M${x} ${yFrom}Q${x + bend * 14} ${mid} ${x} ${yTo}` }, g);
  svg('path', { class: 'sy-arrow', d: `M${x - 7} ${yTo - dir * 9}L${x} ${yTo}L${x + 8} ${yTo - dir * 8}` }, g);
}
