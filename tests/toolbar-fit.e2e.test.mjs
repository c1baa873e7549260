// End-to-end: the full chrome's toolbar at every width between a phone and a wide window, in
// es, en and ja. Between the phone's two rows and a desktop's one row of words it used to take
// two rows with one button alone on the second (Spanish "Registro" at 980 px, English "Record"
// at 700, a lone "⋯" at 360 and 620), as one breakpoint suited no language's words. Now the
// toolbar (www/play/toolbar-fit.js) takes the first step of www/play/play.css that keeps it to
// one row: `words`, `icons`, `menu` (the rules link in the Record menu), else `rows` (buttons a
// finger's size, the switch's words wrapping), at most two rows and no control alone on one
// (the title may be). Checked on the site page (the window's width), on a full-chrome
// <madang-game> in a column of a host page (the element's width), after a language switch (new
// words, the same width), and not at all in compact chrome.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage } from './support/browser.mjs';

const env = useBrowser();
const STEPS = ['words', 'icons', 'menu', 'rows'];

/**
 * The toolbar's layout as it is and under each step before its own: the rows its shown children
 * take (each a count of children) and how far any sticks out of the toolbar.
 * @param {import('playwright-core').Page} page
 * @param {string} [host] a selector of the <madang-game> whose toolbar it is, else the page's
 */
async function layout(page, host) {
  // Two frames: a new width reaches the ResizeObserver, and its step is laid out, before paint.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(({ host, steps }) => {
    const scope = host ? /** @type {ShadowRoot} */ (/** @type {Element} */ (document.querySelector(host)).shadowRoot) : document;
    const bar = /** @type {HTMLElement} */ (scope.querySelector('.play-toolbar'));
    function measure() {
      const right = bar.getBoundingClientRect().right;
      const boxes = [...bar.children].map((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, right: r.right, width: r.width, height: r.height, what: el.matches('.play-title') ? 'title' : 'control' };
      }).filter((r) => r.width > 0 && r.height > 0).sort((a, b) => a.top - b.top);
      /** Each row's bottom and what it holds (the title, controls). @type {{bottom: number, held: string[]}[]} */
      const rows = [];
      for (const b of boxes) {
        const last = rows[rows.length - 1];
        if (!last || b.top >= last.bottom) rows.push({ bottom: b.bottom, held: [b.what] });
        else { last.bottom = Math.max(last.bottom, b.bottom); last.held.push(b.what); }
      }
      return { rows: rows.map((r) => r.held.join('+')), overflow: Math.max(0, ...boxes.map((b) => b.right - right)) };
    }
    const fit = bar.dataset.fit;
    const now = measure();
    // Each earlier step, tried in place and put back: none of them may keep to one row.
    const earlier = steps.slice(0, fit ? steps.indexOf(fit) : 0).map((step) => {
      bar.dataset.fit = step;
      return { step, rows: measure().rows.length };
    });
    if (fit) bar.dataset.fit = fit;
    return { fit, ...now, earlier };
  }, { host, steps: STEPS });
}

/**
 * Asserts the toolbar took the first step on one row, or two rows with no control alone.
 * @param {Awaited<ReturnType<typeof layout>>} got @param {string} where
 */
function assertFits(got, where) {
  assert.ok(got.fit && STEPS.includes(got.fit), `${where}: a step (${got.fit})`);
  for (const e of got.earlier) assert.ok(e.rows > 1, `${where}: ${e.step} keeps to one row, yet the toolbar took ${got.fit}`);
  assert.ok(got.overflow < 1, `${where}: a control sticks out ${got.overflow} px`);
  if (got.fit === 'rows') {
    // Its switch's words may wrap inside the button, which can keep even this step to one row.
    assert.ok(got.rows.length <= 2, `${where}: at most two rows (${got.rows.join(' / ')})`);
    assert.ok(!got.rows.includes('control'), `${where}: a control alone on a row (${got.rows.join(' / ')})`);
  } else {
    assert.equal(got.rows.length, 1, `${where}: one row in ${got.fit} (${got.rows.join(' / ')})`);
  }
}

