// Writes dist/, the self-hosted kit: the one folder a museum copies to any path of any static
// web server. It mirrors the repository's layout (so every relative URL works the same) and
// holds only what the pages load, plus the licences and the credits. The list below is the
// kit: a listed file or folder that is missing stops the build, and so does any reference in
// the kit's HTML, CSS or JavaScript to a file the kit does not hold. Last, it writes the kit's
// service worker (sw.js, scripts/kit-worker.mjs), which pre-caches every other file, and
// marks the pages that register it (www/offline.js reads the mark; the checkout has none, so
// `npm start` never runs a worker and an edit shows on reload).
//   node scripts/build-kit.mjs        (npm run build runs it after the wasm build)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { transformSync } from 'esbuild';
import { workerSource } from './kit-worker.mjs';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));

/** Single files of the kit, by their path in the repository (and in dist/). */
export const KIT_FILES = [
  'index.html',
  'embed.html',
  'embedding.html',
  'madang-game.js',
  'LICENSE-MIT',
  'LICENSE-APACHE',
  'CREDITS',
  // The wasm package (scripts/build.sh): module, engine, types, and its API's README.
  'www/pkg/madang_wasm.js',
  'www/pkg/madang_wasm_bg.wasm',
  'www/pkg/madang_wasm.d.ts',
  'www/pkg/madang_wasm_bg.wasm.d.ts',
  'www/pkg/package.json',
  'www/pkg/README.md',
  // The records package (www/records/load.js loads it only to write, read or replay a record).
  // The worker pre-caches it with the rest: a record opens, and a link replays, offline too
  // (a museum's kiosk or a phone on a train), and one install keeps one version of both engines.
  'www/pkg-records/madang_wasm.js',
  'www/pkg-records/madang_wasm_bg.wasm',
  'www/pkg-records/madang_wasm.d.ts',
  'www/pkg-records/madang_wasm_bg.wasm.d.ts',
  'www/pkg-records/package.json',
  'www/pkg-records/README.md',
  // The rules pages, and the data the game screen reads: its links into them, and each row's
  // sources, which a refused tap names (www/play/why.js).
  ...['ssangnyuk', 'sanyao'].flatMap((game) => ['es', 'en', 'ja'].map((lang) => `www/rules/${game}.${lang}.html`)),
  'www/rules/rules.css',
  'www/rules-data/play-anchors.json',
  ...['ssangnyuk', 'sanyao'].flatMap((game) => ['es', 'en', 'ja'].map((lang) => `www/rules-data/${game}.${lang}.json`)),
  'www/rules-data/sanyao.source.gl.json',
  'www/rules-data/sources.json',
  'www/rules-data/ui.json',
  // Installing the page (scripts/build-app-files.mjs): a manifest per language, the icons.
  ...['es', 'en', 'ja'].map((lang) => `www/app/manifest.${lang}.webmanifest`),
  'www/app/icon.svg',
  ...['icon-192', 'icon-512', 'icon-maskable-192', 'icon-maskable-512'].map((name) => `www/app/${name}.png`),
];

/** The service worker, at the kit's root so that its scope is the whole kit and nothing above it. */
export const WORKER = 'sw.js';

/** The name of the `<meta>` that tells www/offline.js where the kit's worker is. */
export const WORKER_META = 'madang-service-worker';

/**
 * The pages that register the worker, and the module each one gets for it (null: its own
 * script imports www/offline.js). The rules pages are static HTML in the checkout; in the kit
 * they register too, so a visitor who lands on one first has every page offline afterwards.
 * embedding.html is left out on purpose: it shows host-page snippets and is covered by the
 * worker anyway once another page has registered it.
 */
export const WORKER_PAGES = [
  { page: 'index.html', script: null },
  { page: 'embed.html', script: null },
  ...['ssangnyuk', 'sanyao'].flatMap((game) => ['es', 'en', 'ja'].map((lang) => ({ page: `www/rules/${game}.${lang}.html`, script: '../offline-page.js' }))),
];

