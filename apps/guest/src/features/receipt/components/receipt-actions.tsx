import type { TShareReceiptLink } from '@tableside/shared/contract/receipt';
import { Download, MessageSquareText, ReceiptText, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { receiptPdfUrl, useReceipt } from '../api/get-receipt';
import { useReceiptLink } from '../api/receipt-link';
import { useSendReceiptSms } from '../api/send-receipt-sms';
import { shareLink } from '../lib/share-link';
import { ReceiptView } from './receipt-view';
import './receipt-actions.css';

const ICON = 20;

/** The receipt itself, opened under the actions once asked for. */
function ReceiptPanel({ id, token }: { id: string; token: string }) {
  const receipt = useReceipt(token);
  const { t } = useTexts();
  return (
    <div id={id} className="ts-receipt-panel" aria-busy={receipt.isPending}>
      {receipt.data && <ReceiptView receipt={receipt.data} />}
      {receipt.isPending && <Skeleton height={320} radius="var(--ts-radius-lg)" />}
      {receipt.isError && (
        <p role="alert" className="ts-receipt-actions__note">
          {t('receiptUnavailable')}
        </p>
      )}
    </div>
  );
}

/**
 * After 'Payment Successful.': the receipt to view here, download as PDF, share as a link
 * (the share sheet, else the link copied), or have texted to the number the guest checked in
 * with. Every action works from the one signed link the server gives for the order, or for the
 * guest's share of a split bill when the payment result brought one (decision 0019).
 */
export function ReceiptActions({
  orderId,
  brandName,
  shareReceipt,
}: {
  orderId: number;
  brandName: string;
  shareReceipt?: TShareReceiptLink;
}) {
  const link = useReceiptLink(orderId, shareReceipt);
  const sms = useSendReceiptSms();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const { t, tx } = useTexts();

  const share = async (url: string) => {
    const result = await shareLink({ title: t('receiptFrom', { brand: brandName }), url });
    if (result === 'copied') toast.success(t('linkCopied'));
    if (result === 'failed') toast.error(t('copyFailed'));
  };
  const sendSms = () =>
    sms.mutate(
      { orderId, shareId: shareReceipt?.shareId },
      {
        // The server's words: the wait before another SMS, or that the provider failed.
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section className="ts-receipt-actions" aria-labelledby={headingId} aria-busy={link.isPending}>
      <h2 id={headingId} className="ts-receipt-actions__title">
        {t('yourReceipt')}
      </h2>
      {link.isPending && <Skeleton height={100} radius="var(--ts-radius-md)" />}
      {link.isError && (
        <div className="ts-receipt-actions__note" role="alert">
          <p>{tx(link.error.message)}</p>
          <Button variant="secondary" onClick={() => void link.refetch()} loading={link.isFetching}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {link.data && (
        <>
          <div className="ts-receipt-actions__grid">
            <Button
              variant="secondary"
              icon={<ReceiptText aria-hidden="true" size={ICON} />}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t('hideReceipt') : t('viewReceipt')}
            </Button>
            <a
              className={buttonClassName({ variant: 'secondary' })}
              href={receiptPdfUrl(link.data.token)}
              download
            >
              <span className="ts-button__content">
                <Download aria-hidden="true" size={ICON} />
                {t('downloadPdf')}
              </span>
            </a>
            <Button
              variant="secondary"
              icon={<Share2 aria-hidden="true" size={ICON} />}
              onClick={() => void share(link.data.url)}
            >
              {t('share')}
            </Button>
            <Button
              variant="secondary"
              icon={<MessageSquareText aria-hidden="true" size={ICON} />}
              loading={sms.isPending}
              onClick={sendSms}
            >
              {t('sendBySms')}
            </Button>
          </div>
          <p className="ts-receipt-actions__status" aria-live="polite">
            {sms.data ? t('sentTo', { to: sms.data.sentTo }) : ''}
          </p>
          {open && <ReceiptPanel id={panelId} token={link.data.token} />}
        </>
      )}
    </section>
  );
}
