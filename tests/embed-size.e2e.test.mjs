// End-to-end: the game's size where a museum's web developer puts it. (1) embed.html reports
// the height its game needs at the frame's width, so a host that listens gives the board its
// full size: a phone-wide frame 520 px high said 520 and kept San Yao's board squeezed. (2) A
// <madang-game> in full chrome lays itself out by its own width: in a 420 px column of a
// 1280 px screen its panel goes below the board (the screen's width put it beside a 28 px
// board). (3) The board's shadow stays inside the element's box (it spilled onto the host page)
// and inside the frame (whose edge cut it off). (4) The toolbar follows the game's width too: a
// full-chrome element in that 420 px column has the phone's two-row toolbar of 44 px icons (it
// had four rows of words), and embed.html's compact toolbar keeps its buttons together in a
// narrow frame (a 370 px frame left Record alone on a row). Screenshots go to
// build/test-output/size-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';

const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
const env = useBrowser();

/**
 * Opens a host page (no CSP of its own: its listener is inline) holding `body`; it records the
 * frame's height messages in `window.heights` and, if `listen`, sets the frame's height to each.
 * @param {{width: number, height: number}} viewport @param {string} body @param {boolean} [listen]
 * @param {import('playwright-core').BrowserContextOptions} [options] more for the browser context (touch)
 */
