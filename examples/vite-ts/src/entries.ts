// Every entry an app may mix, on one page: the element from the one-file bundle, from the
// unbundled build and from the classic script (window.TuteTable), the engine from its bundle and
// unbundled. The errors of each are recognised by `instanceof` with the classes of every other.
import * as bundle from 'tute-table';
import * as bundleEngine from 'tute-table/engine';
import * as unbundled from 'tute-table/unbundled';
import * as unbundledEngine from 'tute-table/unbundled/engine';

type Classes = Pick<typeof bundle, 'IllegalActionError' | 'ConfigError'> &
  Partial<Pick<typeof bundle, 'SnapshotError'>>;

declare global {
  interface Window {
    /** The classic script's global: the same exports as `tute-table`. */
    TuteTable: typeof bundle;
  }
}
const classic = window.TuteTable;

const sources: Record<string, Classes> = {
  'tute-table': bundle,
  'tute-table/engine': bundleEngine,
  'tute-table/unbundled': unbundled,
  'tute-table/unbundled/engine': unbundledEngine,
  'classic script': classic,
};

/** The three copies of the element class. */
const elements: Record<string, typeof bundle.TuteTable> = {
  'tute-table': bundle.TuteTable,
  'tute-table/unbundled': unbundled.TuteTable,
  'classic script': classic.TuteTable,
};

async function run() {
  const failures: string[] = [];
  let checks = 0;
  const check = (ok: boolean, what: string) => {
    checks++;
    if (!ok) failures.push(what);
  };
  check(new Set(Object.values(elements)).size === 3, 'three distinct copies of the element');
  let n = 0;
  for (const [from, Element] of Object.entries(elements)) {
    // The first copy loaded owns <tute-table>; the others get a tag of their own.
    const tag = customElements.getName(Element) ?? `tute-table-copy-${n++}`;
    if (!customElements.get(tag)) customElements.define(tag, Element);
    const table = new Element();
    document.body.append(table);
    let thrown: unknown = null;
    try {
      await table.act({ type: 'play', seat: 1, card: '1o' });
    } catch (error) {
      thrown = error;
    }
    let broken: unknown = null;
    try {
      table.restore('{"format":"nope"}');
    } catch (error) {
      broken = error;
    }
    for (const [name, classes] of Object.entries(sources)) {
      check(thrown instanceof classes.IllegalActionError, `act() of ${from} / ${name}`);
      check(!(thrown instanceof classes.ConfigError), `act() of ${from} is no ConfigError`);
      if (classes.SnapshotError)
        check(broken instanceof classes.SnapshotError, `restore() of ${from} / ${name}`);
    }
  }
  for (const [from, engine] of Object.entries({ bundleEngine, unbundledEngine })) {
    let thrown: unknown = null;
    try {
      // @ts-expect-error: not a variant
      engine.newGame({ variant: 'poker' });
    } catch (error) {
      thrown = error;
    }
    for (const [name, classes] of Object.entries(sources)) {
      check(thrown instanceof classes.ConfigError, `newGame() of ${from} / ${name}`);
    }
  }
  return { checks, failures };
}

Object.assign(window, { tuteRun: run });
