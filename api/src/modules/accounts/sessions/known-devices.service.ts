import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../../../common/http/cookies';
import { appSecret } from '../../../common/secrets/app-secret';
import { onceAsync } from '../../../common/secrets/once-async';
import { APP_CONFIG, type AppConfig } from '../../../config/config';

export const DEVICE_COOKIE = 'dockside_device';
/** A year: the device stays known as long as it keeps signing in at least once a year. */
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const SECRET_KEY = 'device_cookie_secret';
const VALUE = /^(\d{1,18})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The known-device cookie (OWASP "device cookies"): set at every successful sign-in, it names the user
 * and a random device id, signed with a server secret (HMAC-SHA256, kept in app_settings so every replica
 * checks it alike). HttpOnly, so page scripts never see it; it proves nothing but "this browser signed in
 * as this user before", which is what lets its owner past a lockout strangers triggered.
 */
@Injectable()
export class KnownDevicesService {
  private readonly secret = onceAsync(() => appSecret(this.em.fork(), SECRET_KEY));

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The device id when the request carries a valid device cookie of this user, else undefined. */
  async recognise(request: FastifyRequest, userId: number): Promise<string | undefined> {
    const match = VALUE.exec(readCookie(request, DEVICE_COOKIE) ?? '');
    if (!match || Number(match[1]) !== userId) return undefined;
    const expected = Buffer.from(mac(await this.secret(), match[1], match[2]));
    const given = Buffer.from(match[3]);
    return expected.length === given.length && timingSafeEqual(expected, given) ? match[2] : undefined;
  }

  /** Marks the browser as a known device of `userId` (keeping its device id when it already was one). */
  async remember(userId: number, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const device = (await this.recognise(request, userId)) ?? randomBytes(16).toString('base64url');
    const value = `${userId}.${device}.${mac(await this.secret(), String(userId), device)}`;
    const secure = request.protocol === 'https' || (this.config.publicUrl?.startsWith('https:') ?? false);
    setCookie(reply, DEVICE_COOKIE, value, { maxAgeSeconds: DEVICE_MAX_AGE_SECONDS, secure });
  }
}

const mac = (secret: string, userId: string, device: string) =>
  createHmac('sha256', secret).update(`known-device:${userId}.${device}`).digest('base64url');
