import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES, QUESTION_CATEGORIES } from './community.constants';
import { canAcceptAnswer } from './community.rules';
import { AnswerFormSchema, CreateAnswerSchema, CreateQuestionSchema, VoteSchema } from './community.schema';
import { messageFor } from '../testing/schema-messages';

const question = {
  title: 'How often should I service a Yanmar 3YM30?',
  content: 'About 200 engine hours a season, mostly motoring in and out of the marina.',
  category: 'Maintenance',
};
const answer = { content: 'Every 250 hours or once a year, whichever comes first.', isExpert: true, questionId: 7 };

describe('CreateQuestionSchema (spec §5 "Expert question")', () => {
  it('accepts a valid question and trims it', () => {
    const result = v.safeParse(CreateQuestionSchema, { ...question, title: `  ${question.title}  ` });
    expect(result.success && result.output).toEqual(question);
  });

  it('accepts each of the 11 categories', () => {
    expect(QUESTION_CATEGORIES).toHaveLength(11);
    for (const category of QUESTION_CATEGORIES) expect(v.safeParse(CreateQuestionSchema, { ...question, category }).success).toBe(true);
  });

  it.each([
    ['title', 'Too short', 'Title must be at least 10 characters'],
    ['title', '   Short   ', 'Title must be at least 10 characters'],
    ['title', 'x'.repeat(101), 'Title must be less than 100 characters'],
    ['title', 42, 'Title must be at least 10 characters'],
    ['content', 'Not enough words.', 'Question details must be at least 20 characters'],
    ['content', 'x'.repeat(2001), 'Question details must be less than 2000 characters'],
    ['category', '', 'Please select a category'],
    ['category', 'All Questions', 'Please select a category'],
    ['category', 'maintenance', 'Please select a category'],
    ['category', 'Rockets', 'Please select a category'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(CreateQuestionSchema, { ...question, [field]: value }, field)).toBe(message);
  });

  it('reports each field’s own message when fields are missing', () => {
    const result = v.safeParse(CreateQuestionSchema, {});
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.fromEntries(result.issues.map((i) => [i.path?.map((p) => p.key).join('.'), i.message]))).toEqual({
      title: 'Title must be at least 10 characters',
      content: 'Question details must be at least 20 characters',
      category: 'Please select a category',
    });
  });

  it('keeps the boundaries: 10 and 100 characters of title, 20 and 2000 of details', () => {
    for (const title of ['x'.repeat(10), 'x'.repeat(100)])
      expect(messageFor(CreateQuestionSchema, { ...question, title }, 'title')).toBeUndefined();
    for (const content of ['x'.repeat(20), 'x'.repeat(2000)]) {
      expect(messageFor(CreateQuestionSchema, { ...question, content }, 'content')).toBeUndefined();
    }
  });

  it('drops fields the server owns (userId, status, upvotes, views)', () => {
    const result = v.safeParse(CreateQuestionSchema, { ...question, userId: 1, status: 'answered', upvotes: 99, views: 1000 });
    expect(result.success && result.output).toEqual(question);
  });
});

describe('CreateAnswerSchema (spec §5 "Answer")', () => {
  it('accepts a valid answer; isExpert defaults to false; a numeric questionId text becomes a number', () => {
    expect(v.parse(CreateAnswerSchema, answer)).toEqual(answer);
    expect(v.parse(CreateAnswerSchema, { content: answer.content, questionId: '7' })).toEqual({ ...answer, isExpert: false });
  });

  it.each([
    ['content', 'Change the oil.', 'Answer must be at least 20 characters'],
    ['content', `   ${'x'.repeat(19)}   `, 'Answer must be at least 20 characters'],
    ['content', undefined, 'Answer must be at least 20 characters'],
    ['content', 'x'.repeat(5001), 'Answer must be less than 5000 characters'],
    ['isExpert', 'yes', 'isExpert must be true or false'],
    ['questionId', undefined, 'questionId must be the id of a question'],
    ['questionId', 0, 'questionId must be the id of a question'],
    ['questionId', 1.5, 'questionId must be the id of a question'],
    ['questionId', 'abc', 'questionId must be the id of a question'],
    ['questionId', 99999999999, 'questionId must be the id of a question'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(CreateAnswerSchema, { ...answer, [field]: value }, field)).toBe(message);
  });

  it('reports the field message when questionId is left out', () => {
    expect(messageFor(CreateAnswerSchema, { content: answer.content }, 'questionId')).toBe('questionId must be the id of a question');
  });

  it('the answer form uses the same content rule', () => {
    expect(messageFor(AnswerFormSchema, { content: 'short' }, 'content')).toBe(COMMUNITY_MESSAGES.answerMin);
    expect(v.parse(AnswerFormSchema, { content: answer.content })).toEqual({ content: answer.content, isExpert: false });
  });
});

describe('VoteSchema', () => {
  it('takes increment true or false', () => {
    expect(v.parse(VoteSchema, { increment: true })).toEqual({ increment: true });
    expect(v.parse(VoteSchema, { increment: false })).toEqual({ increment: false });
  });

  it.each([[{}], [{ increment: 'true' }], [{ increment: 1 }]])('%j → increment must be true or false', (body) => {
    expect(messageFor(VoteSchema, body, 'increment')).toBe('increment must be true or false');
  });
});

describe('canAcceptAnswer', () => {
  it('lets the question’s author, a moderator or an admin accept; nobody else', () => {
    expect(canAcceptAnswer({ id: 3, role: 'member' }, 3)).toBe(true);
    expect(canAcceptAnswer({ id: 4, role: 'member' }, 3)).toBe(false);
    expect(canAcceptAnswer({ id: 4, role: 'expert' }, 3)).toBe(false);
    expect(canAcceptAnswer({ id: 4, role: 'moderator' }, 3)).toBe(true);
    expect(canAcceptAnswer({ id: 4, role: 'admin' }, null)).toBe(true);
    expect(canAcceptAnswer({ id: 4, role: 'member' }, null)).toBe(false);
    expect(canAcceptAnswer(null, 3)).toBe(false);
  });
});
