import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerFactory, questionFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

interface Author {
  id: number;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}
interface Question {
  id: number;
  title: string;
  content: string;
  userId: number | null;
  author: Author | null;
  category: string;
  status: 'pending' | 'answered';
  createdAt: string;
  upvotes: number;
  views: number;
  answerCount: number;
  viewerHasVoted: boolean;
}
interface Answer {
  id: number;
  content: string;
  questionId: number;
  userId: number | null;
  author: Author | null;
  isExpert: boolean;
  verifiedExpert: boolean;
  accepted: boolean;
  upvotes: number;
  viewerHasVoted: boolean;
}
interface Detail {
  question: Question;
  answers: Answer[];
}
interface Vote {
  id: number;
  upvotes: number;
  voted: boolean;
}

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);

async function signedIn(role?: 'expert' | 'moderator' | 'admin') {
  const person = await registeredClient(api.url);
  if (role) await query(db.url, 'UPDATE users SET role = $1 WHERE id = $2', [role, person.user.id]);
  return person;
}

/** A word that appears in no other test's questions, for full-text scoping. */
const newTag = () => `zq${randomBytes(4).toString('hex')}`;

async function ask(c: TestClient, overrides: Record<string, unknown> = {}): Promise<Question> {
  const res = await c.post<Question>('/api/expert-questions', questionFactory(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function answer(c: TestClient, questionId: number, overrides: Record<string, unknown> = {}): Promise<Answer> {
  const res = await c.post<Answer>('/api/expert-answers', answerFactory(questionId, overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const ids = (questions: Question[]) => questions.map((q) => q.id);

describe('POST /api/expert-questions — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().post('/api/expert-questions', questionFactory());
    expectSignInRequired(res);
  });

  it('creates the question (201) as pending, owned by the asker, with counters at 0', async () => {
    const { client: c, user } = await signedIn();
    const body = questionFactory({ title: '  Which antifouling for a fast planing hull?  ', category: 'Sport Boats' });
    const res = await c.post<Question>('/api/expert-questions', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      title: 'Which antifouling for a fast planing hull?',
      content: body.content,
      category: 'Sport Boats',
      userId: user.id,
      author: { id: user.id, username: user.username },
      status: 'pending',
      upvotes: 0,
      views: 0,
      answerCount: 0,
    });
    expect(res.text).not.toContain(user.email);
  });

  it('ignores fields the server owns (userId, status, upvotes, views)', async () => {
    const { client: c, user } = await signedIn();
    const res = await c.post<Question>(
      '/api/expert-questions',
      questionFactory({ userId: 1, status: 'answered', upvotes: 50, views: 900 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: user.id, status: 'pending', upvotes: 0, views: 0 });
  });

  it.each([
    ['a 9-character title', 'Title must be at least 10 characters', { title: 'Too short' }],
    ['a 101-character title', 'Title must be less than 100 characters', { title: 'x'.repeat(101) }],
    ['16 characters of details', 'Question details must be at least 20 characters', { content: 'Not enough here.' }],
    ['2001 characters of details', 'Question details must be less than 2000 characters', { content: 'x'.repeat(2001) }],
    ['an empty category', 'Please select a category', { category: '' }],
    ['an unknown category', 'Please select a category', { category: 'Rockets' }],
    ['no category', 'Please select a category', { category: undefined }],
  ])('%s → 400 %s', async (_label, message, overrides) => {
    const { client: c } = await signedIn();
    const res = await c.post('/api/expert-questions', questionFactory(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/expert-questions, GET /api/expert-questions/category/{category} — public', () => {
  it('lists questions signed out, with the real answer count and no e-mail', async () => {
    const tag = newTag();
    const asker = await signedIn();
    const question = await ask(asker.client, { title: `Gelcoat crazing around stanchions ${tag}` });
    const other = await signedIn();
    await answer(other.client, question.id);
    await answer(asker.client, question.id);

    const res = await client().get<Question[]>(`/api/expert-questions?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({ id: question.id, answerCount: 2, author: { username: asker.user.username } });
    expect(res.text).not.toContain(asker.user.email);
  });

  it('Latest: newest first by creation date', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const [a, b, d] = [
      await ask(c, { title: `Older question ${tag}` }),
      await ask(c, { title: `Newest one ${tag}` }),
      await ask(c, { title: `Middle one ${tag}` }),
    ];
    await query(db.url, `UPDATE expert_questions SET created_at = now() - interval '3 days' WHERE id = $1`, [a.id]);
    await query(db.url, `UPDATE expert_questions SET created_at = now() - interval '1 day' WHERE id = $1`, [d.id]);
    for (const path of [`/api/expert-questions?q=${tag}`, `/api/expert-questions?q=${tag}&sort=latest`]) {
      expect(ids((await client().get<Question[]>(path)).body)).toEqual([b.id, d.id, a.id]);
    }
  });

  it('Top Voted: highest upvotes first', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const [a, b, d] = [
      await ask(c, { title: `One vote ${tag}` }),
      await ask(c, { title: `Many votes ${tag}` }),
      await ask(c, { title: `No votes ${tag}` }),
    ];
    await query(db.url, 'UPDATE expert_questions SET upvotes = $1 WHERE id = $2', [1, a.id]);
    await query(db.url, 'UPDATE expert_questions SET upvotes = $1 WHERE id = $2', [7, b.id]);
    expect(ids((await client().get<Question[]>(`/api/expert-questions?q=${tag}&sort=top`)).body)).toEqual([b.id, a.id, d.id]);
  });

  it('Unanswered: only questions with status pending', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const open = await ask(c, { title: `Still open ${tag}` });
    const done = await ask(c, { title: `Already answered ${tag}` });
    await query(db.url, `UPDATE expert_questions SET status = 'answered' WHERE id = $1`, [done.id]);
    const res = await client().get<Question[]>(`/api/expert-questions?q=${tag}&status=pending`);
    expect(ids(res.body)).toEqual([open.id]);
    expect(ids((await client().get<Question[]>(`/api/expert-questions?q=${tag}&status=answered`)).body)).toEqual([done.id]);
  });

  it('filters by category (URL-encoded, case-insensitive); All Questions means no filter', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const charter = await ask(c, { title: `Charter question ${tag}`, category: 'Charter Advice' });
    const sailing = await ask(c, { title: `Sailing question ${tag}`, category: 'Sailing Yachts' });
    const byCategory = (name: string) => client().get<Question[]>(`/api/expert-questions/category/${encodeURIComponent(name)}?q=${tag}`);
    expect(ids((await byCategory('Charter Advice')).body)).toEqual([charter.id]);
    expect(ids((await byCategory('sailing yachts')).body)).toEqual([sailing.id]);
    expect(ids((await byCategory('Marina Info')).body)).toEqual([]);
    expect(ids((await byCategory('All Questions')).body)).toEqual([sailing.id, charter.id]);
  });

  it('answers 400 UNKNOWN_CATEGORY for a category that is not one of the 11', async () => {
    const res = await client().get(`/api/expert-questions/category/${encodeURIComponent('Rocket Science')}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Unknown question category', code: 'UNKNOWN_CATEGORY' });
  });

  it('combines category, status and sort', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const low = await ask(c, { title: `Low ${tag}`, category: 'Navigation' });
    const high = await ask(c, { title: `High ${tag}`, category: 'Navigation' });
    const answered = await ask(c, { title: `Answered ${tag}`, category: 'Navigation' });
    await ask(c, { title: `Elsewhere ${tag}`, category: 'Equipment' });
    await query(db.url, 'UPDATE expert_questions SET upvotes = 5 WHERE id = $1', [high.id]);
    await query(db.url, `UPDATE expert_questions SET status = 'answered', upvotes = 9 WHERE id = $1`, [answered.id]);
    const res = await client().get<Question[]>(`/api/expert-questions/category/Navigation?q=${tag}&sort=top&status=pending`);
    expect(ids(res.body)).toEqual([high.id, low.id]);
  });

  it('searches title and content with q (full text, stemmed)', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const inTitle = await ask(c, { title: `Windlass clutch slipping ${tag}` });
    const inContent = await ask(c, {
      title: `Anchor trouble at night ${tag}`,
      content: `The windlass motor stalls halfway up with 40 m of chain out. ${tag}`,
    });
    await ask(c, { title: `Unrelated teak question ${tag}` });
    const res = await client().get<Question[]>(`/api/expert-questions?q=${encodeURIComponent(`windlasses ${tag}`)}`);
    expect(ids(res.body).sort()).toEqual([inTitle.id, inContent.id].sort());
  });

  it('pages with limit and a Link rel="next" header, staying a JSON array', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const created: number[] = [];
    for (let i = 0; i < 5; i += 1) created.push((await ask(c, { title: `Paging question ${i} ${tag}` })).id);

    for (const sort of ['latest', 'top']) {
      const seen: number[] = [];
      let path: string | null = `/api/expert-questions?q=${tag}&sort=${sort}&limit=2`;
      let pages = 0;
      while (path) {
        const res: { status: number; body: Question[]; headers: Headers } = await client().get<Question[]>(path);
        expect(res.status).toBe(200);
        expect(Array.isArray(res.body)).toBe(true);
        seen.push(...ids(res.body));
        const link = res.headers.get('link');
        path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
        pages += 1;
      }
      expect(pages).toBe(3);
      expect(seen.sort()).toEqual([...created].sort());
    }
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['sort=oldest', 'sort'],
    ['status=closed', 'status'],
    ['cursor=forged', 'cursor'],
  ])('?%s → 400 INVALID_QUERY', async (queryString, parameter) => {
    const res = await client().get(`/api/expert-questions?${queryString}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_QUERY', parameter });
  });
});

describe('GET /api/expert-questions/{id} — public', () => {
  it('answers { question, answers } signed out, the accepted answer first, without e-mail addresses', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const first = await signedIn();
    const second = await signedIn();
    const a1 = await answer(first.client, question.id);
    const a2 = await answer(second.client, question.id, { isExpert: true });
    expect((await asker.client.post(`/api/expert-answers/${a2.id}/accept`)).status).toBe(200);

    const res = await client().get<Detail>(`/api/expert-questions/${question.id}`);
    expect(res.status).toBe(200);
    expect(res.body.question).toMatchObject({ id: question.id, answerCount: 2, status: 'answered', viewerHasVoted: false });
    expect(res.body.answers.map((a) => a.id)).toEqual([a2.id, a1.id]);
    expect(res.body.answers[0]).toMatchObject({ accepted: true, isExpert: true, author: { username: second.user.username } });
    for (const email of [asker.user.email, first.user.email, second.user.email]) expect(res.text).not.toContain(email);
  });

  it('answers 404 for a question that does not exist, or a malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const res = await client().get(`/api/expert-questions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Question not found', code: 'QUESTION_NOT_FOUND' });
    }
  });

  it('counts a view at most once per viewer per day', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const views = async () =>
      (await query<{ views: number }>(db.url, 'SELECT views FROM expert_questions WHERE id = $1', [question.id]))[0].views;
    const open = (c: TestClient, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0') =>
      c.get<Detail>(`/api/expert-questions/${question.id}`, { 'user-agent': userAgent });

    // An anonymous visitor (same IP and browser) twice: one view; the response already shows it.
    const visitor = client();
    expect((await open(visitor)).body.question.views).toBe(1);
    expect((await open(visitor)).body.question.views).toBe(1);
    // Same IP, another browser: another viewer.
    expect((await open(visitor, 'Mozilla/5.0 (iPhone) Safari/604.1')).body.question.views).toBe(2);
    // Another IP.
    await open(client());
    expect(await views()).toBe(3);
    // A signed-in member counts once, whichever device or address they come from.
    const member = await signedIn();
    await open(member.client);
    await open(member.client, 'Mozilla/5.0 (Android 15) Chrome/140.0');
    const sameUserElsewhere = client();
    sameUserElsewhere.cookie = member.client.cookie;
    await open(sameUserElsewhere);
    expect(await views()).toBe(4);

    const rows = await query<{ viewer_key: string }>(db.url, 'SELECT viewer_key FROM question_views WHERE question_id = $1', [question.id]);
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => r.viewer_key)).toContain(`u:${member.user.id}`);
    // Anonymous viewers are stored as keyed hashes, never their address.
    expect(rows.some((r) => r.viewer_key.includes(visitor.ip))).toBe(false);
  });

  it('counts the same viewer again on another day', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    await asker.client.get(`/api/expert-questions/${question.id}`);
    await query(db.url, `UPDATE question_views SET day = day - 1 WHERE question_id = $1`, [question.id]);
    const res = await asker.client.get<Detail>(`/api/expert-questions/${question.id}`);
    expect(res.body.question.views).toBe(2);
  });
});

describe('POST /api/expert-answers — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().post('/api/expert-answers', answerFactory(1));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('creates the answer (201); isExpert is stored as claimed, verifiedExpert only for the expert role', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const member = await signedIn();
    const expert = await signedIn('expert');

    const claimed = await answer(member.client, question.id, { isExpert: true });
    expect(claimed).toMatchObject({
      questionId: question.id,
      userId: member.user.id,
      author: { id: member.user.id, username: member.user.username },
      isExpert: true,
      verifiedExpert: false,
      accepted: false,
      upvotes: 0,
    });
    const verified = await answer(expert.client, question.id, { isExpert: false });
    expect(verified).toMatchObject({ isExpert: false, verifiedExpert: true });
    const plain = await answer(member.client, question.id, { isExpert: undefined });
    expect(plain).toMatchObject({ isExpert: false, verifiedExpert: false });

    const detail = await client().get<Detail>(`/api/expert-questions/${question.id}`);
    expect(detail.body.question.answerCount).toBe(3);
  });

  it('answers 404 for a question that does not exist', async () => {
    const { client: c } = await signedIn();
    const res = await c.post('/api/expert-answers', answerFactory(999999));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Question not found', code: 'QUESTION_NOT_FOUND' });
  });

  it.each([
    ['10 characters', 'Answer must be at least 20 characters', { content: 'Too short.' }],
    ['only spaces', 'Answer must be at least 20 characters', { content: ' '.repeat(25) }],
    ['5001 characters', 'Answer must be less than 5000 characters', { content: 'x'.repeat(5001) }],
    ['isExpert "yes"', 'isExpert must be true or false', { isExpert: 'yes' }],
    ['no questionId', 'questionId must be the id of a question', { questionId: undefined }],
    ['questionId "abc"', 'questionId must be the id of a question', { questionId: 'abc' }],
  ])('%s → 400 %s', async (_label, message, overrides) => {
    const { client: c } = await signedIn();
    const res = await c.post('/api/expert-answers', answerFactory(1, overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/expert-questions/{id}/vote — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().post('/api/expert-questions/1/vote', { increment: true });
    expect(res.status).toBe(401);
  });

  it('counts one vote per user: a second vote changes nothing, increment false withdraws it', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const voter = await signedIn();
    const vote = (c: TestClient, increment: boolean) => c.post<Vote>(`/api/expert-questions/${question.id}/vote`, { increment });

    expect((await vote(voter.client, true)).body).toEqual({ id: question.id, upvotes: 1, voted: true });
    expect((await vote(voter.client, true)).body).toEqual({ id: question.id, upvotes: 1, voted: true });
    expect((await vote((await signedIn()).client, true)).body).toMatchObject({ upvotes: 2 });
    const detail = await voter.client.get<Detail>(`/api/expert-questions/${question.id}`);
    expect(detail.body.question).toMatchObject({ upvotes: 2, viewerHasVoted: true });

    const withdrawn = await vote(voter.client, false);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toEqual({ id: question.id, upvotes: 1, voted: false });
    expect((await vote(voter.client, false)).body).toMatchObject({ upvotes: 1, voted: false });
    expect((await voter.client.get<Detail>(`/api/expert-questions/${question.id}`)).body.question.viewerHasVoted).toBe(false);
  });

  it('counts 10 identical votes sent at once as one', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const voter = await signedIn();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => voter.client.post<Vote>(`/api/expert-questions/${question.id}/vote`, { increment: true })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const rows = await query<{ upvotes: number }>(db.url, 'SELECT upvotes FROM expert_questions WHERE id = $1', [question.id]);
    expect(rows[0].upvotes).toBe(1);
    expect(Math.max(...results.map((r) => r.body.upvotes))).toBe(1);
    expect(await query(db.url, 'SELECT 1 FROM question_votes WHERE question_id = $1', [question.id])).toHaveLength(1);
  });

  it('refuses an upvote on your own question or answer: 403 OWN_CONTENT_VOTE, nothing counted', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const answerer = await signedIn();
    const reply = await answer(answerer.client, question.id);
    const refusal = { message: 'You cannot upvote your own question or answer', code: 'OWN_CONTENT_VOTE' };
    const ownQuestion = await asker.client.post(`/api/expert-questions/${question.id}/vote`, { increment: true });
    expect(ownQuestion.status).toBe(403);
    expect(ownQuestion.body).toEqual(refusal);
    const ownAnswer = await answerer.client.post(`/api/expert-answers/${reply.id}/vote`, { increment: true });
    expect(ownAnswer.status).toBe(403);
    expect(ownAnswer.body).toEqual(refusal);
    expect(await query(db.url, 'SELECT 1 FROM question_votes WHERE question_id = $1', [question.id])).toEqual([]);
    expect(await query(db.url, 'SELECT 1 FROM answer_votes WHERE answer_id = $1', [reply.id])).toEqual([]);
    expect(await query(db.url, 'SELECT upvotes FROM expert_questions WHERE id = $1', [question.id])).toEqual([{ upvotes: 0 }]);
    // Each may vote on the other's.
    expect((await answerer.client.post(`/api/expert-questions/${question.id}/vote`, { increment: true })).status).toBe(200);
    expect((await asker.client.post(`/api/expert-answers/${reply.id}/vote`, { increment: true })).status).toBe(200);
  });

  it('answers 404 for a missing question and 400 for a bad body', async () => {
    const { client: c } = await signedIn();
    expect((await c.post('/api/expert-questions/999999/vote', { increment: true })).status).toBe(404);
    const question = await ask(c);
    for (const body of [{}, { increment: 'yes' }, { increment: 1 }]) {
      const res = await c.post(`/api/expert-questions/${question.id}/vote`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'increment must be true or false', code: 'VALIDATION_FAILED' });
    }
  });
});

