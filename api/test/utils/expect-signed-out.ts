import { expect } from 'vitest';
import type { Reply } from './http-client';

/** The answer to a request that needs a signed-in user, sent signed out: 401 with the spec's message. */
export function expectSignInRequired(res: Pick<Reply, 'status' | 'body'>): void {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ message: 'You need to be logged in', code: 'UNAUTHENTICATED' });
}
