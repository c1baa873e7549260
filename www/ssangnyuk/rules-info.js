// @ts-check
// Which rule set is in force, and what its disputed rules say, under the turn card.
import { html } from '../dom.js';
import { rulesPage } from '../play/links.js';

/** Where each preset's disputed rule is on the rules page (the page generator's own map). */
const ANCHORS = fetch(new URL('../rules-data/play-anchors.json', import.meta.url))
  .then((r) => (r.ok ? r.json() : null))
  .then((map) => /** @type {Record<string, string>} */ (map?.ssangnyuk ?? {}))
  .catch(() => /** @type {Record<string, string>} */ ({}));

/**
 * @param {{summary: HTMLElement, list: HTMLElement, seed: HTMLElement, link: HTMLAnchorElement}} els
 * @param {import('../pkg/madang_wasm.js').SsangnyukRules} rules
 * @param {string | null} seed the dice seed in force, or null for random dice
 * @param {import('../i18n.js').Words} words
 */
export function renderRules(els, rules, seed, { t, has, language }) {
  const nameKey = rules.preset && has(`sn.rules.${rules.preset}`) ? `sn.rules.${rules.preset}` : 'sn.rules.custom';
  els.summary.textContent = t('sn.rulesInForce', { name: t(nameKey) });
  els.list.replaceChildren(
    ...[
      rules.cap === null ? t('sn.rules.noCap') : t('sn.rules.cap', { cap: rules.cap }),
      t(`sn.rules.doubles.${rules.doubles}`),
      t(`sn.rules.bear_off.${rules.bearOff}`),
      t(`sn.rules.combined.${rules.combined}`),
    ].map((line) => html('li', {}, line)),
  );
  els.seed.textContent = seed === null ? t('sn.randomDice') : t('sn.seedInForce', { seed });
  els.link.textContent = t('sn.rulesSource');
  // The rules page in the game's language (found from this module, wherever the page is);
  // called again after a language switch.
  const lang = language();
  const page = rulesPage('ssangnyuk', lang);
  els.link.href = `${page}#rules`;
  els.link.hreflang = lang;
  ANCHORS.then((anchors) => {
    // A switch while the map loads has drawn the link again; this answer is stale then.
    if (language() === lang) els.link.href = `${page}#${(rules.preset && anchors[rules.preset]) || 'rules'}`;
  });
}
