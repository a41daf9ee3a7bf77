import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MemberRow } from '../community.rows';
import { sqlRows } from '../../../database/sql';
import { type MemberSearch, likeSubstring } from './members-query';

/** The members directory: public user columns only (never e-mail, phone or anything of the account). */
@Injectable()
export class MemberRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page (plus one row) in directory order: company, then name, case-insensitively. */
  search(search: MemberSearch): Promise<MemberRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (search.q) {
      where.push(`(lower(u.full_name) LIKE ? ESCAPE '\\' OR lower(u.company) LIKE ? ESCAPE '\\')`);
      params.push(likeSubstring(search.q), likeSubstring(search.q));
    }
    if (search.after) {
      where.push(`(lower(u.company), lower(u.full_name), u.id) > (?, ?, ?)`);
      params.push(search.after.company, search.after.name, search.after.id);
    }
    params.push(search.limit + 1);
    return sqlRows<MemberRow>(
      this.em,
      `SELECT u.id, u.full_name, u.username, u.company, u.avatar_url, u.is_online,
              lower(u.company) AS company_key, lower(u.full_name) AS name_key
         FROM users u
        ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY lower(u.company), lower(u.full_name), u.id
        LIMIT ?`,
      params,
    );
  }
}
