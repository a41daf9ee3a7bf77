import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertPushPayload, SavedSearch } from '@dockside/shared/alerts';
import { type TestDevice, TestPushService, decryptPush } from '../utils/test-push-service';
import { registrationFactory, savedSearchFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { insertListing } from '../utils/listing-rows';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { expectSignInRequired } from '../utils/expect-signed-out';
import type { FitmentRowInput } from '@dockside/shared/fitment';
import { toStoredFitment } from '../../src/modules/listings/fitment/fitment-storage';

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => query<T>(db.url, text, params);

async function person() {
  const c = client();
  const res = await c.post<{ id: number }>('/api/register', registrationFactory());
  expect(res.status).toBe(201);
  return { client: c, userId: res.body.id };
}

async function save(c: TestClient, queryText: string, overrides: Record<string, unknown> = {}): Promise<SavedSearch> {
  const res = await c.post<SavedSearch>('/api/saved-searches', savedSearchFactory({ query: queryText, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A listing written straight to the table (the matching job reads the table, whoever wrote it). */
const listing = (userId: number | null, overrides: Record<string, unknown> = {}) => insertListing(db.url, userId, overrides);

/** Wakes the job and waits until it has taken every queued listing. */
async function match() {
  await sql(`SELECT pg_notify('dockside_jobs', 'saved-search-matching')`);
  await expect
    .poll(async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM listing_publications'))[0].n), { timeout: 15_000 })
    .toBe(0);
}

/** The part ids the user was alerted to (each with the search that matched). */
async function alertsOf(userId: number) {
  return sql<{ part_id: number; saved_search_id: number | null }>(
    'SELECT part_id, saved_search_id FROM alerts WHERE user_id = $1 ORDER BY part_id',
    [userId],
  );
}
const alertedParts = async (userId: number) => (await alertsOf(userId)).map((a) => a.part_id);

let seller: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  seller = await person();
  // Dictionary words for the typo tests (search_words is filled from listing titles).
  await listing(seller.userId, { title: 'Yamaha F115 impeller kit' });
});

describe('saved-search matching (job saved-search-matching)', () => {
  it('stores the tsquery and anchor of a saved search when it is saved', async () => {
    const buyer = await person();
    const s = await save(buyer.client, 'q=impelller&category=Engines+%26+Motors');
    const [row] = await sql<{ tsq: string; anchor: string[] }>('SELECT tsq::text AS tsq, anchor FROM saved_searches WHERE id = $1', [s.id]);
    expect(row.tsq).toContain("'impel'");
    expect(row.anchor).toContain('impel');
    const filterOnly = await save(buyer.client, 'category=Electrical&maxPrice=50');
    const [f] = await sql<{ tsq: string | null; anchor: string[] }>('SELECT tsq::text AS tsq, anchor FROM saved_searches WHERE id = $1', [
      filterOnly.id,
    ]);
    expect(f).toEqual({ tsq: null, anchor: ['category Electrical'] });
  });

  it('matches a word (as full text: stems, title or description) and a misspelt word as the catalogue corrects it', async () => {
    const buyer = await person();
    const word = await save(buyer.client, 'q=bilge+pumps');
    const typo = await save(buyer.client, 'q=impelller');
    const bilge = await listing(seller.userId, { title: 'Whale bilge pump 12V' });
    const inDescription = await listing(seller.userId, { title: 'Spares box', description: 'Includes a bilge pump and hoses.' });
    const impeller = await listing(seller.userId, { title: 'Johnson impeller 09-1027B' });
    const other = await listing(seller.userId, { title: 'Teak cockpit table' });
    await match();
    expect(await alertsOf(buyer.userId)).toEqual([
      { part_id: bilge, saved_search_id: word.id },
      { part_id: inDescription, saved_search_id: word.id },
      { part_id: impeller, saved_search_id: typo.id },
    ]);
    expect(await alertedParts(buyer.userId)).not.toContain(other);
  });

  it('matches queries with operators as the catalogue does: phrase, or, -word (alone: found by its filters)', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=%22deck+wash%22');
    await save(buyer.client, 'q=davit+or+gangway');
    await save(buyer.client, 'q=-inverter&category=Electrical');
    const yes = [
      await listing(seller.userId, { title: 'Deck wash pump kit' }),
      await listing(seller.userId, { title: 'Folding gangway 2m' }),
      await listing(seller.userId, { title: 'Battery charger 30A', category: 'Electrical' }),
    ];
    const no = [
      await listing(seller.userId, { title: 'Wash deck brush' }),
      await listing(seller.userId, { title: 'Inverter 2000W', category: 'Electrical' }),
    ];
    await match();
    expect(await alertedParts(buyer.userId)).toEqual(yes);
    for (const id of no) expect(await alertedParts(buyer.userId)).not.toContain(id);
  });

  it('applies each filter: category, condition, price range, brand, location', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=winch&category=Deck+Equipment');
    await save(buyer.client, 'q=anchor&condition=New');
    await save(buyer.client, 'q=cleat&minPrice=10&maxPrice=20');
    await save(buyer.client, 'q=block&brand=harken');
    await save(buyer.client, 'q=fender&location=cowes');
    await save(buyer.client, 'category=Sails+%26+Rigging&maxPrice=100');
    const yes = [
      await listing(seller.userId, { title: 'Lewmar winch 40', category: 'Deck Equipment' }),
      await listing(seller.userId, { title: 'Delta anchor 10kg', condition: 'New' }),
      await listing(seller.userId, { title: 'Cleat pair', price: 15 }),
      await listing(seller.userId, { title: 'Snatch block', brand: 'Harken' }),
      await listing(seller.userId, { title: 'Fender set', location: 'East Cowes, Isle of Wight' }),
      await listing(seller.userId, { title: 'Jib sheet 12mm', category: 'Sails & Rigging', price: 60 }),
    ];
    const no = [
      await listing(seller.userId, { title: 'Lewmar winch 30', category: 'Hardware' }),
      await listing(seller.userId, { title: 'Bruce anchor', condition: 'Used - Fair' }),
      await listing(seller.userId, { title: 'Cleat single', price: 25 }),
      await listing(seller.userId, { title: 'Cheek block', brand: 'Ronstan' }),
      await listing(seller.userId, { title: 'Fender pair', location: 'Hamble, UK' }),
      await listing(seller.userId, { title: 'Genoa sheet', category: 'Sails & Rigging', price: 140 }),
    ];
    await match();
    expect(await alertedParts(buyer.userId)).toEqual(yes);
    for (const id of no) expect(await alertedParts(buyer.userId)).not.toContain(id);
  });

  it('never alerts for the user’s own listing, a listing that is not public, a paused search or one set to off', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=outboard');
    const paused = await person();
    const pausedSearch = await save(paused.client, 'q=outboard');
    expect((await paused.client.patch(`/api/saved-searches/${pausedSearch.id}`, { paused: true })).status).toBe(200);
    const off = await person();
    await save(off.client, 'q=outboard', { frequency: 'off' });

    const own = await listing(buyer.userId, { title: 'Outboard bracket' });
    const hidden = [
      await listing(seller.userId, { title: 'Outboard in review', moderation_status: 'review' }),
      await listing(seller.userId, { title: 'Outboard hidden', moderation_status: 'hidden' }),
      await listing(seller.userId, { title: 'Outboard removed', moderation_status: 'removed' }),
      await listing(seller.userId, { title: 'Outboard rejected', moderation_status: 'rejected' }),
      await listing(seller.userId, { title: 'Outboard suspended seller', seller_suspended: true }),
    ];
    const publicOne = await listing(seller.userId, { title: 'Outboard motor 6hp' });
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([publicOne]);
    expect(await alertedParts(paused.userId)).toEqual([]);
    expect(await alertedParts(off.userId)).toEqual([]);
    // Nobody at all is alerted to a listing that is not public; the seller is not alerted to their own.
    expect(await sql('SELECT part_id FROM alerts WHERE part_id = ANY ($1::int[])', [hidden])).toEqual([]);
    expect(await sql('SELECT part_id FROM alerts WHERE part_id = $1 AND user_id = $2', [own, buyer.userId])).toEqual([]);
  });

  it('records one alert per user and listing when several searches match', async () => {
    const buyer = await person();
    const first = await save(buyer.client, 'q=chartplotter');
    await save(buyer.client, 'q=chartplotter&category=Electronics+%26+Navigation');
    const part = await listing(seller.userId, { title: 'Garmin chartplotter 7"', category: 'Electronics & Navigation' });
    await match();
    expect(await alertsOf(buyer.userId)).toEqual([{ part_id: part, saved_search_id: first.id }]);
  });

  it('alerts when a listing held for review is approved, and not for a search saved after it became public', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=windlass');
    const held = await listing(seller.userId, { title: 'Anchor windlass 1000W', moderation_status: 'review' });
    const alreadyPublic = await listing(seller.userId, { title: 'Windlass remote' });
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([alreadyPublic]);

    const late = await person();
    await save(late.client, 'q=windlass');
    await sql(`UPDATE boat_parts SET moderation_status = 'approved' WHERE id = $1`, [held]);
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([held, alreadyPublic].sort((a, b) => a - b));
    // The late search was saved before the approval: it is told about the held listing, not the other.
    expect(await alertedParts(late.userId)).toEqual([held]);
  });

  it('alerts when a listing past its sold window is relisted, once per user', async () => {
    const early = await person();
    await save(early.client, 'q=gimbal');
    const part = await listing(seller.userId, { title: 'Stove gimbal brackets' });
    await match();
    expect(await alertedParts(early.userId)).toEqual([part]);
    await sql(`UPDATE boat_parts SET status = 'sold', sold_at = now() - interval '8 days', sold_expired = true WHERE id = $1`, [part]);
    const late = await person();
    await save(late.client, 'q=gimbal');
    await sql(`UPDATE boat_parts SET status = 'active', sold_at = NULL, sold_expired = false WHERE id = $1`, [part]);
    await match();
    expect(await alertedParts(late.userId)).toEqual([part]);
    expect(await alertsOf(early.userId)).toHaveLength(1);
  });
});

