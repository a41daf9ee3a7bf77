import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CreateQuestionOutput } from '@dockside/shared/community';
import type { QuestionRow, SimilarRow } from '../community.rows';
import { FROM_MICROS, authorColumns, isoTimestamp, micros, sqlRows } from '../../../database/sql';
import { QUESTION_SHOWN_WHERE } from './question.entity';
import type { QuestionSearch } from './question-query';
import { afterPosition, syncMicros } from '../../../common/sync/delta-http';
import type { DeltaRequest, DeltaRow } from '../../../common/sync/sync-token';

/** See {@link QuestionRepository.similar}. */
const SIMILAR_MIN_SCORE = 0.4;

const ANSWER_COUNT = `(SELECT count(*)::int FROM expert_answers a WHERE a.question_id = q.id AND a.hidden_at IS NULL)`;

const QUESTION_COLUMNS = `q.id, q.title, q.content, q.user_id, q.category, q.status, q.upvotes, q.views,
  ${isoTimestamp('q.created_at')} AS created_at, ${isoTimestamp('q.updated_at')} AS updated_at,
  ${ANSWER_COUNT} AS answer_count, ${authorColumns('u')}`;

/** Questions readers see (QUESTION_SHOWN_WHERE, beside the entity). */
const SHOWN = QUESTION_SHOWN_WHERE;

/** Vote counters change in the same statement as the vote row, so a vote is counted exactly once. */
export interface VoteOutcome {
  upvotes: number;
}

