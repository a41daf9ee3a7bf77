import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AnswerRow } from '../community.rows';
import { authorColumns, isoTimestamp, sqlRows } from '../../../database/sql';

const ANSWER_COLUMNS = `a.id, a.content, a.question_id, a.user_id, a.is_expert, a.accepted, a.upvotes,
  ${isoTimestamp('a.created_at')} AS created_at, ${isoTimestamp('a.updated_at')} AS updated_at,
  ${authorColumns('u')}, u.role AS author_role`;

/** expert_answers and answer_votes. */
@Injectable()
export class AnswerRepository {
  constructor(private readonly em: EntityManager) {}

  /** A question's answers (not those hidden after reports): the accepted one first, then the most upvoted, then the oldest. */
  findByQuestion(questionId: number, viewerId?: number): Promise<AnswerRow[]> {
    const voted = viewerId ? `EXISTS (SELECT 1 FROM answer_votes v WHERE v.answer_id = a.id AND v.user_id = ?)` : 'false';
    return sqlRows<AnswerRow>(
      this.em,
      `SELECT ${ANSWER_COLUMNS}, ${voted} AS voted
         FROM expert_answers a LEFT JOIN users u ON u.id = a.user_id
        WHERE a.question_id = ? AND a.hidden_at IS NULL
        ORDER BY a.accepted DESC, a.upvotes DESC, a.created_at ASC, a.id ASC`,
      viewerId ? [viewerId, questionId] : [questionId],
    );
  }

  /** An answer readers see (it and its question neither deleted nor hidden after reports). */
  async findById(id: number): Promise<AnswerRow | null> {
    const rows = await sqlRows<AnswerRow>(
      this.em,
      `SELECT ${ANSWER_COLUMNS}, false AS voted
         FROM expert_answers a LEFT JOIN users u ON u.id = a.user_id
         JOIN expert_questions q ON q.id = a.question_id AND q.deleted_at IS NULL AND q.hidden_at IS NULL
        WHERE a.id = ? AND a.hidden_at IS NULL`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Adds an answer to a question that exists (else null) and touches the question's updated_at, since
   * its answer count changed.
   */
  async insert(questionId: number, userId: number, content: string, isExpert: boolean): Promise<number | null> {
    const rows = await sqlRows<{ id: number }>(
      this.em,
      `WITH target AS (
         UPDATE expert_questions SET updated_at = now() WHERE id = ? AND deleted_at IS NULL AND hidden_at IS NULL RETURNING id
       )
       INSERT INTO expert_answers (content, question_id, user_id, is_expert)
       SELECT ?, id, ?, ? FROM target
       RETURNING id`,
      [questionId, content, userId, isExpert],
    );
    return rows[0]?.id ?? null;
  }

  /** Moves the question's accepted mark to `answerId` (the unique index allows one per question). */
  async accept(questionId: number, answerId: number): Promise<void> {
    await sqlRows(
      this.em,
      `UPDATE expert_answers SET accepted = false, updated_at = now() WHERE question_id = ? AND accepted AND id <> ?`,
      [questionId, answerId],
    );
    await sqlRows(this.em, `UPDATE expert_answers SET accepted = true, updated_at = now() WHERE id = ? AND NOT accepted`, [answerId]);
  }

  async unaccept(answerId: number): Promise<void> {
    await sqlRows(this.em, `UPDATE expert_answers SET accepted = false, updated_at = now() WHERE id = ? AND accepted`, [answerId]);
  }

  async setQuestionStatus(questionId: number, status: 'pending' | 'answered'): Promise<void> {
    await sqlRows(this.em, `UPDATE expert_questions SET status = ?, updated_at = now() WHERE id = ? AND status <> ?`, [
      status,
      questionId,
      status,
    ]);
  }

  /**
   * As QuestionRepository.vote, for answers. Null: no such answer. The question row is locked first: a
   * changed answer touches its question (trigger, for delta pulls), and accepting locks the question
   * before its answers, so both take the locks in the same order and cannot deadlock.
   */
  async vote(id: number, userId: number, increment: boolean): Promise<{ upvotes: number } | null> {
    const change = increment
      ? `INSERT INTO answer_votes (answer_id, user_id) SELECT id, ? FROM target ON CONFLICT DO NOTHING RETURNING answer_id`
      : `DELETE FROM answer_votes WHERE answer_id IN (SELECT id FROM target) AND user_id = ? RETURNING answer_id`;
    const delta = increment ? '+' : '-';
    const rows = await sqlRows<{ upvotes: number }>(
      this.em,
      `WITH target AS (
              SELECT a.id FROM expert_answers a
                JOIN expert_questions q ON q.id = a.question_id AND q.deleted_at IS NULL AND q.hidden_at IS NULL
               WHERE a.id = ? AND a.hidden_at IS NULL
               FOR NO KEY UPDATE OF q
            ),
            changed AS (${change})
       UPDATE expert_answers a SET upvotes = greatest(a.upvotes ${delta} (SELECT count(*)::int FROM changed), 0)
         FROM target WHERE a.id = target.id
       RETURNING a.upvotes`,
      [id, userId],
    );
    return rows[0] ?? null;
  }
}