async function openHost(viewport, body, listen = false, options = {}) {
  const opened = await openPage(env.browser, { viewport, ...options });
  const listener = `window.heights = []; window.addEventListener('message', (e) => {
    const f = document.querySelector('iframe');
    if (!f || e.source !== f.contentWindow || e.data?.source !== 'madang' || e.data.type !== 'height') return;
    window.heights.push(e.data.height);
    ${listen ? 'f.height = String(Math.ceil(e.data.height));' : ''}
  });`;
  await opened.page.route(`${env.url}host.html`, (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Museum</title><script type="module" src="madang-game.js"></script><script>${listener}</script></head>
<body style="margin:0;padding:8px;background:#f4f1ea"><p>Our collection.</p>${body}<p>More of the collection.</p></body></html>`,
  }));
  await opened.page.goto(`${env.url}host.html`);
  return opened;
}

/** @param {import('playwright-core').Page} page */
async function frameReady(page) {
  await page.waitForFunction(() => document.querySelector('iframe')?.contentDocument?.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
  return /** @type {import('playwright-core').Frame} */ (page.frames().find((f) => f.url().includes('embed.html')));
}

/** Until the frame's height has stayed put for 400 ms (a listening host has applied the last message). @param {import('playwright-core').Page} page */
async function settled(page) {
  let before = '';
  for (let i = 0; i < 50; i++) {
    const now = await page.evaluate(() => JSON.stringify([/** @type {any} */ (window).heights, document.querySelector('iframe')?.getAttribute('height')]));
    if (now === before) return;
    before = now;
    await page.waitForTimeout(400);
  }
  throw new Error('the frame\'s height never settled');
}

/**
 * The board and its cell (the box the board is drawn as large as fits in), the panel, and
 * what the board's shadow reaches (its first outer box-shadow: x, y, blur, spread), in the
 * coordinates of the document that holds the element; and the element's box.
 * @param {import('playwright-core').Page | import('playwright-core').Frame} where
 */
function geometry(where) {
  return where.evaluate(() => {
    const host = /** @type {HTMLElement} */ (document.querySelector('madang-game'));
    const shadow = /** @type {ShadowRoot} */ (host.shadowRoot);
    const board = /** @type {SVGSVGElement} */ (shadow.querySelector('.sn-board, .sy-board'));
    const wrap = /** @type {HTMLElement} */ (shadow.querySelector('.board-wrap'));
    const side = /** @type {HTMLElement} */ (shadow.querySelector('.side'));
    /** @param {DOMRect} r */
    const box = (r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height });
    const b = box(board.getBoundingClientRect());
    const ws = getComputedStyle(wrap);
    const w = wrap.getBoundingClientRect();
    const cell = { width: w.width - parseFloat(ws.paddingLeft) - parseFloat(ws.paddingRight), height: w.height - parseFloat(ws.paddingTop) - parseFloat(ws.paddingBottom) };
    const outer = getComputedStyle(board).boxShadow.split(/,(?![^(]*\))/).find((s) => !s.includes('inset')) ?? '';
    const [x, y, blur, spread] = [...outer.replace(/rgba?\([^)]*\)/, '').matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
    const reach = {
      left: b.left + x - blur - (spread ?? 0), right: b.right + x + blur + (spread ?? 0),
      top: b.top + y - blur - (spread ?? 0), bottom: b.bottom + y + blur + (spread ?? 0),
    };
    return {
      board: b, cell, reach, wrap: box(w), side: box(side.getBoundingClientRect()), host: box(host.getBoundingClientRect()),
      view: { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight, scroll: document.documentElement.scrollHeight },
    };
  });
}

test('embed.html reports the height its game needs at the frame\'s width; a host that applies it gets the board at full size, and the height stays put', async () => {
  mkdirSync(OUT, { recursive: true });
  for (const [width, game, lang] of /** @type {const} */ ([[390, 'sanyao', 'es'], [390, 'ssangnyuk', 'ja'], [1280, 'sanyao', 'en']])) {
    const where = `${game} ${lang} in a ${width} px wide page`;
    const { context, page, problems } = await openHost({ width, height: 844 },
      `<iframe src="embed.html?game=${game}&amp;vs=people&amp;lang=${lang}" width="100%" height="520" style="border:0;display:block" title="Game"></iframe>`, true);
    const frame = await frameReady(page);
    if (game === 'ssangnyuk') {
      // Past the who-starts card, to a turn (the panel then holds the dice and the buttons).
      for (let i = 0; i < 20 && !(await frame.locator('#sn-jaengdu-start').isVisible()); i++) await frame.locator('#sn-jaengdu-throw').click();
      await frame.locator('#sn-jaengdu-start').click();
    }
    await settled(page);
    const heights = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).heights));
    const last = heights[heights.length - 1];
    const g = await geometry(frame);
    assert.equal(g.view.height, last, `${where}: the frame is as high as it said`);
    assert.ok(g.view.scroll <= g.view.height, `${where}: nothing to scroll`);
    // The board is as wide as its cell: the height did not squeeze it.
    assert.ok(g.board.width >= g.cell.width - 1, `${where}: the board is ${Math.round(g.board.width)} px wide in a ${Math.round(g.cell.width)} px cell (${heights.join(', ')})`);
    if (game === 'sanyao') {
      const hole = await frame.locator('.sy-board [data-hole="0"]').boundingBox();
      assert.ok(hole && hole.width >= 44, `${where}: a hole is ${hole?.width} px wide`);
    }
    // The panel is whole.
    const panel = await frame.evaluate(() => {
      const side = /** @type {HTMLElement} */ (document.querySelector('madang-game')?.shadowRoot?.querySelector('.side'));
      return side.scrollHeight <= side.clientHeight + 1;
    });
    assert.ok(panel, `${where}: the panel hides part of what it holds`);
    await page.screenshot({ path: `${OUT}/size-frame-${width}-${game}-${lang}.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('embed.html in a frame higher than its game needs reports less than the frame\'s height, and a card over the game whole', async () => {
  const { context, page, problems } = await openHost({ width: 390, height: 844 },
    '<iframe src="embed.html?game=sanyao&amp;vs=people&amp;lang=en" width="374" height="1000" style="border:0;display:block" title="Game"></iframe>');
  await frameReady(page);
  await settled(page);
  const heights = await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).heights));
  assert.ok(heights[heights.length - 1] < 800, `a 374 px wide San Yao needs far less than 1000 px (${heights.join(', ')})`);
  await context.close();

  // Ssangnyuk's who-starts card in a low frame: the height asked for holds the card whole.
  const low = await openHost({ width: 390, height: 844 },
    '<iframe src="embed.html?game=ssangnyuk&amp;vs=people&amp;lang=es" width="374" height="300" style="border:0;display:block" title="Game"></iframe>', true);
  const frame = await frameReady(low.page);
  await settled(low.page);
  const whole = await frame.evaluate(() => {
    const card = /** @type {HTMLElement} */ (document.querySelector('madang-game')?.shadowRoot?.querySelector('#sn-jaengdu'));
    return card.scrollHeight <= card.clientHeight + 1 && card.getBoundingClientRect().bottom <= window.innerHeight;
  });
  assert.ok(whole, 'the who-starts card shows all it holds');
  assert.deepEqual([...problems, ...low.problems], []);
  await low.context.close();
});

