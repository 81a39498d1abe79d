import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/guest/build/preact-aliases';

// Server tests run once per database: always on embedded PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it), so both drivers stay on one code path.
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: db },
    // Prepares the migrated and the seeded database once; each test database is a copy.
    globalSetup: ['test/setup/prepare-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on two cores). Server tests spend much of
    // their time waiting on PostgreSQL, sockets and PGlite's file system, so a second worker
    // overlaps them: the suite takes about half as long on a two-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The split bill's property tests run hundreds of bills each: a busy CI machine needs the room.
        test: {
          name: 'shared',
          root: 'packages/shared',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'client',
          root: 'packages/client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'guest',
          root: 'apps/guest',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
          // Libraries that import React run through the aliases too, or a test would render
          // React's hooks inside Preact's components.
          server: { deps: { inline: true } },
        },
        resolve: {
          // ES builds, which import React through the aliases; CommonJS builds require it past them.
          conditions: ['module', 'browser', 'development'],
          alias: [
            // Its CommonJS build requires React past the aliases; its ES build imports it.
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
            ...preactAliases,
          ],
        },
      },
      {
        test: {
          name: 'staff',
          root: 'apps/staff',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          passWithNoTests: true,
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
