import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TResetStaffPasswordBody } from '@tableside/shared/contract/staff-accounts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';

/** Sets a member's password; the server signs them out everywhere. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: ({ staffUserId, body }: { staffUserId: number; body: TResetStaffPasswordBody }) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.staffAccountPassword, { staffUserId }),
        method: 'PUT',
        body,
        schema: null,
      }),
    onSuccess: () => toast.success('Password changed; they are signed out everywhere'),
  });
}
