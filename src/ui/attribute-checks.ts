import { clip } from '../engine/errors.js';
import type { ElementErrorCode } from './errors.js';
import { cleanNames, isOneOf, MAX_NAME, Reported } from './guards.js';
import { toLang } from './i18n.js';

/**
 * The element's attributes that are read as they go, not started from: `difficulty` and
 * `theme` keep their last good value when given a bad one; an unknown `lang` falls back to the
 * page's language and names too long are cut. Each bad value is reported once.
 */
export class AttributeChecks {
  private readonly reported = new Reported();

  constructor(private readonly error: (code: ElementErrorCode, message: string) => void) {}

  /**
   * `value` if it is one of `allowed`; else `value` is reported and `fallback` (the last good
   * one) is used.
   */
  oneOf<T extends string>(
    name: 'difficulty' | 'theme',
    value: unknown,
    allowed: readonly T[],
    fallback: T,
  ): T {
    if (isOneOf(value, allowed)) return value;
    const got = clip(String(value));
    this.error(`bad-${name}`, `${name} must be one of ${allowed.join(', ')}; got "${got}"`);
    return fallback;
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
