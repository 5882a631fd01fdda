/**
 * The entry of the one-file bundles (dist/tute-table.js, dist/tute-table.iife.js): the element
 * module (index.ts), and no global left behind but the tag and the IIFE's `TuteTable` — the
 * globals this bundle's lit made are removed once the element is defined (globals.ts, imported
 * first so it sees the page before lit runs).
 */
import { dropLitGlobals } from './globals.js';

export * from './index.js';

dropLitGlobals();
