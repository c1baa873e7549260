// @ts-check
// The computer player, off the page's thread: loads the engine once and answers
// {id, positionJson, dice: [a, b], level, seed} with {id, play} (the bot's choice, or null when
// the roll cannot be played) or {id, error} (the engine's error kind). It decides nothing
// about legality for the page: the page replays the steps through its own game handle.
import init, { SsangnyukBot } from '../pkg/madang_wasm.js';

const ready = init();
/** @type {Map<string, SsangnyukBot>} one bot per level and seed, so a seeded bot replays */
const bots = new Map();

self.addEventListener('message', async (event) => {
  const { id, positionJson, dice, level, seed } = event.data ?? {};
  try {
    await ready;
    const key = `${level}|${seed ?? ''}`;
    let bot = bots.get(key);
    if (!bot) {
      bot = new SsangnyukBot(level, seed ?? undefined);
      bots.set(key, bot);
    }
    const play = bot.choose(positionJson, dice[0], dice[1]);
    self.postMessage({ id, play: play ?? null });
  } catch (e) {
    const kind = /** @type {any} */ (e)?.kind;
    self.postMessage({ id, error: typeof kind === 'string' ? kind : String(e) });
  }
});
