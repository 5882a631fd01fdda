// Checks the built bundles in dist/ (run `npm run build` first; `npm test` does).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = (file: string) => new URL(`../../dist/${file}`, import.meta.url);
const read = (file: string) => readFileSync(dist(file), 'utf8');

type Engine = typeof import('../../src/engine/index.js');

/** Imports a bundle in a fresh `node` with no loaders (no tsx) and returns its export names. */
function exportsInPlainNode(file: string): string[] {
  const code = 'const m = await import(process.argv[1]); console.log(JSON.stringify(Object.keys(m).sort()));';
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code, dist(file).href], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, `importing dist/${file} in plain Node failed:\n${child.stderr}`);
  return JSON.parse(child.stdout);
}

describe('dist/engine.js (built rules engine)', () => {
  it('exists after the build', () => {
    assert.ok(existsSync(dist('engine.js')), 'dist/engine.js is missing: run `npm run build`');
  });

  it('loads in plain Node 20 without tsx or a DOM and exports the public API', () => {
    const names = exportsInPlainNode('engine.js');
    for (const name of ['newGame', 'legalActions', 'applyAction', 'viewFor', 'ConfigError', 'IllegalActionError']) {
      assert.ok(names.includes(name), `dist/engine.js does not export ${name} (exports: ${names.join(', ')})`);
    }
  });

  it('exports functions and Error subclasses under the public names', async () => {
    const engine: Engine = await import(dist('engine.js').href);
    for (const name of ['newGame', 'legalActions', 'applyAction', 'viewFor'] as const) {
      assert.equal(typeof engine[name], 'function', `${name} is not a function`);
    }
    for (const name of ['ConfigError', 'IllegalActionError'] as const) {
      assert.equal(typeof engine[name], 'function', `${name} is not a class`);
      assert.ok(engine[name].prototype instanceof Error, `${name} does not extend Error`);
    }
  });

  it('newGame() starts a game of tute in which the first seat has legal actions', async () => {
    const { newGame, legalActions }: Engine = await import(dist('engine.js').href);
    const state = newGame();
    assert.equal(state.variant, 'tute');
    assert.ok(legalActions(state).length > 0, 'a new game offers no legal action');
  });

  it('carries no lit and no custom-element code', () => {
    assert.doesNotMatch(read('engine.js'), /litHtmlVersions|reactiveElementVersions|customElements/);
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

describe('dist/tute-table.js and dist/tute-table.iife.js (built element)', () => {
  /** Import or export clauses naming a package instead of a relative file. */
  const bareImport = /(?:\bimport|\bexport)\s*(?:[\w*{}\s,$]*\bfrom\s*)?["'](?![./])[^"']+["']|\bimport\(\s*["'](?![./])/;

  it('the ES module is self-contained: lit and immer are inlined, nothing is imported', () => {
    const code = read('tute-table.js');
    assert.doesNotMatch(code, bareImport);
    assert.match(code, /litHtmlVersions/, 'lit does not seem to be inlined');
  });

  it('the classic script defines the TuteTable global and has no import or export', () => {
    const code = read('tute-table.iife.js');
    assert.match(code, /\bTuteTable\s*=/);
    assert.doesNotMatch(code, /^\s*(?:import|export)\b|[;}]\s*(?:import|export)\s*[{*"']/m);
  });

  it('both mention the tute-table tag name', () => {
    assert.match(read('tute-table.js'), /tute-table/);
    assert.match(read('tute-table.iife.js'), /tute-table/);
  });
});

describe('type declarations and custom-elements.json', () => {
  it('declarations exist for the three package entry points', () => {
    for (const entry of ['engine', 'ai', 'ui']) {
      const file = fileURLToPath(dist(`types/${entry}/index.d.ts`));
      assert.ok(existsSync(file), `${file} is missing`);
    }
  });

  it('custom-elements.json is a manifest of the src/ui modules', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    assert.equal(typeof manifest.schemaVersion, 'string');
    assert.ok(Array.isArray(manifest.modules) && manifest.modules.length > 0, 'the manifest lists no module');
    assert.ok(manifest.modules.every((m: { path: string }) => m.path.startsWith('src/ui/')));
  });
});