describe('GET /api/alerts — requires sign-in, own alerts only', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().get('/api/alerts');
    expectSignInRequired(res);
  });

  it('lists the user’s alerts newest first with the listing and the search; pages with before; hides removed listings', async () => {
    const buyer = await person();
    const stranger = await person();
    const s = await save(buyer.client, 'q=tiller', { name: 'Tiller hunt' });
    const a = await listing(seller.userId, { title: 'Tiller extension', price: 35.5 });
    const b = await listing(seller.userId, { title: 'Tiller pilot ST1000' });
    const removed = await listing(seller.userId, { title: 'Tiller wooden' });
    await match();
    await sql(`UPDATE boat_parts SET moderation_status = 'removed' WHERE id = $1`, [removed]);

    const res = await buyer.client.get<Alert[]>('/api/alerts');
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((x) => x.part.id)).toEqual([b, a]);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      kind: 'search',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      channels: [],
      savedSearch: { id: s.id, name: 'Tiller hunt' },
      part: { id: a, title: 'Tiller extension', price: '35.50', imageUrl: '/uploads/a-640.webp', status: 'active' },
    });
    const page = await buyer.client.get<Alert[]>(`/api/alerts?limit=1&before=${res.body[0].id}`);
    expect(page.body.map((x) => x.part.id)).toEqual([a]);
    expect((await stranger.client.get<Alert[]>('/api/alerts')).body).toEqual([]);

    expect((await buyer.client.request('DELETE', `/api/saved-searches/${s.id}`)).status).toBe(204);
    expect((await buyer.client.get<Alert[]>('/api/alerts')).body[0].savedSearch).toBeNull();
  });

  it('a listing or a user deleted from the database takes its alerts along (alerts has triggers, not foreign keys)', async () => {
    const buyer = await person();
    const other = await person();
    const word = `bimini${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`);
    await save(other.client, `q=${word}`);
    const first = await listing(seller.userId, { title: `Stainless ${word} frame` });
    const second = await listing(seller.userId, { title: `Canvas ${word} cover` });
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([first, second]);
    await sql('DELETE FROM boat_parts WHERE id = $1', [first]);
    expect(await alertedParts(buyer.userId)).toEqual([second]);
    await sql('DELETE FROM users WHERE id = $1', [other.userId]);
    expect(await alertsOf(other.userId)).toEqual([]);
    expect(await alertedParts(buyer.userId)).toEqual([second]);
  });

  it('refuses a bad limit or before (400)', async () => {
    const buyer = await person();
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'before=-1', 'before=abc']) {
      expect((await buyer.client.get(`/api/alerts?${q}`)).status, q).toBe(400);
    }
  });
});

