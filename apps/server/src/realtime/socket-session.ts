import { fastifyCookie } from '@fastify/cookie';
import { type TSubscribeAck, ZSubscribeRequest } from '@tableside/shared/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { GUEST_COOKIE } from '../http/guest-session';
import { STAFF_COOKIE } from '../http/staff-session';
import type { Clock } from '../lib/clock';
import { authoriseChannel, type ChannelCredentials, REFUSAL } from './channel-access';
import type { RealtimeSocket } from './socket-types';
import { joinStaffMemberRoom } from './staff-member-room';

// Each join costs database lookups, so one connection may not turn into a scanner of rooms.
const REQUESTS_PER_WINDOW = 50;
const WINDOW_MS = 60_000;
// A guest follows two channels per table, staff a few branches; 20 leaves room for both.
const MAX_CHANNELS = 20;

export const SOCKET_REFUSAL = {
  malformed: 'Send { channel } with the channel name (1 to 200 characters)',
  tooMany: 'Too many subscribe requests on this connection; try again in a minute',
  tooManyChannels: `At most ${MAX_CHANNELS} channels per connection`,
  failed: 'Could not join the channel; try again',
} as const;

type Ack = (result: TSubscribeAck) => void;

interface SessionDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Answers one connection's `subscribe` and `unsubscribe` requests. */
export function serveSocket(socket: RealtimeSocket, deps: SessionDeps): void {
  const cookies = fastifyCookie.parse(socket.handshake.headers.cookie ?? '');
  const credentials: ChannelCredentials = {
    guestToken: cookies[GUEST_COOKIE],
    staffToken: cookies[STAFF_COOKIE],
  };
  const log = deps.log.child({ socketId: socket.id });
  log.debug(
    {
      address: socket.handshake.address,
      guest: !!credentials.guestToken,
      staff: !!credentials.staffToken,
    },
    'realtime: connected',
  );
  /** Public channel name -> the room joined for it. */
  const joined = new Map<string, string>();
  // Settled before any subscribe is answered: a console that follows a channel is in its
  // member room too.
  const memberRoom = joinStaffMemberRoom(socket, deps, credentials.staffToken).catch(
    (err: unknown) => log.error({ err }, 'realtime: member room join failed'),
  );

  const subscribe = async (channel: string): Promise<TSubscribeAck> => {
    await memberRoom;
    if (!joined.has(channel) && joined.size >= MAX_CHANNELS) {
      return { ok: false, message: SOCKET_REFUSAL.tooManyChannels };
    }
    const grant = await authoriseChannel(deps, credentials, channel);
    if (!grant.ok) {
      log.debug({ channel, reason: grant.message }, 'realtime: join refused');
      return grant;
    }
    // Gone while the lookup ran: joining now would leave the id in the room for good.
    if (socket.disconnected) return { ok: false, message: SOCKET_REFUSAL.failed };
    const { room, orderRoom } = grant;
    await socket.join(orderRoom ? [room, orderRoom] : room);
    if (orderRoom) {
      // The order may have ended or moved between the check and the join, its sockets leaving
      // the table's rooms before this one was in them: check again now that it is.
      const again = await authoriseChannel(deps, credentials, channel);
      if (!again.ok || again.room !== room) {
        await socket.leave(room);
        return { ok: false, message: REFUSAL.notAllowed };
      }
    }
    joined.set(channel, grant.room);
    log.debug({ channel, room: grant.room }, 'realtime: joined');
    return { ok: true };
  };

  // Leaving needs no permission; a channel never joined is already left.
  const unsubscribe = async (channel: string): Promise<TSubscribeAck> => {
    const room = joined.get(channel);
    if (room) {
      joined.delete(channel);
      await socket.leave(room);
      log.debug({ channel, room }, 'realtime: left');
    }
    return { ok: true };
  };

  const withinLimit = windowLimiter(deps.clock);
  const handle =
    (run: (channel: string) => Promise<TSubscribeAck>) =>
    (...args: unknown[]): void => {
      // The acknowledgement is the last argument when the client asked for one.
      const last = args.at(-1);
      const ack: Ack = typeof last === 'function' ? (last as Ack) : () => {};
      const request = typeof last === 'function' && args.length < 2 ? undefined : args[0];
      if (!withinLimit()) {
        ack({ ok: false, message: SOCKET_REFUSAL.tooMany });
        return;
      }
      const parsed = ZSubscribeRequest.safeParse(request);
      if (!parsed.success) {
        ack({ ok: false, message: SOCKET_REFUSAL.malformed });
        return;
      }
      run(parsed.data.channel).then(ack, (err: unknown) => {
        log.error({ err, channel: parsed.data.channel }, 'realtime: subscribe request failed');
        ack({ ok: false, message: SOCKET_REFUSAL.failed });
      });
    };
  socket.on('subscribe', handle(subscribe));
  socket.on('unsubscribe', handle(unsubscribe));
  socket.on('disconnect', (reason) => log.debug({ reason }, 'realtime: disconnected'));
}

/** True while this connection made at most REQUESTS_PER_WINDOW requests in the current window. */
function windowLimiter(clock: Clock): () => boolean {
  let windowStart = clock.now().getTime();
  let count = 0;
  return () => {
    const now = clock.now().getTime();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= REQUESTS_PER_WINDOW;
  };
}
