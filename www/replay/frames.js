// @ts-check
// A record read for the replay viewer: every position it passes through (the records package
// replays the record through the rules, so a record the engine refuses is refused here with
// the same error), and each move as the viewer lists it. Frame k is the game after k moves
// (Ssangnyuk: turns, a pass included; San Yao: sowings across the match).
import { loadRecords } from '../records/load.js';

/**
 * @typedef {{color: 'white' | 'black', dice: [number, number], play?: string}} SnTurn
 * @typedef {{player: 0 | 1, hole: number, round: number}} SyMove
 * @typedef {{game: 'ssangnyuk', positions: string[], moves: SnTurn[], winner: unknown, record: any}
 *   | {game: 'sanyao', positions: string[], moves: SyMove[], winner: unknown, record: any}} Replay
 */

/**
 * Reads `text` as a record of `game`; throws the engine's MadangError for a record it refuses.
 * @param {'ssangnyuk' | 'sanyao'} game @param {string} text
 * @returns {Promise<Replay>}
 */
export async function readReplay(game, text) {
  const pkg = await loadRecords();
  if (game === 'ssangnyuk') {
    const r = pkg.ssangnyukReplay(text);
    const record = JSON.parse(text);
    // A roll not yet played has no position after it: the viewer stops before it.
    const moves = /** @type {SnTurn[]} */ (record.turns ?? []).slice(0, r.positions.length - 1);
    return { game, positions: r.positions, moves, winner: r.winner, record };
  }
  const r = pkg.sanyaoReplay(text);
  const record = JSON.parse(text);
  /** @type {SyMove[]} */
  const moves = [];
  for (const round of record.rounds ?? []) {
    for (const m of round.moves ?? []) moves.push({ player: m.player, hole: m.hole, round: round.round });
  }
  return { game, positions: r.positions, moves: moves.slice(0, r.positions.length - 1), winner: r.winner, record };
}

/**
 * The record cut after `k` moves, as text a game opens like any record: no result, nothing
 * after the cut (San Yao: the round cut keeps its moves so far and loses its settlement).
 * @param {Replay} replay @param {number} k
 */
export function cutRecord(replay, k) {
  // At the end nothing is cut: the game is the record's, over or not.
  if (k >= replay.positions.length - 1) return JSON.stringify(replay.record);
  const record = structuredClone(replay.record);
  delete record.result;
  if (replay.game === 'ssangnyuk') {
    record.turns = record.turns.slice(0, k);
    return JSON.stringify(record);
  }
  /** @type {any[]} */
  const rounds = [];
  let left = k;
  for (const round of record.rounds) {
    if (left <= 0 && rounds.length > 0) break;
    const moves = round.moves.slice(0, left);
    left -= moves.length;
    // A round played out to its end keeps its settlement (the next round then starts).
    const whole = moves.length === round.moves.length;
    rounds.push(whole ? round : { round: round.round, starter: round.starter, moves });
  }
  record.rounds = rounds;
  return JSON.stringify(record);
}
