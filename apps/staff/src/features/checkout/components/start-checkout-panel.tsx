import { MSG } from '@tableside/shared/domain/messages';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useStartCheckout } from '../api/use-start-checkout';

/** Starts settling the table: the guests stop ordering and see who takes the payment. */
export function StartCheckoutPanel({ orderId }: { orderId: number }) {
  const checkout = useStartCheckout(orderId);
  return (
    <section className="checkout-card" aria-labelledby="checkout-start-title">
      <h2 id="checkout-start-title" className="checkout-card__title">
        Start checkout
      </h2>
      <p className="checkout-card__hint">
        Guests will see ‘{MSG.checkoutByWaiter}’ and can no longer order.
      </p>
      {checkout.isError ? (
        <p className="checkout-form__error" role="alert">
          {errorMessage(checkout.error)}
        </p>
      ) : null}
      <Button
        variant="primary"
        block
        busy={checkout.isPending}
        onClick={() =>
          checkout.mutate(undefined, {
            onSuccess: () => toast.success('Checkout started — guests can no longer order'),
          })
        }
      >
        Start checkout
      </Button>
    </section>
  );
}
