/**
 * Checked reads of lists, for tests under noUncheckedIndexedAccess: an index a test expects to
 * be in range is read with `at`, which throws a clear error instead of letting `undefined`
 * travel on. No Node-only imports: the browser tests (test/ui) may use this module too.
 */

/** What `at` reads: an array, a typed array (the AI's bitmask hands) or anything with `.at`. */
interface Indexed<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

/**
 * The element at `index` (a negative index counts from the end, as with `Array.prototype.at`);
 * throws a RangeError when there is none (an element that is `undefined` counts as none).
 */
export function at<T>(list: Indexed<T>, index: number): T {
  const item = list.at(index);
  if (item === undefined) {
    throw new RangeError(`no element at index ${index} of a list of ${list.length}`);
  }
  return item;
}
