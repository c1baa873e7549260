// @ts-check
// What both games' controllers share, for one game on the page: its elements (found inside its
// own root only), the spoken live region, the confirm question, the toolbar (New game, the
// rules link, the switch between a person and the computer for the far side), the wording of
// an engine refusal, focus that follows keyboard users, the computer's turn loop, the redraw
// after a language switch, and the teardown of all of it.
import { byId, listen } from '../dom.js';
import { ask } from '../confirm.js';
import { trackInput } from '../input.js';
import { refusal } from '../errors.js';
import { pause } from '../computer.js';
import { rulesPage } from './links.js';
import { fitToolbar } from './toolbar-fit.js';

/** Text worked out again after each language switch. @typedef {() => string} Message */
/** @typedef {import('../pkg/madang_wasm.js').ErrorKind} ErrorKind */
/**
 * What a controller is given (by www/play/mount.js): its root element, its words, where its
 * notices go, where its events go, the base of its storage keys (null: nothing is saved), the
 * pause between the computer's actions (null: the usual one), and who hears that the players
 * changed in the game.
 * @typedef {{root: HTMLElement, words: import('../i18n.js').Words, notify: (message: Message) => void,
 *   emit: (type: 'move' | 'end', detail: Record<string, unknown>) => void, saveKey: string | null,
 *   pace?: number | null, onOpponent?: (opponent: Opponent, level: Level | null) => void,
 *   onBusy?: (busy: boolean) => void, records?: boolean}} Ctx
 *   `onBusy` hears whether the game is busy (see www/play/mount.js); `records` false: no Record
 *   menu (a kiosk)
 */
/** @typedef {import('../pkg/madang_wasm.js').Level} Level */
/** Who plays the far side: people, the computer, or the computer both sides. @typedef {'people' | 'computer' | 'watch'} Opponent */
/**
 * What `start` returns.
 * @typedef {{destroy: () => void, newGame: (ask: boolean) => Promise<void>, position: () => string,
 *   setOpponent: (opponent: Opponent, level?: Level | null) => void, opponent: () => Opponent,
 *   inProgress: () => boolean, guide: () => void, openLink: (urlOrFragment: string) => Promise<boolean>,
 *   adopt: (opened: any) => Promise<boolean | void>}} Controller
 *   `guide` opens the first-game guide where the visitor left it (www/guide/guide.js);
 *   `openLink` the game a link names (www/records/menu.js); `adopt` takes up a record opened by
 *   www/records/open.js (Play from here in a replay)
 */

/**
 * @param {Ctx} ctx
 * @param {{prefix: 'sn' | 'sy', game: 'ssangnyuk' | 'sanyao', newGame: () => void, switchOpponent: () => void,
 *   suggest: () => void}} options
 *   `prefix` of the game's ids; `newGame` runs when the toolbar's button is pressed (it asks
 *   first); `switchOpponent` when the toolbar's switch between a person and the computer is;
 *   `suggest` when Suggest a move is
 */
