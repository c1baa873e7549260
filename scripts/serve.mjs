// A static file server for the built page (the project root), sending .wasm as
// application/wasm so streaming compilation works. Used by `npm start` and the browser tests.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** @param {string} urlPath */
async function resolveFile(urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const path = join(ROOT, clean);
  if (!path.startsWith(ROOT) || clean.split(sep).some((p) => p.startsWith('.') || p === 'node_modules')) {
    return null;
  }
  const info = await stat(path).catch(() => null);
  if (info?.isDirectory()) return resolveFile(join(clean, 'index.html'));
  return info?.isFile() ? path : null;
}

/**
 * Starts the server; resolves to its base URL.
 * @param {number} port 0 picks a free port.
 * @returns {Promise<{url: string, close: () => Promise<void>}>}
 */
export function startServer(port = 0) {
  const server = createServer(async (req, res) => {
    try {
      const path = await resolveFile(new URL(req.url ?? '/', 'http://x').pathname);
      if (!path) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const body = await readFile(path);
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad request');
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number.parseInt(process.env.PORT ?? '8080', 10);
  const { url } = await startServer(Number.isInteger(port) ? port : 8080);
  console.log(`Madang is being served at ${url}  (Ctrl-C to stop)`);
}
