// Measures the page's main thread while the computer thinks, in headless Chromium: for each
// game and level it plays against the computer (the visitor always takes the first lit
// choice) and records every long task (over 50 ms, Long Tasks API) and every span in which a
// turn card says data-thinking="true". Prints per level: computer moves, thinking time per
// move as seen by the page (median, p95), long tasks that began while it thought, and long
// tasks elsewhere. A measurement, not a test: the figures go in notes as medians.
//
//   npm run build && node scripts/bench-page.mjs [moves per level, default 60]
import { launchChromium, openPage } from '../tests/support/browser.mjs';
import { startServer } from './serve.mjs';
import { ssangnyukNext, ssangnyukAct, sanyaoNext } from './page-drivers.mjs';

const MOVES = Number(process.argv[2] ?? 60);

/** Installs the watchers before any page script runs. @param {import('playwright-core').Page} page */
async function watch(page) {
  await page.addInitScript(() => {
    const perf = { long: /** @type {number[][]} */ ([]), spans: /** @type {number[][]} */ ([]), since: /** @type {number | null} */ (null) };
    Object.defineProperty(window, '__perf', { value: perf });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) perf.long.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      const thinking = document.querySelector('[data-thinking="true"]') !== null;
      if (thinking && perf.since === null) perf.since = performance.now();
      if (!thinking && perf.since !== null) {
        perf.spans.push([perf.since, performance.now()]);
        perf.since = null;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-thinking'] });
  });
}

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};

/**
 * Plays until the computer has thought `moves` times (new games as needed).
 * @param {import('playwright-core').Page} page @param {string} url @param {'ssangnyuk' | 'sanyao'} game
 * @param {number} moves
 */
async function play(page, url, game, moves) {
  const spans = () => page.evaluate(() => /** @type {any} */ (window).__perf.spans.length);
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]');
  while ((await spans()) < moves) {
    if (game === 'ssangnyuk') {
      const next = await ssangnyukNext(page, 'white', 60000);
      if (next === 'over') await page.click('#sn-win-new');
      else await ssangnyukAct(page, next);
    } else {
      const next = await sanyaoNext(page, 60000);
      if (next === 'over') await page.click('#sy-match-new');
      else if (next === 'round') await page.click('#sy-round-next');
      else await page.click(`[data-hole="${next.hole}"]`);
    }
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { long, spans } = /** @type {any} */ (window).__perf;
    const inside = (/** @type {number} */ t) => spans.some((/** @type {number[]} */ [a, b]) => t >= a && t < b);
    return { spans: spans.map((/** @type {number[]} */ [a, b]) => b - a), during: long.filter((/** @type {number[]} */ [t]) => inside(t)).map((/** @type {number[]} */ x) => x[1]), other: long.filter((/** @type {number[]} */ [t]) => !inside(t)).map((/** @type {number[]} */ x) => x[1]) };
  });
}

const server = await startServer(0);
const browser = await launchChromium();
console.log(`computer moves per level: ${MOVES} (reduced motion, so moves are drawn at once)`);
console.log('game       level   moves  think median  p95 (ms)  long tasks while thinking (max ms)  long tasks elsewhere (max ms)');
try {
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    for (const level of ['easy', 'medium', 'hard']) {
      const { context, page } = await openPage(browser);
      await watch(page);
      const side = game === 'sanyao' ? 'south' : 'white';
      const r = await play(page, `${server.url}index.html?game=${game}&vs=computer&level=${level}&side=${side}&seed=2026`, game, MOVES);
      const max = (/** @type {number[]} */ xs) => (xs.length ? Math.max(...xs).toFixed(0) : '-');
      console.log(`${game.padEnd(10)} ${level.padEnd(7)} ${String(r.spans.length).padStart(5)}  ${quantile(r.spans, 0.5).toFixed(1).padStart(12)}  ${quantile(r.spans, 0.95).toFixed(1).padStart(8)}  ${String(r.during.length).padStart(26)} (${max(r.during)})  ${String(r.other.length).padStart(22)} (${max(r.other)})`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