/* ---------------------------------------------------------------- delivery (web push, e-mail, digest) */

const pushService = new TestPushService();
beforeAll(() => pushService.start());
afterAll(() => pushService.stop());

/** A person whose e-mail is verified (alert e-mails go to verified addresses only). */
async function verifiedPerson() {
  const p = await person();
  const [row] = await sql<{ email: string }>('UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING email', [p.userId]);
  return { ...p, email: row.email };
}

async function subscribe(c: TestClient, device: TestDevice) {
  const res = await c.post('/api/push/subscriptions', device.subscription);
  expect(res.status, res.text).toBe(201);
}

/** Waits until the delivery job has handled every alert of the user. */
async function delivered(userId: number) {
  await expect
    .poll(
      async () =>
        Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM alerts WHERE user_id = $1 AND delivery = 'pending'`, [userId]))[0].n),
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}

const deliveryOf = (userId: number) =>
  sql<{ part_id: number; kind: string; delivery: string; channels: string[] }>(
    'SELECT part_id, kind, delivery, channels FROM alerts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
const mailsTo = (address: string) =>
  sql<{ kind: string; subject: string; text_body: string; headers: Record<string, string> }>(
    `SELECT kind, subject, text_body, headers FROM mail_outbox WHERE to_address = $1 AND kind LIKE 'alerts.%' ORDER BY id`,
    [address],
  );

describe('Web Push: GET /api/push/public-key, POST and DELETE /api/push/subscriptions', () => {
  it('hands out one VAPID public key (an uncompressed P-256 point), the same on every call', async () => {
    const first = await client().get<{ publicKey: string }>('/api/push/public-key');
    expect(first.status).toBe(200);
    const key = Buffer.from(first.body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await client().get('/api/push/public-key')).body).toEqual(first.body);
  });

  it('requires sign-in to register or remove a device', async () => {
    const device = pushService.device();
    expect((await client().post('/api/push/subscriptions', device.subscription)).status).toBe(401);
    expect((await client().request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(401);
  });

  it('refuses a subscription that is not one (400 naming no internals) and endpoints the server may not post to', async () => {
    const buyer = await person();
    const device = pushService.device();
    for (const bad of [
      { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'short' } },
      { ...device.subscription, keys: { ...device.subscription.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } },
      { ...device.subscription, endpoint: 'javascript:alert(1)' },
    ]) {
      const res = await buyer.client.post('/api/push/subscriptions', bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body).toMatchObject({ message: 'The push subscription could not be read' });
    }
    const noKeys = await buyer.client.post('/api/push/subscriptions', { endpoint: device.endpoint });
    expect(noKeys.status).toBe(400);
    expect(noKeys.body).toMatchObject({ message: "Invalid value for 'keys'" });
    // Private, link-local (cloud metadata), unspecified and unique-local addresses: the SSRF guard (loopback is allowed outside production).
    for (const endpoint of [
      'http://10.1.2.3/push/x',
      'http://169.254.169.254/latest/meta-data',
      'http://0.0.0.0:9/x',
      'http://[fd00:ec2::254]/x',
      'http://192.168.1.1/x',
    ]) {
      const res = await buyer.client.post('/api/push/subscriptions', { ...device.subscription, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(res.body).toEqual({ message: 'Alerts cannot be sent to this push service', code: 'PUSH_ENDPOINT_REFUSED' });
    }
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [buyer.userId])).toEqual([]);
  });

  it('registers a device once however often its user sends it (new keys replace the old), and removes it', async () => {
    const alice = await person();
    const device = pushService.device();
    await subscribe(alice.client, device);
    const renewedKeys = { ...device.subscription.keys, auth: Buffer.alloc(16, 9).toString('base64url') };
    expect((await alice.client.post('/api/push/subscriptions', { ...device.subscription, keys: renewedKeys })).status).toBe(201);
    expect(await sql('SELECT user_id, auth FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([
      { user_id: alice.userId, auth: renewedKeys.auth },
    ]);
    expect((await alice.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(204);
    expect(await sql('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([]);
  });

  it("never hands a device registered by one user to another: 409 PUSH_ENDPOINT_TAKEN, the owner's row untouched", async () => {
    const victim = await person();
    const attacker = await person();
    const device = pushService.device();
    await subscribe(victim.client, device);
    const before = await sql('SELECT id, user_id, p256dh, auth, created_at FROM push_subscriptions WHERE endpoint = $1', [device.endpoint]);
    const otherKeys = { p256dh: pushService.device().subscription.keys.p256dh, auth: Buffer.alloc(16, 3).toString('base64url') };
    const taken = await attacker.client.post('/api/push/subscriptions', { endpoint: device.endpoint, keys: otherKeys });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: 'Alerts on this device are turned on for another account. Sign in to that account and turn them off first.',
      code: 'PUSH_ENDPOINT_TAKEN',
    });
    expect(
      await sql('SELECT id, user_id, p256dh, auth, created_at FROM push_subscriptions WHERE endpoint = $1', [device.endpoint]),
    ).toEqual(before);
    // Another user's DELETE leaves it too; once its owner turns it off, the device is free for someone else.
    expect((await attacker.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(204);
    expect(await sql('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([
      { user_id: victim.userId },
    ]);
    expect((await victim.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(204);
    await subscribe(attacker.client, device);
    expect(await sql('SELECT user_id FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([
      { user_id: attacker.userId },
    ]);
  });
});

describe('alert delivery (job alert-delivery): web push and instant e-mails', () => {
  it('pushes a match to each of the buyer’s devices, encrypted for the device, and to nobody else', async () => {
    const buyer = await person();
    const phone = pushService.device();
    const tablet = pushService.device();
    const sellersDevice = pushService.device();
    await subscribe(buyer.client, phone);
    await subscribe(buyer.client, tablet);
    await subscribe(seller.client, sellersDevice);
    const word = `winch${randomBytes(3).toString('hex')}`;
    const search = await save(buyer.client, `q=${word}`, { name: 'Self-tailing winch' });
    const part = await listing(seller.userId, { title: `Lewmar ${word} 40ST`, price: 450 });
    await match();
    await delivered(buyer.userId);

    const { publicKey } = (await client().get<{ publicKey: string }>('/api/push/public-key')).body;
    for (const device of [phone, tablet]) {
      const [message] = pushService.messagesFor(device);
      expect(message.headers['content-encoding']).toBe('aes128gcm');
      expect(message.headers.ttl).toBe('86400');
      // VAPID (RFC 8292): a JWT signed with our key, and the key itself.
      expect(message.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
      const payload = JSON.parse(decryptPush(device, message.body)) as AlertPushPayload;
      expect(payload).toEqual({
        alertId: expect.any(Number),
        kind: 'search',
        title: 'New match for "Self-tailing winch"',
        body: `Lewmar ${word} 40ST — $450.00`,
        url: `/boat-parts/${part}`,
        image: `${api.url}/uploads/a-640.webp`,
        tag: `part-${part}`,
      });
    }
    expect(pushService.messagesFor(sellersDevice)).toEqual([]);
    expect(await deliveryOf(buyer.userId)).toEqual([{ part_id: part, kind: 'search', delivery: 'done', channels: ['push'] }]);
    expect(search.frequency).toBe('instant');
    // A message for another device does not open with this device's keys.
    expect(() => decryptPush(tablet, pushService.messagesFor(phone)[0].body)).toThrow();
  });

  it('removes a subscription the push service reports gone (410), and pushes nothing to it again', async () => {
    const buyer = await person();
    const device = pushService.device();
    await subscribe(buyer.client, device);
    pushService.answer(device, 410);
    const word = `davit${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`);
    await listing(seller.userId, { title: `Stainless ${word}` });
    await match();
    await delivered(buyer.userId);
    expect(pushService.messagesFor(device)).toHaveLength(1);
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([]);
    expect((await deliveryOf(buyer.userId))[0].channels).toEqual([]);
  });

  it('checks the endpoint again when sending: a stored endpoint on a refused address is never posted to', async () => {
    const buyer = await person();
    const device = pushService.device();
    // 0.0.0.0 connects to this machine on Linux: without the send-time check the test push service would get it.
    const sneaky = device.endpoint.replace('127.0.0.1', '0.0.0.0');
    await sql('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
      buyer.userId,
      sneaky,
      device.subscription.keys.p256dh,
      device.subscription.keys.auth,
    ]);
    const word = `anchor${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`);
    await listing(seller.userId, { title: `Delta ${word} 10kg` });
    await match();
    await delivered(buyer.userId);
    expect(pushService.messagesFor(device)).toEqual([]);
    expect((await deliveryOf(buyer.userId))[0].channels).toEqual([]);
  });

  it('e-mails an instant alert to a verified address, with a one-click unsubscribe; never to an unverified one', async () => {
    const buyer = await verifiedPerson();
    const unverified = await person();
    const word = `fender${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`, { name: 'Big fenders' });
    await save(unverified.client, `q=${word}`);
    const part = await listing(seller.userId, { title: `Inflatable ${word} 60cm`, price: 89.5 });
    await match();
    await delivered(buyer.userId);
    await delivered(unverified.userId);

    const [mail] = await mailsTo(buyer.email);
    expect(mail.kind).toBe('alerts.instant');
    expect(mail.subject).toBe('New match for "Big fenders"');
    expect(mail.text_body).toContain(`Inflatable ${word} 60cm`);
    expect(mail.text_body).toContain('$89.50');
    expect(mail.text_body).toContain(`${api.url}/boat-parts/${part}`);
    expect(mail.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${api.url}/api/alerts/unsubscribe\\?token=a${buyer.userId}x[\\w-]{43}>$`),
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text_body).toMatch(new RegExp(`${api.url}/alerts/unsubscribe\\?token=a${buyer.userId}x`));
    expect(await deliveryOf(buyer.userId)).toEqual([{ part_id: part, kind: 'search', delivery: 'done', channels: ['email'] }]);

    const [row] = await sql<{ email: string }>('SELECT email FROM users WHERE id = $1', [unverified.userId]);
    expect(await mailsTo(row.email)).toEqual([]);
    expect((await deliveryOf(unverified.userId))[0].channels).toEqual([]);
  });

  it('unsubscribes from alert e-mails without signing in (the page’s JSON and a mail program’s one-click POST); pushes go on', async () => {
    const buyer = await verifiedPerson();
    const device = pushService.device();
    await subscribe(buyer.client, device);
    const word = `cleat${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`);
    await listing(seller.userId, { title: `Horn ${word} 200mm` });
    await match();
    await delivered(buyer.userId);
    const [mail] = await mailsTo(buyer.email);
    const oneClick = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'])![1];
    const token = new URL(oneClick).searchParams.get('token')!;

    // A forged or altered token does nothing.
    for (const bad of [`a${seller.userId}x${token.split('x')[1]}`, token.slice(0, -2) + 'AA', 'nonsense']) {
      const res = await client().post('/api/alerts/unsubscribe', { token: bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'ALERT_UNSUBSCRIBE_INVALID' });
    }
    expect(await sql('SELECT alert_emails FROM users WHERE id = $1', [seller.userId])).toEqual([{ alert_emails: true }]);

    // RFC 8058: the mail program posts a form to the List-Unsubscribe URL, no cookie, no Origin.
    const res = await fetch(oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'unsubscribed',
      message: expect.stringContaining('You will no longer receive alert e-mails'),
    });
    expect(await sql('SELECT alert_emails FROM users WHERE id = $1', [buyer.userId])).toEqual([{ alert_emails: false }]);
    // The page's link posts JSON; repeating it is harmless.
    expect((await client().post('/api/alerts/unsubscribe', { token })).status).toBe(200);
    expect((await buyer.client.get<{ alertEmails: boolean }>('/api/user')).body.alertEmails).toBe(false);

    await listing(seller.userId, { title: `Cam ${word} 150mm` });
    await match();
    await delivered(buyer.userId);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    expect(pushService.messagesFor(device)).toHaveLength(2);

    // Turned on again in the account.
    expect((await buyer.client.patch('/api/user', { alertEmails: true })).status).toBe(200);
    expect(await sql('SELECT alert_emails FROM users WHERE id = $1', [buyer.userId])).toEqual([{ alert_emails: true }]);
  });
});

