import { expect } from '@open-wc/testing';
import '../../src/ui/index.ts';
import { chooseAction, chooseByRules } from '../../src/ai/index.ts';
import type { Action, PlayerView } from '../../src/engine/index.ts';
import { playable, settle, stateOf, table } from './support.ts';

describe('<tute-table> player', () => {
  it('plays the AI seats with the built-in rules-of-thumb player by default', async () => {
    const el = await table('tute', 11);
    expect(el.player).to.equal(chooseByRules);
  });

  it('asks a host-supplied player for every AI move, with the seat view, level and an AbortSignal', async () => {
    const el = await table('tute', 12);
    el.difficulty = 'expert';
    const calls: { seat: number; level: string; signal: boolean }[] = [];
    el.player = async (view: PlayerView, options) => {
      calls.push({ seat: view.seat, level: options.level, signal: options.signal instanceof AbortSignal });
      return view.legal[0] as Action;
    };
    playable(el)?.click();
    await settle(el);
    expect(calls.length).to.be.greaterThan(0);
    expect(calls.every((c) => c.seat === 1 && c.level === 'expert' && c.signal)).to.equal(true);
    expect(stateOf(el).log.some((a) => 'seat' in a && a.seat === 1)).to.equal(true);
  });

  it('takes the searching chooseAction from tute-table/ai, and falls back to the built-in player when cleared', async () => {
    const el = await table('tute', 13);
    el.player = chooseAction;
    expect(el.player).to.equal(chooseAction);
    el.player = null;
    expect(el.player).to.equal(chooseByRules);
  });
});
