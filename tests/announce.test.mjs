// The sentences both games speak, built in Node from the page's own label modules and catalogs
// for the cases a browser test cannot reach by a fixed position (a double rolled, two checkers
// hit by one step, a single capture hole, a drawn round), in Spanish, English and Japanese.
// The browser test (announce.e2e.test.mjs) hears the rest on the page itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createWords } from '../www/i18n.js';
import { createLabels as snLabels } from '../www/ssangnyuk/labels.js';
import { createLabels as syLabels } from '../www/sanyao/labels.js';

/** @param {'es' | 'en' | 'ja'} lang */
async function wordsIn(lang) {
  const words = createWords();
  await words.setLanguage(lang);
  return words;
}

test('separate sentences are joined by a space, and in Japanese by nothing at all', async () => {
  const en = await wordsIn('en');
  assert.equal(en.sentences(['One.', '', 'Two!']), 'One. Two!');
  const ja = await wordsIn('ja');
  assert.equal(ja.sentences(['一。', '二。']), '一。二。');
});

test('Ssangnyuk: a double says how many moves it gives, by the rules in force', async () => {
  const said = {
    en: ['White rolled double 4: 2 moves of 4 to play.', 'Black rolled double 6: 4 moves of 6 to play.', 'White rolled 6 and 3.'],
    es: ['Las blancas sacaron dobles de 4: tienen 2 movimientos de 4.', 'Las negras sacaron dobles de 6: tienen 4 movimientos de 6.', 'Las blancas sacaron 6 y 3.'],
    ja: ['白は4のゾロ目を出しました。4の目を2回使えます。', '黒は6のゾロ目を出しました。6の目を4回使えます。', '白は6と3を出しました。'],
  };
  for (const [lang, want] of Object.entries(said)) {
    const { rollSaid } = snLabels(await wordsIn(/** @type {'es' | 'en' | 'ja'} */ (lang)));
    assert.deepEqual([rollSaid('white', [4, 4], 2), rollSaid('black', [6, 6], 4), rollSaid('white', [6, 3], 2)], want, lang);
  }
});

test('Ssangnyuk: a step that hits two checkers (touching down on the way) says both go to the bar', async () => {
  const said = {
    en: 'White moved a checker from point 13 to point 7. 2 of Black’s checkers were hit and go to the bar.',
    es: 'Las blancas movieron una ficha del punto 13 al punto 7. 2 fichas de las negras han sido capturadas y van a la barra.',
    ja: '白が駒をポイント13からポイント7へ動かしました。黒の駒2個がヒットされ、バーに置かれました。',
  };
  for (const [lang, want] of Object.entries(said)) {
    const { stepSaid } = snLabels(await wordsIn(/** @type {'es' | 'en' | 'ja'} */ (lang)));
    assert.equal(stepSaid('white', 13, 7, 2), want, lang);
    assert.doesNotMatch(stepSaid('black', 19, 'off', 0), /off the board|fuera del tablero|盤の外/, `${lang}: bearing off is no move "to off the board"`);
  }
});

test('San Yao: a drawn round is said without a winner or sons', async () => {
  const said = {
    en: ['Round 2 is over.', 'A drawn round: 25 seeds each.', 'No sons change hands; each side refills its own row.', 'North, who did not start the drawn round, starts round 3.'],
    es: ['Ha terminado la ronda 2.', 'Ronda empatada: 25 semillas cada uno.', 'Ningún hoyo pasa a ser hijo; cada uno vuelve a llenar su propia fila.', 'Norte, que no empezó la ronda empatada, empieza la ronda 3.'],
    ja: ['第2ラウンドが終わりました。', '引き分けのラウンドです。どちらも25個でした。', '息子になる穴はありません。それぞれが自分の列に石を入れ直します。', '引き分けたラウンドで先手でなかった北が、第3ラウンドの先手です。'],
  };
  for (const [lang, want] of Object.entries(said)) {
    const { roundSaid } = syLabels(await wordsIn(/** @type {'es' | 'en' | 'ja'} */ (lang)));
    const lines = roundSaid({
      round: 2, reason: 'fewer_than_two_seeds', totals: [25, 25], winner: null, sons: [], loan: null, nextStarter: 1, matchWinner: null,
    });
    assert.deepEqual(lines.filter(Boolean), want, lang);
  }
});
