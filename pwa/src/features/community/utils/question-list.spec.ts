import { describe, expect, it } from 'vitest';
import { questionListUrl, readListState, writeListState } from './question-list';

describe('question list state', () => {
  it('reads the category and tab from the query string, ignoring unknown values', () => {
    expect(readListState(new URLSearchParams('category=Charter+Advice&tab=top'))).toEqual({ category: 'Charter Advice', tab: 'top' });
    expect(readListState(new URLSearchParams('category=Rockets&tab=oldest'))).toEqual({ category: null, tab: 'latest' });
    expect(readListState(new URLSearchParams(''))).toEqual({ category: null, tab: 'latest' });
  });

  it('writes only what differs from the default view', () => {
    expect(writeListState({ category: null, tab: 'latest' }).toString()).toBe('');
    expect(writeListState({ category: 'Marina Info', tab: 'unanswered' }).toString()).toBe('category=Marina+Info&tab=unanswered');
  });
});

describe('questionListUrl', () => {
  it('calls the documented endpoints: all questions, or one URL-encoded category', () => {
    expect(questionListUrl({ category: null, tab: 'latest' })).toBe('/api/expert-questions');
    expect(questionListUrl({ category: 'Charter Advice', tab: 'latest' })).toBe('/api/expert-questions/category/Charter%20Advice');
  });

  it('turns the tab into sort or status', () => {
    expect(questionListUrl({ category: null, tab: 'top' }, 50)).toBe('/api/expert-questions?sort=top&limit=50');
    expect(questionListUrl({ category: 'Equipment', tab: 'unanswered' })).toBe('/api/expert-questions/category/Equipment?status=pending');
  });
});
