import { parseChannel } from '@tableside/shared/contract/channels';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { branches } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import { guestChannelRooms } from './guest-channels';
import { rooms } from './rooms';
import { staffChannelRoom } from './staff-channel';

/** The session tokens a socket's handshake carried (its cookies). */
export interface ChannelCredentials {
  guestToken?: string;
  staffToken?: string;
}

export type ChannelGrant =
  /** `orderRoom`: for a guest, the room marking its order's sockets, joined along with `room`. */
  { ok: true; room: string; orderRoom?: string } | { ok: false; message: string };

export const REFUSAL = {
  unknown: 'Unknown channel',
  noGuestSession: 'Check in at the table first to follow it',
  noStaffSession: 'Log in to the staff console first to follow the floor',
  // One text for every private channel the session does not belong to, whether or not the
  // table or branch exists: a refusal must not tell a prober what is there.
  notAllowed: 'You are not allowed on this channel',
} as const;

const refuse = (message: string): ChannelGrant => ({ ok: false, message });

/**
 * Maps a public channel name to the internal room the socket may join, checking the session
 * against the database on every call: a guest who left or a staff session revoked since the
 * last join is refused now.
 */
export async function authoriseChannel(
  deps: { db: Database; clock: Clock },
  credentials: ChannelCredentials,
  channel: string,
): Promise<ChannelGrant> {
  const parsed = parseChannel(channel);
  if (!parsed) return refuse(REFUSAL.unknown);
  const { db, clock } = deps;
  switch (parsed.kind) {
    case 'price': {
      const [branch] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(eq(branches.id, parsed.branchId));
      return branch ? { ok: true, room: rooms.price(branch.id) } : refuse(REFUSAL.unknown);
    }
    case 'staff': {
      if (!credentials.staffToken) return refuse(REFUSAL.noStaffSession);
      const room = await staffChannelRoom(db, clock, credentials.staffToken, parsed);
      return room ? { ok: true, room } : refuse(REFUSAL.notAllowed);
    }
    case 'cart':
    case 'customer': {
      if (!credentials.guestToken) return refuse(REFUSAL.noGuestSession);
      // Compare whole names with the session's own: cart names cannot be split into parts.
      const guest = await guestChannelRooms(db, clock, credentials.guestToken);
      const room = guest.rooms.get(channel);
      return room && guest.orderRoom
        ? { ok: true, room, orderRoom: guest.orderRoom }
        : refuse(REFUSAL.notAllowed);
    }
  }
}
