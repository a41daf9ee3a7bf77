import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { css, cx } from 'styled-system/css';

/**
 * Shows HTML rendered from the repository's Markdown at build time. It was sanitized with an allow-list then
 * (build/render-markdown.ts), so it is never user input and holds no script, style or event handler.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  // Links to the app's own pages move inside the app, like its other links, instead of reloading it.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    if (!link || link.target || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  return <div className={cx(prose, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const prose = css({
  maxWidth: 'prose',
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.7',
  color: 'fg',
  '& > * + *': { mt: '4' },
  '& h2': { fontSize: { base: 'xl', md: '2xl' }, color: 'primary', mt: '10', lineHeight: '1.3' },
  '& h3': { fontSize: { base: 'lg', md: 'xl' }, color: 'primary', mt: '8' },
  '& ul, & ol': { ps: '6', display: 'flex', flexDirection: 'column', gap: '2' },
  '& ul': { listStyle: 'disc' },
  '& ol': { listStyle: 'decimal' },
  '& a': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong': { fontWeight: 'semibold' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'control' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'accent', ps: '4', color: 'fg.muted' },
});
