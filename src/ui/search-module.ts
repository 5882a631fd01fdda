import type { Player } from '../ai/rules-of-thumb.js';

/** The searching player of a loaded AI module, or a clear error when the module is not it. */
export function playerOf(module: unknown): Player {
  const choose = (module as { chooseAction?: unknown } | null)?.chooseAction;
  if (typeof choose !== 'function') throw new TypeError('the AI module has no chooseAction');
  return choose as Player;
}
