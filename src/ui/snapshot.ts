/**
 * Saving and resuming a match as JSON text. A snapshot is `{ version: 1, config, state }`;
 * it is accepted only when replaying `state.log` from `config` gives `state` again, so a
 * tampered or truncated snapshot cannot put the table in a state the rules never reach.
 */
import { applyAction, newGame, VARIANT_IDS, type Action, type GameConfig, type GameState } from '../engine/index.js';

export const SNAPSHOT_VERSION = 1;

/** A snapshot that cannot be restored; the element is left as it was. */
export class SnapshotError extends Error {
  readonly code = 'bad-snapshot';
  constructor(message: string) {
    super(message);
    this.name = 'SnapshotError';
  }
}

/** The config that replays `state` from its first deal. */
function configOf(state: GameState): GameConfig {
  return { variant: state.variant, seed: state.seed, rules: state.rules };
}

export function takeSnapshot(state: GameState): string {
  return JSON.stringify({ version: SNAPSHOT_VERSION, config: configOf(state), state });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The state a snapshot holds, checked by replay; throws SnapshotError. */
export function restoreSnapshot(text: string): GameState {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SnapshotError('the snapshot is not JSON text');
  }
  if (!isObject(data)) throw new SnapshotError('a snapshot is an object { version, config, state }');
  if (data.version !== SNAPSHOT_VERSION) {
    throw new SnapshotError(`snapshot version ${JSON.stringify(data.version)} is not supported (expected ${SNAPSHOT_VERSION})`);
  }
  const { config, state } = data;
  if (!isObject(config) || !isObject(state)) throw new SnapshotError('the snapshot has no config or no state object');
  if (!(VARIANT_IDS as readonly unknown[]).includes(config.variant)) {
    throw new SnapshotError(`the snapshot's variant ${JSON.stringify(config.variant)} is unknown`);
  }
  if (!Array.isArray(state.log)) throw new SnapshotError('the snapshot state has no log of actions');
  let replayed: GameState;
  try {
    replayed = newGame(config as GameConfig);
    for (const action of state.log as Action[]) replayed = applyAction(replayed, action);
  } catch (error) {
    throw new SnapshotError(`the snapshot does not replay: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!sameData(replayed, state)) throw new SnapshotError('the snapshot state is not the state its log leads to');
  return replayed;
}

/** Deep equality of JSON data, ignoring key order. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameData(a[k], b[k]));
  }
  return false;
}
