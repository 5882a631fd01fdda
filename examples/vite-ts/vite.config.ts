import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// Two pages: the app (index.html) and the entry-combination check (entries.html).
export default defineConfig({
  build: {
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        entries: resolve(import.meta.dirname, 'entries.html'),
      },
    },
  },
});
