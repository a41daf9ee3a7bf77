import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactKind } from '@dockside/shared/contact';
import { sqlRows } from '../../database/sql';

/** One stored form submission; `payload` is the form's own fields, kept as sent. */
export interface SubmissionRow {
  reference: string;
  kind: ContactKind;
  userId: number | null;
  name: string;
  email: string | null;
  payload: object;
  clientIp: string | null;
  userAgent: string | null;
  status: 'received' | 'spam';
}

/** The contact_submissions table, written in the caller's open transaction. */
@Injectable()
export class ContactRepository {
  async insert(tx: EntityManager, row: SubmissionRow): Promise<void> {
    await sqlRows(
      tx,
      `INSERT INTO contact_submissions (reference, kind, user_id, name, email, payload, client_ip, user_agent, status)
       VALUES (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?)`,
      [row.reference, row.kind, row.userId, row.name, row.email, JSON.stringify(row.payload), row.clientIp, row.userAgent, row.status],
    );
  }
}
