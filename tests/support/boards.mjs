// What a Ssangnyuk board on the page must show for an engine position, in the shape the
// tests read it from the page (data-key -> count and colour).

/** The board a position must show. @param {{points: number[], bar: number[], off: number[]}} p */
export function snExpected(p) {
  /** @type {Record<string, {count: number, color: string | null}>} */
  const out = {};
  p.points.forEach((n, i) => { out[`p${i + 1}`] = { count: Math.abs(n), color: n > 0 ? 'white' : n < 0 ? 'black' : null }; });
  out['bar-white'] = { count: p.bar[0], color: p.bar[0] ? 'white' : null };
  out['bar-black'] = { count: p.bar[1], color: p.bar[1] ? 'black' : null };
  out['off-white'] = { count: p.off[0], color: p.off[0] ? 'white' : null };
  out['off-black'] = { count: p.off[1], color: p.off[1] ? 'black' : null };
  return out;
}
