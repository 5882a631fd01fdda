import { clip } from '../engine/errors.js';
import { cleanNames, MAX_NAME, Reported } from './guards.js';
import { toLang } from './i18n.js';

type Choice = 'difficulty' | 'theme';

/**
 * The element's attributes that are read as they go, not started from: `difficulty` and
 * `theme` keep their last good value when given a bad one; an unknown `lang` falls back to the
 * page's language and names too long are cut. Each bad value is reported, the last two once
 * per value (they are checked on every update).
 */
export class AttributeChecks {
  private readonly reported = new Reported();
  private readonly good: Record<Choice, string> = { difficulty: 'medium', theme: 'classic' };

  constructor(private readonly error: (code: string, message: string) => void) {}

  /** The value to use for `name`: `value` when allowed, else (reported) the last good one. */
  choice(name: Choice, value: unknown, allowed: readonly string[]): string {
    if (typeof value === 'string' && allowed.includes(value)) {
      this.good[name] = value;
      return value;
    }
    this.error(
      `bad-${name}`,
      `${name} must be one of ${allowed.join(', ')}; got "${clip(String(value))}"`,
    );
    return this.good[name];
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
