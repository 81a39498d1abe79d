import { Download, FileX2, Share2 } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { receiptPdfUrl, useReceipt } from '../api/get-receipt';
import { RECEIPT_UI } from '../lib/receipt-texts';
import { shareLink } from '../lib/share-link';
import { ReceiptView } from './receipt-view';
import './receipt-page.css';

const untilDate = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * /receipt/:token: the receipt a signed link opens, with no table session (from the SMS, a
 * shared link or a bookmark): the receipt, its PDF and the link to pass on.
 */
export function ReceiptPage({ token }: { token: string }) {
  const receipt = useReceipt(token);
  if (receipt.isPending) {
    return (
      <div className="ts-receipt-page" aria-busy="true">
        <Skeleton height={420} radius="var(--ts-radius-lg)" />
      </div>
    );
  }
  if (receipt.isError) {
    const status = receipt.error instanceof ApiError ? receipt.error.status : null;
    const message =
      status === 404
        ? RECEIPT_UI.notFound
        : status === 410
          ? RECEIPT_UI.expired
          : receipt.error.message;
    return (
      <StatusPanel icon={<FileX2 size={40} />} message={message} tone="warning" role="alert">
        {status === 404 || status === 410 ? (
          <p>{RECEIPT_UI.askRestaurant}</p>
        ) : (
          <Button variant="secondary" onClick={() => void receipt.refetch()}>
            Try again
          </Button>
        )}
      </StatusPanel>
    );
  }
  const { data } = receipt;
  const share = async () => {
    const result = await shareLink({
      title: RECEIPT_UI.shareTitle(data.brandName),
      url: window.location.href,
    });
    if (result === 'copied') toast.success(RECEIPT_UI.linkCopied);
    if (result === 'failed') toast.error(RECEIPT_UI.copyFailed);
  };
  return (
    <div className="ts-receipt-page">
      <ReceiptView receipt={data} headingLevel={1} />
      <div className="ts-receipt-page__actions">
        <a className={buttonClassName({ variant: 'primary' })} href={receiptPdfUrl(token)} download>
          <span className="ts-button__content">
            <Download aria-hidden="true" size={20} />
            {RECEIPT_UI.download}
          </span>
        </a>
        <Button
          variant="secondary"
          icon={<Share2 aria-hidden="true" size={20} />}
          onClick={() => void share()}
        >
          {RECEIPT_UI.share}
        </Button>
      </div>
      <p className="ts-receipt-page__note">{RECEIPT_UI.validUntil(untilDate(data.expiresAt))}</p>
    </div>
  );
}
