// @ts-check
// The computer player, off the page's thread: loads the engine once and answers
// {id, game, session, positionJson, dice?, level, seed} with {id, choice} or {id, error} (the
// engine's error kind). For Ssangnyuk the choice is the bot's play (or null when the roll
// cannot be played); for San Yao it is a hole (or null when there is no move). The page
// decides nothing about legality from it: it plays the choice through its own game handle.
import init, { SsangnyukBot, SanyaoBot } from './pkg/madang_wasm.js';

const ready = init();
/**
 * The current game's bot; a new session (a new game) gets a new one, so a seeded game replays.
 * @type {{key: string, bot: SsangnyukBot | SanyaoBot | null}}
 */
let current = { key: '', bot: null };

/** @param {string} game @param {string} level @param {string | null} seed */
function create(game, level, seed) {
  return game === 'sanyao' ? new SanyaoBot(level, seed ?? undefined) : new SsangnyukBot(level, seed ?? undefined);
}

self.addEventListener('message', async (event) => {
  const { id, game, session, positionJson, dice, level, seed } = event.data ?? {};
  try {
    await ready;
    const key = `${game}|${session}|${level}|${seed ?? ''}`;
    let bot = current.key === key ? current.bot : null;
    if (!bot) {
      current.bot?.free();
      bot = create(game, level, seed ?? null);
      current = { key, bot };
    }
    const choice = bot instanceof SanyaoBot ? bot.choose(positionJson) : bot.choose(positionJson, dice[0], dice[1]);
    self.postMessage({ id, choice: choice ?? null });
  } catch (e) {
    const kind = /** @type {any} */ (e)?.kind;
    self.postMessage({ id, error: typeof kind === 'string' ? kind : String(e) });
  }
});
