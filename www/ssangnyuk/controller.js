// @ts-check
// Runs one Ssangnyuk game, for two players on one device or against the computer, inside the
// root it is given (www/play/mount.js calls its `start`): owns the engine handle and the screen state,
// turns the user's intents into engine calls, and redraws from what the engine returns. Every
// answer about legality comes from the engine; refused calls become translated messages. The
// plumbing it shares with San Yao is in www/play/shell.js, the Suggest button's requests in
// www/play/suggest.js; the drawing of the screen is in ./render.js, the computer's turn in
// ./computer-turn.js.
import { SsangnyukGame } from '../pkg/madang_wasm.js';
import { createStore } from '../state.js';
import { createShell } from '../play/shell.js';
import { createSuggester } from '../play/suggest.js';
import { createBoard } from './board.js';
import { elementsOf } from './markup.js';
import { bindBoard } from './events.js';
import { createPanel } from './panel.js';
import { createOverlay } from './overlay.js';
import { createLog } from './log.js';
import { renderRules } from './rules-info.js';
import { createPersist } from './persist.js';
import { sources, destinations, inProgress, stepId, changedPoints, hitsBy, overlayFor } from './view.js';
import { createLabels } from './labels.js';
import { locKey } from './geometry.js';
import { createComputerTurn } from './computer-turn.js';
import { createRender } from './render.js';
import { createComputer, saveMode } from '../computer.js';
import { isMadangError } from '../errors.js';
import { whyNotice, spoken } from '../play/why.js';
import { whyTap } from './why.js';
import { createGuide } from '../guide/guide.js';
import { LESSONS } from '../guide/lessons-ssangnyuk.js';
import { bindRecordMenu, playersMeta } from '../records/menu.js';
import { recordHost } from '../records/host.js';
import { trackSsangnyuk, recordStart } from '../records/calls.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukEvent} SsangnyukEvent */
/** @typedef {import('../pkg/madang_wasm.js').PresetName} PresetName */
/** @typedef {import('../pkg/madang_wasm.js').SsangnyukPlay} SsangnyukPlay */
/**
 * `suggestion` is the hard player's way to finish the turn asked for at state `at`, and
 * `suggesting` the state a suggestion is being worked out for: both count only while the
 * state is still that one, so any move, undo or new game leaves them behind.
 * @typedef {{s: SsangnyukState, picked: string | null, overlay: 'jaengdu' | 'win' | null,
 *   notice: import('./panel.js').TurnNotice | null, earlier: SsangnyukEvent[], recent: number[],
 *   thinking: boolean, suggestion: {at: SsangnyukState, play: SsangnyukPlay} | null,
 *   suggesting: SsangnyukState | null}} Model
 */

/**
 * A game handle for the requested rules and seed; a refused value falls back (seed rules,
 * random dice) and is reported through `notify`.
 * @param {string | null} rules
 * @param {string | null} seed
 * @param {(message: () => string) => void} notify
 * @param {import('../i18n.js').Words['t']} t
 */
function newHandle(rules, seed, notify, t) {
  for (;;) {
    try {
      // A name that is no preset is the engine's to refuse (unknown_rules).
      return { game: new SsangnyukGame(/** @type {PresetName | null} */ (rules), seed), rules, seed };
    } catch (e) {
      const kind = isMadangError(e) ? e.kind : null;
      if (kind === 'unknown_rules' && rules !== null) {
        const refused = rules;
        notify(() => t('sn.notice.badRules', { rules: refused }));
        rules = null;
      } else if (kind === 'bad_seed' && seed !== null) {
        const refused = seed;
        notify(() => t('sn.notice.badSeed', { seed: refused }));
        seed = null;
      } else throw e;
    }
  }
}

