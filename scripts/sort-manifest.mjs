// The analyzer lists modules in the order its file glob returns them, which is not stable from
// one run (or file system) to the next; sorted by path, custom-elements.json only changes when
// what it describes does.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../custom-elements.json', import.meta.url);
const manifest = JSON.parse(readFileSync(file, 'utf8'));
manifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
