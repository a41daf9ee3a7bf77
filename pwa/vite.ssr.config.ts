import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentMarkdown } from './src/features/content/build/markdown-plugin.ts';
import { aliases } from './config/aliases.ts';

export default defineConfig({
  plugins: [contentMarkdown(), react()],
  resolve: { alias: aliases },
  // Everything bundled: the API process loads one self-contained module (no resolution from pwa/node_modules).
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.ssr',
    target: 'node24',
    emptyOutDir: true,
    rollupOptions: { output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
});
