// Loaded before the test framework in every browser test page (web-test-runner.config.mjs).
// The runner reports a failed assertion with its `actual` and `expected` values, and posts the
// report through structuredClone, which throws on a DOM node. The report then never arrives and
// the run hangs until `testsFinishTimeout` with the message lost (e.g. `expect(element)
// .to.equal(null)` failing). Where a value cannot be cloned, this sends a description instead.
(() => {
  const clone = globalThis.structuredClone;
  /** A copy that structuredClone accepts: nodes as their markup, other misfits as text. */
  const describe = (value, seen) => {
    if (value === null || typeof value !== 'object') {
      return typeof value === 'function' || typeof value === 'symbol' ? String(value) : value;
    }
    if (typeof Node !== 'undefined' && value instanceof Node) {
      const markup = value instanceof Element ? value.outerHTML : value.textContent;
      return `${value.nodeName}: ${(markup ?? '').slice(0, 500)}`;
    }
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    try {
      clone(value);
      return value;
    } catch {
      if (Array.isArray(value)) return value.map((item) => describe(item, seen));
      const copy = {};
      for (const key of Object.keys(value)) copy[key] = describe(value[key], seen);
      return copy;
    }
  };
  globalThis.structuredClone = (value, options) => {
    try {
      return clone(value, options);
    } catch (error) {
      if (!(error instanceof DOMException) || error.name !== 'DataCloneError') throw error;
      return clone(describe(value, new WeakSet()), options);
    }
  };
})();
