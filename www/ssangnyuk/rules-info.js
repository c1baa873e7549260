// @ts-check
// Which rule set is in force, and what its disputed rules say, under the turn card.
import { html } from '../dom.js';
import { t, has, language } from '../i18n.js';

/** Where each preset's disputed rule is on the rules page (the page generator's own map). */
const ANCHORS = fetch(new URL('../rules-data/play-anchors.json', import.meta.url))
  .then((r) => (r.ok ? r.json() : null))
  .then((map) => /** @type {Record<string, string>} */ (map?.ssangnyuk ?? {}))
  .catch(() => /** @type {Record<string, string>} */ ({}));

/**
 * @param {{summary: HTMLElement, list: HTMLElement, seed: HTMLElement, link: HTMLAnchorElement}} els
 * @param {import('../pkg/madang_wasm.js').SsangnyukRules} rules
 * @param {string | null} seed the dice seed in force, or null for random dice
 */
export function renderRules(els, rules, seed) {
  const nameKey = rules.preset && has(`rules.${rules.preset}`) ? `rules.${rules.preset}` : 'rules.custom';
  els.summary.textContent = t('game.rulesInForce', { name: t(nameKey) });
  els.list.replaceChildren(
    ...[
      rules.cap === null ? t('rules.noCap') : t('rules.cap', { cap: rules.cap }),
      t(`rules.doubles.${rules.doubles}`),
      t(`rules.bear_off.${rules.bearOff}`),
      t(`rules.combined.${rules.combined}`),
    ].map((line) => html('li', {}, line)),
  );
  els.seed.textContent = seed === null ? t('game.randomDice') : t('game.seedInForce', { seed });
  els.link.textContent = t('game.rulesSource');
  // The rules page in the page's language; called again after a language switch.
  const lang = language();
  const page = `www/rules/ssangnyuk.${lang}.html`;
  els.link.href = `${page}#rules`;
  els.link.hreflang = lang;
  ANCHORS.then((anchors) => {
    // A switch while the map loads has drawn the link again; this answer is stale then.
    if (language() === lang) els.link.href = `${page}#${(rules.preset && anchors[rules.preset]) || 'rules'}`;
  });
}
