import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes .br and .gz beside every text asset, so a static server that serves precompressed
 * files (@fastify/static `preCompressed`) sends phones a third of the bytes without
 * compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tableside-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const texts = entries.filter((e) => e.isFile() && /\.(js|css|html|svg)$/.test(e.name));
      await Promise.all(
        texts.map(async (entry) => {
          const file = join(entry.parentPath, entry.name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const br = await brotli(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/',
  plugins: [react(), precompress()],
  // The manifest lets scripts/measure-entry.mjs compute the entry route's first-load JS.
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/v1': api,
      '/media': api,
      '/color-setting': api,
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
