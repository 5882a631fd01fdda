// Checks the built bundles in dist/ (run `npm run build` first; `npm test` does).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { parseAst } from 'rollup/parseAst';
import { BUDGETS, bundleSizes } from '../../scripts/size.mjs';
import { isRecord, isString, listOf, parseJson } from '../support/json.ts';
import { at } from '../support/lists.ts';
import { newGame, parseRecord, recordOf } from '../../src/engine/index.ts';

const dist = (file: string) => new URL(`../../dist/${file}`, import.meta.url);
const read = (file: string) => readFileSync(dist(file), 'utf8');

type Engine = typeof import('../../src/engine/index.js');
const ENGINE_FUNCTIONS = ['newGame', 'legalActions', 'applyAction', 'viewFor'] as const;
const ENGINE_ERRORS = ['ConfigError', 'IllegalActionError', 'RecordError'] as const;

/** Imports a built module; its exports stay unknown until a test has checked them. */
async function importDist(file: string): Promise<object> {
  const module: unknown = await import(dist(file).href);
  assert.ok(typeof module === 'object' && module !== null, `dist/${file} is not a module`);
  return module;
}

/** One export of a built module, unknown until checked. */
const exported = (module: object, name: string): unknown => Reflect.get(module, name);

/** Whether a built module exports the engine's functions and error classes (all functions). */
const isEngine = (module: object): module is Engine =>
  [...ENGINE_FUNCTIONS, ...ENGINE_ERRORS].every(
    (name) => typeof exported(module, name) === 'function',
  );

/** Imports a bundle in a fresh `node` with no loaders (no tsx) and returns its export names. */
function exportsInPlainNode(file: string): string[] {
  const code =
    'const m = await import(process.argv[1]); console.log(JSON.stringify(Object.keys(m).sort()));';
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code, dist(file).href], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, `importing dist/${file} in plain Node failed:\n${child.stderr}`);
  const names = parseJson(child.stdout);
  assert.ok(listOf(names, isString), `dist/${file}: the export names are not a list of strings`);
  return names;
}

describe('dist/engine.js (built rules engine)', () => {
  it('exists after the build', () => {
    assert.ok(existsSync(dist('engine.js')), 'dist/engine.js is missing: run `npm run build`');
  });

  it('loads in plain Node 20 without tsx or a DOM and exports the public API', () => {
    const names = exportsInPlainNode('engine.js');
    for (const name of [
      'newGame',
      'legalActions',
      'applyAction',
      'viewFor',
      'ConfigError',
      'IllegalActionError',
    ]) {
      assert.ok(
        names.includes(name),
        `dist/engine.js does not export ${name} (exports: ${names.join(', ')})`,
      );
    }
  });

  it('exports functions and Error subclasses under the public names', async () => {
    const engine = await importDist('engine.js');
    for (const name of ENGINE_FUNCTIONS) {
      assert.equal(typeof exported(engine, name), 'function', `${name} is not a function`);
    }
    for (const name of ENGINE_ERRORS) {
      const value = exported(engine, name);
      assert.equal(typeof value, 'function', `${name} is not a class`);
      assert.ok(
        typeof value === 'function' && value.prototype instanceof Error,
        `${name} does not extend Error`,
      );
      // Not minified away: a host's console shows the class by its name.
      assert.equal(typeof value === 'function' && value.name, name);
    }
  });

  it('newGame() starts a game of tute in which the first seat has legal actions', async () => {
    const engine = await importDist('engine.js');
    assert.ok(isEngine(engine), 'dist/engine.js lacks a function of the engine API');
    const { newGame, legalActions } = engine;
    const state = newGame();
    assert.equal(state.variant, 'tute');
    assert.ok(legalActions(state).length > 0, 'a new game offers no legal action');
  });

  it('carries no lit and no custom-element code', () => {
    assert.doesNotMatch(
      read('engine.js'),
      /litHtmlVersions|reactiveElementVersions|customElements/,
    );
  });
});

describe('dist/ai.js (built AI players)', () => {
  it('loads in plain Node 20 without tsx or a DOM and exports chooseAction', () => {
    assert.ok(exportsInPlainNode('ai.js').includes('chooseAction'));
  });

  it('carries no lit and no custom-element code', () => {
    assert.doesNotMatch(read('ai.js'), /litHtmlVersions|reactiveElementVersions|customElements/);
  });
});

type HowToPlay = typeof import('../../src/ui/rules-text/index.js').howToPlay;
const isHowToPlay = (value: unknown): value is HowToPlay => typeof value === 'function';

/**
 * A dynamic import that bundlers leave to the browser (the lazy parts' loaders); the minifier may
 * name the address `$r`.
 */
