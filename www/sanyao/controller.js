// @ts-check
// Runs one San Yao match, for two players on one device or against the computer, inside the
// root it is given (www/play/mount.js calls its `start`): owns the engine handle and the screen state,
// turns taps and keys (or the computer's choice) into engine calls, plays each move's events
// on the board, then draws the state the engine returned. Every answer about legality comes
// from the engine; refused moves become translated messages. The plumbing it shares with
// Ssangnyuk is in www/play/shell.js, the Suggest button's requests in www/play/suggest.js; the
// drawing of the screen is in ./render.js, the computer's turn in ./computer-turn.js.
import { SanyaoGame, sanyaoWhy } from '../pkg/madang_wasm.js';
import { createStore } from '../state.js';
import { createShell } from '../play/shell.js';
import { createSuggester } from '../play/suggest.js';
import { createBoard } from './board.js';
import { bindBoard } from './events.js';
import { createPanel } from './panel.js';
import { createOverlay } from './overlay.js';
import { createLog } from './log.js';
import { playEvents } from './sowing.js';
import { loadSpeed, saveSpeed, factorOf } from './speed.js';
import { createPersist } from './persist.js';
import { createLabels, other } from './labels.js';
import { snapshotOf, entriesOf, overlayOf } from './view.js';
import { elementsOf } from './markup.js';
import { createComputerTurn } from './computer-turn.js';
import { createRender } from './render.js';
import { createComputer, saveMode } from '../computer.js';
import { isMadangError } from '../errors.js';
import { rulesPage } from '../play/links.js';
import { whyNotice, spoken } from '../play/why.js';
import { createGuide } from '../guide/guide.js';
import { LESSONS } from '../guide/lessons-sanyao.js';
import { bindRecordMenu, playersMeta } from '../records/menu.js';
import { recordHost } from '../records/host.js';
import { trackSanyao, recordStart } from '../records/calls.js';

/** @typedef {import('../pkg/madang_wasm.js').Player} Player */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoState} SanyaoState */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoMove} SanyaoMove */
/** @typedef {import('./labels.js').LogEntry} LogEntry */
/**
 * `overlay: 'round'` shows the state's last round (the engine keeps it until the next move).
 * @typedef {{s: SanyaoState, snap: import('./sowing.js').Snapshot | null, mover: Player | null,
 *   overlay: 'round' | 'match' | null,
 *   notice: import('./panel.js').TurnNotice | null, log: LogEntry[], speed: import('./speed.js').Speed,
 *   thinking: boolean, suggestion: {at: SanyaoState, hole: number} | null, suggesting: SanyaoState | null}} Model
 * `suggestion` is the hard player's hole for a person, asked for at state `at`, and
 * `suggesting` the state one is being worked out for: both count only while that state stands.
 */

/**
 * A match handle for the requested seed; a refused seed falls back to a random draw and is
 * reported through `notify`.
 * @param {string | null} seed
 * @param {(message: () => string) => void} notify
 * @param {import('../i18n.js').Words['t']} t
 */
function newHandle(seed, notify, t) {
  try {
    return { game: new SanyaoGame(seed), seed };
  } catch (e) {
    if (!isMadangError(e) || e.kind !== 'bad_seed' || seed === null) throw e;
    notify(() => t('sy.notice.badSeed', { seed }));
    return { game: new SanyaoGame(null), seed: null };
  }
}

/** The side names the host hears. @param {Player} p */
const sideName = (p) => (p === 0 ? 'south' : 'north');

/**
 * Starts a match in `ctx.root`, which holds the game's markup.
 * @param {import('../play/shell.js').Ctx} ctx
 * @param {{seed: string | null, bottom?: Player, computer?: {level: import('../pkg/madang_wasm.js').Level, side: Player | null} | null}} options an
 *   untrusted seed (the engine refuses what it cannot use, with a notice); the level and side
 *   are checked already; `computer.side` is the visitor's (null: the computer plays both); `bottom`, the
 *   side drawn along the bottom, is the visitor's when absent (South in a match for two)
 * @returns {import('../play/shell.js').Controller}
 */
