import { LitElement, type PropertyValues } from 'lit';
import { chooseAction } from '../ai/index.js';
import {
  applyAction,
  ConfigError,
  newGame,
  viewFor,
  type Action,
  type GameConfig,
  type GameState,
  type PlayerView,
  type Seat,
} from '../engine/index.js';
import {
  DIFFICULTIES,
  formatRules,
  parseNames,
  parseRules,
  parseSeed,
  THEMES,
  type Difficulty,
} from './config.js';
import { tuteEvent, type TuteEventDetails, type TuteEventName } from './events.js';
import { DICTIONARIES, inheritedLang, toLang, type Lang, type Strings } from './i18n.js';
import { restoreSnapshot, SnapshotError, takeSnapshot } from './snapshot.js';
import { styles } from './styles.js';
import { tableTemplate, type LastMove } from './templates.js';
import { awardedBy, changedRules, seedNumber } from './match.js';

/** The human plays seat 0; every other seat is played by the AI. */
const HUMAN: Seat = 0;

/** Errors the element reports with a `tute-error` event: engine errors and its own. */
type CodedError = Error & { code: string };
const isCoded = (e: unknown): e is CodedError =>
  e instanceof Error && typeof (e as Partial<CodedError>).code === 'string';

/**
 * A complete game of Tute or one of its family (tute-3, tute-4, subastado, subastao,
 * subastao-censor, brisca) against the computer. Seat 0 is the person at the page; every
 * other seat is played by the AI. When seat 0 sits a deal out (the censor, or a displaced
 * bidder) the AI seats play it to its end at the usual pace.
 *
 * @summary A playable Spanish card table: the Tute family against the computer.
 *
 * @event tute-move - `{ seat, action, by }` after every action, human or AI.
 * @event tute-trick - `{ winner, cards, points }` when a trick is complete.
 * @event tute-deal-end - `{ result, scores }` when a deal ends.
 * @event tute-match-end - `{ winner, scores }` when the match ends.
 * @event tute-error - `{ code, message }` on an illegal move or an invalid attribute value.
 *
 * @csspart table - The whole table.
 * @csspart hand - Seat 0's hand.
 * @csspart card - Each card button of seat 0's hand.
 * @csspart trick - The cards on the table.
 * @csspart stock - The stock count.
 * @csspart indicator - The trump suit and the face-up trump card.
 * @csspart score - Deal points and match score.
 * @csspart status - The status line (a live region).
 * @csspart controls - The action buttons (cantes, swap, next deal …).
 * @csspart auction - The auction panel: high bid, calls, bid buttons, trump and censor choices.
 *
 * @cssproperty --tute-felt - Table background.
 * @cssproperty --tute-ink - Text colour on the table.
 * @cssproperty --tute-card - Card face background.
 * @cssproperty --tute-card-ink - Text colour on cards.
 * @cssproperty --tute-accent - Buttons, focus ring and highlights.
 * @cssproperty --tute-radius - Corner radius of cards and buttons.
 */
export class TuteTable extends LitElement {
  static override styles = styles;

  static override properties = {
    variant: { reflect: true },
    difficulty: { reflect: true },
    seed: {},
    rules: {},
    names: {},
    theme: { reflect: true },
    aiDelay: { attribute: false },
    _state: { state: true, attribute: false },
    _last: { state: true, attribute: false },
  };

  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  /** A `Variant` (API.md): tute, tute-3, tute-4, subastado, subastao, subastao-censor, brisca. */
  declare variant: string;
  declare difficulty: string;
  /** Integer or text; without it each match gets a random seed. */
  declare seed: string | undefined;
  /** `key=value; key=value` with RULES.md §9 names. */
  declare rules: string | undefined;
  /** Comma-separated player names, seat 0 first. */
  declare names: string | undefined;
  declare theme: string;
  /** Milliseconds the AI waits before acting (0 in tests). */
  declare aiDelay: number;

  declare private _state: GameState | undefined;
  declare private _last: LastMove | null;
  /** Match points each side got from the deal that just ended (null while a deal runs). */
  private _awarded: number[] | null = null;

  /** The variant, seed and rules text the current match was started from. */
  private _startedFrom: string | null = null;
  private _good = { variant: 'tute', difficulty: 'medium', theme: 'classic' };
  private _aiTimer: ReturnType<typeof setTimeout> | undefined;
  /** The state the pending AI move was chosen for; a move for any other state is dropped. */
  private _aiFor: GameState | null = null;
  private _langObserver: MutationObserver | null = null;
  private _badLang: string | null = null;

