// @ts-check
// The theming contract of <madang-game> as data: every CSS custom property the element reads
// (each prefixed --madang-, set on the host element) and the builder's preset themes. The
// element's own defaults are the site's dark wood, so that preset needs no CSS at all.

/** The properties, in the order the Embed page documents them. */
export const THEME_PROPERTIES = /** @type {const} */ ([
  '--madang-bg',
  '--madang-ink',
  '--madang-ink-muted',
  '--madang-card',
  '--madang-line',
  '--madang-accent',
  '--madang-accent-ink',
  '--madang-focus',
  '--madang-font',
  '--madang-radius',
]);

/** @typedef {typeof THEME_PROPERTIES[number]} ThemeProperty */
/** @typedef {'wood' | 'museum' | 'contrast'} ThemeId */

/** The site's look: what the element draws when the host sets nothing. @type {Record<ThemeProperty, string>} */
export const DEFAULTS = {
  '--madang-bg': '#1b1512',
  '--madang-ink': '#f4ecdf',
  '--madang-ink-muted': '#c2b19c',
  '--madang-card': '#261e19',
  '--madang-line': 'rgb(255 240 220 / 0.1)',
  '--madang-accent': '#e8a94c',
  '--madang-accent-ink': '#23170c',
  '--madang-focus': '#6cc7ff',
  '--madang-font': 'system-ui, sans-serif',
  '--madang-radius': '14px',
};

/**
 * Each preset: the properties it sets (an empty object keeps the defaults).
 * @type {Record<ThemeId, Partial<Record<ThemeProperty, string>>>}
 */
export const THEMES = {
  wood: {},
  // Paper and ink, one deep red: the look of a printed museum label (and of the rules pages).
  museum: {
    '--madang-bg': '#fbf8f2',
    '--madang-ink': '#1e1915',
    '--madang-ink-muted': '#5d5248',
    '--madang-card': '#f3ede2',
    '--madang-line': '#ddd2c1',
    '--madang-accent': '#8a3220',
    '--madang-accent-ink': '#ffffff',
    '--madang-focus': '#1a66c2',
    '--madang-font': 'Georgia, "Noto Serif", "Noto Serif CJK JP", serif',
    '--madang-radius': '6px',
  },
  // Black and white with a yellow accent; every line drawn solid.
  contrast: {
    '--madang-bg': '#000000',
    '--madang-ink': '#ffffff',
    '--madang-ink-muted': '#f0f0f0',
    '--madang-card': '#000000',
    '--madang-line': '#ffffff',
    '--madang-accent': '#ffd400',
    '--madang-accent-ink': '#000000',
    '--madang-focus': '#00e5ff',
    '--madang-radius': '4px',
  },
};

/** @type {ThemeId[]} */
export const THEME_IDS = ['wood', 'museum', 'contrast'];

/**
 * The Embed page's string key that says what a property sets: --madang-ink-muted -> prop.inkMuted.
 * @param {string} property
 */
export function propertyKey(property) {
  return `prop.${property.replace(/^--madang-/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase())}`;
}
