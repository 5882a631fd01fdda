/**
 * Checked reads of lists, for tests under noUncheckedIndexedAccess: an index a test expects to
 * be in range is read with `at`, the one element a test expects with `only`; both throw a clear
 * error instead of letting `undefined` travel on. No Node-only imports: the browser tests
 * (test/ui) may use this module too.
 */

/**
 * The element at `index` (a negative index counts from the end, as with `Array.prototype.at`);
 * throws a RangeError when there is none.
 */
export function at<T>(list: readonly T[], index: number): T {
  const item = list.at(index);
  if (item === undefined) {
    throw new RangeError(`no element at index ${index} of a list of ${list.length}`);
  }
  return item;
}

/** The one element of `list`; throws a RangeError when it has none or several. */
export function only<T>(list: readonly T[]): T {
  if (list.length !== 1) {
    throw new RangeError(`expected exactly one element, got ${list.length}`);
  }
  return at(list, 0);
}
