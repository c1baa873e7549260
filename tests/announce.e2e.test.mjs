// End-to-end: what a screen reader hears and where a keyboard user's focus goes, in Spanish,
// English and Japanese, in headless Chromium. Each game is driven from saved positions (the save
// format of www/<game>/persist.js) through a pick, a move, a hit, an entry from the bar, a
// bear-off, a roll that cannot be played, the first-move throw and a win (Ssangnyuk), and a
// relay sowing, captures, a pass, a round's end and the match's end (San Yao). Every sentence
// spoken through the game's live region is compared whole with the words a person would say;
// after each step that takes the focused control away the focus is somewhere in the game, never
// on the page's body. Also: the San Yao score rows are heard as sentences, and the turn banner
// is readable the moment the turn changes (screenshots in build/test-output/announce-*.png), and
// a line of the Ssangnyuk move log, notation for the eye, is a sentence for the ear.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useBrowser, openPage } from './support/browser.mjs';
import { SsangnyukGame } from './support/engine.mjs';

const OUT = fileURLToPath(new URL('../build/test-output', import.meta.url));
mkdirSync(OUT, { recursive: true });
const LANGS = /** @type {const} */ (['es', 'en', 'ja']);
/** @typedef {typeof LANGS[number]} Lang */
const PHONE = { width: 360, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

const env = useBrowser();

// ---- Positions ---------------------------------------------------------------------------
/** White to play 6-3: a black checker alone on point 7, in reach of point 13's checkers. */
const HIT = { points: [0, 0, 0, 0, 0, -5, -1, 0, 0, 0, 0, 5, 2, 0, 0, 0, 3, 0, 5, 0, 0, 0, -4, -5], bar: [0, 0], off: [0, 0], turn: 'white' };
/** Black to play 3-1 with a checker on the bar (entering on points 1-6). */
const BAR = { points: [0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 5, -5, 0, 0, 0, 3, 0, 5, 0, 0, 0, 0, -5], bar: [2, 1], off: [0, 0], turn: 'black' };
/** Black to play 6-5, every checker home on points 19 and 20. */
const HOME = { points: [5, 5, ...Array(16).fill(0), -1, -2, 0, 0, 0, 0], bar: [0, 0], off: [5, 12], turn: 'black' };
/** White's last checker on point 1: any roll bears it off and wins. */
const LAST = { points: [1, ...Array(21).fill(0), -2, 0], bar: [0, 0], off: [14, 13], turn: 'white' };
/**
 * White to roll with a checker on the bar and points 19-24 all held by Black: under the
 * touch-down rule (a move of both dice touches down on the point in between) no roll can be
 * played; this board's own jump would let the sum of the dice leap the block.
 */
const SHUT = {
  points: [2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, -2, -2, -2, -2, -2, -2], bar: [1, 0], off: [9, 3], turn: 'white',
  rules: { cap: 5, doubles: 'twice', bear_off: 'free', combined: 'touch_down' },
};

/** A Ssangnyuk save (v1), with the dice rolled if given. @param {object} position @param {number[] | null} [dice] @param {string | null} [mode] */
const snSave = (position, dice = null, mode = null) => JSON.stringify({ v: 1, mode, position: JSON.stringify(position), dice, taken: [], log: [] });
/** A San Yao save (v2), no card open. @param {object} position */
const sySave = (position) => JSON.stringify({ v: 2, position: JSON.stringify(position), log: [], card: false });
const OWNERS = [0, 0, 0, 0, 0, 1, 1, 1, 1, 1];
/** South sows hole 0 without a relay and captures hole 1's ten seeds. */
const SY_CAPTURE = { pits: [9, 9, 0, 0, 0, 0, 3, 9, 2, 9], owner: OWNERS, stores: [0, 9], turn: 0, round: 1, starter: 1, seen: [] };
/** North sows hole 7 with one relay and captures nothing. */
const SY_ONE_RELAY = { pits: [0, 0, 0, 0, 0, 0, 0, 1, 6, 1], owner: OWNERS, stores: [25, 17], turn: 1, round: 1, starter: 1, seen: [] };
/** North sows hole 7: five relays, captures in holes 0, 2 and 4, and South is left without a move. */
const SY_PASS = { pits: [0, 0, 6, 2, 0, 1, 0, 4, 0, 0], owner: OWNERS, stores: [25, 12], turn: 1, round: 1, starter: 1, seen: [] };
/** South sows hole 0 and ends round 3, winning two sons and lending three seeds. */
const SY_ROUND = { pits: [1, 0, 0, 2, 0, 0, 0, 0, 0, 0], owner: OWNERS, stores: [35, 12], turn: 0, round: 3, starter: 1, seen: [] };
/** Round 41: North's hole 7 ends the match, 47 to 3. */
const SY_END = {
  pits: [1, 1, 1, 11, 0, 0, 15, 1, 0, 1], owner: [1, 1, 1, 1, 0, 1, 1, 1, 1, 1], stores: [3, 16], turn: 1,
  round: 41, starter: 1, seen: [[1, 1, 1, 11, 0, 0, 15, 1, 0, 1, 0]],
};

// ---- What a person would say, in each language --------------------------------------------
/** @type {Record<Lang, Record<string, string>>} */
const SN = {
  en: {
    pick13: 'You picked a checker on point 13. It can go to 3 places.',
    hit: 'White moved a checker from point 13 to point 7. One of Black’s checkers was hit and goes to the bar.',
    undone: 'White took back the last step.',
    pickAgain: 'You picked a checker on point 13. It can go to one place.',
    move: 'White moved a checker from point 13 to point 10.',
    next: 'Now Black rolls.',
    logged: 'White rolled 6 and 3 and played 13 to 7 with a hit and 13 to 10.',
    loggedShut: 'White rolled {a} and {b} and could not enter from the bar.',
    pickBar: 'You picked a checker on the bar. It can come in on 3 points.',
    enter: 'Black brought a checker in from the bar on point 3.',
    pick19: 'You picked a checker on point 19. It can go to 3 places.',
    pickLast: 'You picked a checker on point 1. It can go to one place.',
    bearOff: 'Black bore a checker off from point 19.',
    lastOff: 'White bore a checker off from point 1.',
    win: 'White wins! All fifteen of White’s checkers are off the board.',
    youWin: 'You win! All fifteen of White’s checkers are off the board.',
    shut: 'White rolled {a} and {b} but cannot play: the checker on the bar has no open point to enter. The turn passes to Black.',
    tie: 'Both threw {n}. Throw again.',
    starts: 'White threw {w} and Black threw {b}. {who} starts and plays {x} and {y}.',
  },
  es: {
    pick13: 'Has elegido una ficha del punto 13. Puede ir a 3 sitios.',
    hit: 'Las blancas movieron una ficha del punto 13 al punto 7. Una ficha de las negras ha sido capturada y va a la barra.',
    undone: 'Las blancas deshicieron el último movimiento.',
    pickAgain: 'Has elegido una ficha del punto 13. Puede ir a un solo sitio.',
    move: 'Las blancas movieron una ficha del punto 13 al punto 10.',
    next: 'Ahora tiran las negras.',
    logged: 'Las blancas sacaron 6 y 3 y jugaron del 13 al 7 con captura y del 13 al 10.',
    loggedShut: 'Las blancas sacaron {a} y {b} y no pudieron entrar desde la barra.',
    pickBar: 'Has elegido una ficha de la barra. Puede entrar en 3 puntos.',
    enter: 'Las negras entraron una ficha desde la barra en el punto 3.',
    pick19: 'Has elegido una ficha del punto 19. Puede ir a 3 sitios.',
    pickLast: 'Has elegido una ficha del punto 1. Puede ir a un solo sitio.',
    bearOff: 'Las negras sacaron del tablero una ficha del punto 19.',
    lastOff: 'Las blancas sacaron del tablero una ficha del punto 1.',
    win: '¡Ganan las blancas! Las quince fichas de las blancas ya han salido del tablero.',
    youWin: '¡Has ganado! Las quince fichas de las blancas ya han salido del tablero.',
    shut: 'Las blancas sacaron {a} y {b}, pero no pueden jugar: la ficha de la barra no tiene ningún punto abierto donde entrar. El turno pasa a las negras.',
    tie: 'Los dos bandos sacaron {n}. Hay que volver a tirar.',
    starts: 'Las blancas sacaron {w} y las negras, {b}. Empiezan las {who} y juegan {x} y {y}.',
  },
  ja: {
    pick13: 'ポイント13の駒を選びました。行き先は3か所です。',
    hit: '白が駒をポイント13からポイント7へ動かしました。黒の駒1個がヒットされ、バーに置かれました。',
    undone: '白は直前の動きを戻しました。',
    pickAgain: 'ポイント13の駒を選びました。行き先は1か所です。',
    move: '白が駒をポイント13からポイント10へ動かしました。',
    next: '次は黒がサイコロを振る番です。',
    logged: '白は6と3を出し、13から7（ヒット）、13から10と動かしました。',
    loggedShut: '白は{a}と{b}を出しましたが、バーから入れませんでした。',
    pickBar: 'バーの駒を選びました。入れるポイントは3か所です。',
    enter: '黒がバーの駒をポイント3に入れました。',
    pick19: 'ポイント19の駒を選びました。行き先は3か所です。',
    pickLast: 'ポイント1の駒を選びました。行き先は1か所です。',
    bearOff: '黒がポイント19の駒をベアオフしました。',
    lastOff: '白がポイント1の駒をベアオフしました。',
    win: '白の勝ち！白の駒15個が、すべて盤から出ました。',
    youWin: 'あなたの勝ちです！白の駒15個が、すべて盤から出ました。',
    shut: '白は{a}と{b}を出しましたが、動かせません。バーの駒が入れる、塞がっていないポイントがないためです。黒の番になります。',
    tie: 'どちらも{n}でした。もう一度振ってください。',
    starts: '白は{w}、黒は{b}を出しました。{who}が先手で、{x}と{y}を使います。',
  },
};
/** A side's name as the Ssangnyuk sentences above use it. */
const SN_COLOR = { en: { white: 'White', black: 'Black' }, es: { white: 'blancas', black: 'negras' }, ja: { white: '白', black: '黒' } };

/** @type {Record<Lang, Record<string, string>>} */
const SY = {
  en: {
    opening: 'South sowed from hole 0, with 5 relays. South captured 9 seeds from holes 7 and 9. Now North moves.',
    capture: 'South sowed from hole 0. South captured 10 seeds from hole 1. Now North moves.',
    oneRelay: 'North sowed from hole 7, with one relay. Now South moves.',
    pass: 'North sowed from hole 7, with 5 relays. North captured 5 seeds from holes 0, 2, and 4. South could not move and passed, so North plays again.',
    round: 'South sowed from hole 0. South captured 2 seeds from hole 3. Round 3 is over. South wins the round, 38 to 12. South conquers 2 sons: holes 5 and 6, filled with its seeds and sown by South next round. South lends 3 seeds to complete North’s hole 9. South starts round 4.',
    end: 'North sowed from hole 7, with 8 relays. North captured 31 seeds from holes 6, 8, 0, 2, and 4. North wins the match! South has only 3 seeds left, fewer than five, so it cannot fill a single hole. The match ended in round 41.',
    north: 'North: 0 in the store, 9 in all',
    south: 'South: 9 in the store, 41 in all',
    northComputer: 'The computer, North: 0 in the store, 25 in all',
    southYou: 'You, South: 0 in the store, 25 in all',
  },
  es: {
    opening: 'Sur sembró desde el hoyo 0, con 5 relevos. Sur capturó 9 semillas en los hoyos 7 y 9. Ahora juega Norte.',
    capture: 'Sur sembró desde el hoyo 0. Sur capturó 10 semillas en el hoyo 1. Ahora juega Norte.',
    oneRelay: 'Norte sembró desde el hoyo 7, con un relevo. Ahora juega Sur.',
    pass: 'Norte sembró desde el hoyo 7, con 5 relevos. Norte capturó 5 semillas en los hoyos 0, 2 y 4. Sur no podía mover y pasó, así que Norte vuelve a jugar.',
    round: 'Sur sembró desde el hoyo 0. Sur capturó 2 semillas en el hoyo 3. Ha terminado la ronda 3. Sur gana la ronda por 38 a 12. Sur conquista 2 hijos, los hoyos 5 y 6: los llena con sus semillas y los siembra en la ronda siguiente. Sur presta 3 semillas para completar el hoyo 9 de Norte. Sur empieza la ronda 4.',
    end: 'Norte sembró desde el hoyo 7, con 8 relevos. Norte capturó 31 semillas en los hoyos 6, 8, 0, 2 y 4. ¡Norte gana el encuentro! A Sur solo le quedan 3 semillas, menos de cinco, así que no puede llenar ni un hoyo. El encuentro terminó en la ronda 41.',
    north: 'Norte: 0 en el almacén, 9 en total',
    south: 'Sur: 9 en el almacén, 41 en total',
    northComputer: 'El ordenador, Norte: 0 en el almacén, 25 en total',
    southYou: 'Tú, Sur: 0 en el almacén, 25 en total',
  },
  ja: {
    opening: '南が穴0からまきました。リレーは5回です。南は穴7、9から石9個を取りました。次は北の番です。',
    capture: '南が穴0からまきました。南は穴1から石10個を取りました。次は北の番です。',
    oneRelay: '北が穴7からまきました。リレーは1回です。次は南の番です。',
    pass: '北が穴7からまきました。リレーは5回です。北は穴0、2、4から石5個を取りました。南は動けないのでパスしました。北がもう一度まきます。',
    round: '南が穴0からまきました。南は穴3から石2個を取りました。第3ラウンドが終わりました。38対12で、南がこのラウンドに勝ちました。南は息子を2つ得ます：穴5、6。南の石で満たし、次のラウンドでは南がそこからまきます。南は、北の穴9を満たすために石を3個貸します。第4ラウンドは南が先手です。',
    end: '北が穴7からまきました。リレーは8回です。北は穴6、8、0、2、4から石31個を取りました。北が試合に勝ちました！南の石は残り3個で、5個に届かないため、穴を1つも満たせません。試合は第41ラウンドで終わりました。',
    north: '北：ストアに0個、全部で9個',
    south: '南：ストアに9個、全部で41個',
    northComputer: 'コンピューター（北）：ストアに0個、全部で25個',
    southYou: 'あなた（南）：ストアに0個、全部で25個',
  },
};

/** Fills `{name}` in a sentence of the tables above. @param {string} s @param {Record<string, string | number>} params */
const fill = (s, params) => s.replace(/\{(\w+)\}/g, (_, k) => String(params[k]));

// ---- The page ----------------------------------------------------------------------------
/**
 * A page of the game in `lang` with `storage` in localStorage, recording every sentence its live
 * region speaks (in `window.heard`).
 * @param {{game: 'ssangnyuk' | 'sanyao', lang: Lang, query?: string, storage?: Record<string, string>,
 *   viewport?: {width: number, height: number}, reducedMotion?: 'reduce' | 'no-preference'}} o
 */
async function openGame(o) {
  const { context, page, problems } = await openPage(env.browser, { viewport: o.viewport ?? DESKTOP, reducedMotion: o.reducedMotion ?? 'reduce' });
  await context.addInitScript((items) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v);
  }, { 'madang.sanyao.speed': '"instant"', ...(o.storage ?? {}) });
  await page.goto(`${env.url}index.html?game=${o.game}&lang=${o.lang}${o.query ?? '&vs=people'}`);
  await page.waitForSelector('body[data-ready="true"]');
  const live = o.game === 'ssangnyuk' ? 'sn-live' : 'sy-live';
  await page.evaluate((id) => {
    const region = /** @type {HTMLElement} */ (document.getElementById(id));
    /** @type {string[]} */
    const heard = [];
    Reflect.set(window, 'heard', heard);
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  }, live);
  return { context, page, problems };
}

