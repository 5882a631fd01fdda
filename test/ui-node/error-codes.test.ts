// Every code a `tute-error` can carry is named where hosts look for them: README's list and
// docs/api.md. The lists below are checked by the type-check (`npm test` runs tsc over test/):
// a code added to a union without its entry here, or one left here after it is gone, fails it.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ConfigErrorCode, IllegalActionCode } from '../../src/engine/index.ts';
import type { ElementErrorCode } from '../../src/ui/errors.ts';

const ILLEGAL: Record<IllegalActionCode, true> = {
  'malformed-action': true,
  'match-over': true,
  'deal-over': true,
  'deal-not-over': true,
  'not-your-turn': true,
  'wrong-phase': true,
  'already-passed': true,
  'bad-bid': true,
  'bid-too-low': true,
  'swap-pending': true,
  'declaration-pending': true,
  'card-not-in-hand': true,
  'must-follow': true,
  'must-beat': true,
  'must-trump': true,
  'must-overtrump': true,
  'must-follow-trump': true,
  'illegal-play': true,
  'no-cantes': true,
  'cannot-declare': true,
  'already-sung': true,
  'no-marriage': true,
  'forty-first': true,
  'no-tute': true,
  'cannot-swap': true,
  'cannot-pass': true,
  'cannot-capote': true,
};

const CONFIG: Record<ConfigErrorCode, true> = {
  'bad-config': true,
  'unknown-field': true,
  'unknown-variant': true,
  'bad-seed': true,
  'bad-dealer': true,
  'bad-deal': true,
  'bad-rules': true,
  'unknown-option': true,
  'inapplicable-option': true,
  'bad-option-value': true,
};

const ELEMENT: Record<ElementErrorCode, true> = {
  'bad-rules': true,
  'bad-difficulty': true,
  'bad-theme': true,
  'bad-sort': true,
  'bad-speed': true,
  'bad-mode': true,
  'bad-ply': true,
  'bad-ai-delay': true,
  'bad-record': true,
  'bad-controls': true,
  'bad-lang': true,
  'bad-names': true,
  'bad-persist': true,
  'bad-stored-match': true,
  'storage-unavailable': true,
  'bad-snapshot': true,
  'ai-unavailable': true,
  'rules-unavailable': true,
  'replay-unavailable': true,
  'words-unavailable': true,
  'auction-unavailable': true,
  internal: true,
};

const read = (path: string): string =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

describe('tute-error codes in the docs', () => {
  for (const doc of ['README.md', 'docs/api.md']) {
    it(`${doc} names every code`, () => {
      const text = read(doc);
      const codes = [ILLEGAL, CONFIG, ELEMENT].flatMap((list) => Object.keys(list));
      const missing = codes.filter((code) => !text.includes(`\`${code}\``));
      assert.deepEqual(missing, [], `${doc} does not name these codes`);
    });
  }
});
