import { expect } from '@open-wc/testing';
import '../../src/ui/index.ts';
import { chooseAction, chooseByRules } from '../../src/ai/index.ts';
import {
  applyAction,
  newGame,
  seedNumber,
  viewFor,
  type Action,
  type PlayerView,
} from '../../src/engine/index.ts';
import { errorsOf, expectIntact, must, playable, settle, stateOf, table } from './support.ts';

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

  /** Every card code of the 40-card deck (a card the seat does not hold is illegal to play). */
  const deck = ['o', 'c', 'e', 'b'].flatMap((suit) =>
    ['1', '2', '3', '4', '5', '6', '7', '10', '11', '12'].map((rank) => `${rank}${suit}`),
  );
  const faults: [string, string, (view: PlayerView) => Promise<Action>][] = [
    [
      'throws',
      'internal',
      () => {
        throw new Error('host player broke');
      },
    ],
    ['rejects', 'internal', () => Promise.reject(new Error('host player broke'))],
    [
      'picks a card it does not hold',
      'card-not-in-hand',
      (view) => {
        const held = view.hands[view.seat] as string[];
        const card = must(deck.find((c) => !held.includes(c)));
        return Promise.resolve({ type: 'play', seat: view.seat, card } as Action);
      },
    ],
  ];
  for (const [fault, code, failing] of faults) {
    const title = `a host player that ${fault}: ${code} is reported, the rules of thumb play`;
    it(title, async () => {
      const el = await table('tute-4', 31);
      const errors = errorsOf(el);
      let failures = 0;
      el.player = (view, options) => {
        // A card can be picked wrong only in play; other decisions go right then.
        if (code === 'card-not-in-hand' && !view.legal.some((a) => a.type === 'play'))
          return chooseByRules(view, options);
        failures++;
        return failing(view);
      };
      // Seat 0 acts a few times; the other seats fail at every move, and still move.
      for (let turn = 0; turn < 3; turn++) {
        await settle(el);
        await el.act(must(el.legalActions[0]));
      }
      await settle(el);
      const state = stateOf(el);
      expect(state.log.filter((a) => a.type === 'play' && a.seat !== 0).length).to.be.at.least(3);
      expect(failures).to.be.at.least(3);
      expect(errors.map((e) => e.code)).to.deep.equal(new Array(failures).fill(code));
      // Each move was played as the rules of thumb play it from that seat's view.
      let replay = newGame({ variant: state.variant, seed: state.seed, rules: state.rules });
      for (const action of state.log) {
        if (replay.turn !== null && replay.turn !== 0) {
          const picked = await chooseByRules(viewFor(replay, replay.turn), {
            level: el.difficulty,
            seed: seedNumber(state.seed),
          });
          expect(picked).to.deep.equal(action);
        }
        replay = applyAction(replay, action);
      }
      await expectIntact(el);
    });
  }

  it('plays with chooseAction from tute-table/ai; cleared, the built-in player', async () => {
    const el = await table('tute', 13);
    el.player = chooseAction;
    expect(el.player).to.equal(chooseAction);
    el.player = null;
    expect(el.player).to.equal(null);
  });

  it('refuses a player that is not a function: a TypeError, the player kept', async () => {
    const el = await table('tute', 14);
    el.player = chooseAction;
    for (const bad of [5, 'chooseAction', {}, true]) {
      expect(() => {
        el.player = bad as unknown as typeof chooseAction;
      }).to.throw(TypeError, 'player: a function or null');
      expect(el.player).to.equal(chooseAction);
    }
    el.player = undefined;
    expect(el.player).to.equal(null);
    await expectIntact(el);
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
