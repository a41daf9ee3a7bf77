import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { appSecret } from '../../common/secrets/app-secret';
import { readSignedIdToken, signedIdToken } from '../../common/secrets/signed-id-token';
import { AppUrl } from '../mail/app-url';
import type { AlertMailLinks } from './alert-mails';

const SECRET_KEY = 'alerts_hmac_secret';
const PREFIX = 'a';
const PURPOSE = 'alert-emails-unsubscribe';

/** The links of alert e-mails and pushes, and the stateless one-click unsubscribe token (`a<userId>x<HMAC>`). */
@Injectable()
export class AlertLinks {
  constructor(private readonly appUrl: AppUrl) {}

  /** An app path made absolute (links in e-mails, relative photo URLs in pushes); absolute URLs are kept. */
  absolute(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : this.appUrl.to(pathOrUrl);
  }

  async forUser(em: EntityManager, userId: number): Promise<AlertMailLinks> {
    const token = signedIdToken(PREFIX, PURPOSE, String(userId), await appSecret(em, SECRET_KEY));
    return {
      part: (partId) => this.appUrl.to(`/boat-parts/${partId}`),
      manage: this.appUrl.to('/account?tab=saved'),
      unsubscribePage: this.appUrl.to(`/alerts/unsubscribe?token=${token}`),
      unsubscribePost: this.appUrl.to(`/api/alerts/unsubscribe?token=${token}`),
    };
  }

  /** The user id of a valid unsubscribe token, else undefined. */
  async readToken(em: EntityManager, token: string): Promise<number | undefined> {
    const id = readSignedIdToken(PREFIX, PURPOSE, token, await appSecret(em, SECRET_KEY));
    return id === undefined ? undefined : Number(id);
  }
}