test('<madang-game> lays itself out by its own width: in a 420 px column of a wide screen the panel goes below a full-width board; a wide element keeps two columns', async () => {
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    const { context, page, problems } = await openHost({ width: 1280, height: 800 },
      `<div style="width:420px"><madang-game game="${game}" opponent="people" lang="es"></madang-game></div>`);
    await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
    const narrow = await geometry(page);
    assert.ok(narrow.board.width >= 0.85 * narrow.host.width, `${game}: the board is ${Math.round(narrow.board.width)} px wide in a ${narrow.host.width} px element`);
    assert.ok(narrow.side.top >= narrow.board.bottom, `${game}: the panel is below the board`);
    await page.screenshot({ path: `${OUT}/size-element-420-${game}.png`, fullPage: true });
    await page.evaluate(() => { /** @type {HTMLElement} */ (document.querySelector('madang-game')?.parentElement).style.width = '1200px'; });
    await page.waitForTimeout(100);
    const wide = await geometry(page);
    assert.ok(wide.side.left >= wide.board.right, `${game}: in a 1200 px element the panel is beside the board`);
    assert.deepEqual(problems, []);
    await context.close();
  }
});

/** The page's words, by language. @type {Record<string, Record<string, string>>} */
const WORDS = {
  en: (await import('../www/i18n/en.js')).default,
  es: (await import('../www/i18n/es.js')).default,
  ja: (await import('../www/i18n/ja.js')).default,
};
/** The toolbar's actions, in the markup's order (ids after the game's prefix). */
const ACTIONS = ['new-game', 'opponent', 'suggest', 'how', 'record'];

/**
 * The boxes of the toolbar's actions of the element in `where` (page or frame), and the rows
 * they take, top to bottom, each row its actions left to right (on one row: centred alike).
 * @param {import('playwright-core').Page | import('playwright-core').Frame} where @param {'sn' | 'sy'} prefix
 */
function toolbarRows(where, prefix) {
  return where.evaluate(({ prefix, actions }) => {
    const root = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const boxes = actions.map((id) => {
      const r = /** @type {Element} */ (root.getElementById(`${prefix}-${id}`)).getBoundingClientRect();
      return { id, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height, middle: (r.top + r.bottom) / 2 };
    });
    /** @type {{middle: number, ids: {id: string, left: number}[]}[]} */
    const rows = [];
    for (const b of boxes) {
      const row = rows.find((r) => Math.abs(r.middle - b.middle) < 4);
      if (row) row.ids.push({ id: b.id, left: b.left });
      else rows.push({ middle: b.middle, ids: [{ id: b.id, left: b.left }] });
    }
    return {
      boxes,
      rows: rows.sort((a, c) => a.middle - c.middle).map((r) => r.ids.sort((a, c) => a.left - c.left).map((x) => x.id)),
    };
  }, { prefix, actions: ACTIONS });
}