describe('POST /api/expert-answers/{id}/vote — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    expect((await client().post('/api/expert-answers/1/vote', { increment: true })).status).toBe(401);
  });

  it('counts one vote per user, also for 10 identical votes at once, and withdraws', async () => {
    const asker = await signedIn();
    const question = await ask(asker.client);
    const answerer = await signedIn();
    const reply = await answer(answerer.client, question.id);
    const voter = await signedIn();

    const results = await Promise.all(
      Array.from({ length: 10 }, () => voter.client.post<Vote>(`/api/expert-answers/${reply.id}/vote`, { increment: true })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect((await query<{ upvotes: number }>(db.url, 'SELECT upvotes FROM expert_answers WHERE id = $1', [reply.id]))[0].upvotes).toBe(1);

    expect((await asker.client.post<Vote>(`/api/expert-answers/${reply.id}/vote`, { increment: true })).body).toEqual({
      id: reply.id,
      upvotes: 2,
      voted: true,
    });
    const seen = await voter.client.get<Detail>(`/api/expert-questions/${question.id}`);
    expect(seen.body.answers[0]).toMatchObject({ id: reply.id, upvotes: 2, viewerHasVoted: true });

    expect((await voter.client.post<Vote>(`/api/expert-answers/${reply.id}/vote`, { increment: false })).body).toMatchObject({
      upvotes: 1,
      voted: false,
    });
    expect((await voter.client.post<Vote>(`/api/expert-answers/${reply.id}/vote`, { increment: false })).body).toMatchObject({
      upvotes: 1,
    });
  });

  it('answers 404 for a missing answer', async () => {
    const { client: c } = await signedIn();
    const res = await c.post('/api/expert-answers/999999/vote', { increment: true });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Answer not found', code: 'ANSWER_NOT_FOUND' });
  });
});

