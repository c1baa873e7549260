// What a museum's visitor downloads and waits for, in headless Chromium: a game against the
// computer opened from the kit served the way a museum would serve it (under a sub-path, the
// strict CSP, gzip). Per game it prints the bytes transferred (compressed, response headers
// included, the computer's worker included), the number of requests, requests to another
// origin (must be 0), CSP violations (must be 0), and the time from navigation to a usable
// board (median of the runs; each run is a fresh browser context with an empty cache).
// "Usable" is the first of: `document.body.dataset.ready === 'true'` (the page today) or a
// `madang-ready` event reaching the document (the <madang-game> element).
// A measurement, not a test. Given another tree, measures both side by side, alternating.
//
//   npm run build && node scripts/bench-embed.mjs [--other DIR] [--runs 10]
// A tree is served from DIR/dist when it has one (a built kit), else from DIR itself.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/support/browser.mjs';
import { startServer } from './serve.mjs';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
const BASE = '/museum/madang/';
const GAMES = [
  ['Ssangnyuk', 'index.html?game=ssangnyuk&vs=computer&lang=en'],
  ['San Yao', 'index.html?game=sanyao&vs=computer&lang=en'],
];

/** @param {string[]} args */
function parseArgs(args) {
  let other = null;
  let runs = 10;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--other') other = resolve(String(args[++i]));
    else if (args[i] === '--runs') runs = Number.parseInt(String(args[++i]), 10);
    else throw new Error(`bench-embed: unknown option ${args[i]} (known: --other DIR, --runs N)`);
  }
  if (!(runs > 0)) throw new Error('bench-embed: --runs needs a positive number');
  return { other, runs };
}

/** The folder to serve for a tree: its built kit when there is one. @param {string} dir */
function servedFolder(dir) {
  return existsSync(join(dir, 'dist', 'index.html')) ? join(dir, 'dist') : dir;
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? NaN) : ((s[m - 1] ?? NaN) + (s[m] ?? NaN)) / 2;
};

/**
 * One visit: a fresh context, the page opened, then everything it loads until the network is
 * quiet (so the computer's worker and what it loads are counted).
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
async function visit(browser, url) {
  // The kit's service worker is kept out: it fetches the whole kit once for offline play, in
  // the background, which is not what the page needs to become usable.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  /** @type {import('playwright-core').Request[]} */
  const requests = [];
  /** @type {string[]} */
  const violations = [];
  context.on('request', (r) => requests.push(r));
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__violations = [];
    w.__usable = null;
    const mark = () => { w.__usable ??= performance.now(); };
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    document.addEventListener('madang-ready', mark);
    new MutationObserver(() => {
      if (document.body?.dataset.ready === 'true') mark();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await page.goto(url);
  await page.waitForFunction(() => /** @type {any} */ (window).__usable !== null, null, { timeout: 30000 });
  await page.waitForLoadState('networkidle');
  const usable = await page.evaluate(() => /** @type {any} */ (window).__usable);
  violations.push(...await page.evaluate(() => /** @type {any} */ (window).__violations));
  let bytes = 0;
  let body = 0;
  /** @type {string[]} */
  const wasm = [];
  for (const r of requests) {
    const sizes = await r.sizes().catch(() => null);
    if (!sizes) continue;
    bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    body += sizes.responseBodySize;
    if (r.url().endsWith('.wasm')) wasm.push(`${sizes.responseBodySize}`);
  }
  const foreign = requests.map((r) => r.url()).filter((u) => /^https?:/.test(u) && new URL(u).origin !== origin);
  await context.close();
  return { usable, bytes, body, requests: requests.length, foreign, violations, wasm };
}

const { other, runs } = parseArgs(process.argv.slice(2));
/** @type {[string, string][]} */
const trees = [['this', servedFolder(CHECKOUT)]];
if (other) trees.unshift(['other', servedFolder(other)]);
const servers = await Promise.all(trees.map(([, root]) => startServer(0, { root, base: BASE, csp: true, compress: 'gzip' })));
const browser = await launchChromium();
try {
  for (const [[name], i] of trees.map((t, i) => /** @type {const} */ ([t, i]))) {
    console.log(`${name}: ${trees[i]?.[1]} at ${servers[i]?.url}`);
  }
  console.log(`strict CSP, gzip, under ${BASE}; ${runs} runs each, fresh context per run, alternating trees`);
  console.log('game | tree | KB transferred (body) | requests | other origins | CSP violations | wasm bodies | ms to usable: median (min-max)');
  for (const [game, path] of GAMES) {
    /** @type {Awaited<ReturnType<typeof visit>>[][]} */
    const results = trees.map(() => []);
    await visit(browser, `${servers[0]?.url}${path}`); // warm-up of the browser itself
    for (let r = 0; r < runs; r++) {
      for (let i = 0; i < trees.length; i++) results[i]?.push(await visit(browser, `${servers[i]?.url}${path}`));
    }
    /** @type {number[]} */
    const medians = [];
    results.forEach((rs, i) => {
      const times = rs.map((x) => x.usable);
      medians.push(median(times));
      const last = /** @type {Awaited<ReturnType<typeof visit>>} */ (rs[rs.length - 1]);
      const foreign = new Set(rs.flatMap((x) => x.foreign));
      const violations = new Set(rs.flatMap((x) => x.violations));
      console.log([
        game, trees[i]?.[0],
        `${(median(rs.map((x) => x.bytes)) / 1024).toFixed(1)} (${(median(rs.map((x) => x.body)) / 1024).toFixed(1)})`,
        median(rs.map((x) => x.requests)), foreign.size, violations.size, last.wasm.join('+') || '-',
        `${median(times).toFixed(0)} (${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)})`,
      ].join(' | '));
      for (const v of violations) console.log(`  CSP: ${v}`);
      for (const f of foreign) console.log(`  other origin: ${f}`);
    });
    if (medians.length === 2) console.log(`${game} | other/this time: ${((medians[0] ?? NaN) / (medians[1] ?? NaN)).toFixed(2)}x`);
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.close()));
}
