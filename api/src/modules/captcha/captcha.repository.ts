import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

/** Spent ALTCHA challenges (captcha_spent), shared by every replica so a solution counts once. */
@Injectable()
export class CaptchaRepository {
  constructor(private readonly em: EntityManager) {}

  /** Marks the challenge `id` spent for 15 minutes; false when it already was. */
  async spend(id: string): Promise<boolean> {
    const inserted = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into captcha_spent (id, expires_at) values (?, now() + interval '15 minutes') on conflict do nothing returning id`,
        [id],
      );
    return inserted.length === 1;
  }

  /** Deletes spent challenges whose challenge has expired anyway. */
  async deleteExpired(): Promise<void> {
    await this.em.fork().getConnection().execute(`delete from captcha_spent where expires_at < now()`);
  }
}
