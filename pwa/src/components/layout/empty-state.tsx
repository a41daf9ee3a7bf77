import type { AriaRole, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { cardStyles } from '@/components/ui/card';

interface EmptyStateProps {
  heading: string;
  text?: string;
  /** The heading level inside the page (an h1 when the state is the whole screen). */
  level?: 'h1' | 'h2' | 'h3';
  role?: AriaRole;
  children?: ReactNode;
}

/** A centred message with its way out: empty lists, not-found, sign-in needed, no permission, a load failure. */
export function EmptyState({ heading, text, level: Heading = 'h2', role, children }: EmptyStateProps) {
  return (
    <div className={box} role={role}>
      <Heading className={title}>{heading}</Heading>
      {text ? <p className={description}>{text}</p> : null}
      {children ? <div className={actions}>{children}</div> : null}
    </div>
  );
}

const box = cx(
  cardStyles({ padding: 'none', border: 'dashed' }),
  stack({ align: 'center', textAlign: 'center', gap: '3', py: { base: '10', md: '16' }, px: '4' }),
);
const title = css({ fontSize: { base: 'xl', md: '2xl' }, color: 'primary' });
const description = css({ color: 'fg.muted', maxWidth: 'prose', fontSize: 'lg' });
const actions = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' });
