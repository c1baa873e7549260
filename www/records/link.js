// @ts-check
// A record in a link: its text compressed with the browser's own CompressionStream
// ('deflate-raw', no library) and written in base64url without padding, after `#record=` (a
// whole game) or `#position=` (a record that starts from a position and has no moves, to share
// a problem). A link comes from a stranger: its length is checked before anything is decoded,
// it is unpacked as a stream that stops past MAX_RECORD_BYTES (a small link cannot inflate into
// gigabytes), and each way it can be broken is a LinkError of its own kind. Loaded only when a
// link is copied or opened.
import { MAX_RECORD_BYTES } from './menu.js';

/**
 * The longest payload (the text after `#record=` or `#position=`) read, in characters: 48 KiB
 * of compressed record, far more than a long San Yao match needs (tests/links.test.mjs
 * measures one), and short enough for any browser's address bar and most chat programs.
 */
export const MAX_LINK_CHARS = 65536;

/** @typedef {'record' | 'position'} LinkKind */
/**
 * Why a link was refused: `too_long` (over MAX_LINK_CHARS, not decoded), `bad_base64` (not
 * base64url), `corrupt` (not deflate data, or cut short), `too_large` (it unpacks past
 * MAX_RECORD_BYTES), `bad_utf8` (the text is not UTF-8), `no_link` (no record in the fragment).
 * @typedef {'too_long' | 'bad_base64' | 'corrupt' | 'too_large' | 'bad_utf8' | 'no_link'} LinkErrorKind
 */

export class LinkError extends Error {
  /** @param {LinkErrorKind} kind */
  constructor(kind) {
    super(`link refused: ${kind}`);
    this.name = 'LinkError';
    /** @type {LinkErrorKind} */
    this.kind = kind;
  }
}

/**
 * The payload of a link to `text` (a record).
 * @param {string} text @returns {Promise<string>}
 */
export async function packRecord(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()));
}

/**
 * The record text a payload holds. Throws a LinkError.
 * @param {string} payload @returns {Promise<string>}
 */
export async function unpackRecord(payload) {
  if (payload.length > MAX_LINK_CHARS) throw new LinkError('too_long');
  const bytes = fromBase64Url(payload);
  const inflated = await inflate(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(inflated);
  } catch {
    throw new LinkError('bad_utf8');
  }
}

/**
 * Inflates `bytes`, stopping as soon as the output passes MAX_RECORD_BYTES.
 * @param {Uint8Array<ArrayBuffer>} bytes @returns {Promise<Uint8Array>}
 */
async function inflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_RECORD_BYTES) {
        reader.cancel().catch(() => {});
        throw new LinkError('too_large');
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof LinkError) throw e;
    // Not deflate data, data cut short, or bytes after its end.
    throw new LinkError('corrupt');
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * The link found in a URL or its fragment (`#record=...`, `#position=...`), or null when the
 * fragment names none. Nothing is decoded here.
 * @param {string} urlOrFragment @returns {{kind: LinkKind, payload: string} | null}
 */
export function readFragment(urlOrFragment) {
  const at = urlOrFragment.indexOf('#');
  const fragment = at >= 0 ? urlOrFragment.slice(at + 1) : urlOrFragment;
  const m = /^(record|position)=(.*)$/s.exec(fragment);
  return m ? { kind: /** @type {LinkKind} */ (m[1]), payload: /** @type {string} */ (m[2]) } : null;
}

/**
 * A link to the page `base` (its fragment replaced) carrying `payload`.
 * @param {string} base @param {LinkKind} kind @param {string} payload
 */
export function linkHref(base, kind, payload) {
  const url = new URL(base);
  url.hash = '';
  return `${url.href}#${kind}=${payload}`;
}

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let binary = '';
  // In slices: one call with every byte as an argument overflows the stack on a long record.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text @returns {Uint8Array<ArrayBuffer>} */
function fromBase64Url(text) {
  // A length of 4n+1 is no whole number of bytes.
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new LinkError('bad_base64');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
