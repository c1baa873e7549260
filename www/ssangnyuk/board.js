// @ts-check
// The Ssangnyuk board: draws a position, the dice, the movable checkers and the lit
// destinations it is given. It knows no rules: the controller passes exactly the engine's
// steps. Nodes are created once per location (keyed p1..p24, bar-*, off-*) and updated.
import { svg, setAttrs } from '../dom.js';
import * as Geo from './geometry.js';
import { drawDefs, drawStatic } from './board-static.js';
import { createDie } from './dice.js';
import { flights, fly, reducedMotion } from './motion.js';

/** @typedef {import('./geometry.js').Color} Color */
/** @typedef {import('./geometry.js').LocKey} LocKey */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukStep} SsangnyukStep */
/** @typedef {{id: string, to: LocKey, step: SsangnyukStep}} Dest */
/**
 * @typedef {{points: number[], bar: number[], off: number[], turn: Color,
 *   sources: LocKey[], selected: LocKey | null, dests: Dest[],
 *   dice: import('../pkg/madang_wasm.js').SsangnyukDie[], interactive: boolean, showTurn: boolean,
 *   recent: number[], suggested?: {from: LocKey, to: LocKey}[]}} BoardView
 * `suggested`: the steps of a suggested play, in order, drawn as numbered arrows
 */
/**
 * @typedef {{g: SVGElement, key: LocKey, stack: SVGElement, faces: SVGElement[],
 *   count: SVGElement, countBg: SVGElement, ring: SVGElement, marker: SVGElement, tagBox: SVGElement,
 *   tagText: SVGElement, chips: Map<string, SVGElement>}} Loc
 */

const DIE = 52;
const SLAB_H = 9;
const SLAB_PITCH = 11.6;

/**
 * What the drawing helpers share: the board's layout and the words of its game.
 * @typedef {{G: typeof Geo & Geo.Layout, labels: import('./labels.js').Labels, num: (n: number) => string}} Ctx
 */

/**
 * @param {Element} container
 * @param {{words: import('../i18n.js').Words, labels: import('./labels.js').Labels, swapped: boolean}} options
 *   `swapped`: Black's home along the bottom (for a visitor playing Black)
 */
