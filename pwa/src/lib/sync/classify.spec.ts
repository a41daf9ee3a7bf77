import { describe, expect, it } from 'vitest';
import { classifyResponse, retryDelayMs } from './classify';

/** An operation that says nothing of its refusals, one for which 404 is its goal, one with a 409 code of its own. */
const plain = {};
const goneIsDone = { goneIsDone: true };
const madeBefore = { doneOnConflict: ['MADE_BEFORE'] };

describe('classifyResponse (docs/architecture.md §6.3 response table)', () => {
  it.each([
    ['network', plain, 'retry'],
    [200, plain, 'done'],
    [201, plain, 'done'],
    [204, plain, 'done'],
    [400, plain, 'reject'],
    [422, plain, 'reject'],
    [403, plain, 'reject'],
    [404, plain, 'reject'],
    [404, goneIsDone, 'done'],
    [403, goneIsDone, 'reject'],
    [401, plain, 'pause'],
    [412, plain, 'conflict'],
    [408, plain, 'retry'],
    [425, plain, 'retry'],
    [429, plain, 'retry'],
    [500, plain, 'retry'],
    [503, goneIsDone, 'retry'],
  ] as const)('%s with %o → %s', (status, rules, outcome) => {
    expect(classifyResponse(status, rules)).toBe(outcome);
  });
});

describe('409 by its code', () => {
  it.each([
    [undefined, plain, 'retry'],
    ['IDEMPOTENCY_KEY_IN_USE', plain, 'retry'],
    ['IDEMPOTENCY_KEY_IN_USE', madeBefore, 'retry'],
    ['MADE_BEFORE', madeBefore, 'done'],
    ['MADE_BEFORE', plain, 'reject'],
    ['SOMETHING_ELSE', madeBefore, 'reject'],
  ] as const)('%s with %o → %s', (code, rules, outcome) => {
    expect(classifyResponse(409, rules, code)).toBe(outcome);
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
