/**
 * A record in its JSON form (`TuteRecord`, docs/api.md) checked field by field and played
 * through the engine; the record in its normal form comes out (docs/records.md §4).
 */
import { describe } from '../errors.js';
import type { Action, GameState, RecordDeal, RecordInfo, TuteRecord } from '../types.js';
import {
  assemble,
  checkCards,
  checkHeader,
  checkInfo,
  checkLimit,
  dealerOf,
  isObject,
  normalComment,
  partsOf,
  unknownField,
  type Header,
  type PlannedDeal,
} from './check.js';
import { RECORD_LIMITS, recordError, type Place } from './errors.js';
import { Walk } from './walk.js';
import { seatLabel } from './words.js';

/** Where the value at a path of the record is. */
export type Locate = (path: string) => Place;

/** A record's match, its checked deals and the comments of each. */
export interface Plan<Move> {
  header: Header;
  info: RecordInfo | undefined;
  deals: (PlannedDeal<Move> & { comments: Record<number, string> | undefined })[];
}

const RECORD_FIELDS = ['format', 'version', 'variant', 'rules', 'names', 'seed', 'info', 'deals'];
const DEAL_FIELDS = ['dealer', 'deal', 'actions', 'comments'];
/** Each action's fields beside `type` and `seat` (docs/api.md, Action). */
const ACTION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  play: ['card'],
  sing: ['suit'],
  tute: ['rank'],
  swap: [],
  capote: [],
  pass: [],
  bid: ['amount'],
  trump: ['suit'],
  censor: ['take'],
};

/** An action with a field its type does not have is an error, as elsewhere in a record. */
function checkActionFields(action: unknown, path: string, at: Locate): void {
  if (!isObject(action) || typeof action.type !== 'string') return;
  const own = Object.hasOwn(ACTION_FIELDS, action.type) ? ACTION_FIELDS[action.type] : undefined;
  if (own) checkFields(action, ['type', 'seat', ...own], path, at);
}

function checkFields(value: object, allowed: readonly string[], path: string, at: Locate): void {
  const odd = unknownField(value, allowed);
  if (odd === null) return;
  const where = path === '' ? 'a record' : path;
  throw recordError(
    'unknown-field',
    at(path === '' ? odd : `${path}.${odd}`),
    `${where} has no field ${JSON.stringify(odd)}; its fields are ${allowed.join(', ')}`,
  );
}

/** A deal's comments in normal form: keys are positions from 0 to the deal's action count. */
function readComments(
  value: unknown,
  actions: number,
  path: string,
  at: Locate,
): Record<number, string> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    throw recordError('bad-comment', at(path), 'comments must be an object { position: text }');
  }
  const comments: Record<number, string> = {};
  let any = false;
  for (const [key, text] of Object.entries(value)) {
    const place = at(`${path}[${JSON.stringify(key)}]`);
    if (!/^(0|[1-9]\d{0,5})$/.test(key) || Number(key) > actions) {
      throw recordError(
        'bad-comment',
        place,
        `a comment's position is a number of actions from 0 to ${actions}; got ${describe(key)}`,
      );
    }
    const normal = normalComment(text);
    if ('problem' in normal) throw recordError('bad-comment', place, normal.problem);
    if (normal.text === null) continue;
    comments[Number(key)] = normal.text;
    any = true;
  }
  return any ? comments : undefined;
}

/** A record object (plain data) checked field by field; `at` places each path. */
export function readRecord(data: unknown, at: Locate): Plan<unknown> {
  if (!isObject(data)) {
    throw recordError(
      'not-a-record',
      at(''),
      'a record is an object { format: "tute-record", version: 1, variant, deals }',
    );
  }
  checkFields(data, RECORD_FIELDS, '', at);
  if (data.format !== 'tute-record') {
    throw recordError(
      'not-a-record',
      at('format'),
      `format must be "tute-record"; got ${describe(data.format)}`,
    );
  }
  if (data.version !== 1) {
    throw recordError(
      'bad-version',
      at('version'),
      `version ${describe(data.version)} is not supported (1 is)`,
    );
  }
  if (data.variant === undefined) throw recordError('bad-config', at('variant'), 'no variant');
  const { deals } = data;
  if (!Array.isArray(deals) || deals.length === 0) {
    throw recordError('not-a-record', at('deals'), 'deals must be a list of at least one deal');
  }
  checkLimit(deals.length, RECORD_LIMITS.deals, 'deals', at('deals'));
  const first: unknown = deals[0];
  const dealer = isObject(first) ? first.dealer : undefined;
  if (dealer === undefined) throw recordError('bad-config', at('deals[0].dealer'), 'no dealer');
  const header = checkHeader(
    { variant: data.variant, rules: data.rules, seed: data.seed, dealer, names: data.names },
    (field) => at(field === 'dealer' ? 'deals[0].dealer' : field),
  );
  const info = checkInfo(data.info, at);
  let total = 0;
  const planned = deals.map((deal: unknown, index) => {
    const path = `deals[${index}]`;
    if (!isObject(deal)) {
      throw recordError('bad-deal', at(path), 'a deal is an object { dealer, deal, actions }');
    }
    checkFields(deal, DEAL_FIELDS, path, at);
    const expected = dealerOf(header, index);
    if (deal.dealer !== expected) {
      throw recordError(
        'wrong-dealer',
        at(`${path}.dealer`),
        `deal ${index + 1} is dealt by ${seatLabel(header.names, expected)} (seat ${expected}): ` +
          `the deal passes to the next seat; got ${describe(deal.dealer)}`,
      );
    }
    const { spec } = header.setup;
    const checked = checkCards(spec, expected, deal.deal, (f) => at(`${path}.${f}`), header.names);
    const { actions } = deal;
    if (!Array.isArray(actions)) {
      throw recordError('bad-action', at(`${path}.actions`), 'actions must be a list of actions');
    }
    const place = at(`${path}.actions`);
    checkLimit(actions.length, RECORD_LIMITS.actionsPerDeal, 'actions in one deal', place);
    total += actions.length;
    checkLimit(total, RECORD_LIMITS.actions, 'actions in a record', place);
    actions.forEach((action: unknown, i) => checkActionFields(action, `${path}.actions[${i}]`, at));
    const comments = readComments(deal.comments, actions.length, `${path}.comments`, at);
    return { dealer: expected, ...checked, moves: actions, comments };
  });
  return { header, info, deals: planned };
}

/** A checked record in its normal form, with each deal's actions as the engine logged them. */
export function normalRecord(plan: Plan<unknown>, actions: readonly Action[][]): TuteRecord {
  const deals = plan.deals.map((deal, index): RecordDeal => ({
    dealer: deal.dealer,
    deal: deal.deal,
    actions: [...(actions[index] ?? [])],
    ...(deal.comments && { comments: deal.comments }),
  }));
  return assemble(partsOf(plan.header, plan.info), deals);
}

/**
 * Plays a checked record through the engine; returns the state after `ply` actions (all by
 * default) and every deal's actions as logged.
 */
export function playPlan(
  plan: Plan<unknown>,
  at: Locate,
  ply?: number,
): { state: GameState; actions: Action[][] } {
  const walk = new Walk(plan.header, plan.deals);
  let reached = ply === 0 ? walk.state : undefined;
  const actions = plan.deals.map((deal, index) => {
    if (index > 0) walk.beginDeal(index, at(`deals[${index}]`));
    return deal.moves.map((action, i) => {
      const logged = walk.act(action, at(`deals[${index}].actions[${i}]`));
      if (walk.plies === ply) reached ??= walk.state;
      return logged;
    });
  });
  return { state: reached ?? walk.state, actions };
}
