// @ts-check
// Every module a game's screen imports, directly or not (paths from www/). Importing them all at
// once, as soon as the game is known, fetches the whole graph in one round instead of one round
// per level of imports. tests/module-lists.test.mjs keeps these lists equal to the real graphs.

/** @type {Record<'ssangnyuk' | 'sanyao', readonly string[]>} */
export const GAME_MODULES = {
  ssangnyuk: [
    'computer.js', 'confirm.js', 'dom.js', 'engine.js', 'errors.js', 'guide/guide.js', 'guide/lessons-ssangnyuk.js',
    'guide/markup.js', 'input.js', 'pkg/madang_wasm.js', 'play/links.js', 'play/markup.js', 'play/replay.js',
    'play/saves.js', 'play/shell.js', 'play/suggest.js', 'play/toolbar-fit.js', 'play/why.js', 'records/calls.js', 'records/host.js', 'records/menu.js', 'ssangnyuk/board-static.js', 'ssangnyuk/board.js', 'ssangnyuk/computer-turn.js', 'ssangnyuk/controller.js',
    'ssangnyuk/dice.js', 'ssangnyuk/events.js', 'ssangnyuk/geometry.js', 'ssangnyuk/labels.js',
    'ssangnyuk/log.js', 'ssangnyuk/markup.js', 'ssangnyuk/motion.js', 'ssangnyuk/overlay.js',
    'ssangnyuk/panel.js', 'ssangnyuk/persist.js', 'ssangnyuk/rebuild.js', 'ssangnyuk/render.js', 'ssangnyuk/rules-info.js', 'ssangnyuk/view.js',
    'ssangnyuk/why.js', 'state.js', 'storage.js',
  ],
  sanyao: [
    'computer.js', 'confirm.js', 'dom.js', 'engine.js', 'errors.js', 'guide/guide.js', 'guide/lessons-sanyao.js',
    'guide/markup.js', 'input.js', 'pkg/madang_wasm.js', 'play/links.js', 'play/markup.js', 'play/replay.js',
    'play/saves.js', 'play/shell.js', 'play/suggest.js', 'play/toolbar-fit.js', 'play/why.js', 'records/calls.js', 'records/host.js', 'records/menu.js', 'sanyao/board-static.js', 'sanyao/board.js', 'sanyao/computer-turn.js', 'sanyao/controller.js', 'sanyao/events.js',
    'sanyao/geometry.js', 'sanyao/labels.js', 'sanyao/log.js', 'sanyao/markup.js',
    'sanyao/overlay.js', 'sanyao/panel.js', 'sanyao/pebbles.js', 'sanyao/persist.js', 'sanyao/rebuild.js',
    'sanyao/render.js', 'sanyao/sowing.js', 'sanyao/speed.js', 'sanyao/view.js', 'state.js', 'storage.js',
  ],
};
