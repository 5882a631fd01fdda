/**
 * The rules of one deal as the simulator reads them: plain numbers and flags resolved once, so
 * the hot loop never looks at strings. Built from the public state (variant, rules, sides,
 * the seat sitting out, the contract) and the engine's variant table; the lock-step tests hold
 * the simulator equal to the engine.
 */
import {
  askedAfter,
  playerCount,
  variantSpec,
  type GameState,
  type Variant,
  type VariantSpec,
} from '../../engine/index.js';
import { POS_SEVEN, POS_TWO } from './cards.js';

/** How play is constrained (docs/rules.md §1, §2, §3, §8). */
export const PLAY_FREE = 0;
export const PLAY_STOCK_THEN_STRICT = 1;
export const PLAY_STRICT = 2;

/** `swap` option. */
export const SWAP_OFF = 0;
export const SWAP_ON_LEAD = 1;
export const SWAP_AFTER_WIN = 2;

/**
 * `swapCard` option: the position of the card given, or both (the 7 for point cards, the 2 for
 * blanks).
 */
export const SWAP_CARD_NONE = -1;
export const SWAP_CARD_SEVEN = POS_SEVEN;
export const SWAP_CARD_TWO = POS_TWO;
export const SWAP_CARD_SEVEN_AND_TWO = 100;

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
  /**
   * Who is asked to declare after each seat wins a trick (the engine's `askedAfter`): the
   * partner in 2-v-2 games, the other defender against a soloist with `whoSings: 'all'`; or -1.
   */
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

const PLAY_CODES: Readonly<Record<VariantSpec['play'], number>> = {
  free: PLAY_FREE,
  'stock-then-strict': PLAY_STOCK_THEN_STRICT,
  strict: PLAY_STRICT,
};

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
  const spec = variantSpec(s.variant);
  const sideOf = new Int8Array(s.players).fill(-1);
  s.sides.forEach((members, side) =>
    members.forEach((seat) => {
      sideOf[seat] = side;
    }),
  );
  const partner = new Int8Array(s.players).fill(-1);
  for (let seat = 0; seat < s.players; seat++) {
    if (seat !== s.out) partner[seat] = askedAfter(s, seat) ?? -1;
  }
  const r = s.rules;
  const singSide =
    r.whoSings === 'bidders' && s.contract !== null ? (sideOf[s.contract.seat] ?? -1) : -1;
  return {
    variant: s.variant,
    players: s.players,
    out: s.out ?? -1,
    active: playerCount(s),
    sides: s.sides.length,
    sideOf,
    partner,
    hasStock: spec.stock,
    play: PLAY_CODES[spec.play],
    followTrump: r.stockPlay === 'follow-trump',
    strictBeat: r.strictBeat === true,
    underTrump: r.underTrump === true,
    fortyFirst: r.fortyFirst === true,
    singAfterStock: r.singAfterStock !== false,
    cantes: spec.cantes,
    tute: r.tute === true,
    capote: r.capote === true,
    swap: swapCode(r.swap),
    swapCard: swapCardCode(r.swapCard),
    lastTrickBonus: r.lastTrickBonus,
    singSide,
  };
}
