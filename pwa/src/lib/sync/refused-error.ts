/**
 * A change the server refused, for code that signals failures by throwing; `message` is the server's. Its own
 * file: the screens that throw it load the outbox (and Dexie) only when the user acts (lib/db/device.ts).
 */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(message: string | undefined) {
    super(message ?? '');
  }
}
