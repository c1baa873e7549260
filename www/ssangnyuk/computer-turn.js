// @ts-check
// The computer's side of a Ssangnyuk game (www/ssangnyuk/controller.js wires it): when it is
// due to act, and what it does then, through the controller's own engine calls, so each of its
// steps is checked, said, saved and told to the host as a person's would be. San Yao's
// counterpart is www/sanyao/computer-turn.js.
import { pause, think } from '../computer.js';
import { hitsBy } from './view.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukState} SsangnyukState */
/** @typedef {import('./controller.js').Model} Model */

/**
 * What the computer's turn needs of the controller. The handle and the guide's and the replay
 * viewer's hold change as the game goes on, so they are read through functions.
 * @typedef {object} TurnParts
 * @property {import('../state.js').Store<Model>} store
 * @property {ReturnType<typeof import('../computer.js').createComputer<import('./geometry.js').Color>>} computer
 * @property {() => import('../pkg/madang_wasm.js').SsangnyukGame} game the handle being played
 * @property {() => boolean} guiding whether the guide runs a lesson (the game is set aside)
 * @property {() => boolean} held whether the replay viewer shows over the game
 * @property {(position: SsangnyukState['position']) => void} setTurnStart
 * @property {(call: () => SsangnyukState) => SsangnyukState | null} engine
 * @property {() => void} roll
 * @property {() => void} finish
 * @property {(s: SsangnyukState | null) => void} sayJaengdu
 * @property {(text: string) => void} say
 * @property {ReturnType<typeof import('./labels.js').createLabels>['stepSaid']} stepSaid
 * @property {import('../play/shell.js').Ctx} ctx its `pace`, the pause between the computer's actions
 */

/** @param {TurnParts} p */
export function createComputerTurn(p) {
  const { ctx, store, computer, game, guiding, held, setTurnStart, engine, roll, finish, sayJaengdu, say, stepSaid } = p;

  /** The computer is to roll or move now (it waits while an overlay is open). @param {Model} m */
  function computerTurn(m) {
    return computer.active() && !guiding() && !held() && m.overlay === null && (m.s.phase === 'roll' || m.s.phase === 'move')
      && m.s.position.turn !== computer.human;
  }

  /** In a game the computer plays alone, an open card is its to close too. @param {Model} m */
  function cardDue(m) {
    return computer.active() && !guiding() && !held() && computer.watching && m.overlay !== null;
  }

  /**
   * What the computer does once due: in a game it plays alone, throw for the first move and
   * close the cards (a card with news stays a pause longer); else its turn.
   * @param {() => boolean} live
   */
  async function computerAct(live) {
    const m = store.get();
    if (m.overlay === null) return computerTurnPlay(live);
    if (m.overlay === 'jaengdu' && m.s.phase === 'jaengdu') {
      sayJaengdu(engine(() => game().throwJaengdu()));
      return;
    }
    await pause(ctx.pace);
    if (live() && cardDue(store.get())) store.set({ overlay: null });
  }

  /**
   * The computer's turn, once due: rolls with the game handle, asks the worker for a play,
   * then takes its steps one at a time through the handle and finishes the turn.
   * @param {() => boolean} live
   */
  async function computerTurnPlay(live) {
    if (store.get().s.phase === 'roll') {
      roll();
      return;
    }
    // A game reloaded mid-turn comes back with the steps taken so far: the computer plays its
    // whole roll again from the turn's start, as the position it is asked about stands.
    let s = store.get().s;
    while (s.canUndo) s = game().undo();
    if (s !== store.get().s) {
      setTurnStart(s.position);
      store.set({ s, picked: null, recent: [] });
    }
    if (!s.roll) return;
    const dice = s.roll.dice;
    const answer = await think(() => computer.choose(game().exportPosition(), dice), (thinking) => store.set({ s, thinking }),
      () => live() && computer.active());
    if (!answer) return;
    const play = answer.choice;
    for (const step of play ? play.steps : []) {
      const now = store.get().s;
      const mover = now.position.turn;
      const after = engine(() => game().takeStep({ from: step.from, to: step.to, dice: step.dice }));
      if (!after) {
        computer.fail(new Error('computer player: the engine refused its step'));
        return;
      }
      say(stepSaid(mover, step.from, step.to, hitsBy(mover, now.position, after.position)));
      await pause(ctx.pace);
      if (!live()) return;
    }
    finish();
  }

  return { computerTurn, cardDue, computerAct };
}
