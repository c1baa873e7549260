// A kiosk fits its screen: on a wide and low gallery screen (1280x560) and on a small landscape
// one (800x480), in es, en and ja, in both games, the page never scrolls (a gallery's screen
// shows no scrollbar) and nothing a visitor needs is off the screen or cut by a box that
// scrolls: on the attract screen the game's name, Touch to play, the line under it, Two players
// and the three languages; in the visitor's game each part of the toolbar, the board, the turn
// card's heading, words and buttons, and the who-starts card with its buttons; in the guide its
// card, the lesson's title and task (clear of the card's buttons) and the buttons; in the rules
// panel its heading and Close, and its scrolling page ending at the screen's foot. (At 1280x560
// in Japanese the invitation reached above the screen and the languages below it; the rules
// panel and San Yao's panel ran below the screen, scrolling the page.)
// Screenshots go to build/test-output/kiosk-fit-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';

const env = useBrowser();
const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
const SIZES = /** @type {const} */ ([[1280, 560], [800, 480]]);
const GAMES = /** @type {const} */ (['ssangnyuk', 'sanyao']);
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);

/** What each stage must show whole, inside the visitor's game where it is the game's. */
const NEEDED = {
  attract: ['.kiosk-name', '.kiosk-touch', '.kiosk-intro', '.kiosk-two', '.kiosk-lang'],
  game: ['.play-toolbar > *', ':is(.sn-board, .sy-board)', '.turn-head', '.turn-hint', '.turn-card button', '.overlay-card', '.overlay-card button']
    .map((s) => `.kiosk-game:not(.kiosk-loading) ${s}`),
  guide: ['.guide-card', '.guide-title', '.guide-task', '.guide-actions button'].map((s) => `.kiosk-game:not(.kiosk-loading) ${s}`),
  rules: ['.kiosk-rules-title', '.kiosk-rules-close', '.kiosk-rules-scroll'],
};

/**
 * Whether the page scrolls, and each shown element of `selectors` that is not whole on the
 * screen: cut by the screen's edges or by an ancestor that clips (one that scrolls), across
 * the shadow roots.
 * @param {import('playwright-core').Page} page @param {string[]} selectors
 */
function unseen(page, selectors) {
  return page.evaluate((selectors) => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const se = /** @type {Element} */ (document.scrollingElement);
    const problems = se.scrollHeight > innerHeight || se.scrollWidth > innerWidth ? [`the page scrolls (${se.scrollWidth}x${se.scrollHeight})`] : [];
    /** @param {Element} el */
    const parent = (el) => el.parentElement ?? (el.parentNode instanceof ShadowRoot ? el.parentNode.host : null);
    for (const selector of selectors) {
      for (const el of root.querySelectorAll(selector)) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        let [left, top, right, bottom] = [Math.max(r.left, 0), Math.max(r.top, 0), Math.min(r.right, innerWidth), Math.min(r.bottom, innerHeight)];
        for (let a = parent(el); a; a = parent(a)) {
          const s = getComputedStyle(a);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const c = a.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, c.left), Math.max(top, c.top), Math.min(right, c.right), Math.min(bottom, c.bottom)];
        }
        const seen = Math.max(0, right - left) * Math.max(0, bottom - top) / (r.width * r.height);
        if (seen < 0.99) {
          const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${(el.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`;
          problems.push(`${name} ${Math.round(seen * 100)}% seen at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`);
        }
      }
    }
    return problems;
  }, selectors);
}

for (const [width, height] of SIZES) {
  for (const game of GAMES) {
    test(`a kiosk of ${game} fits a ${width}x${height} screen in es, en and ja: nothing scrolls the page, nothing needed is cut`, async () => {
      mkdirSync(OUT, { recursive: true });
      const { context, page, problems } = await openPage(env.browser, { viewport: { width, height } });
      /** @type {string[]} */
      const failures = [];
      for (const lang of LANGS) {
        await page.goto(`${env.url}index.html?kiosk=1&game=${game}&lang=${lang}&idle-seconds=600`);
        await page.locator('madang-game[data-ready="true"] .kiosk-attract').waitFor();
        /** @param {keyof typeof NEEDED} stage */
        const check = async (stage) => {
          for (const p of await unseen(page, NEEDED[stage])) failures.push(`${lang} ${stage}: ${p}`);
          await page.screenshot({ path: `${OUT}/kiosk-fit-${width}x${height}-${game}-${lang}-${stage}.png` });
        };
        await check('attract');
        await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
        await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
        const toolbarRules = page.locator('.kiosk-game:not(.kiosk-loading) .play-toolbar > .play-rules');
        await toolbarRules.waitFor();
        await check('game');
        // The guide's lesson, its task clear of its buttons (which stay at the card's foot).
        await page.locator('.kiosk-game:not(.kiosk-loading) .play-how').click();
        const task = page.locator('.kiosk-game:not(.kiosk-loading) .guide-task');
        await task.waitFor();
        await check('guide');
        const [taskBox, actions] = await Promise.all([task.boundingBox(), page.locator('.kiosk-game:not(.kiosk-loading) .guide-actions').boundingBox()]);
        if (taskBox && actions && taskBox.y + taskBox.height > actions.y + 1) failures.push(`${lang} guide: the task runs under the buttons (${Math.round(taskBox.y + taskBox.height)} > ${Math.round(actions.y)})`);
        await page.locator('.kiosk-game:not(.kiosk-loading) .guide-actions [id$="-guide-close"]').click();
        await task.waitFor({ state: 'hidden' });
        await toolbarRules.click();
        await page.locator('.kiosk-rules .kiosk-rules-content h1').waitFor();
        await check('rules');
      }
      assert.deepEqual(failures, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
