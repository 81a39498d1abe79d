import { staffVerifyUrl } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { showsVerificationBanner } from '@tableside/shared/domain/table-verification';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useSessionValue } from '../../../lib/use-session-value';
import './verification-banner.css';

/**
 * 'Your Table is not yet verified' with the order's QR code (spec section 2). A customer
 * associate scans it to open the order in the staff console (DECISIONS "Table verification").
 * Shown only while the table is explicitly NOT_VERIFIED.
 */
export function VerificationBanner() {
  const state = useSessionValue('TableVerification');
  const orderId = useSessionValue('OrderId');
  const [open, setOpen] = useState(false);
  if (!showsVerificationBanner(state) || orderId === null) return null;
  const url = staffVerifyUrl(window.location.origin, orderId);
  return (
    <section className="ts-verify-banner" aria-labelledby="ts-verify-banner-title">
      <div className="ts-verify-banner__text">
        <h2 id="ts-verify-banner-title" className="ts-verify-banner__title">
          {MSG.verifyBannerTitle}
        </h2>
        <p className="ts-verify-banner__body">{MSG.verifyBannerBody}</p>
      </div>
      <button
        type="button"
        className="ts-verify-banner__qr"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <QRCodeSVG value={url} size={72} marginSize={1} aria-hidden="true" />
        <span className="ts-verify-banner__tap">{MSG.verifyBannerTap}</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={MSG.verifyModalTitle}>
        <div className="ts-verify-modal">
          <QRCodeSVG
            value={url}
            size={260}
            marginSize={2}
            role="img"
            aria-label={`QR code of order ${orderId}`}
            className="ts-verify-modal__qr"
          />
          <p className="ts-verify-modal__hint">{MSG.verifyBannerBody}</p>
        </div>
      </Sheet>
    </section>
  );
}
