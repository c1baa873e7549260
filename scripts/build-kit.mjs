// Writes dist/, the self-hosted kit: the one folder a museum copies to any path of any static
// web server. It mirrors the repository's layout (so every relative URL works the same) and
// holds only what the pages load, plus the licences and the credits. The list below is the
// kit: a listed file or folder that is missing stops the build, and so does any reference in
// the kit's HTML, CSS or JavaScript to a file the kit does not hold.
//   node scripts/build-kit.mjs        (npm run build runs it after the wasm build)
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
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
  // The rules pages, and the data the game screen reads: its links into them, and each row's
  // sources, which a refused tap names (www/play/why.js).
  ...['ssangnyuk', 'sanyao'].flatMap((game) => ['es', 'en', 'ja'].map((lang) => `www/rules/${game}.${lang}.html`)),
  'www/rules/rules.css',
  'www/rules-data/play-anchors.json',
  ...['ssangnyuk', 'sanyao'].flatMap((game) => ['es', 'en', 'ja'].map((lang) => `www/rules-data/${game}.${lang}.json`)),
  'www/rules-data/sanyao.source.gl.json',
  'www/rules-data/sources.json',
  'www/rules-data/ui.json',
];

/**
 * Folders whose every file of these kinds goes in, at any depth: the page's and the element's
 * modules and stylesheets (www/i18n/, the games, the shared plumbing), so a new module needs
 * no change here. Folders listed in `except` are covered file by file above.
 */
export const KIT_FOLDERS = [
  { dir: 'www', ext: ['.js', '.css'], except: ['www/pkg', 'www/rules', 'www/rules-data'] },
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
    throw new Error(`the kit is incomplete: missing ${missing.join(', ')}${missing.some((m) => m.startsWith('www/pkg/')) ? ' (run scripts/build.sh first)' : ''}`);
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
    patterns = [/\s(?:src|href)="([^"]*)"/g];
  } else if (file.endsWith('.css')) {
    patterns = [/url\(\s*['"]?([^'")]+)['"]?\s*\)/g, /@import\s+['"]([^'"]+)['"]/g];
  } else if (file.endsWith('.js')) {
    text = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    patterns = [/\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(?\s*['"]([^'"]+)['"]/g, /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url/g];
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
  const broken = brokenReferences(out);
  if (broken.length) throw new Error(`the kit refers to files it does not hold:\n  ${broken.join('\n  ')}`);
  for (const file of files) minify(join(out, file));
  return files;
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
