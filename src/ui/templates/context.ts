/** What every template function receives, and small helpers about seats and sides. */
import type { Action, CardCode, PlayerView, Seat, TrickRecord } from '../../engine/index.js';
import type { TemplateResult } from 'lit';
import type { AuctionPanel } from '../auction-panel.js';
import type { Said } from '../bubbles.js';
import type { LookBack } from '../log-loader.js';
import type { Strings } from '../i18n.js';
import type { Menu } from '../menu.js';

/** What happened last, kept as data so a language switch re-renders it. */
export interface LastMove {
  seat: Seat;
  action: Action;
  /** The trick this move completed, if it did. */
  trick: TrickRecord | null;
  /** What a `pass` declined: a bid, a declaration or the swap. */
  passed?: 'bid' | 'declaration' | 'swap' | null;
  /** Everyone passed the auction: the cards were dealt again. */
  redeal?: boolean;
  /**
   * The card seat 0 drew from the stock with this move: after its trick, or after the swap or
   * pass the draw waited for (two-player games).
   */
  drew?: CardCode | undefined;
  /** The trump card shown under the stock, taken with its last draw, and who took it. */
  took?: { seat: Seat; card: CardCode } | undefined;
}

export interface TableContext {
  view: PlayerView;
  t: Strings;
  /** Every seat's hand, when all are face up (`open`); null when only seat 0's is. */
  open: readonly (readonly string[])[] | null;
  /** The controls row in place of the table's own (replay mode). */
  controls?: TemplateResult | undefined;
  /** Display name per seat. */
  names: string[];
  /** `cards` in the order the hand is shown (the `sort` attribute). */
  order: (cards: readonly string[]) => string[];
  /** Whether a sentence about `seat` is in the second person (seat 0 under its default name). */
  you: (seat: Seat) => boolean;
  /** Why a card of the hand may not be played now, or null when it may. */
  blocked: (card: string) => string | null;
  last: LastMove | null;
  /** Match points each side got from the deal just ended, when known. */
  awarded: number[] | null;
  /** The hand's card in the tab order (roving tabindex), if it is still in the hand. */
  focusCard: string | null;
  /** The hand's card under the pointer or the focus, whose reason the hint shows. */
  hintCard: string | null;
  /** The AI seat whose move is pending. */
  thinking: Seat | null;
  /** What `seat` is saying now (a speech bubble; a cante's cards), if anything. */
  said: (seat: Seat) => Said | undefined;
  /** The open panel of the overlay layer (templates/overlay.ts), or null. */
  panel: string | null;
  /** Draws the panels that look back; null while it loads, false when it cannot be loaded. */
  lookBack: LookBack | null | false;
  /** The auction games' panel, and the menu (unless `controls="none"` hides its button). */
  auction: AuctionPanel;
  menu: Menu;
  menuShown: boolean;
  /** Opens panel `name` (closes it when open); null closes the open panel. */
  onPanel: (name: string | null) => void;
  onCard: (card: string) => void;
  onAction: (action: Action) => void;
  onNewMatch: () => void;
  onHint: (card: string | null) => void;
  onHandKey: (event: KeyboardEvent) => void;
}

export type Position = 'bottom' | 'right' | 'top' | 'left';

/** The four seats from the viewer's, counter-clockwise. */
const AROUND_FOUR: readonly Position[] = ['bottom', 'right', 'top', 'left'];

/**
 * Where `seat` sits as seen from the viewer at the bottom; play goes round counter-clockwise
 * (to the right), as at a Spanish table.
 */
export function position(view: PlayerView, seat: Seat): Position {
  const n = view.players;
  const rel = (seat - view.seat + n) % n;
  if (rel === 0) return 'bottom';
  if (n === 2) return 'top';
  if (n === 3) return rel === 1 ? 'right' : 'left';
  return AROUND_FOUR[rel] ?? 'top';
}

/** "Lucía", or "Team A (You + Matt)" in partnership games. */
export function sideName({ view, t, names }: TableContext, side: number): string {
  const seats = view.sides[side] ?? [];
  const members = seats.map((seat) => names[seat] ?? '').join(' + ');
  return seats.length > 1 ? `${t.team(side)} (${members})` : members;
}

/** Whether `side` is seat 0 alone under its default name (for second-person sentences). */
export function isYou(c: TableContext, side: number): boolean {
  const [only, ...others] = c.view.sides[side] ?? [];
  return only !== undefined && others.length === 0 && c.you(only);
}
