import type { LegalDocument } from '../content.types';

/** pwa/content/legal/privacy-policy.md, rendered at build time (build/markdown-plugin.ts); bundled with its route only. */
export const privacyPolicy = Object.values(
  import.meta.glob<LegalDocument>('/content/legal/privacy-policy.md', { import: 'default', eager: true }),
)[0]!;
