#!/usr/bin/env node
// @ts-check
// `npm test`: build, lint, type-check, run the Node tests (engine, ai, ui-node, build) and the
// browser tests (ui), and end with one line `N passed, M failed` summed over both runners, the
// lint and the type-check.
// Exits non-zero when anything failed; a runner that crashes or reports nothing counts as a
// failure, never as a pass.
//
//   node scripts/test.mjs          build + lint + type-check + Node tests + browser tests
//   node scripts/test.mjs engine   build + Node tests only
//   node scripts/test.mjs ui       build + browser tests only
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE_TEST_DIRS = ['test/engine', 'test/ai', 'test/ui-node', 'test/build'];
const UI_TEST_DIR = 'test/ui';
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const mode = process.argv[2] ?? 'all';
if (!['all', 'engine', 'ui'].includes(mode) || process.argv.length > 3) {
  console.error('usage: node scripts/test.mjs [engine|ui]');
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'tute-test-'));
const totals = { passed: 0, failed: 0 };

/** @param {string} title */
function banner(title) {
  console.log(`\n=== ${title} ===\n`);
}

/**
 * Runs a command in the project root with inherited output; returns its exit status
 * (1 when it could not be started or was killed by a signal).
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env]
 */
function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  if (result.signal) console.error(`${command} was killed by ${result.signal}`);
  return result.status ?? 1;
}

/**
 * Every `*.test.ts` under dir (recursively), relative to the root, sorted; none if dir is missing.
 * @param {string} dir
 * @returns {string[]}
 */
function findTests(dir) {
  const absolute = join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return findTests(path);
      return entry.isFile() && entry.name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** @param {string} reason */
function crashed(reason) {
  console.error(`\n✖ ${reason} (counted as 1 failed test)`);
  totals.failed += 1;
}

/** @param {string} file */
const contentsOf = (file) =>
  existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : null;

function build() {
  banner('npm run build');
  // The build rewrites the committed manifest, so the manifest test alone would never see a
  // stale one: compare what was there before the build with what the build made.
  const manifestBefore = contentsOf('custom-elements.json');
  if (run('npm', ['run', '--silent', 'build']) !== 0) crashed('npm run build failed');
  else if (manifestBefore !== contentsOf('custom-elements.json')) {
    crashed('custom-elements.json was stale: the build has rewritten it, commit the new one');
  }
}

/** Formatting, static checks and line width (scripts/lint.mjs): one more test, passed or failed. */
function lint() {
  banner('npm run lint');
  if (run('npm', ['run', '--silent', 'lint']) !== 0) crashed('npm run lint failed');
  else totals.passed += 1;
}

/**
 * The types of everything in tsconfig.json (tests, benchmarks, scripts too; the build checks
 * only src/): one more test, passed or failed.
 */
function typecheck() {
  banner('npm run typecheck');
  if (run('npm', ['run', '--silent', 'typecheck']) !== 0) crashed('npm run typecheck failed');
  else totals.passed += 1;
}

function nodeTests() {
  const files = NODE_TEST_DIRS.flatMap(findTests);
  banner(`Node tests: ${files.length} file(s) in ${NODE_TEST_DIRS.join(', ')}`);
  if (files.length === 0) return;
  const tap = join(scratch, 'node.tap');
  // test/build drives the packed package in Chromium too: find (or install) it before, not only
  // for the browser tests after, or a fresh machine fails those tests on its first run.
  const browser = chromium();
  const env = browser ? { ...process.env, CHROME_PATH: browser } : process.env;
  const status = run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    env,
  );
  const report = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  /** @param {string} key */
  const count = (key) => {
    const matches = [...report.matchAll(new RegExp(`^# ${key} (\\d+)$`, 'gm'))];
    const last = matches.at(-1);
    return last ? Number(last[1]) : null;
  };
  const passed = count('pass');
  const failed = count('fail');
  if (passed === null || failed === null) {
    crashed(`the Node test runner exited with status ${status} without a summary`);
    return;
  }
  const cancelled = count('cancelled') ?? 0;
  totals.passed += passed;
  totals.failed += failed + cancelled;
  if (status !== 0 && failed + cancelled === 0) {
    crashed(`the Node test runner exited with status ${status} although no test failed`);
  }
}

/** @type {string | null | undefined} */
let chromiumFound;

/** The Chromium to test with, looked for (and installed) once per run. */
function chromium() {
  if (chromiumFound === undefined) chromiumFound = findChromium();
  return chromiumFound;
}

/** The Chromium to test with: CHROME_PATH, then /usr/bin/chromium, else installed with apt. */
function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`CHROME_PATH=${fromEnv} is not an executable file; looking elsewhere.`);
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find(isExecutable);
  if (process.getuid?.() === 0 && aptGet) {
    console.log(
      'Chromium not found: installing it with `apt-get update && apt-get install -y chromium` …',
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run(aptGet, ['update'], env) === 0 &&
      run(aptGet, ['install', '-y', 'chromium'], env) === 0
    ) {
      if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
      console.error(`apt-get installed chromium, but ${DEFAULT_CHROMIUM} is not executable.`);
    } else {
      console.error('Installing Chromium with apt-get failed.');
    }
  }
  console.error(
    [
      'No Chromium found for the browser tests (test/ui, and the packed package in test/build).',
      `Looked at ${fromEnv ? `CHROME_PATH=${fromEnv} and ` : 'CHROME_PATH (unset) and '}${DEFAULT_CHROMIUM}.`,
      'Get one with:  sudo apt-get install chromium   (Debian/Ubuntu; as root `npm test` does this itself)',
      'or point CHROME_PATH at a Chromium or Chrome binary:  CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  return null;
}

function browserTests() {
  const files = findTests(UI_TEST_DIR);
  banner(`Browser tests: ${files.length} file(s) in ${UI_TEST_DIR}`);
  if (files.length === 0) return;
  const browser = chromium();
  if (!browser) {
    crashed('no Chromium for the browser tests');
    return;
  }
  console.log(`Using Chromium at ${browser}`);
  const summary = join(scratch, 'wtr.json');
  const status = run(
    process.execPath,
    [
      join(ROOT, 'node_modules/@web/test-runner/dist/bin.js'),
      '--config',
      'web-test-runner.config.mjs',
    ],
    { ...process.env, CHROME_PATH: browser, TUTE_WTR_SUMMARY: summary },
  );
  /** @type {{ passed?: number, failed?: number, crashed?: boolean } | null} */
  let result = null;
  try {
    result = JSON.parse(readFileSync(summary, 'utf8'));
  } catch {
    // No summary: handled below as a crash.
  }
  if (
    !result ||
    result.crashed ||
    typeof result.passed !== 'number' ||
    typeof result.failed !== 'number'
  ) {
    crashed(`web-test-runner exited with status ${status} without a summary`);
    return;
  }
  totals.passed += result.passed;
  totals.failed += result.failed;
  if (status !== 0 && result.failed === 0) {
    crashed(`web-test-runner exited with status ${status} although no test failed`);
  }
}

try {
  build();
  if (mode === 'all') {
    lint();
    typecheck();
  }
  if (mode !== 'ui') nodeTests();
  if (mode !== 'engine') browserTests();
} catch (error) {
  console.error(error);
  crashed('scripts/test.mjs itself failed');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