/** expert_questions, question_votes and question_views. */
@Injectable()
export class QuestionRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page (plus one row, to know whether there is a next page) of a question list. */
  search(search: QuestionSearch): Promise<QuestionRow[]> {
    const where = [SHOWN];
    const params: unknown[] = [];
    if (search.category) {
      where.push('q.category = ?');
      params.push(search.category);
    }
    if (search.status) {
      where.push('q.status = ?');
      params.push(search.status);
    }
    if (search.q) {
      where.push(`q.search_vector @@ websearch_to_tsquery('english', ?)`);
      params.push(search.q);
    }
    const latest = search.sort === 'latest';
    if (search.after) {
      where.push(latest ? `(q.created_at, q.id) < (${FROM_MICROS}, ?)` : `(q.upvotes, q.id) < (?::int, ?)`);
      params.push(search.after.key, search.after.id);
    }
    const key = latest ? micros('q.created_at') : 'q.upvotes';
    const order = latest ? 'q.created_at DESC, q.id DESC' : 'q.upvotes DESC, q.id DESC';
    params.push(search.limit + 1);
    return sqlRows<QuestionRow>(
      this.em,
      `SELECT ${QUESTION_COLUMNS}, ${key}::text AS sort_key
         FROM expert_questions q LEFT JOIN users u ON u.id = q.user_id
        WHERE ${where.join(' AND ')}
        ORDER BY ${order}
        LIMIT ?`,
      params,
    );
  }

  /**
   * Delta pull: questions changed after the position (edited, answered, voted, accepted), in (updated_at,
   * id) order, limit + 1 rows; deleted and hidden ones are tombstones.
   */
  findChangedSince(request: DeltaRequest): Promise<Array<QuestionRow & DeltaRow>> {
    return sqlRows<QuestionRow & DeltaRow>(
      this.em,
      `SELECT ${QUESTION_COLUMNS}, ${syncMicros('q.updated_at')} AS sync_micros, q.id AS sync_id, (${SHOWN}) AS visible
         FROM expert_questions q LEFT JOIN users u ON u.id = q.user_id
        WHERE ${afterPosition('q.updated_at', 'q.id')}
        ORDER BY q.updated_at, q.id
        LIMIT ?`,
      [request.since.micros, request.since.id, request.limit + 1],
    );
  }

  /** The question with its author; `voted` tells whether `viewerId` has upvoted it. */
  async findById(id: number, viewerId?: number): Promise<QuestionRow | null> {
    const voted = viewerId ? `EXISTS (SELECT 1 FROM question_votes v WHERE v.question_id = q.id AND v.user_id = ?)` : 'false';
    const rows = await sqlRows<QuestionRow>(
      this.em,
      `SELECT ${QUESTION_COLUMNS}, ${voted} AS voted
         FROM expert_questions q LEFT JOIN users u ON u.id = q.user_id
        WHERE q.id = ? AND ${SHOWN}`,
      viewerId ? [viewerId, id] : [id],
    );
    return rows[0] ?? null;
  }

  /** The question row locked until the transaction ends (accepting answers takes turns per question). */
  async lockForUpdate(id: number): Promise<{ id: number; user_id: number | null } | null> {
    const rows = await sqlRows<{ id: number; user_id: number | null }>(
      this.em,
      `SELECT id, user_id FROM expert_questions q WHERE id = ? AND ${SHOWN} FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  async insert(userId: number, input: CreateQuestionOutput): Promise<number> {
    const [row] = await sqlRows<{ id: number }>(
      this.em,
      `INSERT INTO expert_questions (title, content, user_id, category) VALUES (?, ?, ?, ?) RETURNING id`,
      [input.title, input.content, userId, input.category],
    );
    return row.id;
  }

  /**
   * Counts a view unless this viewer was already counted today (UTC): the primary key of question_views
   * makes the insert a no-op, and the counter only moves when a row went in.
   */
  async countView(id: number, viewerKey: string): Promise<void> {
    await sqlRows(
      this.em,
      `WITH seen AS (
         INSERT INTO question_views (question_id, viewer_key, day)
         SELECT id, ?, (now() AT TIME ZONE 'UTC')::date FROM expert_questions q WHERE id = ? AND ${SHOWN}
         ON CONFLICT DO NOTHING
         RETURNING question_id
       )
       UPDATE expert_questions SET views = views + 1 WHERE id IN (SELECT question_id FROM seen)`,
      [viewerKey, id],
    );
  }

  /** Rows of days before yesterday are no longer needed to tell repeat views apart. */
  async deleteOldViews(): Promise<void> {
    await sqlRows(this.em, `DELETE FROM question_views WHERE day < (now() AT TIME ZONE 'UTC')::date - 1`);
  }

  /**
   * Adds or withdraws `userId`'s vote and moves the counter in the same statement. A concurrent duplicate
   * waits on the primary key, then inserts nothing and adds 0, so ten parallel votes count once; the
   * UPDATE re-reads the committed row, so the count returned is current. Null: no such question.
   */
  async vote(id: number, userId: number, increment: boolean): Promise<VoteOutcome | null> {
    const change = increment
      ? `INSERT INTO question_votes (question_id, user_id) SELECT id, ? FROM target ON CONFLICT DO NOTHING RETURNING question_id`
      : `DELETE FROM question_votes WHERE question_id IN (SELECT id FROM target) AND user_id = ? RETURNING question_id`;
    const delta = increment ? '+' : '-';
    const rows = await sqlRows<VoteOutcome>(
      this.em,
      `WITH target AS (SELECT id FROM expert_questions q WHERE id = ? AND ${SHOWN}),
            changed AS (${change})
       UPDATE expert_questions q SET upvotes = greatest(q.upvotes ${delta} (SELECT count(*)::int FROM changed), 0)
         FROM target WHERE q.id = target.id
       RETURNING q.upvotes`,
      [id, userId],
    );
    return rows[0] ?? null;
  }

  /**
   * Up to `limit` questions whose title or content shares words with `title` (full text, any word) or
   * whose title looks like it (pg_trgm), best first. Score = normalised ts_rank_cd + title similarity; a
   * single shared word found only in the details scores about 0.29, so {@link SIMILAR_MIN_SCORE} keeps
   * such loose matches out.
   */
  similar(title: string, limit: number): Promise<SimilarRow[]> {
    return sqlRows<SimilarRow>(
      this.em,
      `WITH input AS (
         SELECT lower(?) AS t,
                (SELECT string_agg('''' || l || '''', ' | ')
                   FROM unnest(tsvector_to_array(to_tsvector('english', ?))) AS l
                  WHERE l !~ '[''\\\\]')::tsquery AS tq
       )
       SELECT id, title, category, status, answer_count FROM (
         SELECT q.id, q.title, q.category, q.status, ${ANSWER_COUNT} AS answer_count,
                coalesce(ts_rank_cd(q.search_vector, input.tq, 32), 0) + similarity(lower(q.title), input.t) AS score
           FROM expert_questions q, input
          WHERE ${SHOWN} AND ((input.tq IS NOT NULL AND q.search_vector @@ input.tq) OR lower(q.title) % input.t)
       ) scored
        WHERE score >= ?
        ORDER BY score DESC, id DESC
        LIMIT ?`,
      [title, title, SIMILAR_MIN_SCORE, limit],
    );
  }
}
