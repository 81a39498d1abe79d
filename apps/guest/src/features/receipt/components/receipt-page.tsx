import { Download, FileX2, Share2 } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-error';
import { useTexts } from '../../../lib/i18n/use-texts';
import { receiptPdfUrl, useReceipt } from '../api/get-receipt';
import { shareLink } from '../lib/share-link';
import { ReceiptView } from './receipt-view';
import './receipt-page.css';

// English as before (en-IN); another language with India's region, as money is (decision 0017).
const untilDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(`${locale}-IN`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

/**
 * /receipt/:token: the receipt a signed link opens, with no table session (from the SMS, a
 * shared link or a bookmark): the receipt, its PDF and the link to pass on.
 */
export function ReceiptPage({ token }: { token: string }) {
  const receipt = useReceipt(token);
  const { t, tx, locale } = useTexts();
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
        ? t('receiptNotFound')
        : status === 410
          ? t('receiptExpired')
          : tx(receipt.error.message);
    return (
      <StatusPanel icon={<FileX2 size={40} />} message={message} tone="warning" role="alert">
        {status === 404 || status === 410 ? (
          <p>{t('askForReceipt')}</p>
        ) : (
          <Button variant="secondary" onClick={() => void receipt.refetch()}>
            {t('tryAgain')}
          </Button>
        )}
      </StatusPanel>
    );
  }
  const { data } = receipt;
  const share = async () => {
    const result = await shareLink({
      title: t('receiptFrom', { brand: data.brandName }),
      url: window.location.href,
    });
    if (result === 'copied') toast.success(t('linkCopied'));
    if (result === 'failed') toast.error(t('copyFailed'));
  };
  return (
    <div className="ts-receipt-page">
      <ReceiptView receipt={data} headingLevel={1} />
      <div className="ts-receipt-page__actions">
        <a className={buttonClassName({ variant: 'primary' })} href={receiptPdfUrl(token)} download>
          <span className="ts-button__content">
            <Download aria-hidden="true" size={20} />
            {t('downloadPdf')}
          </span>
        </a>
        <Button
          variant="secondary"
          icon={<Share2 aria-hidden="true" size={20} />}
          onClick={() => void share()}
        >
          {t('share')}
        </Button>
      </div>
      <p className="ts-receipt-page__note">
        {t('linkWorksUntil', { date: untilDate(data.expiresAt, locale) })}
      </p>
    </div>
  );
}
