// @ts-check
// The first-game guide's card, placed in each game's layout before the board (its place on the
// screen is guide.css's): where it is in the guide, the lesson's words, what happened, the
// lesson's rule and its source, and the way on, back, over again or out. Static text only,
// filled by data-i18n and www/guide/guide.js.

/**
 * @param {'sn' | 'sy'} prefix
 * @param {import('../play/markup.js').HeadingTags} h
 */
export function guideCard(prefix, h) {
  const id = (/** @type {string} */ name) => `${prefix}-guide-${name}`;
  return `<section id="${prefix}-guide" class="card guide-card" part="card" aria-labelledby="${id('label')} ${id('title')}" hidden>
  <p id="${id('label')}" class="guide-label"><span data-i18n="guide.label"></span> · <span id="${id('count')}"></span></p>
  <${h.card} id="${id('title')}" class="guide-title" tabindex="-1"></${h.card}>
  <p id="${id('text')}" class="guide-text"></p>
  <p id="${id('task')}" class="guide-task"></p>
  <p id="${id('result')}" class="guide-result" hidden></p>
  <p class="guide-more"><a id="${id('rule')}" class="guide-rule" data-i18n="why.rule"></a> <span id="${id('source')}" class="guide-source"></span></p>
  <div class="guide-actions">
    <button type="button" id="${id('next')}" class="btn btn-primary" part="button"></button>
    <button type="button" id="${id('back')}" class="btn" part="button" data-i18n="guide.back"></button>
    <button type="button" id="${id('restart')}" class="btn btn-quiet" part="button" data-i18n="guide.restart"></button>
    <button type="button" id="${id('close')}" class="btn btn-quiet" part="button" data-i18n="guide.close"></button>
  </div>
</section>`;
}