/**
 * Folders whose every file of these kinds goes in, at any depth: the page's and the element's
 * modules and stylesheets (www/i18n/, the games, the shared plumbing), so a new module needs
 * no change here. Folders listed in `except` are covered file by file above.
 */
export const KIT_FOLDERS = [
  { dir: 'www', ext: ['.js', '.css'], except: ['www/pkg', 'www/pkg-records', 'www/rules', 'www/rules-data'] },
];

/**
 * The kit's files (paths relative to `root`, with `/`), checked to exist.
 * @param {string} root the checkout
 * @returns {string[]}
 */
export function kitFiles(root = CHECKOUT) {
  /** @type {string[]} */
  const missing = [];
  /** @type {string[]} */
  const files = [];
  for (const file of KIT_FILES) {
    if (existsSync(join(root, file))) files.push(file);
    else missing.push(file);
  }
  for (const { dir, ext, except } of KIT_FOLDERS) {
    const found = walk(root, dir).filter((f) => ext.includes(extname(f)) && !except.some((e) => f.startsWith(`${e}/`)));
    if (found.length === 0) missing.push(`${dir}/ (*${ext.join(', *')})`);
    files.push(...found);
  }
  if (missing.length) {
    throw new Error(`the kit is incomplete: missing ${missing.join(', ')}${missing.some((m) => /^www\/pkg(-records)?\//.test(m)) ? ' (run scripts/build.sh first)' : ''}`);
  }
  return [...new Set(files)].sort();
}

/**
 * Every file below `dir` (relative to `root`), hidden files left out.
 * @param {string} root @param {string} dir
 * @returns {string[]}
 */
function walk(root, dir) {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? walk(root, path) : [path];
  });
}

/**
 * The relative URLs a file refers to: src/href in HTML, url() and import rules in CSS, imports and
 * `new URL(..., import.meta.url)` in JavaScript (comments left out, so JSDoc type imports do
 * not count). URLs with a scheme, fragments alone and template literals are not followed.
 * @param {string} file its name (for the kind) @param {string} text
 * @returns {string[]}
 */
