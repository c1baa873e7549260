// @ts-check
// The San Yao board: draws the seeds in each hole and store, who controls each hole (son
// flags), the holes the player to move may sow from, and the sowing hand. It knows no rules:
// the controller passes the engine's state (or the animation's snapshot of it), its sons and
// its legal holes. Nodes are made once per hole and store and updated in place.
import { svg, setAttrs } from '../dom.js';
import * as Geo from './geometry.js';
import { drawDefs, drawStatic } from './board-static.js';
import { createHeap } from './pebbles.js';

/** @typedef {Geo.Player} Player */
/** @typedef {Geo.Pt} Pt */
/** @typedef {typeof Geo & Geo.Layout} Layout */
/**
 * @typedef {{pits: number[], owner: Player[], sons: number[], stores: number[], mover: Player | null,
 *   legal: number[], interactive: boolean,
 *   hand: import('./sowing.js').Snapshot['hand'], origin: import('./sowing.js').Snapshot['origin'],
 *   suggested?: number | null}} BoardView
 * `suggested`: the hole a suggestion names, ringed (the notice says it)
 */
/**
 * @typedef {{g: SVGElement, heap: import('./pebbles.js').Heap, pill: SVGElement, count: SVGElement,
 *   flag: SVGElement, caption: SVGElement, fx: SVGElement}} Hole
 */

/**
 * @param {Element} container
 * @param {{words: import('../i18n.js').Words, labels: import('./labels.js').Labels, turned: boolean}} options
 *   `turned`: North's row below (for a visitor playing North)
 */