const ignoredImport =
  /import\(\s*\/\* webpackIgnore: true \*\/\s*\/\* @vite-ignore \*\/\s*[\w$]+\.href\)/g;

/** Phrases of "How to play" in each language (src/ui/rules-text/), none in the element's words. */
const RULES_PHRASES = [
  /Ojo al orden/,
  /se juega al arrastre/,
  /Mind the order/,
  /play is strict \(arrastre\)/,
  /Achtung, Reihenfolge/,
  /Stichzwang/,
];

describe('dist/rules.js ("How to play", loaded by the element on first use)', () => {
  it('loads in plain Node and exports howToPlay', () => {
    assert.deepEqual(exportsInPlainNode('rules.js'), ['howToPlay']);
  });

  it('writes the rules of a match', async () => {
    const write = exported(await importDist('rules.js'), 'howToPlay');
    assert.ok(isHowToPlay(write), 'dist/rules.js: howToPlay is not a function');
    // The options left out take their defaults.
    const doc = write('tute', { target: 3, lastTrickBonus: 10, tute: true }, 'es');
    assert.equal(doc.title, 'Tute a dos');
    assert.ok(doc.sections.length > 5);
    assert.match(JSON.stringify(doc), /gane 3 manos/);
  });

  it('carries the rules text in three languages, and no lit', () => {
    const code = read('rules.js');
    for (const phrase of RULES_PHRASES) assert.match(code, phrase);
    assert.doesNotMatch(code, /litHtmlVersions|reactiveElementVersions|customElements/);
  });
});

describe('dist/replay.js (records and replay mode, loaded by the element on first use)', () => {
  it('loads in plain Node and exports the replay mode and Copy record', () => {
    assert.deepEqual(exportsInPlainNode('replay.js'), ['Replayer', 'copyNews', 'namedRecordText']);
  });

  it('formats a record as the text notation, the seats under the names given', async () => {
    const format = exported(await importDist('replay.js'), 'namedRecordText');
    assert.equal(typeof format, 'function');
    const record = recordOf(newGame({ variant: 'brisca', seed: 4 }));
    const text = (format as (r: unknown, names?: string[]) => unknown)(record);
    assert.equal(typeof text, 'string');
    assert.deepEqual(parseRecord(String(text)), record);
    const named = (format as (r: unknown, names?: string[]) => unknown)(record, ['Ana', 'Bea']);
    assert.deepEqual(parseRecord(String(named)), { ...record, names: ['Ana', 'Bea'] });
  });

  it('carries no lit', () => {
    assert.doesNotMatch(
      read('replay.js'),
      /litHtmlVersions|reactiveElementVersions|customElements/,
    );
  });
});

describe('dist/persist.js (the storage of persist, loaded when a key is first set)', () => {
  it('loads in plain Node, exports Persistence and carries neither lit nor the engine', () => {
    assert.deepEqual(exportsInPlainNode('persist.js'), ['Persistence']);
    // The snapshot code is the element's own, handed in: no rules, no variants here.
    assert.doesNotMatch(
      read('persist.js'),
      /litHtmlVersions|customElements|stock-then-strict|snapshot rejected/,
    );
  });

  it('the element bundles load it from beside them and carry none of it', () => {
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      // `?no-inline`: Vite would inline a file this small as a data: URL (strict CSP refuses it).
      assert.match(code, /new URL\("persist\.js\?no-inline",/, `${file}: no persist.js`);
      assert.doesNotMatch(code, /cannot use localStorage/, `${file} carries the storage`);
    }
    assert.match(read('persist.js'), /cannot use localStorage/);
  });
});

describe('dist/log.js (the previous trick and the log, loaded by the element on first use)', () => {
  it('loads in plain Node, exports lookBack and carries no lit', () => {
    assert.deepEqual(exportsInPlainNode('log.js'), ['lookBack']);
    assert.doesNotMatch(read('log.js'), /litHtmlVersions|reactiveElementVersions|customElements/);
  });

  it('the element bundles load it from beside them and carry none of it', () => {
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      assert.match(code, /new URL\("log\.js",/, `${file} does not resolve log.js beside it`);
      // The row of a trick in the log (src/ui/look-back/index.ts).
      assert.doesNotMatch(code, /data-points=/, `${file} carries the log`);
    }
    assert.match(read('log.js'), /data-points=/);
  });
});

