/**
 * The table's pace (docs/api.md, `speed` and `aiDelay`): `speed` scales the AI's pause before
 * a move (`aiDelay`, 400 ms by default) and how long a speech bubble and a cante's cards stay
 * (2.5 s at `normal`): × 2 `slow`, × ½ `fast`, × 0 `instant` (no pause; a bubble stays until
 * the next move). The AI waits for a bubble only when it pauses at all (`aiDelay` > 0).
 */
import { SPEEDS, type Speed } from './config.js';
import { isOneOf, safeDelay } from './guards.js';

const FACTOR: Record<Speed, number> = { slow: 2, normal: 1, fast: 0.5, instant: 0 };

/** How long a bubble stays at `normal` speed, in ms. */
export const HOLD = 2500;

/** What the pace is read from: the element. */
export interface Paced {
  readonly aiDelay: unknown;
  readonly speed: unknown;
}

const factor = (speed: unknown): number => (isOneOf(speed, SPEEDS) ? FACTOR[speed] : 1);

/** The AI's pause before a move in ms (2.5 times as long after a finished trick). */
export const aiPause = (el: Paced): number => safeDelay(el.aiDelay) * factor(el.speed);

/** How long a bubble, a cante's cards and a deal's last trick stay, in ms (0: no hold). */
export const holdOf = (el: Paced): number => HOLD * factor(el.speed);
