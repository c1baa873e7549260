// Shared by the browser tests: Debian's Chromium with the flags this closed network needs, and
// a recorder of everything that should never happen on a page.
import { chromium } from 'playwright-core';

/** Launches headless Chromium (Playwright adds headless, no-sandbox and a fresh profile). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
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
