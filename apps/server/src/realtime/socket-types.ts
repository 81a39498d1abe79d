import type {
  ClientToServerEvents,
  ServerToClientEvents,
} from '@tableside/shared/contract/realtime';
import type { Server, Socket } from 'socket.io';

/** The typed Socket.IO server and socket (events of the contract's realtime map). */
export type RealtimeIo = Server<ClientToServerEvents, ServerToClientEvents>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
