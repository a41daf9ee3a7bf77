import { beforeAll, describe, expect, it } from 'vitest';
import { jpegFactory, listingFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

type Part = Record<string, unknown> & { id: number; userId: number; version: number; imageUrls: string[]; updatedAt: string };

const { api, db } = useTestApi();
let jpeg: Buffer;
const client = () => new TestClient(api.url);
const thisYear = new Date().getFullYear();

const signedIn = () => registeredClient(api.url);

/** The server-owned fields of a listing its seller just wrote, at `version`: whatever the body claimed. */
const serverOwnedFields = (userId: number, version: number) => ({
  userId,
  featured: false,
  status: 'active',
  moderationStatus: 'pending',
  approvalStatus: 'pending',
  version,
});

async function issuedImage(c: TestClient): Promise<string> {
  const res = await uploadImage(c, jpeg);
  expect(res.status).toBe(201);
  return res.body.url as string;
}

/** A signed-in seller with one listing of their own. */
async function sellerWithListing(overrides: Record<string, unknown> = {}) {
  const seller = await signedIn();
  const res = await seller.client.post<Part>('/api/boat-parts', listingFactory([await issuedImage(seller.client)], overrides));
  expect(res.status).toBe(201);
  return { ...seller, part: res.body };
}

beforeAll(async () => {
  jpeg = await jpegFactory();
});

describe('POST /api/boat-parts — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().post('/api/boat-parts', listingFactory(['/uploads/u/x-1280.webp']));
    expectSignInRequired(res);
  });

  it('creates the listing (201) owned by the signed-in user, version 1, with the spec defaults', async () => {
    const { client: c, user } = await signedIn();
    const url = await issuedImage(c);
    const body = listingFactory([url], { price: 1250.5, year: 2015, websiteUrl: 'https://lewmar.example/winch' });
    const res = await c.post<Part>('/api/boat-parts', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      price: '1250.50',
      year: 2015,
      userId: user.id,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone,
      websiteUrl: 'https://lewmar.example/winch',
      imageUrls: [url],
      status: 'active',
      featured: false,
      moderationStatus: 'pending',
      approvalStatus: 'pending',
      version: 1,
    });
    const detail = await client().get<Part>(`/api/boat-parts/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: res.body.id, contactEmail: body.contactEmail });
    const [upload] = await query<{ part_id: number }>(db.url, 'select part_id from uploads where user_id = $1', [user.id]);
    expect(upload.part_id).toBe(res.body.id);
  });

  it('accepts the price as numeric text, the year absent, and fills a missing contact e-mail from the account', async () => {
    const { client: c, user } = await signedIn();
    const body = listingFactory([await issuedImage(c)], { price: '99.90', contactEmail: undefined });
    delete (body as Record<string, unknown>).year;
    const res = await c.post<Part>('/api/boat-parts', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: '99.90', year: null, contactEmail: user.email });
  });

  it('ignores server-owned fields in the body (mass assignment)', async () => {
    const { client: c, user } = await signedIn();
    const other = await signedIn();
    const res = await c.post<Part>(
      '/api/boat-parts',
      listingFactory([await issuedImage(c)], {
        userId: other.user.id,
        featured: true,
        status: 'sold',
        moderationStatus: 'approved',
        approvalStatus: 'approved',
        moderatedBy: other.user.id,
        rejectionReason: 'none',
        version: 99,
        id: 1,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject(serverOwnedFields(user.id, 1));
    const [row] = await query(db.url, 'select user_id, featured, moderated_by, rejection_reason from boat_parts where id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ user_id: user.id, featured: false, moderated_by: null, rejection_reason: null });
  });

  it.each([
    [{ title: 'Oar' }, 'Title must be at least 5 characters'],
    [{ title: 'x'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ description: 'Too short' }, 'Description must be at least 10 characters'],
    [{ description: 'x'.repeat(2001) }, 'Description must be less than 2000 characters'],
    [{ category: 'Rockets' }, 'Please select a category'],
    [{ category: undefined }, 'Please select a category'],
    [{ condition: 'Mint' }, 'Please select a condition'],
    [{ price: undefined }, 'Price is required'],
    [{ price: 0.5 }, 'Price must be at least $1'],
    [{ price: 1_000_001 }, 'Price cannot exceed $1,000,000'],
    [{ year: 1899 }, `Year must be between 1900 and ${thisYear}`],
    [{ year: thisYear + 1 }, `Year must be between 1900 and ${thisYear}`],
    [{ contactEmail: 'not-an-email' }, 'Must be a valid email address'],
    [{ websiteUrl: 'javascript:alert(document.cookie)' }, 'Please enter a valid URL including https://'],
    [{ websiteUrl: 'www.example.com' }, 'Please enter a valid URL including https://'],
    [{ imageUrls: [] }, 'At least one image is required for your listing'],
    [{ imageUrls: undefined }, 'At least one image is required for your listing'],
  ])('answers 400 with the spec message for %o', async (override, message) => {
    const { client: c } = await signedIn();
    const body = { ...listingFactory(['/uploads/u/AAAAAAAAAAAAAAAAAAAAAA-1280.webp']), ...override };
    const res = await c.post('/api/boat-parts', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  });

  it('refuses image URLs this server did not issue to this user', async () => {
    const { client: c } = await signedIn();
    const someoneElse = await signedIn();
    const theirs = await issuedImage(someoneElse.client);
    const mine = await issuedImage(c);
    for (const imageUrls of [
      ['https://evil.example/cat.jpg'],
      ['/uploads/seed/1-demo.webp'],
      ['/uploads/u/AAAAAAAAAAAAAAAAAAAAAA-1280.webp'],
      [mine.replace('-1280.webp', '-320.webp')],
      [mine, theirs],
    ]) {
      const res = await c.post('/api/boat-parts', listingFactory(imageUrls));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'One of the images was not uploaded to Dockside. Please upload it again.' });
    }
  });

  it('refuses more than 10 images', async () => {
    const { client: c } = await signedIn();
    const urls = await Promise.all(Array.from({ length: 11 }, () => issuedImage(c)));
    const res = await c.post('/api/boat-parts', listingFactory(urls));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A listing can have at most 10 images');
    expect((await c.post('/api/boat-parts', listingFactory(urls.slice(0, 10)))).status).toBe(201);
  });
});

describe('PUT /api/boat-parts/{id} — owner only', () => {
  it('answers 401 signed out, 403 for another user, 404 for a missing listing', async () => {
    const { part } = await sellerWithListing();
    const anonymous = await client().request('PUT', `/api/boat-parts/${part.id}`, listingFactory(part.imageUrls));
    expect(anonymous.status).toBe(401);
    const stranger = await signedIn();
    const body = listingFactory([await issuedImage(stranger.client)]);
    const forbidden = await stranger.client.request('PUT', `/api/boat-parts/${part.id}`, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: "You don't have permission to edit this boat part listing.", code: 'NOT_LISTING_OWNER' });
    const missing = await stranger.client.request('PUT', '/api/boat-parts/999999', body);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      message: "The boat part you're looking for doesn't exist or has been removed.",
      code: 'PART_NOT_FOUND',
    });
    const [row] = await query(db.url, 'select title, version from boat_parts where id = $1', [part.id]);
    expect(row).toEqual({ title: part.title, version: 1 });
  });

  it('updates the listing, bumps version and updated_at, keeps its images and takes new issued ones', async () => {
    const { client: c, part } = await sellerWithListing();
    const added = await issuedImage(c);
    const res = await c.request<Part>('PUT', `/api/boat-parts/${part.id}`, {
      ...listingFactory([...part.imageUrls, added]),
      title: 'Lewmar winch handle, now with pouch',
      price: '60',
      year: '2020',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: part.id, title: 'Lewmar winch handle, now with pouch', price: '60.00', year: 2020, version: 2 });
    expect(res.body.imageUrls).toEqual([...part.imageUrls, added]);
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.parse(part.updatedAt));
    const again = await c.request<Part>('PUT', `/api/boat-parts/${part.id}`, listingFactory([added]));
    expect(again.body.version).toBe(3);
    // The image dropped from the listing is released for the orphan cleanup.
    const rows = await query<{ key: string; part_id: number | null; released_at: Date | null }>(
      db.url,
      'select key, part_id, released_at from uploads where part_id is null and released_at is not null and $1 like $2 || key || $3',
      [part.imageUrls[0], '%', '%'],
    );
    expect(rows).toHaveLength(1);
  });

  it('ignores server-owned fields in the body (mass assignment)', async () => {
    const { client: c, part, user } = await sellerWithListing();
    const other = await signedIn();
    const res = await c.request<Part>('PUT', `/api/boat-parts/${part.id}`, {
      ...listingFactory(part.imageUrls),
      userId: other.user.id,
      featured: true,
      status: 'removed',
      moderationStatus: 'approved',
      approvalStatus: 'approved',
      version: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(serverOwnedFields(user.id, 2));
  });

  it('answers 400 with the spec message for a bad body', async () => {
    const { client: c, part } = await sellerWithListing();
    const res = await c.request('PUT', `/api/boat-parts/${part.id}`, { ...listingFactory(part.imageUrls), price: 2_000_000 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Price cannot exceed $1,000,000');
  });
});

describe('DELETE /api/boat-parts/{id} — owner only', () => {
  it('answers 401 signed out, 403 for another user, 404 for a missing listing', async () => {
    const { part } = await sellerWithListing();
    expect((await client().request('DELETE', `/api/boat-parts/${part.id}`)).status).toBe(401);
    const stranger = await signedIn();
    const forbidden = await stranger.client.request('DELETE', `/api/boat-parts/${part.id}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('NOT_LISTING_OWNER');
    expect((await stranger.client.request('DELETE', '/api/boat-parts/999999')).status).toBe(404);
    expect((await client().get(`/api/boat-parts/${part.id}`)).status).toBe(200);
  });

  it('soft-deletes: 200 JSON, then the listing 404s and leaves every list; the row stays as a tombstone', async () => {
    const { client: c, part } = await sellerWithListing({ title: 'Tombstone test listing' });
    const res = await c.request('DELETE', `/api/boat-parts/${part.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: part.id, message: 'Your listing has been successfully removed' });
    const detail = await client().get(`/api/boat-parts/${part.id}`);
    expect(detail.status).toBe(404);
    expect(detail.body.code).toBe('PART_NOT_FOUND');
    expect((await c.get(`/api/boat-parts/${part.id}`)).status).toBe(404);
    const mine = await c.get<Part[]>('/api/boat-parts/user');
    expect(mine.body.map((p) => p.id)).not.toContain(part.id);
    const catalogue = await client().get<Part[]>('/api/boat-parts?q=Tombstone');
    expect(catalogue.body.map((p) => p.id)).not.toContain(part.id);
    const [row] = await query<{ status: string; version: number; deleted_at: Date | null }>(
      db.url,
      'select status, version, deleted_at from boat_parts where id = $1',
      [part.id],
    );
    expect(row.status).toBe('removed');
    expect(row.version).toBe(2);
    expect(row.deleted_at).not.toBeNull();
    // A second delete and an edit of the deleted listing find nothing.
    expect((await c.request('DELETE', `/api/boat-parts/${part.id}`)).status).toBe(404);
    expect((await c.request('PUT', `/api/boat-parts/${part.id}`, listingFactory(part.imageUrls))).status).toBe(404);
  });
});

describe('GET /api/boat-parts/user — requires sign-in', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().get('/api/boat-parts/user');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it("lists only the user's own listings, any status but deleted, newest first, with contact details", async () => {
    const { client: c, part: first, user } = await sellerWithListing();
    const second = (await c.post<Part>('/api/boat-parts', listingFactory([await issuedImage(c)]))).body;
    await sellerWithListing();
    await query(db.url, `update boat_parts set status = 'sold' where id = $1`, [first.id]);
    const res = await c.get<Part[]>('/api/boat-parts/user');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(res.body.every((p) => p.userId === user.id && typeof p.contactEmail === 'string')).toBe(true);
    expect(res.body[1].status).toBe('sold');
  });
});

describe('GET /api/boat-parts/{id} and /featured — public', () => {
  it('the detail has contact details; a removed, deleted, rejected or malformed id answers 404 JSON', async () => {
    const { part } = await sellerWithListing();
    const res = await client().get<Part>(`/api/boat-parts/${part.id}`);
    expect(res.status).toBe(200);
    expect(res.body.contactEmail).toMatch(/@example\.com$/);
    await query(db.url, `update boat_parts set moderation_status = 'rejected' where id = $1`, [part.id]);
    expect((await client().get(`/api/boat-parts/${part.id}`)).status).toBe(404);
    for (const id of ['0', 'abc', '99999999999']) {
      const missing = await client().get(`/api/boat-parts/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('PART_NOT_FOUND');
    }
  });

  it('the owner still opens their own listing while it is not public (for the edit page)', async () => {
    const { client: c, part } = await sellerWithListing();
    await query(db.url, `update boat_parts set approval_status = 'rejected' where id = $1`, [part.id]);
    expect((await client().get(`/api/boat-parts/${part.id}`)).status).toBe(404);
    expect((await c.get(`/api/boat-parts/${part.id}`)).status).toBe(200);
  });

  it('"user" and "featured" are routes of their own, not ids', async () => {
    expect((await client().get('/api/boat-parts/user')).body.code).toBe('UNAUTHENTICATED');
    const featured = await client().get<Part[]>('/api/boat-parts/featured');
    expect(featured.status).toBe(200);
    expect(Array.isArray(featured.body)).toBe(true);
  });

  it('featured lists at most 6 active featured listings without contact details', async () => {
    const seller = await signedIn();
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await seller.client.post<Part>('/api/boat-parts', listingFactory([await issuedImage(seller.client)]));
      ids.push(res.body.id);
    }
    await query(db.url, 'update boat_parts set featured = true where id = any($1)', [ids]);
    const res = await client().get<Part[]>('/api/boat-parts/featured');
    expect(res.body).toHaveLength(6);
    expect(res.body.every((p) => p.featured && p.contactEmail === null && p.contactPhone === null)).toBe(true);
    expect(res.body[0].id).toBe(ids[6]);
  });
});
