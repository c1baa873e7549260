// Lets a whole game against the computer run without sitting through the pauses the page makes
// for a visitor's eye (the computer's 150 ms between its steps and moves, with reduced motion):
// the page's timers run on Playwright's fake clock, which a pump moves on while the test plays.
// Every timer still fires, in order and with the time it asked for as the page sees it; only the
// real waiting goes. Workers keep real time, so the computer still thinks as long as it needs.

/**
 * Installs the fake clock on a context; call before the page loads.
 * @param {import('playwright-core').BrowserContext} context
 */
export function installClock(context) {
  return context.clock.install();
}

/**
 * Moves the page's clock on by `ms` at a time, every few real milliseconds, until the returned
 * function is called; that resolves once the pump has stopped, and throws what stopped it
 * early, if anything did (held till then, so a test that fails and closes its page meanwhile
 * leaves no stray rejection behind).
 * @param {import('playwright-core').Page} page @param {number} [ms]
 * @returns {() => Promise<void>}
 */
export function pumpClock(page, ms = 150) {
  let running = true;
  /** @type {unknown} */
  let failure = null;
  const pump = (async () => {
    try {
      while (running) {
        await page.clock.fastForward(ms);
        await new Promise((done) => setTimeout(done, 5));
      }
    } catch (e) {
      failure = e;
    }
  })();
  return async () => {
    running = false;
    await pump;
    if (failure) throw failure;
  };
}
