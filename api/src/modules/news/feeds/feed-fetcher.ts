import { TextDecoder } from 'node:util';

/** What the poller sends and keeps between fetches of one feed. */
export interface FetchValidators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  { kind: 'not-modified'; status: number } | { kind: 'fetched'; status: number; body: string; validators: FetchValidators };

export interface FetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** Aborts with the process (shutdown). */
  signal?: AbortSignal;
}

/** A failed fetch, with the HTTP status when there was a response. */
export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const ACCEPT = 'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';
const USER_AGENT = 'Dockside news reader (+https://github.com/dockside)';

/**
 * One conditional GET of a feed: If-None-Match / If-Modified-Since from the last good fetch, a 304 is
 * "nothing new" (the body is neither read nor parsed), a time-out over the whole exchange, and a size
 * limit enforced while reading (a larger Content-Length is refused before reading; a body that keeps
 * going is cut off at the limit and the fetch fails).
 */
export async function fetchFeed(url: string, previous: FetchValidators, options: FetchOptions): Promise<FetchOutcome> {
  const headers: Record<string, string> = { accept: ACCEPT, 'user-agent': USER_AGENT };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    const response = await fetch(url, { headers, signal, redirect: 'follow' });
    if (response.status === 304) {
      await response.body?.cancel();
      return { kind: 'not-modified', status: 304 };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedFetchError(`HTTP ${response.status}`, response.status);
    }
    if (!['http:', 'https:'].includes(new URL(response.url || url).protocol)) throw new FeedFetchError('redirected off http(s)');
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      await response.body?.cancel();
      throw new FeedFetchError(`larger than ${options.maxBytes} bytes (Content-Length ${declared})`, response.status);
    }
    const bytes = await readLimited(response, options.maxBytes);
    return {
      kind: 'fetched',
      status: response.status,
      body: decodeFeed(bytes, response.headers.get('content-type')),
      validators: { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') },
    };
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (timeout.aborted) throw new FeedFetchError(`timed out after ${options.timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new FeedFetchError(cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error)));
  }
}

/** Reads the body, stopping (and cancelling the download) as soon as it passes `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedFetchError(`larger than ${maxBytes} bytes`, response.status);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Bytes → text: a byte-order mark wins, then the HTTP charset, then the XML declaration's encoding,
 * then UTF-8 (XML's default). The BOM itself is dropped (an XML parser would take it for content).
 */
export function decodeFeed(bytes: Uint8Array, contentType: string | null): string {
  let encoding = 'utf-8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else {
    const declared =
      /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1] ??
      /^<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(Buffer.from(bytes.subarray(0, 200)).toString('latin1'))?.[1];
    if (declared) encoding = declared.toLowerCase();
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { ignoreBOM: true });
  } catch {
    decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  }
  return decoder.decode(bytes.subarray(start)).replace(/^\uFEFF/, '');
}