/** @param {import('playwright-core').Page} page @returns {Promise<string[]>} */
const heard = (page) => page.evaluate(() => [...Reflect.get(window, 'heard')]);

/**
 * What the live region says after `action`: the sentences spoken once it has spoken, and two
 * frames more for anything that follows.
 * @param {import('playwright-core').Page} page @param {() => Promise<unknown>} action
 */
async function saidAfter(page, action) {
  const before = (await heard(page)).length;
  await action();
  await page.waitForFunction((n) => Reflect.get(window, 'heard').length > n, before);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return (await heard(page)).slice(before);
}

/** Sentences as a careful speaker writes them: no doubled stop, no stray space, no "to off". @param {string} text @param {Lang} lang */
function assertClean(text, lang) {
  assert.doesNotMatch(text, /\.\.|\. \.|。。|。 |\s{2}|\s[.,。、]|to off the board/, `"${text}"`);
  if (lang === 'ja') assert.doesNotMatch(text, /[A-Za-z]/, `no English in "${text}"`);
  else assert.match(text, /[.!]$/, `"${text}" ends a sentence`);
}

/** The focused element's id (or its tag), seen from the page's document. @param {import('playwright-core').Page} page */
const focused = (page) => page.evaluate(() => {
  const el = document.activeElement;
  return el === document.body || el === null ? 'BODY' : el.id || el.getAttribute('data-key') || el.getAttribute('data-hole') && `hole ${el.getAttribute('data-hole')}` || el.tagName;
});

