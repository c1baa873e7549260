// @ts-check
// The computer's side of a San Yao match (www/sanyao/controller.js wires it): when it is due to
// act, and what it does then; its hole is sown through the controller's own call, so the move
// is checked, shown, said, saved and told to the host as a person's would be. Ssangnyuk's
// counterpart is www/ssangnyuk/computer-turn.js.
import { think } from '../computer.js';

/** @typedef {import('./controller.js').Model} Model */

/**
 * What the computer's turn needs of the controller. The handle and the guide's and the replay
 * viewer's hold change as the match goes on, so they are read through functions.
 * @typedef {object} TurnParts
 * @property {import('../state.js').Store<Model>} store
 * @property {ReturnType<typeof import('../computer.js').createComputer<import('../pkg/madang_wasm.js').Player>>} computer
 * @property {() => import('../pkg/madang_wasm.js').SanyaoGame} game the handle being played
 * @property {() => boolean} guiding whether the guide runs a lesson (the match is set aside)
 * @property {() => boolean} held whether the replay viewer shows over the match
 * @property {import('../play/shell.js').Shell} shell
 * @property {(hole: number) => boolean} sow
 */

/** @param {TurnParts} p */
export function createComputerTurn(p) {
  const { store, computer, game, guiding, held, shell, sow } = p;

  /** The computer is to move now (it waits while a card is open or seeds are moving). @param {Model} m */
  function computerTurn(m) {
    return computer.active() && !guiding() && !held() && m.overlay === null && m.snap === null && m.s.status === 'to_move'
      && m.s.position.turn !== computer.human;
  }

  /** In a match the computer plays alone, an open card is its to close too. @param {Model} m */
  function cardDue(m) {
    return computer.active() && !guiding() && !held() && computer.watching && m.overlay !== null && m.snap === null;
  }

  /**
   * What the computer does once due: in a match it plays alone, it closes the round and match
   * cards after a pause longer; else its move.
   * @param {() => boolean} live
   */
  async function computerAct(live) {
    if (store.get().overlay === null) return computerMove(live);
    await shell.pause();
    if (!live() || !cardDue(store.get())) return;
    store.set({ overlay: null });
  }

  /** The computer's move, once due: asks the worker for a hole, then sows it like a tap. @param {() => boolean} live */
  async function computerMove(live) {
    const answer = await think(() => computer.choose(game().exportPosition()), (thinking) => store.set({ thinking }),
      () => live() && computer.active());
    if (!answer || !computerTurn(store.get())) return;
    const hole = answer.choice;
    if (typeof hole !== 'number' || !sow(hole)) computer.fail(new Error(`computer player: no move or a refused one (${hole})`));
  }

  return { computerTurn, cardDue, computerAct };
}
