import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain less than the bytes of their Content-Encoding header. */
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz beside every text asset of a Vite build (guest app and staff console), so
 * the server's static files (@fastify/static `preCompressed`) send phones a third of the bytes
 * without compressing on every request.
 */
export function precompress(): Plugin {
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
          if (content.length < MIN_BYTES) return;
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
