#!/usr/bin/env node
// @ts-check
// Gzip sizes of the built bundles, and the size budget of the element's one-file module.
//
//   node scripts/size.mjs    prints every dist bundle's size; exits 1 when one is over budget
//                            (the last step of `npm run build`)
//
// bench/engine.bench.mjs and test/build/dist.test.ts import the same functions.
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url);

/** The one-file bundles of docs/api.md's entry-point table, in its order. */
export const BUNDLES = [
  'tute-table.js',
  'tute-table.iife.js',
  'engine.js',
  'ai.js',
  'rules.js',
  'replay.js',
  'log.js',
  'persist.js',
  'auction.js',
  'words-es.js',
  'words-de.js',
];

/**
 * Gzip budgets in bytes (1 kB = 1000 bytes). Only the element's ES module has one: it is what
 * a host page downloads.
 * @type {Record<string, number>}
 */
export const BUDGETS = { 'tute-table.js': 45_000 };

/**
 * Size of a file as it is and gzipped at level 9 (what a server sends at most).
 * @param {string | URL} file
 */
export function sizeOf(file) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** @param {number} bytes */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Sizes of every bundle in dist/ with its budget (null when it has none); a missing bundle is
 * reported as missing, not skipped.
 */
export function bundleSizes() {
  return BUNDLES.map((name) => {
    const file = new URL(name, DIST);
    const budget = BUDGETS[name] ?? null;
    if (!existsSync(file)) return { name, missing: true, raw: 0, gzip: 0, budget, over: false };
    const { raw, gzip } = sizeOf(file);
    return { name, missing: false, raw, gzip, budget, over: budget !== null && gzip > budget };
  });
}

/**
 * The sizes as printable lines, one per bundle.
 * @param {ReturnType<typeof bundleSizes>} sizes
 */
export function formatSizes(sizes) {
  return sizes.map(({ name, missing, raw, gzip, budget, over }) => {
    const label = `dist/${name}`.padEnd(24);
    if (missing) return `${label} missing (run \`npm run build\`)`;
    const limit = budget === null ? '' : `  budget ${kB(budget)}${over ? ' — OVER BUDGET' : ' ok'}`;
    return `${label} ${kB(raw).padStart(9)}  ${kB(gzip).padStart(8)} gzip${limit}`;
  });
}

/** Prints the sizes under a heading; returns them. */
export function printSizes() {
  const sizes = bundleSizes();
  console.log('bundle sizes (gzip, zlib level 9):');
  for (const line of formatSizes(sizes)) console.log(`  ${line}`);
  return sizes;
}

function main() {
  const sizes = printSizes();
  const missing = sizes.filter((s) => s.missing);
  const over = sizes.filter((s) => s.over);
  for (const { name } of missing) console.error(`size check: dist/${name} is missing.`);
  for (const { name, gzip, budget } of over) {
    console.error(
      `size check failed: dist/${name} is ${gzip} bytes gzipped, over its budget of ${budget} bytes ` +
        `(${kB(gzip - /** @type {number} */ (budget))} too many). Make it smaller, or raise BUDGETS in scripts/size.mjs ` +
        'deliberately.',
    );
  }
  if (missing.length || over.length) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
