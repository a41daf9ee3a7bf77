import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Client, Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isStorageFull } from './infrastructure-errors';

/** The error node-postgres really gives when connecting fails (nothing is sent to any server). */
async function connectError(port: number, connectionTimeoutMillis?: number): Promise<unknown> {
  const client = new Client({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis });
  try {
    await client.connect();
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => undefined);
  }
  throw new Error('connected unexpectedly');
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a refused connection (the server is down)', async () => {
    const error = await connectError(await freePort());
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a connect timeout (a server that accepts but never answers)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const error = await connectError((silent.address() as AddressInfo).port, 200);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      silent.close();
    }
  });

  it('recognises a request that waited too long for a pooled connection, and a pool that has ended', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const pool = new Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', max: 1, connectionTimeoutMillis: 200 });
    pool.on('error', () => undefined);
    try {
      const [first, queued] = await Promise.allSettled([pool.query('select 1'), pool.query('select 1')]);
      for (const outcome of [first, queued]) {
        expect(outcome.status).toBe('rejected');
        expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
      }
      expect(((queued as PromiseRejectedResult).reason as Error).message).toMatch(/timeout exceeded when trying to connect/);
      await pool.end();
      const ended = await pool.query('select 1').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(ended)).toBe(true);
    } finally {
      silent.close();
    }
  });

  it('recognises shutdown SQLSTATEs and lost connections behind a query', () => {
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    const terminated = Object.assign(new Error('select 1 - terminating connection due to administrator command'), {
      name: 'DriverException',
      code: '57P01',
      sqlState: '57P01',
    });
    const lost = new Error('select "p".* from "boat_parts" - Connection terminated unexpectedly');
    const wrapped = new Error('request failed', { cause: Object.assign(new Error('connect'), { code: 'ECONNRESET' }) });
    for (const error of [shuttingDown, terminated, lost, wrapped]) expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not treat query errors, bugs or non-errors as an outage', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505', sqlState: '23505' });
    const syntax = Object.assign(new Error('syntax error at or near "form"'), { code: '42601' });
    for (const error of [unique, syntax, new TypeError('x is undefined'), 'ECONNREFUSED', undefined]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe('isStorageFull', () => {
  it('is true for ENOSPC and EDQUOT only', () => {
    const error = (code: string) => Object.assign(new Error(code), { code });
    expect(isStorageFull(error('ENOSPC'))).toBe(true);
    expect(isStorageFull(error('EDQUOT'))).toBe(true);
    expect(isStorageFull(error('EACCES'))).toBe(false);
    expect(isStorageFull(undefined)).toBe(false);
  });
});
