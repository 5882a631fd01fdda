/**
 * "How to play" (src/ui/rules-text/, issue 14 point 9): for every variant, language and a range
 * of rule sets, the text has its sections, states every rule option in force (checked by the
 * stable `topic` of its lines, never by reading prose), marks the house rules, and holds only
 * clean text.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newGame, type RuleName, type Rules, type Variant } from '../../src/engine/index.ts';
import { LANGS, type Lang } from '../../src/ui/i18n.ts';
import { de } from '../../src/ui/i18n/de.ts';
import { en } from '../../src/ui/i18n/en.ts';
import { es } from '../../src/ui/i18n/es.ts';
import {
  howToPlay,
  type LineTopic,
  type RulesDoc,
  type RulesLine,
  type SectionTopic,
} from '../../src/ui/rules-text/index.ts';
import { HAND_SIZE, isAuction, PLAYERS, VARIANTS } from '../support/variants.ts';

const DICTIONARIES = { es, en, de };

/** A rule set to write the rules for, and the sentences its options call for. */
interface Case {
  name: string;
  rules: Partial<Rules>;
  /** Lines the text must have, per variant (a function when it depends on the variant). */
  has?: readonly LineTopic[] | ((v: Variant) => readonly LineTopic[]);
  /** Lines the text must not have. */
  lacks?: readonly LineTopic[];
}

const CASES: readonly Case[] = [
  { name: 'defaults', rules: {} },
  { name: 'swap off', rules: { swap: 'off' }, has: ['swap-off'], lacks: ['swap-on-lead'] },
  {
    name: 'swap after a win',
    rules: { swap: 'after-win-before-draw' },
    has: ['swap-after-win'],
    lacks: ['swap-on-lead'],
  },
  { name: 'swapCard 2', rules: { swapCard: '2' }, has: ['swap-on-lead'] },
  {
    name: 'swapCard 7-and-2',
    rules: { swapCard: '7-and-2' },
    has: ['swap-on-lead', 'swap-card-7-and-2'],
  },
  { name: 'capote', rules: { capote: true }, has: ['capote'] },
  {
    name: 'strictBeat',
    rules: { strictBeat: true },
    // With two players no trick is trumped before the last card: the option is not said.
    has: (v) => (PLAYERS[v] > 2 ? ['strict-beat'] : []),
    lacks: ['ruffed-no-beat'],
  },
  {
    name: 'underTrump',
    rules: { underTrump: true },
    has: (v) => (PLAYERS[v] > 2 ? ['under-trump'] : []),
    lacks: ['overtrump-or-any'],
  },
  {
    name: 'target 3',
    rules: { target: 3 },
    has: (v) => [isAuction(v) ? 'target-points' : 'target-deals'],
  },
  {
    name: 'whoSings all',
    rules: { whoSings: 'all' },
    has: ['who-sings-all', 'partner-order'],
    lacks: ['who-sings-bidders'],
  },
  {
    name: 'whoSings bidders',
    rules: { whoSings: 'bidders' },
    has: ['who-sings-bidders'],
    lacks: ['who-sings-all'],
  },
  {
    name: 'scoring bid',
    rules: { scoring: 'bid' },
    has: ['scoring-bid'],
    lacks: ['scoring-captured'],
  },
  {
    name: 'failedBid split',
    rules: { failedBid: 'split' },
    has: ['soloist-made', 'failed-split'],
    lacks: ['failed-each'],
  },
  {
    name: 'auctionLaps one',
    rules: { auctionLaps: 'one' },
    has: ['auction-one-lap'],
    lacks: ['auction-until-passes'],
  },
  {
    name: 'firstLead mano',
    rules: { firstLead: 'mano' },
    has: ['first-lead-mano'],
    lacks: ['first-lead-bidder'],
  },
  { name: 'bids 80 by 10', rules: { minBid: 80, bidStep: 10 }, has: ['bids'] },
  {
    name: 'tie draw',
    rules: { tie: 'draw' },
    has: ['tie-draw', 'deal-draw'],
    lacks: ['tie-last-trick'],
  },
  { name: 'tie last-trick', rules: { tie: 'last-trick' }, has: ['tie-last-trick'] },
  {
    name: 'lastTrickBonus 0',
    rules: { lastTrickBonus: 0 },
    has: ['no-last-trick'],
    lacks: ['last-trick'],
  },
  {
    name: 'lastTrickBonus 10',
    rules: { lastTrickBonus: 10 },
    has: ['last-trick'],
    lacks: ['no-last-trick'],
  },
  {
    name: 'stockPlay follow-trump',
    rules: { stockPlay: 'follow-trump' },
    has: ['stock-follow-trump'],
  },
  {
    name: 'no cantes after the stock',
    rules: { singAfterStock: false },
    has: ['no-sing-after-stock'],
  },
  {
    name: 'fortyFirst off',
    rules: { fortyFirst: false },
    has: ['forty-any-order'],
    lacks: ['forty-first'],
  },
  { name: 'tute off', rules: { tute: false }, lacks: ['tute'] },
  { name: 'tute on', rules: { tute: true }, has: ['tute'], lacks: ['no-tute'] },
  {
    name: 'every option of two-player Tute changed',
    rules: {
      target: 7,
      lastTrickBonus: 0,
      tute: false,
      tie: 'draw',
      stockPlay: 'follow-trump',
      swap: 'after-win-before-draw',
      swapCard: '7-and-2',
      singAfterStock: false,
      fortyFirst: false,
      capote: true,
      strictBeat: true,
      underTrump: true,
    },
    has: ['no-tute', 'swap-after-win', 'swap-card-7-and-2', 'capote'],
    lacks: ['strict-beat', 'under-trump'],
  },
  {
    name: 'every option of Subastao changed',
    rules: {
      target: 1000,
      lastTrickBonus: 0,
      tute: true,
      fortyFirst: false,
      strictBeat: true,
      underTrump: true,
      minBid: 100,
      bidStep: 10,
      whoSings: 'all',
      auctionLaps: 'one',
      failedBid: 'split',
    },
    has: ['tute', 'auction-one-lap', 'failed-split', 'who-sings-all'],
  },
];

