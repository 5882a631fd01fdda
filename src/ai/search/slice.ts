/**
 * Cooperative time slicing for search: the loop calls `tick()` often; every ~8 ms of work it
 * yields to the event loop (so a page stays responsive while the AI thinks) and checks the
 * caller's AbortSignal. Yielding never changes what the search computes — its budgets are
 * counted in samples, not milliseconds — so a seeded decision stays deterministic.
 */

/** Work between two yields, in milliseconds. */
const SLICE_MS = 8;

type Later = (resume: () => void) => void;

/**
 * The quickest macrotask the platform offers: setImmediate (Node), a MessageChannel (browsers),
 * else a timer.
 */
const later: Later = (() => {
  // The DOM typings of globalThis lack Node's setImmediate: declared optional, checked below.
  const g = globalThis as { setImmediate?: (f: () => void) => unknown };
  if (typeof g.setImmediate === 'function')
    return (resume) => {
      g.setImmediate?.(resume);
    };
  if (typeof MessageChannel === 'function') {
    const queue: (() => void)[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => queue.shift()?.();
    return (resume) => {
      queue.push(resume);
      channel.port2.postMessage(0);
    };
  }
  return (resume) => {
    setTimeout(resume, 0);
  };
})();

/**
 * What a cancelled decision rejects with: the signal's reason (by default a DOMException named
 * 'AbortError', as `AbortController.abort()` makes it), else an Error named 'AbortError'.
 */
export function abortError(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  const error = new Error('chooseAction was aborted');
  error.name = 'AbortError';
  return error;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

export class Slicer {
  private last = now();

  constructor(private readonly signal?: AbortSignal) {
    throwIfAborted(signal);
  }

  /** Yields to the event loop when the current slice is used up; rejects once aborted. */
  async tick(): Promise<void> {
    if (now() - this.last < SLICE_MS) return;
    await new Promise<void>((resume) => later(resume));
    throwIfAborted(this.signal);
    this.last = now();
  }
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}
