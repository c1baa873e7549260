// @ts-check
// Pure functions from the engine's answers to what the views show. They read the engine's
// state and events; they never judge a move.

/** @typedef {import('../pkg/madang_wasm.js').Player} Player */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoState} SanyaoState */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoMove} SanyaoMove */

/** The board of a state, as the animation starts from it. @param {SanyaoState} s @returns {import('./sowing.js').Snapshot} */
export function snapshotOf(s) {
  return { pits: [...s.position.pits], owner: [...s.position.owner], stores: [...s.position.stores], hand: null, origin: null };
}

/**
 * The log lines of a move: the sowing, any pass, the end of the round.
 * @param {SanyaoMove} r @param {Player} mover
 * @returns {import('./labels.js').LogEntry[]}
 */
export function entriesOf(r, mover) {
  /** @type {import('./labels.js').LogEntry[]} */
  const out = [];
  if (r.hole !== null) {
    const relays = r.events.filter((e) => e.type === 'relay').length;
    out.push({ k: 'move', p: mover, h: r.hole, r: relays, c: r.captured });
  }
  for (const e of r.events) if (e.type === 'pass') out.push({ k: 'pass', p: e.player });
  if (r.roundEnd) out.push({ k: 'round', n: r.roundEnd.round, s: r.roundEnd.totals[0], o: r.roundEnd.totals[1] });
  return out;
}

/**
 * What the turn card suggests doing now.
 * @param {SanyaoState} s
 * @param {{busy: boolean, blocked: boolean, fresh: boolean, again: boolean,
 *   computer?: {human: Player | null} | null}} ui `computer` in a match against it (`human`
 *   null: it plays both sides)
 * @param {import('../i18n.js').Words} words
 * @param {import('./labels.js').Labels} labels
 */
export function hintOf(s, ui, { t }, { playerName }) {
  if (ui.busy) return t('sy.hint.sowing');
  if (s.status === 'match_over') return t('sy.hint.over');
  if (ui.blocked) return t('sy.hint.between');
  const player = playerName(s.position.turn);
  if (ui.computer && s.position.turn !== ui.computer.human) return t('computer.thinking', { color: player });
  // The lot only decided something if nobody has moved in the match yet.
  const untouched = s.position.round === 1 && s.position.pits.every((n) => n === 5) && s.position.stores.every((n) => n === 0);
  if (ui.fresh && untouched) return t(ui.computer ? 'sy.hint.firstYours' : 'sy.hint.first', { player });
  if (ui.again) return t('sy.hint.again', { player });
  return t(ui.computer ? 'sy.hint.yours' : 'sy.hint.pick', { player });
}

/**
 * The card a state opens with: the match end, or the round card that was open when the match
 * was saved (drawn from the engine's last round, which it validated on import).
 * @param {SanyaoState} s @param {boolean} card
 * @returns {'round' | 'match' | null}
 */
export function overlayOf(s, card) {
  if (s.status === 'match_over') return 'match';
  return card && s.lastRound ? 'round' : null;
}
