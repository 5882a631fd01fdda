// custom-elements.json is committed: it must be what the analyzer makes of src/ui today, reduced
// to the public module by scripts/manifest.mjs, and it must document the element's public surface
// as docs/api.md names it, with paths that exist in the package.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicManifest } from '../../scripts/manifest.mjs';
import { isBoolean, isRecord, isString, listOf, optional, parseJson } from '../support/json.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COMMITTED = join(ROOT, 'custom-elements.json');
const STALE =
  'custom-elements.json is not what the analyzer makes of src/ui now: ' +
  'run `npm run build` and commit it';

interface Named {
  name: string;
  kind?: string;
  readonly?: boolean;
  privacy?: string;
  description?: string;
  type?: { text: string };
}
interface Declaration extends Named {
  tagName?: string;
  attributes?: Named[];
  members?: Named[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  schemaVersion: string;
  modules: { path: string; declarations?: Declaration[] }[];
}

const isNamed = (x: unknown): x is Named =>
  isRecord(x) &&
  isString(x.name) &&
  optional(x.kind, isString) &&
  optional(x.readonly, isBoolean) &&
  optional(x.privacy, isString) &&
  optional(x.description, isString) &&
  optional(x.type, (t): t is { text: string } => isRecord(t) && isString(t.text));

const isNamedList = (x: unknown): x is Named[] => listOf(x, isNamed);

const isDeclaration = (x: unknown): x is Declaration =>
  isNamed(x) &&
  isRecord(x) &&
  optional(x.tagName, isString) &&
  ['attributes', 'members', 'events', 'cssParts', 'cssProperties'].every((field) =>
    optional(x[field], isNamedList),
  );

const isDeclarationList = (x: unknown): x is Declaration[] => listOf(x, isDeclaration);

const isModule = (x: unknown): x is Manifest['modules'][number] =>
  isRecord(x) && isString(x.path) && optional(x.declarations, isDeclarationList);

const isManifest = (x: unknown): x is Manifest =>
  isRecord(x) && isString(x.schemaVersion) && listOf(x.modules, isModule);

/** `text` as a manifest, checked to have the shape these tests read. */
function parseManifest(text: string, source: string): Manifest {
  const manifest = parseJson(text);
  assert.ok(isManifest(manifest), `${source} is not a manifest of the shape these tests read`);
  return manifest;
}

/**
 * The manifest the analyzer makes of src/ui now, with the options of `npm run build`, reduced as
 * scripts/manifest.mjs reduces it.
 *
 * Through its JS API with `noWrite`, in a child process whose working directory is the project
 * root: the CLI's `--outdir` is joined onto the working directory, and the CLI also rewrites
 * package.json's `customElements` to point into that outdir — a temp dir must never land there.
 */
async function analyzeNow(): Promise<Manifest> {
  const cli = new URL(
    '../../node_modules/@custom-elements-manifest/analyzer/cli.js',
    import.meta.url,
  ).href;
  const code = [
    `const { cli } = await import(${JSON.stringify(cli)});`,
    "const argv = ['analyze', '--litelement', '--globs', 'src/ui/**/*.ts', '--quiet'];",
    'const manifest = await cli({ argv, cwd: process.cwd(), noWrite: true });',
    'process.stdout.write(JSON.stringify(manifest));',
  ].join('\n');
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  assert.equal(child.status, 0, `the custom-elements-manifest analyzer failed:\n${child.stderr}`);
  const analyzed = parseManifest(child.stdout, 'the analyzer output');
  // The same JSON round trip as the file on disk (no undefined fields).
  return parseManifest(JSON.stringify(await publicManifest(analyzed)), 'the public manifest');
}

const committed = parseManifest(readFileSync(COMMITTED, 'utf8'), 'custom-elements.json');

/** The `<tute-table>` declaration of a manifest. */
function tuteTable(manifest: Manifest): Declaration {
  const found = manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d) => d.tagName === 'tute-table');
  const [only, ...more] = found;
  assert.ok(
    only && !more.length,
    `expected one declaration with tagName tute-table, found ${found.length}`,
  );
  return only;
}

/** Every .ts file under a directory of the project, recursively. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Whether src/ui declares the `persist` attribute yet (a reactive property or an observed
 * attribute), as opposed to merely mentioning the word in a comment.
 */
