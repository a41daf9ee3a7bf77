import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import type { Member } from '@dockside/shared/community';

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);

/** Registers a member with the given name and company; returns what the API stored about them. */
async function member(fullName: string, company: string) {
  const res = await client().post<{ id: number; email: string; username: string }>(
    '/api/register',
    registrationFactory({ fullName, company }),
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** All members matching `q`, following the Link header through every page. */
async function everyMember(q: string, limit = 100): Promise<Member[]> {
  const found: Member[] = [];
  let path: string | null = `/api/members?q=${encodeURIComponent(q)}&limit=${limit}`;
  while (path) {
    const res: { status: number; body: Member[]; headers: Headers } = await client().get<Member[]>(path);
    expect(res.status).toBe(200);
    found.push(...res.body);
    const link = res.headers.get('link');
    path = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
  }
  return found;
}

describe('GET /api/members — public', () => {
  it('lists members signed out with public fields only — never e-mail or phone', async () => {
    const tag = randomBytes(3).toString('hex');
    const registered = await member(`Nell Brightwater ${tag}`, `Tidewater Rigging ${tag}`);
    const phone = `+44 7700 9${randomBytes(2).readUInt16BE(0).toString().padStart(5, '0')}`;
    await query(db.url, 'UPDATE users SET phone = $1, is_online = true WHERE id = $2', [phone, registered.id]);

    const res = await client().get<Member[]>(`/api/members?q=${tag}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: registered.id,
        fullName: `Nell Brightwater ${tag}`,
        username: registered.username,
        company: `Tidewater Rigging ${tag}`,
        avatarUrl: null,
        isOnline: true,
      },
    ]);
    expect(res.text).not.toContain(registered.email);
    expect(res.text).not.toContain(phone);
    expect(res.text).not.toMatch(/email|phone|password|role/i);
  });

  it('orders by company, then name, case-insensitively', async () => {
    const tag = randomBytes(3).toString('hex');
    const c1 = await member(`zed ${tag}`, `beta boats ${tag}`);
    const c2 = await member(`Amy ${tag}`, `Beta Boats ${tag}`);
    const c3 = await member(`Bob ${tag}`, `Alpha Marine ${tag}`);
    const c4 = await member(`carla ${tag}`, `alpha marine ${tag}`);
    expect((await everyMember(tag)).map((m) => m.id)).toEqual([c3.id, c4.id, c2.id, c1.id]);
  });

  it('q is a case-insensitive substring of the full name or the company (spec §5)', async () => {
    const tag = randomBytes(3).toString('hex');
    const byName = await member(`Harriet Quayside${tag}`, `Independent ${tag}`);
    const byCompany = await member(`Owen Marsh ${tag}`, `QUAYSIDE${tag} Chandlery`);
    await member(`Unrelated Person ${tag}`, `Other Co ${tag}`);
    const ids = (members: Member[]) => members.map((m) => m.id).sort((a, b) => a - b);
    expect(ids(await everyMember(`quayside${tag}`))).toEqual([byName.id, byCompany.id].sort((a, b) => a - b));
    expect(ids(await everyMember(`RIET QUAYSIDE${tag.toUpperCase()}`))).toEqual([byName.id]);
    expect(await everyMember(`nobody-called-this-${tag}`)).toEqual([]);
  });

  it('does not search by e-mail or username, and takes % and _ literally', async () => {
    const tag = randomBytes(3).toString('hex');
    const registered = await member(`Ida Keel ${tag}`, `Keel Works ${tag}`);
    expect(await everyMember(registered.email)).toEqual([]);
    expect(await everyMember(registered.username)).toEqual([]);
    expect(await everyMember('%')).toEqual([]);
    expect(await everyMember(`Ida_Keel ${tag}`)).toEqual([]);
  });

  it('pages with limit and a Link rel="next" header, staying a JSON array', async () => {
    const tag = randomBytes(3).toString('hex');
    const created = [];
    for (const name of ['Ann', 'Ben', 'Cy', 'Dee', 'Eve']) created.push((await member(`${name} ${tag}`, `Paging Yard ${tag}`)).id);
    const first = await client().get<Member[]>(`/api/members?q=${tag}&limit=2`);
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('link')).toMatch(/^<\/api\/members\?q=[0-9a-f]+&limit=2&cursor=[\w-]+>; rel="next"$/);
    expect((await everyMember(tag, 2)).map((m) => m.id)).toEqual(created);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['cursor=forged', 'cursor'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('?%s → 400 INVALID_QUERY', async (queryString, parameter) => {
    const res = await client().get(`/api/members?${queryString}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_QUERY', parameter });
  });
});