export function start(ctx, options) {
  const { words, notify, emit } = ctx;
  const { t, language, sentences } = words;
  const labels = createLabels(words);
  const { playerName, errorText, moveSaid, roundSaid } = labels;
  const shell = createShell(ctx, {
    prefix: 'sy', game: 'sanyao', newGame: () => newMatch(true), switchOpponent: () => setOpponent(opponent() === 'computer' ? 'people' : 'computer'),
    suggest,
  });
  const { say, usingKeyboard } = shell;
  const els = elementsOf(shell.$);
  let destroyed = false;
  let { game, seed } = newHandle(options.seed, notify, t);
  // A seeded match is kept in slots of its seed, by what replays it.
  const persist = createPersist(ctx.saveKey, { seed, onUnreadable: () => notify(() => t('sy.unreadable')) });
  const wanted = options.computer ?? null;
  const wantedMode = saveMode(wanted);
  /** The side drawn along the bottom, the one a visitor keeps when the far side changes hands. */
  const bottom = options.bottom ?? wanted?.side ?? 0;
  /** @type {LogEntry[]} */
  let log = [];
  /** Whether the round card was open when the match was saved. */
  let card = false;
  const restored = persist.restore(game, wantedMode);
  if (restored) {
    ({ game, log, card } = restored);
    notify(() => t('sy.restored'));
  } else {
    // The replay may have stopped halfway; a clean handle starts afresh.
    game.free();
    game = persist.track(newHandle(seed, () => {}, t).game);
  }
  const first = game.state();
  const store = createStore(/** @type {Model} */ ({
    s: first, snap: null, mover: null, overlay: overlayOf(first, card),
    notice: null, log, speed: loadSpeed(), thinking: false, suggestion: null, suggesting: null,
  }));
  const suggester = createSuggester({ store, say, t, gone: () => destroyed });
  const computer = createComputer('sanyao', wanted, seed, (lost) => {
    notify(() => t('computer.failed'));
    // The match goes on for two players and is kept as theirs from now on.
    if (lost.side !== null) persist.clear(saveMode(lost));
    store.set({ thinking: false });
    saveNow();
    // The host's record of the players (the page's URL, the element's attributes) follows.
    ctx.onOpponent?.('people', null);
  });
  /** Saves the match as it stands (the round card, if open, included). */
  function saveNow() {
    const m = store.get();
    save(m.log, m.overlay === 'round', m.s.status === 'match_over');
  }
  /**
   * Keeps the match in its players' slot; a match the computer plays alone keeps nothing.
   * @param {LogEntry[]} log @param {boolean} card @param {boolean} over
   */
  function save(log, card, over) {
    if (!computer.watching && !stash && !held) persist.save(game, log, card, over, computer.mode());
  }
  /** @type {{skip: () => void} | null} */
  let anim = null;
  /** The match set aside while the guide runs on a handle of its own (nothing saved, no computer). */
  /** @type {{game: SanyaoGame, model: Model} | null} */
  let stash = null;
  /** The replay viewer shows over the game: the computer waits and nothing is saved. */
  let held = false;

  // Whoever plays North against the computer sees its own row nearest, as across a real board.
  const board = createBoard(els.boardWrap, { words, labels, turned: bottom === 1 });
  const panel = createPanel(els.panel, { onSpeed: setSpeed, onSkip: skip, onNewMatch: () => newMatch(true) }, words, labels);
  const overlay = createOverlay(els.overlay, { onNextRound: closeOverlay, onNewMatch: () => newMatch(true), onClose: closeOverlay }, words, labels);
  const logView = createLog(els.log, els.logEmpty, words, labels);
  const unbindBoard = bindBoard(board.element, { onHole: tryHole, onSkip: skip }, board.layout.grid);
  /** The words outside the model: the rules link (to the page in this language) and the seed note. */
  function relabel() {
    els.rulesLink.href = `${rulesPage('sanyao', language())}#rules`;
    els.rulesLink.hreflang = language();
    els.seedNote.textContent = seed === null ? t('sy.seedRandom') : t('sy.seedFixed', { seed });
  }
  relabel();
  /** Whether the guide runs a lesson, with the visitor's match set aside. */
  const guiding = () => stash !== null;
  const { computerTurn, cardDue, computerAct } = createComputerTurn({
    store, computer, game: () => game, guiding, held: () => held, shell, sow,
  });
  const { render, suggestionNotice } = createRender({
    words, labels, els, board, panel, overlay, logView, shell, computer, opponent, guiding, computerTurn, suggestable,
  });

  const loop = shell.computerLoop({
    due: () => computerTurn(store.get()) || cardDue(store.get()), turn: computerAct, fail: (e) => computer.fail(e),
  });
  /** Stops a sowing being shown and any work for the match on the board (a move, the computer's). */
  function interrupt() {
    shell.nextGeneration();
    skip();
    anim = null;
  }
  const guide = createGuide(ctx, shell, /** @type {import('../guide/guide.js').Host<import('../guide/lessons-sanyao.js').Lesson, SanyaoMove>} */ ({
    game: 'sanyao',
    lessons: LESSONS,
    enter() {
      interrupt();
      // A sowing cut short is drawn as the engine left it.
      stash = { game, model: { ...store.get(), s: game.state(), snap: null, mover: null, thinking: false } };
      loop.restart();
    },
    load(lesson) {
      interrupt();
      const g = new SanyaoGame(null);
      let s;
      try {
        s = g.importPosition(JSON.stringify(lesson.position));
      } catch (e) {
        console.error(e);
        g.free();
        return false;
      }
      if (game !== stash?.game) game.free();
      game = g;
      store.set({ s, snap: null, mover: null, overlay: null, notice: null, log: [], thinking: false });
      return true;
    },
    leave() {
      if (!stash) return;
      interrupt();
      if (game !== stash.game) game.free();
      game = stash.game;
      const { model } = stash;
      stash = null;
      store.set(model);
      loop.restart();
    },
    marks: (lesson) => [...board.element.querySelectorAll(`[data-hole="${lesson.hole}"]`)],
    judge: (lesson, r) => ({ ok: r.hole === lesson.hole, params: lesson.params?.(r) ?? {} }),
    focusBoard: () => { board.focusFirstLegal(); },
  }));
  store.subscribe(render);
  // A change that takes away the focused control hands the focus to the one that carries on.
  store.subscribe(shell.guardFocus(() => [
    els.overlay.roundNext, els.overlay.matchNew, els.panel.skip,
    board.element.querySelector('.sy-hole[data-legal="true"]'), els.panel.again, els.panel.card,
  ]));
  store.subscribe(loop.kick);
  render(store.get());
  loop.kick();
  // A language switch redraws every word from the same model (even mid-sowing): nothing of
  // the match changes.
  shell.onLanguage(() => {
    relabel();
    board.relabel();
    render(store.get());
  });
  // Only a hand-written position can wait for a pass or a settlement; resolve it at once.
  if (first.status === 'must_pass' || first.status === 'round_over') advance();

  /** A person is to sow: a suggestion may be asked for. @param {Model} m */
  function suggestable(m) {
    return m.overlay === null && m.snap === null && m.s.status === 'to_move' && m.s.legalMoves.length > 0
      && !computerTurn(m) && !(computer.active() && computer.watching) && !stash;
  }

  /**
   * Suggest a move: the hard player, in the computer's worker and apart from any computer
   * opponent, names a hole; the board rings it and the notice names it as the log does. A
   * move, a new match or another request meanwhile leaves the answer unused.
   */
  async function suggest() {
    if (!suggestable(store.get())) return;
    const at = store.get().s;
    await suggester.ask(() => computer.suggest(game.exportPosition()), (hole) => {
      store.set({ suggesting: null, suggestion: typeof hole === 'number' ? { at, hole } : null });
      return suggestionNotice(store.get())?.text() ?? '';
    });
  }

  /**
   * The visitor taps a hole: skips a sowing being shown, else, on their turn, sows from a lit
   * hole, and for any other says why not.
   * @param {number} hole
   */
  function tryHole(hole) {
    const m = store.get();
    if (anim) return skip();
    if (m.overlay || computerTurn(m) || m.thinking) return;
    if (m.s.status === 'to_move' && !m.s.legalMoves.includes(hole)) explain(hole);
    else sow(hole);
  }

  /** Counts holes explained, so only the last tap's answer shows. */
  let asked = 0;

  /**
   * Why a hole that is not lit cannot be sown, in the turn's notice and aloud. A question the
   * engine will not answer falls back to the engine's refusal of the move itself.
   * @param {number} hole
   */
  async function explain(hole) {
    const ticket = ++asked;
    const m = store.get();
    let answer;
    try {
      answer = sanyaoWhy(game.exportPosition(), hole);
    } catch (e) {
      if (isMadangError(e)) console.warn(`why not: the engine refused the question (${e.kind})`);
      else console.error(e);
      sow(hole);
      return;
    }
    if (answer.legal) {
      sow(hole);
      return;
    }
    const { reason, rule } = answer;
    const mover = m.s.position.turn;
    const notice = await whyNotice(words, 'sanyao', rule, () => t(`sy.why.${reason}`, { player: playerName(mover) }));
    // Another tap or a move meanwhile makes this answer stale.
    const now = store.get();
    if (destroyed || ticket !== asked || now.s !== m.s || now.snap || now.overlay) return;
    store.set({ notice });
    say(spoken(notice));
  }

  /**
   * Sow from a hole: the engine plays it or says why not.
   * @param {number} hole
   * @returns {boolean} whether the engine took the move
   */
  function sow(hole) {
    const before = store.get().s;
    /** @type {SanyaoMove} */
    let r;
    try {
      r = game.play(hole);
    } catch (e) {
      store.set({ notice: { tone: 'error', text: shell.refuse(e, (kind) => errorText(kind, hole)) } });
      return false;
    }
    run(r, before);
    return true;
  }

  function advance() {
    const before = store.get().s;
    try {
      run(game.advance(), before);
    } catch (e) {
      console.error(e);
    }
  }

  /**
   * Shows a move's events, then the engine's resulting state.
   * @param {SanyaoMove} r @param {SanyaoState} before
   */
  async function run(r, before) {
    const gen = shell.generation();
    const mover = before.position.turn;
    const log = [...store.get().log, ...entriesOf(r, mover)];
    const end = r.roundEnd;
    const mode = end ? (end.matchWinner !== null ? 'match' : 'round') : null;
    save(log, mode === 'round', r.state.status === 'match_over');
    tell(r, mover);
    const passed = r.events.filter((e) => e.type === 'pass').at(-1);
    /** @type {Model['notice']} */
    const notice = passed && passed.type === 'pass' && !end
      ? { tone: 'pass', text: () => t('sy.notice.pass', { player: playerName(passed.player), other: playerName(other(passed.player)) }) }
      : null;
    const factor = factorOf(store.get().speed);
    if (factor > 0 && r.events.length > 0) {
      const start = snapshotOf(before);
      store.set({ snap: start, mover, notice: null });
      const stage = { board, words, labels, render: (/** @type {Model['snap']} */ snap) => store.set({ snap }) };
      const playing = playEvents(stage, r.events, start, () => factorOf(store.get().speed));
      anim = playing;
      await playing.done;
      if (anim === playing) anim = null;
      if (gen !== shell.generation()) return;
    }
    store.set({ s: r.state, snap: null, mover: null, overlay: mode, notice, log });
    // The move, a pass, then the round's end (the card's words) or who moves next.
    const next = r.state.status === 'to_move' && !notice ? t('sy.announce.toMove', { player: playerName(r.state.position.turn) }) : '';
    const ending = mode === 'match' ? [els.overlay.matchTitle.textContent ?? '', els.overlay.matchText.textContent ?? '']
      : end ? roundSaid(end) : [next];
    say(sentences([r.hole === null ? '' : moveSaid(mover, r), notice?.text() ?? '', ...ending]));
    // A lesson of the guide: the guide says what the move did, and where the focus goes.
    if (stash) {
      if (r.hole !== null) guide.moved(r);
      return;
    }
    // The host of a match the computer plays alone keeps the focus where it is.
    if (computer.watching) return;
    if (mode === 'round') els.overlay.roundNext.focus();
    else if (mode === 'match') els.overlay.matchNew.focus();
    else if (usingKeyboard()) board.focusFirstLegal();
  }

  /**
   * Tells the host about a move the engine took (as soon as it took it) and a match it won.
   * @param {SanyaoMove} r @param {Player} mover
   */
  function tell(r, mover) {
    // A lesson of the guide is nothing the host hears of.
    if (stash) return;
    const winner = r.roundEnd?.matchWinner ?? null;
    if (r.hole === null && winner === null) return;
    const position = game.exportPosition();
    if (r.hole !== null) emit('move', { game: 'sanyao', side: sideName(mover), move: r.hole, position });
    if (winner !== null) emit('end', { game: 'sanyao', winner: sideName(winner), position });
  }

  function skip() {
    anim?.skip();
  }

  /** @param {import('./speed.js').Speed} speed */
  function setSpeed(speed) {
    saveSpeed(speed);
    store.set({ speed });
    if (factorOf(speed) === 0) skip();
  }

  function closeOverlay() {
    const m = store.get();
    store.set({ overlay: null });
    save(m.log, false, m.s.status === 'match_over');
    if (usingKeyboard() && !board.focusFirstLegal() && m.s.status === 'match_over') els.panel.again.focus();
  }

  /** Whether the visitor's match is under way and not over (a new one would throw it away). */
  function unfinished() {
    const m = store.get();
    return m.s.status !== 'match_over' && m.log.length > 0;
  }

  /** A new match with the same seed and players; `asking`: ask first if one is in progress. @param {boolean} asking */
  async function newMatch(asking) {
    guide.close();
    if (!(await shell.mayStartNew(asking, unfinished(), 'sy.confirm.newMatch')) || destroyed) return;
    shell.nextGeneration();
    computer.reset();
    skip();
    anim = null;
    game.free();
    game = persist.track(newHandle(seed, () => {}, t).game);
    if (!computer.watching) persist.clear(computer.mode());
    const s = game.state();
    suggester.drop();
    store.set({ s, snap: null, mover: null, overlay: null, notice: null, log: [], thinking: false, suggestion: null, suggesting: null });
    say(t('sy.hint.first', { player: playerName(s.position.turn) }));
    if (usingKeyboard()) board.focusFirstLegal();
  }

  const menuHost = recordHost({
    game: 'sanyao',
    handle: () => stash?.game ?? game,
    meta: () => playersMeta(computer.opponent(), computer.level, bottom, ['south', 'north']),
    whyParams(record, at, index) {
      // A San Yao turn is a move counted across the match.
      const move = at === 'turn' && Array.isArray(record.rounds) ? record.rounds.flatMap((/** @type {any} */ r) => r.moves ?? [])[index - 1] : null;
      return move?.player === 0 || move?.player === 1 ? { player: playerName(move.player) } : {};
    },
    inProgress: unfinished,
    /** @param {import('../records/open.js').OpenedSanyao} opened */
    take(opened) {
      skip();
      anim = null;
      game.free();
      // Its record goes on from the one opened, and so does its save (www/play/replay.js).
      game = trackSanyao(opened.handle, null, [recordStart(opened.handle, opened.text)]);
      const s = game.state();
      store.set({ s, snap: null, mover: null, overlay: null, notice: null, log: [], thinking: false });
    },
    save: saveNow,
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
      bottom: bottom === 1 ? 'north' : 'south',
      finished: () => !stash && store.get().s.status === 'match_over',
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
   * to the computer, keeping the match as it stands (its round, totals and an open card). The
   * save moves to the new players' slot.
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
    store.set({ notice: null, thinking: false, suggestion: null, suggesting: null });
    saveNow();
    if (next === 'computer') say(t('sy.computer.versus', { player: playerName(bottom), level: t(`level.${chosen}`) }));
    else if (next === 'people') say(t('computer.nowPeople'));
    ctx.onOpponent?.(next, computer.level);
  }

  return {
    destroy() {
      if (destroyed) return;
      guide.destroy();
      destroyed = true;
      shell.destroy();
      computer.stop();
      skip();
      unbindBoard();
      panel.unbind();
      overlay.unbind();
      board.destroy();
      game.free();
    },
    newGame: newMatch,
    // The visitor's match, even while the guide runs on a lesson.
    position: () => (stash?.game ?? game).exportPosition(),
    setOpponent,
    opponent,
    inProgress: () => {
      const m = stash?.model ?? store.get();
      return m.s.status !== 'match_over' && m.log.length > 0;
    },
    guide: () => guide.open(),
    openLink: (urlOrFragment) => records.openLink(urlOrFragment),
    adopt: (opened) => menuHost.adopt(opened),
  };
}
