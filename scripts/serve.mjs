// A static file server for the page, sending .wasm as application/wasm so streaming
// compilation works. Used by `npm start`, the browser tests and the benches. Options make it
// behave like a museum's server: the tree under a sub-path, a strict Content Security Policy,
// compressed responses, or a wrong MIME type for .wasm.
//   node scripts/serve.mjs [--dist] [--root DIR] [--base /museum/madang/] [--csp] [--compress | --gzip]
//   (port: $PORT, else 8080 for the checkout and 8081 for --dist)
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip, brotliCompress, constants as zlib } from 'node:zlib';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));

/** The policy the kit promises to work under (issue 10; the README's "Host it yourself"). */
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self'; img-src 'self' data:; manifest-src 'self'";

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.ts': 'text/plain; charset=utf-8',
  '.md': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '': 'text/plain; charset=utf-8', // LICENSE-MIT, CREDITS
};

/** Kinds of file worth compressing (the .wasm included: it shrinks to under half). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/;

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * @typedef {object} ServeOptions
 * @property {string} [root] the folder served (default: the checkout; `dist/` for the kit)
 * @property {string} [base] the URL path the folder appears under, e.g. `/museum/madang/`;
 *   anything outside it is 404 (default `/`)
 * @property {boolean | string} [csp] send a Content-Security-Policy header with every response
 *   (true: STRICT_CSP; a string: that policy)
 * @property {boolean | 'gzip'} [compress] compress text and wasm with brotli or gzip, as the
 *   client accepts ('gzip': gzip only, what most servers do)
 * @property {string} [wasmType] the content type sent for .wasm (to play a misconfigured server)
 */

/**
 * The file for a path below the served folder, or null. Hidden files and node_modules are
 * never served.
 * @param {string} root @param {string} relative
 * @returns {Promise<string | null>}
 */
async function resolveFile(root, relative) {
  const clean = normalize(`/${decodeURIComponent(relative)}`).replace(/^([/\\])+/, '');
  const path = join(root, clean);
  if (!path.startsWith(root) || clean.split(sep).some((p) => p.startsWith('.') || p === 'node_modules')) {
    return null;
  }
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return resolveFile(root, join(clean, 'index.html'));
  return info?.isFile() ? path : null;
}

/**
 * The encoding to answer with: brotli, else gzip, when the request accepts it (q=0 refuses).
 * @param {string | undefined} header the request's Accept-Encoding
 * @param {boolean} [gzipOnly]
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header, gzipOnly = false) {
  /** @type {Map<string, number>} */
  const accepted = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  /** @type {('br' | 'gzip')[]} */
  const offered = gzipOnly ? ['gzip'] : ['br', 'gzip'];
  return offered.find((name) => (accepted.get(name) ?? 0) > 0) ?? null;
}

/**
 * Starts the server; resolves to the URL of the served folder (base included).
 * @param {number} port 0 picks a free port.
 * @param {ServeOptions} [options]
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startServer(port = 0, options = {}) {
  const root = resolve(options.root ?? CHECKOUT) + sep;
  const base = `/${(options.base ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  const csp = options.csp === true ? STRICT_CSP : options.csp || null;
  /** Compressed bodies by path, encoding and modification time (each file is compressed once). */
  /** @type {Map<string, Promise<Buffer>>} */
  const packed = new Map();

  /** @param {string} path @param {Buffer} body @param {'br' | 'gzip'} encoding @param {number} mtime */
  function compressed(path, body, encoding, mtime) {
    const key = `${encoding} ${mtime} ${path}`;
    let done = packed.get(key);
    if (!done) {
      done = encoding === 'br'
        ? brotlied(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipped(body, { level: 6 });
      packed.set(key, done);
    }
    return done;
  }

  const server = createServer(async (req, res) => {
    /** @type {Record<string, string>} */
    const headers = { 'cache-control': 'no-cache' };
    if (csp) headers['content-security-policy'] = csp;
    try {
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if (`${pathname}/` === base) {
        res.writeHead(301, { ...headers, location: base }).end();
        return;
      }
      const path = pathname.startsWith(base) ? await resolveFile(root, pathname.slice(base.length)) : null;
      if (!path) {
        res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const info = await stat(path);
      /** @type {Buffer} */
      let body = await readFile(path);
      const ext = extname(path);
      const type = (ext === '.wasm' && options.wasmType) || (TYPES[ext] ?? 'application/octet-stream');
      headers['content-type'] = type;
      const encoding = options.compress && COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding'], options.compress === 'gzip') : null;
      if (options.compress) headers.vary = 'accept-encoding';
      if (encoding) {
        body = await compressed(path, body, encoding, info.mtimeMs);
        headers['content-encoding'] = encoding;
      }
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(400, { ...headers, 'content-type': 'text/plain' }).end('bad request');
    }
  });
  return new Promise((done) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      done({
        url: `http://127.0.0.1:${actual}${base}`,
        close: () => new Promise((closed) => {
          server.close(() => closed());
          server.closeAllConnections();
        }),
      });
    });
  });
}

/**
 * The command line's options.
 * @param {string[]} args
 * @returns {ServeOptions}
 */
function parseArgs(args) {
  /** @type {ServeOptions} */
  const options = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--dist') options.root = join(CHECKOUT, 'dist');
    else if (arg === '--root') options.root = args[++i];
    else if (arg === '--base') options.base = args[++i];
    else if (arg === '--csp') options.csp = true;
    else if (arg === '--compress') options.compress = true;
    else if (arg === '--gzip') options.compress = 'gzip';
    else throw new Error(`serve.mjs: unknown option ${arg} (known: --dist, --root DIR, --base PATH, --csp, --compress, --gzip)`);
  }
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = parseArgs(process.argv.slice(2));
  // The kit on its own port: its service worker then never answers for the checkout that
  // `npm start` serves (a worker belongs to an origin, and so would its cached files).
  const fallback = options.root === join(CHECKOUT, 'dist') ? 8081 : 8080;
  const port = Number.parseInt(process.env.PORT ?? String(fallback), 10);
  const { url } = await startServer(Number.isInteger(port) ? port : fallback, options);
  console.log(`Madang is being served at ${url}  (Ctrl-C to stop)`);
}
