import { useParams } from 'react-router';
import { useBrandTheme } from '../../features/brand/hooks/use-brand-theme';
import { useReceipt } from '../../features/receipt/api/get-receipt';
import { ReceiptPage } from '../../features/receipt/components/receipt-page';
import { useSessionValue } from '../../lib/use-session-value';

/**
 * /receipt/:token: a paid order's receipt from its signed link, in the brand's look even in a
 * browser that never scanned the table (the receipt names its brand).
 */
export function Component() {
  const token = useParams().token ?? '';
  const receipt = useReceipt(token);
  const ids = useSessionValue('Ids');
  useBrandTheme(receipt.data?.brandId ?? ids?.brandId ?? null);
  return <ReceiptPage token={token} />;
}
