// Bundles the server (and @tableside/shared, which ships TypeScript source) into dist/server.js,
// the `npm run migrate` command into dist/migrate.js and `npm run owner` into dist/owner.js
// (no tsx needed in production).
// Other packages stay external and load from node_modules at run time.
import { build } from 'esbuild';

const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@tableside/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/migrate-cli.ts',
    owner: 'src/cli/owner.ts',
  },
  outdir: 'dist',
  bundle: true,
  // Chunks for what loads on first use (PDFs, spreadsheets, Redis): not in every process's memory.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalDependencies],
});
