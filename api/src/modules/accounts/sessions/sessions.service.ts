import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { clearCookie, readCookie, setCookie } from '../../../common/http/cookies';
import { afterCommit } from '../../../database/after-commit';
import type { User } from '../../users/user.entity';
import { type RequestSession } from '../../../common/auth/access';
import { SessionEvents } from '../../../common/auth/session-events';
import { SessionRepository } from './session.repository';

export const SESSION_COOKIE = 'dockside_session';
/**
 * Boat owners open the app after days at sea, so sessions last: 30 days idle, 90 days at most.
 * Both are enforced on the server; the cookie's Max-Age follows the absolute limit.
 */
export const SESSION_IDLE_MS = 30 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 3600_000;
/** The idle deadline is pushed forward at most this often, to keep reads write-free. */
const TOUCH_EVERY_MS = 5 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly events: SessionEvents,
  ) {}

  /**
   * Tells the holders of connections opened with these sessions (the chat sockets) once the deletion
   * has committed — inside an Idempotency-Key transaction that is after the request's outer commit.
   */
  private announceEnded(sessionIds: string[]): void {
    afterCommit(this.em, () => this.events.ended(sessionIds));
  }

  private secure(request: FastifyRequest): boolean {
    return request.protocol === 'https' || (this.config.publicUrl?.startsWith('https:') ?? false);
  }

  /** Starts a new session (always a new id: no fixation) and drops the one the request carried. */
  async start(user: User, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const previous = readCookie(request, SESSION_COOKIE);
    if (previous && TOKEN.test(previous)) {
      // Session rotation: the old session ends here, and so do the sockets opened with it.
      const previousId = hashToken(previous);
      await this.sessions.delete(previousId);
      this.announceEnded([previousId]);
    }
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const id = hashToken(token);
    await this.sessions.insert({
      id,
      userId: user.id,
      userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
      ip: request.ip?.slice(0, 64) ?? null,
      idleExpiresAt: new Date(now + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(now + SESSION_ABSOLUTE_MS),
    });
    setCookie(reply, SESSION_COOKIE, token, { maxAgeSeconds: SESSION_ABSOLUTE_MS / 1000, secure: this.secure(request) });
    return id;
  }

  /** The live session named by the request's cookie, if any. */
  async resolve(request: FastifyRequest): Promise<RequestSession | null> {
    const token = readCookie(request, SESSION_COOKIE);
    if (!token || !TOKEN.test(token)) return null;
    const now = new Date();
    const session = await this.sessions.findLiveWithUser(hashToken(token), now);
    if (!session) return null;
    // A suspended user's sessions are deleted at suspension; this also covers one started in between.
    if (session.user.suspendedAt) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.sessions.touch(session.id, now, new Date(Math.min(now.getTime() + SESSION_IDLE_MS, session.absoluteExpiresAt.getTime())));
    }
    return { id: session.id, user: session.user };
  }

  /**
   * Of these session ids, the ones still live (row present, not expired, user not suspended): the chat
   * sockets' periodic re-check, for sessions that ended without a notice (expired, deleted by hand).
   */
  liveAmong(sessionIds: string[]): Promise<Set<string>> {
    return this.sessions.liveAmong(sessionIds, new Date());
  }

  async end(sessionId: string | undefined, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (sessionId) {
      await this.sessions.delete(sessionId);
      this.announceEnded([sessionId]);
    }
    clearCookie(reply, SESSION_COOKIE, this.secure(request));
  }

  /** Every session of the user. */
  async endAll(userId: number): Promise<number> {
    const ended = await this.sessions.deleteAllOfUser(userId);
    afterCommit(this.em, () => this.events.allEnded(userId));
    return ended;
  }

  /** Every session of the user but the current one (password change: the other devices are signed out). */
  async endOthers(userId: number, keepSessionId: string): Promise<number> {
    const ended = await this.sessions.deleteOthersOfUser(userId, keepSessionId);
    afterCommit(this.em, () => this.events.allEnded(userId, keepSessionId));
    return ended;
  }
}
