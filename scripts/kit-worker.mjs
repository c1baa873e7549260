// @ts-check
// The kit's service worker. scripts/build-kit.mjs writes `serviceWorker`'s source into
// dist/sw.js with the build's file list and version filled in, so the worker uses nothing
// from this module's scope. Each file comes with its SRI hash, and the version is a hash of
// them all: a new build is a new sw.js byte for byte, which is what makes the browser update.
//
// What it does, and why:
// - install: fetches every file of the build into a cache of its own version, checked against
//   the build's hashes (a server caught half-way through a copy fails the install, never fills
//   a cache with two versions). Any failure leaves no worker: the page works online as before.
// - fetch: a GET for a file of the build (query and fragment left out; a folder means its
//   index.html) is answered from this version's cache only, so one page never mixes two
//   versions; anything else, or a cache that cannot be read, goes to the network untouched.
// - a new version waits (it serves nothing) until a page asks it to take over
//   (www/offline.js, when the visitor accepts the update notice, or a kiosk between visitors);
//   activate then deletes the older caches of this kit only (the names carry the worker's
//   scope, so another kit or the host site's own caches on the same origin are left alone).
// - the page asks the version that serves it (`madang-handover`), which passes the request on
//   to the new one only once no fetch has come for a moment. Chromium lets a new version take
//   over at once only while the old one is idle: asked while the old one answers a fetch, it
//   stops the old one when that fetch ends, and a fetch arriving then restarts it without that
//   mark, so the takeover waits until the old one has been idle for 30 s (or 5 minutes), and
//   asking again changes nothing. A kiosk asking as its attract screen shows, while that
//   screen's computer player loads its worker's scripts, often hit this.

/**
 * The worker's body: precache, serve, clean up.
 * @param {[string, string][]} files each file of the build: its path from the worker's folder
 *   and its SRI hash
 * @param {string} version
 */
export function serviceWorker(files, version) {
  /** The worker's global scope (the page's DOM types do not describe it). */
  const sw = /** @type {any} */ (self);
  const prefix = `madang ${sw.registration.scope} `;
  const name = `${prefix}${version}`;
  /** @type {Map<string, string>} absolute URL → its SRI hash */
  const precached = new Map(files.map(([path, integrity]) => [new URL(path, sw.location.href).href, integrity]));

  sw.addEventListener('install', (/** @type {any} */ event) => {
    event.waitUntil(caches.open(name).then((cache) => cache.addAll(
      // `no-cache`: the HTTP cache may hold the previous build's files.
      [...precached].map(([url, integrity]) => new Request(url, { integrity, cache: 'no-cache' })),
    )));
  });

  sw.addEventListener('activate', (/** @type {any} */ event) => {
    event.waitUntil(caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(prefix) && n !== name).map((n) => caches.delete(n))))
      .catch(() => {})
      // The first version takes the page that installed it, so it works offline at once.
      .then(() => sw.clients.claim()));
  });

  /** Fetch events being answered, and when the last one came or was answered (ms). */
  let answering = 0;
  let lastFetch = 0;

  sw.addEventListener('message', (/** @type {any} */ event) => {
    const type = event.data?.type;
    // The new version, asked to take over.
    if (type === 'madang-update') sw.skipWaiting();
    // The version serving the page, asked to hand over: it tells the page on the port it was
    // given whether it did (`false`: no new version waits, or the fetches never paused).
    if (type === 'madang-handover') {
      const port = event.ports?.[0];
      event.waitUntil(quiet().then((calm) => {
        const next = sw.registration.waiting;
        if (calm && next) next.postMessage({ type: 'madang-update' });
        port?.postMessage(Boolean(calm && next));
      }));
    }
  });

  /**
   * Resolves to true once no fetch has been answered or come for QUIET ms, or to false after
   * WAIT ms without such a pause.
   * @returns {Promise<boolean>}
   */
  function quiet() {
    const QUIET = 800;
    const WAIT = 10000;
    const start = Date.now();
    return new Promise((resolve) => {
      const check = () => {
        const now = Date.now();
        if (answering === 0 && now - lastFetch >= QUIET) resolve(true);
        else if (now - start >= WAIT) resolve(false);
        else setTimeout(check, 100);
      };
      check();
    });
  }

  sw.addEventListener('fetch', (/** @type {any} */ event) => {
    /** @type {Request} */
    const request = event.request;
    lastFetch = Date.now();
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    const key = url.href.endsWith('/') ? `${url.href}index.html` : url.href;
    if (!precached.has(key)) return;
    answering += 1;
    event.respondWith(cached(key).then((hit) => hit ?? fetch(request)).finally(() => {
      answering -= 1;
      lastFetch = Date.now();
    }));
  });

  /**
   * This version's copy of a file, or null (a cache the browser evicted, or storage that fails).
   * @param {string} key
   * @returns {Promise<Response | null>}
   */
  async function cached(key) {
    try {
      const cache = await caches.open(name);
      return (await cache.match(key, { ignoreVary: true })) ?? null;
    } catch {
      return null;
    }
  }
}

/**
 * The text of sw.js for a build.
 * @param {[string, string][]} files @param {string} version
 */
export function workerSource(files, version) {
  return `// Madang's service worker for this kit (generated by scripts/build-kit.mjs; version ${version}).\n` +
    `(${serviceWorker.toString()})(${JSON.stringify(files)}, ${JSON.stringify(version)});\n`;
}
