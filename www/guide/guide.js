// @ts-check
// The first-game guide: a few lessons, each a fixed position on the game's own board, played
// by the visitor through the game's own controls and the real engine. The guide never judges
// legality (the engine does, and explains a refused tap as in any game); it only tells whether
// the move made is the one the lesson asked for, and if not says so and sets the lesson's
// position again. The game in progress is set aside while the guide runs and comes back as it
// was (the controller's `host` does that, on a separate engine handle). The lesson reached is
// kept (not in a game that saves nothing, such as a kiosk's), so reopening resumes there.
import { loadJson, saveJson } from '../storage.js';
import { whyNotice } from '../play/why.js';
import { rulesPage } from '../play/links.js';

/**
 * What a game's controller does for the guide. `enter` sets the game aside (nothing is saved,
 * and the computer does not play, until `leave` brings it back as it was); `load` puts a
 * lesson's position on the board (false if the engine refused it); `marks` are the board's
 * elements a lesson is about; `judge` tells whether a move is what the lesson asked, and the
 * words' parameters for what happened; `focusBoard` gives a keyboard user the board back.
 * @template L, M
 * @typedef {{game: 'ssangnyuk' | 'sanyao', lessons: readonly L[], enter: () => void, load: (lesson: L) => boolean,
 *   leave: () => void, marks: (lesson: L) => Element[], judge: (lesson: L, move: M) => {ok: boolean, params: Record<string, string | number>},
 *   focusBoard: () => void}} Host
 */
/** A lesson as the guide sees it. @typedef {{id: string, rule: string}} LessonBase */

const PROGRESS_VERSION = 1;

/**
 * @template {LessonBase} L, M
 * @param {import('../play/shell.js').Ctx} ctx
 * @param {import('../play/shell.js').Shell} shell
 * @param {Host<L, M>} host
 */
