#!/usr/bin/env node
// @ts-check
// custom-elements.json as the package ships it: the analyzer (`cem analyze`) reads src/ui, and
// this script keeps what a user of the package can reach — the one public module, the file the
// package's main entry loads (`dist/tute-table.js`), declaring <tute-table> with its public
// attributes, properties, methods, events, parts and custom properties — and writes each type in
// full (`Variant` becomes `'tute' | 'tute-3' | …`), since the package's type names mean nothing
// to the tools that read a manifest (editors, Storybook, linters).
//
//   node scripts/manifest.mjs   rewrites custom-elements.json after `cem analyze` (npm run build)
//
// test/build/manifest.test.ts applies `publicManifest` to a fresh analysis and compares.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The shipped module the manifest describes: what `import 'tute-table'` loads in a browser. */
export const MODULE = 'dist/tute-table.js';

/**
 * The closed sets behind the element's union types, read from the built modules (run rollup
 * first): each type name is written out as the union of its values.
 * @returns {Promise<Record<string, readonly string[]>>}
 */
async function unions() {
  const dist = new URL('../dist/esm/', import.meta.url);
  const engine = await import(new URL('engine/index.js', dist).href);
  const config = await import(new URL('ui/config.js', dist).href);
  return {
    Variant: engine.VARIANT_IDS,
    Difficulty: config.DIFFICULTIES,
    Theme: config.THEMES,
    Sort: config.SORTS,
    Mode: config.MODES,
    Speed: config.SPEEDS,
    Controls: config.CONTROLS,
  };
}

/**
 * @typedef {{ text: string }} Type
 * @typedef {{ name: string, kind?: string, privacy?: string, static?: boolean, type?: Type,
 *   description?: string, parameters?: { type?: Type }[], return?: { type?: Type } }} Item
 * @typedef {{ tagName?: string, members?: Item[], attributes?: Item[], events?: Item[],
 *   name: string }} Declaration
 * @typedef {{ schemaVersion: string, readme?: string, modules: { kind?: string, path: string,
 *   declarations?: Declaration[], exports?: object[] }[] }} Manifest
 */

/**
 * The public manifest made from the analyzer's manifest of src/ui.
 * @param {Manifest} analyzed
 * @returns {Promise<Manifest>}
 */
export async function publicManifest(analyzed) {
  const sets = await unions();
  /** @param {Type | undefined} type */
  const expand = (type) =>
    type && {
      text: type.text.replace(/\b[A-Z]\w*\b/g, (name) =>
        name in sets ? (sets[name] ?? []).map((value) => `'${value}'`).join(' | ') : name,
      ),
    };
  /** @param {Item} item */
  const typed = (item) => ({
    ...item,
    ...(item.type && { type: expand(item.type) }),
    ...(item.parameters && {
      parameters: item.parameters.map((p) => ({ ...p, ...(p.type && { type: expand(p.type) }) })),
    }),
  });
  const found = analyzed.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName === 'tute-table');
  const [element, ...more] = found;
  if (!element || more.length > 0) {
    throw new Error(`expected one <tute-table> declaration, found ${found.length}`);
  }
  const declaration = {
    ...element,
    attributes: (element.attributes ?? []).map(typed),
    members: (element.members ?? [])
      .filter((m) => !m.static && m.privacy !== 'private' && m.privacy !== 'protected')
      .map(typed),
  };
  const reference = { name: element.name, module: MODULE };
  return {
    schemaVersion: analyzed.schemaVersion,
    readme: '',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations: [declaration],
        exports: [
          { kind: 'js', name: element.name, declaration: reference },
          { kind: 'custom-element-definition', name: 'tute-table', declaration: reference },
        ],
      },
    ],
  };
}

async function main() {
  const file = new URL('../custom-elements.json', import.meta.url);
  const manifest = await publicManifest(JSON.parse(readFileSync(file, 'utf8')));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
