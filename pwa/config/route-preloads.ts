import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The app's own code, which the entry imports dynamically to evaluate it in a task of its own (src/app/boot.ts). */
const BOOT_MODULE = /\/src\/app\/boot\.ts$/;

/**
 * Vite's preload helper appends a `<link rel="modulepreload">` to the page for every chunk a lazy route
 * needs before it imports the route — the chunks the entry imports as well, which are always loaded by then.
 * On a server-rendered page (whose entry hints the server leaves out, api/src/common/http/static-files.ts)
 * that is 18 of the 37–51 links of the home, catalogue and part pages, and each `appendChild` costs: the
 * part page's helper took 116 ms of main thread under 4× CPU throttling, inside the entry's long task
 * (docs/architecture.md §5.4, total blocking time). `routePreloads()` drops the chunks loaded before any route from the
 * helper's lists: the entry's, and those of the app's code (src/app/boot.ts), which the entry imports first.
 *
 * The built index.html hints the app's code beside the entry's chunks, so the worker's shell fetches all of it
 * at once, as when it was one static graph (docs/architecture.md §6.2); the server takes every hint out of the pages it renders.
 */
export function routePreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostType: 'html' | 'js' }) => string[];
} {
  let loaded: LoadedFirst | undefined;
  return {
    plugin: {
      name: 'dockside:route-preloads',
      apply: 'build',
      // Before Vite's import analysis writes the helper's lists (its generateBundle calls resolveDependencies).
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded = loadedFirst(bundle);
        },
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, context) {
          if (!context.bundle) return html; // the dev server
          // Vite's html plugin transforms the page in its own generateBundle, after the hook above.
          if (!loaded) throw new Error('dockside:route-preloads: index.html was transformed before the bundle was read');
          const hints = bootHints(loaded);
          return hints
            ? html.replace(/(\n\s*)(<link rel="modulepreload"[^>]*>)(?![\s\S]*<link rel="modulepreload")/, `$1$2${hints}`)
            : html;
        },
      },
    },
    // Only the helper's lists ('js'): index.html keeps the entry's hints ('html', config/styles-first.ts). The
    // import of the app's code itself keeps its own chunks.
    resolveDependencies: (file, deps, { hostType }) => {
      if (hostType !== 'js' || !loaded) return deps;
      const { entry, boot } = loaded;
      const before = (dep: string) => entry.has(dep) || (file !== boot?.file && boot?.closure.has(dep));
      return deps.filter((dep) => !before(dep));
    },
  };
}

/** The `modulepreload` lines for the app's code that the entry's own hints leave out, in Vite's form. */
function bootHints({ entry, boot }: LoadedFirst): string {
  const files = [...(boot?.closure ?? [])].filter((file) => !entry.has(file));
  return files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

interface LoadedFirst {
  entry: ReadonlySet<string>;
  boot?: { file: string; closure: ReadonlySet<string> };
}

/** The entry chunks with every chunk they import statically, and the app's code with its own. */
function loadedFirst(bundle: OutputBundle): LoadedFirst {
  const entry = new Set<string>();
  for (const [fileName, output] of Object.entries(bundle))
    if (output.type === 'chunk' && output.isEntry) staticClosure(bundle, fileName, entry);
  const bootChunk = Object.values(bundle).find((output) => output.type === 'chunk' && BOOT_MODULE.test(output.facadeModuleId ?? ''));
  const boot = bootChunk ? { file: bootChunk.fileName, closure: staticClosure(bundle, bootChunk.fileName, new Set()) } : undefined;
  return { entry, boot };
}

/** A chunk and every chunk it imports statically, at any depth. */
function staticClosure(bundle: OutputBundle, fileName: string, closure: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (closure.has(fileName) || chunk?.type !== 'chunk') return closure;
  closure.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, closure);
  return closure;
}
