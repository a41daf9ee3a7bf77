import type { LegalDocument } from '../content.types';

/** pwa/content/legal/terms-of-service.md, rendered at build time (build/markdown-plugin.ts); bundled with its route only. */
export const termsOfService = Object.values(
  import.meta.glob<LegalDocument>('/content/legal/terms-of-service.md', { import: 'default', eager: true }),
)[0]!;