export function createGuide(ctx, shell, host) {
  const { words } = ctx;
  const { t } = words;
  const prefix = host.game === 'sanyao' ? 'sy' : 'sn';
  const $ = (/** @type {string} */ id) => shell.$(`guide-${id}`);
  const card = shell.$('guide');
  const els = {
    count: $('count'), title: $('title'), text: $('text'), task: $('task'), result: $('result'),
    rule: /** @type {HTMLAnchorElement} */ ($('rule')), source: $('source'),
    next: /** @type {HTMLButtonElement} */ ($('next')), back: /** @type {HTMLButtonElement} */ ($('back')),
    restart: /** @type {HTMLButtonElement} */ ($('restart')), close: /** @type {HTMLButtonElement} */ ($('close')),
  };
  const opener = /** @type {HTMLButtonElement} */ (shell.$('how'));
  // The toolbar's button, and any other (the first card of a game, which may fill a phone's screen).
  for (const el of ctx.root.querySelectorAll('[data-guide-open]')) if (el !== opener) shell.listen(el, 'click', () => show(resumeAt()));
  const key = ctx.saveKey === null ? null : `${ctx.saveKey}.guide`;
  const total = host.lessons.length;
  let open = false;
  let index = 0;
  /** What happened after the visitor's move: the lesson done, or a move it did not ask for. @type {{tone: 'done' | 'wrong', params: Record<string, string | number>} | null} */
  let result = null;
  /** The current lesson's rule source, once the rules data is read. @type {import('../play/why.js').WhyNotice | null} */
  let why = null;
  /** @type {Element[]} */
  let marked = [];

  const lesson = () => host.lessons[index];
  const lessonText = (/** @type {string} */ part, params = {}) => t(`guide.${prefix}.${lesson().id}.${part}`, params);

  shell.listen(opener, 'click', () => (open ? focusTitle() : show(resumeAt())));
  shell.listen(els.next, 'click', () => (index + 1 < total ? show(index + 1) : finish()));
  shell.listen(els.back, 'click', () => show(Math.max(0, index - 1)));
  shell.listen(els.restart, 'click', () => show(0));
  shell.listen(els.close, 'click', () => close());
  shell.onLanguage(() => {
    if (!open) return;
    render();
    cite();
  });

  /** The lesson a reopened guide starts at: the one reached last time, else the first. */
  function resumeAt() {
    const saved = key === null ? null : loadJson(key);
    const at = saved && typeof saved === 'object' && 'lesson' in saved && 'v' in saved && saved.v === PROGRESS_VERSION ? saved.lesson : 0;
    return typeof at === 'number' && Number.isInteger(at) && at >= 0 && at < total ? at : 0;
  }

  /** Keeps the lesson reached (a finished guide starts again at the first). @param {number} at */
  function keep(at) {
    if (key !== null) saveJson(key, { v: PROGRESS_VERSION, lesson: at });
  }

  /** Opens the guide (the game set aside) at lesson `at`, or moves to it. @param {number} at */
  function show(at) {
    if (!open) {
      host.enter();
      open = true;
      card.hidden = false;
      card.closest('.play')?.setAttribute('data-guide', 'true');
    }
    index = at;
    result = null;
    why = null;
    keep(index);
    if (!host.load(lesson())) {
      close();
      return;
    }
    render();
    cite();
    focusTitle();
    shell.say(plain(`${t('guide.count', { n: index + 1, total })}. ${lessonText('title')}. ${lessonText('text')} ${lessonText('task')}`));
  }

  /** The lesson's rule's source line, as a refused tap's cites it (from the rules data). */
  function cite() {
    const at = index;
    whyNotice(words, host.game, lesson().rule, () => '').then((notice) => {
      if (!open || at !== index) return;
      why = notice;
      render();
    }).catch((e) => console.error(e));
  }

  function render() {
    els.count.textContent = t('guide.count', { n: index + 1, total });
    els.title.textContent = lessonText('title');
    fill(els.text, lessonText('text'));
    fill(els.task, lessonText('task'));
    els.result.hidden = result === null;
    els.result.dataset.tone = result?.tone ?? '';
    if (result) fill(els.result, lessonText(result.tone, result.params));
    else els.result.textContent = '';
    els.rule.href = `${rulesPage(host.game, words.language())}#${lesson().rule}`;
    els.rule.hreflang = words.language();
    els.source.textContent = why ? why.why.source() : '';
    const last = index + 1 === total;
    els.next.textContent = t(last ? 'guide.finish' : 'guide.next');
    els.next.disabled = result?.tone !== 'done';
    els.back.hidden = index === 0;
    els.restart.hidden = index === 0;
    for (const el of marked) el.classList.remove('guide-mark');
    marked = host.marks(lesson());
    for (const el of marked) el.classList.add('guide-mark');
  }

  /**
   * The lesson's heading takes the focus; the board and the card are brought into view (on a
   * phone the card sticks to the foot of the screen, so the board comes to its top).
   */
  function focusTitle() {
    els.title.focus({ preventScroll: true });
    const sticky = card.ownerDocument.defaultView?.getComputedStyle(card).position === 'sticky';
    const area = card.parentElement?.querySelector('.board-area');
    if (sticky && area) area.scrollIntoView({ block: 'start' });
    else card.scrollIntoView({ block: 'nearest' });
  }

  /** Leaves the guide: the game comes back as it was. */
  function close() {
    if (!open) return;
    open = false;
    for (const el of marked) el.classList.remove('guide-mark');
    marked = [];
    card.hidden = true;
    card.closest('.play')?.removeAttribute('data-guide');
    host.leave();
    shell.say(t('guide.closed'));
    shell.focusButton(opener);
  }

  /** The last lesson done: the guide starts at the first next time. */
  function finish() {
    keep(0);
    close();
  }

  return {
    /** Opens the guide where the visitor left it (or moves the focus to it when open). */
    open() {
      if (open) focusTitle();
      else show(resumeAt());
    },
    close,
    active: () => open,
    /**
     * The visitor made a move in the lesson (after the engine played it, and after its
     * animation): the lesson is done, or the move is refused and the lesson set again.
     * @param {M} move
     */
    moved(move) {
      if (!open || result?.tone === 'done') return;
      const { ok, params } = host.judge(lesson(), move);
      result = { tone: ok ? 'done' : 'wrong', params };
      if (!ok && !host.load(lesson())) {
        close();
        return;
      }
      render();
      shell.say(plain(lessonText(result.tone, params)));
      if (ok) shell.focusButton(els.next);
      else if (shell.usingKeyboard()) host.focusBoard();
    },
    destroy: close,
  };
}

const GLOSS = /\[\[([A-Za-z-]+)\|([^\]]+)\]\]/g;

/** Text with its `[[lang|words]]` marks as spoken or shown plain. @param {string} text */
const plain = (text) => text.replace(GLOSS, '$2');

/**
 * Fills an element with text whose `[[lang|words]]` parts (a Korean term, a Chinese name) are
 * marked with their language, so a screen reader speaks them right.
 * @param {HTMLElement} el @param {string} text
 */
function fill(el, text) {
  el.replaceChildren();
  let at = 0;
  for (const m of text.matchAll(GLOSS)) {
    el.append(text.slice(at, m.index));
    const span = el.ownerDocument.createElement('span');
    span.lang = m[1];
    span.textContent = m[2];
    el.append(span);
    at = (m.index ?? 0) + m[0].length;
  }
  el.append(text.slice(at));
}
