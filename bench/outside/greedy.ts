/**
 * `greedy`: a club player's rules of thumb, written from the rule book only. It decides from an
 * `Obs`, built from a PlayerView (honest play) or from a full state (the sampler's playouts).
 */
import {
  legalActions,
  type Action,
  type Auction,
  type CardCode,
  type Contract,
  type GameState,
  type Phase,
  type PlayedCard,
  type PlayerView,
  type Seat,
  type Suit,
  type Variant,
} from '../../src/engine/index.ts';
import {
  SUITS,
  deckFor,
  playingCount,
  pts,
  rank,
  sideOfSeat,
  str,
  suit,
  sumPts,
  trickWinnerIdx,
} from './cards.ts';

/** What the rules of thumb read. */
export interface Obs {
  variant: Variant;
  players: number;
  seat: Seat;
  phase: Phase;
  hand: readonly CardCode[];
  legal: readonly Action[];
  trick: readonly PlayedCard[];
  trump: Suit | null;
  sides: readonly (readonly Seat[])[];
  auction: Auction | null;
  contract: Contract | null;
  played: readonly PlayedCard[];
  indicator: CardCode | null;
  out: Seat | null;
  stockCount: number;
  sung: readonly Suit[];
  /** The contract holder's hand, shown to the censor in the censor phase. */
  censorSees: readonly CardCode[] | null;
}

type Table = GameState | PlayerView;

function obsOf(t: Table, seat: Seat, hand: readonly CardCode[], legal: readonly Action[]): Obs {
  const shown = t.phase === 'censor' && t.contract ? t.hands[t.contract.seat] : null;
  return {
    variant: t.variant,
    players: t.players,
    seat,
    phase: t.phase,
    hand,
    legal,
    trick: t.trick,
    trump: t.trump,
    sides: t.sides,
    auction: t.auction,
    contract: t.contract,
    played: t.played,
    indicator: t.indicator,
    out: t.out,
    stockCount: typeof t.stock === 'number' ? t.stock : t.stock.length,
    sung: t.deal ? t.deal.sung : [],
    censorSees: Array.isArray(shown) ? shown : null,
  };
}

export function obsFromView(view: PlayerView): Obs {
  return obsOf(view, view.seat, view.hand, view.legal);
}

export function obsFromState(state: GameState, legal?: readonly Action[]): Obs {
  const seat = state.turn ?? -1;
  return obsOf(state, seat, state.hands[seat] ?? [], legal ?? legalActions(state));
}

// ---------- hand strength (auction games) ----------

const isSubastao = (v: Variant): boolean => v === 'subastao' || v === 'subastao-censor';

function marriages(hand: readonly CardCode[]): Suit[] {
  return SUITS.filter((s) => hand.includes('12' + s) && hand.includes('11' + s));
}

/** Expected points of the bidding side if `trump` is named: a crude club estimate. */
export function estimate(hand: readonly CardCode[], trump: Suit, variant: Variant): number {
  const mine = hand.filter((c) => suit(c) === trump);
  let e = sumPts(hand);
  e +=
    mine.length * 6 +
    (mine.some((c) => rank(c) === 1) ? 6 : 0) +
    (mine.some((c) => rank(c) === 3) ? 3 : 0);
  const aces = hand.filter((c) => rank(c) === 1 && suit(c) !== trump).length;
  e += aces * 4;
  // The soloist always sings, whoever else may.
  for (const s of marriages(hand)) e += s === trump ? 40 : 20;
  if (isSubastao(variant))
    e = e - 12; // alone against two
  else e = e + 12; // subastado: a partner brings something
  return e;
}

export function bestTrump(
  hand: readonly CardCode[],
  variant: Variant,
): { suit: Suit | null; est: number } {
  let best: Suit | null = null;
  let bestE = -1e9;
  for (const s of SUITS) {
    const len = hand.filter((c) => suit(c) === s).length;
    const e = estimate(hand, s, variant) + len * 0.01;
    if (e > bestE) {
      bestE = e;
      best = s;
    }
  }
  return { suit: best, est: bestE };
}

// ---------- card play ----------

function unsungMarriageCards(obs: Obs): Set<CardCode> {
  const sung = new Set(obs.sung);
  const out = new Set<CardCode>();
  for (const s of marriages(obs.hand)) {
    if (!sung.has(s)) {
      out.add('12' + s);
      out.add('11' + s);
    }
  }
  return out;
}

function discardCost(c: CardCode, obs: Obs, keep: Set<CardCode>): number {
  let v = pts(c) * 10 + str(c);
  if (suit(c) === obs.trump) v += 60 + str(c) * 3;
  if (keep.has(c)) v += 25;
  return v;
}

function lowest(cards: readonly CardCode[], obs: Obs, keep: Set<CardCode>): CardCode | undefined {
  let best = cards[0];
  let bv = Infinity;
  for (const c of cards) {
    const v = discardCost(c, obs, keep);
    if (v < bv) {
      bv = v;
      best = c;
    }
  }
  return best;
}

/** The cheapest winner: a card of another suit before a trump, a weak one before a strong one. */
function winCost(c: CardCode, obs: Obs): number {
  return (suit(c) === obs.trump ? 100 : 0) + str(c) * 2 + pts(c);
}

function strictNow(obs: Obs): boolean {
  if (obs.variant === 'brisca') return false;
  if (obs.variant === 'tute') return obs.stockCount === 0 && !obs.indicator;
  return true;
}

