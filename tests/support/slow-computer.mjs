// A computer player made slow on purpose, for tests of what the page does while it thinks.
import { readFileSync } from 'node:fs';

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
