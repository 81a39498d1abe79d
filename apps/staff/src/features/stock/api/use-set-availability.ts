import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TAvailabilityBody } from '@tableside/shared/contract/staff';
import type {
  TStaffMenuItem,
  TStaffMenuItemsResponse,
} from '@tableside/shared/contract/staff-console';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

interface AvailabilityChange {
  item: TStaffMenuItem;
  available: boolean;
}

const stockText = (available: boolean) => (available ? 'In stock' : 'Out of stock');

/** Sets one item's flag in the cached list (other items keep any change still on its way). */
function setCachedAvailability(
  queryClient: QueryClient,
  branchId: number,
  menuItemMasterId: number,
  isAvailable: boolean,
) {
  queryClient.setQueryData<TStaffMenuItemsResponse>(qk.menuItems(branchId), (items) =>
    items?.map((item) =>
      item.menuItemMasterId === menuItemMasterId ? { ...item, isAvailable } : item,
    ),
  );
}

/** The switch moves at once; a refusal puts it back and says why. */
export function useSetAvailability(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, available }: AvailabilityChange) => {
      const body: TAvailabilityBody = { branchId, available };
      return apiRequest({
        path: buildPath(STAFF_ROUTES.availability, { menuItemMasterId: item.menuItemMasterId }),
        method: 'PUT',
        body,
        schema: null,
      });
    },
    onMutate: async ({ item, available }) => {
      await queryClient.cancelQueries({ queryKey: qk.menuItems(branchId) });
      setCachedAvailability(queryClient, branchId, item.menuItemMasterId, available);
    },
    onSuccess: (_answer, { item, available }) =>
      toast.success(`${item.name}: ${stockText(available)}`),
    onError: (error, { item, available }) => {
      setCachedAvailability(queryClient, branchId, item.menuItemMasterId, !available);
      toast.error(errorMessage(error));
    },
  });
}
