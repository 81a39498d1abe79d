import { MIN_SPLIT_PARTS } from '@tableside/shared/domain/bill-equal-split';
import { Navigate } from 'react-router';
import { CheckOutPage } from '../../features/checkout/components/check-out-page';
import { branchSettingsLookup } from '../../features/table-session/api/get-branch-settings';
import { useLookup } from '../../lib/lookup';
import { useOrder } from '../../lib/order-query';
import { PATHS } from '../../lib/paths';
import { useSessionValue } from '../../lib/use-session-value';

const customerCount = (order: { customers: unknown[] }) => order.customers.length;

/**
 * The branch's split-bill setting (issue 17) from the settings the initial calls read, and the
 * table's number of guests an equal split starts from; null while the branch does not split.
 */
function useSplitSetting(): { defaultParts: number } | null {
  const ids = useSessionValue('Ids');
  const guests = useSessionValue('CustomerDetails')?.guests;
  const joined = useOrder(customerCount).data ?? 0;
  const settings = useLookup(branchSettingsLookup(ids?.branchId ?? 0), ids !== null);
  if (settings.data?.generalSettings[0]?.splitBill !== true) return null;
  return { defaultParts: Math.max(guests ?? joined, MIN_SPLIT_PARTS) };
}

/** /check-out: the bill of this tab's order; without a checked-in guest there is none. */
export function Component() {
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id;
  const split = useSplitSetting();
  if (orderId === null || customerId === undefined) return <Navigate to={PATHS.entry} replace />;
  return <CheckOutPage orderId={orderId} customerId={customerId} split={split} />;
}
