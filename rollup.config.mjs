// @ts-check
// Four self-contained, minified bundles (see the entry-point table in README.md).
// TypeScript is compiled by esbuild; `tsc` only type-checks and writes declarations.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

/** @param {{ browser: boolean }} options */
const plugins = ({ browser }) => [
  // immer (and lit in development) read process.env.NODE_ENV, which browsers lack.
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  nodeResolve({ browser }),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  // The plugin sets terser's `module`/`toplevel` per output format (es vs iife);
  // its default keeps `@license` comments (lit's BSD notice).
  terser(),
];

/** @type {import('rollup').OutputOptions} */
const common = { sourcemap: false, inlineDynamicImports: true };

/** @type {import('rollup').RollupOptions['onwarn']} */
const onwarn = (warning, warn) => {
  // Circular imports inside dependencies are theirs to worry about.
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every((id) => id.includes('node_modules'))) return;
  warn(warning);
};

/** @type {import('rollup').RollupOptions[]} */
export default [
  {
    input: 'src/ui/index.ts',
    onwarn,
    plugins: plugins({ browser: true }),
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
];
