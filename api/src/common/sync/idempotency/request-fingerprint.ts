import { createHash } from 'node:crypto';

/** Keys whose values are never hashed: a fast hash of a password in the table would be an offline oracle. */
const SECRET_KEY = /password/i;

/**
 * JSON with object keys sorted at every depth, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same
 * request. Values under keys that name a password are replaced by a constant.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalise(value)) ?? 'null';
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => normalise(item) ?? null);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const item = (value as Record<string, unknown>)[key];
      if (item === undefined) continue;
      out[key] = SECRET_KEY.test(key) ? '[secret]' : normalise(item);
    }
    return out;
  }
  return value;
}

/** SHA-256 (hex) of a JSON request: its query string and body, canonicalised. */
export function jsonRequestHash(query: unknown, body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ query: query ?? {}, body: body ?? null }))
    .digest('hex');
}

/** SHA-256 (hex) of a multipart upload: the field name and the file's bytes. */
export function multipartRequestHash(fieldName: string, bytes: Uint8Array): string {
  return createHash('sha256').update(`multipart:${fieldName}:`).update(bytes).digest('hex');
}
