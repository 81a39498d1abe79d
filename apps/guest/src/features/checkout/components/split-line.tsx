import type { TSplitBillLine } from '@tableside/shared/contract/bill-share';
import { useTexts } from '../../../lib/i18n/use-texts';
import { lineHolders } from '../lib/split-picks';

/** 'Coffee (Large) × 2', as the bill names a line. */
export const lineTitle = (line: TSplitBillLine) =>
  `${line.itemName}${line.servingSizeName ? ` (${line.servingSizeName})` : ''} × ${line.quantity}`;

/** Who ordered a line and who is paying or paid for it: 'Being paid by Asha'. */
export function LineHolders({
  line,
  orderedBy = false,
}: {
  line: TSplitBillLine;
  orderedBy?: boolean;
}) {
  const { t } = useTexts();
  const { paying, paid } = lineHolders(line);
  return (
    <>
      {orderedBy && line.orderedBy.length > 0 && (
        <span className="ts-split-line__by">
          {t('orderedBy', { names: line.orderedBy.join(', ') })}
        </span>
      )}
      {paying.map((name) => (
        <span key={`held-${name}`} className="ts-split-line__tag ts-split-line__tag--held">
          {t('beingPaidBy', { name })}
        </span>
      ))}
      {paid.map((name) => (
        <span key={`paid-${name}`} className="ts-split-line__tag ts-split-line__tag--paid">
          {t('sharePaidBy', { name })}
        </span>
      ))}
    </>
  );
}
