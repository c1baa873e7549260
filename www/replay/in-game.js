// @ts-check
// The replay viewer over a game (from the open-record dialog, or a finished game's Record
// menu): a modal dialog in the game's own root, so the game behind takes no keys or taps. The
// game is held while it shows (the computer waits, nothing is saved) and goes on as it was when
// the viewer closes, unless Play from here replaces it: the record cut at the move shown is
// opened as any record is (the game's adopt path, which asks before replacing a game in
// progress), then the far side goes to the computer or to a person.
import { readReplay, cutRecord } from './frames.js';
import { createViewer } from './viewer.js';
import { refusal } from '../errors.js';

/**
 * What the game gives the viewer: its root and words, the side drawn along the bottom, what
 * holds it, what reads a record (the open-record path) and what takes one up with the far side
 * given to `opponent` (false: the visitor kept the game), and the control the focus goes back to.
 * @typedef {{root: HTMLElement, words: import('../i18n.js').Words, game: 'ssangnyuk' | 'sanyao',
 *   bottom: string | null, hold: (on: boolean) => void, open: (text: string) => Promise<any>,
 *   adopt: (opened: any, opponent: 'computer' | 'people') => Promise<void>, opener: HTMLElement | null}} ReplayHost
 */

/**
 * Opens `text` in the viewer over the game. Throws the engine's MadangError for a record it
 * refuses (nothing is shown then, and the game is not held).
 * @param {ReplayHost} host @param {string} text
 */
export async function watchReplay(host, text) {
  const replay = await readReplay(host.game, text);
  const { root, words } = host;
  const dialog = document.createElement('dialog');
  dialog.className = 'card dialog replay-dialog';
  root.append(dialog);
  host.hold(true);
  let handing = false;
  /** @type {Awaited<ReturnType<typeof createViewer>> | null} */
  let viewer = null;
  dialog.addEventListener('close', () => {
    viewer?.destroy();
    dialog.remove();
    if (!handing) {
      host.hold(false);
      if (host.opener?.isConnected) host.opener.focus();
    }
  }, { once: true });
  const made = createViewer(dialog, {
    game: host.game, words, replay, bottom: host.bottom,
    onClose: () => dialog.close(),
    async onPlayFrom(k, opponent) {
      let opened;
      try {
        opened = await host.open(cutRecord(replay, k));
      } catch (e) {
        console.warn(e);
        const kind = refusal(e);
        const { t, has } = words;
        viewer?.error(t(kind !== null && has(`error.${kind}`) ? `error.${kind}` : 'error.unexpected'));
        return;
      }
      handing = true;
      dialog.close();
      try {
        await host.adopt(opened, opponent);
      } finally {
        host.hold(false);
        // The viewer's button is gone: the focus goes back where the viewer was opened from.
        if (host.opener?.isConnected) host.opener.focus();
      }
    },
  });
  try {
    viewer = await made;
  } catch (e) {
    // Nothing shown: the game goes on as it was.
    dialog.remove();
    host.hold(false);
    throw e;
  }
  dialog.setAttribute('aria-label', words.t('replay.title'));
  dialog.showModal();
  viewer.focus();
  return viewer;
}