export function references(file, text) {
  /** @type {RegExp[]} */
  let patterns;
  if (file.endsWith('.html')) {
    // Code samples (a host page's markup shown on the Embed page) are text, not references.
    text = text.replace(/<(pre|code)\b[\s\S]*?<\/\1>/g, '');
    patterns = [/\s(?:src|href)="([^"]*)"/g, new RegExp(`<meta name="${WORKER_META}" content="([^"]*)"`, 'g')];
  } else if (file.endsWith('.webmanifest')) {
    /** @type {{start_url?: string, scope?: string, icons?: {src?: string}[]}} */
    const json = JSON.parse(text);
    return [json.start_url, json.scope, ...(json.icons ?? []).map((i) => i.src)].filter((u) => typeof u === 'string').filter((u) => !/^[a-z][a-z0-9+.-]*:/i.test(u));
  } else if (file.endsWith('.css')) {
    patterns = [/url\(\s*['"]?([^'")]+)['"]?\s*\)/g, /@import\s+['"]([^'"]+)['"]/g];
  } else if (file.endsWith('.js')) {
    text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    // A module the page imports is named by a path (./, ../ or /): words such as `from "` in
    // strings and markup are not references.
    patterns = [/\bfrom\s*['"](\.{0,2}\/[^'"]*)['"]/g, /\bimport\s*\(?\s*['"](\.{0,2}\/[^'"]*)['"]/g, /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g];
  } else {
    return [];
  }
  return patterns
    .flatMap((re) => [...text.matchAll(re)].map((m) => m[1] ?? ''))
    .filter((url) => url !== '' && !url.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(url));
}

/**
 * References in `dir` to files it does not hold (or to places outside it), one line each.
 * @param {string} dir a built kit
 * @returns {string[]}
 */
export function brokenReferences(dir) {
  const root = resolve(dir);
  /** @type {string[]} */
  const broken = [];
  for (const file of walk(root, '.').map((f) => f.slice(2))) {
    for (const url of references(file, readFileSync(join(root, file), 'utf8'))) {
      const path = decodeURIComponent(url.split(/[?#]/)[0] ?? '');
      let target = resolve(root, dirname(file), path);
      if (!(target === root || target.startsWith(root + sep))) {
        broken.push(`${file}: ${url} leaves the kit`);
        continue;
      }
      if (path === '' || path.endsWith('/') || (existsSync(target) && statSync(target).isDirectory())) target = join(target, 'index.html');
      if (!existsSync(target)) broken.push(`${file}: ${url} (${relative(root, target)} is not in the kit)`);
    }
  }
  return broken;
}

/**
 * Writes the kit into `out` (emptied first) from the checkout `root`.
 * @param {string} root @param {string} out
 * @returns {string[]} the files written
 */
export function buildKit(root = CHECKOUT, out = join(CHECKOUT, 'dist')) {
  const files = kitFiles(root);
  rmSync(out, { recursive: true, force: true });
  for (const file of files) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    cpSync(join(root, file), join(out, file));
  }
  for (const { page, script } of WORKER_PAGES) {
    if (files.includes(page)) markWorkerPage(join(out, page), relative(dirname(join(out, page)), join(out, WORKER)).split(sep).join('/'), script);
  }
  for (const file of files) minify(join(out, file));
  writeWorker(out, files);
  const broken = brokenReferences(out);
  if (broken.length) throw new Error(`the kit refers to files it does not hold:\n  ${broken.join('\n  ')}`);
  return [...files, WORKER].sort();
}

/**
 * Marks a page of the kit as one that registers the worker: the `<meta>` www/offline.js looks
 * for, and the module that does it on a page that has no script of its own.
 * @param {string} path @param {string} worker the worker's URL from the page @param {string | null} script
 */
function markWorkerPage(path, worker, script) {
  const html = readFileSync(path, 'utf8');
  const tags = [`<meta name="${WORKER_META}" content="${worker}">`, ...(script ? [`<script type="module" src="${script}"></script>`] : [])];
  if (!html.includes('</head>')) throw new Error(`${path} has no </head> to mark`);
  writeFileSync(path, html.replace('</head>', `  ${tags.join('\n  ')}\n</head>`));
}

/**
 * The SRI hash of a file (what the worker checks each download against).
 * @param {string} path
 */
function integrity(path) {
  return `sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}`;
}

/**
 * Writes the kit's service worker: every file of the kit with its hash, and the version, a
 * hash of them all (so a build that changes any file is a new worker).
 * @param {string} out @param {string[]} files
 */
function writeWorker(out, files) {
  /** @type {[string, string][]} */
  const list = files.map((file) => [file, integrity(join(out, file))]);
  const version = createHash('sha256').update(list.map(([f, h]) => `${f} ${h}\n`).join('')).digest('hex').slice(0, 16);
  writeFileSync(join(out, WORKER), workerSource(list, version));
  minify(join(out, WORKER));
}

/**
 * Minifies a module or stylesheet of the kit in place (esbuild, one file at a time: imports,
 * `import.meta.url` and the files' layout stay as they are, only comments and long names go).
 * A museum's visitors download about half the bytes; the readable sources are this repository.
 * @param {string} path
 */
function minify(path) {
  const loader = extname(path) === '.js' ? 'js' : extname(path) === '.css' ? 'css' : null;
  if (!loader) return;
  const { code } = transformSync(readFileSync(path, 'utf8'), { loader, minify: true, ...(loader === 'js' ? { format: /** @type {const} */ ('esm') } : {}), target: 'esnext', legalComments: 'none', charset: 'utf8' });
  writeFileSync(path, code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(CHECKOUT, 'dist');
  const files = buildKit(CHECKOUT, out);
  const bytes = files.reduce((sum, f) => sum + statSync(join(out, f)).size, 0);
  console.log(`[kit] dist/: ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`);
}
