import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { usePayBill } from '../hooks/use-pay-bill';

/** Said before the cart is cleared, so nobody loses an order by surprise. */
const clearedItemsText = (count: number): string =>
  count === 1
    ? '1 item in the cart is not ordered yet and will be removed.'
    : `${count} items in the cart are not ordered yet and will be removed.`;

interface PayBillSheetProps {
  open: boolean;
  onClose: () => void;
}

/** Pay Bill opens a confirmation (spec section 2); confirming follows domain checkout rules. */
export function PayBillSheet({ open, onClose }: PayBillSheetProps) {
  const { ready, confirm, toClear } = usePayBill();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="Pay Bill"
      footer={
        <div className="ts-footer-sheet__actions">
          <Button variant="secondary" size="lg" onClick={onClose}>
            Not yet
          </Button>
          <Button
            size="lg"
            disabled={!ready}
            onClick={() => {
              onClose();
              confirm();
            }}
          >
            Get the bill
          </Button>
        </div>
      }
    >
      <p className="ts-footer-sheet__text">
        Done for today? We will prepare your bill and a waiter will come to your table to take the
        payment.
      </p>
      {toClear > 0 && <p className="ts-footer-sheet__warning">{clearedItemsText(toClear)}</p>}
    </Sheet>
  );
}
