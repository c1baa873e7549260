// @ts-check
// The replay viewer: a record shown move by move on the game's own board, with first /
// previous / next / last, a move slider, autoplay at three speeds (looping, for a museum's
// screen), a move list to jump from, and Play from here. Every control works by keyboard, and
// keys are taken only while the focus is inside the viewer: Home and End, the arrows (mirrored
// right to left), space to start or stop. The move shown is said in a polite live region.
// Each game draws through its own stage (ssangnyuk-stage.js, sanyao-stage.js).
import { loadRecords } from '../records/load.js';
import { markup } from './markup.js';
import { headingTags } from '../play/markup.js';

/** @typedef {'slow' | 'normal' | 'fast'} Speed */
/** The pause between moves while playing, and the pace of each move's animation. */
const SPEEDS = {
  slow: { wait: 2600, factor: 1.5 },
  normal: { wait: 1300, factor: 0.8 },
  fast: { wait: 450, factor: 0.35 },
};

/**
 * @typedef {{game: 'ssangnyuk' | 'sanyao', words: import('../i18n.js').Words,
 *   replay: import('./frames.js').Replay, loop?: boolean, autoplay?: boolean, bottom?: string | null,
 *   onPlayFrom?: ((k: number, opponent: 'computer' | 'people') => void) | null,
 *   onClose?: (() => void) | null, headingLevel?: number | undefined}} ViewerOptions
 *   `loop`: autoplay starts over at the end; `autoplay`: it plays at once; `bottom`: the side
 *   drawn along the bottom; `onPlayFrom`: Play from here (absent: no such buttons); `onClose`:
 *   a Close button; `headingLevel`: its title's (default 2, as in a dialog)
 */

/**
 * Builds a viewer at the end of `container`.
 * @param {Element} container @param {ViewerOptions} options
 */
