import type { Plugin } from 'vite';

/**
 * The built index.html with the style sheet first and no `modulepreload` hints (issue #15). A
 * server-rendered page paints as soon as its HTML and CSS are in: the style sheet must not share a slow
 * link with the ≈ 150 KB of modules the page hydrates with, which the entry asks for itself once it runs.
 */
export function stylesFirst(): Plugin {
  return {
    name: 'dockside-styles-first',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        let out = html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        for (const style of styles) out = out.replace(style, '');
        return out.replace(/<script type="module"/, () => `${styles.join('\n    ')}\n    <script type="module"`);
      },
    },
  };
}
