import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { contentMarkdown } from './src/features/content/build/markdown-plugin.ts';
import { aliases } from './config/aliases.ts';
import { databaseWarmUp } from './config/database-warm-up.ts';
import { manifest } from './config/manifest.ts';
import { precompress } from './config/precompress.ts';
import { routePreloads } from './config/route-preloads.ts';
import { staticCss } from './config/static-css.ts';
import { stylesFirst } from './config/styles-first.ts';

/** `npm run dev` starts the API on PORT (default 3000); Vite proxies to it. */
const API_ORIGIN = process.env.API_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`;

const preloads = routePreloads();

export default defineConfig({
  plugins: [
    // pwa/content/*.md → sanitized HTML at build time (docs/decisions.md "Community").
    contentMarkdown(),
    react(),
    // Panda's css({...}) with literal arguments becomes its class names at build time (config/static-css.ts).
    staticCss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      // We register the worker ourselves (src/lib/pwa-update.ts): no inline registration script, which the CSP forbids.
      injectRegister: false,
      manifest,
      // The glob below already precaches the icons; listing them twice would give Workbox conflicting entries.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // Only the install dialog shows the screenshots, online: not worth ~200 KB of every install.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false },
    }),
    stylesFirst(),
    preloads.plugin,
    // The worker's shell opens the device's database before its modules have loaded (config/database-warm-up.ts).
    databaseWarmUp(),
    precompress(),
  ],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/socket.io': { target: API_ORIGIN, ws: true, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // dist/.vite/manifest.json: which chunks each route loads, for the bundle check (scripts/check-bundle-budget.mjs).
    // Not precached (JSON is outside the worker's globPatterns) and not served (dot folder).
    manifest: true,
    // A lazy route's preload list without the entry's own chunks, loaded by then (config/route-preloads.ts).
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
  },
});
