import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/vite-precompress';
import { compileHints } from './build/compile-hints';
import { lucideIconImports } from './build/lucide-icon-imports';
import { bootChunk, PRELOAD_PAGE, pageChunks, reactChunk } from './build/page-chunks';
import { pagePreloads } from './build/page-preloads';
import { preactAliases } from './build/preact-aliases';
import { reactRouterPure } from './build/react-router-pure';

const api = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  resolve: { alias: preactAliases },
  plugins: [
    react(),
    lucideIconImports(),
    reactRouterPure(),
    pagePreloads(),
    compileHints(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // Browsers without modulepreload (Safari 16, Firefox before 115) only fetch the pages'
    // chunks a little later; the polyfill cost the entry route 0.2 kB gzipped.
    modulePreload: { polyfill: false },
    // The manifest lets scripts/measure-entry.mjs compute the entry route's first-load JS.
    manifest: true,
    rolldownOptions: {
      // index.html first: scripts/measure-entry.mjs measures the first entry of the manifest.
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        [PRELOAD_PAGE]: fileURLToPath(new URL('src/app/preload-page.ts', import.meta.url)),
      },
      output: { codeSplitting: { groups: [reactChunk, pageChunks(), bootChunk] } },
    },
  },
  server: {
    proxy: {
      '/v1': api,
      '/media': api,
      '/color-setting': api,
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