describe('POST and DELETE /api/expert-answers/{id}/accept — the question’s author, a moderator or an admin', () => {
  async function answeredQuestion() {
    const tag = newTag();
    const asker = await signedIn();
    const question = await ask(asker.client, { title: `Accepting answers ${tag}` });
    const answerer = await signedIn();
    const first = await answer(answerer.client, question.id);
    const second = await answer(answerer.client, question.id, { content: 'A second opinion: check the lift pump diaphragm as well.' });
    return { tag, asker, question, answerer, first, second };
  }
  const unanswered = async (tag: string) => ids((await client().get<Question[]>(`/api/expert-questions?q=${tag}&status=pending`)).body);

  it('answers 401 when signed out', async () => {
    const { first } = await answeredQuestion();
    expect((await client().post(`/api/expert-answers/${first.id}/accept`)).status).toBe(401);
    expect((await client().request('DELETE', `/api/expert-answers/${first.id}/accept`)).status).toBe(401);
  });

  it('answers 403 for anyone else, the answerer and a verified expert included', async () => {
    const { first, answerer, question } = await answeredQuestion();
    for (const someone of [answerer, await signedIn(), await signedIn('expert')]) {
      const res = await someone.client.post(`/api/expert-answers/${first.id}/accept`);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: 'Only the person who asked this question can accept an answer', code: 'NOT_QUESTION_AUTHOR' });
    }
    expect((await client().get<Detail>(`/api/expert-questions/${question.id}`)).body.question.status).toBe('pending');
  });

  it('the author accepts: the question is answered and leaves Unanswered; accepting another moves the mark', async () => {
    const { tag, asker, question, first, second } = await answeredQuestion();
    expect(await unanswered(tag)).toEqual([question.id]);

    const res = await asker.client.post<Detail>(`/api/expert-answers/${first.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body.question).toMatchObject({ id: question.id, status: 'answered' });
    expect(res.body.answers.filter((a) => a.accepted).map((a) => a.id)).toEqual([first.id]);
    expect(await unanswered(tag)).toEqual([]);

    const moved = await asker.client.post<Detail>(`/api/expert-answers/${second.id}/accept`);
    expect(moved.body.answers.filter((a) => a.accepted).map((a) => a.id)).toEqual([second.id]);
    expect(moved.body.answers[0].id).toBe(second.id);
    const accepted = await query(db.url, 'SELECT id FROM expert_answers WHERE question_id = $1 AND accepted', [question.id]);
    expect(accepted).toEqual([{ id: second.id }]);

    // Accepting the accepted answer again changes nothing.
    expect((await asker.client.post<Detail>(`/api/expert-answers/${second.id}/accept`)).body.question.status).toBe('answered');
  });

  it('accepting two answers at once leaves exactly one accepted', async () => {
    const { asker, question, first, second } = await answeredQuestion();
    const results = await Promise.all([first, second, first, second].map((a) => asker.client.post(`/api/expert-answers/${a.id}/accept`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await query(db.url, 'SELECT id FROM expert_answers WHERE question_id = $1 AND accepted', [question.id])).toHaveLength(1);
  });

  it('withdrawing the acceptance puts the question back in Unanswered', async () => {
    const { tag, asker, question, first } = await answeredQuestion();
    await asker.client.post(`/api/expert-answers/${first.id}/accept`);
    const res = await asker.client.request<Detail>('DELETE', `/api/expert-answers/${first.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body.question.status).toBe('pending');
    expect(res.body.answers.some((a) => a.accepted)).toBe(false);
    expect(await unanswered(tag)).toEqual([question.id]);
  });

  it('a moderator or an admin may accept on any question, also an anonymous one', async () => {
    const { question, first } = await answeredQuestion();
    const moderator = await signedIn('moderator');
    expect((await moderator.client.post<Detail>(`/api/expert-answers/${first.id}/accept`)).body.question.status).toBe('answered');

    await query(db.url, 'UPDATE expert_questions SET user_id = NULL WHERE id = $1', [question.id]);
    const admin = await signedIn('admin');
    const res = await admin.client.request<Detail>('DELETE', `/api/expert-answers/${first.id}/accept`);
    expect(res.status).toBe(200);
    expect(res.body.question).toMatchObject({ userId: null, author: null, status: 'pending' });
  });

  it('answers 404 for a missing answer', async () => {
    const { client: c } = await signedIn();
    const res = await c.post('/api/expert-answers/999999/accept');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'ANSWER_NOT_FOUND' });
  });
});

