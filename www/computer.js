// @ts-check
// The computer player as the page sees it: a module worker running the engine's bot for one
// game. The worker gets the page's compiled engine (www/engine.js) by postMessage, so the
// .wasm is fetched and compiled once per page however many workers run. When the worker or
// the engine cannot load, or the worker answers with an error, `onFail` is told once, the
// worker stops, and the game goes on for two players.

import { loadEngine } from './engine.js';

/** @typedef {import('./pkg/madang_wasm.js').Level} Level */

/**
 * @template Side
 * @param {'ssangnyuk' | 'sanyao'} game
 * @param {{level: Level, side: Side | null} | null} options `side` is the visitor's; null
 *   there: nobody's, the computer plays both sides (the kiosk's attract screen); null options:
 *   two players
 * @param {string | null} seed the accepted seed, which also fixes the bot's choices
 * @param {(lost: {level: Level, side: Side | null}) => void} onFail told the players it had
 */
export function createComputer(game, options, seed, onFail) {
  /** The level the computer takes when it is handed a side without one: the last it played. */
  let lastLevel = options?.level ?? 'easy';
  /** @type {Worker | null} */
  let worker = null;
  let next = 0;
  /** Bumped by each new game, so the worker starts a fresh bot (a seeded game then replays). */
  let session = 0;
  /** @type {Map<number, {resolve: (choice: any) => void, reject: (e: unknown) => void}>} */
  const waiting = new Map();
  if (options) startWorker();

  function startWorker() {
    try {
      const started = new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
      worker = started;
      started.addEventListener('message', (event) => {
        const { id, choice, error } = event.data;
        const w = waiting.get(id);
        waiting.delete(id);
        if (!w) return;
        // `error` is the kind of what the worker caught (`internal` for a failure that is no
        // MadangError, which the worker logs).
        if (error !== undefined) w.reject(new Error(`computer player: ${error}`));
        else w.resolve(choice);
      });
      started.addEventListener('error', (event) => {
        event.preventDefault();
        if (worker === started) fail(new Error(`computer player: ${event.message || 'the worker did not load'}`));
      });
      // The first message the worker reads; questions sent before it arrives wait there.
      loadEngine().then((engine) => started.postMessage({ engine }), (e) => {
        if (worker === started) fail(e);
      });
    } catch (e) {
      worker = null;
      queueMicrotask(() => fail(e));
    }
  }

  /** @param {unknown} e */
  function fail(e) {
    // A worker started only for suggestions (a game for two) just stops.
    if (!options) return stop();
    console.warn(e);
    stop();
    const lost = options;
    options = null;
    onFail(lost);
  }

  /** A new game: answers still on their way are dropped and the next bot starts afresh. */
  function reset() {
    session += 1;
    for (const w of waiting.values()) w.reject(new Error('computer player: new game'));
    waiting.clear();
  }

  function stop() {
    worker?.terminate();
    worker = null;
    for (const w of waiting.values()) w.reject(new Error('computer player stopped'));
    waiting.clear();
  }

  return {
    /** The visitor's side, or null in a game for two players or one the computer plays alone. */
    get human() { return options ? options.side : null; },
    /** Whether the computer plays both sides. */
    get watching() { return options !== null && options.side === null; },
    /** The level, or null in a game for two players. */
    get level() { return options ? options.level : null; },
    active: () => options !== null && worker !== null,
    /** How the game is saved now (for two players once the computer has failed). */
    mode: () => (options !== null && worker !== null ? saveMode(options) : null),
    reset,
    /**
     * The bot's choice for a position (and Ssangnyuk dice).
     * @param {string} positionJson @param {number[] | null} dice
     * @returns {Promise<any>}
     */
    choose(positionJson, dice = null) {
      const id = next++;
      return new Promise((resolve, reject) => {
        if (!worker || !options) return reject(new Error('computer player stopped'));
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, game, session, positionJson, dice: dice ? [dice[0], dice[1]] : null, level: options.level, seed });
      });
    },
    /**
     * The hard player's suggestion for a person, from its own player in the worker (the
     * computer opponent's choices stay as they were): for Ssangnyuk the rest of the turn
     * begun from `positionJson` with `dice` after the steps `taken`, for San Yao a hole. A game
     * for two starts the worker on first use.
     * @param {string} positionJson @param {number[] | null} dice
     * @param {import('./pkg/madang_wasm.js').SsangnyukStep[]} [taken]
     * @returns {Promise<any>}
     */
    suggest(positionJson, dice = null, taken = []) {
      if (!worker) startWorker();
      const id = next++;
      return new Promise((resolve, reject) => {
        if (!worker) return reject(new Error('computer player stopped'));
        waiting.set(id, { resolve, reject });
        worker.postMessage({
          id, suggest: true, game, positionJson, dice: dice ? [dice[0], dice[1]] : null,
          taken: taken.map((st) => ({ from: st.from, to: st.to, dice: [...st.dice] })),
        });
      });
    },
    /**
     * Changes the players in the middle of a game: null hands the computer's side(s) to people
     * (its worker stops), else the computer plays at `level` against the visitor's `side` (or
     * alone). Answers still on their way are dropped.
     * @param {{level: Level, side: Side | null} | null} next
     */
    set(next) {
      if (next === null) stop();
      else {
        reset();
        if (!worker) startWorker();
        lastLevel = next.level;
      }
      options = next;
    },
    /** Who plays the far side now. @returns {'people' | 'computer' | 'watch'} */
    opponent() {
      return options === null || worker === null ? 'people' : options.side === null ? 'watch' : 'computer';
    },
    /**
     * The players' switch both games share: hands the far side to the computer (the visitor
     * keeps `bottom`), back to a person, or both sides to the computer, at `level` (else the
     * level it has or last had). Returns the level chosen, or null when nothing changes.
     * @param {'people' | 'computer' | 'watch'} who @param {Level | null} level @param {Side} bottom
     * @returns {Level | null}
     */
    hand(who, level, bottom) {
      const chosen = level ?? (options ? options.level : null) ?? lastLevel;
      if (who === this.opponent() && (who === 'people' || chosen === this.level)) return null;
      this.set(who === 'people' ? null : { level: chosen, side: who === 'watch' ? null : bottom });
      return chosen;
    },
    fail,
    stop,
  };
}

/**
 * How a game is saved: null for two players, else `level/side` (the computer's level and the
 * visitor's side), so a saved game comes back only with the same players.
 * @param {{level: string, side: unknown} | null} options
 * @returns {string | null}
 */
export function saveMode(options) {
  return options && `${options.level}/${options.side}`;
}

/**
 * A pause between the computer's actions, so the visitor sees each one.
 * @param {number | null} [pace] its length in ms, when the host chose one
 */
export function pause(pace = null) {
  const quick = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return new Promise((resolve) => setTimeout(resolve, pace ?? (quick ? 150 : 450)));
}

/**
 * One decision: shows the computer thinking while `ask` (the worker) answers, then waits for a
 * task of its own, so the move is drawn apart from the task that received the answer (the
 * time spent thinking and the time spent drawing stay apart).
 * @template T
 * @param {() => Promise<T>} ask
 * @param {(on: boolean) => void} showThinking
 * @param {() => boolean} current whether the game it was asked for is still being played
 * @returns {Promise<{choice: T} | null>} null when the game moved on meanwhile
 */
export async function think(ask, showThinking, current) {
  showThinking(true);
  const choice = await ask();
  if (!current()) return null;
  showThinking(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return current() ? { choice } : null;
}
