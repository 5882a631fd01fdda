#!/usr/bin/env node
// @ts-check
// `npm run lint` (also a step of `npm test`): the layout is Prettier's (`prettier --check`),
// the static checks ESLint's (eslint.config.js), and no line of a file under src/ or test/ is
// longer than 100 characters — what Prettier cannot wrap (comments, strings, markup) included.
// Exits non-zero when any of the three fails. Prettier and ESLint run side by side (each uses one
// core): on a 2-core machine with cold caches that takes the wall time from the sum of the two
// to about the longer one.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WIDTH = 100;
const BIN = join(ROOT, 'node_modules/.bin');

/**
 * Starts `command`; its output is held back and printed under `title` when it ends, so two steps
 * running together do not interleave their reports.
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<() => boolean>} prints the step's report and says whether it passed
 */
function step(title, command, args) {
  return new Promise((resolve) => {
    /** @type {{ stream: NodeJS.WriteStream; chunk: Buffer }[]} */
    const output = [];
    const report = (/** @type {boolean} */ ok) => () => {
      console.log(`— ${title}`);
      for (const { stream, chunk } of output) stream.write(chunk);
      return ok;
    };
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push({ stream: process.stdout, chunk }));
    child.stderr.on('data', (chunk) => output.push({ stream: process.stderr, chunk }));
    child.on('error', (error) => {
      output.push({
        stream: process.stderr,
        chunk: Buffer.from(`could not run ${command}: ${error.message}\n`),
      });
      resolve(report(false));
    });
    child.on('close', (status) => resolve(report(status === 0)));
  });
}

/** Lines over WIDTH characters in the files git knows (or will add) under src/ and test/. */
function longLines() {
  console.log(`— lines over ${WIDTH} characters in src/ and test/`);
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'test'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (listed.status !== 0) {
    console.error('git ls-files failed: cannot list the files to check');
    return false;
  }
  const files = listed.stdout.split('\n').filter(Boolean);
  let found = 0;
  for (const file of files) {
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if ([...line].length <= WIDTH) return;
        found++;
        console.error(`${file}:${i + 1}: ${[...line].length} characters`);
      });
  }
  if (found) console.error(`${found} line(s) over ${WIDTH} characters`);
  return found === 0;
}

const steps = await Promise.all([
  // The cache (node_modules/.cache/prettier) is keyed by each file's content, Prettier's version
  // and options, so a repeat run checks only what changed: it cannot go stale.
  step('prettier --check', join(BIN, 'prettier'), [
    '--check',
    '--cache',
    '--cache-strategy=content',
    '--log-level=warn',
    '.',
  ]),
  step('eslint', join(BIN, 'eslint'), ['--max-warnings=0', '.']),
]);
const results = [...steps.map((report) => report()), longLines()];
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `lint: ${failed} of 3 checks failed` : 'lint: clean');
process.exit(failed ? 1 : 0);