export function createBoard(container, { words, labels, swapped }) {
  const { t, num } = words;
  const G = { ...Geo, ...Geo.createLayout(swapped) };
  /** @type {Ctx} */
  const B = { G, labels, num };
  const { stepText } = labels;
  const root = svg('svg', {
    viewBox: `0 0 ${G.WIDTH} ${G.HEIGHT}`, class: 'sn-board', role: 'group', 'aria-label': t('sn.board'),
  }, container);
  drawDefs(root);
  const numbers = drawStatic(root, G, num);
  const diceLayer = svg('g', { class: 'board-dice', 'aria-hidden': 'true', filter: 'url(#sn-shadow)' }, root);
  const dice = [0, 1, 2, 3].map(() => createDie(diceLayer, DIE));
  const locLayer = svg('g', { class: 'locs' }, root);
  /** @type {Map<LocKey, Loc>} */
  const locs = new Map(G.readingOrder().map((key) => [key, createLoc(B, locLayer, key)]));
  // Spoken and written in the turn's notice; drawn here for the eye only.
  const suggestLayer = svg('g', { class: 'suggest-layer', 'aria-hidden': 'true' }, root);
  const flyLayer = svg('g', { class: 'fly', 'aria-hidden': 'true' }, root);
  /** @type {import('./motion.js').Counts | null} */
  let lastCounts = null;

  /** @param {BoardView} view */
  function render(view) {
    const counts = countsOf(view);
    root.classList.toggle('turn-white', view.showTurn && view.turn === 'white');
    root.classList.toggle('turn-black', view.showTurn && view.turn === 'black');
    root.classList.toggle('has-pick', Boolean(view.selected));
    const destByLoc = new Map(view.dests.filter((d) => d.to.startsWith('p')).map((d) => [d.to, d]));
    for (const loc of locs.values()) {
      const c = counts.get(loc.key) ?? { white: 0, black: 0 };
      drawStack(B, loc, c);
      const dest = view.interactive ? destByLoc.get(loc.key) : undefined;
      const isSource = view.interactive && !dest && view.sources.includes(loc.key);
      const picked = isSource && view.selected === loc.key;
      drawMarker(B, loc, dest, c, view.turn);
      const chips = loc.key.startsWith('off') ? drawChips(B, loc, view.interactive ? view.dests.filter((d) => d.to === loc.key) : []) : 0;
      const n = c.white + c.black;
      setAttrs(loc.ring, { cy: G.slotY(G.stackAnchor(loc.key).row, Math.min(Math.max(n, 1), G.MAX_DRAWN) - 1) });
      loc.g.classList.toggle('is-source', isSource);
      loc.g.classList.toggle('is-picked', picked);
      loc.g.classList.toggle('is-dest', Boolean(dest) || chips > 0);
      const where = describe(B, loc.key, c);
      setAttrs(loc.g, {
        'data-role': dest ? 'dest' : isSource ? 'source' : null,
        'data-step': dest ? dest.id : null,
        // A tray holding bear-off chips is a group, so its chip buttons stay reachable. Every
        // other place is a button the arrow keys reach (Tab stops only at the lit ones); an
        // unlit one is disabled, and pressing it says why it is no move.
        role: chips ? 'group' : 'button',
        'aria-disabled': dest || isSource || chips ? null : 'true',
        tabindex: dest || picked || (isSource && !view.selected) ? 0 : chips ? null : -1,
        'aria-pressed': isSource ? String(picked) : null,
        'aria-label': dest ? stepText(dest.step) : isSource ? t(picked ? 'sn.source.picked' : 'sn.source.movable', { where }) : where,
        'data-count': n,
        'data-color': c.white ? 'white' : c.black ? 'black' : null,
      });
    }
    drawDice(view.dice);
    drawSuggestion(B, suggestLayer, view.suggested ?? [], counts);
    // The points the previous turn touched, for the player who takes the device next.
    for (const [p, el] of numbers) el.classList.toggle('is-recent', view.recent.includes(p));
    animate(lastCounts, counts);
    lastCounts = counts;
  }

  let diceShown = false;
  /** @param {{value: number, used: boolean}[]} list */
  function drawDice(list) {
    // A fresh roll lands with a small throw; using dice afterwards only dims them.
    if (list.length && !diceShown) dice.forEach((die, i) => i < list.length && die.throw(i * 70));
    diceShown = list.length > 0;
    const width = list.length * DIE + (list.length - 1) * 12;
    dice.forEach((die, i) => {
      const d = list[i];
      setAttrs(die.g, { display: d ? null : 'none' });
      if (d) die.set(d.value, { x: G.DICE_X - width / 2 + DIE / 2 + i * (DIE + 12), y: G.GAP_Y, used: d.used });
    });
  }

  /** @param {import('./motion.js').Counts | null} before @param {import('./motion.js').Counts} after */
  function animate(before, after) {
    if (reducedMotion()) return;
    for (const f of flights(before, after)) {
      const src = locs.get(f.from);
      const dst = locs.get(f.to);
      if (!src || !dst) continue;
      const face = dst.faces.find((u) => u.getAttribute('data-top') === '1' && u.getAttribute('display') !== 'none');
      const from = topOf(B, f.from, before?.get(f.from)?.[f.color] ?? 1);
      const to = topOf(B, f.to, after.get(f.to)?.[f.color] ?? 1);
      face?.classList.add('arriving');
      fly(flyLayer, `#sn-checker-${f.color}`, from, to, () => face?.classList.remove('arriving'));
    }
  }

  return {
    element: root,
    render,
    /** Redraws the words render does not touch (after a language switch); render follows. */
    relabel() {
      setAttrs(root, { 'aria-label': t('sn.board') });
      for (const [p, el] of numbers) {
        const text = el.querySelector('text');
        if (text) text.textContent = num(p);
      }
    },
    /** Focuses a location or destination chip by key; false when it is not focusable. @param {string} key */
    focus(key) {
      const el = root.querySelector(`[data-key="${CSS.escape(key)}"][tabindex], [data-step="${CSS.escape(key)}"][tabindex]`);
      if (el instanceof SVGElement) el.focus();
      return Boolean(el);
    },
    /** Focuses the first target with `role` ('source' or 'dest'). @param {string} role */
    focusFirst(role) {
      const el = root.querySelector(`[data-role="${role}"][tabindex="0"]`);
      if (el instanceof SVGElement) el.focus();
      return Boolean(el);
    },
    destroy() {
      root.remove();
    },
  };
}

