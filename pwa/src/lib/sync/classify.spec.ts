import { describe, expect, it } from 'vitest';
import { classifyResponse, retryDelayMs } from './classify';

describe('classifyResponse (docs/architecture.md §6.3 response table)', () => {
  it.each([
    ['network', 'create-listing', 'retry'],
    [200, 'create-listing', 'done'],
    [201, 'post-answer', 'done'],
    [204, 'save-part', 'done'],
    [400, 'create-listing', 'reject'],
    [422, 'post-question', 'reject'],
    [403, 'update-listing', 'reject'],
    [404, 'post-answer', 'reject'],
    [404, 'delete-listing', 'done'],
    [404, 'save-part', 'done'],
    [401, 'vote-answer', 'pause'],
    [412, 'update-listing', 'conflict'],
    [408, 'upload-photo', 'retry'],
    [409, 'create-listing', 'retry'],
    [201, 'report', 'done'],
    [404, 'report', 'done'],
    [403, 'report', 'reject'],
    [200, 'set-listing-status', 'done'],
    [404, 'set-listing-status', 'reject'],
    [201, 'create-saved-search', 'done'],
    [400, 'create-saved-search', 'reject'],
    [200, 'update-saved-search', 'done'],
    [404, 'update-saved-search', 'done'],
    [204, 'delete-saved-search', 'done'],
    [404, 'delete-saved-search', 'done'],
    [503, 'create-saved-search', 'retry'],
    [429, 'post-answer', 'retry'],
    [500, 'create-listing', 'retry'],
    [503, 'delete-listing', 'retry'],
  ] as const)('%s for %s → %s', (status, type, outcome) => {
    expect(classifyResponse(status, type)).toBe(outcome);
  });
});

describe('409 by its code', () => {
  it.each([
    [undefined, 'report', 'retry'],
    ['IDEMPOTENCY_KEY_IN_USE', 'report', 'retry'],
    ['ALREADY_REPORTED', 'report', 'done'],
    ['IDEMPOTENCY_KEY_IN_USE', 'set-listing-status', 'retry'],
    ['LISTING_REMOVED', 'set-listing-status', 'reject'],
    ['LISTING_REMOVED', 'update-listing', 'reject'],
    ['TOO_MANY_SAVED_SEARCHES', 'create-saved-search', 'reject'],
    ['IDEMPOTENCY_KEY_IN_USE', 'create-saved-search', 'retry'],
  ] as const)('%s for %s → %s', (code, type, outcome) => {
    expect(classifyResponse(409, type, code)).toBe(outcome);
  });
});

describe('retryDelayMs', () => {
  it('doubles from 2 s with jitter in the upper half, capped at 5 minutes', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, null, () => 1)).toBe(2_000);
    expect(retryDelayMs(3, null, () => 1)).toBe(8_000);
    expect(retryDelayMs(30, null, () => 1)).toBe(300_000);
  });

  it("follows the server's Retry-After", () => {
    expect(retryDelayMs(1, 7)).toBe(7_000);
    expect(retryDelayMs(1, 100_000)).toBe(300_000);
  });
});