export function choosePlay(obs: Obs): CardCode | undefined {
  const cards = obs.legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  if (cards.length === 1) return cards[0];
  const { trump, seat, trick } = obs;
  const keep = obs.variant === 'brisca' ? new Set<CardCode>() : unsungMarriageCards(obs);
  if (!trick.length) {
    // Lead: the master trump in strict play, else a low card of another suit.
    if (strictNow(obs) && obs.variant !== 'brisca') {
      const gone = new Set(obs.played.map((p) => p.card));
      const hidden = obs.variant === 'tute-3' ? obs.indicator : null;
      const outstandingTrumps = deckFor(obs.variant).filter(
        (c) => suit(c) === trump && !gone.has(c) && !obs.hand.includes(c) && c !== hidden,
      );
      const myTrumps = cards.filter((c) => suit(c) === trump).sort((a, b) => str(b) - str(a));
      const top = myTrumps[0];
      if (
        top !== undefined &&
        outstandingTrumps.length &&
        outstandingTrumps.every((c) => str(c) < str(top))
      )
        return top;
    }
    const nonTrumpLow = cards.filter((c) => suit(c) !== trump && pts(c) < 10 && !keep.has(c));
    if (nonTrumpLow.length) return lowest(nonTrumpLow, obs, keep);
    return lowest(cards, obs, keep);
  }
  const mySide = sideOfSeat(obs.sides, seat);
  const leader = trick[trickWinnerIdx(trick, trump)];
  const partnerWinning = leader !== undefined && sideOfSeat(obs.sides, leader.seat) === mySide;
  const after = playingCount(obs) - trick.length - 1;
  const trickPts = sumPts(trick.map((p) => p.card));
  const winners = cards.filter(
    (c) => trickWinnerIdx([...trick, { seat, card: c }], trump) === trick.length,
  );
  if (partnerWinning) {
    const losers = cards.filter((c) => !winners.includes(c));
    if (after === 0) {
      // Last to the trick and the partner's: the most points of another suit.
      const pool = (losers.length ? losers : cards).filter((c) => suit(c) !== trump);
      if (pool.length) return pool.sort((a, b) => pts(b) - pts(a) || str(a) - str(b))[0];
    }
    return lowest(losers.length ? losers : cards, obs, keep);
  }
  if (winners.length) {
    if (after === 0) {
      const free = winners.filter((c) => suit(c) !== trump && pts(c) === 0);
      if (trickPts > 0 || free.length)
        return winners.sort((a, b) => winCost(a, obs) - winCost(b, obs))[0];
    } else if (trickPts >= 4 || winners.some((c) => pts(c) >= 10 && suit(c) !== trump)) {
      const nt = winners.filter((c) => suit(c) !== trump).sort((a, b) => str(b) - str(a));
      if (nt.length) return nt[0];
      if (trickPts >= 10) return winners.sort((a, b) => str(a) - str(b))[0];
    }
  }
  const losers = cards.filter((c) => !winners.includes(c));
  return lowest(losers.length ? losers : cards, obs, keep);
}

/** The first of `actions` that `is`, else the first of them. */
export function pick(actions: readonly Action[], is: (a: Action) => boolean = () => true): Action {
  const action = actions.find(is) ?? actions[0];
  if (!action) throw new Error('outside player: no legal action');
  return action;
}

export function greedyAction(obs: Obs): Action {
  const legal = obs.legal;
  if (legal.length === 1) return pick(legal);
  if (obs.phase === 'auction') {
    const { est } = bestTrump(obs.hand, obs.variant);
    const bids = legal
      .flatMap((a) => (a.type === 'bid' ? [a] : []))
      .sort((a, b) => a.amount - b.amount);
    const high = obs.auction && obs.auction.high;
    const partnerHigh =
      high &&
      sideOfSeat(obs.sides, high.seat) === sideOfSeat(obs.sides, obs.seat) &&
      high.seat !== obs.seat;
    const limit = partnerHigh ? est - 15 : est;
    const cheapest = bids[0];
    if (cheapest && cheapest.amount <= limit) return cheapest;
    return pick(legal, (a) => a.type === 'pass');
  }
  if (obs.phase === 'censor') {
    const h = obs.censorSees;
    const take =
      h && h.length && obs.contract
        ? bestTrump(h, obs.variant).est > obs.contract.amount + 10
        : false;
    return pick(legal, (a) => a.type === 'censor' && a.take === take);
  }
  if (obs.phase === 'trump') {
    const { suit: s } = bestTrump(obs.hand, obs.variant);
    return pick(legal, (a) => a.type === 'trump' && a.suit === s);
  }
  // Play: declarations first (a Tute, a cante in trumps before another), the swap when it gains.
  const tute = legal.find((a) => a.type === 'tute');
  if (tute) return tute;
  const sings = legal.filter((a) => a.type === 'sing');
  if (sings.length) return pick(sings, (a) => a.type === 'sing' && a.suit === obs.trump);
  const swap = legal.find((a) => a.type === 'swap');
  if (swap && obs.indicator && str(obs.indicator) > str(`7${obs.trump}`)) return swap;
  if (!legal.some((a) => a.type === 'play')) return pick(legal, (a) => a.type === 'pass');
  const card = choosePlay(obs);
  return pick(legal, (a) => a.type === 'play' && a.card === card);
}
