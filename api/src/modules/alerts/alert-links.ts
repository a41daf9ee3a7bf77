import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appSecret } from '../../common/secrets/app-secret';
import { onceAsync } from '../../common/secrets/once-async';
import { readSignedIdToken, signedIdToken } from '../../common/secrets/signed-id-token';
import { AppUrl } from '../../mail/app-url';
import type { AlertMailLinks } from './alert-mails';

const SECRET_KEY = 'alerts_hmac_secret';
const PREFIX = 'a';
const PURPOSE = 'alert-emails-unsubscribe';

/** The links of alert e-mails and pushes, and the stateless one-click unsubscribe token (`a<userId>x<HMAC>`). */
@Injectable()
export class AlertLinks {
  /** Created once and never changed: read once per process. */
  private readonly hmacSecret = onceAsync(() => appSecret(this.em.fork(), SECRET_KEY));

  constructor(
    private readonly em: EntityManager,
    private readonly appUrl: AppUrl,
  ) {}

  async forUser(userId: number): Promise<AlertMailLinks> {
    const token = signedIdToken(PREFIX, PURPOSE, String(userId), await this.hmacSecret());
    return {
      part: (partId) => this.appUrl.to(`/boat-parts/${partId}`),
      manage: this.appUrl.to('/account?tab=saved'),
      unsubscribePage: this.appUrl.to(`/alerts/unsubscribe?token=${token}`),
      unsubscribePost: this.appUrl.to(`/api/alerts/unsubscribe?token=${token}`),
    };
  }

  /** The user id of a valid unsubscribe token, else undefined. */
  async readToken(token: string): Promise<number | undefined> {
    const id = readSignedIdToken(PREFIX, PURPOSE, token, await this.hmacSecret());
    return id === undefined ? undefined : Number(id);
  }
}
