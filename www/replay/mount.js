// @ts-check
// A replay as the whole of a <madang-game record="..."> (and so of embed.html?record=): the
// record is had (www/replay/source.js), read by the records package, and shown in the viewer;
// with `loop` it plays by itself, over and over (a museum's screen). A record that cannot be
// had or read leaves a sentence saying why, in the visitor's language. Play from here puts a
// game in the viewer's place, taken up from the record cut at the move shown; nothing of it
// is saved (a reload shows the replay again, as the markup asks).
import { createWords, isLanguage } from '../i18n.js';
import { startEngine } from '../engine.js';
import { mount, stylesheets, STYLES } from '../play/mount.js';
import { refusal } from '../errors.js';
import { recordText, RecordSourceError } from './source.js';
import { readReplay, cutRecord } from './frames.js';
import { createViewer } from './viewer.js';

/**
 * The game a record's text names, if it names one of ours (the engine checks the rest).
 * @param {string} text
 * @returns {'ssangnyuk' | 'sanyao' | null}
 */
export function namedGame(text) {
  try {
    const game = JSON.parse(text)?.game;
    return game === 'ssangnyuk' || game === 'sanyao' ? game : null;
  } catch {
    return null;
  }
}

/**
 * @param {HTMLElement} root an empty element
 * @param {{game: 'ssangnyuk' | 'sanyao' | null, lang: string, record: string, loop: boolean, side?: string | null,
 *   headingLevel?: number}} options
 *   `game` null: the game the record names (Ssangnyuk if it names none)
 * @param {{emit?: (type: import('../play/mount.js').EventType, detail: Record<string, unknown>) => void}} [callbacks]
 * @returns {Promise<import('../play/mount.js').Mounted & {game: 'ssangnyuk' | 'sanyao'}>}
 */
export async function mountReplay(root, options, callbacks = {}) {
  const words = createWords();
  /** @type {string | null} */
  let text = null;
  /** @type {unknown} why the record could not be had, if it could not */
  let failure = null;
  await Promise.all([
    words.setLanguage(isLanguage(options.lang) ? options.lang : 'en'),
    recordText(options.record, document.baseURI, window.location.origin).then((t) => { text = t; }, (e) => { failure = e; }),
  ]);
  const game = options.game ?? (text === null ? null : namedGame(text)) ?? 'ssangnyuk';
  await stylesheets(root, STYLES[game]);
  root.classList.add('play', 'play-replay');
  root.dataset.game = game;
  root.lang = words.language();
  const unlang = words.onChange(() => { root.lang = words.language(); });
  /** @type {Awaited<ReturnType<typeof createViewer>> | null} */
  let viewer = null;
  /** @type {import('../play/mount.js').Mounted | null} the game after Play from here */
  let played = null;
  /** @type {import('./frames.js').Replay | null} */
  let shown = null;
  let live = true;

  try {
    if (text === null) throw failure;
    const replay = await readReplay(game, text);
    shown = replay;
    viewer = await createViewer(root, {
      game, words, replay, loop: options.loop, autoplay: options.loop, bottom: options.side ?? null,
      headingLevel: options.headingLevel, onPlayFrom: (k, opponent) => playFrom(replay, k, opponent),
    });
  } catch (e) {
    console.warn(e);
    showFailure(e);
  }

  /**
   * The sentence for a record that could not be had or read, kept in the visitor's language.
   * @param {unknown} e
   */
  function showFailure(e) {
    const p = document.createElement('p');
    p.className = 'replay-failed';
    p.setAttribute('role', 'alert');
    const kind = e instanceof RecordSourceError ? e.kind : refusal(e) ?? 'unexpected';
    p.dataset.kind = kind;
    const { t, has } = words;
    const say = () => {
      if (kind === 'origin' || kind === 'fetch') p.textContent = t(`replay.error.${kind}`);
      else p.textContent = t('replay.error.unreadable', { why: t(has(`error.${kind}`) ? `error.${kind}` : 'error.unexpected') });
    };
    say();
    words.onChange(say);
    root.append(p);
  }

  /**
   * Play from here: the record cut at move `k` opened as any record, in a game for the visitor.
   * @param {import('./frames.js').Replay} replay @param {number} k @param {'computer' | 'people'} opponent
   */
  async function playFrom(replay, k, opponent) {
    let opened;
    try {
      const [reader] = await Promise.all([import('../records/open.js'), startEngine()]);
      const cut = cutRecord(replay, k);
      opened = await (game === 'ssangnyuk' ? reader.openSsangnyuk(cut) : reader.openSanyao(cut));
    } catch (e) {
      console.warn(e);
      const kind = refusal(e);
      viewer?.error(words.t(kind !== null && words.has(`error.${kind}`) ? `error.${kind}` : 'error.unexpected'));
      return;
    }
    if (!live) return opened.handle.free();
    viewer?.destroy();
    viewer = null;
    root.replaceChildren();
    root.classList.remove('play-replay');
    played = await mount(root, { game, lang: words.language(), opponent, side: options.side ?? null, saveKey: null, headingLevel: options.headingLevel }, callbacks.emit ? { emit: callbacks.emit } : {});
    await played.adopt?.(opened);
    // The button pressed is gone: the focus goes to the game's turn card, which says who plays.
    /** @type {HTMLElement | null} */ (root.querySelector('.turn-card'))?.focus({ preventScroll: true });
  }

  return {
    game,
    words,
    setLanguage: (lang) => (played ? played.setLanguage(lang) : words.setLanguage(lang)),
    newGame: async (ask) => played?.newGame(ask),
    // The position shown (the replay's move on the board), or the game's after Play from here.
    position: () => played?.position() ?? shown?.positions[viewer?.at() ?? 0] ?? '',
    setOpponent: async (opponent, level) => played?.setOpponent(opponent, level),
    opponent: () => played?.opponent() ?? 'people',
    inProgress: () => played?.inProgress() ?? false,
    guide: () => played?.guide(),
    // A link's game goes to the game after Play from here; the replay itself takes none.
    openLink: async (urlOrFragment) => (played ? played.openLink(urlOrFragment) : false),
    destroy() {
      if (!live) return;
      live = false;
      unlang();
      viewer?.destroy();
      played?.destroy();
      root.replaceChildren();
    },
  };
}
