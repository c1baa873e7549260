// @ts-check
// Mounts one game into an element: its stylesheets, its markup, its words, its notices, and
// its controller. The site page calls it for the game in its URL; the <madang-game> element
// calls it for its shadow root's container. Every asset is found from this module's URL, so a
// game works wherever the kit is served from. Values are expected checked by the caller (the
// URL's or the attributes' reader); anything else falls back to the default here too.
import { startEngine } from '../engine.js';
import { createWords, isLanguage } from '../i18n.js';
import { byId } from '../dom.js';
import { createNotices } from './notices.js';
import { GAME_MODULES } from './modules.js';
import { LEVELS } from '../element-options.js';
import { keepHostPage } from './links.js';
import { headingTags } from './markup.js';

/** @typedef {'ssangnyuk' | 'sanyao'} Game */
/** @typedef {import('../pkg/madang_wasm.js').Level} Level */
/** @typedef {import('./shell.js').Opponent} Opponent */
/**
 * @typedef {{game: Game, lang: string, opponent?: Opponent, level?: Level,
 *   side?: string | null, rules?: string | null, seed?: string | null, saveKey?: string | null,
 *   pace?: number | null, guide?: boolean, records?: boolean, headingLevel?: number | undefined}} MountOptions
 *   `opponent` `watch`: the computer plays both sides, its cards (who starts, round over, win)
 *   close by themselves after a pause, and nothing is saved; `level` defaults to easy; `side`
 *   is the visitor's (`white`/`black`, `south`/`north`); `rules` and `seed` are untrusted (the
 *   engine refuses what it cannot use, with a notice); `saveKey` null or absent: nothing is
 *   saved; `pace`: the pause in ms between the computer's actions (absent: the usual one);
 *   `guide`: the first-game guide opens at once (not in a game the computer plays alone);
 *   `records` false: no Record menu (a kiosk: nothing is downloaded, opened from the device or
 *   copied to its clipboard there); `headingLevel`: the title's, 1 to 5 (default 2; its cards one
 *   below, www/play/markup.js)
 */
/** @typedef {'ready' | 'move' | 'end'} EventType */
/**
 * What a mounted game offers its host. `setOpponent` hands the far side (drawn at the top) to
 * the computer (at `level`, else the last level used, else easy), or back to a person, or both
 * sides to the computer (`watch`), keeping the position (a turn in progress too); the save
 * moves to the new players' slot. `opponent` says who plays the far side now (`people` once a
 * computer player failed), `inProgress` whether a game is under way (moves made, not over).
 * `openLink` opens the game a link (`#record=` or `#position=`, a URL or its fragment) names,
 * asking first if one is in progress: true once it is on the board; a bad link shows a notice
 * and changes nothing.
 * @typedef {{words: import('../i18n.js').Words, setLanguage: (lang: string) => Promise<void>,
 *   newGame: (ask: boolean) => Promise<void>, position: () => string, destroy: () => void,
 *   setOpponent: (opponent: Opponent, level?: Level | null) => Promise<void>, opponent: () => Opponent,
 *   inProgress: () => boolean, guide: () => void, openLink: (urlOrFragment: string) => Promise<boolean>,
 *   adopt?: (opened: any) => Promise<boolean | void>}} Mounted
 *   `adopt` takes up a record opened by www/records/open.js (a replay's Play from here)
 */

/** Each game's sides as its options name them, the default first, as its controller takes them. */
const SIDES = {
  ssangnyuk: /** @type {Record<string, 'white' | 'black'>} */ ({ white: 'white', black: 'black' }),
  sanyao: /** @type {Record<string, 0 | 1>} */ ({ south: 0, north: 1 }),
};
const PREFIX = /** @type {const} */ ({ ssangnyuk: 'sn', sanyao: 'sy' });
/** The stylesheets a game needs, shared ones first. */
export const STYLES = {
  ssangnyuk: ['./play.css', '../ssangnyuk/board.css', '../guide/guide.css'],
  sanyao: ['./play.css', '../sanyao/board.css', '../guide/guide.css'],
};
const MODULES = {
  ssangnyuk: () => Promise.all([import('../ssangnyuk/controller.js'), import('../ssangnyuk/markup.js')]),
  sanyao: () => Promise.all([import('../sanyao/controller.js'), import('../sanyao/markup.js')]),
};

/** Each game's modules, imported once for the page. @type {Partial<Record<Game, ReturnType<typeof MODULES[Game]>>>} */
const loading = {};

/**
 * Starts loading what a game needs (the engine, its modules) before it is mounted: a page that
 * knows its game from the URL calls this first, so the downloads overlap its own start-up.
 * @param {Game} game
 */
export function preload(game) {
  startEngine().catch(() => {});
  return modules(game);
}

/** @param {Game} game */
function modules(game) {
  if (!loading[game]) {
    // The whole graph at once; each module is fetched once whoever imports it.
    for (const path of GAME_MODULES[game]) import(new URL(`../${path}`, import.meta.url).href).catch(() => {});
  }
  const promise = loading[game] ?? MODULES[game]();
  loading[game] = promise;
  // A failed load is tried again by the next game.
  promise.catch(() => { delete loading[game]; });
  return promise;
}

