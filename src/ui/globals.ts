/**
 * Lit leaves a few globals behind when it loads: version lists (read only by its development
 * build's "several versions loaded" warning) and the `litPropertyMetadata` map its decorators
 * share. A bundle embedded in other people's pages should add nothing but its tag (and the
 * IIFE's `TuteTable` namespace), so the bundles' entry (bundle.ts) imports this module first,
 * before lit runs, and removes afterwards exactly the globals lit created — never one another
 * copy of lit on the page made, which may still need them. The unbundled build keeps them: its
 * lit is the app's.
 */
const LIT_GLOBALS = [
  'litHtmlVersions',
  'litElementVersions',
  'reactiveElementVersions',
  'litPropertyMetadata',
] as const;

/** Lit's globals that already existed before this bundle's lit ran (kept). */
const foreign = new Set<string>(LIT_GLOBALS.filter((name) => name in globalThis));

/**
 * Deletes the lit globals this bundle created. Call it only once every class of the bundle is
 * finalized (lit reads `litPropertyMetadata` once per class, when the class is first defined).
 */
export function dropLitGlobals(): void {
  for (const name of LIT_GLOBALS) if (!foreign.has(name)) Reflect.deleteProperty(globalThis, name);
}
