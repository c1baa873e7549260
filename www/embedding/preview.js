// @ts-check
// The live preview: the element itself (loaded from the kit's madang-game.js) or an iframe of
// embed.html, with the game's events listed below it. Either file may be missing (a partial
// copy of the kit): the preview then says which one, rather than staying blank.
import { THEME_PROPERTIES, THEMES } from './themes.js';
import { elementAttributes, iframeSrc } from './snippet.js';

/** @typedef {import('./snippet.js').Choices} Choices */
/** @typedef {{type: 'height', height: number} | {type: 'ready' | 'move' | 'end' | 'kiosk', detail: Record<string, unknown>}} FrameMessage */

/** The element's events (a kiosk's `madang-kiosk` says whether its attract screen shows). */
const EVENT_TYPES = ['madang-ready', 'madang-move', 'madang-end', 'madang-kiosk'];
const DETAIL_TYPES = /** @type {const} */ (['ready', 'move', 'end', 'kiosk']);
/** How long the element may take to say it is ready, and the frame to say anything. */
export const READY_SECONDS = 20;
const MAX_EVENTS = 30;

/**
 * A message from the frame in one of the documented shapes, or null (anything else, from
 * anyone, is ignored).
 * @param {unknown} data
 * @returns {FrameMessage | null}
 */
export function readFrameMessage(data) {
  if (typeof data !== 'object' || data === null) return null;
  const msg = /** @type {Record<string, unknown>} */ (data);
  if (msg.source !== 'madang') return null;
  if (msg.type === 'height') {
    return typeof msg.height === 'number' && Number.isFinite(msg.height) && msg.height >= 0 ? { type: 'height', height: msg.height } : null;
  }
  const type = DETAIL_TYPES.find((t) => t === msg.type);
  if (type && typeof msg.detail === 'object' && msg.detail !== null) {
    return { type, detail: /** @type {Record<string, unknown>} */ (msg.detail) };
  }
  return null;
}

/**
 * One line for the events list: the detail without `position` (long JSON the list has no room
 * for), cut to a readable length.
 * @param {unknown} detail
 */
