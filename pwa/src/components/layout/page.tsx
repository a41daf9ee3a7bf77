import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { usePageTitle } from '@/lib/use-page-title';

interface PageProps {
  /** Document title, before ' | Dockside'; omitted, the app's default title. */
  title?: string;
  children: ReactNode;
  className?: string;
}

/** A screen's content column; sets the document title. */
export function Page({ title, children, className }: PageProps) {
  usePageTitle(title);
  return <div className={cx(pageStyles, className)}>{children}</div>;
}

const pageStyles = css({
  width: 'full',
  maxWidth: 'content',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
});

export const pageHeadingStyles = css({
  fontSize: { base: '2xl', md: '4xl' },
  color: 'primary',
  mb: '4',
});
