// @ts-check
// A die drawn as a die: a rounded square with pips. Each die keeps its seven pip nodes and
// shows the ones its value needs, so redrawing never rebuilds it.
import { svg, setAttrs } from '../dom.js';

// Pip positions on a unit die (-1..1): top-left, top-right, middle-left, centre, middle-right,
// bottom-left, bottom-right.
const PIPS = [
  [-1, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [1, 1],
];
/** Which pips each face shows (indices into PIPS). */
const FACES = [[], [3], [1, 5], [1, 3, 5], [0, 1, 5, 6], [0, 1, 3, 5, 6], [0, 1, 2, 4, 5, 6]];

/**
 * @typedef {{g: SVGElement, pips: SVGElement[], throw: (delay?: number) => void,
 *   set: (value: number | null, opts?: {x?: number, y?: number, used?: boolean}) => void}} Die
 */

/**
 * Creates a die of `size` units centred on (x, y).
 * @param {Element} parent
 * @param {number} size
 * @returns {Die}
 */
export function createDie(parent, size) {
  const g = svg('g', { class: 'die' }, parent);
  // The face sits in its own group so a throw can spin it without losing the position.
  const face = svg('g', { class: 'die-face' }, g);
  const half = size / 2;
  svg('rect', { class: 'die-body', x: -half, y: -half, width: size, height: size, rx: size * 0.2 }, face);
  const spread = size * 0.27;
  const pips = PIPS.map(([px, py]) => svg('circle', { class: 'die-pip', cx: px * spread, cy: py * spread, r: size * 0.09 }, face));
  return {
    g,
    pips,
    throw(delay = 0) {
      if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
      face.animate(
        [
          { transform: 'translate(-14px, -10px) rotate(-160deg) scale(0.7)', opacity: 0 },
          { transform: 'translate(2px, 1px) rotate(12deg) scale(1.06)', opacity: 1, offset: 0.7 },
          { transform: 'none', opacity: 1 },
        ],
        { duration: 420, delay, easing: 'cubic-bezier(.2,.8,.3,1)', fill: 'backwards' },
      );
    },
    set(value, opts = {}) {
      const on = value ? FACES[value] ?? [] : [];
      pips.forEach((pip, i) => setAttrs(pip, { visibility: on.includes(i) ? null : 'hidden' }));
      g.classList.toggle('is-blank', !value);
      g.classList.toggle('is-used', Boolean(opts.used));
      if (opts.x !== undefined && opts.y !== undefined) setAttrs(g, { transform: `translate(${opts.x} ${opts.y})` });
    },
  };
}

/**
 * A standalone inline SVG with one die, for HTML (panel, jaengdu card).
 * @param {number} px the size on screen, in CSS pixels
 * @returns {{el: SVGSVGElement, die: Die}}
 */
export function dieIcon(px) {
  const el = /** @type {SVGSVGElement} */ (svg('svg', { viewBox: '-25 -25 50 50', width: px, height: px, class: 'die-icon', 'aria-hidden': 'true' }));
  const die = createDie(el, 44);
  return { el, die };
}
