// Offline and installable (issue 11, item 3): the kit (scripts/build-kit.mjs) served as a
// museum would serve it (a sub-path, the strict CSP, gzip). After one visit its pages work
// with the server gone; a new build is offered with a notice and, once accepted, runs whole
// (no file of the old build next to the new); a worker that cannot install leaves the page
// as it is online; the manifests name the app in each language with icons the kit holds.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, recordProblems } from './support/browser.mjs';
import { SanyaoGame, seedWhereStarts } from './support/engine.mjs';
import { sanyaoNext, ssangnyukNext, ssangnyukAct } from '../scripts/page-drivers.mjs';
import { startServer } from '../scripts/serve.mjs';
import { WORKER, buildKit, brokenReferences, kitFiles } from '../scripts/build-kit.mjs';
import { ICONS, LANGS, manifests } from '../scripts/build-app-files.mjs';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
const BASE = '/museum/madang/';
const temp = mkdtempSync(join(tmpdir(), 'madang-offline-'));
/** The kit as built from the checkout. */
const kit = join(temp, 'kit');
/** @type {string[]} */
let built = [];
/** @type {import('playwright-core').Browser} */
let browser;

before(async () => {
  built = buildKit(CHECKOUT, kit);
  // The full browser, not its headless shell: only it tells an installed app's id (Page.getAppId).
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  rmSync(temp, { recursive: true, force: true });
});

/**
 * The checkout's kit at `site`: a copy of the one `before` built, the same files as building it
 * again (buildKit empties its folder first) without a second of minifying each time.
 * @param {string} site
 */
function checkoutKit(site) {
  rmSync(site, { recursive: true, force: true });
  cpSync(kit, site, { recursive: true });
}

/** @param {string} root */
function serve(root) {
  return startServer(0, { root, base: BASE, csp: true, compress: 'gzip' });
}

/** A fresh visitor (their own storage and worker registrations) with its problem recorder. */
async function visitor() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page, problems: recordProblems(page) };
}

/** Waits until the kit's worker has installed everything and controls the page. @param {import('playwright-core').Page} page */
function controlled(page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60000 });
}

/** The names of the caches the page's origin holds. @param {import('playwright-core').Page} page */
function cacheNames(page) {
  return page.evaluate(() => caches.keys());
}

