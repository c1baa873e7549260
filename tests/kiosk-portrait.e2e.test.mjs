// A kiosk on a portrait screen (a gallery's totem, 1080x1920; a tablet held upright, 800x1280)
// uses its height and grows with it: in both games, in es, en and ja, on the site page and in
// the frame (embed.html, compact chrome, in the museum theme), the page never scrolls, the
// board is as wide as the screen, the panel below it reaches the screen's foot (at most 4 % of
// the height left blank), the words and buttons are larger than a laptop's (the turn's hint,
// the toolbar's buttons, the who-starts card), every target is at least 44 px, the guide's
// lesson keeps the board in sight, and the attract screen, the rules panel and "Still playing?"
// grow too. (Before: at 1080x1920 the game filled
// 1350 px of 1920, 571 px blank below the panel (1037 px in the frame), its words 16 px, the
// who-starts card 384 px wide.) Screenshots go to build/test-output/kiosk-portrait-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';

const env = useBrowser();
const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
/** Each size, with how much larger than before its words must be at least. */
const SIZES = /** @type {const} */ ([[1080, 1920, 1.35], [800, 1280, 1.04]]);
const GAMES = /** @type {const} */ (['ssangnyuk', 'sanyao']);
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
/** The site page and the frame, with the size (px) of the turn's hint and the toolbar's words before. */
const PAGES = /** @type {const} */ ([['index.html', '', 16, 16], ['embed.html', '&theme=museum', 14.72, 14.4]]);

/**
 * What the screen shows: whether the page scrolls, the board's box, the blank band below the
 * game's last part (the toolbar's buttons, the board, the panel's cards, cut where the panel
 * ends), rendered font sizes (the zoom applied) and every visible target under 44 px.
 * @param {import('playwright-core').Page} page
 */
