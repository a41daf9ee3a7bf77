import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QUESTION_SHOWN_WHERE } from '../community/questions/question.entity';
import { PUBLIC_WHERE } from '../listings/listing.entity';
import { sqlRows } from '../../database/sql';

export type SitemapKind = 'parts' | 'questions';

/** Only public listings (the catalogue's rule) and shown questions are listed. */
const SOURCES: Record<SitemapKind, { table: string; alias: string; where: string }> = {
  parts: { table: 'boat_parts p', alias: 'p', where: PUBLIC_WHERE },
  questions: { table: 'expert_questions q', alias: 'q', where: QUESTION_SHOWN_WHERE },
};

/** A last change as the sitemap protocol writes it (W3C datetime, UTC, seconds). */
const lastmod = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The public ids of listings and questions, in fixed blocks of `blockSize` ids. */
@Injectable()
export class SitemapsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The ids of one block (ids block·size+1 … (block+1)·size), with their last change. */
  idsInBlock(kind: SitemapKind, block: number, blockSize: number): Promise<Array<{ id: number; lastmod: string }>> {
    const { table, alias: a, where } = SOURCES[kind];
    return sqlRows(
      this.em.fork(),
      `SELECT ${a}.id, ${lastmod(`${a}.updated_at`)} AS lastmod
         FROM ${table} WHERE ${a}.id > ? AND ${a}.id <= ? AND ${where} ORDER BY ${a}.id`,
      [block * blockSize, (block + 1) * blockSize],
    );
  }

  /** The non-empty blocks, with their newest change. */
  blocks(kind: SitemapKind, blockSize: number): Promise<Array<{ block: number; lastmod: string }>> {
    const { table, alias: a, where } = SOURCES[kind];
    return sqlRows(
      this.em.fork(),
      `SELECT ((${a}.id - 1) / ${blockSize})::int AS block, ${lastmod(`max(${a}.updated_at)`)} AS lastmod
         FROM ${table} WHERE ${where} GROUP BY 1 ORDER BY 1`,
    );
  }
}
