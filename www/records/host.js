// @ts-check
// What a game's controller gives the Record menu (www/records/menu.js), with the steps both games
// share: an opened record asks before it replaces a game in progress and is saved once taken,
// and the replay viewer holds the game (the computer waits, nothing is saved) while it shows.
// Each game keeps only what is its own: its handle, its players' meta, the words of a refused
// turn, and how it puts an opened handle on its board.

/**
 * @typedef {object} HostParts
 * @property {'ssangnyuk' | 'sanyao'} game
 * @property {() => {exportPosition(): string}} handle the visitor's game (not a lesson's)
 * @property {() => Record<string, string>} meta
 * @property {(record: any, at: string, index: number) => Record<string, string | number>} whyParams
 * @property {() => boolean} inProgress whether opening a record would throw a game away
 * @property {(opened: any) => void} take frees the old handle and shows the opened one
 * @property {() => void} save
 * @property {() => boolean} destroyed
 * @property {(on: boolean) => void} setHeld
 * @property {import('../play/shell.js').Shell} shell
 * @property {{close(): void}} guide
 * @property {{reset(): void}} computer
 * @property {{restart(): void}} loop
 * @property {{root: HTMLElement, bottom: string, finished: () => boolean,
 *   setOpponent: (opponent: 'computer' | 'people') => void}} replay
 * @property {(message: () => string) => void} notify
 */

/** @param {HostParts} p @returns {import('./menu.js').RecordHost} */
export function recordHost(p) {
  return {
    game: p.game,
    handle: p.handle,
    meta: p.meta,
    whyParams: p.whyParams,
    async adopt(opened) {
      p.guide.close();
      if (!(await p.shell.mayStartNew(true, p.inProgress(), 'record.confirmOpen')) || p.destroyed()) {
        opened.handle.free();
        return false;
      }
      p.shell.nextGeneration();
      p.computer.reset();
      p.take(opened);
      p.save();
      return true;
    },
    replay: {
      ...p.replay,
      hold(on) {
        p.setHeld(on);
        // A game taken up meanwhile (Play from here) is kept once the viewer is gone.
        if (!on) p.save();
        p.loop.restart();
      },
    },
    notify: p.notify,
  };
}