test('<madang-game> in a 420 px column of a wide screen has the phone\'s toolbar: two rows, 44 px icons named by their words, the rules link in the Record menu; a wide element keeps its words', async () => {
  for (const game of /** @type {const} */ (['ssangnyuk', 'sanyao'])) {
    const p = game === 'ssangnyuk' ? 'sn' : 'sy';
    for (const lang of /** @type {const} */ (['es', 'en', 'ja'])) {
      const words = WORDS[lang];
      const where = `${game} ${lang} in a 420 px column`;
      const { context, page, problems } = await openHost({ width: 1280, height: 800 },
        `<div style="width:420px"><madang-game game="${game}" opponent="people" lang="${lang}"></madang-game></div>`);
      await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
      // Each action named by its words (the icons too), in the toolbar's order.
      const keys = [game === 'ssangnyuk' ? 'sn.newGame' : 'sy.newMatch', 'computer.switchOn', 'suggest.button', 'guide.open', 'record.menu'];
      const toolbar = page.locator('madang-game .play-toolbar');
      for (const [i, key] of keys.entries()) {
        const button = toolbar.getByRole('button', { name: words[key], exact: true });
        assert.equal(await button.getAttribute('id'), `${p}-${ACTIONS[i]}`, `${where}: ${key} names #${p}-${ACTIONS[i]}`);
      }
      const { boxes, rows } = await toolbarRows(page, p);
      const host = /** @type {{x: number, width: number}} */ (await page.locator('madang-game').boundingBox());
      assert.ok(rows.length <= 2, `${where}: the toolbar's actions take ${rows.length} rows (${JSON.stringify(rows)})`);
      assert.ok(rows.some((r) => ['suggest', 'how', 'record'].every((id) => r.includes(id))), `${where}: the icons on one row (${JSON.stringify(rows)})`);
      for (const b of boxes) {
        assert.ok(b.width >= 44 && b.height >= 44, `${where}: #${p}-${b.id} is ${Math.round(b.width)}x${Math.round(b.height)}`);
        assert.ok(b.left >= host.x && b.right <= host.x + host.width, `${where}: #${p}-${b.id} inside the element`);
        if (['suggest', 'how', 'record'].includes(b.id)) assert.ok(b.width < 50, `${where}: #${p}-${b.id} is an icon, not ${Math.round(b.width)} px of words`);
      }
      // The rules link is in the Record menu, and only there.
      await page.locator(`#${p}-record`).click();
      const rules = page.locator(`#${p}-record-menu`).getByRole('link', { name: words['app.rules'], exact: true });
      await rules.waitFor({ timeout: 2000 });
      const box = await rules.boundingBox();
      assert.ok(box && box.height >= 44 && box.x >= host.x && box.x + box.width <= host.x + host.width, `${where}: the rules link in the Record menu`);
      assert.equal(await page.locator(`#${p}-toolbar-rules`).isVisible(), false, `${where}: no second rules link`);
      await page.screenshot({ path: `${OUT}/size-toolbar-420-${game}-${lang}.png`, clip: { x: 0, y: 0, width: 440, height: 360 } });
      if (lang === 'es') {
        // In a 1200 px column the element keeps the desktop's toolbar: words on one row, the
        // rules link in the toolbar.
        await page.keyboard.press('Escape');
        await page.evaluate(() => { /** @type {HTMLElement} */ (document.querySelector('madang-game')?.parentElement).style.width = '1200px'; });
        await page.waitForTimeout(100);
        const wide = await toolbarRows(page, p);
        assert.equal(wide.rows.length, 1, `${game}: a 1200 px element's toolbar on one row (${JSON.stringify(wide.rows)})`);
        assert.ok(await page.locator(`#${p}-suggest .play-suggest-text`).isVisible(), `${game}: a wide element's Suggest a move shows its words`);
        assert.ok(await page.locator(`#${p}-toolbar-rules`).isVisible(), `${game}: a wide element's rules link in the toolbar`);
      }
      assert.deepEqual(problems, [], `${where}: no console errors`);
      await context.close();
    }
  }
});

