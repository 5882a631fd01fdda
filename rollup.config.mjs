// @ts-check
// Four self-contained, minified bundles (see the entry-point table in docs/api.md), plus an
// unbundled ES build (dist/esm/**, one file per source module, lit left as a bare import)
// for applications that bundle the package themselves, with the React wrapper and the (empty)
// modules of the Vue and Svelte typings. Every file gets a source map.
// TypeScript is compiled by esbuild; `tsc` only type-checks and writes declarations.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import minifyCss from './scripts/rollup-minify-css.mjs';
import minifyHtml from './scripts/rollup-minify-html.mjs';

/** @param {{ browser: boolean }} options */
const plugins = ({ browser }) => [
  // lit in development reads process.env.NODE_ENV, which browsers lack.
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser }),
  minifyCss(),
  minifyHtml(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  // The plugin sets terser's `module`/`toplevel` per output format (es vs iife). A second
  // compress pass saves about 0.4 kB gzip of the element, a third 0.2 kB more, a fourth and
  // fifth with unused parameters dropped (`keep_fargs: false`: nothing here reads a function's
  // `length`) about 70 bytes more; property reads taken as free of side effects
  // (`pure_getters`: no getter here does more than read) 23 more;
  // `unsafe_arrows` (function expressions that use neither `this` nor `arguments` become
  // arrows: nothing here calls such a function with `new`) about 30 bytes more. Inlining only
  // simple functions (`inline: 1`) and leaving statements apart instead of joining them into
  // comma sequences (`sequences: false`) make longer but more repetitive text that gzips about
  // 90 bytes smaller; non-ASCII text written as escapes (`ascii_only`) 12 more. Kept
  // comments: `@license` (lit's BSD notice) and the hints that make bundlers leave the
  // element's imports of ai.js, rules.js and replay.js to the browser (the loader bundles).
  terser({
    compress: {
      passes: 5,
      ecma: 2020,
      unsafe_arrows: true,
      keep_fargs: false,
      pure_getters: true,
      inline: 1,
      sequences: false,
    },
    // The files the element loads (its bundles and their lazy parts) shorten the names of
    // private members, `_name` (0.4 kB gzip of the element): each file only reads its own
    // objects' private members, and what crosses between files is public or plain data (a test
    // checks that the element works with its lazy parts). lit's own `_$…` names are left alone.
    // engine.js and ai.js, public APIs, keep every name.
    ...(browser ? { mangle: { properties: { regex: /^_[a-z]/ } } } : {}),
    // engine.js and ai.js keep their classes' names: a host's console names an error's class.
    ...(browser ? {} : { keep_classnames: true }),
    format: { comments: /@license|webpackIgnore|@vite-ignore/, ascii_only: true },
  }),
];

/** @type {import('rollup').OutputOptions} */
const common = { sourcemap: true, inlineDynamicImports: true };

/** @type {import('rollup').RollupOptions['onwarn']} */
const onwarn = (warning, warn) => {
  // Circular imports inside dependencies are theirs to worry about.
  if (
    warning.code === 'CIRCULAR_DEPENDENCY' &&
    warning.ids?.every((id) => id.includes('node_modules'))
  )
    return;
  warn(warning);
};

const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));
/**
 * The package's runtime dependencies (lit, @lit/react) and its optional peers (react): the
 * unbundled build imports them by name.
 */