export async function createViewer(container, options) {
  const { game, words, replay } = options;
  const { t } = words;
  const [pkg, stages] = await Promise.all([
    loadRecords(),
    game === 'ssangnyuk' ? import('./ssangnyuk-stage.js') : import('./sanyao-stage.js'),
  ]);
  await stylesheet(container);
  container.insertAdjacentHTML('beforeend', markup({ close: Boolean(options.onClose), heading: headingTags(options.headingLevel).title }));
  const root = /** @type {HTMLElement} */ (container.lastElementChild);
  /** @type {<T extends HTMLElement>(name: string) => T} */
  const q = (name) => /** @type {any} */ (root.querySelector(`[data-replay="${name}"]`));
  const slider = /** @type {HTMLInputElement} */ (q('slider'));
  const speedSelect = /** @type {HTMLSelectElement} */ (q('speed'));
  const loopBox = /** @type {HTMLInputElement} */ (q('loop'));
  const playButton = q('play');
  const list = q('moves');
  const live = q('live');
  const where = q('where');
  const buttons = { first: q('first'), prev: q('prev'), next: q('next'), last: q('last') };
  words.translate(root);
  const stage = stages.createStage(q('board'), words, pkg, /** @type {any} */ (replay), { bottom: options.bottom ?? null });
  const total = replay.positions.length - 1;
  loopBox.checked = Boolean(options.loop);
  slider.max = String(total);
  q('from').hidden = !options.onPlayFrom;

  /** The move shown (0: the start). */
  let at = 0;
  /** Counts moves asked for, so an animation for an earlier one stops. */
  let ticket = 0;
  let playing = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let gone = false;

  // The move list: the start, then one button a move (content-visibility keeps a long one cheap).
  const items = [0, ...replay.moves.map((_, i) => i + 1)].map((k) => {
    const li = document.createElement('li');
    li.className = 'replay-move';
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'replay-move-btn';
    b.dataset.move = String(k);
    li.append(b);
    list.append(li);
    return b;
  });
  function labelList() {
    items.forEach((b, k) => {
      // Words from the record reach the page as text only.
      const start = stage.startText();
      b.textContent = k > 0 ? `${words.num(k)}. ${stage.moveText(k)}` : start ? `${t('replay.start')} · ${start}` : t('replay.start');
    });
  }
  labelList();

  const speed = () => SPEEDS[/** @type {Speed} */ (speedSelect.value)] ?? SPEEDS.normal;

  function controls() {
    slider.value = String(at);
    slider.setAttribute('aria-valuetext', whereText());
    where.textContent = whereText();
    for (const [name, b] of Object.entries(buttons)) {
      const off = name === 'first' || name === 'prev' ? at === 0 : at === total;
      b.setAttribute('aria-disabled', String(off));
    }
    items.forEach((b, k) => {
      if (k === at) b.setAttribute('aria-current', 'step');
      else b.removeAttribute('aria-current');
    });
    const current = items[at];
    if (current) {
      // Scrolls the list only, never the page around it (measured on screen: a row with
      // content-visibility is its button's offset parent).
      const top = current.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
      if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
        list.scrollTop = top - list.clientHeight / 2;
      }
    }
    playButton.setAttribute('aria-pressed', String(playing));
    const label = t(playing ? 'replay.pause' : 'replay.play');
    playButton.setAttribute('aria-label', label);
    playButton.title = label;
    root.dataset.at = String(at);
    root.dataset.playing = String(playing);
  }

  function whereText() {
    return at === 0 ? t('replay.atStart', { total }) : t('replay.at', { n: at, total });
  }

  function announce() {
    const parts = [whereText(), at > 0 ? stage.moveSaid(at) : ''];
    if (at === total) parts.push(stage.wonText(replay.winner));
    live.textContent = words.sentences(parts.filter(Boolean).map((p) => (/[.!?。]$/.test(p) ? p : `${p}${words.language() === 'ja' ? '。' : '.'}`)));
  }

  /**
   * Shows move `k` (clamped); `animate` plays it when it is the next one.
   * @param {number} k @param {{animate?: boolean}} [how]
   */
  async function go(k, how = {}) {
    const to = Math.max(0, Math.min(total, Math.round(k)));
    const mine = ++ticket;
    stage.skip();
    const from = at;
    at = to;
    controls();
    if (how.animate && to === from + 1) {
      try {
        await stage.animate(to, speed().factor, () => mine === ticket && !gone);
      } catch (e) {
        console.warn(e);
      }
      if (mine !== ticket || gone) return;
    }
    stage.show(to);
    root.dataset.shown = String(to);
    announce();
  }

  /** Manual moves stop autoplay. @param {number} k @param {boolean} [animate] */
  function step(k, animate = false) {
    setPlaying(false);
    go(k, { animate });
  }

  /** @param {boolean} on */
  function setPlaying(on) {
    clearTimeout(timer);
    // A record with no move has nothing to play.
    if (total === 0) on = false;
    if (playing === on) return;
    playing = on;
    controls();
    if (!on) return;
    if (at >= total && !loopBox.checked) go(0);
    schedule();
  }

  function schedule() {
    clearTimeout(timer);
    if (playing && !gone) timer = setTimeout(tick, speed().wait);
  }

  async function tick() {
    if (!playing || gone) return;
    if (at >= total) {
      if (loopBox.checked) await go(0);
      else return setPlaying(false);
    } else {
      await go(at + 1, { animate: true });
    }
    // Autoplay stops at the end unless it loops.
    if (at >= total && !loopBox.checked) setPlaying(false);
    else schedule();
  }

  const rtl = () => getComputedStyle(root).direction === 'rtl';

  /** @param {Event} e */
  function onClick(e) {
    const target = e.target instanceof Element ? e.target.closest('button') : null;
    if (!target || !root.contains(target) || target.getAttribute('aria-disabled') === 'true') return;
    const name = target.dataset.replay;
    if (target.dataset.move !== undefined) return step(Number(target.dataset.move));
    switch (name) {
      case 'first': return step(0);
      case 'prev': return step(at - 1);
      case 'next': return step(at + 1, true);
      case 'last': return step(total);
      case 'play': return setPlaying(!playing);
      case 'close': return options.onClose?.();
      case 'from-computer': return options.onPlayFrom?.(at, 'computer');
      case 'from-people': return options.onPlayFrom?.(at, 'people');
      default:
    }
  }

  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
    const target = e.target;
    // The speed list and the loop box keep their own keys; the slider its arrows, Home and End.
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target !== slider)) return;
    if (target === slider && e.key !== ' ') return;
    const back = rtl() ? 'ArrowRight' : 'ArrowLeft';
    const on = rtl() ? 'ArrowLeft' : 'ArrowRight';
    if (e.key === 'Home') step(0);
    else if (e.key === 'End') step(total);
    else if (e.key === back) step(at - 1);
    else if (e.key === on) step(at + 1, true);
    else if (e.key === ' ' && !(target instanceof HTMLButtonElement)) setPlaying(!playing);
    else return;
    e.preventDefault();
  }

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  slider.addEventListener('input', () => step(Number(slider.value)));
  speedSelect.addEventListener('change', schedule);
  const unsubscribe = words.onChange(() => {
    words.translate(root);
    stage.relabel();
    labelList();
    controls();
    stage.show(at);
    live.textContent = '';
  });

  controls();
  stage.show(0);
  root.dataset.shown = '0';
  if (options.autoplay) setPlaying(true);

  return {
    element: root,
    /** The move shown. */
    at: () => at,
    /** Shows a message in the viewer (a Play from here that failed). @param {string} text */
    error(text) {
      const p = q('error');
      p.hidden = text === '';
      p.textContent = text;
    },
    /** Focuses the board (where the keys start). */
    focus() {
      q('board').focus();
    },
    destroy() {
      if (gone) return;
      gone = true;
      ticket += 1;
      clearTimeout(timer);
      unsubscribe();
      stage.destroy();
      root.remove();
    },
  };
}

/**
 * Links the viewer's stylesheet once into the document or shadow root holding `container`,
 * and waits for it (a failed one too: the viewer still works unstyled).
 * @param {Element} container
 */
function stylesheet(container) {
  const href = new URL('./replay.css', import.meta.url).href;
  const scope = /** @type {Document | ShadowRoot} */ (container.getRootNode());
  const parent = scope instanceof Document ? scope.head : scope;
  if ([...parent.querySelectorAll('link[rel="stylesheet"]')].some((l) => l instanceof HTMLLinkElement && l.href === href)) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  });
  // A shadow root's sheets go in front of its content.
  if (scope instanceof Document) parent.append(link);
  else scope.prepend(link);
  return container.isConnected ? loaded : Promise.resolve();
}
