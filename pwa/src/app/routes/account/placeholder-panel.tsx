import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { headingStyles } from '@/components/ui/heading';

/** A tab whose real content arrives with another feature: says so plainly and offers the next step. */
export function PlaceholderPanel({ heading, children, action }: { heading: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.panel} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.text}>{children}</p>
      {action}
    </section>
  );
}

const styles = {
  panel: cx(
    cardStyles({ padding: 'none' }),
    stack({
      alignItems: 'flex-start',
      gap: '3',
      p: '6',
      borderInlineStartWidth: '6px',
      borderInlineStartColor: 'accent',
    }),
  ),
  heading: headingStyles({ size: 'xl' }),
  text: css({ color: 'fg.muted', maxWidth: 'prose' }),
};
