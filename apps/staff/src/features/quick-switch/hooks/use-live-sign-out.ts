import { useQueryClient } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys';
import { useStaffEvent } from '../../../lib/realtime';
import { useStaff } from '../../../lib/session';

/**
 * The member's account was deactivated: his sessions already ended on the server, so asking
 * who is signed in answers 401 and the console layout sends him to the sign-in page at once.
 * An event about someone else (a tablet switched user since its socket opened) is ignored.
 */
export function useLiveSignOut() {
  const me = useStaff();
  const queryClient = useQueryClient();
  useStaffEvent('staffSignedOut', ({ staffUserId }) => {
    if (staffUserId === me.id) void queryClient.invalidateQueries({ queryKey: qk.me });
  });
}
