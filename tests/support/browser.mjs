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
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  return problems;
}
