/**
 * "How to play": the rules of a variant as played in one match, for someone who has never
 * played, in Spanish, English or German. Built as its own file (dist/rules.js) and loaded by
 * the element on first use (rules-loader.ts), so none of it weighs on the element's bundle.
 *
 * Which sentences a text has is decided here, once for every language, from the variant's
 * facts (`variantSpec`) and the rules in force (docs/rules.md is the content's source); each
 * language's phrasebook only words them.
 */
import { variantSpec, type RuleName, type Rules, type Variant } from '../../engine/index.js';
import type { Lang } from '../i18n.js';
import { de } from './de.js';
import type { LineTopic, RulesBlock, RulesDoc, RulesLine, SectionTopic } from './doc.js';
import { en } from './en.js';
import { es } from './es.js';
import { factsOf, type Facts } from './facts.js';
import type { Phrasebook } from './phrasebook.js';

export type * from './doc.js';

const BOOKS: Readonly<Record<Lang, Phrasebook>> = { es, en, de };

/** A line of the text, stating the given options (house rules are marked as such). */
type Say = (topic: LineTopic, ...options: RuleName[]) => RulesLine;

/** What a section's plan reads: the facts, the rules in force and their defaults. */
interface Context {
  readonly f: Facts;
  readonly r: Rules;
  readonly defaults: Readonly<Rules>;
  readonly say: Say;
  readonly book: Phrasebook;
}

/** What one section holds; a section with no blocks is left out. */
type Plan = (c: Context) => RulesBlock[];

const para = (line: RulesLine): RulesBlock => ({ kind: 'paragraph', ...line });
const list = (...items: (RulesLine | null)[]): RulesBlock => ({
  kind: 'list',
  items: items.filter((item) => item !== null),
});
/** `line()` when `condition` holds (a sentence that only some games have), else null. */
const when = (condition: boolean, line: () => RulesLine): RulesLine | null =>
  condition ? line() : null;

const TRUMP_FROM = {
  indicator: 'trump-indicator',
  turned: 'trump-turned',
  'dealer-last': 'trump-dealer',
  contract: 'trump-contract',
} as const;

/** The cards by strength, with their points (docs/rules.md §0). */
function cardTable({ f, book }: Context): RulesBlock {
  const { words, cardTable: labels } = book;
  const rows = f.counters.map(
    ({ rank, points }) => [`${words.ranks[rank]} (${rank})`, String(points)] as const,
  );
  const first = f.blanks[0];
  const last = f.blanks[f.blanks.length - 1];
  const blanks =
    first === undefined || last === undefined
      ? []
      : [
          [
            `${labels.blanks(words.ranks[first], words.ranks[last])} (${f.blanks.join(', ')})`,
            '0',
          ] as const,
        ];
  return {
    kind: 'table',
    topic: 'card-values',
    caption: labels.caption,
    head: labels.head,
    rows: [...rows, ...blanks],
  };
}

/**
 * Strict play, item by item (docs/rules.md §1). With two players the second card is the last:
 * a trick is never trumped before it and a void hand's every trump beats the lead, so what
 * `strictBeat` and `underTrump` decide cannot arise and is not said.
 */
const strictPlay = ({ f, r, say }: Context): RulesBlock =>
  list(
    say('follow-beat'),
    when(f.playing > 2, () =>
      r.strictBeat ? say('strict-beat', 'strictBeat') : say('ruffed-no-beat', 'strictBeat'),
    ),
    say('must-trump'),
    when(f.playing > 2, () =>
      r.underTrump ? say('under-trump', 'underTrump') : say('overtrump-or-any', 'underTrump'),
    ),
    say('no-suit-no-trump'),
    say('trump-lead'),
    when(f.sides !== 'alone', () => say('partner-winning')),
  );

