import http from 'node:http';
import https from 'node:https';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import { type AlertPushPayload, PUSH_ERROR_CODES, PUSH_LIMITS, PUSH_MESSAGES, type PushSubscriptionInput } from '@dockside/shared/alerts';
import { DomainException } from '../../common/exceptions/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { PushRepository } from './push.repository';
import { allowedAddresses, endpointUrlProblem, pinnedLookup, type PushGuardOptions } from './push-endpoint-guard';
import { loadVapidKeys } from './vapid-keys';
import { onceAsync } from '../../common/secrets/once-async';

/** A stored device subscription, as the sender needs it. */
export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it (2xx); gone: 404/410, the subscription was removed; refused: the SSRF guard said no. */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

/** How long a push service may keep an undelivered alert (a phone that is off): a day. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Web Push (docs/decisions.md "Saved searches and alerts"): the VAPID key pair, device subscriptions and sending. The payload is encrypted
 * for the device (RFC 8291, aes128gcm) and signed with our VAPID key (RFC 8292) by the `web-push`
 * package; the request itself is ours, so it goes only to the addresses the SSRF guard checked.
 */
@Injectable()
export class PushService {
  private readonly logger = new Logger('Push');
  /** Generated at first start, never changed: read once per process. */
  private readonly vapidKeys = onceAsync(() => loadVapidKeys(this.em.fork()));
  private readonly guard: PushGuardOptions;

  constructor(
    private readonly em: EntityManager,
    private readonly subscriptions: PushRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.guard = { production: config.isProduction };
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /**
   * Registers a device's subscription, or renews this user's own registration of it; keeps the newest
   * PUSH_LIMITS.perUser per user. An endpoint another user registered is refused (409), never moved:
   * whoever knows an endpoint could otherwise take over that user's alerts.
   */
  async register(userId: number, input: PushSubscriptionInput): Promise<void> {
    if (!isP256Point(input.keys.p256dh)) throw new DomainException(PUSH_ERROR_CODES.invalid, PUSH_MESSAGES.invalid, HttpStatus.BAD_REQUEST);
    if (endpointUrlProblem(input.endpoint, this.guard) || !(await allowedAddresses(new URL(input.endpoint).hostname, this.guard))) {
      throw new DomainException(PUSH_ERROR_CODES.endpointRefused, PUSH_MESSAGES.endpointRefused, HttpStatus.BAD_REQUEST);
    }
    await this.em.fork().transactional(async (tx) => {
      if (!(await this.subscriptions.upsertOwn(tx, userId, input.endpoint, input.keys))) {
        throw new DomainException(PUSH_ERROR_CODES.endpointTaken, PUSH_MESSAGES.endpointTaken, HttpStatus.CONFLICT);
      }
      await this.subscriptions.keepNewest(tx, userId, PUSH_LIMITS.perUser);
    });
  }

  /** Removes this user's subscription of that endpoint (nothing to remove is fine: the device is off either way). */
  async unregister(userId: number, endpoint: string): Promise<void> {
    await this.subscriptions.deleteOwn(userId, endpoint);
  }

  /** The user's devices. */
  targetsOf(em: EntityManager, userIds: number[]): Promise<Array<PushTarget & { user_id: number }>> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.subscriptions.findByUsers(em, userIds);
  }

  /** Sends one message to one device; a subscription the push service reports gone (404/410) is removed. */
  async send(target: PushTarget, payload: AlertPushPayload): Promise<PushOutcome> {
    if (endpointUrlProblem(target.endpoint, this.guard)) return 'refused';
    const url = new URL(target.endpoint);
    const addresses = await allowedAddresses(url.hostname, this.guard);
    if (!addresses) {
      this.logger.warn(`push endpoint refused at send time: subscription ${target.id}`);
      return 'refused';
    }
    const keys = await this.vapidKeys();
    let status: number;
    try {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject: `mailto:${this.config.mail.from}`, ...keys }, TTL: TTL_SECONDS, urgency: 'normal' },
      );
      status = await post(url, details.headers, details.body as Buffer, pinnedLookup(addresses));
    } catch (error) {
      this.logger.warn(`push to subscription ${target.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    }
    if (status === 404 || status === 410) {
      await this.subscriptions.delete(target.id);
      return 'gone';
    }
    if (status >= 200 && status < 300) {
      await this.subscriptions.markSent(target.id);
      return 'sent';
    }
    this.logger.warn(`push to subscription ${target.id}: the push service answered ${status}`);
    return 'failed';
  }
}

/** An uncompressed P-256 public key: 65 bytes starting with 0x04. */
function isP256Point(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  return bytes.length === 65 && bytes[0] === 0x04;
}

/** POSTs the encrypted message; answers the status code (the body is drained and ignored). */
function post(url: URL, headers: Record<string, string | number>, body: Buffer, lookup: ReturnType<typeof pinnedLookup>): Promise<number> {
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, { method: 'POST', headers, lookup, agent: false, timeout: SEND_TIMEOUT_MS }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
