// @ts-check
// A heap of pebbles in a hole, a store or the sowing hand. Each heap keeps its <use> nodes
// and shows as many as it holds; pebble k always lies in slot k, so a heap never reshuffles
// when a pebble comes or goes.
import { svg, setAttrs } from '../dom.js';
import { slot } from './geometry.js';

/** Pebbles drawn at most in one hole (the count is written anyway). */
const MAX_HOLE = 44;
const MAX_STORE = 50;

/**
 * @typedef {{g: SVGElement, shown: number, nodes: SVGElement[], key: number,
 *   set: (n: number) => void, positionOf: (k: number) => {x: number, y: number},
 *   last: (n: number) => SVGElement[]}} Heap
 */

/**
 * @param {SVGElement} parent
 * @param {number} key hole 0-9, 10 + player for a store, 12 for the hand
 * @param {{x: number, y: number}} centre
 * @returns {Heap}
 */
export function createHeap(parent, key, centre) {
  const g = svg('g', { class: 'sy-heap', transform: `translate(${centre.x} ${centre.y})` }, parent);
  const max = key === 10 || key === 11 ? MAX_STORE : MAX_HOLE;
  /** @type {SVGElement[]} */
  const nodes = [];
  const heap = {
    g, shown: 0, nodes, key,
    /** @param {number} n */
    set(n) {
      const want = Math.min(Math.max(n, 0), max);
      while (nodes.length < want) {
        const k = nodes.length;
        const s = slotOf(key, k);
        nodes.push(svg('use', {
          href: `#sy-pebble-${s.look}`,
          transform: `translate(${s.x.toFixed(1)} ${s.y.toFixed(1)}) rotate(${s.rot}) scale(${s.scale.toFixed(2)})`,
        }, g));
      }
      nodes.forEach((node, k) => setAttrs(node, { display: k < want ? null : 'none' }));
      heap.shown = want;
    },
    /** Where slot k lies, in board units. @param {number} k */
    positionOf(k) {
      const s = slotOf(key, Math.min(k, max - 1));
      return { x: centre.x + s.x, y: centre.y + s.y };
    },
    /** The last n pebbles shown (the ones that just arrived). @param {number} n */
    last(n) {
      return nodes.slice(Math.max(0, heap.shown - n), heap.shown);
    },
  };
  return heap;
}

/** The hand is small: its pebbles huddle in a tight cluster. @param {number} key @param {number} k */
function slotOf(key, k) {
  if (key !== 12) return slot(key, k);
  const s = slot(3, k);
  return { ...s, x: s.x * 0.55, y: s.y * 0.55 - 2 };
}
