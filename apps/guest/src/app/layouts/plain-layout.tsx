import { Outlet } from 'react-router';
import { PlainHeader } from '../../components/ui/plain-header';
import { useBrandStyle } from '../../features/brand/api/get-brand-style';
import { useSessionValue } from '../../lib/use-session-value';
import './plain-layout.css';

/** The identity and info pages: the brand's logo on top, no footer (spec section 2). */
export function PlainLayout() {
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
      <main className="ts-plain-main">
        <Outlet />
      </main>
    </>
  );
}
