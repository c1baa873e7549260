// @ts-check
// Draws a San Yao match's screen from its model (www/sanyao/controller.js subscribes it to the
// store): the board (the sowing being shown, else the engine's state), the turn card and its
// notice, the toolbar's state, the overlay, the log, and which parts take input. It changes
// nothing of the match. Ssangnyuk's counterpart is www/ssangnyuk/render.js.
import { snapshotOf, hintOf } from './view.js';
import { reducedMotion } from './speed.js';

/** @typedef {import('./controller.js').Model} Model */

/**
 * What drawing the screen needs of the controller: its views, and the answers about the match
 * that the controller and www/sanyao/computer-turn.js give.
 * @typedef {object} RenderParts
 * @property {import('../i18n.js').Words} words
 * @property {ReturnType<typeof import('./labels.js').createLabels>} labels
 * @property {ReturnType<typeof import('./markup.js').elementsOf>} els
 * @property {ReturnType<typeof import('./board.js').createBoard>} board
 * @property {ReturnType<typeof import('./panel.js').createPanel>} panel
 * @property {ReturnType<typeof import('./overlay.js').createOverlay>} overlay
 * @property {ReturnType<typeof import('./log.js').createLog>} logView
 * @property {import('../play/shell.js').Shell} shell
 * @property {ReturnType<typeof import('../computer.js').createComputer<import('../pkg/madang_wasm.js').Player>>} computer
 * @property {() => import('../play/shell.js').Opponent} opponent
 * @property {() => boolean} guiding whether the guide runs a lesson (the match is set aside)
 * @property {(m: Model) => boolean} computerTurn
 * @property {(m: Model) => boolean} suggestable
 */

/** @param {RenderParts} p */
export function createRender(p) {
  const { words, labels, els, board, panel, overlay, logView, shell, computer, opponent, guiding, computerTurn, suggestable } = p;
  const { t } = words;
  const { playerName } = labels;

  /** @param {Model} m */
  function render(m) {
    const { s } = m;
    const busy = m.snap !== null;
    const shown = m.snap ?? snapshotOf(s);
    const blocked = m.overlay !== null;
    const toMove = s.status === 'to_move';
    const mover = busy ? m.mover : toMove ? s.position.turn : null;
    const botTurn = computerTurn(m);
    // In the guide the visitor plays South against nobody.
    const human = computer.active() && !guiding() ? computer.human : null;
    shell.showOpponent(opponent());
    // Nobody at the board has anything to do while seeds move or the computer is to play.
    shell.showBusy(busy || botTurn);
    board.render({
      pits: shown.pits, owner: shown.owner, sons: s.sons, stores: shown.stores, hand: shown.hand, origin: shown.origin, mover,
      legal: botTurn ? [] : s.legalMoves, interactive: !busy && !blocked && toMove && !botTurn,
      suggested: m.suggestion?.at === s && !busy ? m.suggestion.hole : null,
    });
    // No suggestion in a match the computer plays alone, nor in the guide's lessons.
    shell.showSuggest((computer.active() && computer.watching) || guiding() ? 'absent'
      : !suggestable(m) ? 'off' : m.suggesting === s ? 'busy' : 'on');
    const hint = hintOf(s, {
      busy, blocked, fresh: m.log.length === 0, again: m.log.at(-1)?.k === 'pass',
      // Watched, the computer plays both sides: no hint is for a person. In the guide the
      // visitor is alone at the board, so no hint asks to pass the device.
      computer: guiding() ? { human: s.position.turn } : computer.active() && computer.watching ? { human: null } : human === null ? null : { human },
    }, words, labels);
    panel.render({
      mover, winner: s.status === 'match_over' ? s.winner : null, busy, round: s.position.round,
      // The engine's totals of the state on record: while seeds move, those before the move.
      stores: shown.stores, totals: s.totals, hint, notice: m.notice ?? suggestionNotice(m), speed: m.speed,
      reduced: reducedMotion(), blocked, human,
    });
    overlay.render(m.overlay, s.lastRound, { winner: s.winner, totals: s.position.stores, round: s.position.round }, human);
    els.panel.card.dataset.computer = String(botTurn);
    els.versus.hidden = human === null;
    els.versus.textContent = human === null ? ''
      : t('sy.computer.versus', { player: playerName(human), level: t(`level.${computer.level}`) });
    els.panel.card.dataset.thinking = String(m.thinking);
    logView.render(m.log);
    els.game.dataset.animating = String(busy);
    els.game.dataset.status = s.status;
    els.boardWrap.inert = blocked;
    els.side.inert = blocked;
  }

  /**
   * The notice of a suggestion shown, or being worked out, for the state on screen.
   * @param {Model} m @returns {import('./panel.js').TurnNotice | null}
   */
  function suggestionNotice(m) {
    if (m.snap !== null) return null;
    const hole = m.suggestion?.at === m.s ? m.suggestion.hole : null;
    if (hole !== null) return { tone: 'suggest', text: () => t('suggest.sy.hole', { n: hole }) };
    return m.suggesting === m.s ? { tone: 'info', text: () => t('suggest.thinking') } : null;
  }

  return { render, suggestionNotice };
}
