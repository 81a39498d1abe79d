import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The lucide icon names, each with the file under lucide-react/icons/ that exports it. */
function lucideIconFiles(): Map<string, string> {
  const barrel = readFileSync(
    createRequire(import.meta.url).resolve('lucide-react/dist/esm/lucide-react.mjs'),
    'utf8',
  );
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of barrel.matchAll(
    /export \{ ([^}]+) \} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, file);
  }
  return files;
}

/**
 * Rewrites `import { X } from 'lucide-react'` into one import per icon file. Through the
 * barrel every module seems to use all of lucide's icons, and the chunking (page-chunks.ts)
 * could not tell which page needs which.
 */
export function lucideIconImports(): Plugin {
  let files: Map<string, string> | null = null;
  return {
    name: 'tableside-lucide-icon-imports',
    // Only the build splits code; the dev server keeps lucide's prebundled barrel.
    apply: 'build',
    transform: {
      filter: { code: 'lucide-react' },
      handler(code) {
        files ??= lucideIconFiles();
        const icons = files;
        const rewritten = code.replace(
          /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g,
          (whole, specifiers: string) => {
            const parts = specifiers
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean);
            const imports = parts.map((part) => {
              const [name = '', local = name] = part.split(/\s+as\s+/);
              const file = icons.get(name);
              return file ? `import ${local} from 'lucide-react/icons/${file}';` : null;
            });
            return imports.every(Boolean) ? imports.join(' ') : whole;
          },
        );
        // The imports stay on their line, so the lines of the source map still hold.
        return { code: rewritten, map: null };
      },
    },
  };
}
