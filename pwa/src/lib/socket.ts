import type { Socket } from 'socket.io-client';

/** An event map: event name → listener (socket.io's own `EventsMap`; `any` lets interfaces such as the shared maps fit). */
interface EventsMap {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as socket.io declares it
  [event: string]: any;
}

/** A socket typed by a server→client and a client→server event map (e.g. `@dockside/shared/chat`). */
export type TypedSocket<ServerEvents extends EventsMap, ClientEvents extends EventsMap> = Socket<ServerEvents, ClientEvents>;

/**
 * Opens a socket.io connection to the app's own origin (`/socket.io`), authenticated by the session cookie.
 * socket.io-client is imported here, on demand, so it lands in its own chunk and only screens that chat
 * load it (bundle budget: the first route must not carry it).
 */
export async function openSocket<ServerEvents extends EventsMap, ClientEvents extends EventsMap>(): Promise<
  TypedSocket<ServerEvents, ClientEvents>
> {
  const { io } = await import('socket.io-client');
  return io({
    path: '/socket.io',
    withCredentials: true,
    // WebSocket first; socket.io falls back to long-polling where a proxy blocks upgrades.
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  }) as TypedSocket<ServerEvents, ClientEvents>;
}
