// @ts-check
// Draws a Ssangnyuk game's screen from its model (www/ssangnyuk/controller.js subscribes it to
// the store): the board, the turn card and its notice, the toolbar's state, the overlay, the
// log, and which parts take input. It changes nothing of the game. San Yao's counterpart is
// www/sanyao/render.js.
import { sources, destinations, diceView } from './view.js';
import { locKey } from './geometry.js';

/** @typedef {import('../pkg/madang_wasm.js').SsangnyukPlay} SsangnyukPlay */
/** @typedef {import('./controller.js').Model} Model */

/**
 * What drawing the screen needs of the controller: its views, and the answers about the game
 * that the controller and www/ssangnyuk/computer-turn.js give.
 * @typedef {object} RenderParts
 * @property {import('../i18n.js').Words} words
 * @property {ReturnType<typeof import('./labels.js').createLabels>} labels
 * @property {ReturnType<typeof import('./markup.js').elementsOf>} els
 * @property {ReturnType<typeof import('./board.js').createBoard>} board
 * @property {ReturnType<typeof import('./panel.js').createPanel>} panel
 * @property {ReturnType<typeof import('./overlay.js').createOverlay>} overlay
 * @property {ReturnType<typeof import('./log.js').createLog>} log
 * @property {import('../play/shell.js').Shell} shell
 * @property {ReturnType<typeof import('../computer.js').createComputer<import('./geometry.js').Color>>} computer
 * @property {() => import('../play/shell.js').Opponent} opponent
 * @property {() => boolean} guiding whether the guide runs a lesson (the game is set aside)
 * @property {(m: Model) => boolean} computerTurn
 * @property {(m: Model) => boolean} suggestable
 */

/** @param {RenderParts} p */
export function createRender(p) {
  const { words, labels, els, board, panel, overlay, log, shell, computer, opponent, guiding, computerTurn, suggestable } = p;
  const { t } = words;
  const { colorName } = labels;

  /** @param {Model} m */
  function render(m) {
    const { s } = m;
    const botTurn = computerTurn(m);
    const blocked = m.overlay !== null || botTurn;
    const advice = m.suggestion?.at === m.s ? m.suggestion.play : null;
    const mover = s.position.turn;
    board.render({
      points: s.position.points, bar: s.position.bar, off: s.position.off, turn: s.position.turn,
      sources: sources(s), selected: m.picked, dests: destinations(s, m.picked),
      dice: diceView(s), interactive: !blocked, showTurn: s.phase === 'roll' || s.phase === 'move',
      recent: m.recent,
      suggested: (advice?.steps ?? []).map((st) => ({ from: locKey(st.from, mover), to: locKey(st.to, mover) })),
    });
    panel.render(s, m.picked, m.notice ?? suggestionNotice(m, advice), blocked);
    // No suggestion in a game the computer plays alone, nor in the guide's lessons.
    shell.showSuggest((computer.active() && computer.watching) || guiding() ? 'absent'
      : !suggestable(m) ? 'off' : m.suggesting === m.s ? 'busy' : 'on');
    // In the guide the visitor plays White against nobody.
    const human = computer.active() && !guiding() ? computer.human : null;
    shell.showOpponent(opponent());
    // Nobody at the board has anything to do while the computer plays its turn.
    shell.showBusy(botTurn);
    els.panel.card.dataset.computer = String(botTurn);
    els.versus.hidden = human === null;
    els.versus.textContent = human === null ? ''
      : t('computer.versus', { color: colorName(human), level: t(`level.${computer.level}`) });
    els.panel.card.dataset.thinking = String(m.thinking);
    // Watched, the computer plays both sides: even behind its cards no hint is for a person.
    const watched = computer.active() && computer.watching && (s.phase === 'roll' || s.phase === 'move');
    if (botTurn || watched) els.panel.hint.textContent = t(m.thinking ? 'computer.thinking' : 'computer.playing', { color: colorName(s.position.turn) });
    // The computer's turn behind a card (the jaengdu's result): nothing for the visitor to move.
    else if (human !== null && (s.phase === 'roll' || s.phase === 'move') && mover !== human) {
      els.panel.hint.textContent = t('computer.next', { color: colorName(mover) });
    }
    // Nobody passes the device in a game against the computer.
    else if (human !== null && s.phase === 'roll') els.panel.hint.textContent = t('sn.hint.rollYours');
    overlay.render(s, m.overlay, human);
    log.render([...m.earlier, ...s.record], s.winner);
    els.boardWrap.inert = blocked;
    // During the computer's turn the panel's buttons are disabled, but the turn card stays
    // reachable: it is where the focus waits (a roll that passed, a turn finished).
    els.side.inert = m.overlay !== null;
  }

  /**
   * The notice of a suggestion shown, or being worked out, for the state on screen.
   * @param {Model} m @param {SsangnyukPlay | null} advice
   * @returns {import('./panel.js').TurnNotice | null}
   */
  function suggestionNotice(m, advice) {
    if (advice) {
      const key = m.s.taken.length ? 'suggest.sn.rest' : 'suggest.sn.play';
      return { tone: 'suggest', text: () => t(key, { notation: advice.notation }) };
    }
    return m.suggesting === m.s ? { tone: 'info', text: () => t('suggest.thinking') } : null;
  }

  return { render, suggestionNotice };
}
