import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of @tableside/server's package.json. Code runs both from source (tsx, vitest) and
 * bundled into dist/, so paths are resolved from the package root rather than from this file.
 */
export function serverRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      JSON.parse(readFileSync(manifest, 'utf8')).name === '@tableside/server'
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package root of @tableside/server not found');
    dir = parent;
  }
}

export const repoRoot = (): string => resolve(serverRoot(), '../..');
export const staticDir = (): string => join(serverRoot(), 'static');
export const appDistDir = (app: 'guest' | 'staff'): string => join(repoRoot(), 'apps', app, 'dist');
