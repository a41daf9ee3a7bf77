import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { panelStyles } from '@/components/ui/panel';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { contactFormStyles } from './contact-form.styles';

/** The dark banner that opens the Buy and Advertise pages, with the page's h1. */
export function PageHero({ id, heading, text, children }: { id: string; heading: string; text: string; children?: ReactNode }) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <h1 id={id} className={styles.heroTitle}>
        {heading}
      </h1>
      <p className={styles.heroText}>{text}</p>
      {children}
    </section>
  );
}

/** A titled block of a marketing page. */
export function PageSection({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {heading}
      </h2>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** The card that holds a page's form, with its heading and intro (`id` is the link target of the form). */
export function FormCard({ id, heading, intro, children }: { id: string; heading: string; intro: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.formCard} tabIndex={-1}>
      <h2 id={`${id}-heading`} className={styles.sectionTitle}>
        {heading}
      </h2>
      <p className={styles.muted}>{intro}</p>
      {children}
    </section>
  );
}

/** A bulleted list of plain texts. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Cards in a responsive grid: name, optional badge and text. */
export function CardGrid({ items }: { items: readonly { name: string; text: string; badge?: string }[] }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.name} className={styles.card} data-highlight={item.badge ? true : undefined}>
          {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
          <h3 className={styles.cardTitle}>{item.name}</h3>
          <p className={styles.muted}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export const styles = {
  hero: cx(panelStyles({ tone: 'primary', size: 'hero' }), stack({ align: 'flex-start', gap: '4', py: { base: '8', md: '14' } })),
  heroTitle: css({ color: 'primary.fg', fontSize: { base: '3xl', md: '5xl' }, maxWidth: '20ch' }),
  heroText: css({ color: 'fg.invertedMuted', fontSize: { base: 'lg', md: 'xl' }, maxWidth: 'prose' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '4', scrollMarginTop: '4' }),
  sectionTitle: css({ fontSize: { base: '2xl', md: '3xl' }, color: 'primary' }),
  subTitle: css({ fontSize: 'xl', color: 'primary' }),
  muted: css({ color: 'fg.muted' }),
  cards: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(14rem, 1fr))' },
    gap: '4',
    listStyle: 'none',
  }),
  card: cx(
    cardStyles({ padding: 'none' }),
    stack({
      position: 'relative',
      gap: '2',
      p: '5',
      '&[data-highlight]': { borderColor: 'accent', borderWidth: '2px', boxShadow: 'raised' },
    }),
  ),
  cardTitle: css({ fontSize: 'lg', color: 'primary' }),
  badge: css({
    alignSelf: 'flex-start',
    px: '2.5',
    py: '0.5',
    borderRadius: 'full',
    bg: 'signal',
    color: 'signal.fg',
    fontSize: 'xs',
    fontWeight: 'bold',
    letterSpacing: '0.06em',
  }),
  formCard: cx(contactFormStyles.card, css({ scrollMarginTop: '4', _focus: { outline: 'none' } })),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', ps: '5', listStyle: 'disc' }),
};
