// @ts-check
// Small DOM helpers shared by the views.

export const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Sets or removes attributes (null/undefined/false removes).
 * @param {Element} el
 * @param {Record<string, string | number | boolean | null | undefined>} attrs
 */
export function setAttrs(el, attrs) {
  for (const [name, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) el.removeAttribute(name);
    else el.setAttribute(name, v === true ? '' : String(v));
  }
}

/**
 * Creates an SVG element, optionally appended to `parent`.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {Element} [parent]
 * @returns {SVGElement}
 */
export function svg(tag, attrs = {}, parent) {
  const el = /** @type {SVGElement} */ (document.createElementNS(SVG_NS, tag));
  setAttrs(el, attrs);
  if (parent) parent.appendChild(el);
  return el;
}

/**
 * Creates an HTML element with attributes and text.
 * @param {string} tag
 * @param {Record<string, string | number | boolean | null | undefined>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function html(tag, attrs = {}, text) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * The element with `id` inside `root` (a game finds its own elements only), or an error naming
 * it (a missing element is a markup bug).
 * @template {HTMLElement} T
 * @param {ParentNode} root
 * @param {string} id
 * @returns {T}
 */
export function byId(root, id) {
  const el = root.querySelector(`#${CSS.escape(id)}`);
  if (!(el instanceof HTMLElement)) throw new Error(`missing #${id}`);
  return /** @type {T} */ (el);
}

/**
 * The focused element in the document or shadow root that holds `node` (a game inside a
 * shadow root sees its own focus, not the host's).
 * @param {Node} node
 * @returns {Element | null}
 */
export function activeIn(node) {
  const root = node.getRootNode();
  return root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
}

/**
 * Adds a listener and returns the function that removes it.
 * @param {EventTarget} target
 * @param {string} type
 * @param {(e: any) => void} fn
 * @param {AddEventListenerOptions} [opts]
 * @returns {() => void}
 */
export function listen(target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  return () => target.removeEventListener(type, fn, opts);
}
