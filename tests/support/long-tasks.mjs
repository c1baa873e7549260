// Watches a page's main thread while the computer thinks: every long task (over 50 ms, as the
// browser's Long Tasks API reports them) and every span of time a turn card says
// data-thinking="true". A task that starts inside such a span froze the page while it thought.
import { readFileSync } from 'node:fs';

/** Installs the watchers before any page script runs. @param {import('playwright-core').Page} page */
export async function watchLongTasks(page) {
  await page.addInitScript(() => {
    const perf = { long: /** @type {{start: number, duration: number}[]} */ ([]), spans: /** @type {number[][]} */ ([]), since: /** @type {number | null} */ (null) };
    Object.defineProperty(window, '__perf', { value: perf });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) perf.long.push({ start: e.startTime, duration: e.duration });
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

/**
 * What the watchers saw: the thinking spans, and the long tasks that began inside one.
 * @param {import('playwright-core').Page} page
 */
export async function longTaskReport(page) {
  // Long task entries arrive a little after the task; give the observer a moment.
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const perf = /** @type {any} */ (window).__perf;
    const spans = perf.since === null ? perf.spans : [...perf.spans, [perf.since, performance.now()]];
    const during = perf.long.filter((/** @type {any} */ t) => spans.some(([a, b]) => t.start >= a && t.start < b));
    const thinkingMs = spans.reduce((sum, [a, b]) => sum + (b - a), 0);
    const longest = Math.max(0, ...perf.long.map((/** @type {any} */ t) => t.duration));
    return { spans: spans.length, thinkingMs, during, longest, all: perf.long.length };
  });
}

/**
 * Makes the computer player think for at least `ms` per move, inside its worker: the page's
 * worker script is served wrapped, so each answer waits in a busy loop before it is posted.
 * Were the thinking done on the page's thread, this would show as a long task there.
 * @param {import('playwright-core').Page} page @param {string} root the checkout @param {number} ms
 */
export async function slowComputer(page, root, ms) {
  const real = readFileSync(`${root}www/bot-worker.js`, 'utf8');
  const wrapper = `import './bot-worker-real.js';
const post = self.postMessage.bind(self);
self.postMessage = (message) => {
  const end = performance.now() + ${Number(ms)};
  while (performance.now() < end) { /* thinking hard */ }
  post(message);
};`;
  await page.route('**/www/bot-worker.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: wrapper }));
  await page.route('**/www/bot-worker-real.js', (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: real }));
}