export function describeDetail(detail) {
  if (typeof detail !== 'object' || detail === null) return '';
  const { position: _position, ...rest } = /** @type {Record<string, unknown>} */ (detail);
  let text;
  try {
    text = JSON.stringify(rest);
  } catch {
    return '';
  }
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/**
 * Which attributes differ between two choices, as the element sees them.
 * @param {Choices} a
 * @param {Choices} b
 */
function attributesDiffer(a, b) {
  return JSON.stringify(elementAttributes({ ...a, lang: 'en' })) !== JSON.stringify(elementAttributes({ ...b, lang: 'en' }));
}

/**
 * @param {{stage: HTMLElement, status: HTMLElement, events: HTMLOListElement, eventsEmpty: HTMLElement,
 *   base: string, say: () => (key: string, params?: Record<string, string | number>) => string}} parts
 *   `say` is read at each use, so a language switch is followed.
 */
export function createPreview({ stage, status, events, eventsEmpty, base, say }) {
  /** @type {'element' | 'iframe' | null} */
  let mode = null;
  /** @type {Choices | null} */
  let shown = null;
  /** @type {HTMLElement | null} */
  let element = null;
  /** @type {HTMLIFrameElement | null} */
  let frame = null;
  /** @type {Promise<boolean> | null} */
  let moduleLoad = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** The status shown, kept as a key so a language switch redraws it. */
  let statusKey = '';
  /** @type {Record<string, string | number>} */
  let statusParams = {};
  let generation = 0;

  /** @param {string} key @param {Record<string, string | number>} [params] @param {'info' | 'error'} [tone] */
  function showStatus(key, params = {}, tone = 'info') {
    statusKey = key;
    statusParams = params;
    status.dataset.tone = tone;
    status.textContent = key ? say()(key, params) : '';
  }

  /** @param {string} type @param {unknown} detail */
  function logEvent(type, detail) {
    const li = document.createElement('li');
    const name = document.createElement('code');
    name.textContent = type;
    const text = document.createElement('span');
    text.textContent = describeDetail(detail);
    li.append(name, ' ', text);
    events.prepend(li);
    while (events.children.length > MAX_EVENTS) events.lastElementChild?.remove();
    eventsEmpty.hidden = true;
  }

  function clearEvents() {
    events.replaceChildren();
    eventsEmpty.hidden = false;
  }

  /** @param {Event} e */
  function onElementEvent(e) {
    if (!(e instanceof CustomEvent)) return;
    if (e.type === 'madang-ready') {
      clearTimeout(timer);
      showStatus('preview.ready');
    }
    logEvent(e.type, e.detail);
  }
  for (const type of EVENT_TYPES) stage.addEventListener(type, onElementEvent);

  /** @param {MessageEvent} e */
  function onMessage(e) {
    if (!frame || e.source !== frame.contentWindow || e.origin !== window.location.origin) return;
    const msg = readFrameMessage(e.data);
    if (!msg) return;
    clearTimeout(timer);
    if (statusKey !== 'preview.ready') showStatus('preview.ready');
    logEvent(msg.type, msg.type === 'height' ? { height: msg.height } : msg.detail);
  }
  window.addEventListener('message', onMessage);

  /** Theme: custom properties on the stage, which the element inherits (CSSOM, not a style attribute). @param {Choices | null} c */
  function applyTheme(c) {
    for (const p of THEME_PROPERTIES) stage.style.removeProperty(p);
    if (!c || mode !== 'element') return;
    for (const [p, v] of Object.entries(THEMES[c.theme])) stage.style.setProperty(p, v);
    stage.dataset.theme = c.theme;
  }

  function loadModule() {
    moduleLoad ??= import(new URL('madang-game.js', base).href).then(
      () => customElements.get('madang-game') !== undefined,
      () => false,
    );
    return moduleLoad;
  }

  function clearStage() {
    clearTimeout(timer);
    element?.remove();
    frame?.remove();
    element = null;
    frame = null;
    stage.replaceChildren();
  }

  /** @param {Choices} c */
  async function showElement(c) {
    const mine = ++generation;
    if (!(await loadModule())) {
      if (mine === generation) {
        clearStage();
        showStatus('preview.failed', { file: 'madang-game.js' }, 'error');
      }
      return;
    }
    if (mine !== generation) return;
    if (element && shown && !attributesDiffer(shown, c)) {
      // Only the language (or the theme) changed: the element redraws its words in place. The
      // same language is left alone: a kiosk's visitor may have picked another in the preview.
      if (shown.lang !== c.lang) element.setAttribute('lang', c.lang);
    } else {
      clearStage();
      clearEvents();
      element = document.createElement('madang-game');
      element.id = 'embed-preview';
      for (const [name, value] of elementAttributes(c)) element.setAttribute(name, value);
      stage.append(element);
      showStatus('preview.loading');
      timer = setTimeout(() => showStatus('preview.noReady', { seconds: READY_SECONDS }, 'error'), READY_SECONDS * 1000);
    }
    shown = c;
    applyTheme(c);
  }

  /** @param {Choices} c */
  async function showFrame(c) {
    const mine = ++generation;
    const page = new URL('embed.html', base).href;
    // An iframe of a missing page still fires `load`; ask first, so the message can say so.
    const found = await fetch(page, { method: 'HEAD', cache: 'no-store' }).then((r) => r.ok, () => false);
    if (mine !== generation) return;
    clearStage();
    clearEvents();
    shown = c;
    applyTheme(null);
    if (!found) {
      showStatus('preview.failed', { file: 'embed.html' }, 'error');
      return;
    }
    frame = document.createElement('iframe');
    frame.src = iframeSrc(c, base);
    frame.width = String(c.width);
    frame.height = String(c.height);
    frame.title = say()('preview.frameTitle');
    frame.className = 'preview-frame';
    stage.append(frame);
    showStatus('preview.loading');
    timer = setTimeout(() => showStatus('preview.silent', {}, 'error'), READY_SECONDS * 1000);
  }

  return {
    /**
     * Shows `c` in `next` mode (the element is updated in place when only its language changed).
     * @param {'element' | 'iframe'} next
     * @param {Choices} c
     */
    show(next, c) {
      if (next !== mode) {
        clearStage();
        shown = null;
        mode = next;
      }
      stage.dataset.mode = next;
      return next === 'element' ? showElement(c) : showFrame(c);
    },
    /** Redraws the status line in the page's new language. */
    retranslate() {
      status.textContent = statusKey ? say()(statusKey, statusParams) : '';
      if (frame) frame.title = say()('preview.frameTitle');
    },
    destroy() {
      generation++;
      clearStage();
      window.removeEventListener('message', onMessage);
      for (const type of EVENT_TYPES) stage.removeEventListener(type, onElementEvent);
    },
  };
}
