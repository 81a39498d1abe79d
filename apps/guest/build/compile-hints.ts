import type { Plugin } from 'vite';

/**
 * The chunks a cold /home or entry page runs most of at load, the realtime client and the
 * verification QR code included (they load once the page has settled). V8 compiles a function
 * the first time it is called, on the main thread, inside the task that calls it: most of
 * /home's first render was that. Marked, a chunk's functions are compiled while it streams in,
 * on a background thread (Chrome 136's explicit compile hints; to other browsers it is a
 * comment). Decision 0036.
 */
const CALLED_ON_LOAD = new Set([
  'index',
  'react',
  'app',
  'pages',
  'schemas',
  'entry',
  'entry-shared',
  'ordering',
  'home',
  'use-realtime',
  'esm',
  'order-qr-code',
]);

/** V8 reads it only as a chunk's very first line. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint on top of those chunks once the build has written them (Vite adds its own line
 * for the preload list in the same hook, so `output.banner` would not stay first), and shifts
 * their source maps by that line.
 */
export function compileHints(): Plugin {
  return {
    name: 'tableside-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !CALLED_ON_LOAD.has(chunk.name)) continue;
          chunk.code = HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source);
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}