test('after one visit, with the server gone: a reload, both games against the computer, and the rules pages', async (t) => {
  const server = await serve(kit);
  t.after(() => server.close());
  const { context, page, problems } = await visitor();
  const seed = seedWhereStarts(0);
  const sanyao = `index.html?game=sanyao&vs=computer&level=easy&side=north&seed=${seed}`;
  await page.goto(`${server.url}${sanyao}`);
  await page.waitForSelector('body[data-ready="true"]');
  await controlled(page);
  const names = await cacheNames(page);
  assert.deepEqual(names, [`madang ${server.url} ${names[0]?.split(' ').pop()}`], 'one cache, named for this kit');
  // Chromium reads the manifest of the page's language and finds nothing that stops an install
  // (but the test's profile, which is incognito).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.equal(manifest.url, `${server.url}www/app/manifest.en.webmanifest`);
  assert.deepEqual(manifest.errors, []);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.filter((e) => e.errorId !== 'in-incognito'), []);
  assert.equal((await cdp.send('Page.getAppId')).appId, server.url, 'the app is the kit’s folder');
  await server.close();
  await context.setOffline(true);

  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  // South, the computer, was drawn to start: it sows in its worker, from the cached engine.
  const start = new SanyaoGame(seed);
  const before = start.state().position.pits;
  start.free();
  assert.notEqual(typeof await sanyaoNext(page), 'string', 'the visitor is to move after the computer');
  const pits = await page.$$eval('.sy-board [data-hole]', (els) => els.map((el) => [Number(el.getAttribute('data-hole')), Number(el.getAttribute('data-count'))]));
  assert.notDeepEqual(pits.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)).map((p) => p[1]), before, 'the computer has sown');

  await page.goto(`${server.url}index.html?game=ssangnyuk&vs=computer&level=easy&side=white&seed=5&lang=ja`);
  await page.waitForSelector('body[data-ready="true"]');
  // The visitor plays until the computer (Black) has played too, in Japanese (a catalog the
  // first visit never loaded: it came with the cache).
  for (let i = 0; i < 40 && await page.locator('#sn-log li.black').count() === 0; i++) {
    const next = await ssangnyukNext(page, 'white');
    assert.notEqual(next, 'over');
    if (next !== 'over') await ssangnyukAct(page, next);
  }
  await ssangnyukNext(page, 'white');
  assert.ok(await page.locator('#sn-log li.black').count() > 0, 'the computer has played');
  assert.equal(await page.getAttribute('html', 'lang'), 'ja');
  const japanese = await context.newCDPSession(page);
  assert.equal((await japanese.send('Page.getAppManifest')).url, `${server.url}www/app/manifest.ja.webmanifest`);
  assert.equal((await japanese.send('Page.getAppId')).appId, server.url, 'the same app in every language');

  // The iframe mode, which the first visit never opened.
  await page.goto(`${server.url}embed.html?game=sanyao&vs=computer&level=easy&lang=es`);
  await page.waitForSelector('madang-game[data-ready="true"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'es');

  for (const rules of built.filter((f) => f.startsWith('www/rules/') && f.endsWith('.html'))) {
    const response = await page.goto(`${server.url}${rules}#setup`);
    assert.ok(response?.fromServiceWorker(), `${rules} comes from the worker`);
    assert.ok(await page.locator('h1').count() === 1, rules);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

/**
 * A copy of the checkout's kit files (what buildKit reads) in which `edit` changed some.
 * @param {string} root @param {(root: string) => void} edit
 */
function editedCheckout(root, edit) {
  for (const file of kitFiles(CHECKOUT)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    cpSync(join(CHECKOUT, file), join(root, file));
  }
  edit(root);
  return root;
}

test('a new build is offered with a notice, and runs whole once the visitor accepts it', async (t) => {
  const site = join(temp, 'site');
  const next = editedCheckout(join(temp, 'next'), (root) => {
    for (const lang of ['en', 'ja']) {
      const file = join(root, 'www/i18n', `${lang}.js`);
      writeFileSync(file, readFileSync(file, 'utf8').replace("'app.name': 'Madang',", "'app.name': 'Madang II',"));
    }
  });
  checkoutKit(site);
  const server = await serve(site);
  t.after(() => server.close());
  const { context, page, problems } = await visitor();
  await page.goto(`${server.url}index.html`);
  await controlled(page);
  await page.evaluate(() => caches.open('the host site’s own'));
  const first = await cacheNames(page);
  assert.equal(await page.title(), 'Madang');

  buildKit(next, site);
  await page.reload();
  const notice = page.locator('#notices .notice');
  await notice.waitFor();
  assert.equal(await notice.locator('p').textContent(), 'A new version of Madang is ready. Reload to use it.');
  assert.equal(await page.title(), 'Madang', 'the old build runs until the visitor accepts');
  // Until then the old build's files come from its own cache, even one this page had not yet
  // loaded (the Japanese words) and whose new version the server now has.
  await page.click('#lang-switch a[data-lang="ja"]');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  assert.equal(await page.title(), 'Madang');
  const cdp = await context.newCDPSession(page);
  assert.equal((await cdp.send('Page.getAppManifest')).url, `${server.url}www/app/manifest.ja.webmanifest`, 'an install now is in Japanese');
  assert.deepEqual(await notice.locator('p, .notice-action').allTextContents(), ['Madangの新しいバージョンがあります。再読み込みすると使えます。', '再読み込み'], 'the notice follows the language');

  const reloaded = page.waitForEvent('load');
  await notice.locator('.notice-action').click();
  await reloaded;
  await page.waitForFunction(() => document.title === 'Madang II');
  /** @type {string[]} */
  const sources = [];
  page.on('response', (r) => sources.push(`${r.fromServiceWorker() ? 'cache' : 'network'} ${r.url()}`));
  await page.goto(`${server.url}index.html?game=sanyao&vs=computer&level=easy`);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.title(), '散窑 · Madang II');
  assert.deepEqual(sources.filter((s) => !s.startsWith('cache ')), [], 'every file of the page comes from the new cache');
  const now = await cacheNames(page);
  assert.equal(now.length, 2);
  assert.ok(now.includes('the host site’s own'), 'a cache that is not the kit’s is left alone');
  assert.ok(!now.some((n) => first.includes(n) && n.startsWith('madang ')), 'the old build’s cache is gone');
  assert.equal(await page.locator('#notices .notice').count(), 0);
  assert.deepEqual(problems, []);
  await context.close();
});

test('an accepted new build takes over as soon as the page’s fetches pause, even if they were under way', async (t) => {
  const site = join(temp, 'busy');
  const next = editedCheckout(join(temp, 'busy-next'), (root) => {
    const file = join(root, 'www/i18n/en.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace("'app.name': 'Madang',", "'app.name': 'Madang II',"));
  });
  checkoutKit(site);
  const server = await serve(site);
  t.after(() => server.close());
  const { context, page, problems } = await visitor();
  await page.goto(`${server.url}index.html`);
  await controlled(page);
  buildKit(next, site);
  await page.reload();
  const notice = page.locator('#notices .notice');
  await notice.waitFor();
  // The old version answers fetch after fetch for 3 s (four at a time, as when a screen loads
  // its scripts), and the visitor accepts in the middle: asked to take over then, Chromium used
  // to leave the new version waiting for minutes (scripts/kit-worker.mjs).
  await page.evaluate(() => {
    const end = Date.now() + 3000;
    const again = () => { if (Date.now() < end) fetch('www/i18n/en.js').then((r) => r.text()).finally(() => setTimeout(again, 5)); };
    for (let i = 0; i < 4; i++) again();
  });
  await page.waitForTimeout(300);
  const reloaded = page.waitForEvent('load', { timeout: 30000 });
  await notice.locator('.notice-action').click();
  await reloaded;
  await page.waitForFunction(() => document.title === 'Madang II');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a kiosk takes a new build between visitors: never during a visitor\'s game, at once when its attract screen shows', async (t) => {
  const site = join(temp, 'kiosk');
  /** A build whose attract screen says `words`. @param {string} name @param {string} words */
  const build = (name, words) => editedCheckout(join(temp, name), (root) => {
    const file = join(root, 'www/i18n/en.js');
    writeFileSync(file, readFileSync(file, 'utf8').replace("'kiosk.touch': 'Touch to play',", `'kiosk.touch': '${words}',`));
  });
  /** A build's kit, made before the visit: building blocks this process (and so the touches)
   * for seconds on a loaded machine, longer than the kiosk's idle time; copying it over the
   * site takes a moment. @param {string} name @param {string} words */
  const staged = (name, words) => {
    const out = join(temp, `${name}-kit`);
    buildKit(build(name, words), out);
    return out;
  };
  const next = staged('kiosk-next', 'Touch here to play');
  const third = staged('kiosk-third', 'Touch the screen to play');
  /** Publishes a staged kit (the same files, new contents). @param {string} kitDir */
  const publish = (kitDir) => cpSync(kitDir, site, { recursive: true });
  checkoutKit(site);
  const server = await serve(site);
  t.after(() => server.close());
  const { context, page, problems } = await visitor();
  await page.goto(`${server.url}index.html?kiosk=1&game=sanyao&lang=en&idle-seconds=3`);
  await controlled(page);
  const attract = page.locator('.kiosk-attract');
  await attract.waitFor();
  assert.equal(await attract.locator('.kiosk-touch').textContent(), 'Touch to play');
  // A visitor starts a game; meanwhile a new build is published and found.
  // The visitor goes on playing (a touch now and then keeps the idle clock away) while the new
  // build installs, and a while after it waits.
  const touch = () => page.evaluate(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-stage')
    ?.dispatchEvent(new WheelEvent('wheel', { bubbles: true, composed: true })));
  /** Touches every 100 ms until `done()` (at most 60 s), then for 1.5 s more. @param {() => Promise<boolean>} done */
  const play = async (done) => {
    for (let i = 0; i < 600 && !await done(); i++) {
      await touch();
      await page.waitForTimeout(100);
    }
    assert.ok(await done());
    for (let i = 0; i < 15; i++) {
      await touch();
      await page.waitForTimeout(100);
    }
  };
  const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
  /** A visitor starts a game, during which `publish` runs. @param {() => Promise<void>} publish */
  const visit = async (publish) => {
    await attract.click({ position: { x: 20, y: 20 } });
    await attract.waitFor({ state: 'hidden' });
    await page.evaluate(() => Reflect.set(window, 'sameDocument', true));
    await publish();
  };
  await visit(async () => {
    publish(next);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await play(waiting);
  });
  assert.equal(await page.evaluate(() => Reflect.get(window, 'sameDocument')), true, 'the visitor\'s game goes on');
  assert.equal(await page.locator('.notice').count(), 0, 'no notice for a passer-by to answer');
  // Untouched for the idle time, the kiosk goes back to its attract screen: the new build then runs.
  await page.waitForFunction(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-touch')?.textContent === 'Touch here to play', null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => Reflect.get(window, 'sameDocument')), undefined, 'a reload brought it');
  // A new build that takes over during a visitor's game (Chromium may let one take over late:
  // scripts/kit-worker.mjs; here it is told to at once) reloads the page only at the attract screen.
  await visit(async () => {
    publish(third);
    await page.evaluate(async () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => Reflect.set(window, 'takenOver', true));
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await play(waiting);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.postMessage({ type: 'madang-update' }));
    await play(() => page.evaluate(() => Reflect.get(window, 'takenOver') === true));
  });
  assert.equal(await page.evaluate(() => Reflect.get(window, 'sameDocument')), true, 'the visitor\'s game goes on');
  await page.waitForFunction(() => document.querySelector('madang-game')?.shadowRoot?.querySelector('.kiosk-touch')?.textContent === 'Touch the screen to play', null, { timeout: 60000 });
  assert.equal(await page.evaluate(() => Reflect.get(window, 'sameDocument')), undefined, 'reloaded between visitors');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a worker that cannot install (broken, missing, or with storage that fails) leaves the page working online', async (t) => {
  const site = join(temp, 'broken');
  checkoutKit(site);
  const real = readFileSync(join(site, WORKER), 'utf8');
  /** @type {[string, string | null][]} what sw.js holds (null: there is none) */
  const cases = [
    ['broken', 'this is not a service worker('],
    ['storage full', `caches.open = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));\n${real}`],
    ['missing', null],
  ];
  const server = await serve(site);
  t.after(() => server.close());
  for (const [name, text] of cases) {
    if (text === null) rmSync(join(site, WORKER));
    else writeFileSync(join(site, WORKER), text);
    const { context, page, problems } = await visitor();
    /** @type {string[]} */
    const warnings = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    // What became of the page's registration: refused, or a worker that ended redundant.
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        const registering = register.apply(this, args);
        /** @type {any} */ (window).__outcome = registering.then((r) => new Promise((resolve) => {
          const worker = r.installing;
          if (!worker) resolve(r.active ? 'active' : 'none');
          else worker.addEventListener('statechange', () => { if (worker.state === 'redundant' || worker.state === 'activated') resolve(worker.state); });
        }), () => 'refused');
        return registering;
      };
    });
    await page.goto(`${server.url}index.html?game=sanyao&vs=computer&level=easy&side=north&seed=${seedWhereStarts(0)}`);
    await page.waitForSelector('body[data-ready="true"]');
    assert.notEqual(typeof await sanyaoNext(page), 'string', `${name}: the computer plays`);
    await page.waitForFunction(() => /** @type {any} */ (window).__outcome !== undefined);
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).__outcome), name === 'storage full' ? 'redundant' : 'refused', name);
    if (name !== 'storage full') assert.ok(warnings.some((w) => w.includes('offline play is not available')), `${name}: ${warnings.join(' | ')}`);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, name);
    // The page goes on: a reload is served as before.
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    // A missing worker is the browser's to report (its 404, as for any missing file); nothing else is.
    const reported = name === 'missing' ? [`HTTP 404: ${server.url}${WORKER}`, 'console error: A bad HTTP response code (404) was received when fetching the script.'] : [];
    assert.deepEqual(problems.filter((p) => !reported.includes(p)), [], name);
    await context.close();
  }
});

