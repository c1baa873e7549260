// The kiosk tests' way in: the site page in kiosk mode, and the game's position.
import { openPage } from './browser.mjs';

/**
 * Opens the site page in kiosk mode in `env`'s browser (useBrowser) once the game is ready.
 * @param {{browser: import('playwright-core').Browser, url: string}} env
 */
export function kioskOpener(env) {
  /**
   * @param {string} query more of the URL's parameters
   * @param {import('playwright-core').BrowserContextOptions} [options]
   */
  return async (query, options = {}) => {
    const opened = await openPage(env.browser, options);
    await opened.page.goto(`${env.url}index.html?kiosk=1&${query}`);
    await opened.page.locator('madang-game[data-ready="true"]').waitFor();
    return opened;
  };
}

/** The element's position (the engine's JSON text). @param {import('playwright-core').Page} page @returns {Promise<string>} */
export const position = (page) => page.$eval('madang-game', (el) => /** @type {any} */ (el).position);
