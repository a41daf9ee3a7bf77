import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMITS as L, SAVED_SEARCH_MESSAGES as M } from './alerts.constants';
import { CreateSavedSearchSchema, UpdateSavedSearchSchema } from './alerts.schema';
import { messages } from '../testing/schema-messages';

describe('saved-search schemas', () => {
  it('a new saved search: name and query trimmed, frequency instant unless given', () => {
    expect(v.parse(CreateSavedSearchSchema, { name: '  F115 impeller ', query: ' q=impeller ' })).toEqual({
      name: 'F115 impeller',
      query: 'q=impeller',
      frequency: 'instant',
    });
    expect(v.parse(CreateSavedSearchSchema, { name: 'Winches', query: 'category=Deck+Equipment', frequency: 'daily' }).frequency).toBe(
      'daily',
    );
  });

  it('refuses a missing or blank name, a long name, a long or non-text query and an unknown frequency', () => {
    expect(messages(CreateSavedSearchSchema, { query: 'q=x' })).toEqual([M.nameRequired]);
    expect(messages(CreateSavedSearchSchema, { name: '   ', query: 'q=x' })).toEqual([M.nameRequired]);
    expect(messages(CreateSavedSearchSchema, { name: 'n'.repeat(L.nameMax + 1), query: 'q=x' })).toEqual([M.nameMax]);
    expect(messages(CreateSavedSearchSchema, { name: 'n'.repeat(L.nameMax), query: 'q=x' })).toEqual([]);
    expect(messages(CreateSavedSearchSchema, { name: 'n', query: `q=${'x'.repeat(L.queryMax)}` })).toEqual([M.queryMax]);
    expect(messages(CreateSavedSearchSchema, { name: 'n', query: 5 })).toEqual([M.queryInvalid]);
    expect(messages(CreateSavedSearchSchema, { name: 'n', query: 'q=x', frequency: 'weekly' })).toEqual([M.frequency]);
  });

  it('an update changes only what it names; paused is a boolean', () => {
    expect(v.parse(UpdateSavedSearchSchema, {})).toEqual({});
    expect(v.parse(UpdateSavedSearchSchema, { paused: true, id: 7, userId: 3 })).toEqual({ paused: true });
    expect(messages(UpdateSavedSearchSchema, { paused: 'yes' })).toEqual([M.paused]);
    expect(messages(UpdateSavedSearchSchema, { name: '' })).toEqual([M.nameRequired]);
    expect(messages(UpdateSavedSearchSchema, { frequency: 'never' })).toEqual([M.frequency]);
  });
});
