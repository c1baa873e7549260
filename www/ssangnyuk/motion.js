// @ts-check
// Checkers glide from where they left to where they landed. The board diffs the counts of
// two positions; each side's single departure and arrival pair into one flight (a step,
// a hit sending a checker to the bar, or an undo). Larger changes (new game, import) just
// appear, and so does everything when the user prefers reduced motion.

/** @typedef {import('./geometry.js').Color} Color */
/** @typedef {Map<string, {white: number, black: number}>} Counts */
/** @typedef {{color: Color, from: string, to: string}} Flight */

/**
 * @param {Counts | null} before
 * @param {Counts} after
 * @returns {Flight[]}
 */
export function flights(before, after) {
  if (!before) return [];
  /** @type {Flight[]} */
  const out = [];
  for (const color of /** @type {Color[]} */ (['white', 'black'])) {
    const gone = [];
    const came = [];
    for (const [key, now] of after) {
      const delta = now[color] - (before.get(key)?.[color] ?? 0);
      if (delta < 0) gone.push(...Array(-delta).fill(key));
      if (delta > 0) came.push(...Array(delta).fill(key));
    }
    if (!gone.length && !came.length) continue;
    if (gone.length !== 1 || came.length !== 1) return [];
    out.push({ color, from: gone[0], to: came[0] });
  }
  return out;
}

export function reducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Flies a checker face (`href`) from one point to another in `layer`, then calls `done`.
 * @param {SVGElement} layer
 * @param {string} href
 * @param {{x: number, y: number}} from
 * @param {{x: number, y: number}} to
 * @param {() => void} done
 */
export function fly(layer, href, from, to, done) {
  const ghost = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  ghost.setAttribute('href', href);
  ghost.setAttribute('class', 'ghost');
  layer.appendChild(ghost);
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const anim = ghost.animate(
    [
      { transform: `translate(${from.x}px, ${from.y}px)` },
      { transform: `translate(${to.x}px, ${to.y}px)` },
    ],
    { duration: Math.min(420, 160 + distance / 3), easing: 'cubic-bezier(.3,.7,.3,1)' },
  );
  const finish = () => {
    ghost.remove();
    done();
  };
  anim.onfinish = finish;
  anim.oncancel = finish;
}