test('embed.html\'s compact toolbar keeps its buttons together in a narrow frame: New game above the switch of opponent and the icons, or all on one row (340 to 420 px, es/en/ja, mouse and touch)', async () => {
  for (const [lang, touch] of /** @type {const} */ ([['es', false], ['en', false], ['ja', false], ['es', true], ['ja', true]])) {
    const { context, page, problems } = await openHost({ width: 1280, height: 800 },
      `<iframe src="embed.html?game=ssangnyuk&amp;vs=people&amp;lang=${lang}" width="340" height="560" style="border:0;display:block" title="Game"></iframe>`,
      false, touch ? { hasTouch: true, isMobile: true } : {});
    const frame = await frameReady(page);
    for (const width of [340, 370, 420]) {
      const where = `${lang}${touch ? ' (touch)' : ''} in a ${width} px frame`;
      await page.evaluate((w) => { /** @type {HTMLIFrameElement} */ (document.querySelector('iframe')).width = String(w); }, width);
      await frame.waitForFunction((w) => window.innerWidth === w, width);
      await frame.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const { boxes, rows } = await toolbarRows(frame, 'sn');
      // One row, or New game alone above the rest: no button alone on a row of its own below,
      // nor the icons split between rows. Left to right in the markup's order, as Tab goes.
      const together = rows.length === 1 ? [ACTIONS] : [['new-game'], ACTIONS.slice(1)];
      assert.deepEqual(rows, together, `${where}: the toolbar's rows`);
      // No language's toolbar fits one row at 370 px.
      if (width === 370) assert.equal(rows.length, 2, `${where}: two rows`);
      for (const b of boxes) {
        assert.ok(b.left >= 0 && b.right <= width, `${where}: #sn-${b.id} inside the frame`);
        if (touch) assert.ok(b.width >= 44 && b.height >= 44, `${where}: #sn-${b.id} is ${Math.round(b.width)}x${Math.round(b.height)}`);
      }
      await page.screenshot({ path: `${OUT}/size-compact-toolbar-${width}-${lang}${touch ? '-touch' : ''}.png`, clip: { x: 0, y: 0, width, height: 220 } });
    }
    assert.deepEqual(problems, [], `${lang}: no console errors`);
    await context.close();
  }
});

test('the board\'s shadow stays inside the element\'s box (full chrome) and inside the frame (the museum theme\'s iframe), clear of the panel below the board', async () => {
  for (const [width, height, game, box] of /** @type {const} */ ([[1280, 800, 'ssangnyuk', ''], [1280, 800, 'sanyao', ''], [1280, 800, 'ssangnyuk', 'width:420px'], [390, 844, 'sanyao', '']])) {
    const where = `${game}, element ${box || 'full width'} at ${width}x${height}`;
    const { context, page, problems } = await openHost({ width, height },
      `<div style="${box}"><madang-game game="${game}" opponent="people"></madang-game></div>`);
    await page.waitForFunction(() => document.querySelector('madang-game')?.getAttribute('data-ready') === 'true');
    const g = await geometry(page);
    const r = g.reach;
    assert.ok(r.left >= g.host.left - 0.5 && r.right <= g.host.right + 0.5 && r.bottom <= g.host.bottom + 0.5,
      `${where}: the shadow reaches ${JSON.stringify(r)} outside the element ${JSON.stringify(g.host)}`);
    assert.ok(r.bottom <= g.side.top + 0.5 || g.side.top < g.board.bottom, `${where}: the panel below covers the shadow`);
    assert.deepEqual(problems, []);
    await context.close();
  }
  for (const [width, height, game] of /** @type {const} */ ([[740, 360, 'sanyao'], [360, 640, 'sanyao'], [740, 360, 'ssangnyuk']])) {
    const where = `${game} in a ${width}x${height} museum-theme frame`;
    const { context, page, problems } = await openHost({ width: 1280, height: 800 },
      `<iframe src="embed.html?game=${game}&amp;vs=people&amp;theme=museum" width="${width}" height="${height}" style="border:0;display:block" title="Game"></iframe>`);
    const frame = await frameReady(page);
    if (game === 'ssangnyuk') await frame.locator('#sn-jaengdu-throw').waitFor();
    const g = await geometry(frame);
    const r = g.reach;
    assert.ok(r.left >= -0.5 && r.right <= g.view.width + 0.5 && r.bottom <= g.view.height + 0.5, `${where}: the frame's edge cuts the shadow ${JSON.stringify(r)}`);
    assert.ok(r.bottom <= g.side.top + 0.5 || g.side.top < g.board.bottom, `${where}: the panel below the board cuts the shadow (${Math.round(r.bottom)} > ${Math.round(g.side.top)})`);
    await page.screenshot({ path: `${OUT}/size-museum-${width}x${height}-${game}.png` });
    assert.deepEqual(problems, []);
    await context.close();
  }
});
