import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertListing } from '../../utils/listing-rows';
import { type SecurityRun, signUp, startSecurityRun } from './security-harness';

/**
 * Every signed-in write (POST, PUT, PATCH, DELETE) counts against one budget per user and minute
 * (USER_WRITES_PER_MINUTE; 6 here): past it the answer is 429 with Retry-After and nothing is written,
 * whatever the route — while reads, other users and signing out go on.
 */
const BUDGET = 6;
let run: SecurityRun;
let parts: number[];

beforeAll(async () => {
  run = await startSecurityRun({ env: { USER_WRITES_PER_MINUTE: String(BUDGET) } });
  const seller = await signUp(run.api.url);
  parts = [];
  for (let i = 0; i < BUDGET + 2; i += 1) parts.push(await insertListing(run.db.url, seller.id, { moderation_status: 'approved' }));
});

afterAll(async () => {
  await run?.stop();
});

const savedCount = async (userId: number) =>
  Number((await run.pg.query<{ n: string }>('SELECT count(*) AS n FROM saved_parts WHERE user_id = $1', [userId])).rows[0].n);

describe('the write budget of a signed-in user', () => {
  it('refuses the write past the budget with 429 and Retry-After, and stores nothing of it', async () => {
    const member = await signUp(run.api.url);
    for (const id of parts.slice(0, BUDGET)) expect((await member.client.request('PUT', `/api/saved-parts/${id}`)).status).toBe(204);
    const refused = await member.client.request('PUT', `/api/saved-parts/${parts[BUDGET]}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await savedCount(member.id)).toBe(BUDGET);
    // Another route's write is refused too: the budget is the user's, not the route's.
    const unsave = await member.client.request('DELETE', `/api/saved-parts/${parts[0]}`);
    expect(unsave.status).toBe(429);
    expect(await savedCount(member.id)).toBe(BUDGET);
  });

  it('leaves reads, other users and signing out alone', async () => {
    const member = await signUp(run.api.url);
    for (const id of parts.slice(0, BUDGET)) await member.client.request('PUT', `/api/saved-parts/${id}`);
    expect((await member.client.request('PUT', `/api/saved-parts/${parts[BUDGET]}`)).status).toBe(429);
    expect((await member.client.get('/api/saved-parts')).status).toBe(200);
    const other = await signUp(run.api.url);
    expect((await other.client.request('PUT', `/api/saved-parts/${parts[BUDGET]}`)).status).toBe(204);
    const out = await member.client.post('/api/logout');
    expect(out.status).toBeLessThan(300);
    expect((await member.client.get('/api/user')).status).toBe(401);
  });
});
