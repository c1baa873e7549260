// @ts-check
// <madang-game>: one board in its own Shadow DOM, so a host page's CSS cannot reach in and the
// board's cannot leak out. Attributes choose the game and its players; the element redraws its
// words in place on a new `lang` and starts a new game on any other change. It tells the host
// what happens with bubbling, composed events (madang-ready, madang-move, madang-end) whose
// details are the wire contract's (position JSON text as the engine exports it).
import { ATTRIBUTES, LEVELS, readSettings, sameGame } from './element-options.js';
import { mount } from './play/mount.js';
import { saveKeyFor } from './play/saves.js';
import { playersFor, rememberSwitch } from './play/players.js';

/** @typedef {import('./element-options.js').Settings} Settings */
/** @typedef {Awaited<ReturnType<typeof mount>>} Instance */

const STYLES = ['./element.css'];

export class MadangGame extends HTMLElement {
  static observedAttributes = [...ATTRIBUTES];

  /** @type {Settings | null} the settings of the game on the board */
  #settings = null;
  /** @type {Instance | null} */
  #instance = null;
  /** Counts starts, so a start overtaken by another (or by removal) gives up its board. */
  #generation = 0;
  #restartQueued = false;
  /** @type {ShadowRoot} */
  #shadow;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    for (const href of STYLES) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(href, import.meta.url).href;
      this.#shadow.appendChild(link);
    }
  }

  connectedCallback() {
    this.#queueRestart();
  }

  disconnectedCallback() {
    // Moving the element within the page disconnects and reconnects it in one task: keep the
    // game then. Removed for good, it frees its engine handles and stops its worker.
    queueMicrotask(() => {
      if (!this.isConnected) this.#stop();
    });
  }

  /** @param {string} _name @param {string | null} before @param {string | null} now */
  attributeChangedCallback(_name, before, now) {
    if (before === now || !this.isConnected) return;
    this.#queueRestart();
  }

  /** Attribute changes made together (a script setting three) start one game, not three. */
  #queueRestart() {
    if (this.#restartQueued) return;
    this.#restartQueued = true;
    queueMicrotask(() => {
      this.#restartQueued = false;
      if (this.isConnected) this.#apply();
    });
  }

  #apply() {
    const inherited = this.parentElement?.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang ?? null;
    const markup = readSettings((n) => this.getAttribute(n), inherited);
    // A visitor's switch of players, kept for a reload (www/play/players.js); never in a kiosk.
    const kept = markup.kiosk ? null : playersFor(this.#saveKey(markup), markup);
    const next = kept ? { ...markup, ...kept } : markup;
    const before = this.#settings;
    this.#settings = next;
    if (this.#instance && before && sameGame(before, next)) {
      if (before.lang !== next.lang) this.#instance.setLanguage(next.lang);
      return;
    }
    this.#start(next);
  }

  /** @param {Settings} settings */
  async #start(settings) {
    this.#stop();
    const generation = ++this.#generation;
    const root = document.createElement('div');
    root.className = 'madang';
    this.#shadow.appendChild(root);
    this.dataset.ready = 'false';
    try {
      /** @type {{emit: (type: string, detail: Record<string, unknown>) => void}} */
      const callbacks = {
        // The element says it is ready itself, once `position` can be read.
        emit: (type, detail) => {
          if (type !== 'ready') this.#emit(`madang-${type}`, detail);
        },
      };
      // A kiosk never keeps a visitor's game: it has no save key, and its own module (loaded
      // only by kiosks) runs the attract screen and the idle reset around the games it mounts.
      // Its visitors' choices of players are theirs alone: the attributes stay as the museum set them.
      // A record to replay takes the element's place of a game (www/replay/, loaded only then).
      const instance = settings.record !== null
        // Without a `game` attribute, the replay's game is the one the record names.
        ? await (await import('./replay/mount.js')).mountReplay(root, {
          ...settings, record: settings.record, game: this.getAttribute('game') === null ? null : settings.game,
        }, callbacks)
        : settings.kiosk
        ? await (await import('./kiosk/kiosk.js')).startKiosk(root, settings, {
          ...callbacks,
          chooseLanguage: (lang) => this.setAttribute('lang', lang),
        })
        : await mount(root, { ...settings, saveKey: this.#saveKey(settings) }, {
          ...callbacks,
          opponent: (who, level) => this.#keepPlayers(generation, who, level),
        });
      if (generation !== this.#generation) {
        instance.destroy();
        return;
      }
      this.#instance = instance;
      // A language changed while the board was loading is applied now.
      const lang = this.#settings?.lang;
      if (lang && lang !== settings.lang) instance.setLanguage(lang);
      this.dataset.ready = 'true';
      this.#emit('madang-ready', { game: 'game' in instance ? instance.game : settings.game, lang: lang ?? settings.lang, position: instance.position() });
    } catch (e) {
      if (generation !== this.#generation) return;
      console.error(e);
      root.textContent = '';
      root.dataset.failed = 'true';
    }
  }

  /**
   * The visitor changed the players inside the game: the attributes say so (the board goes on
   * as it is, its save now in the new players' slot).
   * @param {number} generation @param {import('./play/mount.js').Opponent} who @param {string | null} level
   */
  #keepPlayers(generation, who, level) {
    const settings = this.#settings;
    if (generation !== this.#generation || !settings || (who !== 'people' && who !== 'computer')) return;
    const chosen = LEVELS.find((l) => l === level) ?? settings.level;
    rememberSwitch(this.#saveKey(settings), settings, { opponent: who, level: chosen });
    // Settled first, so the attribute changes below find the same game and start none.
    this.#settings = { ...settings, opponent: who, level: chosen };
    this.setAttribute('opponent', who);
    if (who === 'computer') this.setAttribute('level', chosen);
  }

  #stop() {
    this.#generation += 1;
    this.#instance?.destroy();
    this.#instance = null;
    for (const old of this.#shadow.querySelectorAll('.madang')) old.remove();
    delete this.dataset.ready;
  }

  /**
   * Saves are per instance: the element's id tells two boards of the same game apart. One
   * without an id keeps the site page's saves (embed.html's element has none).
   * @param {Settings} settings
   */
  #saveKey(settings) {
    return saveKeyFor(settings.game, this.id || null);
  }

  /** @param {string} type @param {unknown} detail */
  #emit(type, detail) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Starts a new game at once (no question asked: the host decided). */
  newGame() {
    this.#instance?.newGame(false);
  }

  /**
   * Opens the first-game guide over the game (a museum's own "How to play" button); the
   * visitor's game waits under it. Nothing happens before the board is ready, or in a game the
   * computer plays alone.
   */
  guide() {
    this.#instance?.guide();
  }

  /**
   * Opens the game a link names (`#record=...` or `#position=...`: a whole URL or its fragment),
   * asking the visitor first if a game is in progress. Resolves true once that game is on the
   * board; false before the board is ready, in a kiosk (which keeps no visitor's game), or for a
   * bad link, which shows a notice in the game and changes nothing (its save neither).
   * @param {string} urlOrFragment
   * @returns {Promise<boolean>}
   */
  async openLink(urlOrFragment) {
    const instance = this.#instance;
    if (!instance || this.#settings?.kiosk) return false;
    return instance.openLink(String(urlOrFragment));
  }

  /** The current position as the engine's JSON text; null until the board is ready. */
  get position() {
    return this.#instance ? this.#instance.position() : null;
  }
}

// Each attribute is a property of the same name (in camelCase: `idle-seconds` is
// `idleSeconds`); reading it gives the attribute's text.
for (const name of ATTRIBUTES) {
  Object.defineProperty(MadangGame.prototype, name.replace(/-([a-z])/g, (_, c) => c.toUpperCase()), {
    configurable: true,
    enumerable: true,
    get() {
      return this.getAttribute(name);
    },
    /** @param {unknown} value */
    set(value) {
      if (value === null || value === undefined) this.removeAttribute(name);
      else this.setAttribute(name, String(value));
    },
  });
}

if (!customElements.get('madang-game')) customElements.define('madang-game', MadangGame);