describe("dist/auction.js (the auction games' panel, loaded when a table first plays one)", () => {
  it('loads in plain Node, exports auctionFor and carries no lit', () => {
    assert.deepEqual(exportsInPlainNode('auction.js'), ['auctionFor']);
    assert.doesNotMatch(
      read('auction.js'),
      /litHtmlVersions|reactiveElementVersions|customElements/,
    );
  });

  it('the element bundles load it from beside them and carry none of it', () => {
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      // `?no-inline`: Vite would inline a file this small as a data: URL (strict CSP refuses it).
      assert.match(code, /new URL\("auction\.js\?no-inline",/, `${file}: no auction.js`);
      // The bid stepper's lower end (src/ui/auction/panel.ts).
      assert.doesNotMatch(code, /bid-down/, `${file} carries the auction panel`);
    }
    assert.match(read('auction.js'), /bid-down/);
  });
});

describe('dist/words-es.js and dist/words-de.js (the words of Spanish and German)', () => {
  it('load in plain Node and export their dictionary; the element bundles carry neither', () => {
    assert.deepEqual(exportsInPlainNode('words-es.js'), ['es']);
    assert.deepEqual(exportsInPlainNode('words-de.js'), ['de']);
    assert.match(read('words-es.js'), /Mesa de tute/);
    assert.match(read('words-de.js'), /Tute-Tisch/);
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      for (const lang of ['es', 'de']) {
        assert.match(
          code,
          new RegExp(`new URL\\("words-${lang}\\.js\\?no-inline",`),
          `${file}: words-${lang}.js`,
        );
      }
      assert.doesNotMatch(code, /Mesa de tute|Tute-Tisch/, `${file} carries Spanish or German`);
    }
  });
});

