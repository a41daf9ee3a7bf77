import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { discStyles } from '@/components/ui/disc';
import { headingStyles } from '@/components/ui/heading';

/** A titled section of a marketing page; `id` names its heading for aria-labelledby. */
export function ContentSection({
  id,
  heading,
  children,
  className,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cx(section, className)}>
      <h2 id={id} className={sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Numbered steps as cards: one column on a phone, a row on a desktop. */
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className={stepList}>
      {steps.map((step, index) => (
        <li key={step.title} className={stepCard}>
          <span className={stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={stepTitle}>{step.title}</h3>
          <p className={muted}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export const section = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' });
export const sectionHeading = headingStyles({ size: 'section' });
export const lead = css({ fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted', maxWidth: 'prose' });
export const muted = css({ color: 'fg.muted' });
export const panel = cardStyles({ padding: 'xl' });

const stepList = css({
  display: 'grid',
  width: 'full',
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(14rem, 1fr))' },
  gap: '4',
});
const stepCard = cx(panel, css({ display: 'flex', flexDirection: 'column', gap: '2' }));
const stepNumber = cx(discStyles({ size: '10', tone: 'accent' }), css({ fontSize: 'lg' }));
const stepTitle = css({ fontSize: 'lg', color: 'primary' });