const PLAN: Readonly<Record<SectionTopic, Plan>> = {
  game: ({ say }) => [para(say('players')), para(say('aim'))],
  cards: (c) => [para(c.say('deck')), cardTable(c), para(c.say('order'))],
  deal: ({ f, say }) => [list(say('deal-hands'), say(TRUMP_FROM[f.trumpFrom]), say('mano'))],
  auction: ({ f, r, say }) =>
    f.auction
      ? [
          list(
            say('bids', 'minBid', 'bidStep'),
            r.auctionLaps === 'one'
              ? say('auction-one-lap', 'auctionLaps')
              : say('auction-until-passes', 'auctionLaps'),
            say('auction-all-pass'),
            // The censor judges the contract before trump is named (docs/rules.md §7).
            when(f.censor, () => say('censor')),
            f.sides === 'soloist'
              ? say('soloist')
              : say(r.firstLead === 'mano' ? 'first-lead-mano' : 'first-lead-bidder', 'firstLead'),
          ),
        ]
      : [],
  play: (c) => {
    const { f, r, say } = c;
    const trick = para(say('trick-winner'));
    if (f.play === 'free') return [trick, list(say('free-always'), say('drawing'))];
    if (f.play === 'strict') return [trick, para(say('strict-from-start')), strictPlay(c)];
    return [
      trick,
      list(
        say('free-while-stock'),
        when(r.stockPlay === 'follow-trump', () => say('stock-follow-trump', 'stockPlay')),
        say('drawing'),
      ),
      para(say('strict-after-stock')),
      strictPlay(c),
    ];
  },
  extras: ({ f, r, defaults, say }) => {
    const cantes = f.cantes
      ? [
          say('cantes'),
          say('cante-when'),
          r.whoSings === undefined
            ? null
            : say(r.whoSings === 'all' ? 'who-sings-all' : 'who-sings-bidders', 'whoSings'),
          f.sides === 'teams'
            ? say('partner-order')
            : when(f.sides === 'soloist' && r.whoSings === 'all', () =>
                say('partner-order', 'whoSings'),
              ),
          r.fortyFirst === false
            ? say('forty-any-order', 'fortyFirst')
            : say('forty-first', 'fortyFirst'),
          when(r.singAfterStock === false, () => say('no-sing-after-stock', 'singAfterStock')),
        ]
      : [];
    const swap = r.swap;
    const lines = [
      ...cantes,
      r.tute ? say('tute', 'tute') : when(defaults.tute, () => say('no-tute', 'tute')),
      swap === undefined
        ? null
        : swap === 'off'
          ? say('swap-off', 'swap')
          : say(swap === 'on-lead' ? 'swap-on-lead' : 'swap-after-win', 'swap', 'swapCard'),
      when(swap !== undefined && swap !== 'off' && f.swapCard === '7-and-2', () =>
        say('swap-card-7-and-2', 'swapCard'),
      ),
      when(r.capote === true, () => say('capote', 'capote')),
    ];
    return lines.some((line) => line !== null) ? [list(...lines)] : [];
  },
  scoring: ({ f, r, say }) => {
    const outcome =
      f.sides === 'soloist'
        ? [
            say('soloist-made'),
            say(r.failedBid === 'split' ? 'failed-split' : 'failed-each', 'failedBid'),
          ]
        : f.auction
          ? [say(r.scoring === 'bid' ? 'scoring-bid' : 'scoring-captured', 'scoring')]
          : [say('higher-wins'), say(r.tie === 'draw' ? 'tie-draw' : 'tie-last-trick', 'tie')];
    return [
      para(say('count')),
      list(say(f.bonus > 0 ? 'last-trick' : 'no-last-trick', 'lastTrickBonus'), ...outcome),
    ];
  },
  match: ({ f, r, say }) =>
    f.matchBy === 'points'
      ? [para(say('target-points', 'target'))]
      : [
          para(say('target-deals', 'target')),
          // A deal is drawn on equal totals, or in three-handed play with no leader (§4, §11).
          ...(r.tie === 'draw' || f.sideCount > 2 ? [para(say('deal-draw'))] : []),
        ],
};

const SECTIONS = Object.keys(PLAN).filter((key): key is keyof typeof PLAN =>
  Object.hasOwn(PLAN, key),
);

/** The rules of `variant` as played with `rules` (any option left out has its default). */
export function howToPlay(variant: Variant, rules: Rules, lang: Lang): RulesDoc {
  const spec = variantSpec(variant);
  const r: Rules = { ...spec.defaults, ...rules };
  const f = factsOf(spec, r);
  const book = BOOKS[lang];
  const say: Say = (topic, ...options) => {
    const text = book.lines[topic](f);
    const changed = options.filter((name) => r[name] !== spec.defaults[name]);
    return changed.length > 0
      ? { topic, text: `${text} ${book.houseRule}`, changed }
      : { topic, text };
  };
  const context: Context = { f, r, defaults: spec.defaults, say, book };
  return {
    variant,
    lang,
    title: book.names[variant],
    sections: SECTIONS.flatMap((topic) => {
      const blocks = PLAN[topic](context);
      return blocks.length > 0 ? [{ topic, heading: book.headings[topic](f), blocks }] : [];
    }),
  };
}
