/**
 * The element's words: English built in, Spanish and German loaded on first use
 * (src/ui/i18n.ts, words-loader.ts; the one-file bundles' loader in words-loader.bundle.ts).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, wordsFor, wordsOf } from '../../src/ui/i18n.ts';
import { de } from '../../src/ui/i18n/de.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { es } from '../../src/ui/i18n/es.ts';
import { lazyDictionary } from '../../src/ui/lazy.ts';
import { de as deRules } from '../../src/ui/rules-text/de.ts';
import { en as enRules } from '../../src/ui/rules-text/en.ts';
import { es as esRules } from '../../src/ui/rules-text/es.ts';
import { factsOf } from '../../src/ui/rules-text/facts.ts';
import { newGame, variantSpec } from '../../src/engine/index.ts';
import { loadWords as loadBesideBundle } from '../../src/ui/words-loader.bundle.ts';

describe('words on first use', () => {
  test('English at hand; Spanish and German are English until loaded, then their own', async () => {
    assert.equal(wordsOf('en'), en);
    assert.equal(wordsOf('es'), en);
    assert.equal(wordsOf('de'), en);
    const loaded = await Promise.all(LANGS.map((lang) => wordsFor(lang)));
    assert.deepEqual(loaded, [es, en, de]);
    assert.equal(wordsOf('es'), es);
    assert.equal(wordsOf('de'), de);
  });

  test('the bundles load nothing from a file: address (Node), with a clear error', async () => {
    await assert.rejects(loadBesideBundle('es'), /words-es\.js is not loaded from this page/);
    await assert.rejects(loadBesideBundle('de'), /words-de\.js is not loaded from this page/);
  });

  test('a module without the dictionary is refused', () => {
    assert.equal(lazyDictionary({ es }, 'es'), es);
    assert.throws(() => lazyDictionary({ de }, 'es'), /no es dictionary/);
    assert.throws(() => lazyDictionary({ es: { card: 'x' } }, 'es'), /no es dictionary/);
    assert.throws(() => lazyDictionary(null, 'de'), /no de dictionary/);
  });
});

describe('words that name one thing', () => {
  test("a pass is one word in its speech bubble, on the button and under the seat's name", () => {
    // The German bubble and button said "Passen" (to pass), the call under the seat "passe" (I
    // pass), as one says it at the table.
    for (const t of [es, en, de])
      assert.equal(
        t.auction.pass,
        t.auction.passed.charAt(0).toUpperCase() + t.auction.passed.slice(1),
      );
  });
  test('a suit is named in the case its sentence needs (German, English)', () => {
    // German suit names are nominative plurals: after "in" or "mit" they need the dative
    // ("in Schwertern"), and "meldet 40 in Schwerter", "mit Schwerter stechen" were wrong. An
    // English suit is a plural: "You must play a higher coins" was wrong.
    const fill = (text: string, suit: string) =>
      text.replaceAll('{led}', suit).replaceAll('{trump}', suit);
    for (const suit of Object.values(de.suits)) {
      const said = [de.sang('Lena', false, 40, suit), de.sang('Du', true, 20, suit)];
      for (const text of [...said, ...Object.values(de.blocked).map((b) => fill(b, suit))])
        assert.doesNotMatch(text, /\b(in|mit|zu|von|höheren) (Kelche|Schwerter|Stäbe)\b/, text);
    }
    assert.equal(de.sang('Lena', false, 40, de.suits.e), 'Lena meldet 40 in Schwertern.');
    assert.equal(de.sang('Du', true, 20, de.suits.o), 'Du meldest 20 in Münzen.');
    for (const suit of Object.values(en.suits))
      for (const text of Object.values(en.blocked))
        assert.doesNotMatch(fill(text, suit), new RegExp(`\\ban? (\\w+ )?${suit}\\b`), text);
  });
  test('a sentence says a card with its article (Spanish lower case, German as object)', () => {
    // "Lucía juega Dos de bastos.", "Lena spielt Bube der Kelche.", "Lucy played King of coins."
    // read as labels (English in the past, the trick's winner in the present). A card named
    // alone keeps its capital. Each case: the words, a rank and suit, the card as said.
    const cases: [typeof es, 1 | 2 | 7 | 10 | 11 | 12, 'o' | 'c' | 'e', string][] = [
      [es, 10, 'c', 'la sota de copas'],
      [es, 1, 'o', 'el as de oros'],
      [es, 12, 'e', 'el rey de espadas'],
      [es, 2, 'c', 'el dos de copas'],
      [de, 10, 'c', 'den Buben der Kelche'],
      [de, 1, 'o', 'das Ass der Münzen'],
      [de, 7, 'c', 'die Sieben der Kelche'],
      [de, 11, 'e', 'den Reiter der Schwerter'],
      [de, 12, 'o', 'den König der Münzen'],
      [en, 12, 'c', 'the King of cups'],
      [en, 1, 'e', 'the Ace of swords'],
    ];
    for (const [t, rank, suit, said] of cases) {
      const card = t.card(t.ranks[rank], suit);
      assert.match(card, /^[A-ZÄÖÜ]/);
      for (const text of [t.played('Lena', false, card), t.played('', true, card), t.drew(card)])
        assert.ok(text.endsWith(` ${said}.`), text);
      assert.ok(t.tookIndicator('Lena', false, card, false).endsWith(`, ${said}.`));
    }
    assert.equal(es.played('Lucía', false, es.card('Sota', 'c')), 'Lucía juega la sota de copas.');
    assert.equal(
      de.played('Lena', false, de.card('Bube', 'c')),
      'Lena spielt den Buben der Kelche.',
    );
  });
  test("a card's hint names the rule with How to play's word for it", () => {
    // German said "überstechen" (to beat a trump with a higher one) where How to play says
    // "überbieten": beat the highest card of the suit led.
    const game = newGame({ variant: 'tute-3', seed: 1 });
    const facts = factsOf(variantSpec('tute-3'), game.rules);
    const books = [
      [es, esRules, 'montar'],
      [en, enRules, 'beat'],
      [de, deRules, 'überbieten'],
    ] as const;
    for (const [t, book, verb] of books) {
      const hint = t.blocked['must-beat'] ?? '';
      assert.ok(hint.includes(verb), hint);
      assert.ok(book.lines['follow-beat'](facts).includes(verb), t.lang);
    }
  });
});
