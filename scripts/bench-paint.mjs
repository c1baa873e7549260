// Times how long a tap on the board takes to reach the screen, in headless Chromium (software
// raster, as on a machine without a usable GPU): the Event Timing API's duration of the click,
// from the click to the first frame presented after it, raster included (reported in steps of
// 8 ms). Beside it, the time to the second requestAnimationFrame after the click, which counts
// the main thread's work only (the raster runs on other threads), to show where the time goes.
// Ssangnyuk: picking a checker in a game for two after a roll of 6-5; San Yao: sowing the first
// lit hole of a new game for two. Each run is a fresh page; with --old, every run alternates
// between that checkout and this one, served side by side, so the two are compared under the
// same load. Prints medians per game and screen size. A measurement, not a test.
//
//   npm run build && node scripts/bench-paint.mjs [--old DIR] [runs, default 5]
//   DIR: another checkout (or `git archive` of one) with its www/pkg built or copied in
import { launchChromium } from '../tests/support/browser.mjs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const oldAt = args.indexOf('--old');
const oldRoot = oldAt >= 0 ? args.splice(oldAt, 2)[1] : null;
const RUNS = Number(args[0] ?? 5);
const SIZES = /** @type {const} */ ([['desktop', 1280, 800], ['phone', 390, 844]]);

/** Ssangnyuk's opening position, White to move with 6-5 rolled (the page's save format, v1). */
const OPENING = { points: [2, 0, 0, 0, 0, -5, 0, -3, 0, 0, 0, 5, -5, 0, 0, 0, 3, 0, 5, 0, 0, 0, 0, -2], bar: [0, 0], off: [0, 0], turn: 'white' };
const SN_SAVE = JSON.stringify({ v: 1, position: JSON.stringify(OPENING), dice: [6, 5], taken: [], log: [] });

/** The selector clicked once the page is ready, per game. */
const TARGET = { ssangnyuk: '.sn-board [data-role="source"]', sanyao: '.sy-board [data-hole][data-legal="true"]' };

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * One tap on a fresh page. @param {import('playwright-core').Browser} browser @param {string} url
 * @param {'ssangnyuk' | 'sanyao'} game @param {number} width @param {number} height
 * @returns {Promise<{frames: number, event: number}>} ms
 */
async function tap(browser, url, game, width, height) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.addInitScript((save) => {
      if (save) localStorage.setItem('madang.ssangnyuk.people', save);
      const seen = { frames: /** @type {number | null} */ (null), event: /** @type {number | null} */ (null) };
      Object.defineProperty(window, '__paint', { value: seen });
      addEventListener('click', (e) => {
        const t0 = e.timeStamp;
        requestAnimationFrame(() => requestAnimationFrame(() => { seen.frames = performance.now() - t0; }));
      }, { capture: true, once: true });
      // durationThreshold is Event Timing's own option, newer than TypeScript's DOM types.
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'click' && seen.event === null) seen.event = e.duration;
      }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
    }, game === 'ssangnyuk' ? SN_SAVE : null);
    // A seed would open another slot than the saved game's; San Yao takes one for the same draw.
    await page.goto(`${url}index.html?game=${game}&vs=people${game === 'sanyao' ? '&seed=7' : ''}`);
    await page.waitForSelector('body[data-ready="true"]');
    await page.waitForSelector(TARGET[game]);
    // Let the first paints and any entrance settle, so the tap is the only change.
    await page.waitForTimeout(800);
    await page.locator(TARGET[game]).first().click();
    await page.waitForFunction(() => /** @type {any} */ (window).__paint.frames !== null, null, { timeout: 10000, polling: 50 });
    // Event Timing reports only events over 16 ms: none within a second means one under that.
    await page.waitForFunction(() => /** @type {any} */ (window).__paint.event !== null, null, { timeout: 1000, polling: 50 }).catch(() => {});
    const seen = await page.evaluate(() => /** @type {{frames: number, event: number | null}} */ (/** @type {any} */ (window).__paint));
    return { frames: seen.frames, event: seen.event ?? 16 };
  } finally {
    await context.close();
  }
}

const servers = [{ name: 'new', server: await startServer(0) }];
if (oldRoot) servers.unshift({ name: 'old', server: await startServer(0, { root: oldRoot }) });
const browser = await launchChromium();
try {
  console.log(`runs: ${RUNS} per checkout, alternating; medians in ms: click to the frame presented (Event Timing) / to the second rAF`);
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    for (const [size, width, height] of SIZES) {
      /** @type {Record<string, {frames: number[], event: number[]}>} */
      const got = Object.fromEntries(servers.map((s) => [s.name, { frames: [], event: [] }]));
      for (let i = 0; i < RUNS; i++) {
        // Alternate which goes first, so neither always meets a warmer machine.
        const order = i % 2 ? [...servers].reverse() : servers;
        for (const { name, server } of order) {
          const r = await tap(browser, server.url, game, width, height);
          got[name].frames.push(r.frames);
          got[name].event.push(r.event);
        }
      }
      const cols = servers.map(({ name }) => `${name} ${median(got[name].event).toFixed(0).padStart(4)} / ${median(got[name].frames).toFixed(0).padStart(3)}`);
      const ratio = oldRoot ? `  new/old ${(median(got.new.event) / median(got.old.event)).toFixed(2)}` : '';
      console.log(`${game.padEnd(10)} ${size.padEnd(8)} ${cols.join('   ')}${ratio}`);
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}
