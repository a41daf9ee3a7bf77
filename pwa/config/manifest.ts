import type { ManifestOptions } from 'vite-plugin-pwa';

/** Brand colours, mirrored by theme/tokens.ts (navy.900 = header, slate.50 = page background). */
export const THEME_COLOR = '#0b2545';
export const BACKGROUND_COLOR = '#f4f7fb';

export const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Dockside — Boat Parts Marketplace',
  short_name: 'Dockside',
  description: 'Buy and sell new and used boat parts: browse the catalogue, list your marine parts for free and message sellers.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['shopping', 'sports'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Chromium's richer install dialog: a phone-sized and a desktop-sized view of the catalogue
  // (pwa/scripts/capture-screenshots.mjs; not precached, the install dialog fetches them online).
  screenshots: [
    {
      src: '/screenshots/catalogue-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Browse boat parts on your phone',
    },
    {
      src: '/screenshots/catalogue-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The boat parts catalogue on a desktop',
    },
  ],
};
