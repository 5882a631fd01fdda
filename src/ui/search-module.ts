import type { Player } from '../ai/rules-of-thumb.js';

/** The searching player of a loaded AI module, or a clear error when the module is not it. */
export function playerOf(module: unknown): Player {
  const choose =
    typeof module === 'object' && module !== null && 'chooseAction' in module
      ? module.chooseAction
      : undefined;
  if (typeof choose !== 'function') throw new TypeError('the AI module has no chooseAction');
  // A dynamically imported module has no static type; this one is ours (ai/index.ts or ai.js).
  return choose as Player;
}
