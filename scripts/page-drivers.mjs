// What a visitor playing against the computer can do next on the page, read from attributes
// only (a check that forced a layout would itself add main-thread work). Shared by the
// browser tests and scripts/bench-page.mjs, which play whole games through the real page.

/**
 * The value a `waitForFunction` handle settled on: never null, since it waits for a truthy
 * value, but its type cannot say so.
 * @template T
 * @param {import('playwright-core').JSHandle<T>} handle
 */
export async function settled(handle) {
  const value = await handle.jsonValue();
  if (value === null || value === undefined) throw new Error('waitForFunction settled on no value');
  return value;
}

/**
 * Waits until the visitor can act in Ssangnyuk: 'over', 'throw' or 'start' (the jaengdu card),
 * 'roll', 'step' (a checker is lit) or 'finish'.
 * @param {import('playwright-core').Page} page
 * @param {'white' | 'black'} side the visitor's
 * @param {number} [timeout] ms
 * @returns {Promise<'over' | 'throw' | 'start' | 'roll' | 'step' | 'finish'>}
 */
export function ssangnyukNext(page, side, timeout = 30000) {
  return page.waitForFunction((visitor) => {
    const visible = (/** @type {string} */ id) => { const el = document.getElementById(id); return el && !el.closest('[hidden]') && !(/** @type {any} */ (el).disabled); };
    if (visible('sn-win')) return 'over';
    if (visible('sn-jaengdu-throw')) return 'throw';
    if (visible('sn-jaengdu-start')) return 'start';
    const card = document.getElementById('sn-turn');
    if (!card || card.dataset.computer !== 'false' || card.dataset.turn !== visitor) return null;
    if (card.dataset.phase === 'roll' && visible('sn-roll')) return 'roll';
    if (card.dataset.phase !== 'move') return null;
    if (document.querySelector('.sn-board [data-role="source"]')) return 'step';
    return visible('sn-finish') ? 'finish' : null;
  }, side, { timeout, polling: 50 }).then(settled);
}

/**
 * Does what `ssangnyukNext` said, always taking the first lit checker and its first lit
 * destination.
 * @param {import('playwright-core').Page} page
 * @param {'throw' | 'start' | 'roll' | 'step' | 'finish'} action
 */
export async function ssangnyukAct(page, action) {
  if (action === 'step') {
    await page.locator('.sn-board [data-role="source"]').first().click();
    await page.locator('.sn-board [data-role="dest"]').first().click();
  } else {
    const id = { throw: '#sn-jaengdu-throw', start: '#sn-jaengdu-start', roll: '#sn-roll', finish: '#sn-finish' }[action];
    await page.click(id);
  }
}

/**
 * Plays Ssangnyuk for two on the page until `turns` turns are over (or the game is), and stops
 * before the next roll. A roll that cannot be played passes by itself: a turn too.
 * @param {import('playwright-core').Page} page @param {number} turns
 */
export async function playSsangnyukTurns(page, turns) {
  let finished = 0;
  while (finished < turns) {
    const side = /** @type {'white' | 'black'} */ ((await page.getAttribute('#sn-turn', 'data-turn')) ?? 'white');
    const action = await ssangnyukNext(page, side);
    if (action === 'over') return;
    await ssangnyukAct(page, action);
    if (action === 'finish') finished += 1;
    if (action === 'roll' && (await page.getAttribute('#sn-turn', 'data-phase')) === 'roll') finished += 1;
  }
  await page.waitForFunction(() => document.getElementById('sn-turn')?.dataset.phase === 'roll');
}

/**
 * Waits until the visitor may sow in San Yao (the lowest lit hole is returned, as an object
 * since hole 0 would read as "not yet") or a card is up.
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout] ms
 * @returns {Promise<{hole: number} | 'round' | 'over'>}
 */
export function sanyaoNext(page, timeout = 30000) {
  return page.waitForFunction(() => {
    const shown = (/** @type {string} */ id) => { const el = document.getElementById(id); return el && !el.closest('[hidden]'); };
    if (shown('sy-match')) return 'over';
    if (shown('sy-round')) return 'round';
    if (document.getElementById('sy-game')?.dataset.animating !== 'false') return null;
    if (document.getElementById('sy-turn')?.dataset.computer !== 'false') return null;
    const legal = [...document.querySelectorAll('.sy-board [data-hole][data-legal="true"]')].map((el) => Number(el.getAttribute('data-hole')));
    return legal.length ? { hole: Math.min(...legal) } : null;
  }, null, { timeout, polling: 50 }).then(settled);
}