describe('daily digest (job alert-digest)', () => {
  const runDigest = () => sql(`SELECT pg_notify('dockside_jobs', 'alert-digest')`);

  it('groups a day’s matches into one e-mail, then waits a day before the next', async () => {
    const buyer = await verifiedPerson();
    const word = `gimbal${randomBytes(3).toString('hex')}`;
    await save(buyer.client, `q=${word}`, { name: 'Stove gimbal', frequency: 'daily' });
    const first = await listing(seller.userId, { title: `Galley ${word} bracket`, price: 35 });
    const second = await listing(seller.userId, { title: `Cooker ${word} set`, price: 60 });
    await match();
    await delivered(buyer.userId);
    expect((await deliveryOf(buyer.userId)).map((a) => a.delivery)).toEqual(['digest', 'digest']);
    expect(await mailsTo(buyer.email)).toEqual([]);

    await runDigest();
    await expect.poll(async () => (await mailsTo(buyer.email)).length, { timeout: 15_000 }).toBe(1);
    const [digest] = await mailsTo(buyer.email);
    expect(digest.kind).toBe('alerts.digest');
    expect(digest.subject).toBe('2 new matches for your saved searches');
    expect(digest.text_body).toContain(`Galley ${word} bracket: $35.00 · Matches "Stove gimbal" · ${api.url}/boat-parts/${first}`);
    expect(digest.text_body).toContain(`Cooker ${word} set: $60.00`);
    expect(digest.text_body.indexOf(`Cooker ${word}`)).toBeLessThan(digest.text_body.indexOf(`Galley ${word}`));
    expect(digest.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await deliveryOf(buyer.userId)).toEqual([
      { part_id: first, kind: 'search', delivery: 'done', channels: ['email'] },
      { part_id: second, kind: 'search', delivery: 'done', channels: ['email'] },
    ]);

    // A match the same day waits for tomorrow's digest…
    const third = await listing(seller.userId, { title: `Spare ${word} pin`, price: 5 });
    await match();
    await delivered(buyer.userId);
    await runDigest();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(buyer.email)).toHaveLength(1);
    // …which goes out once a day has passed, with that match only.
    await sql(`UPDATE users SET alert_digest_sent_at = now() - interval '25 hours' WHERE id = $1`, [buyer.userId]);
    await runDigest();
    await expect.poll(async () => (await mailsTo(buyer.email)).length, { timeout: 15_000 }).toBe(2);
    const next = (await mailsTo(buyer.email))[1];
    expect(next.subject).toBe('1 new match for your saved searches');
    expect(next.text_body).toContain(`${api.url}/boat-parts/${third}`);
    expect(next.text_body).not.toContain(`${api.url}/boat-parts/${first}`);
  });
});

