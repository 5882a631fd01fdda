/**
 * A record replayed on the table (docs/api.md, replay mode): the position at any ply (the
 * engine's `replay`, cached), the controls to step through it, autoplay, the ← → Home End keys
 * and the comments as a caption. Part of the lazily loaded replay module (replay.js): the element
 * hands in lit's `html` and `nothing`, so this module carries no copy of lit.
 */
import type { html as litHtml, nothing as litNothing, TemplateResult } from 'lit';
import { parseRecord, replay } from '../../engine/record/index.js';
import type { GameState, TuteRecord } from '../../engine/types.js';
import { adoptStyles } from '../adopt-styles.js';
import type { Lang } from '../i18n.js';
import { REPLAY_STRINGS } from './strings.js';

/** The element's lit, for the templates. */
export interface Lit {
  html: typeof litHtml;
  nothing: typeof litNothing;
}

/** What a session needs from the element. */
export interface ReplayTable {
  /** The element: it listens for keys there; its `ply` is the position shown. */
  readonly host: HTMLElement & { ply: number | null };
  /** Milliseconds between the steps of autoplay. */
  pace(): number;
  /** Puts the position after `ply` actions on the table (`before`: the one before it). */
  show(state: GameState, before: GameState | null, ply: number): void;
  /** Turns the position shown into a live game against the AI. */
  playFromHere(): void;
  /** Reports a problem as a `tute-error` with the element's code. */
  report(code: 'bad-ply', message: string): void;
  requestUpdate(): void;
}

/**
 * A record from the notation's text, JSON text or a `TuteRecord` object, checked in full and
 * in its normal form (docs/records.md §4). Throws RecordError; for an object its errors name
 * the path of the value at fault.
 */
export function readRecord(source: unknown): TuteRecord {
  if (typeof source === 'string') return parseRecord(source);
  replay(source as TuteRecord);
  return parseRecord(JSON.stringify(source));
}

/** Positions kept at once; a longer record computes the others again when they are shown. */
const CACHED = 500;