const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies ?? {})];
/** @param {string} id */
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The one-file element bundles load their lazy parts (the searching AI, the rules text, replay,
 * the auction games' panel, the words of Spanish and German) from
 * the files beside them instead of carrying them (they would not fit the size budget): each
 * loader `src/ui/X-loader.ts` is swapped for its `X-loader.bundle.ts`, which must exist.
 * @returns {import('rollup').Plugin}
 */
const lazyPartsBesideBundle = () => ({
  name: 'lazy-parts-beside-bundle',
  async resolveId(source, importer, options) {
    if (!source.endsWith('-loader.js')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !/\/src\/ui\/[\w-]+-loader\.ts$/.test(resolved.id)) return resolved;
    const bundled = resolved.id.replace(/\.ts$/, '.bundle.ts');
    if (!existsSync(bundled)) this.error(`${resolved.id} has no ${bundled} for the bundles`);
    return bundled;
  },
});

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: 'src/ui/bundle.ts',
    onwarn,
    plugins: [lazyPartsBesideBundle(), ...plugins({ browser: true })],
    output: [
      { ...common, file: 'dist/tute-table.js', format: 'es' },
      { ...common, file: 'dist/tute-table.iife.js', format: 'iife', name: 'TuteTable' },
    ],
  },
  {
    input: 'src/engine/index.ts',
    onwarn,
    plugins: plugins({ browser: false }),
    output: { ...common, file: 'dist/engine.js', format: 'es' },
  },
  {
    input: 'src/ai/index.ts',
    onwarn,
    plugins: plugins({ browser: false }),
    output: { ...common, file: 'dist/ai.js', format: 'es' },
  },
  {
    // "How to play", loaded by the element bundles on first use (rules-loader.bundle.ts).
    input: 'src/ui/rules-text/index.ts',
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: 'dist/rules.js', format: 'es' },
  },
  // The words of Spanish and German, loaded by the element bundles when a table speaks them
  // (words-loader.bundle.ts); English is in the element.
  ...['es', 'de'].map((lang) => ({
    input: `src/ui/i18n/${lang}.ts`,
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: `dist/words-${lang}.js`, format: /** @type {const} */ ('es') },
  })),
  {
    // Records and replay mode, loaded by the element bundles on first use
    // (replay-loader.bundle.ts).
    input: 'src/ui/replay/index.ts',
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: 'dist/replay.js', format: 'es' },
  },
  {
    // The previous trick and the deal's log, loaded by the element bundles when one first opens
    // (log-loader.bundle.ts); the element hands it lit's html and its own templates.
    input: 'src/ui/look-back/index.ts',
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: 'dist/log.js', format: 'es' },
  },
  {
    // The auction games' panel, loaded by the element bundles when a table first plays one
    // (auction-loader.bundle.ts); the element hands it lit's html.
    input: 'src/ui/auction/index.ts',
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: 'dist/auction.js', format: 'es' },
  },
  {
    // The `persist` attribute's storage, loaded by the element bundles when a key is first set
    // (persist-loader.bundle.ts); the element hands it its own snapshot code.
    input: 'src/ui/persistence.ts',
    onwarn,
    plugins: plugins({ browser: true }),
    output: { ...common, file: 'dist/persist.js', format: 'es' },
  },
  {
    // For bundler users: the same modules, compiled but neither bundled nor minified, so the
    // application's bundler dedupes lit and shakes what it does not use.
    // process.env.NODE_ENV stays for that bundler to replace.
    input: [
      'src/ui/index.ts',
      'src/engine/index.ts',
      'src/ai/index.ts',
      'src/react/index.ts',
      'src/vue/index.ts',
      'src/svelte/index.ts',
    ],
    external: isDependency,
    // As package.json's `sideEffects` says: only the entry that registers the element has any.
    // Without this, rollup keeps bare `import './cards.js'` lines for modules that build
    // constant tables at load, and bundlers honouring `sideEffects` warn about each one.
    treeshake: {
      moduleSideEffects: (id, external) => !external && id.endsWith('/src/ui/index.ts'),
    },
    onwarn(warning, warn) {
      // tute-table/vue and tute-table/svelte are types only; their modules are empty on purpose.
      if (warning.code === 'EMPTY_BUNDLE' && /^(vue|svelte)\/index$/.test(warning.names?.[0] ?? ''))
        return;
      if (warning.code === 'UNRESOLVED_IMPORT') {
        throw new Error(
          `dist/esm: ${warning.message} (only ${dependencies.join(' and ')} may stay bare imports)`,
        );
      }
      warn(warning);
    },
    plugins: [
      // A module deleted from src/ must not live on in dist/esm, nor its declarations (tsc
      // writes dist/types after rollup).
      {
        name: 'clean-dist-esm',
        buildStart: () => {
          for (const dir of ['dist/esm', 'dist/types'])
            rmSync(dir, { recursive: true, force: true });
        },
      },
      esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
    ],
    output: {
      dir: 'dist/esm',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
      sourcemap: true,
    },
  },
];
