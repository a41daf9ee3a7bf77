import type { Plugin } from 'vite';
import { DATABASE_NAME, WARM_UP_HOLD_MS } from '../src/lib/db/db.constants.ts';
import { warmUpDatabase } from '../src/lib/db/warm-up.ts';

/** The attribute that marks the script in the shell; the server leaves it out of the pages it renders. */
const WORKER_SHELL_ONLY = 'data-worker-shell';

/**
 * Ships `warmUpDatabase` (src/lib/db/warm-up.ts) as a classic script of its own, `assets/warm-up-<hash>.js`,
 * first in the shell's head. A classic `async` script runs as soon as it is read, before the entry's modules
 * have all arrived and run — the whole point: the database opens while the screen's code loads. It is in
 * `assets/`, so the worker precaches it and its static route serves it (src/sw/static-routes.ts).
 */
export function databaseWarmUp(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'dockside:database-warm-up',
    apply: 'build',
    generateBundle() {
      const source = `(${warmUpDatabase.toString()})(${JSON.stringify(DATABASE_NAME)}, ${WARM_UP_HOLD_MS});\n`;
      // Named by the build's own asset rule (assets/[name]-[hash].js), like every other file it writes.
      fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'warm-up.js', source }));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        fileName
          ? [
              {
                tag: 'script',
                attrs: { src: `/${fileName}`, async: true, fetchpriority: 'high', [WORKER_SHELL_ONLY]: true },
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
}
