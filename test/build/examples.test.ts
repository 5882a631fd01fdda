// The package as an integrator gets it: `npm pack`, unpacked into a scratch folder beside the
// apps of examples/, which are type-checked (strict), built with Vite and run in the test
// Chromium; a Node script imports every entry and renders the element on a server. publint and
// @arethetypeswrong/cli check the tarball. Needs `npm run build` first (`npm test` does it).
//
// Nothing is fetched: the apps' tools (vite, react, vue, typescript…) and the package's own
// dependencies are linked from this project's node_modules, so one pack and one unpack are the
// whole install.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromeArgs, executablePath } from '../../scripts/chromium.mjs';
import { isRecord, isString, listOf, parseJson } from '../support/json.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'node_modules/.bin');
/** What the apps import besides the package: linked, not installed. */
const LINKED = [
  'lit',
  '@lit/react',
  '@lit-labs/ssr',
  'react',
  'react-dom',
  '@types/react',
  '@types/react-dom',
  'vite',
  '@vitejs/plugin-react',
  'vue',
  'svelte',
  'typescript',
];
const APPS = ['vite-ts', 'vite-lit', 'vite-react'];

let scratch = '';
let tarball = '';
let server: Server | null = null;
let origin = '';
let browser: Browser | null = null;

/** Runs a command, returning its exit status and output (never throws). */
function run(command: string, args: string[], cwd: string) {
  const child = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env } });
  return { status: child.status, output: `${child.stdout ?? ''}${child.stderr ?? ''}` };
}

/** Runs a command in the background; resolves to its exit status and output. */
function runAsync(command: string, args: string[], cwd: string) {
  return new Promise<{ status: number | null; output: string }>((done) => {
    const child = spawn(command, args, { cwd });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => done({ status, output }));
  });
}

