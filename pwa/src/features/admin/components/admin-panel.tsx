import { useId, type ReactNode, type RefObject } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { headingStyles } from '@/components/ui/heading';

interface AdminPanelProps {
  title: string;
  /** The heading takes focus when the row a keyboard user acted on leaves the list. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** One section of the admin area: its heading and content. */
export function AdminPanel({ title, headingRef, children }: AdminPanelProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export const adminStyles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0' }),
  card: cx(cardStyles({ padding: 'md', layout: 'split' }), css({ gap: '4' })),
  body: css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1', minWidth: '0' }),
  title: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary', overflowWrap: 'anywhere' }),
  facts: css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '3', rowGap: '1', fontSize: 'sm' }),
  term: css({ color: 'fg.muted', fontWeight: 'medium' }),
  text: css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-start' }),
};

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4', pt: '6' }),
  heading: cx(headingStyles({ size: 'section' }), css({ outline: 'none' })),
};
