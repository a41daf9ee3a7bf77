import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOversizeBodyAnswer } from './oversize-body';

/** Over a real socket: the refusal races the client's upload only there (fastify.inject has no connection). */
describe('a body over the limit', () => {
  let app: FastifyInstance;
  let url: string;
  let handled = 0;

  beforeAll(async () => {
    app = Fastify({ bodyLimit: 1024 * 1024 });
    registerOversizeBodyAnswer(app);
    app.post('/echo', async (request) => {
      handled += 1;
      return { size: JSON.stringify(request.body).length };
    });
    url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/echo`;
  });
  afterAll(() => app.close());

  const post = (body: string, type = 'application/json') => fetch(url, { method: 'POST', headers: { 'content-type': type }, body });
  /** A JSON array of `bytes` bytes or a little more. */
  const jsonOf = (bytes: number) => `[${'1,'.repeat(Math.ceil(bytes / 2))}1]`;

  it('is answered 413 with the JSON error every time, the client still sending it', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await post(jsonOf(3 * 1024 * 1024));
      expect(res.status).toBe(413);
      // Fastify's own refusal (the app's AllExceptionsFilter words it `{ message, code: 'PAYLOAD_TOO_LARGE' }`).
      expect(await res.json()).toMatchObject({ message: 'Request body is too large', code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    }
    // A plain-text body as well (Fastify's other limited parser).
    const text = await post('x'.repeat(2 * 1024 * 1024), 'text/plain');
    expect(text.status).toBe(413);
    expect(handled).toBe(0);
  });

  it('leaves a body within the limit to the route', async () => {
    const res = await post(jsonOf(512 * 1024));
    expect(res.status).toBe(200);
    expect(handled).toBe(1);
  });
});
