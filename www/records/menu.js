// @ts-check
// The toolbar's Record menu (a disclosure: its button shows and hides its actions, Escape or a
// click elsewhere closes it), the open-record dialog, and links: Copy link (the whole record)
// and Copy position link (a record starting from the position now), and opening either from a
// page's URL. What writes and reads records (www/records/write.js, open.js, link.js, and through
// them the 180 KB records package) is imported only when the visitor asks for it, never on a
// game's load.
import { refusal, isMadangError } from '../errors.js';

/** A record's text is refused above this many bytes before it is read (the engine refuses it too). */
export const MAX_RECORD_BYTES = 1024 * 1024;

/** A page's parameters a link does not carry: the sender's language, the guide, a kiosk's. */
const NOT_IN_LINKS = ['lang', 'guide', 'kiosk', 'idle-seconds'];

/** @typedef {import('../play/shell.js').Shell} Shell */
/**
 * What the game gives the menu: its handle (tracked, www/records/calls.js), the record's
 * meta, the names a why-not sentence wants for a refused turn of a record, what takes up
 * an opened record (it asks before replacing a game in progress, frees the opened handle if the
 * visitor says no, and says whether the record was taken), and where its notices go.
 * @typedef {{game: 'ssangnyuk' | 'sanyao', handle: () => {exportPosition(): string},
 *   meta: () => Record<string, string>,
 *   whyParams: (record: any, at: string, index: number) => Record<string, string | number>,
 *   adopt: (opened: any) => Promise<boolean>,
 *   notify: (message: () => string) => void, replay?: ReplayHooks}} RecordHost
 */
/**
 * What the replay viewer (www/replay/in-game.js) needs of the game: its root, the side drawn
 * along the bottom, whether the game is over (its Record menu then offers Watch replay), what
 * holds it while the viewer shows, and what hands the far side over after Play from here.
 * @typedef {{root: HTMLElement, bottom: string, finished: () => boolean, hold: (on: boolean) => void,
 *   setOpponent: (opponent: 'computer' | 'people') => void}} ReplayHooks
 */

/**
 * @param {Shell} shell @param {import('../i18n.js').Words} words @param {RecordHost} host
 * @returns {{openLink: (urlOrFragment: string) => Promise<boolean>}} `openLink` opens the game a
 *   link names (true once it is on the board; a bad link shows a notice and changes nothing)
 */