/** Presses Enter on `selector` as a keyboard user does (the key marks them as one). @param {import('playwright-core').Page} page @param {string} selector */
async function enter(page, selector) {
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

// ---- Ssangnyuk ---------------------------------------------------------------------------
for (const lang of LANGS) {
  const say = SN[lang];

  test(`Ssangnyuk ${lang}: a pick, a hit, another move and the end of the turn are said as sentences`, async () => {
    const { context, page, problems } = await openGame({ game: 'ssangnyuk', lang, storage: { 'madang.ssangnyuk.people': snSave(HIT, [6, 3]) } });
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="p13"]')), [say.pick13]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-step="13>7:6"]')), [say.hit]);
    // Undone and played again; Undo goes away with the last step taken back, and the focus
    // goes to a checker that can move.
    assert.deepEqual(await saidAfter(page, () => enter(page, '#sn-undo')), [say.undone]);
    assert.match(await focused(page), /^p\d+$/);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="p13"]')), [say.pick13]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-step="13>7:6"]')), [say.hit]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="p13"]')), [say.pickAgain]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-step="13>10:3"]')), [say.move]);
    // The Finish button goes away with the turn: the focus goes on to the next player's Roll.
    assert.deepEqual(await saidAfter(page, () => enter(page, '#sn-finish')), [say.next]);
    assert.equal(await focused(page), 'sn-roll');
    // The move log's line is notation for the eye ("13/7* 13/10") and a sentence for the ear.
    assert.equal(await page.textContent('#sn-log li:last-child .log-text'), lang === 'ja' ? '白（6-3）：13/7* 13/10' : lang === 'es' ? 'Blancas 6-3: 13/7* 13/10' : 'White 6-3: 13/7* 13/10');
    assert.equal(await page.locator('#sn-log li').last().ariaSnapshot(), `- listitem: ${quoted(say.logged)}`);
    for (const text of await heard(page)) assertClean(text, lang);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`Ssangnyuk ${lang}: entering from the bar and bearing off are said as sentences`, async () => {
    const { context, page, problems } = await openGame({ game: 'ssangnyuk', lang, storage: { 'madang.ssangnyuk.people': snSave(BAR, [3, 1]) } });
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="bar-black"]')), [say.pickBar]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-step="bar>3:3"]')), [say.enter]);
    await context.close();

    const home = await openGame({ game: 'ssangnyuk', lang, storage: { 'madang.ssangnyuk.people': snSave(HOME, [6, 5]) } });
    assert.deepEqual(await saidAfter(home.page, () => home.page.click('.sn-board [data-key="p19"]')), [say.pick19]);
    assert.deepEqual(await saidAfter(home.page, () => home.page.click('.sn-board [data-step="19>off:6"]')), [say.bearOff]);
    for (const text of [...await heard(home.page)]) assertClean(text, lang);
    assert.deepEqual([...problems, ...home.problems], []);
    await home.context.close();
  });

  test(`Ssangnyuk ${lang}: the last checker borne off wins, said whole; the focus goes to the win card and back`, async () => {
    const { context, page, problems } = await openGame({ game: 'ssangnyuk', lang, storage: { 'madang.ssangnyuk.people': snSave(LAST, [4, 2]) } });
    // Both dice must be used, so the checker has one way off: with 4 and 2 together.
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="p1"]')), [say.pickLast]);
    assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-step="1>off:4+2"]')), [say.lastOff]);
    assert.deepEqual(await saidAfter(page, () => enter(page, '#sn-finish')), [say.win]);
    assert.equal(await focused(page), 'sn-win-new');
    assert.equal(await page.$eval('#sn-win-new', (el) => el.matches(':focus-visible')), true, 'a keyboard user sees where the focus went');
    // Closing the card ("Look at the board") hands the focus to the panel's New game.
    await page.keyboard.press('Tab');
    assert.equal(await focused(page), 'sn-win-close');
    await page.keyboard.press('Enter');
    assert.equal(await focused(page), 'sn-again');
    for (const text of await heard(page)) assertClean(text, lang);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`Ssangnyuk ${lang}: a roll that cannot be played says so and who plays next; the focus stays in the game`, async () => {
    // Two players: the Roll button stays, now for Black.
    const people = await openGame({ game: 'ssangnyuk', lang, storage: { 'madang.ssangnyuk.people': snSave(SHUT) } });
    const said = await saidAfter(people.page, () => enter(people.page, '#sn-roll'));
    const log = JSON.parse(await people.page.evaluate(() => localStorage.getItem('madang.ssangnyuk.people') ?? '{}')).log;
    const pass = log.find((/** @type {{type: string}} */ e) => e.type === 'passed');
    assert.ok(pass, 'the roll passed');
    assert.deepEqual(said, [fill(say.shut, { a: pass.dice[0], b: pass.dice[1] })]);
    assertClean(said[0], lang);
    assert.equal(await focused(people.page), 'sn-roll');
    assert.equal(await people.page.locator('#sn-log li').last().ariaSnapshot(), `- listitem: ${quoted(fill(say.loggedShut, { a: pass.dice[0], b: pass.dice[1] }))}`);
    await people.context.close();

    // Against the computer the Roll button is the computer's now: the focus goes to the turn
    // card, and back to Roll once the computer has played.
    const { context, page, problems } = await openGame({
      game: 'ssangnyuk', lang, query: '&side=white&level=easy', storage: { 'madang.ssangnyuk.computer': snSave(SHUT, null, 'easy/white') },
    });
    // Every control that takes the focus from here on, in order (the computer's turn may be
    // over before a frame lets the test look).
    await page.evaluate(() => {
      /** @type {string[]} */
      const trail = [];
      Reflect.set(window, 'trail', trail);
      document.addEventListener('focusin', (e) => trail.push(e.target instanceof Element ? e.target.id : '?'));
    });
    const spoken = await saidAfter(page, () => enter(page, '#sn-roll'));
    assert.match(spoken[0], new RegExp(`^${fill(say.shut, { a: '[1-6]', b: '[1-6]' }).replace(/[.?!()]/g, '\\$&')}$`));
    await page.waitForFunction(() => !(/** @type {HTMLButtonElement} */ (document.getElementById('sn-roll'))).disabled, null, { timeout: 20000 });
    assert.deepEqual(await page.evaluate(() => Reflect.get(window, 'trail')), ['sn-roll', 'sn-turn', 'sn-roll'], 'Roll, then the turn card, never the body, then Roll');
    assert.equal(await focused(page), 'sn-roll');
    for (const text of await heard(page)) assertClean(text, lang);
    assert.deepEqual([...people.problems, ...problems], []);
    await context.close();
  });
}

