// @ts-check
// Offline play and installing, the page's side. The kit (scripts/build-kit.mjs) marks the
// pages that register its service worker with a <meta name="madang-service-worker">; the
// checkout has no such mark, so `npm start` runs no worker and never asks for one. The
// <madang-game> element never imports this module: a host page's own worker stays its own.
//
// A page registers once what the visitor came for is on screen (the site page and embed.html
// once the game is ready; the kit's rules pages through www/offline-page.js), and when the
// browser is idle: the worker's download of the whole kit then competes with nothing.
// An update waits until the visitor accepts it (`offerUpdates`), and every page of the kit
// that an older version still runs reloads when the new one takes over, so no page goes on
// with old JavaScript next to a new engine. Nothing here can stop the page: no worker, a
// worker that fails to install, or storage that fails leave the page working online.

const META = 'madang-service-worker';
/** How often a page that stays open (a kiosk) asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/** @type {Promise<ServiceWorkerRegistration | null> | null} */
let registered = null;

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
    if (controlled) window.location.reload();
    controlled = true;
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
    if (offered || !navigator.serviceWorker.controller) return;
    offered = true;
    // The newest waiting version, should a later build have replaced the one first offered.
    offer(() => (registration.waiting ?? waiting).postMessage({ type: 'madang-update' }));
  };
  /** @param {ServiceWorker | null} worker */
  const watch = (worker) => worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed') show(worker);
  });
  if (registration.waiting) show(registration.waiting);
  // The check a navigation starts may already be installing by the time this runs.
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
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
