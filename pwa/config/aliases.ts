import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const fromRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

/**
 * The same aliases as tsconfig.json `paths`, for Vite and Vitest. `@dockside/shared/<domain>` points at the
 * shared sources, so the app never waits for a shared build and tree-shakes what it does not use.
 */
export const aliases: Alias[] = [
  { find: /^@dockside\/shared\/([a-z-]+)$/, replacement: fromRoot('../shared/src/$1/index.ts') },
  { find: /^@\//, replacement: fromRoot('src/') },
  { find: /^styled-system\//, replacement: fromRoot('styled-system/') },
];