test('Ssangnyuk: the first-move throw is said with both dice and who starts; the focus follows the card', async () => {
  for (const lang of LANGS) {
    const say = SN[lang];
    const { context, page, problems } = await openGame({ game: 'ssangnyuk', lang, query: '&vs=people&seed=450' });
    const engine = new SsangnyukGame('seed', '450');
    let s = engine.throwJaengdu();
    const tie = s.record.at(-1);
    assert.ok(tie?.type === 'jaengdu' && tie.white === tie.black, 'seed 450 ties first');
    assert.deepEqual(await saidAfter(page, () => enter(page, '#sn-jaengdu-throw')), [fill(say.tie, { n: tie.white })]);
    assert.equal(await focused(page), 'sn-jaengdu-throw');
    s = engine.throwJaengdu();
    const last = s.record.findLast((e) => e.type === 'jaengdu');
    assert.ok(last?.type === 'jaengdu' && s.roll);
    const who = SN_COLOR[lang][s.position.turn];
    assert.deepEqual(await saidAfter(page, () => page.keyboard.press('Enter')),
      [fill(say.starts, { w: last.white, b: last.black, who, x: s.roll.dice[0], y: s.roll.dice[1] })]);
    assert.equal(await focused(page), 'sn-jaengdu-start');
    // The card closes: a keyboard user lands on a checker that can move.
    await page.keyboard.press('Enter');
    assert.match(await focused(page), /^(p\d+|bar-\w+)$/);
    for (const text of await heard(page)) assertClean(text, lang);
    assert.deepEqual(problems, []);
    engine.free();
    await context.close();
  }
});

