import type { Plugin } from 'vite';

/**
 * The built index.html with the style sheet first (docs/architecture.md §5.4): a server-rendered page paints as soon as its
 * HTML and CSS are in, and the style sheet must not queue behind the ≈ 150 KB of modules the page hydrates
 * with. The entry's `modulepreload` hints stay in the file — the service worker's shell and the plain shell
 * fetch the entry's modules at once instead of level by level (docs/architecture.md §6.2) — and the server takes them out of
 * the pages it renders (api/src/common/http/static-files.ts), where the entry asks for its modules itself
 * once it runs and the first paint needs only the HTML and the style sheet.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'dockside-styles-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html;
        for (const style of styles) out = out.replace(style, '');
        return out.replace(/<script type="module"/, () => `${styles.join('\n    ')}\n    <script type="module"`);
      },
    },
  };
}