describe('price drops on saved parts', () => {
  it('tells each saver (not the seller) when the price goes down, by push and e-mail; not when it goes up', async () => {
    const saver = await verifiedPerson();
    const device = pushService.device();
    await subscribe(saver.client, device);
    const part = await listing(seller.userId, { title: `Garmin chartplotter ${randomBytes(2).toString('hex')}`, price: 900 });
    expect((await saver.client.request('PUT', `/api/saved-parts/${part}`)).status).toBe(204);
    expect((await seller.client.request('PUT', `/api/saved-parts/${part}`)).status).toBe(204);

    await sql('UPDATE boat_parts SET price = 950 WHERE id = $1', [part]);
    await sql('UPDATE boat_parts SET price = 799 WHERE id = $1', [part]);
    await delivered(saver.userId);
    expect(
      await sql('SELECT kind, old_price, new_price, channels FROM alerts WHERE part_id = $1 AND user_id = ANY($2)', [
        part,
        [saver.userId, seller.userId],
      ]),
    ).toEqual([{ kind: 'price-drop', old_price: '950.00', new_price: '799.00', channels: ['push', 'email'] }]);
    const payload = JSON.parse(decryptPush(device, pushService.messagesFor(device)[0].body)) as AlertPushPayload;
    expect(payload).toMatchObject({ kind: 'price-drop', url: `/boat-parts/${part}` });
    expect(payload.title).toMatch(/^Price drop: Garmin chartplotter/);
    expect(payload.body).toMatch(/— \$799\.00 \(was \$950\.00\)$/);
    const [mail] = await mailsTo(saver.email);
    expect(mail.subject).toMatch(/^Price drop: Garmin chartplotter/);
    expect(mail.text_body).toContain('$799.00 (was $950.00)');

    const alerts = await saver.client.get<Alert[]>('/api/alerts');
    expect(alerts.body[0]).toMatchObject({
      kind: 'price-drop',
      savedSearch: null,
      channels: ['push', 'email'],
      part: { id: part, price: '799.00' },
    });
  });

  it('says nothing for a listing that is not public or a part no longer saved', async () => {
    const saver = await person();
    const hidden = await listing(seller.userId, { price: 300 });
    const unsaved = await listing(seller.userId, { price: 300 });
    for (const id of [hidden, unsaved]) expect((await saver.client.request('PUT', `/api/saved-parts/${id}`)).status).toBe(204);
    expect((await saver.client.request('DELETE', `/api/saved-parts/${unsaved}`)).status).toBe(204);
    await sql(`UPDATE boat_parts SET status = 'removed' WHERE id = $1`, [hidden]);
    await sql('UPDATE boat_parts SET price = 100 WHERE id = ANY($1)', [[hidden, unsaved]]);
    expect(await sql('SELECT 1 FROM alerts WHERE user_id = $1', [saver.userId])).toEqual([]);
  });
});

