import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Vite's preload helper appends a `<link rel="modulepreload">` to the page for every chunk a lazy route
 * needs before it imports the route — the chunks the entry imports as well, which are always loaded by then.
 * On a server-rendered page (whose entry hints the server leaves out, api/src/common/http/static-files.ts)
 * that is 18 of the 37–51 links of the home, catalogue and part pages, and each `appendChild` costs: the
 * part page's helper took 116 ms of main thread under 4× CPU throttling, inside the entry's long task
 * (issue #15, total blocking time). `routePreloads()` drops the entry's own chunks from the helper's lists.
 */
export function routePreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let entryChunks: ReadonlySet<string> | undefined;
  return {
    plugin: {
      name: 'dockside:route-preloads',
      apply: 'build',
      // Before Vite's import analysis writes the helper's lists (its generateBundle calls resolveDependencies).
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          entryChunks = staticClosureOfEntries(bundle);
        },
      },
    },
    // Only the helper's lists ('js'): index.html keeps the entry's hints ('html', config/styles-first.ts).
    resolveDependencies: (_file, deps, { hostType }) =>
      hostType === 'js' && entryChunks ? deps.filter((dep) => !entryChunks?.has(dep)) : deps,
  };
}

/** The entry chunks and every chunk they import statically, at any depth. */
function staticClosureOfEntries(bundle: OutputBundle): Set<string> {
  const closure = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (closure.has(fileName) || chunk?.type !== 'chunk') return;
    closure.add(fileName);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const [fileName, output] of Object.entries(bundle)) if (output.type === 'chunk' && output.isEntry) visit(fileName);
  return closure;
}
