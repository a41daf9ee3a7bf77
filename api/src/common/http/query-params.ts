import { InvalidQueryException } from '../exceptions/invalid-query.exception';

/** A query string as Fastify parses it: a string, or an array for a repeated key. */
export type RawQuery = Record<string, unknown>;

/** One value: trimmed, '' treated as absent; a repeated key is refused. */
export function single(query: RawQuery, name: string, maxLength = 200): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) throw new InvalidQueryException(name, 'must be given once');
  if (typeof value !== 'string') throw new InvalidQueryException(name, 'must be text');
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail in the database.
  if (value.includes('\u0000')) throw new InvalidQueryException(name, 'must not contain a NUL character');
  const trimmed = value.trim();
  if (trimmed.length > maxLength) throw new InvalidQueryException(name, `must be at most ${maxLength} characters`);
  return trimmed === '' ? undefined : trimmed;
}

/** `limit`: a whole number from 1 to `max`, else `fallback`. */
export function limitParam(query: RawQuery, fallback: number, max: number): number {
  const text = single(query, 'limit');
  if (text === undefined) return fallback;
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new InvalidQueryException('limit', `must be a whole number from 1 to ${max}`);
  }
  return Number(text);
}

/** The request's own path and query with `cursor` replaced: the `Link: <…>; rel="next"` target. */
export function withCursor(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}

/** An opaque keyset cursor: base64url JSON of the last row's keys. */
export function encodeCursor(keys: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(keys), 'utf8').toString('base64url');
}

/** The keys of a cursor we made, or null for anything else (tampered, truncated, too long). */
export function decodeCursor(token: string, maxLength = 400): unknown[] | null {
  if (token.length > maxLength || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export { isId } from '@dockside/shared/common';
