import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { positions, savePositions, takeFirstPage } from './scroll-positions';

// Scroll restoration for declarative routes (the data router's <ScrollRestoration> needs the
// data router): a new page starts at the top; Back and Forward return to where the guest was,
// also after a reload of the tab.

export function ScrollMemory() {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', savePositions);
    return () => window.removeEventListener('pagehide', savePositions);
  }, []);

  useLayoutEffect(() => {
    const saved = positions[key];
    const top = navigationType === 'POP' && typeof saved === 'number' ? saved : 0;
    if (!takeFirstPage() || top !== 0) window.scrollTo(0, top);
    const remember = () => {
      positions[key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, navigationType]);

  return null;
}
