// Writes what makes the page installable, into www/app/ (committed, so the checkout and the kit
// hold the same files): one web app manifest per language, worded from the page's catalogs
// (www/i18n/<lang>.js), and, with --icons, the PNG icons rendered from www/app/icon.svg by
// headless Chromium.
//   node scripts/build-app-files.mjs            write the manifests
//   node scripts/build-app-files.mjs --icons    and render the PNGs again (after editing the SVG)
//   node scripts/build-app-files.mjs --check    exit 1 if a committed manifest differs
//
// Why one manifest per language: Chromium reads neither the spec's `*_localized` members nor
// the older `translations` proposal yet, but it does read the manifest the page links to at
// the moment of install, and the page links the one of its language (www/offline.js). Each
// manifest says its `lang` and `dir`, and carries `*_localized` for the browsers that will.
// start_url is the same in all three (no `?lang=`), so the app's id, which defaults to it, is
// one app whichever language installed it; the page then opens in the visitor's saved language.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
export const APP_DIR = 'www/app';
export const LANGS = /** @type {const} */ (['es', 'en', 'ja']);

/** The icons, as the manifests list them: the PNG sizes Chromium wants for install, and a maskable one. */
export const ICONS = [
  { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The page's background and header colours (www/play/play.css, index.html's theme-color). */
const BACKGROUND = '#1b1512';
const THEME = '#1c1613';

/**
 * The page's words in each language.
 * @param {string} root
 * @returns {Promise<Record<string, Record<string, string>>>}
 */
async function catalogs(root) {
  /** @type {Record<string, Record<string, string>>} */
  const all = {};
  for (const lang of LANGS) all[lang] = (await import(pathToFileURL(join(root, 'www/i18n', `${lang}.js`)).href)).default;
  return all;
}

/**
 * The manifest of one language. URLs are relative to the manifest (www/app/), so the kit works
 * from any path: start_url and scope are the kit's folder.
 * @param {string} lang @param {Record<string, Record<string, string>>} words
 */
export function manifest(lang, words) {
  /** @param {string} key */
  const each = (key) => Object.fromEntries(LANGS.map((l) => [l, words[l]?.[key] ?? '']));
  const own = words[lang] ?? {};
  return {
    name: own['app.name'],
    short_name: own['app.name'],
    description: own['app.description'],
    lang,
    dir: 'ltr',
    start_url: '../../',
    scope: '../../',
    display: 'standalone',
    orientation: 'any',
    background_color: BACKGROUND,
    theme_color: THEME,
    icons: ICONS,
    name_localized: each('app.name'),
    short_name_localized: each('app.name'),
    description_localized: each('app.description'),
  };
}

/**
 * Each manifest's path and text.
 * @param {string} [root]
 * @returns {Promise<[string, string][]>}
 */
export async function manifests(root = CHECKOUT) {
  const words = await catalogs(root);
  return LANGS.map((lang) => [`${APP_DIR}/manifest.${lang}.webmanifest`, `${JSON.stringify(manifest(lang, words), null, 2)}\n`]);
}

/**
 * Renders the PNG icons from the SVG: the plain ones as drawn (rounded corners, transparent
 * outside), the maskable ones full-bleed with the board scaled to 80 % (the safe zone).
 * @param {string} root
 */
async function renderIcons(root) {
  const { launchChromium } = await import('../tests/support/browser.mjs');
  const svg = readFileSync(join(root, APP_DIR, 'icon.svg'), 'utf8');
  const browser = await launchChromium();
  try {
    for (const icon of ICONS.filter((i) => i.type === 'image/png')) {
      const size = Number.parseInt(icon.sizes, 10);
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const maskable = icon.purpose === 'maskable';
      const scale = maskable ? 0.8 : 1;
      const inset = (size * (1 - scale)) / 2;
      await page.setContent(`<!doctype html><style>html,body{margin:0;background:${maskable ? BACKGROUND : 'transparent'}}` +
        `svg{position:absolute;left:${inset}px;top:${inset}px;width:${size * scale}px;height:${size * scale}px}</style>${svg}`);
      writeFileSync(join(root, APP_DIR, icon.src), await page.screenshot({ omitBackground: !maskable }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const files = await manifests(CHECKOUT);
  if (args.includes('--check')) {
    const stale = files.filter(([path, text]) => readFileSync(join(CHECKOUT, path), 'utf8') !== text);
    for (const [path] of stale) console.error(`[app] ${path} differs from the catalogs; run node scripts/build-app-files.mjs`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const [path, text] of files) writeFileSync(join(CHECKOUT, path), text);
  if (args.includes('--icons')) await renderIcons(CHECKOUT);
  console.log(`[app] ${APP_DIR}/: ${files.length} manifests${args.includes('--icons') ? ', the PNG icons' : ''}`);
}