/**
 * Fills `root` with a game and starts it; resolves once the board is usable (after the
 * `ready` event). Throws when the engine or the game's modules cannot be loaded (`root` is
 * then left empty).
 * @param {HTMLElement} root an empty element, in a document or a shadow root
 * @param {MountOptions} options
 * @param {{emit?: (type: EventType, detail: Record<string, unknown>) => void,
 *   opponent?: (opponent: Opponent, level: Level | null) => void, busy?: (busy: boolean) => void}} [callbacks]
 *   `emit` hears `ready` {game, lang, position}, and the controller's `move` and `end`;
 *   `opponent` hears that the players changed in the game (its toolbar's switch or setOpponent);
 *   `busy` hears each change of whether the game is busy: the computer's turn (its pause, its
 *   thinking, its move shown) or a move being shown, when no person at the board has anything to do
 * @returns {Promise<Mounted>}
 */
export async function mount(root, options, callbacks = {}) {
  const game = options.game === 'sanyao' ? 'sanyao' : 'ssangnyuk';
  const words = createWords();
  const [[controller, markup]] = await Promise.all([
    modules(game),
    words.setLanguage(isLanguage(options.lang) ? options.lang : 'en'),
    startEngine(),
    stylesheets(root, STYLES[game]),
  ]);
  root.classList.add('play');
  root.dataset.game = game;
  root.insertAdjacentHTML('beforeend', markup.markup(headingTags(options.headingLevel)));
  keepHostPage(root);
  const notices = createNotices(byId(root, `${PREFIX[game]}-notices`), words);
  const emit = callbacks.emit ?? (() => {});
  const watch = options.opponent === 'watch';
  const computer = watch || options.opponent === 'computer';
  const pace = typeof options.pace === 'number' && options.pace >= 0 && options.pace <= 60000 ? options.pace : null;
  const ctx = {
    root, words, notify: notices.notify, emit, saveKey: watch ? null : options.saveKey ?? null, pace,
    onOpponent: callbacks.opponent ?? (() => {}), onBusy: callbacks.busy ?? (() => {}),
    records: options.records !== false,
  };
  const level = LEVELS.find((l) => l === options.level) ?? 'easy';
  // The visitor's side is drawn along the bottom; in a game for two players the side named
  // is (so a game handed from the computer to people and reloaded keeps its board).
  const syBottom = sideOf(SIDES.sanyao, watch ? null : options.side);
  const snBottom = sideOf(SIDES.ssangnyuk, watch ? null : options.side);
  const run = game === 'sanyao'
    ? /** @type {typeof import('../sanyao/controller.js')} */ (controller).start(ctx, {
      seed: options.seed ?? null, bottom: syBottom, computer: computer ? { level, side: watch ? null : syBottom } : null,
    })
    : /** @type {typeof import('../ssangnyuk/controller.js')} */ (controller).start(ctx, {
      rules: options.rules ?? null, seed: options.seed ?? null, bottom: snBottom,
      computer: computer ? { level, side: watch ? null : snBottom } : null,
    });
  if (options.guide && !watch) run.guide();
  emit('ready', { game, lang: words.language(), position: run.position() });
  let live = true;
  return {
    words,
    setLanguage: (lang) => words.setLanguage(lang),
    newGame: (ask) => run.newGame(ask),
    position: () => run.position(),
    async setOpponent(opponent, level = null) {
      if (live) run.setOpponent(opponent, LEVELS.find((l) => l === level) ?? null);
    },
    opponent: () => run.opponent(),
    inProgress: () => run.inProgress(),
    guide() {
      if (live) run.guide();
    },
    async openLink(urlOrFragment) {
      return live ? run.openLink(urlOrFragment) : false;
    },
    adopt: (opened) => run.adopt(opened),
    destroy() {
      if (!live) return;
      live = false;
      run.destroy();
      notices.destroy();
      root.replaceChildren();
    },
  };
}

/**
 * The side named `name` (the default, the first, for anything else).
 * @template T
 * @param {Record<string, T>} sides @param {string | null | undefined} name
 * @returns {T}
 */
function sideOf(sides, name) {
  const names = Object.keys(sides);
  return sides[name && Object.hasOwn(sides, name) ? name : names[0]];
}

/**
 * Links the stylesheets into `root` and waits for them (a failed one is waited for too: the
 * game still works unstyled). A page that links one already (the site links the shared one in
 * its head) does not get it twice.
 * @param {HTMLElement} root @param {string[]} paths relative to this module
 */
export function stylesheets(root, paths) {
  const scope = root.getRootNode();
  const doc = root.ownerDocument;
  return Promise.all(paths.map((path) => {
    const href = new URL(path, import.meta.url).href;
    if (scope instanceof Document && [...doc.querySelectorAll('link[rel="stylesheet"]')].some((l) => l instanceof HTMLLinkElement && l.href === href)) {
      return undefined;
    }
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    const loaded = new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    });
    root.appendChild(link);
    // A detached element loads nothing until it is attached: no reason to wait then.
    return root.isConnected ? loaded : undefined;
  }));
}