/**
 * Starts a game in `ctx.root`, which holds the game's markup.
 * @param {import('../play/shell.js').Ctx} ctx
 * @param {{rules: string | null, seed: string | null, bottom?: 'white' | 'black',
 *   computer?: {level: import('../pkg/madang_wasm.js').Level, side: 'white' | 'black' | null} | null}} options untrusted
 *   rules and seed (the engine refuses what it cannot use, with a notice); the level and side
 *   are checked already; `computer.side` is the visitor's (null: the computer plays both); `bottom`, the
 *   side drawn along the bottom, is the visitor's when absent (White in a game for two)
 * @returns {import('../play/shell.js').Controller}
 */
export function start(ctx, options) {
  const { words, notify, emit } = ctx;
  const { t, sentences } = words;
  const labels = createLabels(words);
  const { passText, colorName, stepSaid, rollSaid, pickSaid } = labels;
  let destroyed = false;
  const shell = createShell(ctx, {
    prefix: 'sn', game: 'ssangnyuk', newGame: () => newGame(true), switchOpponent: () => setOpponent(opponent() === 'computer' ? 'people' : 'computer'),
    suggest,
  });
  const { say, usingKeyboard, focusButton } = shell;
  const els = elementsOf(shell.$);
  let { game, rules, seed } = newHandle(options.rules, options.seed, notify, t);
  // A seeded game is kept in slots of its seed and rules, by what replays it.
  const persist = createPersist(ctx.saveKey, {
    seed, preset: game.state().rules.preset, onUnreadable: () => notify(() => t('sn.unreadable')),
  });
  const wanted = options.computer ?? null;
  /** The side drawn along the bottom, the one a visitor keeps when the far side changes hands. */
  const bottom = options.bottom ?? wanted?.side ?? 'white';
  /** @type {SsangnyukEvent[]} */
  let earlier = [];
  const restored = persist.restore(game, rules, saveMode(wanted));
  if (restored) {
    ({ game, earlier } = restored);
    notify(() => t('sn.restored'));
  } else {
    // The replay may have stopped halfway; a clean handle starts afresh.
    game.free();
    game = persist.track(newHandle(rules, seed, () => {}, t).game);
  }
  const first = game.state();
  const store = createStore(/** @type {Model} */ ({
    s: first, picked: null, overlay: overlayFor(first), notice: null, earlier, recent: [], thinking: false,
    suggestion: null, suggesting: null,
  }));
  const computer = createComputer('ssangnyuk', wanted, seed, (lost) => {
    notify(() => t('computer.failed'));
    // The game goes on for two players and is kept as theirs from now on.
    if (lost.side !== null) persist.clear(saveMode(lost));
    store.set({ thinking: false });
    save();
    // The host's record of the players (the page's URL, the element's attributes) follows.
    ctx.onOpponent?.('people', null);
  });
  const suggester = createSuggester({ store, say, t, gone: () => destroyed });
  /** Keeps the game as it stands in its players' slot; a game the computer plays alone keeps nothing. */
  function save() {
    const m = store.get();
    if (!computer.watching && !stash && !held) persist.save(game, m.s, m.earlier, computer.mode());
  }
  /** Counts taps explained, so only the last one's answer shows. */
  let asked = 0;
  /** The position when the current turn's roll came; finishing the turn diffs against it. */
  let turnStart = first.position;
  /** The game set aside while the guide runs on a handle of its own (nothing saved, no computer). */
  /** @type {{game: SsangnyukGame, model: Model, turnStart: SsangnyukState['position']} | null} */
  let stash = null;
  /** The replay viewer shows over the game: the computer waits and nothing is saved. */
  let held = false;

  // Whoever plays Black against the computer sees its own home along the bottom.
  const board = createBoard(els.boardWrap, { words, labels, swapped: bottom === 'black' });
  const panel = createPanel(els.panel, { onRoll: roll, onUndo: undo, onFinish: finish, onNewGame: () => newGame(true) }, words, labels);
  const overlay = createOverlay(els.overlay, {
    onThrow: throwJaengdu, onStart: closeOverlay, onNewGame: () => newGame(true), onClose: closeOverlay,
  }, words, labels);
  const log = createLog(els.log, els.logEmpty, words, labels);
  const unbindBoard = bindBoard(board.element, { onPick: pick, onMove: move, onOther: other, onCancel: cancel });
  renderRules(els.rules, first.rules, seed, words);
  /** Whether the guide runs a lesson, with the visitor's game set aside. */
  const guiding = () => stash !== null;
  const { computerTurn, cardDue, computerAct } = createComputerTurn({
    ctx, store, computer, game: () => game, guiding, held: () => held,
    setTurnStart: (position) => {
      turnStart = position;
    },
    engine, roll, finish, sayJaengdu, say, stepSaid,
  });
  const { render, suggestionNotice } = createRender({
    words, labels, els, board, panel, overlay, log, shell, computer, opponent, guiding, computerTurn, suggestable,
  });

  const loop = shell.computerLoop({
    due: () => computerTurn(store.get()) || cardDue(store.get()), turn: computerAct, fail: (e) => computer.fail(e),
  });
  const guide = createGuide(ctx, shell, /** @type {import('../guide/guide.js').Host<import('../guide/lessons-ssangnyuk.js').Lesson, import('../guide/lessons-ssangnyuk.js').Move>} */ ({
    game: 'ssangnyuk',
    lessons: LESSONS,
    enter() {
      stash = { game, model: store.get(), turnStart };
      loop.restart();
    },
    load(lesson) {
      /** @type {SsangnyukGame | null} */
      let g = null;
      try {
        g = new SsangnyukGame(null, lesson.seed ?? null);
        if (lesson.position) g.importPosition(JSON.stringify(lesson.position));
        if (lesson.dice) g.rollDice(lesson.dice[0], lesson.dice[1]);
      } catch (e) {
        console.error(e);
        g?.free();
        return false;
      }
      if (game !== stash?.game) game.free();
      game = g;
      const s = g.state();
      turnStart = s.position;
      store.set({ s, picked: null, overlay: overlayFor(s), notice: null, earlier: [], recent: [], thinking: false });
      return true;
    },
    leave() {
      if (!stash) return;
      if (game !== stash.game) game.free();
      ({ game, turnStart } = stash);
      const { model } = stash;
      stash = null;
      store.set({ ...model, thinking: false });
      loop.restart();
    },
    marks: (lesson) => lesson.marks.flatMap((k) => [...board.element.querySelectorAll(`[data-key="${k}"]`)]),
    judge: (lesson, m) => ({ ok: lesson.check(m), params: lesson.params?.(m) ?? {} }),
    focusBoard: () => { focusFirst('source'); },
  }));
  store.subscribe(render);
  // A change that takes away the focused control hands the focus to the one that carries on.
  store.subscribe(shell.guardFocus(() => [
    els.overlay.jStart, els.overlay.jThrow, els.overlay.winNew, els.panel.finish, els.panel.roll, els.panel.again,
    board.element.querySelector('[data-role="source"][tabindex="0"]'), els.panel.card,
  ]));
  store.subscribe(loop.kick);
  render(store.get());
  loop.kick();
  // A language switch redraws every word from the same model: nothing of the game changes.
  shell.onLanguage(() => {
    board.relabel();
    renderRules(els.rules, store.get().s.rules, seed, words);
    render(store.get());
  });

  /** A person is to move: a suggestion may be asked for. @param {Model} m */
  function suggestable(m) {
    return m.overlay === null && m.s.phase === 'move' && m.s.steps.length > 0 && !computerTurn(m)
      && !(computer.active() && computer.watching) && !stash;
  }

  /**
   * Suggest a move: the hard player, in the computer's worker and apart from any computer
   * opponent, finishes the turn from the steps taken; the board marks its steps and the
   * notice writes them. A move, an undo, a new game or another request meanwhile leaves the
   * answer unused.
   */
  async function suggest() {
    const m = store.get();
    if (!suggestable(m) || !m.s.roll) return;
    const at = m.s;
    const request = () => computer.suggest(game.exportPosition(), at.roll?.dice ?? null, at.taken);
    await suggester.ask(request, (/** @type {SsangnyukPlay | null} */ play) => {
      store.set({ suggesting: null, suggestion: play ? { at, play } : null });
      const notice = suggestionNotice(store.get(), play);
      if (!notice || !play) return null;
      const steps = play.steps.map((st) => (st.from === 'bar' ? t('suggest.sn.stepEnter', { to: st.to })
        : st.to === 'off' ? t('suggest.sn.stepOff', { from: st.from }) : t('suggest.sn.step', { from: st.from, to: st.to })));
      return t('suggest.sn.spoken', { text: notice.text(), steps: steps.join(t('suggest.sn.then')) });
    });
  }

  /**
   * Calls the engine; a refusal shows its translated message and changes nothing.
   * @param {() => SsangnyukState} call
   * @returns {SsangnyukState | null}
   */
  function engine(call) {
    const before = store.get().s;
    try {
      const s = call();
      const passed = s.record.slice(before.record.length).filter((e) => e.type === 'passed');
      const last = passed[passed.length - 1];
      /** @type {import('./panel.js').TurnNotice | null} */
      const notice = last && last.type === 'passed' ? { tone: 'pass', text: () => passText(last), dice: last.dice } : null;
      if (notice) say(notice.text());
      if (s.phase === 'move' && s.taken.length === 0) turnStart = s.position;
      // A roll that passed moved nothing, so no point is marked as touched.
      store.set({ s, picked: null, notice, ...(notice ? { recent: [] } : {}) });
      save();
      tell(before, s);
      return s;
    } catch (e) {
      store.set({ picked: null, notice: { tone: 'error', text: shell.refuse(e) } });
      return null;
    }
  }

  /**
   * Tells the host what the call did: each play or pass it recorded, and the win.
   * @param {SsangnyukState} before @param {SsangnyukState} s
   */
  function tell(before, s) {
    // A lesson of the guide is nothing the host hears of.
    if (stash) return;
    const added = s.record.slice(before.record.length);
    const won = s.winner !== null && before.winner === null;
    if (!won && added.every((e) => e.type === 'jaengdu')) return;
    const position = game.exportPosition();
    for (const e of added) {
      if (e.type === 'jaengdu') continue;
      emit('move', {
        game: 'ssangnyuk', side: e.color, move: e.type === 'played' ? e.notation : 'pass', dice: [e.dice[0], e.dice[1]], position,
      });
    }
    if (won) emit('end', { game: 'ssangnyuk', winner: s.winner, position });
  }

  function throwJaengdu() {
    const s = engine(() => game.throwJaengdu());
    sayJaengdu(s);
    if (s) guide.moved({ step: null, state: s });
    if (s && s.phase !== 'jaengdu') els.overlay.jStart.focus();
  }

  /** Says what the jaengdu throw gave: both dice and who starts, or a tie. @param {SsangnyukState | null} s */
  function sayJaengdu(s) {
    const last = s?.record.findLast((e) => e.type === 'jaengdu');
    if (!s || !last || last.type !== 'jaengdu') return;
    say(last.white === last.black ? t('sn.jaengdu.tie', { n: last.white })
      : sentences([t('sn.announce.jaengdu', { white: last.white, black: last.black }), els.overlay.jResult.textContent ?? '']));
  }

  function closeOverlay() {
    const { s } = store.get();
    store.set({ overlay: null });
    if (!focusFirst('source')) focusButton(s.phase === 'over' ? els.panel.again : els.panel.roll);
    if (!usingKeyboard()) els.panel.card.scrollIntoView({ block: 'nearest' });
  }

  function roll() {
    const s = engine(() => game.roll());
    if (!s) return;
    if (s.phase === 'move' && s.roll) {
      say(rollSaid(s.position.turn, s.roll.dice, s.roll.toPlay.length));
      focusFirst('source');
    } else focusButton(els.panel.roll);
  }

  /** @param {string} key */
  function pick(key) {
    const m = store.get();
    if (m.s.phase !== 'move' || m.overlay) return;
    if (m.picked === key) return cancel();
    store.set({ picked: key, notice: null });
    say(pickSaid(key, destinations(m.s, key).length));
    focusFirst('dest');
  }

  /** @param {string} id */
  function move(id) {
    const m = store.get();
    const step = m.s.steps.find((st) => stepId(st) === id);
    if (!step || m.overlay) return cancel();
    const mover = m.s.position.turn;
    const s = engine(() => game.takeStep({ from: step.from, to: step.to, dice: step.dice }));
    if (!s) return;
    say(stepSaid(mover, step.from, step.to, hitsBy(mover, m.s.position, s.position)));
    if (s.steps.length === 0 && s.canFinish) focusButton(els.panel.finish);
    else {
      // Keep the focus on the checker just moved when it can go on, as players often do.
      const landed = locKey(step.to, mover);
      if (!(sources(s).includes(landed) && focusKey(landed))) focusFirst('source');
    }
    guide.moved({ step, state: s });
  }

  /**
   * A tap on a place that is no move (a checker that cannot move, a point that is not lit):
   * the visitor is told why, in the turn's notice and aloud, and a picked checker stays picked;
   * with nothing to explain it cancels the pick, as any other tap does.
   * @param {string} key
   */
  async function other(key) {
    const ticket = ++asked;
    const m = store.get();
    if (m.overlay || computerTurn(m)) return cancel();
    const answer = whyTap(m.s, (from, to) => game.why(from, to), m.picked, key);
    if (!answer) return cancel();
    const mover = m.s.position.turn;
    const { cap } = m.s.rules;
    const notice = await whyNotice(words, 'ssangnyuk', answer.rule, () => t(`sn.why.${answer.reason}`, {
      color: colorName(mover), other: colorName(mover === 'white' ? 'black' : 'white'), cap: cap ?? 0,
    }));
    // Another tap, a pick or a move meanwhile makes this answer stale.
    const now = store.get();
    if (destroyed || ticket !== asked || now.s !== m.s || now.picked !== m.picked || now.overlay) return;
    store.set({ notice });
    say(spoken(notice));
  }

  function cancel() {
    const { picked, notice } = store.get();
    if (notice?.tone === 'why') store.set({ notice: null });
    if (!picked) return;
    store.set({ picked: null });
    say(t('sn.announce.cancelled'));
    focusKey(picked);
  }

  function undo() {
    const s = engine(() => game.undo());
    if (!s) return;
    say(t('sn.announce.undone', { color: colorName(s.position.turn) }));
    if (!s.canUndo) focusFirst('source');
  }

  function finish() {
    const start = turnStart;
    const s = engine(() => game.finishTurn());
    if (!s) return;
    store.set({ recent: changedPoints(start, s.position) });
    if (s.phase === 'over') {
      store.set({ overlay: 'win' });
      // The host of a game the computer plays alone keeps the focus where it is.
      if (!computer.watching) els.overlay.winNew.focus({ preventScroll: !usingKeyboard() });
      if (s.winner) say(sentences([els.overlay.winTitle.textContent ?? '', els.overlay.winText.textContent ?? '']));
    } else {
      say(t('sn.announce.toRoll', { color: colorName(s.position.turn) }));
      focusButton(els.panel.roll);
    }
  }

  /** A new game with the same rules, seed and players; `asking`: ask first if one is in progress. @param {boolean} asking */
  async function newGame(asking) {
    guide.close();
    const m = store.get();
    if (!(await shell.mayStartNew(asking, inProgress(m.s, m.earlier.length), 'sn.confirm.newGame')) || destroyed) return;
    shell.nextGeneration();
    computer.reset();
    game.free();
    game = persist.track(newHandle(rules, seed, () => {}, t).game);
    if (!computer.watching) persist.clear(computer.mode());
    const s = game.state();
    turnStart = s.position;
    suggester.drop();
    store.set({
      s, picked: null, overlay: overlayFor(s), notice: null, earlier: [], recent: [], thinking: false, suggestion: null, suggesting: null,
    });
    renderRules(els.rules, s.rules, seed, words);
    if (asking) els.overlay.jThrow.focus();
  }

  const menuHost = recordHost({
    game: 'ssangnyuk',
    handle: () => stash?.game ?? game,
    meta: () => playersMeta(computer.opponent(), computer.level, bottom === 'white' ? 0 : 1, ['white', 'black']),
    whyParams(record, at, index) {
      const color = at === 'turn' ? record.turns?.[index - 1]?.color : null;
      if (color !== 'white' && color !== 'black') return {};
      const rulesOf = new SsangnyukGame(record.rules ?? 'seed', null);
      const cap = rulesOf.state().rules.cap ?? 0;
      rulesOf.free();
      return { color: colorName(color), other: colorName(color === 'white' ? 'black' : 'white'), cap };
    },
    inProgress: () => {
      const m = store.get();
      return inProgress(m.s, m.earlier.length);
    },
    /** @param {import('../records/open.js').OpenedSsangnyuk} opened */
    take(opened) {
      game.free();
      // Its record goes on from the one opened, and so does its save (www/play/replay.js).
      game = trackSsangnyuk(opened.handle, null, null, [recordStart(opened.handle, opened.text)]);
      const s = game.state();
      turnStart = s.position;
      store.set({ s, picked: null, overlay: overlayFor(s), notice: null, earlier: opened.events, recent: [], thinking: false });
      renderRules(els.rules, s.rules, null, words);
    },
    save,
    destroyed: () => destroyed,
    setHeld: (on) => {
      held = on;
    },
    shell,
    guide,
    computer,
    loop,
    replay: {
      root: ctx.root,
      bottom,
      finished: () => !stash && store.get().s.phase === 'over',
      setOpponent: (opponent) => setOpponent(opponent),
    },
    notify: ctx.notify,
  });
  const records = bindRecordMenu(shell, words, menuHost);

  /** Who plays the far side now. @returns {import('../play/shell.js').Opponent} */
  function opponent() {
    return computer.opponent();
  }

  /**
   * Hands the far side (drawn at the top) to the computer, or back to a person, or both sides
   * to the computer, keeping the game as it stands, a turn in progress too: the computer takes
   * it up from the dice rolled (it replays the steps taken), and a person takes up what the
   * computer left. The save moves to the new players' slot.
   * @param {import('../play/shell.js').Opponent} next
   * @param {import('../pkg/madang_wasm.js').Level | null} [level] the computer's (else the last one used, or easy)
   */
  function setOpponent(next, level = null) {
    if (destroyed) return;
    guide.close();
    // The players' slot the game leaves (a game the computer played alone kept nothing).
    const watched = computer.watching;
    const left = computer.mode();
    const chosen = computer.hand(next, level, bottom);
    if (chosen === null) return;
    if (!watched) persist.clear(left);
    loop.restart();
    suggester.drop();
    store.set({ picked: null, notice: null, thinking: false, suggestion: null, suggesting: null });
    save();
    if (next === 'computer') say(t('computer.versus', { color: colorName(bottom), level: t(`level.${chosen}`) }));
    else if (next === 'people') say(t('computer.nowPeople'));
    ctx.onOpponent?.(next, computer.level);
  }

  /** @param {string} role */
  function focusFirst(role) {
    return usingKeyboard() && board.focusFirst(role);
  }

  /** @param {string} key */
  function focusKey(key) {
    return usingKeyboard() && board.focus(key);
  }

  return {
    destroy() {
      if (destroyed) return;
      guide.destroy();
      destroyed = true;
      shell.destroy();
      computer.stop();
      unbindBoard();
      panel.unbind();
      overlay.unbind();
      board.destroy();
      game.free();
    },
    newGame,
    // The visitor's game, even while the guide runs on a lesson.
    position: () => (stash?.game ?? game).exportPosition(),
    setOpponent,
    opponent,
    inProgress: () => {
      const m = stash?.model ?? store.get();
      return inProgress(m.s, m.earlier.length);
    },
    guide: () => guide.open(),
    openLink: (urlOrFragment) => records.openLink(urlOrFragment),
    adopt: (opened) => menuHost.adopt(opened),
  };
}