export class ReplaySession {
  /** The position shown: actions from the record's start (`next-deal` not counted). */
  ply = 0;
  readonly total: number;
  /** The ply each deal starts at. */
  private readonly _starts: number[] = [];
  private readonly _states = new Map<number, GameState>();
  private _timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly record: TuteRecord,
    private readonly table: ReplayTable,
  ) {
    let total = 0;
    for (const deal of record.deals) {
      this._starts.push(total);
      total += deal.actions.length;
    }
    this.total = total;
    table.host.addEventListener('keydown', this._onKey);
  }

  /** The session ends: autoplay stops, the keys are the table's again. */
  dispose(): void {
    this.stop();
    this.table.host.removeEventListener('keydown', this._onKey);
  }

  /** The state after `ply` actions (0 ≤ ply ≤ total). */
  at(ply: number): GameState {
    let state = this._states.get(ply);
    if (!state) {
      if (this._states.size >= CACHED) this._states.clear();
      state = replay(this.record, ply);
      this._states.set(ply, state);
    }
    return state;
  }

  /**
   * Shows the position after `ply` actions (none, as when the attribute is removed: the start; a
   * bad one is reported and clamped into the record) unless it is shown already; `force` shows
   * it again. Whatever was asked, the host's `ply` is then the position shown; `tute-ply` fires
   * only when that changed. `waiting`: a record may still come (the table shows the match so
   * far), so a whole ply beyond the end is kept for it, not reported.
   */
  go(ply: number | null, force = false, waiting = false): void {
    let to = ply ?? 0;
    if (!(Number.isInteger(to) && to >= 0 && to <= this.total)) {
      to = Math.min(Math.max(Math.round(Number.isFinite(to) ? to : 0), 0), this.total);
      if (!(waiting && Number.isInteger(ply) && to < (ply ?? 0))) {
        // `ply="abc"` reads NaN: the message quotes the attribute's text instead.
        const text = this.table.host.getAttribute('ply');
        const got =
          Number.isNaN(ply) && text !== null && Number.isNaN(Number(text))
            ? JSON.stringify(text)
            : String(ply);
        this.table.report(
          'bad-ply',
          `ply must be a whole number from 0 to ${this.total}; got ${got} (showing ${to})`,
        );
      }
    }
    if (to === this.ply && !force) {
      this.table.host.ply = to;
      return;
    }
    this.ply = to;
    this.table.show(this.at(to), to > 0 ? this.at(to - 1) : null, to);
  }

  /** Moves by `delta` actions, within the record. */
  step(delta: number): void {
    this.go(Math.min(Math.max(this.ply + delta, 0), this.total));
  }

  get playing(): boolean {
    return this._timer !== undefined;
  }

  /** Autoplay on (from the start when at the end) or off. */
  toggle(): void {
    if (this.playing) {
      this.stop();
    } else {
      if (this.ply === this.total) this.go(0);
      this._tick();
    }
    this.table.requestUpdate();
  }

  stop(): void {
    clearTimeout(this._timer);
    this._timer = undefined;
  }

  private _tick(): void {
    this._timer = setTimeout(() => {
      this._timer = undefined;
      this.step(1);
      if (this.ply < this.total && this.table.host.isConnected) this._tick();
      else this.table.requestUpdate();
    }, this.table.pace());
  }

  /** A step by the person (a button, a key): autoplay stops. */
  private _user(move: () => void): void {
    this.stop();
    move();
    this.table.requestUpdate();
  }

  private readonly _onKey = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: () => this.step(-1),
      ArrowRight: () => this.step(1),
      Home: () => this.go(0),
      End: () => this.go(this.total),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    this._user(move);
  };

  /** The comments at the position shown: a deal's end and the next deal's start share a ply. */
  comments(ply = this.ply): string[] {
    return this.record.deals.flatMap((deal, i) => {
      const at = ply - (this._starts[i] ?? 0);
      const text = at >= 0 && at <= deal.actions.length ? deal.comments?.[at] : undefined;
      return text === undefined ? [] : [text];
    });
  }

  /** The controls row: first, previous, autoplay, next, last. */
  controls({ html, nothing }: Lit, lang: Lang): TemplateResult {
    const { ply, total, playing } = this;
    const s = REPLAY_STRINGS[lang];
    // Named by the title alone, which a pointer shows as a tooltip: with an equal aria-label
    // the title was heard again as the description.
    const button = (action: string, label: string, icon: string, off: boolean, run: () => void) =>
      html`<button
        type="button"
        class="icon"
        data-action=${action}
        title=${label}
        aria-disabled=${off ? 'true' : 'false'}
        aria-pressed=${action === 'replay-play' ? String(playing) : nothing}
        @click=${() => {
          if (!off) run();
        }}
      >
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d=${icon}></path></svg>
      </button>`;
    return html`<div
      part="controls"
      class="controls replay"
      role="toolbar"
      aria-label=${s.controls}
    >
      ${button('replay-first', s.first, 'M2 2h2.5v12H2zM14 2 5 8l9 6z', ply === 0, () =>
        this._user(() => this.go(0)),
      )}
      ${button('replay-prev', s.previous, 'M13 2 4 8l9 6z', ply === 0, () =>
        this._user(() => this.step(-1)),
      )}
      ${button(
        'replay-play',
        s.play,
        playing ? 'M3 2h3.5v12H3zm6.5 0H13v12H9.5z' : 'M1 2l7 6-7 6zm7 0 7 6-7 6z',
        total === 0,
        // Its own toggle: through _user it would be stopped first and then started again.
        () => this.toggle(),
      )}
      ${button('replay-next', s.next, 'M3 2l9 6-9 6z', ply === total, () =>
        this._user(() => this.step(1)),
      )}
      ${button('replay-last', s.last, 'M2 2l9 6-9 6zM11.5 2H14v12h-2.5z', ply === total, () =>
        this._user(() => this.go(total)),
      )}
    </div>`;
  }

  /** "Play from here": the position becomes a live game. */
  playFromHere(): void {
    this.stop();
    this.table.playFromHere();
  }
}

/**
 * The caption under the table: the position with "play from here", then the record's comments
 * there, or why the record cannot be shown. Its height is fixed (the comments scroll), so
 * stepping never moves the page. It lies on the page: its own words carry the table's language,
 * the comments keep the page's (their writer's).
 */
export function caption(
  { html, nothing }: Lit,
  lang: Lang,
  session: ReplaySession | null,
  error: string | null,
): TemplateResult {
  const s = REPLAY_STRINGS[lang];
  const where = session
    ? html`<span>${s.position(session.at(session.ply).dealCount, session.ply, session.total)}</span>
        <button type="button" data-action="play-from-here" @click=${() => session.playFromHere()}>
          ${s.playFromHere}
        </button>`
    : nothing;
  return html`<div part="caption" class="caption">
    <p class="where" lang=${lang}>${where}</p>
    <div class="notes" role="region" aria-label=${s.comments} aria-live="polite" tabindex="0">
      ${
        error === null
          ? (session?.comments() ?? []).map((text) => html`<p>${text}</p>`)
          : html`<p class="error" lang=${lang}>${s.broken} ${error}</p>`
      }
    </div>
  </div>`;
}