export function createShell(ctx, options) {
  const { root, words } = ctx;
  const { t, has } = words;
  /** One of the game's elements, by its id without the prefix. @type {<T extends HTMLElement = HTMLElement>(id: string) => T} */
  const $ = (id) => byId(root, `${options.prefix}-${id}`);
  const live = $('live');
  const dialog = /** @type {HTMLDialogElement} */ ($('confirm'));
  const question = $('confirm-text');
  const rules = /** @type {HTMLAnchorElement} */ ($('toolbar-rules'));
  const opponentButton = /** @type {HTMLButtonElement} */ ($('opponent'));
  const suggestButton = /** @type {HTMLButtonElement} */ ($('suggest'));
  const input = trackInput(root.ownerDocument);
  /** @type {(() => void)[]} */
  const cleanups = [input.stop];
  /** Counts games, so work in flight for an earlier game (a computer turn, a sowing) stops. */
  let generation = 0;
  let stopped = false;
  /** What the host was last told of the game being busy (null: nothing yet). @type {boolean | null} */
  let busyTold = null;

  /** The words the markup holds, the toolbar's rules link, and the container's language. */
  function relabel() {
    const lang = words.language();
    root.lang = lang;
    words.translate(root);
    // The compact chrome has the rules link in the Record menu, for room.
    for (const a of [rules, /** @type {HTMLAnchorElement} */ ($('menu-rules'))]) {
      a.href = `${rulesPage(options.game, lang)}#rules`;
      a.hreflang = lang;
    }
  }
  relabel();
  /** Speaks through the live region; clearing first makes a repeated message heard again. @param {string} text */
  function say(text) {
    live.textContent = '';
    requestAnimationFrame(() => { live.textContent = text; });
  }
  cleanups.push(listen($('new-game'), 'click', options.newGame));
  cleanups.push(listen(opponentButton, 'click', options.switchOpponent));
  cleanups.push(listen(suggestButton, 'click', options.suggest));
  cleanups.push(restyleOnResize($('side')));
  cleanups.push(fitToolbar(/** @type {HTMLElement} */ (root.querySelector('.play-toolbar'))));
  cleanups.push(words.onChange(() => {
    relabel();
    // Spoken announcements and a closed question are gone once heard; none is left in the
    // old language.
    live.textContent = '';
    if (!dialog.open) question.textContent = '';
  }));

  return {
    $,
    say,
    /**
     * The words for an engine refusal, spoken at once and returned as a message (for a notice
     * that follows the language): the game's own words for its kind when `wording` has some,
     * else the shared `error.<kind>`, else the words for a failure that is no refusal.
     * @param {unknown} e what the engine threw
     * @param {(kind: ErrorKind) => string | null} [wording]
     * @returns {Message}
     */
    refuse(e, wording) {
      const kind = refusal(e);
      /** @type {Message} */
      const text = () => (kind !== null && wording?.(kind)) || t(kind !== null && has(`error.${kind}`) ? `error.${kind}` : 'error.unexpected');
      say(text());
      return text;
    },
    usingKeyboard: input.usingKeyboard,
    /**
     * The toolbar's switch says what pressing it does: hand the far side to the computer, or
     * back to a person. A game the computer plays alone has none.
     * @param {Opponent} opponent
     */
    showOpponent(opponent) {
      opponentButton.hidden = opponent === 'watch';
      // Nobody learns from a game the computer plays alone (a kiosk's attract screen).
      for (const how of root.querySelectorAll('[data-guide-open]')) if (how instanceof HTMLElement) how.hidden = opponent === 'watch';
      // Nor keeps or opens a record there: a touch hands the screen to a visitor first. A kiosk
      // has no Record menu at all: its actions reach the device (a download, its files, its
      // clipboard), which belongs to the gallery, not the visitor.
      const record = root.querySelector('.play-record');
      if (record instanceof HTMLElement) record.hidden = opponent === 'watch' || ctx.records === false;
      opponentButton.dataset.opponent = opponent;
      const computer = opponent === 'computer';
      opponentButton.textContent = t(computer ? 'computer.switchOff' : 'computer.switchOn');
    },
    /**
     * Suggest a move: absent when the computer plays both sides, offered only when a person
     * is to act, and busy while the suggestion is worked out.
     * @param {'absent' | 'off' | 'on' | 'busy'} state
     */
    showSuggest(state) {
      suggestButton.hidden = state === 'absent';
      suggestButton.disabled = state === 'off' || state === 'absent';
      suggestButton.setAttribute('aria-busy', String(state === 'busy'));
    },
    /**
     * Tells the host whether the game is busy (the computer's turn, a move being shown), once
     * per change: a kiosk counts a visitor idle only while the game waits for them.
     * @param {boolean} busy
     */
    showBusy(busy) {
      if (busy === busyTold) return;
      busyTold = busy;
      ctx.onBusy?.(busy);
    },
    /** Focus follows the game only for keyboard users. @param {HTMLButtonElement} button */
    focusButton(button) {
      if (input.usingKeyboard() && !button.hidden && !button.disabled) button.focus();
    },
    /**
     * Whether a new game may start: always when nobody is asked or nothing would be lost, else
     * the visitor's answer to the question under `key`.
     * @param {boolean} asking @param {boolean} inProgress @param {string} key
     */
    async mayStartNew(asking, inProgress, key) {
      return !(asking && inProgress) || ask(dialog, question, t(key));
    },
    /**
     * Keeps the focus in the game when a change takes away the control that held it (a button
     * hidden or disabled, a board made inert while a card is open, a checker that can no longer
     * move): it goes to the first of `candidates()` that can take it (the control that carries
     * the game on), never to the page's body. A visitor who moved the focus out of the game
     * keeps it where they put it. Returns the check to run after each redraw; it waits for
     * the end of the current task, so a controller that moves the focus itself goes first.
     * @param {() => (Element | null | undefined)[]} candidates in order of preference
     * @returns {() => void}
     */
    guardFocus(candidates) {
      /** The control in the game that last held the focus. @type {Element | null} */
      let held = null;
      let due = false;
      cleanups.push(listen(root, 'focusin', (/** @type {FocusEvent} */ e) => {
        held = e.target instanceof Element ? e.target : null;
      }));
      cleanups.push(listen(root, 'focusout', (/** @type {FocusEvent} */ e) => {
        const next = e.relatedTarget;
        // Focus sent elsewhere on purpose (another control, or a click on the page around a
        // control that can still take it) is the visitor's choice.
        if ((next instanceof Node && !root.contains(next)) || (next === null && held !== null && canFocus(held))) held = null;
      }));
      function check() {
        due = false;
        if (stopped || held === null || canFocus(held)) return;
        const active = /** @type {Document | ShadowRoot} */ (root.getRootNode()).activeElement;
        if (active !== null && active !== held && active !== root.ownerDocument.body && root.contains(active)) return;
        const target = candidates().find((el) => el instanceof HTMLElement || el instanceof SVGElement ? canFocus(el) : false);
        if (target instanceof HTMLElement || target instanceof SVGElement) {
          held = target;
          target.focus({ preventScroll: !input.usingKeyboard() });
        }
      }
      return () => {
        if (due) return;
        due = true;
        queueMicrotask(check);
      };
    },
    /** Calls `fn` after the shell's own redraw on each language switch. @param {() => void} fn */
    onLanguage(fn) {
      cleanups.push(words.onChange(fn));
    },
    /** Adds a listener removed by destroy. @param {EventTarget} target @param {string} type @param {(e: any) => void} fn */
    listen(target, type, fn) {
      cleanups.push(listen(target, type, fn));
    },
    /** The pause between the computer's actions (the host's pace, else the usual one). */
    pause: () => pause(ctx.pace),
    generation: () => generation,
    /** A new game: work for the one before it stops where it stands. */
    nextGeneration() {
      generation += 1;
    },
    /**
     * The computer's turns: `due` says whether it is to play now, `turn` plays one turn (given
     * `live`, false once a new game started or the game was destroyed), `fail` hears an error
     * of a turn that is still live. `kick` asks for a check (after every change of the game).
     * @param {{due: () => boolean, turn: (live: () => boolean) => Promise<void>, fail: (e: unknown) => void}} computer
     */
    computerLoop(computer) {
      let playing = false;
      /** Counts changes of players, so a turn the computer was playing for them stops. */
      let players = 0;
      async function run() {
        if (stopped || playing || !computer.due()) return;
        playing = true;
        const gen = generation;
        const who = players;
        const isLive = () => gen === generation && who === players && !stopped;
        try {
          // A pause first, so the visitor sees the last move land before the next one starts.
          await pause(ctx.pace);
          if (!isLive() || !computer.due()) return;
          await computer.turn(isLive);
        } catch (e) {
          if (isLive()) computer.fail(e);
        } finally {
          playing = false;
          kick();
        }
      }
      function kick() {
        if (!stopped) setTimeout(run, 0);
      }
      /** The players changed: a turn in flight stops where it stands, and the loop looks again. */
      function restart() {
        players += 1;
        kick();
      }
      return { kick, restart };
    },
    /** Removes every listener and subscription, and stops whatever is in flight. */
    destroy() {
      stopped = true;
      generation += 1;
      for (const fn of cleanups.splice(0)) fn();
    },
  };
}

/**
 * Whether an element of the game can hold the focus now: still in the page, shown, enabled,
 * outside any inert part, and focusable (a control, or anything with a tabindex).
 * @param {Element} el
 */
function canFocus(el) {
  if (!el.isConnected || el.closest('[hidden], [inert]') || el.getClientRects().length === 0) return false;
  if (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) return !el.disabled;
  return el.hasAttribute('tabindex') || el instanceof HTMLAnchorElement || el instanceof HTMLSelectElement;
}

/** @typedef {ReturnType<typeof createShell>} Shell */

/**
 * Restyles `side` each time its size changes. In the element's compact chrome the side panel is
 * a size container inside another one, and Chromium (156) then drops the restyle that an
 * attribute change inside it asks for once the panel has changed size: after the frame turns
 * from tall to wide, the Roll button set `hidden` still showed and Finish had no size. Touching
 * a custom property of the panel brings every later change back.
 * @param {HTMLElement} side
 * @returns {() => void} stops it
 */
function restyleOnResize(side) {
  let resized = 0;
  const observer = new ResizeObserver(() => {
    resized += 1;
    side.style.setProperty('--madang-resized', String(resized));
  });
  observer.observe(side);
  return () => observer.disconnect();
}
