import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useTexts } from '../../../lib/i18n/use-texts';
import { usePayBill } from '../hooks/use-pay-bill';

interface PayBillSheetProps {
  open: boolean;
  onClose: () => void;
}

/** Pay Bill opens a confirmation (spec section 2); confirming follows domain checkout rules. */
export function PayBillSheet({ open, onClose }: PayBillSheetProps) {
  const { ready, confirm, toClear } = usePayBill();
  const { t } = useTexts();
  // Said before the cart is cleared, so nobody loses an order by surprise.
  const cleared = toClear === 1 ? t('oneUnordered') : t('manyUnordered', { count: toClear });
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('payBill')}
      footer={
        <div className="ts-footer-sheet__actions">
          <Button variant="secondary" size="lg" onClick={onClose}>
            {t('notYet')}
          </Button>
          <Button
            size="lg"
            disabled={!ready}
            onClick={() => {
              onClose();
              confirm();
            }}
          >
            {t('getTheBill')}
          </Button>
        </div>
      }
    >
      <p className="ts-footer-sheet__text">{t('payBillNote')}</p>
      {toClear > 0 && <p className="ts-footer-sheet__warning">{cleared}</p>}
    </Sheet>
  );
}
