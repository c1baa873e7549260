// @ts-check
// Words for San Yao: players, holes, stores, round summaries, log lines and refused moves,
// for the screen and for screen readers. All text comes from the i18n data, in the language of
// one game's words object (createLabels).

/** @typedef {import('../pkg/madang_wasm.js').Player} Player */
/** @typedef {import('../pkg/madang_wasm.js').RoundSummary} RoundSummary */
/** @typedef {import('../pkg/madang_wasm.js').ErrorKind} ErrorKind */

/** @param {Player} p @returns {Player} */
export const other = (p) => (p === 1 ? 0 : 1);

/**
 * A log entry kept as data (so it can be stored and re-translated), and its text.
 * @typedef {{k: 'move', p: Player, h: number, r: number, c: number}
 *   | {k: 'pass', p: Player}
 *   | {k: 'round', n: number, s: number, o: number}} LogEntry
 */

/**
 * The game's words for things, in the language of `words`.
 * @param {import('../i18n.js').Words} words
 */
export function createLabels(words) {
  const { t, tn, has, num, list, sentences } = words;

  /** @param {Player} p */
  const playerName = (p) => t(p === 1 ? 'sy.north' : 'sy.south');

  /** "7 seeds", "1 seed". @param {number} n */
  const seedsText = (n) => tn('sy.seeds', n);

  /**
   * A hole's spoken description, from the point of view of the player to move.
   * @param {number} hole
   * @param {number} seeds
   * @param {Player} owner who controls it this round
   * @param {boolean} son whether it is a son (a hole of one row the other player controls)
   * @param {Player | null} mover the player to move (null when nobody is)
   * @param {boolean} legal whether the mover may sow from it now
   */
  function holeText(hole, seeds, owner, son, mover, legal) {
    const params = { n: hole, seeds: seedsText(seeds), player: playerName(owner) };
    const mine = mover !== null && owner === mover;
    let text;
    if (son) text = mine ? t('sy.hole.sonMine', params) : t('sy.hole.sonTheirs', params);
    else text = mine ? t('sy.hole.mine', params) : t('sy.hole.theirs', params);
    return legal ? t('sy.hole.canSow', { where: text }) : text;
  }

  /** @param {Player} player @param {number} seeds */
  const storeText = (player, seeds) => t('sy.store', { player: playerName(player), seeds: seedsText(seeds) });

  /**
   * Why a move was refused, from the engine's error kind (`endless`, `not_your_hole`, ...):
   * San Yao's own words for it (naming the hole) where there are some, else the shared ones.
   * @param {ErrorKind | null} kind null for a failure that is no refusal (a bug)
   * @param {number} hole the hole tried
   */
  function errorText(kind, hole) {
    if (kind !== null && has(`sy.error.${kind}`)) return t(`sy.error.${kind}`, { n: hole });
    if (kind !== null && has(`error.${kind}`)) return t(`error.${kind}`);
    return t('error.unexpected');
  }

  /** Why a round ended. @param {import('../pkg/madang_wasm.js').RoundEndReason} reason */
  function reasonText(reason) {
    switch (reason) {
      case 'fewer_than_two_seeds': return t('sy.reason.fewer_than_two_seeds');
      case 'repetition': return t('sy.reason.repetition');
      case 'no_moves': return t('sy.reason.no_moves');
      default: return t('sy.reason.other');
    }
  }

  /** "holes 5 and 6" in the language's list style. @param {number[]} holes */
  function holeList(holes) {
    return tn('sy.holes', holes.length, { list: list(holes.map(num)) });
  }

  /**
   * The lines of the round summary: who won, sons, loan, who starts next.
   * @param {RoundSummary} r
   * @returns {{winner: string, sons: string, loan: string | null, next: string | null}}
   */
  function summaryLines(r) {
    const [south, north] = r.totals;
    if (r.winner === null) {
      return {
        winner: t('sy.summary.draw', { n: south }),
        sons: t('sy.summary.noSons'),
        loan: null,
        next: r.nextStarter === null ? null : t('sy.summary.nextAfterDraw', { player: playerName(r.nextStarter), round: r.round + 1 }),
      };
    }
    const w = r.winner;
    const loser = other(w);
    const hi = w === 0 ? south : north;
    const lo = w === 0 ? north : south;
    return {
      winner: t('sy.summary.winner', { player: playerName(w), a: hi, b: lo }),
      sons: r.sons.length
        ? tn('sy.summary.sons', r.sons.length, { player: playerName(w), holes: holeList(r.sons) })
        : t('sy.summary.noSonsWon', { player: playerName(w) }),
      loan: r.loan ? tn('sy.summary.loan', r.loan.seeds, { player: playerName(w), other: playerName(loser), n: r.loan.hole }) : null,
      next: r.nextStarter === null ? null : t('sy.summary.next', { player: playerName(r.nextStarter), round: r.round + 1 }),
    };
  }

  /**
   * A move said as sentences: who sowed from which hole, with how many relays, then what it
   * captured and from which holes.
   * @param {Player} mover
   * @param {{hole: number | null, events: import('../pkg/madang_wasm.js').SanyaoEvent[]}} r the engine's move
   */
  function moveSaid(mover, r) {
    const player = playerName(mover);
    const n = r.hole ?? 0;
    const relays = r.events.filter((e) => e.type === 'relay').length;
    const sown = relays > 0 ? tn('sy.announce.sowRelays', relays, { player, n }) : t('sy.announce.sow', { player, n });
    /** @type {number[]} */
    const holes = [];
    let seeds = 0;
    for (const e of r.events) {
      if (e.type !== 'capture') continue;
      holes.push(e.hole);
      seeds += e.seeds;
    }
    const captured = holes.length ? t('sy.announce.capture', { player, seeds: seedsText(seeds), holes: holeList(holes) }) : '';
    return sentences([sown, captured]);
  }

  /**
   * The end of a round said as the round card words it: over, who won, the sons, the loan,
   * who starts next.
   * @param {RoundSummary} r
   */
  function roundSaid(r) {
    const lines = summaryLines(r);
    return [t('sy.announce.roundOver', { round: r.round }), lines.winner, lines.sons, lines.loan ?? '', lines.next ?? ''];
  }

  /** @param {LogEntry} e */
  function logText(e) {
    switch (e.k) {
      case 'move': {
        const base = e.c > 0
          ? t('sy.log.sowCapture', { player: playerName(e.p), n: e.h, seeds: e.c })
          : t('sy.log.sow', { player: playerName(e.p), n: e.h });
        return e.r > 0 ? t('sy.log.withRelays', { move: base, relays: tn('sy.log.relays', e.r) }) : base;
      }
      case 'pass':
        return t('sy.log.pass', { player: playerName(e.p) });
      case 'round':
        return t('sy.log.round', { round: e.n, south: e.s, north: e.o });
    }
  }

  return { playerName, seedsText, holeText, storeText, errorText, reasonText, holeList, summaryLines, moveSaid, roundSaid, logText };
}

/** @typedef {ReturnType<typeof createLabels>} Labels */
