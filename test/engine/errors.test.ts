import assert from 'node:assert/strict';
import { test } from 'node:test';
import { applyAction, ConfigError, IllegalActionError, newGame } from '../../src/engine/index.ts';

const huge = 'x'.repeat(100_000);

test(
  'API errors stay short and typed, whatever the caller ' +
    'sends (huge strings, bigints, symbols)',
  () => {
    const state = newGame({ seed: 1 });
    const actions: unknown[] = [
      { type: 'play', seat: 0, card: huge },
      { type: 'play', seat: 0, card: 10n },
      { type: 'sing', seat: 0, suit: Symbol('o') },
      { type: huge },
      { type: 'bid', seat: 0, amount: 10n },
    ];
    for (const action of actions) {
      assert.throws(
        () => applyAction(state, action as never),
        (e: unknown) => {
          assert.ok(e instanceof IllegalActionError, `IllegalActionError, got ${String(e)}`);
          assert.ok(e.message.length < 300, `message of ${e.message.length} characters`);
          return true;
        },
      );
    }
    const configs: unknown[] = [
      { seed: huge },
      { [huge]: 1 },
      { rules: { [huge]: 1 } },
      { variant: huge },
      { rules: { target: huge } },
    ];
    for (const config of configs) {
      assert.throws(
        () => newGame(config as never),
        (e: unknown) => {
          assert.ok(e instanceof ConfigError, `ConfigError, got ${String(e)}`);
          assert.ok(e.message.length < 300, `message of ${e.message.length} characters`);
          return true;
        },
      );
    }
  },
);

test('instanceof recognises the errors of another copy of the package by their brand', async () => {
  const { RecordError } = await import('../../src/engine/index.ts');
  // A second copy of the module, as a second bundle on the page would carry.
  const other = (await import(`../../src/engine/errors.ts?copy=${Date.now()}`)) as {
    ConfigError: typeof ConfigError;
    IllegalActionError: typeof IllegalActionError;
  };
  assert.notEqual(other.IllegalActionError, IllegalActionError);
  const theirs = new other.IllegalActionError('must-follow', 'must follow copas');
  assert.ok(theirs instanceof IllegalActionError);
  assert.ok(new IllegalActionError('must-follow', 'x') instanceof other.IllegalActionError);
  assert.ok(theirs instanceof Error);
  assert.ok(new other.ConfigError('bad-seed', 'seed', 'x') instanceof ConfigError);
  // Each class answers only for its own errors, and a look-alike is not one.
  assert.ok(!(theirs instanceof ConfigError));
  assert.ok(!(theirs instanceof RecordError));
  assert.ok(!(new RecordError('syntax', 'x') instanceof IllegalActionError));
  assert.ok(new RecordError('syntax', 'x') instanceof RecordError);
  const lookAlike = Object.assign(new Error('x'), { name: 'IllegalActionError', code: 'x' });
  assert.ok(!(lookAlike instanceof IllegalActionError));
  for (const value of [null, undefined, 'IllegalActionError', 7, {}]) {
    assert.ok(!(value instanceof IllegalActionError));
  }
  // The brand is not an enumerable field: errors print and serialise as before.
  assert.deepEqual(Object.keys(theirs).sort(), ['code', 'name']);
});
