import type { ReactNode } from 'react';
import { PlainHeader } from '../../components/ui/plain-header';
import { useBrandStyle } from '../../features/brand/api/get-brand-style';
import { useSessionValue } from '../../lib/use-session-value';
import './plain-layout.css';

/**
 * The identity and info pages' frame: the brand's logo on top, no footer (spec section 2).
 * The plain layout's, and the entry shell's, which renders without React Router.
 */
export function PlainFrame({ children }: { children: ReactNode }) {
  const ids = useSessionValue('Ids');
  const tenant = useSessionValue('tenant');
  const stored = useSessionValue('style');
  const style = useBrandStyle(ids?.brandId ?? null).data ?? stored;
  return (
    <>
      <PlainHeader
        primaryLogoUrl={style?.primaryImage.url}
        secondaryLogoUrl={style?.secondaryImage.url}
        brandName={tenant?.tenantName}
      />
      <main className="ts-plain-main">{children}</main>
    </>
  );
}
