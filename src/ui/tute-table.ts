import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import {
  dealAward,
  illegalReason,
  isVariant,
  variantSpec,
  viewFor,
  type Action,
  type PlayerView,
  type TuteRecord,
  type Variant,
} from '../engine/index.js';
import { clip } from '../engine/errors.js';
import type { Player } from '../ai/rules-of-thumb.js';
import { AiTurns, HUMAN } from './ai-turns.js';
import { cardArtStyles } from './art/card-face.js';
import { AttributeChecks, DEFAULTS } from './attribute-checks.js';
import { AuctionPanel } from './auction-panel.js';
import { blockedReason } from './blocked.js';
import { Bubbles } from './bubbles.js';
import type { Controls, Difficulty, Mode, Sort, Speed, Theme } from './config.js';
import { ElementError, type TuteErrorCode } from './errors.js';
import { tuteEvent } from './events.js';
import { FocusFlow } from './focus-flow.js';
import { cleanNames, codeOf, MAX_MESSAGE } from './guards.js';
import { HandControl } from './hand-control.js';
import { rulesText } from './how-to-play.js';
import { LangController } from './i18n.js';
import { LookBackLoader } from './look-back-panels.js';
import { Menu } from './menu.js';
import { TableMotion } from './motion.js';
import { aiPause, holdOf } from './pace.js';
import { Panels } from './panels.js';
import { ReplayMode } from './replay-mode.js';
import { takeSnapshot } from './snapshot.js';
import { styles } from './styles.js';
import { cardStyles } from './styles-cards.js';
import { seatStyles } from './styles-seats.js';
import { TableMatch } from './table-match.js';
import { tableTemplate } from './templates.js';

/**
 * A text attribute's property: empty is as if removed (docs/api.md), and then it reads
 * undefined, as its type says (lit's own reading gives null).
 */
const text = { converter: (value: string | null) => value || undefined };

/**
 * A complete game of Tute or one of its family (tute-3, tute-4, subastado, subastao,
 * subastao-censor, brisca) against the computer. Seat 0 is the person at the page; every
 * other seat is played by the AI. When seat 0 sits a deal out (the censor, or a displaced
 * bidder) the AI seats play it to its end at the usual pace.
 *
 * @summary A playable Spanish card table: the Tute family against the computer.
 *
 * @attr {string} lang - The language: `es`, `en` or `de`; otherwise the nearest ancestor's
 *   `lang`, otherwise `en`.
 *
 * @event {CustomEvent<TuteMoveDetail>} tute-move - `{ seat, action, by }` after every action,
 *   human or AI.
 * @event {CustomEvent<TuteTrickDetail>} tute-trick - `{ winner, cards, points }` when a trick is
 *   complete; `winner` is a seat.
 * @event {CustomEvent<TuteDealEndDetail>} tute-deal-end - `{ result, scores }` when a deal ends;
 *   `result.winners` and `scores` index `view.sides`.
 * @event {CustomEvent<TuteMatchEndDetail>} tute-match-end - `{ winner, scores }` when the match
 *   ends; `winner` indexes `view.sides`.
 * @event {CustomEvent<TuteErrorDetail>} tute-error - `{ code, message }` on an illegal move, an
 *   invalid attribute value, a snapshot, stored match or record that cannot be resumed, or
 *   storage that cannot be used (`code` is a `TuteErrorCode`).
 * @event {CustomEvent<TutePlyDetail>} tute-ply - `{ ply, deal }` in replay, when the position
 *   shown changes.
 *
 * @csspart table - The whole table (a container for its layout).
 * @csspart hand - Seat 0's hand: a toolbar of card buttons.
 * @csspart card - Each card button of seat 0's hand (`data-card`, `aria-disabled`).
 * @csspart trick - The cards on the table, each placed toward its seat.
 * @csspart stock - The stock: a small pile of backs with its count.
 * @csspart indicator - The trump suit and its source (the trump card crosswise under the stock).
 * @csspart score - Match score and the deal's running points.
 * @csspart status - The status line: the last move and whose turn it is.
 * @csspart controls - The action buttons (cantes, swap, Tute, capote, next deal, new match); in
 *   replay the replay's (first, previous, autoplay, next, last, play from here).
 * @csspart caption - In replay, under the table: the position and the record's comments there.
 * @csspart auction - The auction panel: high bid, calls, bid buttons, trump and censor choices.
 * @csspart panel - A panel laid over the table (it never changes the table's size); each also
 *   has its own name as a part.
 * @csspart summary - The deal-end summary panel: closed by its close button or Escape, opened
 *   again by the `summary` button while the deal is over.
 * @csspart menu - The menu panel: new match, the settings, "How to play", "Copy record".
 * @csspart rules - The "How to play" panel.
 * @csspart log - The deal's log panel (and its table of tricks and calls).
 * @csspart last-trick - The previous trick's panel.
 * @csspart bubble - A speech bubble at a seat: a cante, Tute, swap, bid, pass or trump choice.
 *
 * @cssproperty --tute-felt - Table background (classic green felt; `light` and `dark` themes
 *   change the default).
 * @cssproperty --tute-ink - Text colour on the table.
 * @cssproperty --tute-accent - Buttons, focus ring, the seat to act and highlights.
 * @cssproperty --tute-font - Font family of the table.
 * @cssproperty --tute-radius - Corner radius of panels and buttons.
 * @cssproperty --tute-card-width - Width of the hand's cards (clamped to 2.5rem–9rem); other
 *   cards scale from it. Default: by the table's width; a narrow table lays a long hand out in
 *   two rows of larger cards.
 * @cssproperty --tute-card-face - Card face colour.
 * @cssproperty --tute-card-back - Card back colour.
 * @cssproperty --tute-card-line - Outlines and rank numbers on the cards.
 * @cssproperty --tute-suit-oros - Colour of the coins (oros) suit.
 * @cssproperty --tute-suit-copas - Colour of the cups (copas) suit.
 * @cssproperty --tute-suit-espadas - Colour of the swords (espadas) suit.
 * @cssproperty --tute-suit-bastos - Colour of the clubs (bastos) suit.
 */
