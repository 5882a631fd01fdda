#!/usr/bin/env node
// @ts-check
// `npm run lint` (also a step of `npm test`): the layout is Prettier's (`prettier --check`),
// the static checks ESLint's (eslint.config.js), and no line of a file under src/ or test/ is
// longer than 100 characters — what Prettier cannot wrap (comments, strings, markup) included.
// Exits non-zero when any of the three fails. Prettier and ESLint run side by side, one core each:
// a cold run on 2 cores took 24-26 s where one after the other took 28.5 s (docs/architecture.md).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WIDTH = 100;
const BIN = join(ROOT, 'node_modules/.bin');

/**
 * A finished step: its output in order, each chunk with the stream it came on.
 * @typedef {{ stream: NodeJS.WriteStream; chunk: Buffer }} Chunk
 * @typedef {{ title: string; ok: boolean; output: Chunk[] }} Step
 */

/**
 * Runs `command` with its output held back, so two steps running together do not interleave
 * their reports (`report` prints it).
 * @param {string} title
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<Step>}
 */
function step(title, command, args) {
  return new Promise((resolve) => {
    /** @type {Chunk[]} */
    const output = [];
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => output.push({ stream: process.stdout, chunk }));
    child.stderr.on('data', (chunk) => output.push({ stream: process.stderr, chunk }));
    child.on('error', (error) => {
      const chunk = Buffer.from(`could not run ${command}: ${error.message}\n`);
      output.push({ stream: process.stderr, chunk });
      resolve({ title, ok: false, output });
    });
    child.on('close', (status) => resolve({ title, ok: status === 0, output }));
  });
}

/** Prints a finished step's output under its title; whether it passed. */
function report(/** @type {Step} */ { title, ok, output }) {
  console.log(`— ${title}`);
  for (const { stream, chunk } of output) stream.write(chunk);
  return ok;
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
const results = [...steps.map(report), longLines()];
const failed = results.filter((ok) => !ok).length;
console.log(failed ? `lint: ${failed} of 3 checks failed` : 'lint: clean');
process.exit(failed ? 1 : 0);
