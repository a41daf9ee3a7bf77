/// <reference types="node" />
import { AsyncLocalStorage } from 'node:async_hooks';
import type { InitialData } from '@dockside/shared/common';
import { SYNC_HEADERS } from '@dockside/shared/sync';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AppRoot } from './app/app-error-boundary';
import { routes } from './app/router';
import { onListAnswer, sendRequestsThrough } from './lib/api-client';
import { ServerQueriesContext, type ServerQueries } from './lib/query/initial-data';

/**
 * Server rendering of the public pages (docs/architecture.md §5.4), loaded by the API process (api/src/modules/seo/
 * server-render.ts) from `pwa/dist/.ssr/entry-server.mjs`. The same routes and screens as the browser's
 * (src/app/router.tsx): a first pass finds the queries the screen asks for, their own fetchers get the
 * anonymous API answers (in-process, through `send`), and a second pass renders with them. The answers go
 * into the page too, so the browser's first render (hydration) shows the same and asks the API nothing.
 */

const handler = createStaticHandler(routes);

/** A render that has not finished by then gives up: the page is sent with an empty root (the app renders it). */
const RENDER_TIMEOUT_MS = 5_000;

export interface ServerPage {
  /** The markup of `#root`. */
  html: string;
  /** The answers the screen read, for the page's data block. */
  data: InitialData[];
}

/** Once, at load: the API process's way to answer the screens' GET requests. */
export function configure(send: (path: string, init: RequestInit) => Promise<Response>): void {
  sendRequestsThrough(send);
  // A list answer's delta-pull headers go with it into the page, for the render that asked for it.
  onListAnswer((path, headers) =>
    listAnswers.getStore()?.set(
      path,
      Object.fromEntries(
        SYNC_HEADER_NAMES.flatMap((name) => {
          const value = headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
      ),
    ),
  );
}

/** The delta-pull headers of the list answers each render's fetchers got (lib/sync/pull reads them). */
const listAnswers = new AsyncLocalStorage<Map<string, Record<string, string>>>();
const SYNC_HEADER_NAMES = [SYNC_HEADERS.syncToken, SYNC_HEADERS.seenToken];

/** The markup of `url` for a visitor without a session; null when the router redirects instead. */
export async function renderPage(url: string): Promise<ServerPage | null> {
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) return null;
  const wanted = new Map<string, () => Promise<unknown>>();
  const first = await renderToHtml(page(context, { data: new Map(), wanted }));
  if (wanted.size === 0) return { html: first, data: [] };
  const data = new Map<string, unknown>();
  const headers = new Map<string, Record<string, string>>();
  await listAnswers.run(headers, () =>
    Promise.all(
      [...wanted].map(async ([key, fetcher]) => {
        try {
          data.set(key, await fetcher());
        } catch {
          // Not found or failing: the page shows what the browser shows before its own request answers.
        }
      }),
    ),
  );
  if (data.size === 0) return { html: first, data: [] };
  return {
    html: await renderToHtml(page(context, { data })),
    data: [...data].map(([path, value]) => ({ path, data: value, ...(headers.has(path) ? { headers: headers.get(path) } : {}) })),
  };
}

/** The tree of src/main.tsx, with the static router in place of the browser's. */
function page(context: StaticHandlerContext, queries: ServerQueries): ReactNode {
  return (
    <AppRoot>
      <ServerQueriesContext value={queries}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </ServerQueriesContext>
    </AppRoot>
  );
}

/**
 * React's static render, which waits for everything (an article's lazily loaded body too) before it writes:
 * crawlers and readers without JavaScript get the whole page, with no inline script to stream the rest in
 * (the CSP allows none). A render that takes longer than RENDER_TIMEOUT_MS is given up.
 */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const timeout = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  // progressiveChunkSize: a large boundary (an article's body) is written in place, never outlined to a
  // <template> and an inline script that moves it (React 19.2 outlines boundaries above ~12 KB).
  const { prelude } = await prerenderToNodeStream(tree, {
    signal: timeout,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: () => undefined,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
