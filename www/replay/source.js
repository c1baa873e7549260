// @ts-check
// Where a replay's record comes from on <madang-game record="..."> and embed.html?record=: the
// record's JSON itself (text starting with "{"), or its address. An address must be on the
// page's own origin (a record from another site is refused, so the host's pages never reach
// out), and nothing is read past 1 MiB: an inline record is measured first, a fetched one as it
// streams in. Each refusal has a kind the viewer words in the visitor's language.
import { MAX_RECORD_BYTES } from '../records/menu.js';

/** Why a record could not be had: `origin`, `fetch` or `too_large`. */
export class RecordSourceError extends Error {
  /** @param {'origin' | 'fetch' | 'too_large'} kind @param {string} message */
  constructor(kind, message) {
    super(message);
    this.name = 'RecordSourceError';
    this.kind = kind;
  }
}

/**
 * The record's text from the attribute's value.
 * @param {string} value inline JSON or a URL (relative to `base`)
 * @param {string} base the document's base URL
 * @param {string} origin the page's origin
 * @returns {Promise<string>}
 */
export async function recordText(value, base, origin) {
  const given = value.trim();
  if (given.startsWith('{')) {
    if (new Blob([given]).size > MAX_RECORD_BYTES) throw new RecordSourceError('too_large', 'the inline record is over 1 MiB');
    return given;
  }
  let url;
  try {
    url = new URL(given, base);
  } catch {
    throw new RecordSourceError('fetch', 'the record address is not a URL');
  }
  if (url.origin !== origin) throw new RecordSourceError('origin', 'the record is not on this site');
  let response;
  try {
    response = await fetch(url, { credentials: 'same-origin', redirect: 'error' });
  } catch {
    throw new RecordSourceError('fetch', 'the record could not be fetched');
  }
  if (!response.ok || !response.body) throw new RecordSourceError('fetch', `the record answered ${response.status}`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_RECORD_BYTES) {
    response.body.cancel().catch(() => {});
    throw new RecordSourceError('too_large', 'the record is over 1 MiB');
  }
  // The length header may be absent or wrong: the bytes are counted as they come.
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    size += chunk.byteLength;
    if (size > MAX_RECORD_BYTES) {
      reader.cancel().catch(() => {});
      throw new RecordSourceError('too_large', 'the record is over 1 MiB');
    }
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}
