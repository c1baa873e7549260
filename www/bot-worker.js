// @ts-check
// The computer player, off the page's thread. Its first message is {engine}, the page's
// compiled WebAssembly.Module (www/engine.js), instantiated here once; it then answers
// {id, game, session, positionJson, dice?, level, seed} with {id, choice} or {id, error} (the
// engine's error kind; `internal` for a failure that is no MadangError, logged here). For
// Ssangnyuk the choice is the bot's play (null only once the game is over; a roll that cannot
// be played gets the pass, which has no steps); for San Yao it is a hole (or null when there is
// no move). The page decides nothing about legality from it: it plays the choice through its
// own game handle.
// A suggestion for a person, {id, suggest: true, game, positionJson, dice?, taken?}, is
// answered by a hard player of its own (the Ssangnyuk advisor finishes the turn from the steps
// `taken`), never the computer opponent's, so asking changes none of its later choices.
import init, { SsangnyukBot, SanyaoBot, SsangnyukAdvisor } from './pkg/madang_wasm.js';
import { isMadangError } from './errors.js';

/** @typedef {import('./pkg/madang_wasm.js').Level} Level */

/** @type {(engine: WebAssembly.Module) => void} */
let receive = () => {};
/** The engine instantiated from the page's module; questions that come first wait for it. */
const ready = /** @type {Promise<WebAssembly.Module>} */ (new Promise((resolve) => { receive = resolve; }))
  .then((engine) => init({ module_or_path: engine }));
/**
 * The current game's bot; a new session (a new game) gets a new one, so a seeded game replays.
 * @type {{key: string, bot: SsangnyukBot | SanyaoBot | null}}
 */
let current = { key: '', bot: null };
/** The suggestions' players, made on first use and kept (they hold no game of their own). */
const advisors = { ssangnyuk: /** @type {SsangnyukAdvisor | null} */ (null), sanyao: /** @type {SanyaoBot | null} */ (null) };

/**
 * The hard player's move for a person: a Ssangnyuk play finishing the turn, or a San Yao hole.
 * @param {any} q
 */
function suggest({ game, positionJson, dice, taken }) {
  if (game === 'sanyao') {
    advisors.sanyao ??= new SanyaoBot('hard', '0');
    return advisors.sanyao.choose(positionJson);
  }
  advisors.ssangnyuk ??= new SsangnyukAdvisor();
  return advisors.ssangnyuk.suggest(positionJson, dice[0], dice[1], taken);
}

/**
 * The page sends a level it has checked; the engine refuses any other (unknown_level).
 * @param {string} game @param {Level} level @param {string | null} seed
 */
function create(game, level, seed) {
  return game === 'sanyao' ? new SanyaoBot(level, seed) : new SsangnyukBot(level, seed);
}

self.addEventListener('message', async (event) => {
  if (event.data?.engine instanceof WebAssembly.Module) {
    receive(event.data.engine);
    return;
  }
  const { id, game, session, positionJson, dice, level, seed } = event.data ?? {};
  try {
    await ready;
    if (event.data.suggest === true) {
      self.postMessage({ id, choice: suggest(event.data) });
      return;
    }
    const key = `${game}|${session}|${level}|${seed ?? ''}`;
    let bot = current.key === key ? current.bot : null;
    if (!bot) {
      current.bot?.free();
      bot = create(game, level, seed ?? null);
      current = { key, bot };
    }
    const choice = bot instanceof SanyaoBot ? bot.choose(positionJson) : bot.choose(positionJson, dice[0], dice[1]);
    self.postMessage({ id, choice });
  } catch (e) {
    if (!isMadangError(e)) console.error(e);
    self.postMessage({ id, error: isMadangError(e) ? e.kind : 'internal' });
  }
});
