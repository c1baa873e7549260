// End-to-end: the site page on a phone, upright (360x640) and held sideways (740x360), in the
// languages with the longest words (es, ja). A card laid over the board (Ssangnyuk's who-starts
// card, San Yao's round-over card) shows its title and its button whole on the screen, with
// nothing to scroll. In a turn, once the visitor has scrolled the game to the top of the
// screen, each control of the turn panel, scrolled into view (the panel may scroll on its own),
// is whole on the screen with the board all in view: no control sends the board away. With the
// who-starts card up, upright, the toolbar's Record button takes its tap and opens its menu.
// Screenshots go to build/test-output/small-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { SanyaoGame } from './support/engine.mjs';

const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
const SIZES = /** @type {const} */ ([[740, 360], [360, 640]]);
const LANGS = /** @type {const} */ (['es', 'ja']);

/** Ssangnyuk's opening, White to move with 3-1 rolled (the save format of www/ssangnyuk/persist.js). */
const OPENING = JSON.stringify({
  v: 1, dice: [3, 1], taken: [], log: [],
  position: JSON.stringify({ points: [2, 0, 0, 0, 0, -5, 0, -3, 0, 0, 0, 5, -5, 0, 0, 0, 3, 0, 5, 0, 0, 0, 0, -2], bar: [0, 0], off: [0, 0], turn: 'white' }),
});

/** A San Yao match just after its first round, its round card open (www/sanyao/persist.js). */
function roundOver() {
  const game = new SanyaoGame('6');
  try {
    let s = game.state();
    for (let moves = 0; moves < 500; moves++) {
      const r = game.play(s.legalMoves[0]);
      if (r.roundEnd) return JSON.stringify({ v: 2, position: game.exportPosition(), log: [], card: true });
      s = r.state;
    }
    throw new Error('round 1 did not end');
  } finally {
    game.free();
  }
}

/**
 * @typedef {{game: 'ssangnyuk' | 'sanyao', storage: Record<string, string>, card: boolean,
 *   controls: string[]}} State `card`: a card over the board, else a turn (the page scrolled to
 *   the game first); `controls` must be whole on the screen
 */
/** @type {Record<string, State>} */
const STATES = {
  'who-starts': { game: 'ssangnyuk', storage: {}, card: true, controls: ['#sn-jaengdu h2', '#sn-jaengdu-throw'] },
  'round-over': { game: 'sanyao', storage: { 'madang.sanyao.people': roundOver() }, card: true, controls: ['#sy-round-title', '#sy-round-next'] },
  'ssangnyuk-turn': {
    game: 'ssangnyuk', storage: { 'madang.ssangnyuk.people': OPENING }, card: false,
    controls: ['#sn-turn-title', '#sn-turn-dice', '#sn-undo', '#sn-finish'],
  },
  'sanyao-turn': { game: 'sanyao', storage: {}, card: false, controls: ['#sy-turn-title', '#sy-scores', '#sy-speed'] },
};

const env = useBrowser();

for (const [name, state] of Object.entries(STATES)) {
  test(`${name}: reachable on a phone, upright and sideways, in es and ja`, async () => {
    mkdirSync(OUT, { recursive: true });
    for (const [width, height] of SIZES) {
      for (const lang of LANGS) {
        const where = `${name} ${width}x${height} ${lang}`;
        const { context, page, problems } = await openPage(env.browser, { viewport: { width, height }, hasTouch: true, isMobile: true });
        try {
          await context.addInitScript((items) => {
            // Once per context: the reload that follows keeps what the page saved.
            if (sessionStorage.getItem('seeded')) return;
            sessionStorage.setItem('seeded', '1');
            localStorage.clear();
            for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
          }, state.storage);
          await page.goto(`${env.url}?game=${state.game}&vs=people&lang=${lang}`);
          await page.locator('body[data-ready="true"]').waitFor();
          await page.waitForTimeout(100);
          const seen = await page.evaluate(({ sels, card }) => {
            const w = window.innerWidth;
            const h = window.innerHeight;
            /** @param {Element} el */
            const inside = (el) => {
              const r = el.getBoundingClientRect();
              return r.width > 0 && r.height > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= w + 0.5 && r.bottom <= h + 0.5;
            };
            const board = document.querySelector('.sn-board, .sy-board');
            const problems = sels.flatMap((sel) => {
              const el = document.querySelector(sel);
              if (!el) return [`${sel} missing`];
              if (!card) {
                document.querySelector('.game-layout')?.scrollIntoView();
                el.scrollIntoView({ block: 'nearest' });
                if (!(board && inside(board))) return [`${sel} scrolled into view sends the board away`];
              }
              if (!inside(el)) {
                const r = el.getBoundingClientRect();
                return [`${sel} not whole on the screen (${Math.round(r.top)} to ${Math.round(r.bottom)} of ${h})`];
              }
              const r = el.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
              return hit && (hit === el || el.contains(hit)) ? [] : [`${sel} covered by ${hit?.tagName}`];
            });
            return problems;
          }, { sels: state.controls, card: state.card });
          await page.screenshot({ path: `${OUT}/small-${name}-${width}x${height}-${lang}.png` });
          assert.deepEqual(seen, [], where);
          assert.deepEqual(problems, [], `${where}: no console errors`);
        } finally {
          await context.close();
        }
      }
    }
  });
}

// The who-starts card leaves the toolbar usable: the veil over the board takes no taps, so the
// Record button is the element under its own centre and opens its menu, whole and on top.
test('who-starts card on a phone: the toolbar stays usable', async () => {
  const { page, context, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  try {
    await page.goto(`${env.url}?game=ssangnyuk&vs=people&lang=ja`);
    await page.locator('body[data-ready="true"]').waitFor();
    await page.locator('#sn-jaengdu').waitFor();
    /** @param {string} sel */
    const onTop = (sel) => page.evaluate((s) => {
      const el = /** @type {Element} */ (document.querySelector(s));
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === el || el.contains(hit) ? 'on top' : `covered by ${hit?.tagName}#${hit?.id}.${hit?.className}`;
    }, sel);
    assert.equal(await onTop('#sn-record'), 'on top', 'the Record button');
    await page.locator('#sn-record').click({ timeout: 2000 });
    await page.locator('#sn-record-menu').waitFor({ timeout: 2000 });
    assert.equal(await onTop('#sn-record-download'), 'on top', 'the menu over the veil');
    assert.ok(await page.locator('#sn-jaengdu').isVisible(), 'the card stays up');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