test('no worker where the build put none: the checkout (`npm start`) and a host page with the element', async (t) => {
  const checkout = await startServer(0, { csp: true });
  t.after(() => checkout.close());
  const site = join(temp, 'host');
  checkoutKit(site);
  writeFileSync(join(site, 'host.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A museum page</title><link rel="icon" href="data:,">' +
    '<script type="module" src="madang-game.js"></script></head><body><madang-game game="sanyao"></madang-game></body></html>');
  const host = await serve(site);
  t.after(() => host.close());
  for (const url of [`${checkout.url}index.html?game=sanyao`, `${host.url}host.html`]) {
    const { context, page, problems } = await visitor();
    /** @type {string[]} */
    const loaded = [];
    page.on('request', (r) => loaded.push(r.url()));
    await page.goto(url);
    await page.waitForSelector('body[data-ready="true"], madang-game[data-ready="true"]');
    if (url.endsWith('host.html')) assert.ok(!loaded.some((u) => u.endsWith('/offline.js')), 'the element does not even load the registration');
    // Past the page's load and an idle moment, when the kit's pages register.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    assert.equal(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r ?? null)), null, url);
    assert.deepEqual(problems, [], url);
    await context.close();
  }
});

/** Width and height of a PNG, from its header. @param {Buffer} png */
function pngSize(png) {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the manifests: one per language, worded from the page’s words, with the icons Chromium installs from', async () => {
  for (const [path, text] of await manifests(CHECKOUT)) {
    assert.equal(readFileSync(join(CHECKOUT, path), 'utf8'), text, `${path} is up to date (node scripts/build-app-files.mjs)`);
  }
  for (const lang of LANGS) {
    const path = `www/app/manifest.${lang}.webmanifest`;
    const manifest = JSON.parse(readFileSync(join(kit, path), 'utf8'));
    const words = (await import(`../www/i18n/${lang}.js`)).default;
    assert.equal(manifest.lang, lang);
    assert.equal(manifest.name, words['app.name']);
    assert.equal(manifest.description, words['app.description']);
    assert.equal(manifest.display, 'standalone');
    const at = new URL(path, 'http://kit/');
    assert.equal(new URL(manifest.start_url, at).href, 'http://kit/', 'the app starts at the kit’s folder');
    assert.equal(new URL(manifest.scope, at).href, 'http://kit/');
    for (const icon of manifest.icons) {
      const file = new URL(icon.src, at).pathname.slice(1);
      assert.ok(built.includes(file), `${file} is in the kit`);
      if (icon.type === 'image/png') assert.equal(pngSize(readFileSync(join(kit, file))), icon.sizes, file);
    }
    const png = (/** @type {string} */ purpose, /** @type {number} */ size) => manifest.icons.some((/** @type {any} */ i) => i.type === 'image/png' && i.purpose === purpose && i.sizes === `${size}x${size}`);
    assert.ok(png('any', 192) && png('any', 512) && png('maskable', 512), 'PNGs of 192 and 512 px, and a maskable one');
  }
  assert.deepEqual(ICONS.filter((i) => !built.includes(`www/app/${i.src}`)), []);
});

test('the worker pre-caches every other file of the kit, and the broken-reference check reads its marks and manifests', () => {
  const sw = readFileSync(join(kit, WORKER), 'utf8');
  const listed = [...sw.matchAll(/\["([^"]+)","sha256-[A-Za-z0-9+/=]+"\]/g)].map((m) => m[1]);
  assert.deepEqual(listed, built.filter((f) => f !== WORKER));
  const manifest = join(kit, 'www/app/manifest.en.webmanifest');
  const good = readFileSync(manifest, 'utf8');
  const page = join(kit, 'www/rules/sanyao.en.html');
  const html = readFileSync(page, 'utf8');
  try {
    writeFileSync(manifest, good.replace('"icon-192.png"', '"icon-193.png"'));
    writeFileSync(page, html.replace('content="../../sw.js"', 'content="../sw.js"'));
    assert.deepEqual(brokenReferences(kit), [
      'www/app/manifest.en.webmanifest: icon-193.png (www/app/icon-193.png is not in the kit)',
      'www/rules/sanyao.en.html: ../sw.js (www/sw.js is not in the kit)',
    ]);
  } finally {
    writeFileSync(manifest, good);
    writeFileSync(page, html);
  }
});
