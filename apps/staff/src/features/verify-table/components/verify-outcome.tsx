import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api';
import type { useVerifyOrder } from '../api/use-verify-order';
import type { VerifyView } from '../lib/verify-view';

interface VerifyOutcomeProps {
  view: VerifyView;
  table: string;
  orderId: number;
  canVerify: boolean;
  verify: ReturnType<typeof useVerifyOrder>;
}

/** The lower half of the verify page: the one action, or what became of the order. */
export function VerifyOutcome({ view, table, orderId, canVerify, verify }: VerifyOutcomeProps) {
  if (view === 'unverified') {
    if (!canVerify) {
      return (
        <p className="verify__note">
          Only a customer associate or a manager can verify a table. Ask one of them to scan the
          guests' QR code.
        </p>
      );
    }
    return (
      <div className="verify__action">
        <p>Check that the guests are seated at {table}, then verify it so they can order.</p>
        <Button
          variant="primary"
          block
          className="verify__button"
          busy={verify.isPending}
          onClick={() => verify.mutate()}
        >
          Verify table
        </Button>
        {verify.isError ? (
          <p className="verify__error" role="alert">
            {errorMessage(verify.error)}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <Result view={view} table={table} />
      <div className="verify__links">
        <Link className="btn btn--primary" to={`/orders/${orderId}`}>
          Open the order
        </Link>
        {canVerify ? (
          <Link className="btn btn--secondary" to="/scan">
            Scan another table
          </Link>
        ) : null}
      </div>
    </>
  );
}

const RESULTS: Record<Exclude<VerifyView, 'unverified'>, (table: string) => [string, string]> = {
  'just-verified': (table) => [`${table} is verified`, 'The guests can order now.'],
  verified: (table) => [`${table} is already verified`, 'The guests can order.'],
  closed: (table) => [
    'This order is closed',
    `The guests' session at ${table} is over. Their next scan of the table starts a new one.`,
  ],
  void: () => ['This order was voided', 'There is nothing to verify.'],
};

function Result({ view, table }: { view: Exclude<VerifyView, 'unverified'>; table: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was tapped is gone: focus follows to what happened.
  useEffect(() => {
    if (view === 'just-verified') heading.current?.focus();
  }, [view]);
  const [title, text] = RESULTS[view](table);
  const good = view === 'just-verified' || view === 'verified';
  return (
    <div className={`verify__result verify__result--${good ? 'good' : 'over'}`} role="status">
      {good ? <CircleCheck aria-hidden="true" className="verify__result-icon" /> : null}
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{text}</p>
    </div>
  );
}