export class TuteTable extends LitElement {
  static override styles = [styles, seatStyles, cardStyles, cardArtStyles];

  static override properties = {
    variant: { reflect: true },
    difficulty: { reflect: true },
    seed: text,
    rules: text,
    names: text,
    theme: { reflect: true },
    sort: { reflect: true },
    speed: { reflect: true },
    controls: { reflect: true },
    persist: text,
    mode: { reflect: true },
    ply: { type: Number },
    open: { type: Boolean, reflect: true },
    aiDelay: { attribute: false },
    // Own accessors, declared so that lit also takes a value set before the element was defined
    // (a script loaded late, a framework that sets properties first): it would hide them.
    record: { attribute: false, noAccessor: true },
    player: { attribute: false, noAccessor: true },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /**
   * The game: tute, tute-3, tute-4, subastado, subastao, subastao-censor or brisca (docs/api.md).
   * Changing it starts a new match.
   * @default 'tute'
   */
  declare variant: Variant;
  /**
   * How the AI seats play: easy, medium (rules of thumb), hard or expert (search).
   * @default 'medium'
   */
  declare difficulty: Difficulty;
  /**
   * The match seed, a number or text (an attribute's integer text is read as a number); without
   * it each match gets a random seed. Changing it starts a new match.
   */
  declare seed: number | string | undefined;
  /** Rule options as `key=value; key=value`, with the names of docs/rules.md §9. */
  declare rules: string | undefined;
  /** Comma-separated player names, seat 0 first. */
  declare names: string | undefined;
  /**
   * The colours: classic (green felt), light or dark.
   * @default 'classic'
   */
  declare theme: Theme;
  /**
   * How seat 0's hand is ordered: `suit` (by suit, then strength; trumps last) or `none`.
   * @default 'suit'
   */
  declare sort: Sort;
  /**
   * The pace: `slow`, `normal`, `fast` or `instant` (the AI's pauses and the bubbles).
   * @default 'normal'
   */
  declare speed: Speed;
  /**
   * `menu`: the table's menu button in the top bar; `none`: no menu (a host drives it).
   * @default 'menu'
   */
  declare controls: Controls;
  /** A `localStorage` key: the match is saved there after every action and resumed on load. */
  declare persist: string | undefined;
  /**
   * `play` (against the AI) or `replay` (step through `record`; docs/api.md).
   * @default 'play'
   */
  declare mode: Mode;
  /**
   * In replay: the position shown, in actions from the record's start (next-deal not counted).
   * @default 0
   */
  declare ply: number;
  /**
   * Every hand face up (replays, teaching); the AI still sees only its own.
   * @default false
   */
  declare open: boolean;
  /**
   * Milliseconds the AI waits before each move at `normal` speed (default 400; 2.5 times as
   * long after a finished trick; `speed` scales it). A property only, never an attribute.
   * @default 400
   */
  declare aiDelay: number;

  private readonly _checks = new AttributeChecks((code, message) => this._error(code, message));
  private readonly _lang = new LangController(this, (error) => this._report(error));
  /**
   * First of the controllers that read the match: when replay ends, the live match is back
   * before saving (persist) and the AI look at it in the same update.
   */
  private readonly _replay = new ReplayMode(this, this._lang, {
    state: () => this._match.state,
    adopt: (state) => this._match.take(state),
    show: (state, before) => this._match.show(state, before),
    report: (code, message) => this._error(code, message),
  });
  private readonly _match: TableMatch = new TableMatch(this, {
    paused: () => this._replay.active,
    report: (error) => this._report(error),
    reset: (state) => {
      this._ai.cancel();
      this._bubbles.clear();
      this._motion.reset();
      this._panels.reset(state);
    },
    moved: (before, after, { last, reveal }) => {
      this._ai.cancel();
      const hold = holdOf(this);
      this._bubbles.say(last, reveal, hold);
      this._panels.moved(before, after, aiPause(this) > 0 ? hold : 0);
    },
  });
  private readonly _ai = new AiTurns(this, {
    state: () => this._match.state,
    paused: () => this._replay.active,
    level: () => this._checks.good.difficulty,
    apply: (action) => this._match.apply(action, 'ai'),
    wait: () => this._bubbles.wait,
    report: (error) => this._report(error),
  });
  /**
   * "How to play" for the menu: `_howToPlay(variant, rules, this._lang.lang)` resolves to the
   * rules, loaded on first use, or to a short fallback after one `rules-unavailable` error.
   */
  private readonly _howToPlay = rulesText((error) => this._report(error));
  private readonly _bubbles = new Bubbles(this);
  private readonly _motion = new TableMotion(this);
  private readonly _panels = new Panels(this);
  private readonly _lookBack = new LookBackLoader(this, () => this._panels.open);
  private readonly _auction = new AuctionPanel(
    this,
    () =>
      [this.variant, this._match.state.variant].some((v) => isVariant(v) && variantSpec(v).auction),
    (code, message) => this._error(code, message),
  );
  private readonly _menu = new Menu(this, {
    lang: () => this._lang.lang,
    panel: () => this._panels.open,
    howToPlay: this._howToPlay,
    names: () => this._names(),
  });
  private readonly _hand = new HandControl(this, {
    view: () => this.view,
    sort: () => this._checks.good.sort,
    blocked: (card) =>
      this._replay.active ||
      illegalReason(this._match.state, { type: 'play', seat: HUMAN, card }) !== null,
    play: (card) => !this._replay.active && this._match.apply({ type: 'play', seat: HUMAN, card }),
  });
  private readonly _focus = new FocusFlow(this, (card) => this._hand.stop(card));

  /**
   * A host's own player for the AI seats (e.g. `chooseAction` from `tute-table/ai`), asked for
   * every move at the `difficulty` level; null (the default) for the built-in players: rules of
   * thumb for `easy` and `medium`, the search (loaded on first use) for `hard` and `expert`.
   * Anything else throws a TypeError and keeps the player there was.
   */
  get player(): Player | null {
    return this._ai.player;
  }
  set player(player: Player | null | undefined) {
    if (player != null && typeof player !== 'function')
      throw new TypeError('player: a function or null');
    this._ai.player = player ?? null;
  }

  constructor() {
    super();
    Object.assign(this, DEFAULTS, { variant: 'tute', ply: 0, open: false, aiDelay: 400 });
  }

  /** The PlayerView of seat 0 (read-only). */
  get view(): PlayerView {
    const view = viewFor(this._match.state, HUMAN);
    if (this._replay.active) view.legal = [];
    return view;
  }

  /** Seat 0's legal actions now; [] while another seat is to act. */
  get legalActions(): Action[] {
    return this.view.legal;
  }

  /**
   * The match so far as a record (docs/records.md); in replay, the record shown. Set (a record
   * or its text): played on from its end, or shown at `ply` in replay (docs/api.md).
   */
  get record(): TuteRecord {
    return this._replay.record;
  }
  set record(record: TuteRecord | string) {
    this._replay.record = record;
  }

  /** Starts a new match with the current variant, seed and rules. */
  newMatch(): void {
    this._match.start();
  }

  /**
   * Applies a legal action (for any seat). Rejects with the engine's IllegalActionError, and
   * fires `tute-error`, when it is not legal now; the game is then unchanged.
   */
  async act(action: Action): Promise<void> {
    if (this._replay.active) {
      const error = new ElementError('bad-mode', 'act(): the table is replaying');
      this._report(error);
      throw error;
    }
    this._match.apply(action, 'human', true);
    await this.updateComplete;
  }

  /**
   * The match as JSON text: `{ format: 'tute-table', version: 2, config, log }`, what it was
   * started from and every action since (docs/api.md).
   */
  snapshot(): string {
    return takeSnapshot(this._match.state);
  }

  /** Resumes a match from `snapshot()` text. A broken snapshot throws and changes nothing. */
  restore(snapshot: string): void {
    this._match.restore(snapshot);
  }

  /**
   * Takes the focus into the table (a custom element has none of its own): seat 0's decision,
   * as after its move (a playable card, a bid), else the hand's tab stop or the table.
   * `options` as for any element: `preventScroll` leaves the page where it is.
   */
  override focus(options?: FocusOptions): void {
    this._focus.enter(undefined, options);
  }

  override requestUpdate(...args: Parameters<LitElement['requestUpdate']>): void {
    // Undefined while lit's constructor asks for the first update, before the fields are set.
    (this._checks as AttributeChecks | undefined)?.seen(this, args[0]);
    super.requestUpdate(...args);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /**
   * Holds an update while a part it needs is on its way: the words of the table's language
   * (i18n.ts), the replay module in replay mode or with `open` (else a moment of a live table,
   * or of the hands' narrow layout, then a jump of 150 or 40 px), the storage when `persist` is
   * set (else a new match, then the stored one), the auction games' panel (else a moment of an
   * auction without it).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const wait =
      this._lang.pending() ??
      this._replay.pending() ??
      this._match.pending() ??
      this._auction.pending();
    return wait ? wait.then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * Where the attributes take effect: bad values are reported (once per change) and replaced,
   * and a change of variant, seed or rules starts the match they ask for, or resumes the one
   * stored for them under `persist`.
   */
  protected override willUpdate(changed: PropertyValues<this>): void {
    this._checks.choices(this, changed);
    this._checks.delay(this, changed);
    this._checks.langAndNames(this.getAttribute('lang'), this.names);
    this._match.follow(changed);
    super.willUpdate(changed);
  }

  /** The seats' names as the table shows them: those given, else the language's. */
  private _names(): string[] {
    const t = this._lang.strings;
    const given = cleanNames(this.names).names;
    return this.view.handSizes.map(
      (_, seat) => given[seat] ?? t.defaultNames[seat] ?? `${t.defaultNames[1]} ${seat}`,
    );
  }

  protected override render(): TemplateResult {
    const state = this._match.state;
    const replaying = this._replay.active;
    const view = this.view;
    const t = this._lang.strings;
    const names = this._names();
    const hand = this._hand;
    return html`${tableTemplate({
      view,
      open: this.open ? state.hands : null,
      controls: this._replay.controls(),
      t,
      order: (cards) => hand.order(cards),
      names,
      // Seat 0 under its default name (or given it, as records do) is "you".
      you: (seat) => seat === HUMAN && names[HUMAN] === t.defaultNames[0],
      // In replay the hand shows the record's cards: none is played from it.
      blocked: (card) => (replaying ? t.notPlayable : blockedReason(state, view, card, t)),
      last: this._match.last,
      awarded: dealAward(state),
      focusCard: hand.focusCard,
      hintCard: hand.hintCard,
      thinking: this._ai.pending,
      said: (seat) => this._bubbles.at(seat),
      panel: this._panels.open,
      lookBack: this._lookBack.current,
      auction: this._auction,
      menu: this._menu,
      menuShown: this._checks.good.controls === 'menu',
      onPanel: (name) => this._panels.set(name),
      onCard: this._focus.after((card: string) => hand.play(card)),
      onAction: this._focus.after((action: Action) => this._match.apply(action)),
      onNewMatch: this._focus.after(() => this.newMatch()),
      onHint: (card) => hand.hint(card),
      onHandKey: (event) => replaying || hand.key(event),
    })}${this._replay.caption()}`;
  }

  private _report(error: unknown): void {
    const { code, message } = codeOf(error);
    this._error(code, message);
  }

  private _error(code: TuteErrorCode, message: string): void {
    this.dispatchEvent(tuteEvent('tute-error', { code, message: clip(message, MAX_MESSAGE) }));
  }
}
