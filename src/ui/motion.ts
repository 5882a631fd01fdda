/**
 * The table's motion: a card flies to the trick from its seat, a finished trick slides to its
 * winner, drawn cards come from the stock, a new deal is dealt card by card, and cards of the
 * hand that changed place (a sorted draw or swap) slide there. Web Animations
 * only (`element.animate`), so no style attribute is ever written (strict CSP). It is off under
 * `prefers-reduced-motion: reduce` and when the AI does not wait (tests, `speed="instant"`).
 *
 * A reactive controller: it animates after each update and stops when the element leaves the
 * page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PlayerView } from '../engine/index.js';
import { aiPause, type Paced } from './pace.js';
import { position, type Position } from './templates/context.js';

const AWAY: Record<Position, [number, number]> = {
  bottom: [0, 1],
  top: [0, -1],
  left: [-1, 0],
  right: [1, 0],
};
const EASE = 'cubic-bezier(.2,.7,.3,1)';

const codes = (els: readonly HTMLElement[]): string[] =>
  els.map((el) => el.dataset.code ?? el.dataset.card ?? '');

const isPosition = (value: string | undefined): value is Position =>
  value !== undefined && Object.hasOwn(AWAY, value);

/** The element, as the motion reads it after each update. */
export interface MotionHost extends ReactiveControllerHost, Paced {
  /** Where the table is drawn. */
  readonly renderRoot: ParentNode;
  readonly view: PlayerView;
}

export class TableMotion implements ReactiveController {
  private _hand: string[] = [];
  private _trick: string[] = [];
  private _dealCount = -1;
  private _collect: Animation[] = [];
  /** Where each card of the hand was before this update. */
  private _was = new Map<string, DOMRect>();

  constructor(private readonly host: MotionHost) {
    host.addController(this);
  }

  hostUpdate(): void {
    this._was.clear();
    if (!motionAllowed(aiPause(this.host))) return;
    for (const el of this.host.renderRoot.querySelectorAll<HTMLElement>('[data-card]'))
      this._was.set(el.dataset.card ?? '', el.getBoundingClientRect());
  }

  hostUpdated(): void {
    const { renderRoot, view } = this.host;
    // The AI's pause: none turns motion off; a finished trick stays readable about as long.
    this.update(renderRoot, view, view.dealCount, aiPause(this.host));
  }

  hostDisconnected(): void {
    this.reset();
  }

  /** Animates what changed in `root` since the last update (a new deal count: a new deal). */
  private update(root: ParentNode, view: PlayerView, dealCount: number, pace: number): void {
    const handEls = [...root.querySelectorAll<HTMLElement>('[data-card]')];
    const playedEls = [...root.querySelectorAll<HTMLElement>('.trick .played')];
    const previous = root.querySelector('.trick.previous') !== null;
    const deal = dealCount !== this._dealCount || this._hand.length === 0;
    if (motionAllowed(pace)) {
      if (!previous) this._stopCollecting();
      for (const el of playedEls) {
        const pos = el.dataset.pos;
        const [x, y] = AWAY[isPosition(pos) ? pos : 'bottom'];
        const d = el.offsetHeight * 1.4;
        if (!this._trick.includes(el.dataset.code ?? ''))
          from(el, `translate(${x * d}px, ${y * d}px) scale(.9)`, 0.3);
      }
      // New cards are dealt in one by one, or drawn from above; the others slide to where
      // they now are (FLIP).
      handEls.forEach((el, i) => {
        const was = this._was.get(el.dataset.card ?? '');
        const now = el.getBoundingClientRect();
        const delay = deal ? i * 60 : 120;
        if (!was) from(el, `translateY(-${deal ? 120 : 60}%) scale(.8)`, 0, { delay });
        else if (Math.abs(was.left - now.left) + Math.abs(was.top - now.top) > 1)
          from(el, `translate(${was.left - now.left}px, ${was.top - now.top}px)`, 1);
      });
      if (previous && this._collect.length === 0 && view.phase === 'play' && view.lastTrick)
        this._gather(playedEls, view, pace);
    }
    this._hand = codes(handEls);
    this._trick = codes(playedEls);
    this._dealCount = dealCount;
  }

  /** Forgets running animations (new match, disconnect). */
  reset(): void {
    this._stopCollecting();
    this._hand = [];
    this._trick = [];
    this._dealCount = -1;
  }

  private _stopCollecting(): void {
    for (const a of this._collect) a.cancel();
    this._collect = [];
  }

  /** The finished trick slides toward its winner and fades, after a pause to read it. */
  private _gather(els: HTMLElement[], view: PlayerView, pace: number): void {
    const [x, y] = AWAY[position(view, view.lastTrick?.winner ?? 0)];
    for (const el of els) {
      const d = el.offsetHeight * 1.6;
      this._collect.push(
        from(el, `translate(${x * d}px, ${y * d}px) scale(.5)`, 0, {
          duration: 420,
          delay: 300 + Math.max(500, pace * 1.2),
          easing: 'ease-out',
          direction: 'reverse',
          fill: 'forwards',
        }),
      );
    }
  }
}

/**
 * Animates `el` from `transform` and `opacity` to where it is (held there before a delay);
 * reversed, from where it is to there.
 */
const from = (
  el: Element,
  transform: string,
  opacity: number,
  options: KeyframeAnimationOptions = {},
): Animation =>
  el.animate(
    [
      { transform, opacity },
      { transform: 'none', opacity: 1 },
    ],
    {
      duration: 300,
      easing: EASE,
      fill: 'backwards',
      ...options,
    },
  );

/** Whether motion is wanted: the AI waits (not a test) and the user has not asked for less. */
function motionAllowed(aiDelay: number): boolean {
  return aiDelay > 0 && !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
