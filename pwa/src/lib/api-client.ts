/**
 * The one way the app talks to the API (spec §7–§8, docs/architecture.md §5.3): cookies on every call, a JSON
 * content type whenever the body is JSON, and a non-OK response turned into an error whose message is
 * `"<status>: <body text or status text>"`.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The raw response body (often `{ "message": …, "code": … }`, spec §8). */
    readonly body: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The `message` of a JSON error body, if there is one. */
  get serverMessage(): string | undefined {
    return messageFromBody(this.body);
  }
}

/** A value we serialise as JSON: anything except the body types fetch already knows how to send. */
export type JsonBody = Record<string, unknown> | readonly unknown[] | number | boolean | null;

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  body?: BodyInit | JsonBody;
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
  );
}

/** Throws an {@link ApiError} for a non-OK response (spec §8). */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, response.statusText, text);
}

/**
 * Where requests go: the browser's `fetch`, or — rendering on the server (docs/architecture.md §5.4, src/entry-server.tsx) —
 * the API process itself, asked in-process as a visitor without a session.
 */
let send: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

/** The server rendering's way to the API (set once by src/entry-server.tsx; never in the browser). */
export function sendRequestsThrough(sender: (path: string, init: RequestInit) => Promise<Response>): void {
  send = sender;
}

/**
 * `fetch` with the app's defaults, whatever the status: for callers that sort every answer themselves (the
 * outbox's sync engine and the delta pulls, lib/sync). A lost connection rejects, as fetch does.
 */
export function apiSend(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  let requestBody: BodyInit | undefined;

  if (body !== undefined) {
    if (isNativeBody(body)) {
      // FormData and Blob set their own content type (with the multipart boundary).
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  return send(path, { ...rest, headers, body: requestBody, credentials: 'include' });
}

/** `fetch` with the app's defaults; resolves only for OK responses. */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const response = await apiSend(path, init);
  await throwIfNotOk(response);
  // A list answer can start a delta-pull cursor (docs/architecture.md §6.4): handed to lib/sync/pull once it has loaded.
  if (response.headers.has('x-sync-token')) listAnswerSink(path, response.headers);
  return response;
}

/** A list answer that came another way (the first HTML's data, docs/architecture.md §5.4), handed on as if fetched. */
export function handOnListAnswer(path: string, headers: Headers): void {
  listAnswerSink(path, headers);
}

type ListAnswerSink = (path: string, headers: Headers) => void;
const waitingListAnswers: Array<[string, Headers]> = [];
let listAnswerSink: ListAnswerSink = (path, headers) => void (waitingListAnswers.length < 50 && waitingListAnswers.push([path, headers]));

/** Delta pulls (lib/sync/pull, loaded after the first paint) take the list answers, those already in first. */
export function onListAnswer(sink: ListAnswerSink): void {
  listAnswerSink = sink;
  for (const [path, headers] of waitingListAnswers.splice(0)) sink(path, headers);
}

/** Reads a response as JSON; an empty body (204, or no content) gives `undefined`. */
export async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One call with a method and an optional JSON (or FormData) body, answered with the parsed JSON response. */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: ApiFetchInit['body'],
  init: ApiFetchInit = {},
): Promise<T> {
  const response = await apiFetch(path, { ...init, method, body });
  return readJson<T>(response);
}

/**
 * A GET for queries. With `on401: 'returnNull'` an unauthenticated answer is `null` instead of an error
 * (spec §7: the current-user query).
 */
export async function apiGet<T>(path: string, options: { on401?: 'throw' | 'returnNull'; signal?: AbortSignal } = {}): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path, undefined, { signal: options.signal });
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The `message` field of a JSON error body (`{ "message": "…" }`), or undefined. */
export function messageFromBody(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed as { message: unknown };
      if (typeof message === 'string' && message.trim()) return message;
      // Some validators answer with a list of messages.
      if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    }
  } catch {
    // Not JSON: there is no message field to read.
  }
  return undefined;
}

/**
 * The text to show for a failed call: the server's `message` when it sent one, else the fallback the
 * spec gives for that screen (e.g. 'Failed to list your boat part. Please try again.').
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
