// Where the committed SQL migrations live. Resolved from the package root, so it is the same
// folder whether code runs from src (tsx, vitest) or from the bundle in dist/.
import { join } from 'node:path';
import { serverRoot } from '../lib/paths';

/** `from`: a file URL inside @tableside/server (defaults to this module, or the bundle). */
export const migrationsDir = (from?: string): string =>
  join(serverRoot(from), 'src', 'db', 'migrations');

export const MIGRATIONS_DIR = migrationsDir();
