import { Injectable, Logger } from '@nestjs/common';

type Listener = (userId: number) => void | Promise<void>;

/**
 * "Every session of this user has ended" (suspension, issue #14), told to whoever holds connections that
 * were authenticated with them — the chat gateway cuts the user's open sockets. A plain in-process
 * notice: the emitter depends on nobody, so the moderation and chat modules need not know each other.
 * Emit it after the change is committed (database/after-commit.ts).
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger('SessionEvents');
  private readonly listeners = new Set<Listener>();

  onAllEnded(listener: Listener): void {
    this.listeners.add(listener);
  }

  allEnded(userId: number): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(userId))
        .catch((error: unknown) => this.logger.warn(`sessions-ended listener failed for user ${userId}: ${String(error)}`));
    }
  }
}