function declaresPersist(): boolean {
  const declaration = new RegExp(
    [
      /\bpersist\s*:\s*\{/.source,
      /\bdeclare\s+persist\b/.source,
      /@property\([^)]*\)\s*(?:(?:declare|accessor|public)\s+)*persist\b/.source,
      /['"]persist['"]/.source,
    ].join('|'),
  );
  return sources('src/ui').some((file) => declaration.test(readFileSync(join(ROOT, file), 'utf8')));
}

/** Asserts that `names` include every one of `expected`, naming what is missing. */
function assertIncludes(what: string, names: string[], expected: string[]) {
  const missing = expected.filter((name) => !names.includes(name));
  assert.deepEqual(
    missing,
    [],
    `custom-elements.json lacks the ${what} ${missing.join(', ')} ` +
      `(it lists: ${names.join(', ') || 'none'}). ` +
      'Declare or document them in src/ui (JSDoc tags such as @event, @csspart, @cssproperty), ' +
      'then run `npm run build`.',
  );
}

describe('custom-elements.json', () => {
  it('is current: equal to a fresh analysis of src/ui', async () => {
    const fresh = await analyzeNow();
    const byPath = (m: Manifest) =>
      new Map(m.modules.map((module) => [module.path, JSON.stringify(module)]));
    const [before, now] = [byPath(committed), byPath(fresh)];
    const changed = [...new Set([...before.keys(), ...now.keys()])].filter(
      (path) => before.get(path) !== now.get(path),
    );
    assert.deepStrictEqual(
      committed,
      fresh,
      `${STALE} (modules that differ: ${changed.join(', ') || 'order only'})`,
    );
  });

  it('lists only the public module, at a path the package ships and its main entry loads', () => {
    assert.deepEqual(
      committed.modules.map((m) => m.path),
      ['dist/tute-table.js'],
    );
    const pkg = parseJson(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    assert.ok(isRecord(pkg) && isRecord(pkg.exports) && isRecord(pkg.exports['.']));
    assert.equal(pkg.exports['.'].default, './dist/tute-table.js');
    const child = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    assert.equal(child.status, 0, `npm pack --dry-run failed:\n${child.stderr}`);
    const packed = parseJson(child.stdout);
    assert.ok(Array.isArray(packed) && isRecord(packed[0]) && Array.isArray(packed[0].files));
    const files = packed[0].files.map((f) => (isRecord(f) && isString(f.path) ? f.path : ''));
    assert.ok(files.includes('custom-elements.json'), 'the package does not ship the manifest');
    for (const module of committed.modules) {
      assert.ok(files.includes(module.path), `the package does not ship ${module.path}`);
    }
  });

  describe('documents the public surface of <tute-table> (docs/api.md)', () => {
    const element = tuteTable(committed);
    const names = (list: Named[] | undefined) => (list ?? []).map((item) => item.name);
    const publicMembers = (element.members ?? []).filter(
      (m) => m.privacy !== 'private' && m.privacy !== 'protected',
    );

    it('every attribute', () => {
      const attributes = ['variant', 'difficulty', 'seed', 'lang', 'rules', 'names', 'theme'];
      if (declaresPersist()) attributes.push('persist');
      assertIncludes('attributes', names(element.attributes), attributes);
    });

    it('the methods newMatch, act, snapshot and restore', () => {
      const methods = publicMembers.filter((m) => m.kind === 'method');
      assertIncludes('methods', names(methods), ['newMatch', 'act', 'snapshot', 'restore']);
    });

    it('the read-only properties view and legalActions', () => {
      const fields = publicMembers.filter((m) => m.kind === 'field');
      assertIncludes('properties', names(fields), ['view', 'legalActions']);
      for (const name of ['view', 'legalActions']) {
        assert.equal(
          fields.find((m) => m.name === name)?.readonly,
          true,
          `${name} should be read-only (a getter)`,
        );
      }
    });

    it('the five events', () => {
      assertIncludes('events', names(element.events), [
        'tute-move',
        'tute-trick',
        'tute-deal-end',
        'tute-match-end',
        'tute-error',
      ]);
    });

    it('the shadow parts', () => {
      assertIncludes('CSS parts', names(element.cssParts), [
        'table',
        'hand',
        'trick',
        'card',
        'stock',
        'indicator',
        'score',
        'status',
        'controls',
      ]);
    });

    it('the --tute-* custom properties', () => {
      assertIncludes('CSS custom properties', names(element.cssProperties), [
        '--tute-felt',
        '--tute-card-width',
        '--tute-accent',
        '--tute-font',
        '--tute-radius',
        '--tute-suit-oros',
        '--tute-suit-copas',
        '--tute-suit-espadas',
        '--tute-suit-bastos',
      ]);
    });

    it('each event with its CustomEvent type', () => {
      for (const event of element.events ?? []) {
        assert.match(
          event.type?.text ?? '',
          /^CustomEvent<Tute\w+Detail>$/,
          `the event ${event.name} has no type: write @event {CustomEvent<…>} in its JSDoc`,
        );
      }
    });

    it('each attribute with its type, the closed sets as unions of their values', () => {
      for (const attribute of element.attributes ?? []) {
        const text = attribute.type?.text ?? '';
        assert.ok(text !== '', `the attribute ${attribute.name} has no type`);
        assert.doesNotMatch(
          text,
          /\b[A-Z]\w*/,
          `${attribute.name}: the type ${text} names a type the manifest's readers do not know ` +
            '(add it to the unions of scripts/manifest.mjs)',
        );
        assert.ok(attribute.description, `the attribute ${attribute.name} is not described`);
      }
      const types = new Map((element.attributes ?? []).map((a) => [a.name, a.type?.text]));
      assert.equal(types.get('difficulty'), "'easy' | 'medium' | 'hard' | 'expert'");
      assert.equal(types.get('theme'), "'classic' | 'light' | 'dark'");
      assert.match(types.get('variant') ?? '', /^'tute'( \| '[\w-]+'){6}$/);
      assert.equal(types.get('seed'), 'number | string | undefined');
    });

    it('every public member described, and no private or internal one', () => {
      for (const member of element.members ?? []) {
        assert.ok(member.description, `the member ${member.name} has no description`);
        assert.doesNotMatch(member.name, /^_/, `the manifest lists the internal ${member.name}`);
      }
      assertIncludes('properties', names(publicMembers), ['aiDelay', 'player']);
    });
  });
});
