import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

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
  panel: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '3',
    p: '6',
    bg: 'bg',
    borderWidth: '1px',
    borderColor: 'border',
    borderInlineStartWidth: '6px',
    borderInlineStartColor: 'accent',
    borderRadius: 'card',
  }),
  heading: css({ fontSize: 'xl', color: 'primary' }),
  text: css({ color: 'fg.muted', maxWidth: 'prose' }),
};
