// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { configure, renderPage } from './entry-server';

/** The API as the server rendering reaches it: in-process, answering GET paths (here: a table of answers). */
function api(answers: Record<string, unknown>) {
  const send = vi.fn(async (path: string) => {
    const body = answers[path];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Not found', code: 'NOT_FOUND' }), { status: 404 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  configure(send);
  return send;
}

afterEach(() => configure(() => Promise.reject(new Error('no API in this test'))));

describe('server rendering: the browser’s screens, rendered with the anonymous API answers', () => {
  it('a part page: its title and price in the markup, its answer handed to the page once', async () => {
    const part = boatPartFactory({ id: 42, title: 'Yamaha F115 impeller kit', price: '84.50' });
    const send = api({ '/api/boat-parts/42': part });
    const page = await renderPage('/boat-parts/42');
    expect(page?.html).toContain('Yamaha F115 impeller kit');
    expect(page?.html).toContain('$84.50');
    expect(page?.data).toEqual([{ path: '/api/boat-parts/42', data: part }]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('escapes user text in the markup', async () => {
    const title = '</div><script>alert(1)</script><!--';
    api({ '/api/boat-parts/7': boatPartFactory({ id: 7, title }) });
    const page = await renderPage('/boat-parts/7');
    expect(page?.html).not.toContain('<script>');
    expect(page?.html).toContain('&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
  });

  it('a catalogue answer keeps its delta-pull headers, so the device starts its sync cursor from the page', async () => {
    const part = boatPartFactory({ id: 5, title: 'Whale Gusher bilge pump' });
    const send = vi.fn(async (path: string) => {
      expect(path).toMatch(/^\/api\/boat-parts\?q=gusher&limit=\d+$/);
      return new Response(JSON.stringify([part]), {
        status: 200,
        headers: { 'content-type': 'application/json', 'X-Sync-Token': 'token-1', 'X-Sync-Seen': 'seen-1' },
      });
    });
    configure(send);
    const page = await renderPage('/boat-parts?q=gusher');
    expect(page?.html).toContain('Whale Gusher bilge pump');
    expect(page?.data).toHaveLength(1);
    expect(page?.data[0].data).toEqual({ items: [part], next: null });
    expect(page?.data[0].headers).toEqual({ 'X-Sync-Token': 'token-1', 'X-Sync-Seen': 'seen-1' });
  });

  it('an answer the API refuses is not handed on: the page renders what the browser shows before its own request', async () => {
    api({});
    const page = await renderPage('/boat-parts/9');
    expect(page?.data).toEqual([]);
    expect(page?.html).toContain('Loading');
  });

  it('a page without queries renders in one pass (the blog article, its lazily loaded body included)', async () => {
    const send = api({});
    const page = await renderPage('/blog/1');
    expect(page?.html).toContain('Winterising an Outboard');
    // The whole body, in place: no inline script to move a streamed part in (the CSP allows none).
    expect(page?.html).not.toMatch(/<script|<template/);
    expect(send).not.toHaveBeenCalled();
  });
});
