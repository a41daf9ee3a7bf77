import { Injectable, Logger } from '@nestjs/common';

type EndedListener = (sessionIds: string[]) => void | Promise<void>;
type AllEndedListener = (userId: number, exceptSessionId?: string) => void | Promise<void>;

/**
 * "These sessions have ended", told to whoever holds connections that were authenticated with them —
 * the chat gateway cuts the sockets opened with them, on every replica. Two shapes: `ended(ids)` for
 * sessions known by id (sign-out, a sign-in over an old cookie), `allEnded(userId, exceptId?)` for every
 * session of a user, or every one but the current (suspension, password change). A plain in-process
 * notice: the emitter depends on nobody, so the accounts, moderation and chat modules need not know each
 * other. Emit it after the change is committed (database/after-commit.ts): told earlier, a socket that
 * reconnects at once could still find the session.
 */
@Injectable()
export class SessionEvents {
  private readonly logger = new Logger('SessionEvents');
  private readonly endedListeners = new Set<EndedListener>();
  private readonly allEndedListeners = new Set<AllEndedListener>();

  onEnded(listener: EndedListener): void {
    this.endedListeners.add(listener);
  }

  onAllEnded(listener: AllEndedListener): void {
    this.allEndedListeners.add(listener);
  }

  ended(sessionIds: string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.endedListeners) this.run(() => listener(sessionIds), `${sessionIds.length} session(s)`);
  }

  allEnded(userId: number, exceptSessionId?: string): void {
    for (const listener of this.allEndedListeners) this.run(() => listener(userId, exceptSessionId), `user ${userId}`);
  }

  private run(work: () => void | Promise<void>, what: string): void {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => this.logger.warn(`sessions-ended listener failed for ${what}: ${String(error)}`));
  }
}
