// The command line of bench/reads (README.md lists every option).
import path from 'node:path';
import { parseArgs } from 'node:util';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * @typedef {object} ReadsOptions
 * @property {string | null} databaseUrl a PostgreSQL server to make the run's database on; null: PGlite
 * @property {boolean} production measure the server with NODE_ENV=production
 * @property {number} duration seconds of load per target
 * @property {number} warmup seconds of load per target before the measured run
 * @property {number} connections
 * @property {number} items extra dishes added to the menu through the back office
 * @property {string[] | null} endpoints names to run (null: all)
 * @property {number} port the server's; the node:http copy takes port + 1
 * @property {string} server the built server to measure
 * @property {string | null} out
 * @property {string | null} cpuProfDir where the server's V8 CPU profiles go (null: none)
 */

const int = (values, name, min, max) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
};

/** @returns {ReadsOptions} */
export function readOptions(argv = process.argv.slice(2)) {
  const { values } = parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
      production: { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      items: { type: 'string', default: '0' },
      endpoints: { type: 'string' },
      port: { type: 'string', default: '3440' },
      server: { type: 'string', default: path.join(REPO_ROOT, 'apps/server/dist/server.js') },
      out: { type: 'string' },
      'cpu-prof': { type: 'string' },
    },
  });
  return {
    databaseUrl: values['database-url'] || null,
    production: values.production,
    duration: int(values, 'duration', 1, 3600),
    warmup: int(values, 'warmup', 0, 600),
    connections: int(values, 'connections', 1, 10_000),
    items: int(values, 'items', 0, 5_000),
    endpoints: values.endpoints ? values.endpoints.split(',').map((name) => name.trim()) : null,
    port: int(values, 'port', 1024, 65_534),
    server: path.resolve(values.server),
    out: values.out ? path.resolve(values.out) : null,
    cpuProfDir: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null,
  };
}
