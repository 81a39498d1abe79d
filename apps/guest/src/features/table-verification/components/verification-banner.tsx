import { staffVerifyUrl } from '@tableside/shared/contract/app-paths';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { showsVerificationBanner } from '@tableside/shared/domain/table-verification';
import { lazy, Suspense, useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOrder } from '../../../lib/order-query';
import { usePageSettled } from '../../../lib/use-page-settled';
import { useSessionValue } from '../../../lib/use-session-value';
import './verification-banner.css';
import { useTexts } from '../../../lib/i18n/use-texts';

// The QR drawing library is not needed for the first paint of /home: the banner's text shows
// at once, the code once the page has settled, in a placeholder of its size until then.
const OrderQrCode = lazy(() =>
  import('./order-qr-code').then((qr) => ({ default: qr.OrderQrCode })),
);
const BANNER_QR_PX = 72;
const MODAL_QR_SIZE = 'min(260px, 72vw)';

const selectTableNames = (order: { tableNames: string[] }) => order.tableNames;

/**
 * What an associate without a camera types on the console's scan screen (the order number), and
 * the table as the console names it, so they can check they are at the right one (issue 16).
 */
function OrderFacts({ orderId, className }: { orderId: number; className: string }) {
  const tableNames = useOrder(selectTableNames).data;
  return (
    <p className={className}>
      <span>Order number {orderId}</span>
      {tableNames && <span>{tableLabel(tableNames)}</span>}
    </p>
  );
}

/**
 * 'Your Table is not yet verified' with the order's QR code (spec section 2). A customer
 * associate scans it to open the order in the staff console (DECISIONS "Table verification").
 * Shown only while the table is explicitly NOT_VERIFIED.
 */
export function VerificationBanner() {
  const { t } = useTexts();
  const state = useSessionValue('TableVerification');
  const orderId = useSessionValue('OrderId');
  const [open, setOpen] = useState(false);
  const settled = usePageSettled();
  if (!showsVerificationBanner(state) || orderId === null) return null;
  const url = staffVerifyUrl(window.location.origin, orderId);
  return (
    <section className="ts-verify-banner" aria-labelledby="ts-verify-banner-title">
      <div className="ts-verify-banner__text">
        <h2 id="ts-verify-banner-title" className="ts-verify-banner__title">
          {t('verifyBannerTitle')}
        </h2>
        <p className="ts-verify-banner__body">{t('verifyBannerBody')}</p>
        <OrderFacts orderId={orderId} className="ts-verify-facts ts-verify-facts--banner" />
      </div>
      <button
        type="button"
        className="ts-verify-banner__qr"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Suspense fallback={<Skeleton width={BANNER_QR_PX} height={BANNER_QR_PX} />}>
          {settled ? (
            <OrderQrCode value={url} size={BANNER_QR_PX} marginSize={1} />
          ) : (
            <Skeleton width={BANNER_QR_PX} height={BANNER_QR_PX} />
          )}
        </Suspense>
        <span className="ts-verify-banner__tap">{t('verifyBannerTap')}</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('verifyModalTitle')}>
        <div className="ts-verify-modal">
          <Suspense fallback={<Skeleton width={MODAL_QR_SIZE} height={MODAL_QR_SIZE} />}>
            <OrderQrCode
              value={url}
              size={260}
              marginSize={2}
              label={t('orderQr', { order: String(orderId) })}
              className="ts-verify-modal__qr"
            />
          </Suspense>
          <OrderFacts orderId={orderId} className="ts-verify-facts" />
          <p className="ts-verify-modal__hint">{t('verifyBannerBody')}</p>
        </div>
      </Sheet>
    </section>
  );
}
