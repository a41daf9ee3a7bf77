import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InitialData } from '@dockside/shared/common';
import type { FastifyInstance } from 'fastify';

/** What the server rendering gives a page (pwa/src/entry-server.tsx `ServerPage`). */
export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The API answers the screen read, written into the page for the app's first render. */
  data: InitialData[];
}

export interface ServerRenderer {
  render(url: string): Promise<RenderedPage | null>;
}

/** The module `vite build -c vite.ssr.config.ts` writes (pwa/src/entry-server.tsx). */
interface EntryServer {
  configure(send: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string): Promise<RenderedPage | null>;
}

/** The server rendering's module, beside the PWA's files (a dot folder: neither served nor precached). */
export const serverEntryFile = (pwaDistDir: string) => path.join(pwaDistDir, '.ssr', 'entry-server.mjs');

/**
 * Loads the PWA's server rendering (docs/architecture.md §5.4) into this process, its screens' GET requests answered
 * in-process by `fastify.inject` as a visitor without a session (no cookie is passed on): the answers are
 * the anonymous ones, the same the page's data block hands to the app. Undefined when the build has none
 * (the plain shell is sent, and the app renders in the browser).
 */
export async function loadServerRenderer(pwaDistDir: string, fastify: FastifyInstance): Promise<ServerRenderer | undefined> {
  const file = serverEntryFile(pwaDistDir);
  if (!existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as EntryServer;
  entry.configure(async (url, init) => {
    if ((init.method ?? 'GET').toUpperCase() !== 'GET' || !url.startsWith('/api/')) {
      throw new Error(`the server rendering only reads the API (asked ${init.method ?? 'GET'} ${url})`);
    }
    const answer = await fastify.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  });
  return { render: (url) => entry.renderPage(url) };
}
