import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contentMarkdown } from './src/features/content/build/markdown-plugin.ts';
import { aliases } from './config/aliases.ts';

export default defineConfig({
  // The blog and legal pages import pwa/content/*.md through the same build-time plugin as the app.
  plugins: [contentMarkdown(), react()],
  resolve: { alias: aliases },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.spec.{ts,tsx}', 'config/**/*.spec.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // A limit for a test that hangs, not a speed check (those are benchmarks): the 5 s default failed screen
    // and IndexedDB tests on a 2-core machine busy with an end-to-end run (2026-11-27).
    testTimeout: 20_000,
  },
});