test('Ssangnyuk: a mouse user who wins against the computer gets the win card\'s focus without a focus ring', async () => {
  const { context, page, problems } = await openGame({
    game: 'ssangnyuk', lang: 'en', query: '&side=white&level=easy', storage: { 'madang.ssangnyuk.computer': snSave(LAST, null, 'easy/white') },
  });
  assert.match((await saidAfter(page, () => page.click('#sn-roll')))[0], /^White rolled (\d and \d|double \d: \d moves of \d to play)\.$/);
  assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="p1"]')), ['You picked a checker on point 1. It can go to one place.']);
  assert.deepEqual(await saidAfter(page, () => page.click('.sn-board [data-key="off-white"] [data-role="dest"]')), [SN.en.lastOff]);
  assert.deepEqual(await saidAfter(page, () => page.click('#sn-finish')), [SN.en.youWin]);
  assert.equal(await focused(page), 'sn-win-new', 'a screen reader lands on the card');
  assert.equal(await page.$eval('#sn-win-new', (el) => el.matches(':focus-visible')), false, 'no ring jumps for a mouse user');
  // "Look at the board" by mouse: the card's buttons go, the focus goes to New game, not the body.
  await page.click('#sn-win-close');
  assert.equal(await focused(page), 'sn-again');
  assert.deepEqual(problems, []);
  await context.close();
});

