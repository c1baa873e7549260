// @ts-check
// Plays a move's events on the board, seed by seed: the hand lifts a hole, drops one seed in
// each hole it passes, lifts again on a relay, and captured seeds fly to the store. It follows
// the engine's event list and nothing else; when it ends (or is skipped) the controller draws
// the engine's final state, so the board always ends exactly where the engine says.
import * as Geo from './geometry.js';

/** @typedef {Geo.Player} Player */
/** @typedef {import('../pkg/madang_wasm.js').SanyaoEvent} SanyaoEvent */
/**
 * What the board shows while a move plays out.
 * @typedef {{pits: number[], owner: Player[], stores: number[],
 *   hand: {hole: number, seeds: number} | null,
 *   origin: {hole: number, type: 'lift' | 'relay', seeds: number} | null}} Snapshot
 * `origin` is the hole the seeds in hand came from, marked until the next lift.
 */
/**
 * @typedef {{render: (snap: Snapshot) => void, board: ReturnType<typeof import('./board.js').createBoard>,
 *   words: import('../i18n.js').Words, labels: import('./labels.js').Labels}} Stage
 */

/** Milliseconds per event at normal speed. */
const BASE = { lift: 340, relay: 480, drop: 135, capture: 560, take: 260, pass: 1500, round_end: 1000 };

/**
 * The snapshot after one event; settlement events (sons, loan, new round) change nothing here:
 * the summary card shows them and the final state draws them.
 * @param {Snapshot} s @param {SanyaoEvent} e
 * @returns {Snapshot}
 */
export function apply(s, e) {
  const pits = [...s.pits];
  const stores = [...s.stores];
  let { hand, origin } = s;
  switch (e.type) {
    case 'lift':
    case 'relay':
      pits[e.hole] = 0;
      hand = { hole: e.hole, seeds: e.seeds };
      origin = { hole: e.hole, type: e.type, seeds: e.seeds };
      break;
    case 'drop':
      pits[e.hole] += 1;
      hand = { hole: e.hole, seeds: Math.max(0, (hand?.seeds ?? 1) - 1) };
      break;
    case 'capture':
    case 'take':
      pits[e.hole] = 0;
      stores[e.player] += e.seeds;
      hand = null;
      origin = null;
      break;
    case 'round_end':
      stores.splice(0, 2, ...e.totals);
      hand = null;
      origin = null;
      break;
    default:
      hand = null;
      origin = null;
  }
  return { pits, owner: s.owner, stores, hand, origin };
}

/** Events after which the move is only settlement, shown by the summary card. @param {SanyaoEvent} e */
const isSettlement = (e) => e.type === 'son' || e.type === 'loan' || e.type === 'new_round' || e.type === 'match_end';

/**
 * Plays `events` from `start`. Resolves when done or skipped.
 * @param {Stage} stage
 * @param {SanyaoEvent[]} events
 * @param {Snapshot} start
 * @param {() => number} factorNow the duration multiplier in force (1 normal, larger slower),
 *   read at every event so a speed change applies at once
 * @returns {{done: Promise<void>, skip: () => void}}
 */
export function playEvents(stage, events, start, factorNow) {
  let skipped = false;
  /** @type {(() => void) | null} */
  let wake = null;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @param {number} ms */
  const sleep = (ms) => new Promise((resolve) => {
    if (skipped) return resolve(undefined);
    wake = () => resolve(undefined);
    timer = setTimeout(() => { wake = null; resolve(undefined); }, ms);
  });
  // Long relays speed up a little, so a fifty-seed chain does not keep the table waiting.
  const drops = events.filter((e) => e.type === 'drop').length;
  const pace = Math.min(1, Math.max(0.45, Math.sqrt(40 / Math.max(drops, 1))));
  const { board } = stage;
  const { t } = stage.words;
  const { playerName } = stage.labels;
  const G = board.layout;

  async function run() {
    let snap = start;
    let lastHand = null;
    for (const e of events) {
      if (skipped || isSettlement(e)) break;
      const factor = factorNow();
      const ms = (BASE[/** @type {keyof typeof BASE} */ (e.type)] ?? 300) * factor * (e.type === 'pass' || e.type === 'round_end' ? 1 : pace);
      snap = apply(snap, e);
      board.handSpeed(e.type === 'drop' ? ms * 0.8 : ms * 0.5);
      board.relayHand(e.type === 'relay');
      stage.render(snap);
      effect(e, ms, lastHand);
      if (snap.hand) lastHand = G.handPos(snap.hand.hole);
      await sleep(ms);
    }
  }

  /**
   * The visible touch of one event.
   * @param {SanyaoEvent} e @param {number} ms @param {Geo.Pt | null} handAt
   */
  function effect(e, ms, handAt) {
    switch (e.type) {
      case 'lift':
      case 'relay': {
        // The hand's pebbles are drawn relative to the hand, which hovers beside the hole.
        const c = G.holeCentre(e.hole);
        const at = G.handPos(e.hole);
        board.pulse(e.hole, e.type, ms * (e.type === 'relay' ? 1.6 : 1));
        board.arriveInHand(Math.min(e.seeds, 9), { x: c.x - at.x, y: c.y - at.y }, ms * 0.8);
        break;
      }
      case 'drop':
        board.arriveInHole(e.hole, 1, handAt ?? G.handPos(e.hole), ms * 0.9);
        board.pulse(e.hole, 'drop', ms);
        break;
      case 'capture':
      case 'take': {
        const from = G.holeCentre(e.hole);
        board.pulse(e.hole, e.type, ms * 1.3);
        board.arriveInStore(e.player, Math.min(e.seeds, 12), from, ms * 0.95);
        const s = G.storeCentre(e.player);
        board.tag({ x: s.x, y: s.y - 44 }, t('sy.fx.gain', { n: e.seeds }), e.type, ms * 1.8);
        break;
      }
      case 'pass':
        board.tag(CENTRE, t('sy.fx.pass', { player: playerName(e.player) }), 'banner', ms);
        break;
      case 'round_end':
        board.tag(CENTRE, t('sy.fx.roundOver'), 'banner', ms);
        break;
      default:
    }
  }

  const done = run().finally(() => {
    clearTimeout(timer);
    board.relayHand(false);
  });
  return {
    done,
    skip() {
      skipped = true;
      clearTimeout(timer);
      board.stopEffects();
      wake?.();
    },
  };
}

const CENTRE = { x: Geo.WIDTH / 2, y: Geo.MID_Y };
