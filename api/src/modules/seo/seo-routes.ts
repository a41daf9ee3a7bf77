import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../../common/http/cookies';
import type { RenderedRoot, ShellHead } from '../../common/http/static-files';
import { SESSION_COOKIE } from '../accounts/sessions/sessions.service';
import { initialDataBlock, renderHeadTags } from './page-head';
import type { PageHeadsService } from './page-heads.service';
import type { ServerRenderer } from './server-render';
import type { SitemapsService } from './sitemaps.service';

const HOUR = 'public, max-age=3600';

/** GET /robots.txt, /sitemap.xml and /sitemaps/<name>.xml (docs/architecture.md §4.9), outside /api. */
export function registerSeoRoutes(app: FastifyInstance, sitemaps: SitemapsService): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', HOUR).type('text/plain; charset=utf-8').send(sitemaps.robotsTxt()),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', HOUR)
      .type('application/xml; charset=utf-8')
      .send(await sitemaps.sitemapIndex()),
  );
  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const match = /^([\w-]{1,40})\.xml$/.exec(request.params.name);
    const body = match ? await sitemaps.sitemap(match[1]) : undefined;
    if (body === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', HOUR).type('application/xml; charset=utf-8').send(body);
  });
}

/** The shell's head for a URL (registerStaticFiles' `headFor`). */
export function shellHeads(heads: PageHeadsService): (url: string, request: FastifyRequest) => Promise<ShellHead> {
  return async (url, request) => {
    const head = await heads.headFor(url);
    // Without a session cookie the visitor is anonymous for sure: the anonymous answer is theirs.
    const anonymous = readCookie(request, SESSION_COOKIE) === undefined;
    return {
      status: head.status,
      title: head.title,
      description: head.description,
      tags: renderHeadTags(head, { anonymous }),
      // Public pages for visitors without a session: the anonymous page is theirs (docs/architecture.md §5.4).
      render: anonymous && !head.private,
    };
  };
}

/** The server rendering for registerStaticFiles: the root's markup, then the data block. */
export function renderedRoots(renderer: ServerRenderer): (url: string) => Promise<RenderedRoot | null> {
  return async (url) => {
    const page = await renderer.render(url);
    return page && { html: page.html, after: initialDataBlock(page.data) };
  };
}
