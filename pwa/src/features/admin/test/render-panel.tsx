import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { renderWithRouter } from '@/test/render-with-router';
import { stubApi, type StubRoutes } from '@/test/stub-api';

/** Renders one admin panel with the toast region, answering its API calls from `routes`; returns the fetch mock. */
export function renderPanel(ui: ReactElement, routes: StubRoutes) {
  const fetchMock = vi.fn(stubApi(routes));
  vi.stubGlobal('fetch', fetchMock);
  renderWithRouter(
    <>
      {ui}
      <Toaster />
    </>,
  );
  return fetchMock;
}
