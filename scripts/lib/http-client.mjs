// A small HTTP client for the scripts that drive the API from Node: JSON in and out, multipart for
// FormData, and the session cookie kept from one request to the next, as a browser would.
import { performance } from 'node:perf_hooks';

export class Client {
  /** `headers` go with every request (a client IP of its own in X-Forwarded-For, say); `timeoutMs` is a request's unless it says otherwise. */
  constructor(baseUrl, { headers = {}, timeoutMs = 30_000 } = {}) {
    this.baseUrl = baseUrl;
    this.headers = headers;
    this.timeoutMs = timeoutMs;
    this.cookie = undefined;
  }

  /** A string body is sent as it is (hand-made JSON), any other as JSON. Answers the parsed body and the time taken. */
  async request(method, p, body, { headers = {}, signal, timeoutMs = this.timeoutMs } = {}) {
    const started = performance.now();
    const isForm = body instanceof FormData;
    const res = await fetch(`${this.baseUrl}${p}`, {
      method,
      headers: {
        ...this.headers,
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body : typeof body === 'string' ? body : JSON.stringify(body),
      signal: signal ?? AbortSignal.timeout(timeoutMs),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await res.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, body: json, ms: performance.now() - started };
  }
}
