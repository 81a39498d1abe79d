import { STAFF_PIN_ROUTES, ZPinSwitchMembersResponse } from '@tableside/shared/contract/staff-pin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Colleagues who can take over this console with their PIN (fetched when the pad opens). */
export function usePinMembers(enabled: boolean) {
  return useQuery({
    queryKey: ['pin-switch-members'],
    queryFn: () =>
      apiRequest({ path: STAFF_PIN_ROUTES.pinSwitchMembers, schema: ZPinSwitchMembersResponse }),
    enabled,
    staleTime: 0,
  });
}
