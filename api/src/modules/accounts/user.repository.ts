import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity';

@Injectable()
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  /** With the (lazy, hidden) password hash, for credential checks only. */
  findByIdWithPasswordHash(id: number): Promise<User | null> {
    return this.em.findOne(User, { id }, { populate: ['passwordHash'] });
  }

  /** Username or e-mail, case-insensitively, with the password hash. */
  findByLoginWithPasswordHash(login: string): Promise<User | null> {
    const value = login.trim().toLowerCase();
    return this.em.findOne(User, { $or: [{ username: { $ilike: escapeLike(value) } }, { email: value }] }, { populate: ['passwordHash'] });
  }

  async usernameTaken(username: string, exceptUserId?: number): Promise<boolean> {
    const found = await this.em.findOne(User, { username: { $ilike: escapeLike(username.trim()) } }, { fields: ['id'] });
    return !!found && found.id !== exceptUserId;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    const found = await this.em.findOne(User, { email: email.trim().toLowerCase() }, { fields: ['id'] });
    return !!found && found.id !== exceptUserId;
  }

  async insert(user: User): Promise<User> {
    await this.em.persist(user).flush();
    return user;
  }

  async save(): Promise<void> {
    await this.em.flush();
  }
}

/** `$ilike` gives case-insensitive equality once LIKE wildcards are escaped. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
