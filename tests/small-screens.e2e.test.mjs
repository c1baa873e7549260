// End-to-end: the site page on a phone, upright (360x640) and held sideways (740x360), in the
// languages with the longest words (es, ja). A card laid over the board (Ssangnyuk's who-starts
// card, San Yao's round-over card) shows its title and its button whole on the screen, with
// nothing to scroll. In a turn, once the visitor has scrolled the game to the top of the
// screen, each control of the turn panel, scrolled into view (the panel may scroll on its own),
// is whole on the screen with the board all in view: no control sends the board away. With the
// who-starts card up, upright, the toolbar's Record button takes its tap and opens its menu.
// At 390x844 in es, en and ja the toolbar keeps to two rows, each action a finger's size,
// named by its words and reached by Tab; a desktop's toolbar keeps its one row of words.
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
  'who-starts': { game: 'ssangnyuk', storage: {}, card: true, controls: ['#sn-jaengdu-title', '#sn-jaengdu-throw'] },
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

/** The page's words, by language. @type {Record<string, Record<string, string>>} */
const WORDS = {
  en: (await import('../www/i18n/en.js')).default,
  es: (await import('../www/i18n/es.js')).default,
  ja: (await import('../www/i18n/ja.js')).default,
};

// The toolbar on a phone (390x844) keeps to two rows (it took four in Spanish and English, and
// pushed the board 190 px down): each action is there, a finger's size (44 px), whole on the
// screen, named by its words in each language, and reached by Tab in the toolbar's order; the
// rules link, moved into the Record menu, is reached from there. On a desktop every action
// still shows its words on one row, the rules link in the toolbar.
for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
  const p = game === 'ssangnyuk' ? 'sn' : 'sy';
  test(`${game}: the toolbar on a phone keeps to two rows, every action in reach, in es, en and ja`, async () => {
    for (const lang of /** @type {const} */ (['es', 'en', 'ja'])) {
      const words = WORDS[lang];
      const where = `${game} ${lang}`;
      const { page, context, problems } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
      try {
        await page.goto(`${env.url}?game=${game}&vs=people&lang=${lang}`);
        await page.locator('body[data-ready="true"]').waitFor();
        const toolbar = page.locator('.play-toolbar');
        /** The actions in the toolbar's order, by their words. */
        const actions = [game === 'ssangnyuk' ? 'sn.newGame' : 'sy.newMatch', 'computer.switchOn', 'suggest.button', 'guide.open', 'record.menu'];
        const ids = ['new-game', 'opponent', 'suggest', 'how', 'record'].map((id) => `${p}-${id}`);
        for (const [i, key] of actions.entries()) {
          const button = toolbar.getByRole('button', { name: words[key], exact: true });
          assert.equal(await button.getAttribute('id'), ids[i], `${where}: ${key} names #${ids[i]}`);
        }
        const boxes = await page.evaluate((ids) => ids.map((id) => {
          const r = /** @type {Element} */ (document.getElementById(id)).getBoundingClientRect();
          return { id, top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
        }), ids);
        /** The bottom of each row of actions, top to bottom. @type {number[]} */
        const rows = [];
        for (const b of [...boxes].sort((a, c) => a.top - c.top)) {
          if (rows.length === 0 || b.top >= rows[rows.length - 1]) rows.push(b.bottom);
          else rows[rows.length - 1] = Math.max(rows[rows.length - 1], b.bottom);
        }
        assert.ok(rows.length <= 2, `${where}: the toolbar's actions take ${rows.length} rows`);
        for (const b of boxes) {
          assert.ok(b.width >= 44 && b.height >= 44, `${where}: #${b.id} is ${Math.round(b.width)}x${Math.round(b.height)}`);
          assert.ok(b.left >= 0 && b.right <= 390 && b.top >= 0, `${where}: #${b.id} whole on the screen`);
        }
        // Tab from New game walks the toolbar in its order (Suggest a move, while disabled, is
        // passed over: Ssangnyuk's first card is up).
        const enabled = await page.evaluate((ids) => ids.filter((id) => !(/** @type {HTMLButtonElement} */ (document.getElementById(id)).disabled)), ids);
        await page.locator(`#${p}-new-game`).focus();
        /** @type {(string | undefined)[]} */
        const walked = [];
        for (let i = 1; i < enabled.length; i++) {
          await page.keyboard.press('Tab');
          walked.push(await page.evaluate(() => document.activeElement?.id));
        }
        assert.deepEqual(walked, enabled.slice(1), `${where}: Tab order`);
        await page.keyboard.press('Enter');
        const rules = page.locator(`#${p}-record-menu`).getByRole('link', { name: words['app.rules'], exact: true });
        await rules.waitFor({ timeout: 2000 });
        const box = await rules.boundingBox();
        assert.ok(box && box.height >= 44 && box.x >= 0 && box.x + box.width <= 390, `${where}: the rules link in the Record menu`);
        assert.equal(await page.locator(`#${p}-toolbar-rules`).isVisible(), false, `${where}: no second rules link`);
        assert.deepEqual(problems, [], `${where}: no console errors`);
      } finally {
        await context.close();
      }
    }
    const { page, context } = await openPage(env.browser);
    try {
      await page.goto(`${env.url}?game=${game}&vs=people&lang=es`);
      await page.locator('body[data-ready="true"]').waitFor();
      const tops = await page.evaluate((p) => ['new-game', 'opponent', 'suggest', 'how', 'record', 'toolbar-rules']
        .map((id) => Math.round(/** @type {Element} */ (document.getElementById(`${p}-${id}`)).getBoundingClientRect().bottom)), p);
      assert.equal(new Set(tops.slice(0, 5)).size, 1, `desktop: one row (${tops})`);
      assert.ok(await page.locator(`#${p}-suggest .play-suggest-text`).isVisible(), 'desktop: Suggest a move shows its words');
      assert.ok(await page.locator(`#${p}-toolbar-rules`).isVisible(), 'desktop: the rules link in the toolbar');
      assert.equal(await page.locator(`#${p}-how`).textContent(), WORDS.es['guide.open']);
    } finally {
      await context.close();
    }
  });
}
