/**
 * The rules of one deal as the simulator reads them: plain numbers and flags resolved once, so
 * the hot loop never looks at strings. Built from the public state (variant, rules, sides,
 * the seat sitting out, the contract); the variant facts below restate RULES.md §2 — the
 * lock-step tests hold them equal to the engine.
 */
import type { GameState, Variant } from '../../engine/index.js';
import { POS_SEVEN, POS_TWO } from './cards.js';

/** How play is constrained (RULES.md §1, §2, §3, §8). */
export const PLAY_FREE = 0;
export const PLAY_STOCK_THEN_STRICT = 1;
export const PLAY_STRICT = 2;

/** `swap` option. */
export const SWAP_OFF = 0;
export const SWAP_ON_LEAD = 1;
export const SWAP_AFTER_WIN = 2;

/** `swapCard` option: the position of the card given, or both (the 7 for point cards, the 2 for blanks). */
export const SWAP_CARD_NONE = -1;
export const SWAP_CARD_SEVEN = POS_SEVEN;
export const SWAP_CARD_TWO = POS_TWO;
export const SWAP_CARD_SEVEN_AND_TWO = 100;

interface VariantFacts {
  stock: boolean;
  play: number;
  cantes: boolean;
}

const FACTS: Readonly<Record<Variant, VariantFacts>> = {
  tute: { stock: true, play: PLAY_STOCK_THEN_STRICT, cantes: true },
  brisca: { stock: true, play: PLAY_FREE, cantes: false },
  'tute-3': { stock: false, play: PLAY_STRICT, cantes: true },
  'tute-4': { stock: false, play: PLAY_STRICT, cantes: true },
  subastado: { stock: false, play: PLAY_STRICT, cantes: true },
  subastao: { stock: false, play: PLAY_STRICT, cantes: true },
  'subastao-censor': { stock: false, play: PLAY_STRICT, cantes: true },
};

export interface SimRules {
  readonly variant: Variant;
  readonly players: number;
  /** The seat that holds no cards this deal (the censor or the bidder it displaced), or -1. */
  readonly out: number;
  /** Seats that play: a trick is complete with this many cards. */
  readonly active: number;
  readonly sides: number;
  /** Side index by seat. */
  readonly sideOf: Int8Array;
  /** Partner by seat, or -1 (only the 2-v-2 games have partners). */
  readonly partner: Int8Array;
  readonly hasStock: boolean;
  readonly play: number;
  /** `stockPlay: 'follow-trump'`. */
  readonly followTrump: boolean;
  readonly strictBeat: boolean;
  readonly underTrump: boolean;
  readonly fortyFirst: boolean;
  readonly singAfterStock: boolean;
  readonly cantes: boolean;
  readonly tute: boolean;
  readonly capote: boolean;
  readonly swap: number;
  readonly swapCard: number;
  readonly lastTrickBonus: number;
  /** `whoSings: 'bidders'`: the only side that may sing, else -1 (everyone may). */
  readonly singSide: number;
}

type RulesSource = Pick<GameState, 'variant' | 'rules' | 'players' | 'sides' | 'out' | 'contract'>;

function swapCardCode(value: string | undefined): number {
  switch (value) {
    case '7':
      return SWAP_CARD_SEVEN;
    case '2':
      return SWAP_CARD_TWO;
    case '7-and-2':
      return SWAP_CARD_SEVEN_AND_TWO;
    default:
      return SWAP_CARD_NONE;
  }
}

function swapCode(value: string | undefined): number {
  if (value === 'on-lead') return SWAP_ON_LEAD;
  if (value === 'after-win-before-draw') return SWAP_AFTER_WIN;
  return SWAP_OFF;
}

/** The deal's rules in simulator form. */
export function simRules(s: RulesSource): SimRules {
  const facts = FACTS[s.variant];
  if (!facts) throw new RangeError(`unknown variant ${String(s.variant)}`);
  const sideOf = new Int8Array(s.players).fill(-1);
  s.sides.forEach((members, side) =>
    members.forEach((seat) => {
      sideOf[seat] = side;
    }),
  );
  const partner = new Int8Array(s.players).fill(-1);
  for (const members of s.sides) {
    if (members.length === 2) {
      partner[members[0] as number] = members[1] as number;
      partner[members[1] as number] = members[0] as number;
    }
  }
  const r = s.rules;
  const singSide =
    r.whoSings === 'bidders' && s.contract !== null ? (sideOf[s.contract.seat] as number) : -1;
  return {
    variant: s.variant,
    players: s.players,
    out: s.out ?? -1,
    active: s.players - (s.out === null ? 0 : 1),
    sides: s.sides.length,
    sideOf,
    partner,
    hasStock: facts.stock,
    play: facts.play,
    followTrump: r.stockPlay === 'follow-trump',
    strictBeat: r.strictBeat === true,
    underTrump: r.underTrump === true,
    fortyFirst: r.fortyFirst === true,
    singAfterStock: r.singAfterStock !== false,
    cantes: facts.cantes,
    tute: r.tute === true,
    capote: r.capote === true,
    swap: swapCode(r.swap),
    swapCard: swapCardCode(r.swapCard),
    lastTrickBonus: r.lastTrickBonus,
    singSide,
  };
}