export function bindRecordMenu(shell, words, host) {
  const { $, say } = shell;
  const { t, has } = words;
  const button = /** @type {HTMLButtonElement} */ ($('record'));
  const menu = $('record-menu');
  const dialog = /** @type {HTMLDialogElement} */ ($('record-dialog'));
  const file = /** @type {HTMLInputElement} */ ($('record-file'));
  const paste = /** @type {HTMLTextAreaElement} */ ($('record-text'));
  const error = $('record-error');
  const replayButton = $('record-replay');
  const asReplay = /** @type {HTMLInputElement} */ ($('record-as-replay'));
  const linkDialog = /** @type {HTMLDialogElement} */ ($('link-dialog'));
  const linkTitle = $('link-title');
  const linkHelp = $('link-help');
  const linkLabel = $('link-label');
  const linkField = /** @type {HTMLInputElement} */ ($('link-field'));
  const linkDownload = /** @type {HTMLButtonElement} */ ($('link-download'));
  /** The link dialog's sentence, worked out again after a language switch. @type {() => string} */
  let linkMessage = () => '';
  /** The last refusal shown, worked out again after a language switch. @type {(() => string) | null} */
  let shown = null;

  /** @param {boolean} open */
  function setOpen(open) {
    if (open) replayButton.hidden = !host.replay?.finished();
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    // Right-aligned under its button, unless that runs off the page's left edge (the button
    // wrapped to the start of a narrow toolbar): then left-aligned.
    menu.classList.remove('record-menu-start');
    if (open && menu.getBoundingClientRect().left < 0) menu.classList.add('record-menu-start');
  }
  /** @param {(() => string) | null} message */
  function showError(message) {
    shown = message;
    error.hidden = message === null;
    error.textContent = message ? message() : '';
  }

  async function download() {
    setOpen(false);
    try {
      const { writeRecord } = await import('./write.js');
      const text = await writeRecord(host.handle(), host.meta());
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      a.download = `${host.game}-${stamp(new Date())}.json`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      say(t('record.downloaded'));
    } catch (e) {
      console.error(e);
      say(t('record.loadFailed'));
    }
  }

  function openDialog() {
    setOpen(false);
    file.value = '';
    paste.value = '';
    asReplay.checked = false;
    if (asReplay.parentElement) asReplay.parentElement.hidden = !host.replay;
    showError(null);
    dialog.showModal();
  }

  /**
   * Reads a record: the opened game, or the sentence saying why it was refused.
   * @param {string} text
   * @returns {Promise<{opened: import('./open.js').OpenedSsangnyuk | import('./open.js').OpenedSanyao} | {refused: () => string}>}
   */
  async function read(text) {
    if (new Blob([text]).size > MAX_RECORD_BYTES) return { refused: () => t('error.too_large') };
    if (text.trim() === '') return { refused: () => t('record.empty') };
    try {
      const reader = await import('./open.js');
      return { opened: await (host.game === 'ssangnyuk' ? reader.openSsangnyuk(text) : reader.openSanyao(text)) };
    } catch (e) {
      if (isMadangError(e)) return { refused: refused(e, text) };
      console.error(e);
      return { refused: () => t('record.loadFailed') };
    }
  }

  /** @param {string} text */
  async function openText(text) {
    const got = await read(text);
    if ('refused' in got) return showError(got.refused);
    dialog.close();
    const over = finished(got.opened);
    if (await host.adopt(got.opened)) say(t(over ? 'record.openedOver' : 'record.opened'));
  }

  /**
   * Shows `text` in the replay viewer over the game; throws what the engine throws for a
   * record it refuses.
   * @param {string} text
   */
  async function watch(text) {
    const hooks = host.replay;
    if (!hooks) return;
    const [{ watchReplay }, reader] = await Promise.all([import('../replay/in-game.js'), import('./open.js')]);
    await watchReplay({
      root: hooks.root, words, game: host.game, bottom: hooks.bottom, hold: hooks.hold, opener: button,
      open: (cut) => (host.game === 'ssangnyuk' ? reader.openSsangnyuk(cut) : reader.openSanyao(cut)),
      async adopt(opened, opponent) {
        const over = finished(opened);
        if (!(await host.adopt(opened))) return;
        say(t(over ? 'record.openedOver' : 'record.opened'));
        hooks.setOpponent(opponent);
      },
    }, text);
  }

  /** Watch replay in a finished game's menu: the game's own record. */
  async function watchGame() {
    setOpen(false);
    try {
      const { writeRecord } = await import('./write.js');
      await watch(await writeRecord(host.handle(), host.meta()));
    } catch (e) {
      console.error(e);
      say(t('record.loadFailed'));
    }
  }

  /** Watch replay in the open dialog: the text given, refused there as Open refuses it. @param {string} text */
  async function watchText(text) {
    if (new Blob([text]).size > MAX_RECORD_BYTES) return showError(() => t('error.too_large'));
    if (text.trim() === '') return showError(() => t('record.empty'));
    try {
      await watch(text);
    } catch (e) {
      if (isMadangError(e)) return showError(refused(e, text));
      console.error(e);
      return showError(() => t('record.loadFailed'));
    }
    dialog.close();
  }

  /**
   * Copies a link to the game (`record`) or to its position (`position`); the link dialog shows
   * it when the clipboard refuses it, or says it is too long.
   * @param {import('./link.js').LinkKind} kind
   */
  async function copyLink(kind) {
    setOpen(false);
    /** @type {string} */
    let href;
    try {
      const [write, link] = await Promise.all([import('./write.js'), import('./link.js')]);
      const whole = await write.writeRecord(host.handle(), host.meta());
      // A finished game leaves no problem to share: its position has no move to find.
      if (kind === 'position' && 'result' in JSON.parse(whole)) return tell(() => t('record.positionOver'));
      const payload = await link.packRecord(kind === 'position' ? await write.positionRecord(whole) : whole);
      if (payload.length > link.MAX_LINK_CHARS) {
        const length = payload.length.toLocaleString(words.language());
        const max = link.MAX_LINK_CHARS.toLocaleString(words.language());
        return showLink(null, () => t('record.linkTooLong', { length, max }));
      }
      href = link.linkHref(linkBase(), kind, payload);
    } catch (e) {
      console.error(e);
      return tell(() => t('record.loadFailed'));
    }
    const copied = kind === 'position' ? 'record.positionCopied' : 'record.linkCopied';
    try {
      // Absent outside a secure context; refused without the page's focus or permission.
      await navigator.clipboard.writeText(href);
      tell(() => t(copied));
    } catch {
      showLink(href, () => t('record.linkHelp'));
    }
  }

  /**
   * The link dialog: the link, selected, to copy by hand; or, for a link too long, why, and
   * Download instead.
   * @param {string | null} href @param {() => string} message
   */
  function showLink(href, message) {
    linkMessage = message;
    const title = href === null ? 'record.linkLongTitle' : 'record.linkTitle';
    linkTitle.dataset.i18n = title;
    linkTitle.textContent = t(title);
    linkHelp.textContent = message();
    linkLabel.hidden = href === null;
    linkField.value = href ?? '';
    linkDownload.hidden = href !== null;
    linkDialog.showModal();
    if (href !== null) {
      linkField.focus();
      linkField.select();
      // The selection scrolls the field to its end; the start (the site) says what the link is.
      linkField.scrollLeft = 0;
    }
  }

  /** A notice, spoken too. @param {() => string} message */
  function tell(message) {
    host.notify(message);
    say(message());
  }

  /**
   * The page a link opens: this one, with its mode (game, rules, players) and without what is
   * the sender's own (its language, the guide, a kiosk's settings) or an old link.
   */
  function linkBase() {
    const url = new URL(button.ownerDocument.location.href);
    for (const name of NOT_IN_LINKS) url.searchParams.delete(name);
    url.hash = '';
    return url.href;
  }

  /** @param {string} urlOrFragment */
  async function openLink(urlOrFragment) {
    /** @type {(() => string) | null} */
    let why = null;
    /** @type {{opened: import('./open.js').OpenedSsangnyuk | import('./open.js').OpenedSanyao} | null} */
    let got = null;
    try {
      const link = await import('./link.js');
      const found = link.readFragment(urlOrFragment);
      if (found === null) throw new link.LinkError('no_link');
      const text = await link.unpackRecord(found.payload);
      const result = await read(text);
      if ('refused' in result) why = result.refused;
      else got = result;
    } catch (e) {
      const kind = /** @type {{kind?: unknown}} */ (e ?? {}).kind;
      if (e instanceof Error && e.name === 'LinkError' && typeof kind === 'string') why = () => t(`record.link.${kind}`);
      else {
        console.error(e);
        why = () => t('record.loadFailed');
      }
    }
    if (got === null) {
      const message = why ?? (() => t('record.loadFailed'));
      tell(() => t('record.linkRefused', { why: message() }));
      return false;
    }
    setOpen(false);
    if (dialog.open) dialog.close();
    const over = finished(got.opened);
    const taken = await host.adopt(got.opened);
    if (taken) tell(() => t(over ? 'record.linkOpenedOver' : 'record.linkOpened'));
    return taken;
  }

  /**
   * The sentence for a refused record: where (turn, throw, round...) and why, in the game's
   * why-not words when the engine names a reason, else the error kind's words.
   * @param {unknown} e @param {string} text @returns {() => string}
   */
  function refused(e, text) {
    const kind = refusal(e);
    const where = /** @type {{at?: string, index?: number, reason?: string}} */ (e ?? {});
    const prefix = host.game === 'ssangnyuk' ? 'sn' : 'sy';
    return () => {
      /** @type {Record<string, string | number>} */
      let params = {};
      try {
        params = host.whyParams(JSON.parse(text), where.at ?? '', where.index ?? 0);
      } catch {
        // The sentence goes without names.
      }
      const why = where.reason && has(`${prefix}.why.${where.reason}`) ? t(`${prefix}.why.${where.reason}`, params)
        : t(kind !== null && has(`error.${kind}`) ? `error.${kind}` : 'error.unexpected');
      // A turn, throw or round is named by its number; the start and the result need none.
      const at = `record.at.${where.at}`;
      const numbered = where.at === 'start' || where.at === 'result' || (where.index ?? 0) > 0;
      return has(at) && numbered ? t(at, { n: where.index ?? 0, why }) : why;
    };
  }

  shell.listen(button, 'click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  shell.listen($('record-download'), 'click', download);
  shell.listen($('record-open'), 'click', openDialog);
  shell.listen(replayButton, 'click', watchGame);
  shell.listen($('record-link'), 'click', () => copyLink('record'));
  shell.listen($('record-position'), 'click', () => copyLink('position'));
  shell.listen($('link-close'), 'click', () => linkDialog.close());
  shell.listen(linkDownload, 'click', () => {
    linkDialog.close();
    download();
  });
  shell.listen(menu.parentElement ?? menu, 'keydown', (/** @type {KeyboardEvent} */ e) => {
    if (e.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      button.focus();
    }
  });
  shell.listen(menu.ownerDocument, 'click', (/** @type {MouseEvent} */ e) => {
    const path = e.composedPath();
    if (!menu.hidden && !path.includes(button) && !path.includes(menu)) setOpen(false);
  });
  shell.listen(file, 'change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    if (chosen.size > MAX_RECORD_BYTES) return showError(() => t('error.too_large'));
    const text = await chosen.text();
    (asReplay.checked ? watchText : openText)(text);
  });
  shell.listen(dialog, 'click', (/** @type {MouseEvent} */ e) => {
    const action = e.target instanceof Element ? e.target.closest('[data-record]')?.getAttribute('data-record') : null;
    if (action === 'cancel') dialog.close();
    else if (action === 'open') (asReplay.checked ? watchText : openText)(paste.value);
  });
  shell.onLanguage(() => {
    if (shown) error.textContent = shown();
    if (linkDialog.open) linkHelp.textContent = linkMessage();
  });
  return { openLink };
}

/**
 * A record's meta: who played each side (`person`, or `computer <level>`) and when it was
 * written (ISO 8601), as plain strings.
 * @param {import('../play/shell.js').Opponent} opponent who plays the far side
 * @param {string | null} level the computer's @param {0 | 1} bottom the side drawn along the bottom
 * @param {[string, string]} sides the meta's names of the two sides
 * @returns {Record<string, string>}
 */
export function playersMeta(opponent, level, bottom, sides) {
  const computer = `computer ${level ?? ''}`.trim();
  const near = opponent === 'watch' ? computer : 'person';
  const far = opponent === 'people' ? 'person' : computer;
  return { [sides[bottom]]: near, [sides[1 - bottom]]: far, date: new Date().toISOString() };
}

/** A file name's date and time, local: 2026-12-01-0930. @param {Date} d */
function stamp(d) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
}

/**
 * Whether an opened record's game is over: then there is nothing to play on from.
 * @param {{handle: {state: () => {phase?: string, winner?: unknown}}}} opened
 */
function finished(opened) {
  const s = opened.handle.state();
  return s.phase === 'over' || (s.winner ?? null) !== null;
}