/** @param {Ctx} B @param {SVGElement} parent @param {LocKey} key @returns {Loc} */
function createLoc({ G }, parent, key) {
  const kind = key.startsWith('p') ? 'point' : key.startsWith('bar') ? 'bar' : 'tray';
  const g = svg('g', { class: `loc ${kind}`, 'data-key': key }, parent);
  const hr = G.hitRect(key);
  svg('rect', { class: 'hit', x: hr.x, y: hr.y, width: hr.w, height: hr.h }, g);
  const { x, row } = G.stackAnchor(key);
  if (kind === 'point') svg('path', { class: 'glow', d: G.fieldPath(Number(key.slice(1))) }, g);
  else if (kind === 'bar') svg('path', { class: 'glow', d: G.moonPath(row) }, g);
  else svg('rect', { class: 'glow', x: hr.x, y: row === 'top' ? G.FRAME_Y : hr.y + 8, width: hr.w, height: G.FIELD_LEN, rx: 6 }, g);
  const stack = svg('g', { class: 'stack' }, g);
  const countBg = svg('circle', { class: 'stack-count-bg', cx: x, r: 13 }, g);
  const count = svg('text', { class: 'stack-count', 'text-anchor': 'middle', 'dominant-baseline': 'central', x }, g);
  const ring = svg('circle', { class: 'source-ring', cx: x, r: G.R + 4 }, g);
  const marker = svg('g', { class: 'marker' }, g);
  svg('circle', { class: 'landing', r: G.R }, marker);
  const tagBox = svg('rect', { class: 'tag', height: 30, y: -15, rx: 15 }, marker);
  const tagText = svg('text', { class: 'tag-text', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, marker);
  svg('rect', { class: 'focus-ring', x: hr.x + 1.5, y: hr.y + 1.5, width: hr.w - 3, height: hr.h - 3, rx: 8 }, g);
  return { g, key, stack, faces: [], count, countBg, ring, marker, tagBox, tagText, chips: new Map() };
}

/** @param {Ctx} B @param {Loc} loc @param {{white: number, black: number}} c */
function drawStack(B, loc, c) {
  const { G, num } = B;
  const color = c.white ? 'white' : 'black';
  const n = c.white + c.black;
  const { x, row } = G.stackAnchor(loc.key);
  const tray = loc.key.startsWith('off');
  const shown = tray ? n : Math.min(n, G.MAX_DRAWN);
  while (loc.faces.length < shown) {
    loc.faces.push(tray ? svg('rect', { class: 'slab', x: x - 20, width: 40, height: SLAB_H, rx: 2.5 }, loc.stack) : svg('use', {}, loc.stack));
  }
  loc.faces.forEach((face, k) => {
    if (k >= shown) return setAttrs(face, { display: 'none' });
    if (tray) {
      return setAttrs(face, { display: null, y: slabY(row, k), class: `slab ${color}` });
    }
    setAttrs(face, {
      display: null, href: `#sn-checker-${color}`, 'data-top': k === shown - 1 ? '1' : null,
      transform: `translate(${x} ${G.slotY(row, k)})`,
    });
  });
  // Stacks taller than the field show their number on the top checker; trays always do.
  const label = tray ? n > 0 : n > G.MAX_DRAWN;
  const y = tray ? G.baseY(row) + G.growth(row) * (6 + 15 * SLAB_PITCH + 14) : G.slotY(row, G.MAX_DRAWN - 1);
  setAttrs(loc.count, { display: label ? null : 'none', y, class: `stack-count ${color}${tray ? ' tray-count' : ''}` });
  // A plain disc under the number hides the black checker's ring, so the digits stay legible.
  setAttrs(loc.countBg, { display: label && !tray ? null : 'none', cy: y, class: `stack-count-bg ${color}` });
  loc.count.textContent = label ? num(n) : '';
}

/**
 * The lit landing spot on a destination point, with the die (or dice) the step uses.
 * @param {Ctx} B @param {Loc} loc @param {Dest | undefined} dest @param {{white: number, black: number}} c @param {Color} mover
 */
function drawMarker({ G, labels }, loc, dest, c, mover) {
  setAttrs(loc.marker, { display: dest ? null : 'none' });
  if (!dest) return;
  const { x, row } = G.stackAnchor(loc.key);
  const own = c[mover];
  const y = G.slotY(row, Math.min(own, G.MAX_DRAWN - 1));
  const text = labels.stepDiceText(dest.step.dice);
  const w = Math.max(30, 12 + text.length * 12.5);
  setAttrs(loc.marker, { transform: `translate(${x} ${y})`, class: `marker${dest.step.hit ? ' is-hit' : ''}` });
  setAttrs(loc.tagBox, { x: -w / 2, width: w });
  loc.tagText.textContent = text;
}

/**
 * Bearing-off destinations: one chip in the tray per step, since several dice may bear off
 * the same checker and the choice matters for the rest of the turn.
 * @param {Ctx} B @param {Loc} loc @param {Dest[]} dests
 * @returns {number} how many chips are shown
 */
function drawChips({ G, labels }, loc, dests) {
  const { stepText, stepDiceText } = labels;
  const { x, row } = G.stackAnchor(loc.key);
  const seen = new Set();
  dests.forEach((d, i) => {
    seen.add(d.id);
    let chip = loc.chips.get(d.id);
    if (!chip) {
      chip = svg('g', { class: 'chip', role: 'button', tabindex: 0, 'data-role': 'dest', 'data-step': d.id, 'data-key': d.id }, loc.g);
      svg('rect', { class: 'chip-box', x: -25, y: -17, width: 50, height: 34, rx: 11 }, chip);
      svg('text', { class: 'chip-text', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, chip);
      svg('rect', { class: 'focus-ring', x: -28, y: -20, width: 56, height: 40, rx: 13 }, chip);
      loc.chips.set(d.id, chip);
    }
    const y = G.GAP_Y - G.growth(row) * (G.GAP / 2 + 26 + i * 40);
    setAttrs(chip, { transform: `translate(${x} ${y})`, 'aria-label': stepText(d.step) });
    const text = chip.querySelector('.chip-text');
    if (text) text.textContent = stepDiceText(d.step.dice);
  });
  for (const [id, chip] of loc.chips) {
    if (!seen.has(id)) {
      chip.remove();
      loc.chips.delete(id);
    }
  }
  return dests.length;
}

/**
 * A suggested play: each step an arrow from the checker it moves to where it lands, numbered
 * in order, and both ends marked. Steps are drawn on the board as it stands (before the play),
 * so a checker moved twice shows two arrows end to end. `data-steps` on the layer names them.
 * @param {Ctx} B @param {SVGElement} layer @param {{from: LocKey, to: LocKey}[]} steps
 * @param {import('./motion.js').Counts} counts
 */
function drawSuggestion(B, layer, steps, counts) {
  const key = steps.map((st) => `${st.from}>${st.to}`).join(' ');
  if (layer.dataset.steps === key) return;
  layer.dataset.steps = key;
  layer.replaceChildren();
  steps.forEach((st, i) => {
    const n = (/** @type {{white: number, black: number} | undefined} */ c) => Math.max((c?.white ?? 0) + (c?.black ?? 0), 1);
    const a = topOf(B, st.from, n(counts.get(st.from)));
    const b = topOf(B, st.to, n(counts.get(st.to)));
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    // Stop short of the centres, so the arrow runs between the checkers, not over them.
    const ux = dx / len;
    const uy = dy / len;
    const inset = Math.min(B.G.R, len / 3);
    const g = svg('g', { class: 'suggest-step', 'data-n': i + 1 }, layer);
    svg('line', { class: 'suggest-arrow', x1: a.x + ux * inset, y1: a.y + uy * inset, x2: b.x - ux * inset, y2: b.y - uy * inset, 'marker-end': 'url(#sn-suggest-head)' }, g);
    svg('circle', { class: 'suggest-end', cx: b.x, cy: b.y, r: B.G.R + 3 }, g);
    const mx = a.x + dx / 2;
    const my = a.y + dy / 2;
    svg('circle', { class: 'suggest-badge', cx: mx, cy: my, r: 14 }, g);
    const text = svg('text', { class: 'suggest-num', x: mx, y: my, 'text-anchor': 'middle', 'dominant-baseline': 'central' }, g);
    text.textContent = B.num(i + 1);
  });
}

/** @param {Ctx} B @param {LocKey} key @param {{white: number, black: number}} c */
function describe({ labels }, key, c) {
  const { pointText, barText, offText } = labels;
  if (key.startsWith('p')) return pointText(Number(key.slice(1)), c.white - c.black);
  const color = /** @type {Color} */ (key.endsWith('white') ? 'white' : 'black');
  return key.startsWith('bar') ? barText(color, c[color]) : offText(color, c[color]);
}

/** @param {Ctx} B @param {LocKey} key @param {number} count where a checker sits on top of `count` */
function topOf({ G }, key, count) {
  const { x, row } = G.stackAnchor(key);
  if (key.startsWith('off')) return { x, y: slabY(row, Math.max(count - 1, 0)) + SLAB_H / 2 };
  return { x, y: G.slotY(row, Math.min(Math.max(count, 1), G.MAX_DRAWN) - 1) };
}

/** Top edge of the k-th borne-off slab in a tray. @param {Geo.Row} row @param {number} k */
function slabY(row, k) {
  return row === 'bottom' ? Geo.baseY(row) - 6 - SLAB_H - k * SLAB_PITCH : Geo.baseY(row) + 6 + k * SLAB_PITCH;
}

/** @param {BoardView} view */
function countsOf(view) {
  /** @type {import('./motion.js').Counts} */
  const m = new Map();
  view.points.forEach((n, i) => m.set(`p${i + 1}`, { white: Math.max(n, 0), black: Math.max(-n, 0) }));
  m.set('bar-white', { white: view.bar[0], black: 0 });
  m.set('bar-black', { white: 0, black: view.bar[1] });
  m.set('off-white', { white: view.off[0], black: 0 });
  m.set('off-black', { white: 0, black: view.off[1] });
  return m;
}
