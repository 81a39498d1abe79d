import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PATHS } from '../src/lib/paths';
import { PRELOAD_PAGE } from './page-chunks';

/** The routed app's own modules, which every ordering page needs (app/mount-app.tsx). */
const ROUTED_APP = ['src/app/mount-app.tsx', 'src/app/pages.ts'];

/** The ordering pages and what each renders first, its layout and itself (app/pages.ts). */
const PAGE_MODULES: Record<string, string[]> = {
  [PATHS.home]: ['src/app/layouts/branch-layout.tsx', 'src/app/routes/home.tsx'],
  [PATHS.order]: ['src/app/layouts/branch-layout.tsx', 'src/app/routes/order.tsx'],
  [PATHS.reOrder]: ['src/app/layouts/branch-layout.tsx', 'src/app/routes/re-order.tsx'],
  [PATHS.search]: ['src/app/layouts/search-layout.tsx', 'src/app/routes/search.tsx'],
  [PATHS.promotionDetails]: [
    'src/app/layouts/back-layout.tsx',
    'src/app/routes/promotion-details.tsx',
  ],
};

/** A chunk's file with every file it imports, transitively, and their stylesheets. */
function chunkFiles(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): Set<string> {
  const files = new Set<string>();
  const visit = (current: Rolldown.OutputChunk) => {
    if (files.has(current.fileName)) return;
    files.add(current.fileName);
    for (const css of current.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of current.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return files;
}

/**
 * Writes into index.html the preload-page script, first (module scripts run in document
 * order, and the app's waits for React), and the files each ordering page needs beyond those
 * index.html loads anyway, which that script fetches for the page the tab opens on.
 */
export function pagePreloads(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'tableside-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entryOf = (name: string) =>
          chunks.find((chunk) => chunk.isEntry && chunk.name === name);
        const app = entryOf('index');
        const preload = entryOf(PRELOAD_PAGE);
        if (!app || !preload) throw new Error(`the build has no index or ${PRELOAD_PAGE} entry`);
        const loaded = chunkFiles(app, bundle);
        const files: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(PAGE_MODULES)) {
          const needed = new Set<string>();
          for (const module of [...ROUTED_APP, ...modules]) {
            const id = resolve(root, module);
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`no chunk holds ${module}`);
            for (const file of chunkFiles(chunk, bundle)) if (!loaded.has(file)) needed.add(file);
          }
          files[path] = [...needed].map((file) => `${base}${file}`);
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `${base}${preload.fileName}` },
            injectTo: 'head-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'ts-page-files' },
            children: JSON.stringify(files),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
