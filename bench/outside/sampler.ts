/**
 * `sampler`: a determinised Monte Carlo (PIMC) player that uses only its own PlayerView. The
 * hidden cards are dealt consistently with what the view proves (cards seen, cante and indicator
 * cards shown, voids and "could not beat" facts from strict tricks, docs/rules.md §1); each legal
 * card is tried in every such deal and played out with the greedy policy on the real engine.
 */
import {
  applyAction,
  legalActions,
  type Action,
  type CardCode,
  type GameState,
  type PlayerView,
  type Seat,
} from '../../src/engine/index.ts';
import { deckFor, sideOfSeat, str, suit } from './cards.ts';
import { greedyAction, obsFromState, obsFromView } from './greedy.ts';

export interface SamplerOptions {
  /** Playouts per decision, shared among the legal cards (default 120). */
  budget?: number;
  /** At most this many sampled deals (default 40)... */
  worlds?: number;
  /** ...and at least this many (default 10). */
  minWorlds?: number;
  seed?: number;
}

/** xorshift32, in [0, 1). */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** FNV-1a. */
function hashStr(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Seats that hold cards this deal. */
function activeSeats(view: PlayerView): Seat[] {
  const out: Seat[] = [];
  for (let s = 0; s < view.players; s++) if (s !== view.out) out.push(s);
  return out;
}

/** Facts from strict tricks: `forbid[seat]` holds the cards that seat cannot hold now. */
export function inferForbidden(view: PlayerView): Set<CardCode>[] {
  const n = activeSeats(view).length;
  const forbid = Array.from({ length: view.players }, () => new Set<CardCode>());
  if (view.variant === 'brisca') return forbid;
  const deck = deckFor(view.variant);
  const trump = view.trump;
  const played = view.played;
  for (let t = 0; t * n < played.length; t++) {
    const strict = view.variant === 'tute' ? t >= 12 : true; // tute: 12 free tricks with a stock
    if (!strict) continue;
    const tr = played.slice(t * n, t * n + n);
    const led = suit(tr[0]?.card ?? '');
    for (const [i, { seat, card }] of tr.entries()) {
      const no = forbid[seat];
      if (i === 0 || !no) continue;
      const before = tr.slice(0, i);
      const trumpsIn = before.filter((p) => suit(p.card) === trump);
      const ruffed = led !== trump && trumpsIn.length > 0;
      const highTrump = trumpsIn.length ? Math.max(...trumpsIn.map((p) => str(p.card))) : -1;
      if (suit(card) !== led) {
        for (const c of deck) if (suit(c) === led) no.add(c);
        if (suit(card) !== trump) {
          // Neither followed nor trumped: no trump, or none above the trick's highest.
          for (const c of deck) if (suit(c) === trump && str(c) > highTrump) no.add(c);
        } else if (ruffed && str(card) < highTrump) {
          for (const c of deck) if (suit(c) === trump && str(c) > highTrump) no.add(c);
        }
      } else if (!ruffed) {
        const ledCards = before.filter((p) => suit(p.card) === led);
        const hi = Math.max(...ledCards.map((p) => str(p.card)));
        if (str(card) < hi) for (const c of deck) if (suit(c) === led && str(c) > hi) no.add(c);
      }
    }
  }
  return forbid;
}

/** Deals the hidden cards into a full GameState consistent with the view. */
export function determinize(
  view: PlayerView,
  forbid: readonly Set<CardCode>[],
  R: () => number,
): GameState {
  const me = view.seat;
  const deck = deckFor(view.variant);
  const playedSet = new Set(view.played.map((p) => p.card));
  const knownElsewhere = new Set([...view.hand, ...playedSet]);
  // tute and brisca: the indicator lies face up; tute-3: out of play.
  if (view.indicator && view.variant !== 'tute-4') knownElsewhere.add(view.indicator);
  const hands: CardCode[][] = [];
  const need: number[] = [];
  for (let s = 0; s < view.players; s++) {
    if (s === me) {
      hands.push([...view.hand]);
      need.push(0);
      continue;
    }
    const known = (view.shown[s] ?? []).filter((c) => !playedSet.has(c) && !knownElsewhere.has(c));
    known.forEach((c) => knownElsewhere.add(c));
    hands.push(known);
    need.push((view.handSizes[s] ?? 0) - known.length);
  }
  const stockN = view.stock;
  const pool = deck.filter((c) => !knownElsewhere.has(c));
  for (let attempt = 0; attempt < 40; attempt++) {
    const relax = attempt >= 30;
    const cap = need.slice();
    let capStock = stockN;
    const out = hands.map((h) => h.slice());
    const stock: CardCode[] = [];
    // The most constrained cards first.
    const order = pool
      .map((c) => {
        const elig: Seat[] = [];
        for (let s = 0; s < view.players; s++) {
          if (s !== me && (need[s] ?? 0) > 0 && (relax || !forbid[s]?.has(c))) elig.push(s);
        }
        return { c, elig, k: R() };
      })
      .sort((a, b) => a.elig.length - b.elig.length || a.k - b.k);
    let ok = true;
    for (const { c, elig } of order) {
      let tot = capStock;
      for (const s of elig) tot += cap[s] ?? 0;
      if (tot <= 0) {
        ok = false;
        break;
      }
      let x = R() * tot;
      let placed = false;
      for (const s of elig) {
        const room = cap[s] ?? 0;
        if (x < room) {
          out[s]?.push(c);
          cap[s] = room - 1;
          placed = true;
          break;
        }
        x -= room;
      }
      if (!placed) {
        stock.push(c);
        capStock--;
      }
    }
    if (!ok) continue;
    // Shuffle the stock.
    for (let i = stock.length - 1; i > 0; i--) {
      const j = Math.floor(R() * (i + 1));
      const a = stock[i];
      const b = stock[j];
      if (a !== undefined && b !== undefined) {
        stock[i] = b;
        stock[j] = a;
      }
    }
    const { seat: _seat, hand: _hand, handSizes: _sizes, legal: _legal, ...rest } = view;
    return { ...rest, hands: out, stock, seed: 1, stacked: [] } as GameState;
  }
  throw new Error('determinize failed');
}

/** 1 for a deal won, ½ for a draw, 0 for a loss, plus 0.002 a point of margin. */
function outcome(state: GameState, mySide: number): number {
  const r = state.result;
  if (!r) throw new Error('playout: the deal is not over');
  const v = r.winners.includes(mySide) ? 1 : r.winners.length === 0 ? 0.5 : 0;
  const mine = r.totals[mySide] ?? 0;
  const other = Math.max(...r.totals.filter((_, i) => i !== mySide));
  return v + 0.002 * (mine - other);
}

export function playout(state: GameState, mySide: number): number {
  let s = state;
  let guard = 0;
  while (s.phase !== 'deal-over' && s.phase !== 'match-over') {
    const legal = legalActions(s);
    const only = legal.length === 1 ? legal[0] : undefined;
    s = applyAction(s, only ?? greedyAction(obsFromState(s, legal)));
    if (++guard > 500) throw new Error('playout runaway');
  }
  return outcome(s, mySide);
}

export function samplerAction(view: PlayerView, opts: SamplerOptions = {}): Action {
  const legal = view.legal;
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only) return only;
  const obs = obsFromView(view);
  // Bids, trump, the censor and declarations: the greedy rules (always sing or declare a Tute,
  // swap when it gains).
  const plays = legal.filter((a) => a.type === 'play');
  const declares = legal.some((a) => a.type === 'tute' || a.type === 'sing');
  if (view.phase !== 'play' || plays.length < 2 || declares) return greedyAction(obs);
  const g = greedyAction(obs);
  if (g.type !== 'play') return g; // the swap first
  const budget = opts.budget ?? 120;
  const worlds = Math.max(
    opts.minWorlds ?? 10,
    Math.min(opts.worlds ?? 40, Math.ceil(budget / plays.length)),
  );
  const R = rng((opts.seed ?? 0) ^ hashStr(JSON.stringify(view.log)) ^ (view.seat * 7919));
  const forbid = inferForbidden(view);
  const mySide = sideOfSeat(view.sides, view.seat);
  const totals = plays.map(() => 0);
  for (let w = 0; w < worlds; w++) {
    const world = determinize(view, forbid, R);
    plays.forEach((play, i) => {
      totals[i] = (totals[i] ?? 0) + playout(applyAction(world, play), mySide);
    });
  }
  let bi = 0;
  totals.forEach((total, i) => {
    if (total > (totals[bi] ?? 0) + 1e-9) bi = i;
  });
  return plays[bi] ?? g;
}
