import type { ExpertQuestion } from '@dockside/shared/community';
import { db } from '@/lib/db/database';
import { type PullCollection, editLists, pathnameOf, split } from '@/lib/sync/pull-collections';

const isQuestionList = (key: string) => pathnameOf(key) === '/api/expert-questions' || key.startsWith('/api/expert-questions/category/');
const questionKey = /^\/api\/expert-questions\/(\d+)$/;

/** Questions (public, docs/architecture.md §6.4): the whole delta into the table; lists and opened questions follow. */
export const QUESTION_PULL: PullCollection = {
  name: 'questions',
  perUser: false,
  path: '/api/expert-questions',
  lists: (pathname) => pathname === '/api/expert-questions' || pathname.startsWith('/api/expert-questions/category/'),
  tables: (database) => [database.questions, database.questionDetails],
  async apply(items) {
    const delta = split<ExpertQuestion>(items);
    const ids = [...delta.changed.keys()];
    const old = await db.questions.bulkGet(ids);
    // The viewer's own vote mark is not in a pull (lists carry none): keep what the device knew.
    const merged = new Map(ids.map((id, i) => [id, { ...delta.changed.get(id)!, viewerHasVoted: old[i]?.viewerHasVoted ?? false }]));
    await db.questions.bulkPut([...merged.values()]);
    await db.questions.bulkDelete([...delta.removed]);
    await db.questionDetails.bulkDelete([...delta.removed]);
    const details = await db.questionDetails.bulkGet(ids);
    await db.questionDetails.bulkPut(
      details.flatMap((detail) =>
        detail ? [{ ...detail, question: { ...merged.get(detail.id)!, viewerHasVoted: detail.question.viewerHasVoted } }] : [],
      ),
    );
    await editLists('/api/expert-questions', isQuestionList, { changed: merged, removed: delta.removed });
    // An opened question whose answers moved is refetched when opened next; a removed one goes.
    const opened = await db.queries
      .where('key')
      .startsWith('/api/expert-questions/')
      .filter((row) => questionKey.test(row.key))
      .toArray();
    for (const row of opened) {
      const id = Number(questionKey.exec(row.key)![1]);
      if (delta.removed.has(id)) await db.queries.delete(row.key);
      else if (merged.has(id)) await db.queries.put({ ...row, invalidated: true, invalidatedAt: Date.now() });
    }
  },
  async expire() {
    await db.questions.clear();
    await db.questionDetails.clear();
    await db.queries.where('key').startsWith('/api/expert-questions').delete();
    return 'dropped';
  },
};
