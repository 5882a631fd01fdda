import { expect } from '@open-wc/testing';
import '../../src/ui/index.ts';
import { chooseAction, chooseByRules } from '../../src/ai/index.ts';
import {
  applyAction,
  newGame,
  seedNumber,
  viewFor,
  type PlayerView,
} from '../../src/engine/index.ts';
import { must, playable, settle, stateOf, table } from './support.ts';

describe('<tute-table> player', () => {
  it('has no host player by default: the built-in players play the AI seats', async () => {
    const el = await table('tute', 11);
    expect(el.player).to.equal(null);
  });

  it("asks the host's player for every AI move: seat view, level, AbortSignal", async () => {
    const el = await table('tute', 12);
    el.difficulty = 'expert';
    const calls: { seat: number; level: string; signal: boolean }[] = [];
    el.player = (view: PlayerView, options) => {
      calls.push({
        seat: view.seat,
        level: options.level,
        signal: options.signal instanceof AbortSignal,
      });
      return Promise.resolve(must(view.legal[0]));
    };
    playable(el)?.click();
    await settle(el);
    expect(calls.length).to.be.greaterThan(0);
    expect(calls.every((c) => c.seat === 1 && c.level === 'expert' && c.signal)).to.equal(true);
    expect(stateOf(el).log.some((a) => 'seat' in a && a.seat === 1)).to.equal(true);
  });

  it('plays with chooseAction from tute-table/ai; cleared, the built-in player', async () => {
    const el = await table('tute', 13);
    el.player = chooseAction;
    expect(el.player).to.equal(chooseAction);
    el.player = null;
    expect(el.player).to.equal(null);
  });
  for (const [level, expected] of [
    ['medium', 'chooseByRules'],
    ['hard', 'chooseAction'],
  ] as const) {
    it(`plays ${level} with ${expected}: each AI move is its pick from its view`, async () => {
      const el = await table('tute', 21);
      el.difficulty = level;
      el.newMatch();
      for (let i = 0; i < 4; i++) {
        await settle(el);
        playable(el)?.click();
      }
      await settle(el);
      const state = stateOf(el);
      const choose = expected === 'chooseAction' ? chooseAction : chooseByRules;
      let replay = newGame({ variant: state.variant, seed: state.seed, rules: state.rules });
      let aiMoves = 0;
      for (const action of state.log) {
        if (replay.turn !== null && replay.turn !== 0) {
          const picked = await choose(viewFor(replay, replay.turn), {
            level,
            seed: seedNumber(state.seed),
          });
          expect(picked, `AI move ${aiMoves}`).to.deep.equal(action);
          aiMoves++;
        }
        replay = applyAction(replay, action);
      }
      expect(aiMoves).to.be.greaterThan(3);
    });
  }
});
