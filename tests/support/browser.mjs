// Shared by the browser tests: Debian's Chromium with the flags this closed network needs, and
// a recorder of everything that should never happen on a page.
import { existsSync } from 'node:fs';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell, the same version as the
 * browser): the old headless mode, which Playwright itself runs for headless Chromium. It opens a
 * context and page in about a quarter of the full browser's time in its new headless mode, and
 * loads a game page in about half (no browser UI behind it), which is most of a page test's time.
 * It is the same engine (Blink, V8, Skia), without the browser's own layer: it cannot tell an
 * installed app's id (tests/offline.e2e.test.mjs keeps the full browser for that).
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Launches headless Chromium (Playwright adds headless, no-sandbox and a fresh profile): the
 * full browser, or with `shell` its headless shell where it is installed (the page tests; a
 * script that measures or draws for people keeps the full browser).
 * @param {{shell?: boolean}} [options]
 */
export function launchChromium({ shell = false } = {}) {
  return chromium.launch({
    executablePath: shell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * Records console errors, i18n warnings, page errors, failed requests and HTTP errors of `page`.
 * @param {import('playwright-core').Page} page
 * @returns {string[]} filled as they happen; a test asserts it stays empty
 */
export function recordProblems(page) {
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && m.text().includes('i18n'))) problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    // Leaving a page cancels what it (or its worker) was still loading: not a fault of the page.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}

/**
 * A fresh context and page (English, desktop size, reduced motion unless told otherwise) with
 * its problem recorder.
 * @param {import('playwright-core').Browser} browser
 * @param {import('playwright-core').BrowserContextOptions} [options]
 */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  const problems = recordProblems(page);
  return { context, page, problems };
}

/**
 * One Chromium and one local server for a test file, started before its tests and closed
 * after them. Read `browser` and `url` inside tests (they are set once `before` has run).
 * @returns {{browser: import('playwright-core').Browser, url: string}}
 */
export function useBrowser() {
  const env = /** @type {{browser: import('playwright-core').Browser, url: string}} */ ({});
  /** @type {{url: string, close: () => Promise<void>} | undefined} */
  let server;
  before(async () => {
    // Under the strict CSP a museum may set: a violation shows as a console error.
    server = await startServer(0, { csp: true });
    env.url = server.url;
    env.browser = await launchChromium({ shell: true });
  });
  after(async () => {
    await env.browser?.close();
    await server?.close();
  });
  return env;
}