/** The options a variant accepts, with their defaults (docs/rules.md §9). */
const defaultsOf = (v: Variant): Rules => newGame({ variant: v, seed: 1 }).rules;
const applies = (v: Variant, c: Case): boolean =>
  Object.keys(c.rules).every((name) => Object.hasOwn(defaultsOf(v), name));

function linesOf(doc: RulesDoc): RulesLine[] {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'list' ? block.items : block.kind === 'paragraph' ? [block] : [],
    ),
  );
}

/** Every string a reader sees: title, headings, lines and the card table. */
function textsOf(doc: RulesDoc): string[] {
  return [
    doc.title,
    ...doc.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'table'
          ? [block.caption, ...block.head, ...block.rows.flat()]
          : block.kind === 'list'
            ? block.items.map((item) => item.text)
            : [block.text],
      ),
    ]),
  ];
}

const topicsOf = (doc: RulesDoc): Set<string> => new Set(linesOf(doc).map((line) => line.topic));

/** The sections of every text, in order, with the auction's where there is one. */
const sectionsFor = (v: Variant): SectionTopic[] => [
  'game',
  'cards',
  'deal',
  ...(isAuction(v) ? ['auction' as const] : []),
  'play',
  'extras',
  'scoring',
  'match',
];

/** Options that make no difference given the others (the card of a swap that is off). */
/** Options that change nothing here: the swap's card without a swap; with two players, what a
 * trick already trumped or a trump too low to overtrump would ask (docs/rules.md §1). */
const moot = (name: RuleName, rules: Rules, players: number): boolean =>
  (name === 'swapCard' && rules.swap === 'off') ||
  (players === 2 && (name === 'strictBeat' || name === 'underTrump'));

/** The checks every text passes, whatever its rules. */
function checkDoc(doc: RulesDoc, v: Variant, lang: Lang, rules: Rules, label: string): void {
  const defaults = defaultsOf(v);
  assert.equal(doc.variant, v);
  assert.equal(doc.lang, lang);
  assert.deepEqual(
    doc.sections.map((s) => s.topic),
    sectionsFor(v),
    `${label}: the sections`,
  );
  for (const section of doc.sections) {
    assert.ok(section.blocks.length > 0, `${label}: section ${section.topic} is empty`);
  }
  for (const text of textsOf(doc)) {
    assert.ok(text.trim().length > 0, `${label}: an empty text`);
    assert.doesNotMatch(text, /undefined|NaN|\[object|\s{2}|^\s|\s$/, `${label}: ${text}`);
    assert.ok(text.length <= 420, `${label}: a text of ${text.length} characters: ${text}`);
  }
  const houseRule =
    /\((?:A house rule at this table|Regla de esta mesa|Hausregel an diesem Tisch)\.\)$/;
  for (const line of linesOf(doc)) {
    assert.match(
      line.text,
      /^[A-ZÁÉÍÓÚÑÄÖÜ¡¿0-9]/,
      `${label}: a line starts lower case: ${line.text}`,
    );
    assert.match(line.text, /[.:)]$/, `${label}: a line does not end a sentence: ${line.text}`);
    for (const name of line.changed ?? []) {
      assert.notDeepEqual(rules[name], defaults[name], `${label}: ${line.topic} marks ${name}`);
    }
    if (line.changed) assert.match(line.text, houseRule, `${label}: ${line.topic} is unmarked`);
    else assert.doesNotMatch(line.text, houseRule, `${label}: ${line.topic} is marked`);
  }
  const stated = new Set(linesOf(doc).flatMap((line) => line.changed ?? []));
  for (const name of Object.keys(defaults).filter((key) => key in rules)) {
    const option = name as RuleName;
    if (rules[option] === defaults[option] || moot(option, rules, PLAYERS[v])) continue;
    assert.ok(stated.has(option), `${label}: the house rule ${option} is not stated`);
  }
}

