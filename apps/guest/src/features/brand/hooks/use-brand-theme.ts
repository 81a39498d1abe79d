import { useEffect, useState } from 'react';
import { session } from '../../../lib/storage';
import { useBrandStyle } from '../api/get-brand-style';
import { applyBrandStyle } from '../lib/apply-brand-style';

/** A stylesheet that neither loads nor fails must not hold the loader for long. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Fetches the brand's style, applies it and keeps it in session storage (main.tsx re-applies
 * the stored one before the first paint on a reload, so the colours never flash). True once
 * the brand's look is in place, or known to be the defaults.
 */
export function useBrandTheme(brandId: number | null): boolean {
  const query = useBrandStyle(brandId);
  const [settledFor, setSettledFor] = useState<number | null | undefined>(undefined);
  const { isPending, data } = query;

  useEffect(() => {
    if (brandId !== null && isPending) return;
    const style = brandId === null ? null : (data ?? null);
    if (style) session.set('style', style);
    else session.remove('style');
    let live = true;
    const timer = setTimeout(() => live && setSettledFor(brandId), STYLESHEET_WAIT_MS);
    void applyBrandStyle(style).then(() => live && setSettledFor(brandId));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [brandId, isPending, data]);

  return settledFor === brandId;
}
