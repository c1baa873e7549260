// A kiosk's rules panel: the rules open inside the kiosk, never as a page, from the toolbar,
// from a refused tap's "The rule" and from a lesson, at the rule the link names, which takes the
// focus; a citation followed there marks its source's entry, as the rules page does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser } from './support/browser.mjs';
import { kioskOpener } from './support/kiosk.mjs';
import { seedWhereStarts } from './support/engine.mjs';

const env = useBrowser();
const openKiosk = kioskOpener(env);
const SEED = seedWhereStarts(0);

test('the rules open in a panel inside the kiosk (from the toolbar and from a refused tap\'s "The rule"), scroll, and close; no link opens a page', async () => {
  const { context, page, problems } = await openKiosk(`game=sanyao&lang=ja&seed=${SEED}&idle-seconds=60`);
  await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
  await page.locator('.kiosk-game #sy-versus').waitFor();
  const panel = page.locator('.kiosk-rules');
  const content = panel.locator('.kiosk-rules-content');
  const scroller = panel.locator('.kiosk-rules-scroll');

  // A hole of the computer's row: why not, and the rule's row in the panel.
  await page.locator('.kiosk-game .sy-board [data-hole="7"]').click({ force: true });
  const why = page.locator('.kiosk-game #sy-notice a.why-rule');
  await why.click();
  await panel.waitFor();
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(new URL('../www/rules/sanyao.ja.html', import.meta.url), 'utf8'))?.[1].replace(/<[^>]*>/g, '');
  await content.locator('h1').waitFor();
  assert.equal(await content.locator('h1').textContent(), h1, 'the rules page\'s own content');
  assert.equal(await panel.locator('.kiosk-rules-doc').getAttribute('lang'), 'ja');
  const rule = /** @type {string} */ (await why.getAttribute('href')).split('#')[1];
  const row = await content.locator(`[id="${rule}"]`).boundingBox();
  const view = await scroller.boundingBox();
  assert.ok(row && view && Math.abs(row.y - view.y) < 40, `the panel opens at the rule's row (#${rule})`);
  await panel.locator('.kiosk-rules-close').click();
  await panel.waitFor({ state: 'hidden' });

  // The toolbar's link; the page's table of contents moves within the panel.
  await page.locator('.kiosk-game #sy-toolbar-rules').click();
  await panel.waitFor();
  await scroller.evaluate((el) => { el.scrollTop = 0; });
  await content.locator('nav.toc a').last().click();
  assert.ok(await scroller.evaluate((el) => el.scrollTop) > 200, 'the panel scrolled to the anchor');
  assert.equal(await content.locator('a[data-rules-href]').count(), await content.locator('a').count(), 'every link left leads to the rules');
  assert.equal(context.pages().length, 1, 'no tab opened');
  assert.match(page.url(), /kiosk=1/, 'the kiosk stays');
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });

  // Nothing to select and no context menu.
  const guarded = await page.locator('.kiosk-game #sy-title').evaluate((el) => {
    const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true });
    el.dispatchEvent(menu);
    return { menu: menu.defaultPrevented, select: getComputedStyle(el).userSelect };
  });
  assert.deepEqual(guarded, { menu: true, select: 'none' });
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * Follows `link` from the game to the kiosk's rules panel and says what the panel shows: where
 * the focus is (`#id` inside the panel's page, or `Close`), where the element `id` names stands
 * from the top of the panel's scroller, whether it is marked, and how far the panel scrolled.
 * @param {import('playwright-core').Page} page @param {import('playwright-core').Locator} link
 * @param {string} id
 */
async function followToPanel(page, link, id) {
  await link.click();
  await page.locator('.kiosk-rules .kiosk-rules-content h1').waitFor();
  // The focus moves once the page is in the panel (it may still be loading).
  await page.waitForFunction((id) => {
    const doc = document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-rules-doc')?.shadowRoot;
    return doc?.activeElement?.id === id;
  }, id, { timeout: 3000 }).catch(() => {});
  return page.evaluate((id) => {
    const game = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const doc = /** @type {ShadowRoot} */ (game.querySelector('.kiosk-rules-doc')?.shadowRoot);
    const scroller = /** @type {HTMLElement} */ (game.querySelector('.kiosk-rules-scroll'));
    const active = doc.activeElement ?? game.activeElement;
    const target = id ? doc.getElementById(id) : null;
    return {
      focused: active?.classList.contains('kiosk-rules-close') ? 'Close' : `#${active?.id}`,
      top: target ? Math.round(target.getBoundingClientRect().top - scroller.getBoundingClientRect().top) : null,
      marked: target?.hasAttribute('data-target') ?? false,
      scrolled: scroller.scrollTop,
    };
  }, id);
}

// However the panel opens at a rule from outside it (the rule of a refused tap, the toolbar's
// link to the rules table, a lesson's rule, the rules card's link to the rules in force), the
// rule is at the top of the panel, marked, and has the focus, as a link followed inside the
// panel already did: a keyboard or a screen reader carries on from what the link named. Opened
// at nothing the page names, the panel shows its top with the focus on Close.
test('opened from the game at a rule, the rules panel shows that rule and gives it the focus; opened at none, Close has it', async () => {
  const { context, page, problems } = await openKiosk(`game=sanyao&lang=es&seed=${SEED}&idle-seconds=60`, { viewport: { width: 1280, height: 560 } });
  await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
  const game = page.locator('.kiosk-game:not(.kiosk-loading)');
  await game.locator('#sy-versus').waitFor({ state: 'attached' });
  const close = page.locator('.kiosk-rules-close');
  /** The fragment of a link's address. @param {import('playwright-core').Locator} link */
  const hash = async (link) => /** @type {string} */ (await link.getAttribute('href')).split('#')[1];
  /** What the panel shows when the focus and the view went to `id`. @param {string} id */
  const atRule = (id) => ({ focused: `#${id}`, top: 0, marked: true });

  // A refused tap's "The rule" (the page loads into the panel first).
  await game.locator('.sy-board [data-hole="7"]').click({ force: true });
  const why = game.locator('#sy-notice a.why-rule');
  const rule = await hash(why);
  const shown = await followToPanel(page, why, rule);
  assert.ok(Math.abs(/** @type {number} */ (shown.top)) < 40, `#${rule} at the top (${shown.top})`);
  assert.deepEqual({ ...shown, top: 0, scrolled: 0 }, { ...atRule(rule), scrolled: 0 }, 'the refused tap\'s rule');
  await close.click();

  // The toolbar's link to the rules table (the page is in the panel already).
  const toolbar = game.locator('#sy-toolbar-rules');
  const table = await hash(toolbar);
  const fromToolbar = await followToPanel(page, toolbar, table);
  assert.ok(Math.abs(/** @type {number} */ (fromToolbar.top)) < 40, `#${table} at the top (${fromToolbar.top})`);
  assert.deepEqual({ ...fromToolbar, top: 0, scrolled: 0 }, { ...atRule(table), scrolled: 0 }, 'the toolbar\'s rules table');
  await close.click();

  // A lesson's rule, in the guide.
  await game.locator('#sy-how').click();
  const lesson = game.locator('#sy-guide-rule');
  await lesson.waitFor();
  const taught = await hash(lesson);
  const fromLesson = await followToPanel(page, lesson, taught);
  assert.ok(Math.abs(/** @type {number} */ (fromLesson.top)) < 40, `#${taught} at the top (${fromLesson.top})`);
  assert.deepEqual({ ...fromLesson, top: 0, scrolled: 0 }, { ...atRule(taught), scrolled: 0 }, 'the lesson\'s rule');
  await close.click();
  await game.locator('#sy-guide-close').click();

  // A link to the rules page at nothing it names, and to no place in it: the top, and Close.
  const page0 = /** @type {string} */ (await toolbar.evaluate((a) => /** @type {HTMLAnchorElement} */ (a).href.split('#')[0]));
  for (const href of [`${page0}#nowhere`, page0]) {
    await toolbar.evaluate((a, href) => {
      const plain = document.createElement('a');
      plain.href = href;
      plain.className = 'test-link';
      plain.textContent = 'rules';
      a.after(plain);
    }, href);
    const plain = game.locator('a.test-link');
    assert.deepEqual(await followToPanel(page, plain, ''), { focused: 'Close', top: null, marked: false, scrolled: 0 }, href);
    await close.click();
    await plain.evaluate((a) => a.remove());
  }
  assert.deepEqual(problems, []);
  await context.close();

  // Ssangnyuk's rules card links the rules in force: a source's variant, at its row.
  const sn = await openKiosk('game=ssangnyuk&lang=ja&rules=cap6&idle-seconds=60', { viewport: { width: 800, height: 480 } });
  await sn.page.locator('.kiosk-two').click();
  await sn.page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
  // The panel takes taps once the who-starts card is done with.
  const g = sn.page.locator('.kiosk-game:not(.kiosk-loading)');
  while (!(await g.locator('#sn-jaengdu-start').isVisible())) await g.locator('#sn-jaengdu-throw').click();
  await g.locator('#sn-jaengdu-start').click();
  const card = g.locator('.rules-card');
  await card.locator('summary').click();
  const link = card.locator('#sn-rules-link');
  await sn.page.waitForFunction(() => /#(?!rules$)/.test(document.querySelector('madang-game')?.shadowRoot?.querySelector('#sn-rules-link')?.getAttribute('href') ?? ''));
  const variant = await hash(link);
  const fromCard = await followToPanel(sn.page, link, variant);
  assert.ok(Math.abs(/** @type {number} */ (fromCard.top)) < 40, `#${variant} at the top (${fromCard.top})`);
  assert.deepEqual({ ...fromCard, top: 0, scrolled: 0 }, { ...atRule(variant), scrolled: 0 }, 'the rules card\'s variant');
  assert.deepEqual(sn.problems, []);
  await sn.context.close();
});

// A cited source's name in the panel leads to its entry under "Sources named on this page": the
// entry is marked as the rules page marks its :target (the same background), the mark moves
// with the next citation followed, the focus lands on the entry (a keyboard user's Enter), and
// the panel's Close button stays on the screen.
test('a citation followed in the rules panel marks its source\'s entry, as the rules page does, and takes the focus there', async () => {
  // A phone's size, where the page around the kiosk can scroll: only the panel's own list does.
  const { context, page, problems } = await openKiosk('game=ssangnyuk&lang=en&idle-seconds=60', { viewport: { width: 390, height: 844 } });
  await page.locator('.kiosk-attract').click({ position: { x: 20, y: 20 } });
  await page.locator('.kiosk-attract').waitFor({ state: 'hidden' });
  await page.locator('.kiosk-game #sn-toolbar-rules').click();
  const content = page.locator('.kiosk-rules .kiosk-rules-content');
  await content.locator('h1').waitFor();
  /** What the panel shows of each source entry: its id, background, and whether it has the focus. */
  const entries = () => page.evaluate(() => {
    const game = /** @type {ShadowRoot} */ (document.querySelector('madang-game')?.shadowRoot);
    const doc = /** @type {ShadowRoot} */ (game.querySelector('.kiosk-rules-doc')?.shadowRoot);
    return [...doc.querySelectorAll('.sources-list > li')].map((li) => ({ id: li.id, background: getComputedStyle(li).backgroundColor, focused: doc.activeElement === li }));
  });
  const plain = (await entries())[0].background;
  for (const id of ['source-esc', 'source-nfm']) {
    const cite = content.locator(`cite a[href="#${id}"]`).first();
    await cite.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => {
      const game = document.querySelector('madang-game')?.shadowRoot;
      return game?.querySelector('.kiosk-rules-doc')?.shadowRoot?.activeElement?.id === id;
    }, id, { timeout: 3000 }).catch(() => {});
    const shown = await entries();
    const entry = shown.find((e) => e.id === id);
    assert.ok(entry, `#${id} listed`);
    // The rules page itself, opened at the same entry.
    const own = await context.newPage();
    await own.goto(`${env.url}www/rules/ssangnyuk.en.html#${id}`);
    const marked = await own.evaluate((id) => getComputedStyle(/** @type {Element} */ (document.getElementById(id))).backgroundColor, id);
    await own.close();
    assert.notEqual(marked, plain, 'the rules page marks its target');
    assert.deepEqual(shown.filter((e) => e.background !== plain).map((e) => [e.id, e.background]), [[id, marked]], `only #${id} is marked, as on its page`);
    assert.ok(entry.focused, `the focus is on #${id}`);
    const bar = await page.locator('.kiosk-rules-close').boundingBox();
    assert.ok(bar && bar.y >= 0, `the Close button stays on the screen (${bar?.y})`);
  }
  assert.deepEqual(problems, []);
  await context.close();
});