test('Ssangnyuk: the turn banner is readable the moment the turn changes (no fading colour)', async () => {
  for (const lang of LANGS) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, problems } = await openGame({
        game: 'ssangnyuk', lang, viewport, reducedMotion: 'no-preference', storage: { 'madang.ssangnyuk.people': snSave(HOME, [6, 5]) },
      });
      /** The banner's text and background colours as drawn now. */
      const colours = () => page.$eval('#sn-turn .turn-head', (el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundImage]);
      const black = await colours();
      await page.click('.sn-board [data-key="p19"]');
      await page.click('.sn-board [data-step="19>off:6"]');
      await page.click('.sn-board [data-key="p20"]');
      await page.click('.sn-board [data-step="20>off:5"]');
      // Black's light text on black lacquer becomes White's dark text on ivory, in one frame.
      await page.click('#sn-finish');
      const now = await colours();
      await page.screenshot({ path: `${OUT}/announce-${viewport.width}-${lang}-turn-banner.png` });
      // Nothing on the banner is still on its way (a CSS transition or animation would be
      // listed), so the colours read at once are its final ones.
      const moving = await page.$eval('#sn-turn .turn-head', (el) => el.getAnimations({ subtree: true }).map((a) => `${a.constructor.name} ${Reflect.get(a, 'transitionProperty') ?? ''}`));
      assert.deepEqual(moving, [], `${lang} ${viewport.width}: the banner changes over time`);
      assert.deepEqual(now, await colours(), `${lang} ${viewport.width}: the banner is drawn in its final colours at once`);
      assert.notDeepEqual(now, black, 'White’s banner differs from Black’s');
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

// ---- San Yao -----------------------------------------------------------------------------
for (const lang of LANGS) {
  const say = SY[lang];

  test(`San Yao ${lang}: relays, captures, a pass, a round's end and the match's end are said as sentences`, async () => {
    /** @type {[string, object | null, number, string, string | RegExp][]} name, position (null: the seeded opening), hole, sentence, focus after */
    const cases = [
      ['opening', null, 0, say.opening, /^hole [5-9]$/],
      ['capture', SY_CAPTURE, 0, say.capture, /^hole [5-9]$/],
      ['one relay', SY_ONE_RELAY, 7, say.oneRelay, /^hole [0-4]$/],
      ['pass', SY_PASS, 7, say.pass, /^hole [5-9]$/],
      ['round', SY_ROUND, 0, say.round, 'sy-round-next'],
      ['end', SY_END, 7, say.end, 'sy-match-new'],
    ];
    for (const [name, position, hole, sentence, after] of cases) {
      const { context, page, problems } = await openGame({
        game: 'sanyao', lang, query: position ? '&vs=people' : '&vs=people&seed=6',
        storage: position ? { 'madang.sanyao.people': sySave(position) } : {},
      });
      assert.deepEqual(await saidAfter(page, () => enter(page, `[data-hole="${hole}"]`)), [sentence], name);
      assertClean(sentence, lang);
      const at = await focused(page);
      if (typeof after === 'string') assert.equal(at, after, name);
      else assert.match(at, after, name);
      if (name === 'opening') {
        // The score rows are heard as sentences, North's first as drawn.
        assert.equal(await page.locator('#sy-scores').ariaSnapshot(), `- list:\n  - listitem: ${quoted(say.north)}\n  - listitem: ${quoted(say.south)}`);
      }
      if (name === 'round') {
        // The round card closes: the focus goes to a hole the next round's first player may sow.
        await page.keyboard.press('Enter');
        assert.match(await focused(page), /^hole \d$/, 'round card closed');
      }
      if (name === 'end') {
        // "Look at the board": the panel's New match takes the focus.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        assert.equal(await focused(page), 'sy-again', 'match card closed');
      }
      assert.deepEqual(problems, [], name);
      await context.close();
    }
  });

  test(`San Yao ${lang}: against the computer the rows say who is who; a mouse user closing the round card keeps the focus in the game`, async () => {
    const { context, page, problems } = await openGame({ game: 'sanyao', lang, query: '&side=south&level=easy&seed=6' });
    assert.equal(await page.locator('#sy-scores').ariaSnapshot(), `- list:\n  - listitem: ${quoted(say.northComputer)}\n  - listitem: ${quoted(say.southYou)}`);
    // The visitor sows by keyboard; once the computer has played too, the focus is on one of
    // the visitor's lit holes.
    assert.deepEqual((await saidAfter(page, () => enter(page, '[data-hole="0"]')))[0], say.opening);
    await page.waitForFunction(() => Reflect.get(window, 'heard').length >= 2, null, { timeout: 20000 });
    await page.waitForSelector('#sy-board [data-legal="true"]');
    assert.match(await focused(page), /^hole [0-4]$/, 'the visitor’s turn again');
    for (const text of await heard(page)) assertClean(text, lang);
    await context.close();

    const round = await openGame({ game: 'sanyao', lang, storage: { 'madang.sanyao.people': sySave(SY_ROUND) } });
    await round.page.click('[data-hole="0"]');
    await round.page.waitForSelector('#sy-round:not([hidden])');
    await round.page.click('#sy-round-next');
    assert.match(await focused(round.page), /^hole \d$/, 'not the body');
    assert.equal(await round.page.$eval(':focus', (el) => el.matches(':focus-visible')), false, 'and no focus ring for a mouse user');
    assert.deepEqual([...problems, ...round.problems], []);
    await round.context.close();
  });
}

test('San Yao: the score panel, phone and desktop, in es, en and ja', async () => {
  for (const lang of LANGS) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, problems } = await openGame({ game: 'sanyao', lang, viewport, query: '&vs=people&seed=6' });
      await enter(page, '[data-hole="0"]');
      await page.waitForFunction(() => document.getElementById('sy-game')?.dataset.animating === 'false');
      await page.locator('#sy-turn').screenshot({ path: `${OUT}/announce-${viewport.width}-${lang}-sanyao-scores.png` });
      // What the eye reads stays: each side's name, its store and its total.
      const rows = await page.$$eval('.sy-score', (els) => els.map((el) => [...el.querySelectorAll('.sy-score-name, .sy-score-n')].map((n) => n.textContent)));
      assert.deepEqual(rows, [[lang === 'ja' ? '北' : lang === 'es' ? 'Norte' : 'North', '0', '9'], [lang === 'ja' ? '南' : lang === 'es' ? 'Sur' : 'South', '9', '41']]);
      assert.deepEqual(problems, []);
      await context.close();
    }
  }
});

/** An aria snapshot's quoting of a text (YAML quotes a text with a colon and a space). @param {string} text */
function quoted(text) {
  return /: /.test(text) ? JSON.stringify(text) : text;
}
