import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { ShellPages } from '../../common/http/static-files';
import { PageHeadsService } from './page-heads.service';
import { registerSeoRoutes, renderedRoots, shellHeads } from './seo-routes';
import { loadServerRenderer } from './server-render';
import { SitemapsService } from './sitemaps.service';

/** What the server plugs into Fastify outside /api (docs/architecture.md §4.9): the SEO routes and the shell's pages. */
@Injectable()
export class SeoService {
  constructor(
    private readonly sitemaps: SitemapsService,
    private readonly heads: PageHeadsService,
  ) {}

  /**
   * Registers /robots.txt and the sitemaps, and loads the PWA's server rendering when its build has one:
   * returns each page's head and rendering, for registerStaticFiles.
   */
  async servePages(fastify: FastifyInstance, pwaDistDir: string): Promise<ShellPages> {
    registerSeoRoutes(fastify, this.sitemaps);
    const renderer = await loadServerRenderer(pwaDistDir, fastify);
    return { headFor: shellHeads(this.heads), render: renderer && renderedRoots(renderer) };
  }
}