/**
 * The replay's own styles, added to the element's (constructed, so strict CSP allows them).
 * The others' open hands (`open`, in replay or play) lie in two rows of five larger cards
 * (seven from eleven cards on, as tute-3 deals, where the seats are wider), the upper row's
 * indices showing above the lower, instead of a strip of slivers too thin to read: their fan's
 * row of the seat box (styles-seats.ts, whose other two rows are repeated here) grows for as
 * long as `open` is set, so nothing moves while stepping. On a wide table (styles.ts) the seats
 * keep the narrow table's places, side by side above the middle: beside it the side seats'
 * columns left cards a fifth of their width apart, their index without their suit. The won
 * pile, which the cards leave no room for beside them, lies under the count, at the right of
 * the bubble's row.
 * While the record cannot be shown, the table shows no cards, score nor status: the match it
 * holds is not the record's. The caption lies outside `.table`, which sets the buttons' height
 * (`--_btn`), so it sets its own: its button was 34 px high, and its row, empty beside an
 * error, left the element 34 px lower than with the record. It is inline-level, as `.table`
 * is, so a wrapper's underline (a link, `ins`) is not drawn through its words. Comments longer
 * than their box fade out at its foot until it is scrolled to the end (a scroll-driven
 * animation, which runs only while there is something to scroll): a phone shows no scroll bar,
 * and the cut looked like the comment's end. Under 15rem (a phone with large text) the position
 * has a row of two lines to itself and the button the next: sharing one, the button ran past
 * the caption at 200% text, and at 150% the position broke onto a second line as the moves'
 * numbers grew, which moved the page while stepping. There the open hands' cards are sized by
 * the table's width, not by the text: at the cards' 3rem floor (96 px at 200% text) five of
 * them shared a seat's 90 px at 320 px, and each row showed its last card alone.
 */
const CSS = `
.caption{--_btn:2.75rem;display:inline-block;width:100%;vertical-align:top;margin:.4rem 0 0;
padding:0 0 0 .6rem;border-inline-start:3px solid var(--_accent)}
.caption .where{display:flex;align-items:center;justify-content:space-between;gap:.5rem;
min-height:var(--_btn);margin:0;font-size:.85rem;font-variant-numeric:tabular-nums}
.caption button{flex:none;min-height:var(--_btn);padding:.35rem .8rem;
border:2px solid var(--_accent);
background:var(--_accent);color:var(--_on-accent);font-weight:600}
.notes{height:7em;overflow-y:auto;line-height:1.35}.notes p{margin:.2em 0 .4em}
.notes{animation:more linear both;animation-timeline:scroll(self)}
@keyframes more{0%,96%{mask-image:linear-gradient(#000 calc(100% - 2.5em),#0002)}
100%{mask-image:none}}
.notes .error{font-weight:600}
.table:has(~.caption .error) :is(.score,.seat,.center,.status,.hand-area){
visibility:hidden}
.replay .icon{width:var(--_btn);padding:0;display:inline-grid;place-items:center}
.replay svg{width:1.1rem;height:1.1rem;fill:currentColor}
.replay [aria-disabled='true']{opacity:.45;cursor:default}
@media (forced-colors:active){.replay svg{fill:ButtonText}.caption button{border-color:ButtonText}}
:host([open]) .table[data-players='3']{grid-template-columns:repeat(2,minmax(0,1fr));
grid-template-areas:'bar bar' 'left right' 'center center' 'status status' 'controls controls'
'me me' 'hand hand'}
:host([open]) .table[data-players='4']{grid-template-columns:repeat(3,minmax(0,1fr));
grid-template-areas:'bar bar bar' 'left top right' 'center center center' 'status status status'
'controls controls controls' 'me me me' 'hand hand hand'}
:host([open]) .seat:not(.own){
grid-template-rows:calc(var(--_lines)*1.25rem) calc(var(--_w)*1.5) 1.6rem}
:host([open]) .seat .backs{--_fw:calc(var(--_w)*.66);flex-wrap:wrap;align-content:start;width:100%}
:host([open]) .seat .backs>*{flex:0 0 calc((100% - var(--_fw))/4)}
:host([open]) .seat .backs>:is(:nth-child(5n),:last-child){flex-basis:var(--_fw)}
:host([open]) .seat .backs>:nth-child(n+6){margin-top:calc(var(--_fw)*-.85)}
:host([open]) .seat .backs:has(>:nth-child(11))>*{flex-basis:calc((100% - var(--_fw))/6);margin:0}
:host([open]) .seat .backs:has(>:nth-child(11))>:is(:nth-child(7n),:last-child){
flex-basis:var(--_fw)}
:host([open]) .seat .backs:has(>:nth-child(11))>:nth-child(n+8){margin-top:calc(var(--_fw)*-.85)}
:host([open]) .seat:not(.own) .won{position:absolute;top:calc(100% + .55rem);right:0}
@container (width<36rem){:host([open]) .seat:not(.own){padding-inline:.1rem}}
@container (width<15rem){.caption .where{flex-wrap:wrap}
.caption .where>span{flex-basis:100%;min-height:2.7em}
:host([open]) .seat:not(.own){grid-template-rows:calc(var(--_lines)*1.25rem) 21cqi 1.6rem}
:host([open]) .seat .backs{--_fw:9.6cqi}}
`;

/** Adds the replay's styles to the element's shadow root (once). */
export const addStyles = (root: ShadowRoot | null): void => adoptStyles(root, CSS);