/** Serves each app's build at /<app>/ (scratch/<app>/dist), as a static host would. */
async function serve(): Promise<void> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  server = createServer((req, res) => {
    const [app = '', ...rest] = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      .slice(1)
      .split('/');
    if (app === 'favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const base = join(scratch, app, 'dist') + sep;
    const file = resolve(base, rest.join('/') || 'index.html');
    if (!APPS.includes(app) || !file.startsWith(base) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  const address = server.address();
  assert.ok(address && typeof address === 'object');
  origin = `http://127.0.0.1:${address.port}`;
}

/** Opens a page, runs its `tuteRun()` and returns the result with what the page logged. */
async function runPage(url: string) {
  assert.ok(browser, 'no browser');
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('request', (request) => requests.push(request.url()));
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('typeof window.tuteRun === "function"', { timeout: 10_000 });
    let timer: NodeJS.Timeout | undefined;
    const result: unknown = await Promise.race([
      page.evaluate('window.tuteRun()'),
      new Promise((_, fail) => {
        timer = setTimeout(() => fail(new Error(`${url}: no result in 20 s`)), 20_000);
      }),
    ]).finally(() => clearTimeout(timer));
    assert.ok(isRecord(result), `${url}: tuteRun() gave no result`);
    return { result, problems, requests };
  } finally {
    await page.close();
  }
}

before(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tute-examples-'));
  // The dist/ that `npm test` has just built: without `--ignore-scripts` prepack builds again.
  const packed = run(
    'npm',
    ['pack', '--silent', '--ignore-scripts', '--pack-destination', scratch],
    ROOT,
  );
  assert.equal(packed.status, 0, `npm pack failed:\n${packed.output}`);
  const name = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  assert.ok(name, 'npm pack wrote no tarball');
  tarball = join(scratch, name);
  const modules = join(scratch, 'node_modules');
  mkdirSync(join(modules, 'tute-table'), { recursive: true });
  const unpacked = run(
    'tar',
    ['-xzf', tarball, '-C', join(modules, 'tute-table'), '--strip-components=1'],
    scratch,
  );
  assert.equal(unpacked.status, 0, `could not unpack ${tarball}:\n${unpacked.output}`);
  for (const dependency of LINKED) {
    mkdirSync(join(modules, dependency, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', dependency), join(modules, dependency), 'dir');
  }
  cpSync(join(ROOT, 'examples'), scratch, { recursive: true });
  // entries.html loads the classic script as a third copy of the element.
  mkdirSync(join(scratch, 'vite-ts/public'));
  cpSync(
    join(modules, 'tute-table/dist/tute-table.iife.js'),
    join(scratch, 'vite-ts/public/tute-table.iife.js'),
  );
});

after(async () => {
  await browser?.close();
  server?.close();
  if (scratch && !process.env.TUTE_KEEP_SCRATCH) rmSync(scratch, { recursive: true, force: true });
});

describe('the packed package (npm pack) as integrators use it (examples/)', () => {
  it('the tarball is clean for publint and @arethetypeswrong/cli', async () => {
    const { messages, pkg } = await publint({
      pkgDir: join(scratch, 'node_modules/tute-table'),
      pack: false,
      strict: true,
    });
    const said = messages.map((m) => `${m.type}: ${formatMessage(m, pkg) ?? m.code}`);
    assert.deepEqual(said, [], 'publint');
    // ESM only, on purpose: a require() of the package is the one thing it does not offer.
    const attw = await runAsync(
      join(BIN, 'attw'),
      [tarball, '--ignore-rules', 'cjs-resolves-to-esm', '--format', 'ascii'],
      scratch,
    );
    assert.equal(attw.status, 0, `@arethetypeswrong/cli:\n${attw.output}`);
  });

  it('the apps type-check under strict: the Vue template (vue-tsc), the Svelte tag', async () => {
    // The Vite apps and the Svelte typings in one program (the apps' own tsconfig.json files
    // differ only in what the others do not need: JSX, class fields), the Vue app beside it.
    writeFileSync(
      join(scratch, 'tsconfig.apps.json'),
      JSON.stringify({
        extends: './vite-react/tsconfig.json',
        compilerOptions: { useDefineForClassFields: false },
        include: [...APPS, 'svelte'].map((app) => `${app}/src`),
      }),
    );
    const checks = await Promise.all([
      runAsync(join(BIN, 'tsc'), ['-p', 'tsconfig.apps.json'], scratch),
      runAsync(join(BIN, 'vue-tsc'), ['-p', 'tsconfig.json'], join(scratch, 'vue')),
    ]);
    const failed = checks.filter((c) => c.status !== 0).map((c) => c.output);
    assert.deepEqual(failed, [], 'type errors');
  });

  it('Vite builds the apps; an app already on Lit bundles one copy of it', async () => {
    // In a child process: Vite keeps workers alive for a while after a build.
    const script = [
      "const { build } = await import('vite');",
      `for (const app of ${JSON.stringify(APPS)})`,
      "  await build({ root: app, base: `/${app}/`, logLevel: 'error' });",
    ].join('\n');
    const built = await runAsync(process.execPath, ['--input-type=module', '-e', script], scratch);
    assert.equal(built.status, 0, `vite build failed:\n${built.output}`);
    const assets = join(scratch, 'vite-lit/dist/assets');
    const code = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // Each copy of lit-html and of LitElement registers its version once.
    const copies = (name: string) =>
      code.match(new RegExp(`${name}\\?\\?=\\[\\]\\)\\.push\\(`, 'g'));
    assert.equal(copies('litHtmlVersions')?.length, 1, 'copies of lit-html');
    assert.equal(copies('litElementVersions')?.length, 1, 'copies of LitElement');
    // The files the one-file bundle loads on first use are emitted beside the app that uses it.
    const emitted = readdirSync(join(scratch, 'vite-ts/dist/assets'));
    for (const part of ['ai', 'rules', 'replay', 'log', 'persist', 'words-es', 'words-de'])
      assert.ok(
        emitted.some((file) => new RegExp(`^${part}-[\\w-]+\\.js$`).test(file)),
        `Vite did not emit ${part}.js for the one-file element (${emitted.join(', ')})`,
      );
  });

  it('in Node every entry imports, and servers render the tag without junk', async () => {
    const child = await runAsync(process.execPath, ['node/ssr.mjs'], scratch);
    assert.equal(child.status, 0, `examples/node/ssr.mjs failed:\n${child.output}`);
    const found = parseJson(child.output);
    assert.ok(isRecord(found) && isRecord(found.imported));
    for (const [entry, names] of Object.entries(found.imported)) {
      assert.ok(listOf(names, isString), `import('${entry}') ${String(names)}`);
    }
    assert.ok(listOf(found.imported['tute-table'], isString));
    assert.ok(found.imported['tute-table'].includes('IllegalActionError'));
    assert.equal(found.illegal, true, 'instanceof across the engine and element entries in Node');
    assert.ok(typeof found.moves === 'number' && found.moves >= 4, 'the AI did not play');
    assert.equal(found.defined, false, 'the tag is defined on the server');
    // @lit-labs/ssr: the host element with its attributes; no shadow root to hydrate.
    assert.ok(isString(found.lit) && isString(found.react));
    assert.match(found.lit, /<tute-table\s+variant="brisca"\s+seed="7"\s*><\/tute-table>/);
    assert.doesNotMatch(found.lit, /shadowroot|aidelay/i);
    // React's server render of the wrapper: no attribute for properties or handlers.
    assert.equal(found.react, '<tute-table></tute-table>');
  });

  describe('in the browser', () => {
    before(async () => {
      await serve();
      browser = await puppeteer.launch({ executablePath, headless: true, args: chromeArgs });
    });

    it('Vite + TypeScript: the one-file element plays, typed events, search loaded', async () => {
      const { result, problems } = await runPage(`${origin}/vite-ts/`);
      assert.deepEqual(problems, []);
      assert.equal(result.rendered, true);
      assert.equal(result.sameMoves, true, 'the table and the engine disagree on the moves');
      assert.equal(result.rejected, 'not-your-turn');
      assert.deepEqual(result.errors, ['unknown-variant', 'not-your-turn']);
      assert.equal(result.aiMoved, true, 'the hard AI did not answer');
      assert.match(String(result.last), /^seat 1: play$/);
    });

    it('every entry on one page: instanceof holds for the errors of each', async () => {
      const { result, problems } = await runPage(`${origin}/vite-ts/entries.html`);
      assert.deepEqual(problems, []);
      assert.deepEqual(result.failures, []);
      assert.equal(result.checks, 1 + 3 * (5 * 2 + 3) + 2 * 5);
    });

    it('an app on Lit renders the unbundled element', async () => {
      const { result, problems } = await runPage(`${origin}/vite-lit/`);
      assert.deepEqual(problems, []);
      assert.deepEqual(result, { rendered: true, variant: 'brisca', rejected: true });
    });

    it("React: the wrapper's onTuteMove fires, properties are set as properties", async () => {
      const { result, problems } = await runPage(`${origin}/vite-react/`);
      assert.deepEqual(problems, []);
      assert.deepEqual(result.props, { variant: 'tute', seed: 7, aiDelay: 0 });
      assert.ok(listOf(result.moves, isString));
      assert.equal(result.moves[0], 'human', 'onTuteMove did not report the click');
      assert.ok(result.moves.includes('ai'), 'onTuteMove did not report the AI');
    });

    it('from a file: page the classic script asks for no ai.js and reports it once', async () => {
      const dir = join(scratch, 'file');
      mkdirSync(dir);
      writeFileSync(
        join(dir, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script src="../node_modules/tute-table/dist/tute-table.iife.js"></script></head>
<body><tute-table difficulty="hard" seed="7"></tute-table><script>
window.tuteRun = async () => {
  const table = document.querySelector('tute-table');
  const codes = [];
  table.addEventListener('tute-error', (event) => codes.push(event.detail.code));
  const moves = new Promise((resolve) => {
    let n = 0;
    table.addEventListener('tute-move', () => ++n === 2 && resolve(n));
  });
  table.aiDelay = 0;
  await table.updateComplete;
  await table.act(table.legalActions.find((action) => action.type === 'play'));
  await moves;
  return { codes };
};
</script></body></html>`,
      );
      const { result, problems, requests } = await runPage(
        pathToFileURL(join(dir, 'index.html')).href,
      );
      assert.deepEqual(problems, []);
      assert.deepEqual(result.codes, ['ai-unavailable']);
      assert.deepEqual(
        requests.filter((url) => url.endsWith('/ai.js')),
        [],
        'asked for ai.js from a file: page',
      );
    });
  });
});