  constructor() {
    super();
    this.variant = 'tute';
    this.difficulty = 'medium';
    this.theme = 'classic';
    this.aiDelay = 400;
    this._last = null;
  }

  /** The PlayerView of seat 0 (read-only). */
  get view(): PlayerView {
    return viewFor(this._ensureState(), HUMAN);
  }

  /** Seat 0's legal actions now; [] while another seat is to act. */
  get legalActions(): Action[] {
    return this.view.legal;
  }

  /** Starts a new match with the current variant, seed and rules. */
  newMatch(): void {
    this._start();
  }

  /**
   * Applies a legal action (for any seat). Rejects with the engine's IllegalActionError, and
   * fires `tute-error`, when it is not legal now; the game is then unchanged.
   */
  async act(action: Action): Promise<void> {
    this._apply(action, 'human', true);
    await this.updateComplete;
  }

  /** The match as JSON text: `{ version: 1, config, state }`. */
  snapshot(): string {
    return takeSnapshot(this._ensureState());
  }

  /** Resumes a match from `snapshot()` text. A broken snapshot throws and changes nothing. */
  restore(snapshot: string): void {
    let state: GameState;
    try {
      state = restoreSnapshot(snapshot);
    } catch (error) {
      const e = error instanceof SnapshotError ? error : new SnapshotError(String(error));
      this._error(e.code, e.message);
      throw e;
    }
    this._cancelAi();
    this.variant = state.variant;
    this._good.variant = state.variant;
    this.rules = formatRules(changedRules(state)) || undefined;
    this._state = state;
    this._last = null;
    this._awarded = awardedBy(state);
    this._startedFrom = this._configKey();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back in a document: the language may differ and an AI move may be due.
    this.requestUpdate();
    this._langObserver = new MutationObserver(() => this.requestUpdate());
    this._langObserver.observe(this.ownerDocument.documentElement, {
      attributes: true,
      attributeFilter: ['lang'],
      subtree: true,
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._cancelAi();
    this._langObserver?.disconnect();
    this._langObserver = null;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this._checkChoice('difficulty', DIFFICULTIES, 'bad-difficulty');
    this._checkChoice('theme', THEMES, 'bad-theme');
    if (this._startedFrom !== this._configKey()) this._start();
    this._checkLang();
    super.willUpdate(changed);
  }

  protected override render() {
    const state = this._ensureState();
    const view = viewFor(state, HUMAN);
    const t = this._strings();
    const given = parseNames(this.names);
    return tableTemplate({
      view,
      t,
      names: view.handSizes.map((_, seat) => given[seat] ?? t.defaultNames[seat] ?? `${t.defaultNames[1]} ${seat}`),
      you: (seat) => seat === HUMAN && given[HUMAN] === undefined,
      blocked: (card) => this._blocked(state, view, card, t),
      last: this._last,
      awarded: this._awarded,
      onCard: (card) => this._apply({ type: 'play', seat: HUMAN, card }, 'human', false),
      onAction: (action) => this._apply(action, 'human', false),
      onNewMatch: () => this.newMatch(),
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this._scheduleAi();
  }

  /** The language in use: own `lang`, else the nearest ancestor's, else English. */
  private _lang(): Lang {
    return toLang(this.getAttribute('lang')) ?? inheritedLang(this);
  }

  private _strings(): Strings {
    return DICTIONARIES[this._lang()];
  }

  /** Reports an own `lang` we have no dictionary for, once per value. */
  private _checkLang(): void {
    const own = this.getAttribute('lang');
    const bad = own && toLang(own) === null ? own : null;
    if (bad && bad !== this._badLang) {
      this._error('bad-lang', `lang must be es, en or de; got "${bad}" (using the page's language)`);
    }
    this._badLang = bad;
  }

  private _checkChoice(name: 'difficulty' | 'theme', allowed: readonly string[], code: string): void {
    const value = this[name];
    if (allowed.includes(value)) {
      this._good[name] = value;
      return;
    }
    this._error(code, `${name} must be one of ${allowed.join(', ')}; got "${String(value)}"`);
    this[name] = this._good[name];
  }

  private _configKey(): string {
    return JSON.stringify([this.variant, this.seed ?? null, this.rules ?? null]);
  }

  private _ensureState(): GameState {
    if (!this._state || this._startedFrom !== this._configKey()) this._start();
    return this._state as GameState;
  }

  /**
   * Starts a match from the attributes. Each invalid one is reported and replaced: the
   * variant by the last good one, the seed by a random one, the rules by the defaults.
   */
  private _start(): void {
    this._cancelAi();
    const config: GameConfig = { variant: this._good.variant as GameConfig['variant'] };
    if (this._tryConfig({ variant: this.variant as GameConfig['variant'] })) {
      config.variant = this.variant as GameConfig['variant'];
      this._good.variant = this.variant;
    } else {
      this.variant = this._good.variant;
    }
    const seed = parseSeed(this.seed);
    if (seed !== undefined && this._tryConfig({ ...config, seed })) config.seed = seed;
    try {
      const rules = parseRules(this.rules);
      if (Object.keys(rules).length > 0 && this._tryConfig({ ...config, rules })) config.rules = rules;
    } catch (error) {
      this._report(error);
    }
    this._state = newGame(config);
    this._last = null;
    this._awarded = null;
    this._startedFrom = this._configKey();
  }

  /** Whether the engine accepts `config`; reports its ConfigError when not. */
  private _tryConfig(config: GameConfig): boolean {
    try {
      newGame(config);
      return true;
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this._report(error);
      return false;
    }
  }

  /**
   * Applies `action` to the current match and fires the events it causes. An illegal action
   * fires `tute-error` and changes nothing; with `rethrow` the error is thrown as well.
   */
  private _apply(action: Action, by: 'human' | 'ai', rethrow: boolean): void {
    const before = this._ensureState();
    let after: GameState;
    try {
      after = applyAction(before, action);
    } catch (error) {
      this._report(error);
      if (rethrow) throw error;
      return;
    }
    const done = after.log[after.log.length - 1] as Action;
    const seat = done.type === 'next-deal' ? HUMAN : done.seat;
    // A play that empties the table completed a trick (states share no identity to compare).
    const trick = done.type === 'play' && after.trick.length === 0 ? after.lastTrick : null;
    this._cancelAi();
    this._state = after;
    this._last = {
      seat, action: done, trick,
      passed: done.type !== 'pass' ? null : before.phase === 'auction' ? 'bid' : before.swapPause ? 'swap' : 'declaration',
      redeal: before.phase === 'auction' && after.dealCount > before.dealCount,
    };
    this._awarded = after.result ? after.match.scores.map((score, side) => score - (before.match.scores[side] ?? 0)) : null;
    this._emit('tute-move', { seat, action: done, by });
    if (trick) this._emit('tute-trick', { winner: trick.winner, cards: trick.cards, points: trick.points });
    if (after.result && !before.result) {
      this._emit('tute-deal-end', { result: after.result, scores: after.match.scores });
    }
    if (after.phase === 'match-over' && before.phase !== 'match-over' && after.match.winner !== null) {
      this._emit('tute-match-end', { winner: after.match.winner, scores: after.match.scores });
    }
  }

  /** Why seat 0 may not play `card` now, localized; null when it may. */
  private _blocked(state: GameState, view: PlayerView, card: string, t: Strings): string | null {
    if (view.legal.some((a) => a.type === 'play' && a.card === card)) return null;
    try {
      applyAction(state, { type: 'play', seat: HUMAN, card });
      return null;
    } catch (error) {
      return (isCoded(error) && t.blocked[error.code]) || t.notPlayable;
    }
  }

  /**
   * Asks the AI for the move of the seat to act (bid, censor, trump, declaration or card),
   * unless seat 0 is to act, the deal is over, or it is already asked.
   */
  private _scheduleAi(): void {
    const state = this._state;
    if (!state || !this.isConnected || state.turn === null || state.turn === HUMAN) return;
    if (state.phase === 'deal-over' || state.phase === 'match-over') return;
    if (this._aiFor === state) return;
    this._cancelAi();
    this._aiFor = state;
    const seat = state.turn;
    const level = this.difficulty as Difficulty;
    this._aiTimer = setTimeout(() => {
      chooseAction(viewFor(state, seat), { level, seed: seedNumber(state.seed) }).then(
        (action) => {
          if (this._aiFor !== state || this._state !== state) return;
          this._aiFor = null;
          this._apply(action, 'ai', false);
        },
        (error: unknown) => {
          if (this._aiFor === state) this._report(error);
        },
      );
    }, Math.max(0, this.aiDelay));
  }

  private _cancelAi(): void {
    clearTimeout(this._aiTimer);
    this._aiTimer = undefined;
    this._aiFor = null;
  }

  private _report(error: unknown): void {
    if (isCoded(error)) this._error(error.code, error.message);
    else this._error('internal', error instanceof Error ? error.message : String(error));
  }

  private _error(code: string, message: string): void {
    this._emit('tute-error', { code, message });
  }

  private _emit<K extends TuteEventName>(name: K, detail: TuteEventDetails[K]): void {
    this.dispatchEvent(tuteEvent(name, detail));
  }
}