describe('dist/tute-table.js and dist/tute-table.iife.js (built element)', () => {
  /** Import or export clauses naming a package instead of a relative file. */
  const fromPackage = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*\bfrom\s*)?["'](?![./])[^"']+["']/;
  const importOfPackage = /\bimport\(\s*["'](?![./])/;
  const bareImport = new RegExp(`${fromPackage.source}|${importOfPackage.source}`);

  it('the ES module is self-contained: lit is inlined, nothing is imported', () => {
    const code = read('tute-table.js');
    assert.doesNotMatch(code, bareImport);
    assert.match(code, /litHtmlVersions/, 'lit does not seem to be inlined');
  });

  it('the classic script defines the TuteTable global and has no import or export', () => {
    const code = read('tute-table.iife.js');
    assert.match(code, /\bTuteTable\s*=/);
    assert.doesNotMatch(code, /^\s*(?:import|export)\b|[;}]\s*(?:import|export)\s*[{*"']/m);
  });

  it(`the ES module is within its size budget (${BUDGETS['tute-table.js']} bytes gzipped)`, () => {
    const size = bundleSizes().find((s) => s.name === 'tute-table.js');
    assert.ok(size && !size.missing, 'dist/tute-table.js is missing: run `npm run build`');
    assert.ok(
      !size.over,
      `dist/tute-table.js is ${size.gzip} bytes gzipped, over its budget of ${size.budget}`,
    );
  });

  it('the classic script adds only the TuteTable global, also when loaded twice', () => {
    const { added, tags, global } = runIifeTwice();
    assert.deepEqual(
      added,
      ['TuteTable'],
      `dist/tute-table.iife.js left globals behind: ${added.join(', ')}`,
    );
    assert.deepEqual(tags, ['tute-table']);
    assert.equal(
      global,
      'object',
      'the TuteTable global should be the namespace object of the element module',
    );
  });

  it(
    'both load the search from ai.js beside them, by an import bundlers leave to the browser, ' +
      'and carry none of it',
    () => {
      assert.match(
        read('ai.js'),
        /the simulator starts in the play phase/,
        'dist/ai.js should carry the search',
      );
      for (const file of ['tute-table.js', 'tute-table.iife.js']) {
        const code = read(file);
        // Written as new URL('ai.js', import.meta.url), which bundlers see and emit beside the app.
        assert.match(code, /new URL\("ai\.js",/, `${file} does not resolve ai.js beside itself`);
        // Every lazy part (ai, rules, replay, log, persist, words) is imported by one import()
        // with the hints (lazy.ts, importBeside), and no import() goes without them.
        for (const part of ['ai', 'rules', 'replay', 'log', 'persist', 'words-es', 'words-de'])
          assert.match(
            code,
            new RegExp(`new URL\\("${part}\\.js(\\?no-inline)?",`),
            `${file}: ${part}.js`,
          );
        assert.equal(code.match(ignoredImport)?.length, 1, `${file}: the import lost its hints`);
        assert.equal(code.match(/\bimport\(/g)?.length, 1, `${file}: an import() without hints`);
        // A message of the search's simulator (src/ai/sim/simulator.ts), which is in dist/ai.js.
        assert.doesNotMatch(
          code,
          /the simulator starts in the play phase/,
          `${file} carries the search`,
        );
      }
    },
  );

  it('both load "How to play" from rules.js beside them and carry none of its text', () => {
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      assert.match(code, /new URL\("rules\.js",/, `${file} does not resolve rules.js beside it`);
      assert.match(code, /"file:"/, `${file} would ask for rules.js from a file: page`);
      for (const phrase of RULES_PHRASES) {
        assert.doesNotMatch(code, phrase, `${file} carries the rules text (${phrase.source})`);
      }
    }
  });

  it('both load the replay from replay.js beside them, carrying no parser or formatter', () => {
    for (const file of ['tute-table.js', 'tute-table.iife.js']) {
      const code = read(file);
      assert.match(code, /new URL\("replay\.js",/, `${file} does not resolve replay.js beside it`);
      // Error codes of the parser, the replay controls' words (src/engine/record, src/ui/replay).
      for (const phrase of [/duplicate-tag/, /bad-label/, /Play from here/, /Autoplay/]) {
        assert.doesNotMatch(code, phrase, `${file} carries the replay (${phrase.source})`);
        assert.match(read('replay.js'), phrase, `dist/replay.js lacks ${phrase.source}`);
      }
    }
  });

  it('both mention the tute-table tag name', () => {
    assert.match(read('tute-table.js'), /tute-table/);
    assert.match(read('tute-table.iife.js'), /tute-table/);
  });
});

/**
 * Runs the classic script twice in a fresh global scope with just enough DOM for lit to load and
 * for the element to be defined; returns the globals it added, the tags it defined and the
 * TuteTable global.
 */
function runIifeTwice() {
  class FakeNode {}
  class FakeElement extends FakeNode {}
  class FakeHTMLElement extends FakeElement {}
  const registry = new Map<string, unknown>();
  const dom = {
    Node: FakeNode,
    Element: FakeElement,
    HTMLElement: FakeHTMLElement,
    Document: class {},
    ShadowRoot: class {},
    CSSStyleSheet: class {
      replaceSync() {}
    },
    MutationObserver: class {
      observe() {}
    },
    customElements: {
      get: (tag: string) => registry.get(tag),
      define: (tag: string, constructor: unknown) => {
        if (registry.has(tag)) throw new Error(`${tag} is already defined`);
        registry.set(tag, constructor);
      },
    },
    document: {
      createTreeWalker: () => ({}),
      createComment: () => ({}),
      createElement: () => ({}),
      documentElement: {},
    },
  };
  const context = vm.createContext({ ...dom });
  const before = new Set(Object.getOwnPropertyNames(context));
  const code = read('tute-table.iife.js');
  for (const run of ['first', 'second']) {
    try {
      vm.runInContext(code, context, { filename: 'dist/tute-table.iife.js' });
    } catch (error) {
      assert.fail(`loading dist/tute-table.iife.js a ${run} time threw: ${String(error)}`);
    }
  }
  const added = Object.getOwnPropertyNames(context).filter((name) => !before.has(name));
  return { added, tags: [...registry.keys()], global: typeof context.TuteTable };
}

describe('dist/esm (unbundled ES build for bundlers)', () => {
  const esm = fileURLToPath(dist('esm'));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return files(path);
      return entry.name.endsWith('.js') ? [path] : [];
    });
  const modules = existsSync(esm) ? files(esm) : [];
  const name = (file: string) => relative(esm, file);

  /** Every module specifier of a file: static imports, re-exports and dynamic imports. */
  function specifiers(file: string): string[] {
    const found: string[] = [];
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const n = node as { type?: string; source?: { type?: string; value?: unknown } };
      if (n.type?.endsWith('Declaration') || n.type === 'ImportExpression') {
        if (n.source?.type === 'Literal' && typeof n.source.value === 'string')
          found.push(n.source.value);
        else if (n.type === 'ImportExpression') found.push('<computed import()>');
      }
      Object.values(node).forEach(visit);
    };
    visit(parseAst(readFileSync(file, 'utf8')));
    return found;
  }

  it('has one module per source module, with the three entry points', () => {
    for (const entry of ['ui/index.js', 'engine/index.js', 'ai/index.js']) {
      assert.ok(
        modules.map(name).includes(entry),
        `dist/esm/${entry} is missing: run \`npm run build\``,
      );
    }
    assert.ok(
      modules.length > 10,
      `dist/esm holds only ${modules.length} modules: it looks bundled`,
    );
    for (const file of modules) {
      const source = join(
        fileURLToPath(new URL('../../src/', import.meta.url)),
        name(file).replace(/\.js$/, '.ts'),
      );
      assert.ok(
        existsSync(source),
        `dist/esm/${name(file)} has no source module ${relative(process.cwd(), source)}`,
      );
    }
  });

  it('imports lit (react/: also react, @lit/react) by name; every relative import exists', () => {
    const bare = new Set<string>();
    for (const file of modules) {
      for (const specifier of specifiers(file)) {
        if (specifier.startsWith('./') || specifier.startsWith('../')) {
          const target = resolve(dirname(file), specifier);
          assert.ok(
            existsSync(target),
            `dist/esm/${name(file)} imports ${specifier}, which does not exist`,
          );
          assert.ok(
            !relative(esm, target).startsWith('..'),
            `dist/esm/${name(file)} imports ${specifier} outside dist/esm`,
          );
        } else {
          const allowed = name(file).startsWith('react/')
            ? /^(?:lit(?:\/[\w./-]+)?|react|@lit\/react)$/
            : /^lit(?:\/[\w./-]+)?$/;
          assert.match(specifier, allowed, `dist/esm/${name(file)} imports ${specifier}`);
          if (specifier.startsWith('lit')) bare.add(at(specifier.split('/'), 0));
        }
      }
    }
    assert.deepEqual([...bare], ['lit'], 'lit should be imported by name');
    assert.ok(
      specifiers(join(esm, 'ui/tute-table.js')).includes('lit'),
      "dist/esm/ui/tute-table.js does not import from 'lit'",
    );
    for (const file of modules) {
      const code = readFileSync(file, 'utf8');
      assert.doesNotMatch(
        code,
        /\bextends HTMLElement\b|createTreeWalker\(/,
        `lit seems inlined in ${name(file)}`,
      );
    }
  });

  it('the unbundled engine and AI load in plain Node with the same exports as the bundles', () => {
    assert.deepEqual(exportsInPlainNode('esm/engine/index.js'), exportsInPlainNode('engine.js'));
    assert.deepEqual(exportsInPlainNode('esm/ai/index.js'), exportsInPlainNode('ai.js'));
  });
});

describe('package.json', () => {
  const pkg = parseJson(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.ok(isRecord(pkg), 'package.json is not an object');
  const root = fileURLToPath(new URL('../../', import.meta.url));

  it('every exports target exists', () => {
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(targets);
    assert.ok(isRecord(pkg.exports), 'package.json has no exports map');
    for (const [subpath, value] of Object.entries(pkg.exports)) {
      for (const target of targets(value)) {
        assert.ok(
          existsSync(join(root, target)),
          `exports["${subpath}"] names ${target}, which does not exist`,
        );
      }
    }
  });

  it('sideEffects lists exactly the built files that define the element', () => {
    const defines = [
      ...['tute-table.js', 'tute-table.iife.js'].map((file) => fileURLToPath(dist(file))),
      ...readdirSync(fileURLToPath(dist('esm')), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.js'))
        .map((file) => join(fileURLToPath(dist('esm')), file)),
    ]
      .filter((file) => /customElements\.define\(/.test(readFileSync(file, 'utf8')))
      .map((file) => `./${relative(root, file)}`)
      .sort();
    assert.ok(
      listOf(pkg.sideEffects, isString),
      'package.json: sideEffects is not a list of files',
    );
    assert.deepEqual([...pkg.sideEffects].sort(), defines);
  });
});

describe('type declarations and custom-elements.json', () => {
  it('declarations exist for the package entry points, and none without a source module', () => {
    for (const entry of ['engine', 'ai', 'ui', 'react', 'vue', 'svelte']) {
      const file = fileURLToPath(dist(`types/${entry}/index.d.ts`));
      assert.ok(existsSync(file), `${file} is missing`);
    }
    const types = fileURLToPath(dist('types'));
    const stale = readdirSync(types, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts'))
      .filter((file) => !existsSync(join(types, '../../src', file.replace(/\.d\.ts$/, '.ts'))));
    assert.deepEqual(stale, [], 'declarations in dist/types without a module in src/');
  });

  it('custom-elements.json is a manifest of the shipped element module', () => {
    const manifest = parseJson(
      readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
    );
    assert.ok(isRecord(manifest), 'custom-elements.json is not an object');
    assert.equal(typeof manifest.schemaVersion, 'string');
    assert.ok(
      Array.isArray(manifest.modules) && manifest.modules.length > 0,
      'the manifest lists no module',
    );
    assert.ok(
      manifest.modules.every((m) => isRecord(m) && m.path === 'dist/tute-table.js'),
      'the manifest should describe dist/tute-table.js only (scripts/manifest.mjs)',
    );
  });
});