for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
  test(`${game}: the site page's toolbar keeps to one row, or two with no lone control, from 320 to 1300 px in es, en and ja`, async () => {
    for (const lang of ['es', 'en', 'ja']) {
      const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1300, height: 800 } });
      try {
        await page.goto(`${env.url}?game=${game}&vs=people&lang=${lang}`);
        await page.locator('body[data-ready="true"]').waitFor();
        /** @type {Set<string | undefined>} */
        const seen = new Set();
        for (let width = 1300; width >= 320; width -= 45) {
          await page.setViewportSize({ width, height: 800 });
          const got = await layout(page);
          assertFits(got, `${game} ${lang} ${width} px`);
          seen.add(got.fit);
        }
        // The sweep reaches both ends: words on a wide window, two rows on a phone.
        assert.ok(seen.has('words') && seen.has('rows'), `${game} ${lang}: steps seen ${[...seen]}`);
        assert.deepEqual(problems, [], `${game} ${lang}: no console errors`);
      } finally {
        await context.close();
      }
    }
  });
}

// A language switch changes the words, not the width: at 900 px Spanish needs the icons and
// Japanese has room for its words, and the toolbar follows each switch.
test('a language switch fits the toolbar again at the same width', async () => {
  const { page, context, problems } = await openPage(env.browser, { viewport: { width: 900, height: 800 } });
  try {
    await page.goto(`${env.url}?game=ssangnyuk&vs=people&lang=es`);
    await page.locator('body[data-ready="true"]').waitFor();
    const es = await layout(page);
    assertFits(es, 'es 900 px');
    await page.click('#lang-switch a[data-lang="ja"]');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    const ja = await layout(page);
    assertFits(ja, 'ja 900 px, after the switch');
    assert.notEqual(es.fit, ja.fit, 'the two languages need different steps at 900 px');
    await page.click('#lang-switch a[data-lang="es"]');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    assert.equal((await layout(page)).fit, es.fit, 'back in Spanish, its step again');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

// In a host page's column the element's own width decides, whatever the window's; compact
// chrome has its own toolbar and takes no step.
test('a full-chrome <madang-game> fits its toolbar to its column; compact chrome takes no step', async () => {
  const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1400, height: 900 } });
  try {
    await page.route(`${env.url}host.html`, (route) => route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Museum</title>
<script type="module" src="madang-game.js"></script></head>
<body style="margin:0;padding:8px;background:#f4f1ea"><p>Our collection.</p>
<div id="column" style="width:1300px"><madang-game id="full" game="sanyao" lang="es" opponent="people"></madang-game></div>
<div style="width:420px"><madang-game id="compact" game="ssangnyuk" lang="es" chrome="compact"></madang-game></div></body></html>`,
    }));
    await page.goto(`${env.url}host.html`);
    await page.locator('#full[data-ready="true"]').waitFor();
    await page.locator('#compact[data-ready="true"]').waitFor();
    /** @type {Set<string | undefined>} */
    const seen = new Set();
    for (const width of [1300, 1000, 840, 700, 560, 420, 340]) {
      await page.evaluate((w) => { /** @type {HTMLElement} */ (document.getElementById('column')).style.width = `${w}px`; }, width);
      const got = await layout(page, '#full');
      assertFits(got, `element in a ${width} px column`);
      seen.add(got.fit);
    }
    assert.ok(seen.has('words') && seen.has('rows'), `steps seen ${[...seen]}`);
    const compact = await page.evaluate(() => /** @type {HTMLElement} */ (document.getElementById('compact')?.shadowRoot?.querySelector('.play-toolbar')).dataset.fit);
    assert.equal(compact, undefined, 'compact chrome takes no step');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
