import { fork } from 'node:child_process';

/** Given to the server's own entry: migrate (and seed) the database, then exit. */
export const PREPARE_ONLY_ARG = '--prepare-database-only';

/**
 * Runs `entry` (the server itself) in a short-lived child that only prepares the database:
 * on a new PGlite directory the migrations and the demo seed grow PGlite's WebAssembly memory
 * by about 100 MB, which a process never gives back (measured, decision 0024). The serving
 * process then opens a database that needs nothing more. The child gets this process's
 * environment and flags (a loader such as tsx's included) and its output.
 */
export function prepareInChild(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(entry, [PREPARE_ONLY_ARG], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