describe('How to play: every variant, language and rule set (issue 14 point 9)', () => {
  for (const v of VARIANTS) {
    for (const c of CASES.filter((c) => applies(v, c))) {
      test(`${v}, ${c.name}`, () => {
        const rules = newGame({ variant: v, rules: c.rules, seed: 1 }).rules;
        const has = typeof c.has === 'function' ? c.has(v) : (c.has ?? []);
        for (const lang of LANGS) {
          const label = `${v} ${lang} ${c.name}`;
          const doc = howToPlay(v, rules, lang);
          checkDoc(doc, v, lang, rules, label);
          const topics = topicsOf(doc);
          for (const topic of has) assert.ok(topics.has(topic), `${label}: no ${topic}`);
          for (const topic of c.lacks ?? []) assert.ok(!topics.has(topic), `${label}: ${topic}`);
          assert.deepEqual(howToPlay(v, rules, lang), doc, `${label}: not deterministic`);
        }
      });
    }
  }

  test('every case applies to some variant, and the cases cover every rule option', () => {
    for (const c of CASES)
      assert.ok(
        VARIANTS.some((v) => applies(v, c)),
        c.name,
      );
    const covered = new Set(CASES.flatMap((c) => Object.keys(c.rules)));
    for (const v of VARIANTS) {
      for (const name of Object.keys(defaultsOf(v))) assert.ok(covered.has(name), name);
    }
  });

  test('with the defaults no line is marked as a house rule', () => {
    for (const v of VARIANTS) {
      for (const lang of LANGS) {
        const changed = linesOf(howToPlay(v, defaultsOf(v), lang)).filter((l) => l.changed);
        assert.deepEqual(changed, [], `${v} ${lang}`);
      }
    }
  });

  test('an option the caller leaves out has its default', () => {
    const { target: _target, ...partial } = defaultsOf('tute');
    const full = howToPlay('tute', defaultsOf('tute'), 'en');
    assert.deepEqual(howToPlay('tute', { ...partial, target: 5 }, 'en'), full);
  });
});