describe('GET /api/expert-questions/similar — public', () => {
  it('suggests up to 5 existing questions like the typed title, best first', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const target = await ask(c, { title: `Raw water impeller keeps failing on my Yanmar ${tag}`, category: 'Maintenance' });
    for (let i = 0; i < 6; i += 1) await ask(c, { title: `Impeller question number ${i} ${tag}` });

    const res = await client().get<Array<Record<string, unknown>>>(
      `/api/expert-questions/similar?title=${encodeURIComponent('Yanmar raw water impeller failing again')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(5);
    expect(res.body[0]).toEqual({ id: target.id, title: target.title, category: 'Maintenance', status: 'pending', answerCount: 0 });
  });

  it('finds a title with typos (trigram similarity, no word in common)', async () => {
    const { client: c } = await signedIn();
    const target = await ask(c, { title: 'Bridgedeck slamming on a catamaran' });
    const res = await client().get<Array<{ id: number }>>(
      `/api/expert-questions/similar?title=${encodeURIComponent('bridgdeck slaming on a catamarn')}`,
    );
    expect(res.body.map((q) => q.id)).toContain(target.id);
  });

  it('leaves out a question that shares only one word of its details', async () => {
    const tag = newTag();
    const { client: c } = await signedIn();
    const inTitle = await ask(c, { title: `Re-bedding the ${tag} stanchion bases` });
    const inDetailsOnly = await ask(c, {
      title: 'Teak deck cleaning without bleach',
      content: `What is safe for the teak on a ${tag} ketch?`,
    });
    const res = await client().get<Array<{ id: number }>>(
      `/api/expert-questions/similar?title=${encodeURIComponent(`Best ${tag} antifouling`)}`,
    );
    const found = res.body.map((q) => q.id);
    expect(found).toContain(inTitle.id);
    expect(found).not.toContain(inDetailsOnly.id);
  });

  it('answers [] for a missing or very short title', async () => {
    expect((await client().get('/api/expert-questions/similar')).body).toEqual([]);
    expect((await client().get('/api/expert-questions/similar?title=ab')).body).toEqual([]);
  });
});
