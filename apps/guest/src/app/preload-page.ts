// Starts the downloads of the page the tab opens on, before the app itself has arrived. The
// build loads this module first from index.html, an entry of its own with no imports, and
// lists there what each ordering page needs (build/page-preloads.ts). The page's chunks then
// download beside React instead of after it, and a page inside a lazy layout does not wait
// for the layout's chunk to render before asking for its own. Fetched, not run: the app runs
// them when it renders the page, and fetches again whatever failed here.

const LIST_ID = 'ts-page-files';

function pageFiles(): string[] {
  const list = document.getElementById(LIST_ID)?.textContent;
  if (!list) return [];
  const files: Record<string, string[]> = JSON.parse(list);
  return files[window.location.pathname.replace(/\/+$/, '')] ?? [];
}

for (const href of pageFiles()) {
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

// A tab's first read of sessionStorage or localStorage waits, synchronously, for the browser
// to hand over the tab's stored values: 5-45 ms on a phone four times slower, varying with how
// busy the browser is. Asked for here, the first script to run, that wait overlaps the app's
// download instead of lengthening its start (docs/decisions/0036). Reading may throw where
// storage is blocked; the app handles that itself (lib/storage).
try {
  void window.sessionStorage.length;
  void window.localStorage.length;
} catch {
  // Storage blocked: nothing to load early.
}