describe('How to play: what the text says', () => {
  const line = (doc: RulesDoc, topic: LineTopic): string => {
    const found = linesOf(doc).find((l) => l.topic === topic);
    assert.ok(found, `no line ${topic}`);
    return found.text;
  };

  test('the card table: strongest first, with the points of docs/rules.md §0', () => {
    for (const v of VARIANTS) {
      for (const lang of LANGS) {
        const table = howToPlay(v, defaultsOf(v), lang)
          .sections.flatMap((s) => s.blocks)
          .find((b) => b.kind === 'table');
        assert.ok(table?.kind === 'table', `${v} ${lang}: no card table`);
        const { ranks } = DICTIONARIES[lang];
        assert.deepEqual(
          table.rows.map(([, points]) => points),
          ['11', '10', '4', '3', '2', '0'],
        );
        assert.deepEqual(
          table.rows.slice(0, 5).map(([card]) => card),
          [1, 3, 12, 11, 10].map((rank) => `${ranks[rank as 1]} (${rank})`),
        );
        const blanks = isAuction(v) && v !== 'subastado' ? '(7, 6, 5, 4)' : '(7, 6, 5, 4, 2)';
        assert.ok(table.rows[5]?.[0].endsWith(blanks), `${v} ${lang}: ${table.rows[5]?.[0]}`);
      }
    }
  });

  test('the deck names the suits as the element does, and the 36-card deck of Subastao', () => {
    for (const v of VARIANTS) {
      for (const lang of LANGS) {
        const deck = line(howToPlay(v, defaultsOf(v), lang), 'deck');
        for (const suit of Object.values(DICTIONARIES[lang].suits)) {
          assert.match(deck, new RegExp(suit, 'i'), `${v} ${lang}: ${suit}`);
        }
        const size = v === 'subastao' || v === 'subastao-censor' ? 36 : 40;
        assert.match(deck, new RegExp(`\\b${size}\\b`), `${v} ${lang}`);
      }
    }
  });

  test('the deal states the players and the cards each gets', () => {
    for (const v of VARIANTS) {
      for (const lang of LANGS) {
        const doc = howToPlay(v, defaultsOf(v), lang);
        assert.match(line(doc, 'deal-hands'), new RegExp(`\\b${HAND_SIZE[v]}\\b`), `${v} ${lang}`);
        assert.ok(line(doc, 'players').length > 0);
        assert.equal(PLAYERS[v] > 2, !topicsOf(doc).has('drawing'), `${v}: drawing`);
      }
    }
  });

  test('numbers of the match: the target, the bids, the bonus', () => {
    for (const lang of LANGS) {
      const tute = howToPlay('tute', { ...defaultsOf('tute'), target: 3 }, lang);
      assert.match(line(tute, 'target-deals'), /\b3\b/, lang);
      const rules = { ...defaultsOf('subastado'), minBid: 80, bidStep: 10, target: 1000 };
      const subastado = howToPlay('subastado', rules, lang);
      assert.match(line(subastado, 'bids'), /\b80\b.*\b10\b/, lang);
      assert.match(line(subastado, 'target-points'), /1[.,]?000/, lang);
      assert.match(line(tute, 'last-trick'), /\b10\b/, lang);
    }
  });

  test('Spanish uses the table words: arrastre, asistir, montar, fallar, muestra, mano …', () => {
    const text = textsOf(howToPlay('tute', defaultsOf('tute'), 'es')).join(' ');
    for (const word of [
      'arrastre',
      'asistir',
      'montar',
      'fallar',
      'las cuarenta',
      'las veinte',
      'diez de últimas',
      'muestra',
      'mano',
    ]) {
      assert.ok(text.includes(word), word);
    }
  });

  test('with a censor, its decision comes before trump is named, and a take-over adds 10', () => {
    // docs/rules.md §7: the censor judges the auction's winner, then the holder names trump.
    for (const lang of LANGS) {
      for (const failedBid of ['each', 'split'] as const) {
        const rules = { ...defaultsOf('subastao-censor'), failedBid };
        const doc = howToPlay('subastao-censor', rules, lang);
        const order = linesOf(doc).map((l) => l.topic);
        assert.ok(order.indexOf('censor') < order.indexOf('soloist'), `${lang}: ${order}`);
        assert.match(line(doc, 'soloist-made'), /\b10\b/, lang);
        const plain = howToPlay('subastao', { ...defaultsOf('subastao'), failedBid }, lang);
        assert.notEqual(line(doc, 'soloist'), line(plain, 'soloist'), `${lang}: the holder`);
      }
    }
  });

  test('two players: no line for a trick already trumped or a trump too low (cannot arise)', () => {
    for (const v of ['tute', 'tute-3'] as const) {
      for (const lang of LANGS) {
        const topics = topicsOf(howToPlay(v, defaultsOf(v), lang));
        const two = PLAYERS[v] === 2;
        assert.equal(topics.has('ruffed-no-beat'), !two, `${v} ${lang}`);
        assert.equal(topics.has('overtrump-or-any'), !two, `${v} ${lang}`);
      }
    }
  });

  test('each playing alone: "you" win, not "your side"; a draw only among the leaders', () => {
    for (const lang of LANGS) {
      const alone = howToPlay('tute-3', { ...defaultsOf('tute-3'), tie: 'draw' }, lang);
      const two = howToPlay('tute', { ...defaultsOf('tute'), tie: 'draw' }, lang);
      const teams = howToPlay('tute-4', defaultsOf('tute-4'), lang);
      assert.notEqual(line(alone, 'cante-when'), line(teams, 'cante-when'), lang);
      assert.notEqual(line(alone, 'tute'), line(teams, 'tute'), lang);
      assert.notEqual(line(alone, 'tie-draw'), line(two, 'tie-draw'), lang);
      // With a stock, a card just drawn counts for a cante (docs/rules.md §3).
      assert.notEqual(line(alone, 'cante-when'), line(two, 'cante-when'), lang);
    }
  });

  test('the three languages are three texts, each with its own title', () => {
    for (const v of VARIANTS) {
      const [es, en, de] = LANGS.map((lang) => howToPlay(v, defaultsOf(v), lang));
      assert.ok(es && en && de);
      assert.notEqual(line(es, 'aim'), line(en, 'aim'));
      assert.notEqual(line(en, 'aim'), line(de, 'aim'));
      assert.ok(es.title.length > 0 && en.title.length > 0 && de.title.length > 0);
    }
  });
});
