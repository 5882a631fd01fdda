/**
 * The element's events (docs/api.md): typed details, all JSON-serialisable and public information
 * only, registered in the DOM's event maps so hosts get types for `addEventListener`.
 */
import type { Action, DealResult, PlayedCard, Seat } from '../engine/index.js';
import type { TuteErrorCode } from './errors.js';
import type { TuteTable } from './tute-table.js';

export interface TuteMoveDetail {
  /**
   * The seat that acted; `next-deal` carries no seat in the engine and is reported as seat 0,
   * who clicked it.
   */
  seat: Seat;
  action: Action;
  by: 'human' | 'ai';
}

export interface TuteTrickDetail {
  winner: Seat;
  cards: PlayedCard[];
  points: number;
}

export interface TuteDealEndDetail {
  result: DealResult;
  /** Match scores per side after this deal. */
  scores: number[];
}

export interface TuteMatchEndDetail {
  /** The winning side. */
  winner: number;
  scores: number[];
}

export interface TuteErrorDetail {
  /**
   * The engine's error code ('must-follow', 'unknown-variant' …) or the element's own
   * ('bad-rules', 'bad-theme' …): docs/api.md §4 lists them all.
   */
  code: TuteErrorCode;
  message: string;
}

/** Planned (docs/api.md §6): a `host` seat is to act. Not fired yet. */
export interface TuteTurnDetail {
  seat: Seat;
  legal: Action[];
}

/** Planned (docs/api.md §4): in replay, the position shown changed. Not fired yet. */
export interface TutePlyDetail {
  ply: number;
  deal: number;
}

export interface TuteEventDetails {
  'tute-move': TuteMoveDetail;
  'tute-trick': TuteTrickDetail;
  'tute-deal-end': TuteDealEndDetail;
  'tute-match-end': TuteMatchEndDetail;
  'tute-error': TuteErrorDetail;
  'tute-turn': TuteTurnDetail;
  'tute-ply': TutePlyDetail;
}

export type TuteEventName = keyof TuteEventDetails;

/**
 * Builds one of the element's events: bubbling, crossing shadow roots, detail copied to plain
 * JSON data.
 */
export function tuteEvent<K extends TuteEventName>(
  name: K,
  detail: TuteEventDetails[K],
): CustomEvent<TuteEventDetails[K]> {
  return new CustomEvent(name, {
    bubbles: true,
    composed: true,
    detail: JSON.parse(JSON.stringify(detail)) as TuteEventDetails[K],
  });
}

declare global {
  interface GlobalEventHandlersEventMap {
    'tute-move': CustomEvent<TuteMoveDetail>;
    'tute-trick': CustomEvent<TuteTrickDetail>;
    'tute-deal-end': CustomEvent<TuteDealEndDetail>;
    'tute-match-end': CustomEvent<TuteMatchEndDetail>;
    'tute-error': CustomEvent<TuteErrorDetail>;
    'tute-turn': CustomEvent<TuteTurnDetail>;
    'tute-ply': CustomEvent<TutePlyDetail>;
  }
  interface HTMLElementTagNameMap {
    'tute-table': TuteTable;
  }
}
