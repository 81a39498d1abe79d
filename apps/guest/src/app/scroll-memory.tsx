import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeStorage } from '../lib/storage';

// Scroll restoration for declarative routes (the data router's <ScrollRestoration> needs the
// data router): a new page starts at the top; Back and Forward return to where the guest was,
// also after a reload of the tab.

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

const positions = readPositions();

/**
 * A page load starts at the top: its first page needs no scroll, and asking for one would force
 * a layout of the half-rendered page on the phone's busiest moment.
 */
let firstPageOfLoad = true;

export function ScrollMemory() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => storage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = positions[key];
    const top = navigationType === 'POP' && typeof saved === 'number' ? saved : 0;
    if (top !== 0 || !firstPageOfLoad) window.scrollTo(0, top);
    firstPageOfLoad = false;
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, navigationType]);

  return null;
}
