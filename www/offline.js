// @ts-check
// Offline play and installing, the page's side. The kit (scripts/build-kit.mjs) marks the
// pages that register its service worker with a <meta name="madang-service-worker">; the
// checkout has no such mark, so `npm start` runs no worker and never asks for one. The
// <madang-game> element never imports this module: a host page's own worker stays its own.
//
// A page registers once what the visitor came for is on screen (the site page and embed.html
// once the game is ready; the kit's rules pages through www/offline-page.js), and when the
// browser is idle: the worker's download of the whole kit then competes with nothing.
// An update waits until the visitor accepts it (`offerUpdates`; a kiosk takes it between
// visitors, `takeUpdate`), and every page of the kit that an older version still runs reloads
// when the new one takes over, so no page goes on with old JavaScript next to a new engine (a
// kiosk holds that reload while a visitor plays: `holdReloadWhile`). The page asks the version
// that serves it to hand over, which waits for a pause in its fetches (scripts/kit-worker.mjs
// says why). Nothing here can stop the page: no worker, a worker that fails to install, or
// storage that fails leave the page working online.

const META = 'madang-service-worker';
/** How often a page that stays open (a kiosk) asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** How long a page waits for the version serving it to answer a handover request. */
const HANDOVER_MS = 15000;

/** @type {Promise<ServiceWorkerRegistration | null> | null} */
let registered = null;
/** Whether a reload must wait (a kiosk visitor's game); `reloadIfDue` then does it later. */
let hold = () => false;
/** A newer version took over this page while a reload was held. */
let due = false;

/**
 * Registers the kit's worker, scoped to the kit's folder (the worker's own), once per page.
 * Resolves to null when the page has no worker or the browser refuses it (logged as a warning).
 * @returns {Promise<ServiceWorkerRegistration | null>}
 */
export function registerWorker() {
  registered ??= register().catch((e) => {
    console.warn('Madang: offline play is not available on this visit', e);
    return null;
  });
  return registered;
}

/**
 * Resolves once the page has loaded and the browser is idle: the worker's download of the whole
 * kit then does not compete with what the visitor is waiting for.
 * @returns {Promise<void>}
 */
function settled() {
  return new Promise((resolve) => {
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 3000 }) : setTimeout(resolve, 200));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

/** @returns {Promise<ServiceWorkerRegistration | null>} */
async function register() {
  await settled();
  const meta = document.querySelector(`meta[name="${META}"]`);
  const content = meta?.getAttribute('content');
  if (!content || !('serviceWorker' in navigator)) return null;
  const url = new URL(content, document.baseURI);
  const container = navigator.serviceWorker;
  // A page that an older version served reloads once a newer one takes over (this page's
  // visitor accepted it, or another tab's did). The first worker taking an uncontrolled page
  // is no reason to reload.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    due = controlled;
    controlled = true;
    reloadIfDue();
  });
  const registration = await container.register(url, { scope: new URL('./', url).href, updateViaCache: 'none' });
  setInterval(() => registration.update().catch(() => {}), CHECK_EVERY_MS);
  return registration;
}

/**
 * Calls `offer(accept)` once a new version has installed while an older one runs this page;
 * `accept()` lets the new one take over, and the page reloads into it.
 * @param {(accept: () => void) => void} offer
 */
export async function offerUpdates(offer) {
  const registration = await registerWorker();
  if (!registration) return;
  let offered = false;
  /** @param {ServiceWorker} waiting */
  const show = (waiting) => {
    // A first version that took the page before this ran is no update.
    if (offered || !navigator.serviceWorker.controller || registration.waiting !== waiting) return;
    offered = true;
    // (The newest waiting version is the one asked, should a later build have replaced this one.)
    offer(() => {
      // Fetches that never paused: the visitor asked for the update now, so the waiting version
      // is asked directly (it may then take over only once the old one idles).
      handOver(registration).then((handed) => {
        if (!handed) registration.waiting?.postMessage({ type: 'madang-update' });
      }).catch(() => {});
    });
  };
  /** @type {Set<ServiceWorker>} */
  const watched = new Set();
  /** @param {ServiceWorker | null} worker */
  const watch = (worker) => {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') show(worker);
    });
  };
  if (registration.waiting) show(registration.waiting);
  // The check a navigation starts may already be installing by the time this runs.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/**
 * Lets a new version take over now, if one is out (a kiosk between visitors): checks the
 * server, waits while a new version installs, then asks for the handover unless `still()` has
 * turned false meanwhile (a visitor came).
 * @param {() => boolean} still
 * @returns {Promise<'handed' | 'none' | 'later'>} handed over (the page reloads on
 *   `controllerchange`); no new version (or no worker); one waits but was not handed over
 */
export async function takeUpdate(still) {
  const registration = await registerWorker();
  if (!registration || !navigator.serviceWorker.controller) return 'none';
  // Offline, or the server away: whatever has installed already is taken.
  await registration.update().catch(() => {});
  const installing = registration.installing;
  if (installing) await installed(installing);
  if (!registration.waiting) return 'none';
  return still() && await handOver(registration) ? 'handed' : 'later';
}

/**
 * Resolves once `worker` has installed or failed to.
 * @param {ServiceWorker} worker
 * @returns {Promise<void>}
 */
function installed(worker) {
  return new Promise((resolve) => {
    const done = () => worker.state !== 'installing';
    if (done()) resolve();
    else worker.addEventListener('statechange', () => { if (done()) resolve(); });
  });
}

/**
 * Asks the version serving the page to let the waiting one take over (once its fetches pause);
 * the page then reloads on `controllerchange`. Without a controller, asks the waiting one.
 * @param {ServiceWorkerRegistration} registration
 * @returns {Promise<boolean>} whether it handed over (false: nothing waits, no answer, or the
 *   fetches never paused: a caller may ask again later)
 */
function handOver(registration) {
  const controller = navigator.serviceWorker.controller;
  if (!controller) {
    registration.waiting?.postMessage({ type: 'madang-update' });
    return Promise.resolve(registration.waiting !== null);
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), HANDOVER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    controller.postMessage({ type: 'madang-handover' }, [channel.port2]);
  });
}

/**
 * While `busy()` is true a newer version's takeover does not reload the page; `reloadIfDue`
 * reloads it once it is false (a kiosk: between visitors).
 * @param {() => boolean} busy
 */
export function holdReloadWhile(busy) {
  hold = busy;
}

/** Reloads the page if a newer version took it over and nothing holds the reload. */
export function reloadIfDue() {
  if (due && !hold()) window.location.reload();
}

/**
 * Links the web app manifest of the page's language (one per language: see
 * scripts/build-app-files.mjs), which is the one the browser reads when the visitor installs.
 * @param {import('./i18n.js').Lang} lang
 */
export function linkManifest(lang) {
  const link = document.querySelector('link[rel="manifest"]');
  if (link) link.setAttribute('href', link.getAttribute('href')?.replace(/manifest\.[a-z]+\.webmanifest$/, `manifest.${lang}.webmanifest`) ?? '');
}