export function createBoard(container, { words, labels, turned }) {
  const { t, num, language } = words;
  const { holeText, storeText } = labels;
  /** @type {Layout} */
  const G = { ...Geo, ...Geo.createLayout(turned) };
  const root = svg('svg', {
    viewBox: `0 0 ${G.WIDTH} ${G.HEIGHT}`, class: 'sy-board', role: 'group', 'aria-label': t('sy.board'),
  }, container);
  drawDefs(root);
  const { rows, relabel } = drawStatic(root, G, words);
  const storeLayer = svg('g', { class: 'sy-stores' }, root);
  const stores = /** @type {const} */ ([0, 1]).map((p) => createStore(G, storeLayer, p));
  const holeLayer = svg('g', { class: 'sy-holes' }, root);
  // Made in reading order (the top row left to right, then the bottom one), so Tab follows the eye.
  /** @type {Hole[]} */
  const holes = [];
  for (const h of G.grid().flat()) holes[h] = createHole(G, holeLayer, h);
  const fxLayer = svg('g', { class: 'sy-fx-layer', 'aria-hidden': 'true' }, root);
  const origin = createOriginTag(fxLayer);
  const hand = createHand(fxLayer);
  /** Effects running now, so a skip can stop them all. @type {Set<Animation>} */
  const running = new Set();

  /** @param {BoardView} view */
  function render(view) {
    rows.top.classList.toggle('is-lit', view.mover !== null && view.mover === G.topPlayer());
    rows.bottom.classList.toggle('is-lit', view.mover !== null && view.mover !== G.topPlayer());
    root.classList.toggle('is-interactive', view.interactive);
    holes.forEach((hole, h) => {
      const seeds = view.pits[h];
      const owner = view.owner[h];
      const son = view.sons.includes(h);
      const legal = view.interactive && view.legal.includes(h);
      hole.heap.set(seeds);
      hole.count.textContent = num(seeds);
      hole.g.classList.toggle('is-legal', legal);
      hole.g.classList.toggle('is-suggested', view.suggested === h);
      hole.g.classList.toggle('is-son', son);
      hole.g.classList.toggle('is-empty', seeds === 0);
      hole.g.classList.toggle('owner-0', owner === 0);
      hole.g.classList.toggle('owner-1', owner === 1);
      hole.g.classList.toggle('is-origin-lift', view.origin?.hole === h && view.origin.type === 'lift');
      hole.g.classList.toggle('is-origin-relay', view.origin?.hole === h && view.origin.type === 'relay');
      setAttrs(hole.flag, { display: son ? null : 'none' });
      if (son) caption(hole.caption, t('sy.sonCaption', { player: t(owner === 1 ? 'sy.north' : 'sy.south') }));
      setAttrs(hole.g, {
        // Tab stops at the holes one may sow from; arrows reach the others, whose refusal
        // is then explained.
        tabindex: legal ? 0 : -1,
        role: 'button',
        'aria-disabled': legal ? null : 'true',
        'aria-label': holeText(h, seeds, owner, son, view.mover, legal),
        'data-count': seeds,
        'data-owner': owner,
        'data-son': son ? 'true' : null,
        'data-legal': legal ? 'true' : null,
      });
    });
    stores.forEach((store, p) => {
      const n = view.stores[p];
      store.heap.set(n);
      store.count.textContent = num(n);
      store.g.classList.toggle('is-mover', view.mover === p);
      setAttrs(store.g, { 'aria-label': storeText(/** @type {Player} */ (p), n), 'data-count': n });
    });
    drawHand(view.hand);
    drawOrigin(view.origin);
  }

  /** The relay tag beside the hole the seeds in hand were lifted from. @param {BoardView['origin']} o */
  function drawOrigin(o) {
    const relay = o?.type === 'relay';
    const key = relay ? `${o.hole}:${o.seeds}:${language()}` : '';
    if (origin.g.getAttribute('data-key') === key) return;
    setAttrs(origin.g, { 'data-key': key, display: relay ? null : 'none' });
    if (!relay) return;
    const c = G.holeCentre(o.hole);
    const text = t('sy.fx.relay', { n: o.seeds });
    origin.text.textContent = text;
    const w = Math.max(40, 22 + textWidth(text));
    setAttrs(origin.box, { x: -w / 2, width: w });
    // Left of the hand, which hovers to the right of the hole.
    const dx = Math.min(w / 2 - 16, 30);
    setAttrs(origin.g, { transform: `translate(${c.x - dx} ${c.y + (G.isTop(o.hole) ? 70 : -70)})` });
    setAttrs(origin.tip, { d: G.isTop(o.hole) ? `M${dx - 8} -17L${dx} -27L${dx + 8} -17Z` : `M${dx - 8} 17L${dx} 27L${dx + 8} 17Z` });
    play(origin.g, [{ opacity: 0 }, { opacity: 1 }], 160);
  }

  /** @param {BoardView['hand']} h */
  function drawHand(h) {
    const wasShown = hand.g.classList.contains('is-shown');
    setAttrs(hand.g, { 'data-seeds': h ? h.seeds : null });
    hand.g.classList.toggle('is-shown', Boolean(h && h.seeds > 0));
    if (!h) return;
    const at = G.handPos(h.hole);
    // A hand that appears starts where it is, instead of gliding in from its last place.
    if (!wasShown) hand.g.style.transition = 'none';
    hand.g.style.transform = `translate(${at.x}px, ${at.y}px)`;
    if (!wasShown) {
      hand.g.getBoundingClientRect();
      hand.g.style.transition = '';
    }
    hand.heap.set(Math.min(h.seeds, 9));
    hand.count.textContent = num(h.seeds);
  }

  /**
   * Animates `el` (or the last n pebbles of a heap) from a point, then lets it rest.
   * @param {Element} el @param {Keyframe[]} frames @param {number} duration @param {number} [delay]
   */
  function play(el, frames, duration, delay = 0) {
    const a = el.animate(frames, { duration, delay, easing: 'cubic-bezier(.35,.6,.3,1)', fill: 'backwards' });
    running.add(a);
    a.finished.catch(() => {}).finally(() => running.delete(a));
    return a;
  }

  /**
   * The last `n` pebbles of a heap fly in from `from` (a point on the board).
   * @param {import('./pebbles.js').Heap} heap @param {number} n @param {Pt} from @param {number} duration
   */
  function arrive(heap, n, from, duration) {
    if (duration <= 0) return;
    const nodes = heap.last(n);
    const first = heap.shown - nodes.length;
    nodes.forEach((node, i) => {
      const to = heap.positionOf(first + i);
      const dx = from.x - to.x;
      const dy = from.y - to.y;
      const lift = -Math.min(40, 14 + Math.hypot(dx, dy) / 6);
      const base = node.getAttribute('transform') ?? '';
      const stagger = Math.min(duration * 0.4, i * (duration * 0.5) / Math.max(nodes.length, 1));
      play(node, [
        { transform: `translate(${dx}px, ${dy}px) ${cssOf(base)}`, opacity: 0.9 },
        { transform: `translate(${dx / 2}px, ${dy / 2 + lift}px) ${cssOf(base)} scale(1.15)`, offset: 0.5 },
        { transform: cssOf(base), opacity: 1 },
      ], duration - stagger, stagger);
    });
  }

  return {
    element: root,
    /** The board's layout (its orientation included). */
    layout: G,
    render,
    /** Redraws the words render does not touch (after a language switch); render follows. */
    relabel() {
      setAttrs(root, { 'aria-label': t('sy.board') });
      relabel();
    },
    /** Pebbles dropped in a hole come from the hand. @param {number} hole @param {number} n @param {Pt} from @param {number} ms */
    arriveInHole: (hole, n, from, ms) => arrive(holes[hole].heap, n, from, ms),
    /** @param {Player} player @param {number} n @param {Pt} from @param {number} ms */
    arriveInStore: (player, n, from, ms) => arrive(stores[player].heap, n, from, ms),
    /** Pebbles lifted into the hand; `from` is relative to the hand. @param {number} n @param {Pt} from @param {number} ms */
    arriveInHand: (n, from, ms) => arrive(hand.heap, n, from, ms),
    /**
     * A ring pulse on a hole: 'lift', 'relay', 'capture', 'take', 'drop'.
     * @param {number} h @param {string} kind @param {number} ms
     */
    pulse(h, kind, ms) {
      const hole = holes[h];
      hole.g.classList.add(`fx-${kind}`);
      setAttrs(hole.fx, { class: `sy-fx ${kind}` });
      const a = play(hole.fx, [
        { opacity: 0.95, transform: 'scale(0.92)' },
        { opacity: 0.8, transform: 'scale(1.08)', offset: 0.6 },
        { opacity: 0, transform: 'scale(1.18)' },
      ], Math.max(ms, 120));
      a.finished.catch(() => {}).finally(() => hole.g.classList.remove(`fx-${kind}`));
    },
    /**
     * A short word beside a hole or over a store ("Relay · 6", "+9").
     * @param {Pt} at @param {string} text @param {string} kind @param {number} ms
     */
    tag(at, text, kind, ms) {
      const g = svg('g', { class: `sy-tag ${kind}`, transform: `translate(${at.x} ${at.y})` }, fxLayer);
      const box = svg('rect', { class: 'sy-tag-box', y: -18, height: 36, rx: 18 }, g);
      const label = svg('text', { class: 'sy-tag-text', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
      label.textContent = text;
      const w = Math.max(40, 20 + textWidth(text));
      setAttrs(box, { x: -w / 2, width: w });
      const a = play(g, [
        { opacity: 0, transform: `translate(${at.x}px, ${at.y + 8}px) scale(0.8)` },
        { opacity: 1, transform: `translate(${at.x}px, ${at.y}px) scale(1)`, offset: 0.15 },
        { opacity: 1, transform: `translate(${at.x}px, ${at.y - 4}px) scale(1)`, offset: 0.8 },
        { opacity: 0, transform: `translate(${at.x}px, ${at.y - 10}px) scale(1)` },
      ], Math.max(ms, 200));
      a.finished.catch(() => {}).finally(() => g.remove());
    },
    /** Hand colour for a relay lift, or back to normal. @param {boolean} on */
    relayHand(on) {
      hand.g.classList.toggle('is-relay', on);
    },
    /** The hand's glide time for the next move. @param {number} ms */
    handSpeed(ms) {
      hand.g.style.setProperty('--sy-hand-ms', `${Math.round(ms)}ms`);
    },
    /** Stops every running effect (skip); the next render draws the final state. */
    stopEffects() {
      for (const a of [...running]) a.cancel();
      running.clear();
      fxLayer.querySelectorAll('.sy-tag:not(.sy-origin)').forEach((el) => el.remove());
      holes.forEach((hole) => hole.g.classList.remove('fx-lift', 'fx-relay', 'fx-capture', 'fx-take', 'fx-drop'));
      hand.g.classList.remove('is-relay');
    },
    /** Focuses the first hole the player may sow from. */
    focusFirstLegal() {
      const el = root.querySelector('.sy-hole[data-legal="true"]');
      if (el instanceof SVGElement) el.focus();
      return Boolean(el);
    },
    destroy() {
      for (const a of running) a.cancel();
      root.remove();
    },
  };
}

/**
 * Writes a son's caption, squeezed to fit its plate if a language makes it long.
 * @param {SVGElement} el @param {string} text
 */
function caption(el, text) {
  if (el.textContent === text) return;
  el.textContent = text;
  el.removeAttribute('textLength');
  const fits = 70;
  const length = /** @type {SVGTextElement} */ (el).getComputedTextLength?.() ?? 0;
  if (length > fits) setAttrs(el, { textLength: fits, lengthAdjust: 'spacingAndGlyphs' });
}

/**
 * About how wide a tag's text is at its 20-unit bold font: Latin letters and digits about 12
 * units, a Japanese or Chinese character a full 20 (so a box fits "リレー・6" as well as "Relay · 6").
 * @param {string} text
 */
function textWidth(text) {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/.test(ch) ? 20 : 12;
  return w;
}

/** An SVG transform attribute as a CSS transform (translate/rotate/scale in px/deg). @param {string} attr */
function cssOf(attr) {
  return attr
    .replace(/translate\(([-\d.]+) ([-\d.]+)\)/, 'translate($1px, $2px)')
    .replace(/rotate\(([-\d.]+)\)/, 'rotate($1deg)');
}

/** @param {Layout} G @param {SVGElement} parent @param {number} h @returns {Hole} */
function createHole(G, parent, h) {
  const c = G.holeCentre(h);
  const top = G.isTop(h);
  const g = svg('g', { class: `sy-hole ${top ? 'top' : 'bottom'}`, 'data-hole': h }, parent);
  const cell = G.cell(h);
  svg('rect', { class: 'sy-hit', x: cell.x, y: cell.y, width: cell.w, height: cell.h, rx: 18 }, g);
  svg('ellipse', { class: 'sy-son-ring', cx: c.x, cy: c.y, rx: G.HOLE_RX + 5, ry: G.HOLE_RY + 5 }, g);
  svg('ellipse', { class: 'sy-legal-ring', cx: c.x, cy: c.y, rx: G.HOLE_RX + 4, ry: G.HOLE_RY + 4 }, g);
  const heap = createHeap(g, h, c);
  const fx = svg('ellipse', { class: 'sy-fx', cx: c.x, cy: c.y, rx: G.HOLE_RX + 2, ry: G.HOLE_RY + 2, opacity: 0 }, g);
  // A son carries a name plate on its inner side: a small flag and "North's son", in the
  // conqueror's colour, pointing at the hole.
  const py = top ? c.y + G.HOLE_RY + 19 : c.y - G.HOLE_RY - 19;
  // The end columns' plates lean inward, clear of the sowing arrows; the pointer stays put.
  const col = G.column(h);
  const shift = col === 0 ? 14 : col === 4 ? -14 : 0;
  const flag = svg('g', { class: 'sy-flag', transform: `translate(${c.x} ${py})` }, g);
  const tip = top ? -13 : 13;
  svg('path', { class: 'sy-plate', d: `M-8 ${tip}L0 ${tip + Math.sign(tip) * 8}L8 ${tip}Z` }, flag);
  const plate = svg('g', { transform: `translate(${shift} 0)` }, flag);
  svg('rect', { class: 'sy-plate', x: -50, y: -13, width: 100, height: 26, rx: 7 }, plate);
  svg('path', { class: 'sy-flag-glyph', d: 'M-40 8V-8M-40 -7.5L-29 -3.5L-40 0.5' }, plate);
  const caption = svg('text', { class: 'sy-son-caption', x: 9, y: 0.5, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, plate);
  const p = G.countPos(h);
  const pill = svg('rect', { class: 'sy-pill', x: p.x - 27, y: p.y - 18, width: 54, height: 36, rx: 18 }, g);
  const count = svg('text', { class: 'sy-count', x: p.x, y: p.y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
  svg('rect', { class: 'sy-focus', x: cell.x + 3, y: cell.y + 3, width: cell.w - 6, height: cell.h - 6, rx: 16 }, g);
  return { g, heap, pill, count, flag, caption, fx };
}

/** @param {Layout} G @param {SVGElement} parent @param {Player} p */
function createStore(G, parent, p) {
  const c = G.storeCentre(p);
  const g = svg('g', { class: `sy-store p${p}`, role: 'img', 'data-store': p }, parent);
  const heap = createHeap(g, 10 + p, c);
  // The count sits at the store's outer end, by the player's name, clear of the heap's middle.
  const y = c.y + (p === G.topPlayer() ? -G.STORE_RY + 30 : G.STORE_RY - 30);
  svg('rect', { class: 'sy-store-pill', x: c.x - 29, y: y - 20, width: 58, height: 40, rx: 20 }, g);
  const count = svg('text', { class: 'sy-store-count', x: c.x, y, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
  return { g, heap, count };
}

/** The tag naming a relay lift, pointing at its hole. @param {SVGElement} parent */
function createOriginTag(parent) {
  const g = svg('g', { class: 'sy-tag relay sy-origin', display: 'none' }, parent);
  const tip = svg('path', { class: 'sy-tag-box' }, g);
  const box = svg('rect', { class: 'sy-tag-box', y: -18, height: 36, rx: 18 }, g);
  const text = svg('text', { class: 'sy-tag-text', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
  return { g, tip, box, text };
}

/** The sowing hand: a cupped palm of seeds with their number, gliding from hole to hole. @param {SVGElement} parent */
function createHand(parent) {
  const g = svg('g', { class: 'sy-hand' }, parent);
  svg('ellipse', { class: 'sy-hand-shadow', cx: 5, cy: 10, rx: 30, ry: 25 }, g);
  svg('ellipse', { class: 'sy-hand-palm', rx: 29, ry: 25 }, g);
  const heap = createHeap(g, 12, { x: 0, y: 0 });
  svg('circle', { class: 'sy-hand-badge', cx: 25, cy: -21, r: 16 }, g);
  const count = svg('text', { class: 'sy-hand-count', x: 25, y: -21, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
  return { g, heap, count };
}
