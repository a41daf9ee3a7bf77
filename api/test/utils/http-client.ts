import { randomInt } from 'node:crypto';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/**
 * A browser-like client for one user: keeps the session cookie, sends JSON, and comes from its
 * own client IP (X-Forwarded-For; the API under test runs with TRUST_PROXY=true) so rate limits
 * of one test do not spill into another.
 */
export class TestClient {
  /** The session cookie (`dockside_session=…`), as the Cookie header sends it. */
  cookie: string | undefined;
  /** The known-device cookie (`dockside_device=…`) the API sets at sign-in; sent with every request. */
  deviceCookie: string | undefined;
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-forwarded-for': this.ip,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie || this.deviceCookie ? { cookie: [this.cookie, this.deviceCookie].filter(Boolean).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const setCookie of res.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const value = pair.endsWith('=') ? undefined : pair;
      if (pair.startsWith('dockside_device=')) this.deviceCookie = value;
      else this.cookie = value;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get<T = Record<string, unknown>>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  patch<T = Record<string, unknown>>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }
}
