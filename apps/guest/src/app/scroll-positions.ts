import { safeStorage } from '../lib/storage';

// Where the guest was on each history entry, for app/scroll-memory.tsx, kept in the tab's
// session storage across reloads. Without React Router, so the entry shell can leave its
// position behind when it hands the tab to the routed app.

const STORAGE_KEY = 'ts-scroll-positions';
const storage = safeStorage(() =>
  typeof window === 'undefined' ? undefined : window.sessionStorage,
);

function readPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Scroll position by history entry (React Router's location key). */
export const positions = readPositions();

export const savePositions = () => storage.setItem(STORAGE_KEY, JSON.stringify(positions));

/**
 * A page load starts at the top: its first page needs no scroll, and asking for one would force
 * a layout of the half-rendered page on the phone's busiest moment.
 */
let firstPageOfLoad = true;

/** True for the first page of this load, once: later pages scroll to their position. */
export function takeFirstPage(): boolean {
  const first = firstPageOfLoad;
  firstPageOfLoad = false;
  return first;
}

/**
 * The first page was shown by the entry shell, outside the router: its position is kept for
 * its history entry (the first of the load, React Router's 'default' key), and the routed app
 * starts on a later page.
 */
export function leaveFirstPage(): void {
  positions.default = window.scrollY;
  firstPageOfLoad = false;
}
