import { clip } from '../engine/errors.js';
import type { ElementErrorCode } from './errors.js';
import {
  CONTROLS,
  DIFFICULTIES,
  MODES,
  SORTS,
  SPEEDS,
  THEMES,
  type Controls,
  type Difficulty,
  type Mode,
  type Sort,
  type Speed,
  type Theme,
} from './config.js';
import { cleanNames, DEFAULT_DELAY, isOneOf, MAX_NAME, Reported } from './guards.js';
import { toLang } from './i18n.js';

/** The attributes that take one of a closed set of values… */
interface Choices {
  difficulty: Difficulty;
  theme: Theme;
  sort: Sort;
  speed: Speed;
  mode: Mode;
  controls: Controls;
}
export type Choice = keyof Choices;
/** …and that set. */
const CHOICES: { readonly [K in Choice]: readonly Choices[K][] } = {
  difficulty: DIFFICULTIES,
  theme: THEMES,
  sort: SORTS,
  speed: SPEEDS,
  mode: MODES,
  controls: CONTROLS,
};
const NAMES = Object.keys(CHOICES) as Choice[];

const isDelay = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** Their defaults: the element starts with them, and a removed attribute goes back to its. */
export const DEFAULTS: Readonly<Choices> = {
  difficulty: 'medium',
  theme: 'classic',
  sort: 'suit',
  speed: 'normal',
  mode: 'play',
  controls: 'menu',
};

/**
 * The element's attributes that are read as they go, not started from: `difficulty`, `theme`,
 * `sort`, `speed`, `mode` and `controls` keep their last good value when given a bad one, and
 * go back to their default when removed (and so does the `aiDelay` property); an unknown `lang`
 * falls back to the page's language and names too long are cut. Each bad value is reported (a
 * `lang` or names once).
 */
export class AttributeChecks {
  /** The last good value of each closed-set attribute (the defaults until one is set). */
  readonly good: Choices = { ...DEFAULTS };
  private readonly reported = new Reported();
  private goodDelay = DEFAULT_DELAY;

  constructor(private readonly error: (code: ElementErrorCode, message: string) => void) {}

  /**
   * A property as it is set, before the update that checks it: a good value is the last good
   * one even if a bad one replaces it in the same task (`theme = 'dark'; theme = 'neon'` stays
   * dark).
   */
  seen(host: Record<Choice | 'aiDelay', unknown>, name: PropertyKey | undefined): void {
    if (name === 'aiDelay') {
      const value = host.aiDelay ?? DEFAULT_DELAY;
      if (isDelay(value)) this.goodDelay = value;
    } else if (isOneOf(name, NAMES)) {
      const value = host[name];
      if (value == null || isOneOf(value, CHOICES[name])) this.check(name, value);
    }
  }

  /**
   * Checks each changed closed-set attribute of `host`: a good value is kept, a bad one is
   * reported and replaced on the host by the last good one.
   */
  choices(host: Record<Choice, string>, changed: { has(name: Choice): boolean }): void {
    for (const name of NAMES) if (changed.has(name)) host[name] = this.check(name, host[name]);
  }

  private check<K extends Choice>(name: K, value: unknown): Choices[K] {
    // No value (the attribute removed, the property cleared): the default, as if never set.
    if (value == null) return (this.good[name] = DEFAULTS[name]);
    const allowed: readonly Choices[K][] = CHOICES[name];
    if (isOneOf(value, allowed)) return (this.good[name] = value);
    // Shown as the page gave it, `[object Object]` included.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const got = clip(String(value));
    this.error(`bad-${name}`, `${name} must be one of ${allowed.join(', ')}; got "${got}"`);
    return this.good[name];
  }

  /**
   * `aiDelay` when it changed: a number of ms ≥ 0 is kept, `null` or `undefined` go back to the
   * default, anything else is reported and replaced on the host by the last good value.
   */
  delay(host: { aiDelay: unknown }, changed: { has(name: 'aiDelay'): boolean }): void {
    if (!changed.has('aiDelay')) return;
    const value = host.aiDelay ?? DEFAULT_DELAY;
    if (isDelay(value)) {
      host.aiDelay = this.goodDelay = value;
      return;
    }
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const got = clip(String(value));
    this.error('bad-ai-delay', `aiDelay must be a number ≥ 0; got "${got}"`);
    host.aiDelay = this.goodDelay;
  }

  /** Reports an own `lang` without a dictionary, and names cut to fit, once per value. */
  langAndNames(ownLang: string | null, names: string | undefined): void {
    if (this.reported.fresh('lang', ownLang && toLang(ownLang) === null ? ownLang : null)) {
      this.error(
        'bad-lang',
        `lang must be es, en or de; got "${clip(ownLang ?? '')}" (using the page's language)`,
      );
    }
    if (this.reported.fresh('names', cleanNames(names).tooLong ? names : null)) {
      this.error('bad-names', `names are shown cut to ${MAX_NAME} characters`);
    }
  }
}
