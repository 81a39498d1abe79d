import { MIN_SPLIT_PARTS } from '@tableside/shared/domain/bill-equal-split';
import { branchSettingsLookup } from '../features/table-session/api/get-branch-settings';
import { useLookup } from '../lib/lookup';
import { useOrder } from '../lib/order-query';
import { useSessionValue } from '../lib/use-session-value';

const customerCount = (order: { customers: unknown[] }) => order.customers.length;

/**
 * The branch's split-bill setting (issue 17) from the settings the initial calls read, and the
 * table's number of guests an equal split starts from; null while the branch does not split.
 */
export function useSplitBillSetting(): { defaultParts: number } | null {
  const ids = useSessionValue('Ids');
  const guests = useSessionValue('CustomerDetails')?.guests;
  const joined = useOrder(customerCount).data ?? 0;
  const settings = useLookup(branchSettingsLookup(ids?.branchId ?? 0), ids !== null);
  if (settings.data?.generalSettings[0]?.splitBill !== true) return null;
  return { defaultParts: Math.max(guests ?? joined, MIN_SPLIT_PARTS) };
}
