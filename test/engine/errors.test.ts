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
