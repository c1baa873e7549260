// Screenshots of kiosk mode to look at (not a test): for each game, language and screen (a
// gallery's 1920x1080, a tablet's 1024x768) the attract screen and a visitor's game; then, in
// English and Japanese, the rules panel and the "Still playing?" question.
//
//   npm run build && node scripts/kiosk-screenshots.mjs [folder, default build/kiosk-shots]
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../tests/support/browser.mjs';
import { startServer } from './serve.mjs';

const OUT = process.argv[2] ?? new URL('../build/kiosk-shots/', import.meta.url).pathname;
const SIZES = [[1920, 1080], [1024, 768]];
/** San Yao seed 6: South, the visitor, sows first. */
const SOUTH_FIRST = '6';

mkdirSync(OUT, { recursive: true });
const server = await startServer(0, { csp: true });
const browser = await launchChromium();

/** @param {number} width @param {number} height @param {string} query */
async function open(width, height, query) {
  const page = await browser.newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(`${query}: ${m.type()}: ${m.text()}`); });
  await page.goto(`${server.url}index.html?kiosk=1&${query}`);
  await page.locator('.kiosk-attract').waitFor();
  return page;
}

/** @param {import('playwright-core').Page} page */
async function touch(page) {
  await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
}

for (const game of ['ssangnyuk', 'sanyao']) {
  for (const lang of ['es', 'en', 'ja']) {
    for (const [w, h] of SIZES) {
      const name = `${game}-${lang}-${w}x${h}`;
      const page = await open(w, h, `game=${game}&lang=${lang}&idle-seconds=60`);
      // A few of the computer's moves first.
      await page.waitForTimeout(4000);
      await page.screenshot({ path: `${OUT}/attract-${name}.png` });
      await touch(page);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/game-${name}.png` });
      await page.close();
    }
  }
}
for (const [lang, w, h] of /** @type {[string, number, number][]} */ ([['en', 1920, 1080], ['ja', 1024, 768]])) {
  const page = await open(w, h, `game=sanyao&lang=${lang}&seed=${SOUTH_FIRST}&idle-seconds=4`);
  await touch(page);
  await page.locator('.kiosk-game .play-rules').click();
  await page.locator('.kiosk-rules-content h1').waitFor();
  await page.screenshot({ path: `${OUT}/rules-sanyao-${lang}-${w}x${h}.png` });
  await page.locator('.kiosk-rules-close').click();
  await page.locator('.kiosk-game .sy-board [data-hole][data-legal="true"]').first().click();
  await page.locator('.kiosk-ask').waitFor({ timeout: 15000 });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/ask-sanyao-${lang}-${w}x${h}.png` });
  await page.close();
}
await browser.close();
await server.close();
console.log(`screenshots in ${OUT}`);
