import { CreateQuestionSchema } from '@dockside/shared/community';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('gives the spec message of each invalid field of the ask form', () => {
    expect(fieldErrors(CreateQuestionSchema, { title: 'Short', content: 'Tiny', category: '' })).toEqual({
      title: 'Title must be at least 10 characters',
      content: 'Question details must be at least 20 characters',
      category: 'Please select a category',
    });
  });

  it('is empty for a valid question', () => {
    const valid = {
      title: 'Which antifouling for aluminium?',
      content: 'Hull is aluminium, kept in salt water all year.',
      category: 'Maintenance',
    };
    expect(fieldErrors(CreateQuestionSchema, valid)).toEqual({});
  });
});