function measure(page) {
  return page.evaluate(() => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const game = /** @type {Element} */ (root.querySelector('.kiosk-game:not(.kiosk-loading)'));
    const se = /** @type {Element} */ (document.scrollingElement);
    /** @param {Element} el */
    const shown = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden'; };
    /** Rendered size of the words of `selector`. @param {string} selector */
    const font = (selector) => {
      const el = root.querySelector(selector);
      return el && shown(el) ? parseFloat(getComputedStyle(el).fontSize) * (/** @type {any} */ (el).currentCSSZoom ?? 1) : 0;
    };
    const side = /** @type {Element} */ (game.querySelector('.side'));
    let bottom = 0;
    for (const el of game.querySelectorAll('.play-toolbar > *, .sn-board, .sy-board, .side > *')) {
      if (!shown(el)) continue;
      const b = el.getBoundingClientRect().bottom;
      bottom = Math.max(bottom, el.parentElement === side ? Math.min(b, side.getBoundingClientRect().bottom) : b);
    }
    const board = /** @type {Element} */ (game.querySelector('.sn-board, .sy-board')).getBoundingClientRect();
    const card = game.querySelector('.overlay-card:not([hidden])');
    const small = [...root.querySelectorAll('button, a[href], summary, input, [role="button"]')].filter(shown).flatMap((t) => {
      const r = t.getBoundingClientRect();
      return r.width < 44 || r.height < 44 ? [`#${t.id} .${t.getAttribute('class')} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
    });
    return {
      scrolls: se.scrollHeight > innerHeight || se.scrollWidth > innerWidth,
      board: { width: board.width, height: board.height },
      blank: innerHeight - bottom,
      hint: font('.kiosk-game:not(.kiosk-loading) .turn-hint'),
      toolbar: font('.kiosk-game:not(.kiosk-loading) .play-toolbar .btn'),
      card: card ? card.getBoundingClientRect().width : 0,
      touch: font('.kiosk-touch'), two: font('.kiosk-two'), rules: font('.kiosk-rules-title'), ask: font('.kiosk-ask h2'),
      small,
    };
  });
}

for (const [width, height, larger] of SIZES) {
  for (const game of GAMES) {
    test(`a kiosk of ${game} on a ${width}x${height} portrait screen uses its height and grows with it, in es, en and ja, on the page and in the frame`, async () => {
      mkdirSync(OUT, { recursive: true });
      const { context, page, problems } = await openPage(env.browser, { viewport: { width, height } });
      /** @type {string[]} */
      const failures = [];
      for (const [file, extra, hint, toolbar] of PAGES) {
        for (const lang of LANGS) {
          const at = `${file} ${lang}`;
          await page.goto(`${env.url}${file}?kiosk=1&game=${game}&lang=${lang}&idle-seconds=600${extra}`);
          await page.locator('madang-game[data-ready="true"] .kiosk-attract').waitFor();
          /** @param {string} stage */
          const look = async (stage) => {
            const m = await measure(page);
            await page.screenshot({ path: `${OUT}/kiosk-portrait-${width}x${height}-${game}-${file.replace('.html', '')}-${lang}-${stage}.png` });
            if (m.scrolls) failures.push(`${at} ${stage}: the page scrolls`);
            if (m.small.length) failures.push(`${at} ${stage}: targets under 44 px: ${m.small.join(', ')}`);
            return m;
          };
          const attract = await look('attract');
          if (attract.touch < width * 0.06 || attract.two < width * 0.025) failures.push(`${at} attract: Touch to play ${attract.touch} px, Two players ${attract.two} px`);
          await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
          await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
          const g = page.locator('.kiosk-game:not(.kiosk-loading)');
          await g.locator('.play-toolbar > .play-rules').waitFor();
          if (game === 'ssangnyuk') {
            // The who-starts card, as large as the game.
            await g.locator('#sn-jaengdu-throw').waitFor();
            const card = await look('who-starts');
            if (card.card < Math.min(width * 0.5, 24 * 16 * 1.4)) failures.push(`${at} who-starts: the card is ${Math.round(card.card)} px wide`);
            while (!(await g.locator('#sn-jaengdu-start').isVisible())) await g.locator('#sn-jaengdu-throw').click();
            await g.locator('#sn-jaengdu-start').click();
          }
          const m = await look('game');
          if (m.board.width < width * 0.9) failures.push(`${at} game: the board is ${Math.round(m.board.width)} px wide of ${width}`);
          if (m.blank > height * 0.04) failures.push(`${at} game: ${Math.round(m.blank)} px blank below the game (${Math.round(100 * m.blank / height)} %)`);
          if (m.hint < hint * larger) failures.push(`${at} game: the turn's hint is ${m.hint} px, under ${hint} x ${larger}`);
          if (m.toolbar < toolbar * larger) failures.push(`${at} game: the toolbar's words are ${m.toolbar} px, under ${toolbar} x ${larger}`);
          // The guide's lesson below the board, which stays in sight (it went unseen in an empty
          // column when the element was 58.5rem wide or more).
          await g.locator('.play-how').click();
          await g.locator('.guide-task').waitFor();
          const guide = await look('guide');
          if (guide.board.width < width * 0.9) failures.push(`${at} guide: the board is ${Math.round(guide.board.width)} px wide of ${width}`);
          await g.locator('.guide-actions [id$="-guide-close"]').click();
          await g.locator('.guide-task').waitFor({ state: 'hidden' });
          await g.locator('.play-toolbar > .play-rules').click();
          await page.locator('.kiosk-rules .kiosk-rules-content h1').waitFor();
          const rules = await look('rules');
          if (rules.rules < 20.8 * larger) failures.push(`${at} rules: its heading is ${rules.rules} px (20.8 before)`);
          await page.locator('.kiosk-rules-close').click();
        }
      }
      assert.deepEqual(failures, []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}

test('"Still playing?" on a 1080x1920 screen: words and Yes as large as the screen allows, nothing scrolls', async () => {
  const { context, page, problems } = await openPage(env.browser, { viewport: { width: 1080, height: 1920 } });
  await page.goto(`${env.url}index.html?kiosk=1&game=sanyao&lang=es&idle-seconds=4`);
  await page.locator('madang-game[data-ready="true"] .kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
  const g = page.locator('.kiosk-game:not(.kiosk-loading)');
  // A game under way (the visitor's sowing and the computer's answer), then left alone.
  const hole = g.locator('.sy-board [data-hole][data-legal="true"]').first();
  await hole.waitFor();
  await hole.click();
  const ask = page.locator('.kiosk-ask');
  await ask.waitFor({ timeout: 20000 });
  const m = await measure(page);
  await page.screenshot({ path: `${OUT}/kiosk-portrait-1080x1920-ask.png` });
  assert.equal(m.scrolls, false);
  assert.ok(m.ask >= 60, `"Still playing?" is ${m.ask} px (42 before)`);
  const yes = /** @type {{width: number, height: number}} */ (await ask.locator('.kiosk-yes').boundingBox());
  assert.ok(yes.height >= 88, `Yes is ${yes.height} px high (72 before)`);
  assert.deepEqual(problems, []);
  await context.close();
});
