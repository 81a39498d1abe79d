import type { Database } from '../db/client';
import { findStaffSession } from '../http/staff-session';
import type { Clock } from '../lib/clock';
import { rooms } from './rooms';
import type { RealtimeSocket } from './socket-types';

/**
 * Puts a staff socket in its member's own room when its `ts_staff` cookie is a live session,
 * so that what concerns that person alone (his deactivation) reaches his sockets and no one
 * else's. The console reopens its socket after every sign-in, so the cookie read here is the
 * one it uses.
 */
export async function joinStaffMemberRoom(
  socket: RealtimeSocket,
  deps: { db: Database; clock: Clock },
  staffToken: string | undefined,
): Promise<void> {
  if (!staffToken) return;
  const session = await findStaffSession(deps.db, deps.clock, staffToken);
  if (!session || socket.disconnected) return;
  await socket.join(
    rooms.staffMember({ tenantId: session.tenantId, staffUserId: session.staffUserId }),
  );
}