describe('saved searches with the fitment filter (engineMake & co, fits=<boatId>)', () => {
  const row = (r: Partial<FitmentRowInput> & { engineMake: string }): FitmentRowInput => ({
    engineModel: null,
    hpFrom: null,
    hpTo: null,
    yearFrom: null,
    yearTo: null,
    serialFrom: null,
    serialTo: null,
    note: null,
    ...r,
  });
  /** A listing that becomes public with these fitment rows (stored as the API stores them). */
  async function fittedListing(title: string, rows: FitmentRowInput[]) {
    const id = await listing(seller.userId, { title, status: 'removed' });
    await sql(`UPDATE boat_parts SET fitment = $2::jsonb, status = 'active' WHERE id = $1`, [id, JSON.stringify(toStoredFitment(rows))]);
    return id;
  }
  const boat = async (userId: number, engines: Array<Record<string, unknown>>) =>
    (
      await sql<{ id: number }>(`INSERT INTO boats (user_id, name, engines) VALUES ($1, 'Sea Otter', $2::jsonb) RETURNING id`, [
        userId,
        JSON.stringify(
          engines.map((e) => ({
            model: null,
            hp: null,
            year: null,
            serial: null,
            shaftLength: null,
            rotation: null,
            fuel: null,
            drive: null,
            ...e,
          })),
        ),
      ])
    )[0].id;

  it('tells a user when a water pump for their F115 is listed, and not for other engines or parts without fitment', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=water+pump&engineMake=yamaha&engineModel=F115XA&hp=115&year=2019&serial=6EK-1012345');
    const yes = [
      await fittedListing('Water pump kit F115', [
        row({ engineMake: 'Yamaha', engineModel: 'F115', hpFrom: 115, hpTo: 115, yearFrom: 2014 }),
      ]),
      await fittedListing('Water pump housing', [
        row({ engineMake: 'Honda' }),
        row({ engineMake: 'Yamaha', serialFrom: '6EK-1000000', serialTo: '6EK-1012345' }),
      ]),
    ];
    const no = [
      await fittedListing('Water pump kit F150', [row({ engineMake: 'Yamaha', engineModel: 'F150' })]),
      await fittedListing('Water pump kit (old F115)', [row({ engineMake: 'Yamaha', engineModel: 'F115', yearTo: 2018 })]),
      await fittedListing('Water pump kit, later serials', [row({ engineMake: 'Yamaha', serialFrom: '6EK-1012346' })]),
      await listing(seller.userId, { title: 'Water pump kit, fitment not stated' }),
      await fittedListing('Impeller F115', [row({ engineMake: 'Yamaha', engineModel: 'F115' })]),
    ];
    await match();
    expect(await alertedParts(buyer.userId)).toEqual(yes);
    for (const id of no) expect(await alertedParts(buyer.userId)).not.toContain(id);
  });

  it('fits=<boatId> matches the boat’s engines as they are when the listing comes; a deleted boat matches nothing', async () => {
    const buyer = await person();
    const id = await boat(buyer.userId, [{ make: 'Mercury', model: 'Verado 250', serial: '0G600000' }]);
    const saved = await save(buyer.client, `fits=${id}&category=Plumbing+%26+Pumps`);
    const [stored] = await sql<{ fits_boat_id: number; fits_engines: unknown }>(
      'SELECT fits_boat_id, fits_engines FROM saved_searches WHERE id = $1',
      [saved.id],
    );
    expect(stored).toEqual({
      fits_boat_id: id,
      fits_engines: [{ make: 'mercury', model: ['VERADO', '250'], hp: null, year: null, serial: '0G000000600000' }],
    });

    const verado = await fittedListing('Verado pump', [
      row({ engineMake: 'Mercury', engineModel: 'Verado', serialFrom: '0G590000', serialTo: '0G760299' }),
    ]);
    const yamaha = await fittedListing('Yamaha pump', [row({ engineMake: 'Yamaha' })]);
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([verado]);

    // The owner repowers with a Yamaha: the next listings are matched against the new engine.
    await sql(`UPDATE boats SET engines = $2::jsonb, version = version + 1 WHERE id = $1`, [
      id,
      JSON.stringify([
        { make: 'Yamaha', model: 'F150', hp: 150, year: null, serial: null, shaftLength: null, rotation: null, fuel: null, drive: null },
      ]),
    ]);
    const yamaha2 = await fittedListing('Yamaha strainer', [row({ engineMake: 'Yamaha', engineModel: 'F150' })]);
    const verado2 = await fittedListing('Verado strainer', [row({ engineMake: 'Mercury', engineModel: 'Verado' })]);
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([verado, yamaha2]);
    expect(await alertedParts(buyer.userId)).not.toContain(yamaha);
    expect(await alertedParts(buyer.userId)).not.toContain(verado2);

    await sql(`UPDATE boats SET deleted_at = now(), version = version + 1 WHERE id = $1`, [id]);
    const afterDelete = await fittedListing('Yamaha F150 pump', [row({ engineMake: 'Yamaha' })]);
    await match();
    expect(await alertedParts(buyer.userId)).not.toContain(afterDelete);
  });
});
