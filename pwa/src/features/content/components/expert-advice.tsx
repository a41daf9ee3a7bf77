import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { EXPERT_ADVICE_TEXTS as T } from '../content.constants';
import { ContentSection, lead, muted, panel, Steps } from './page-sections';

/** Spec §2 parent-company / expert advice page (/about-yachtrow and /expert-chat). */
export function ExpertAdvice() {
  return (
    <div className={stack}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h1 className={cx(pageHeadingStyles, css({ mb: '0' }))}>{T.heading}</h1>
        <p className={lead}>{T.intro}</p>
      </div>

      <ContentSection id="expert-how" heading={T.stepsHeading}>
        <Steps steps={T.steps} />
        <Link to="/ask-expert" className={buttonStyles({ variant: 'accent' })}>
          {T.askQuestion}
        </Link>
      </ContentSection>

      <ContentSection id="expert-topics" heading={T.topicsHeading}>
        <ul className={topics}>
          {T.topics.map((topic) => (
            <li key={topic} className={topicItem}>
              {topic}
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="expert-testimonials" heading={T.testimonialsHeading}>
        <ul className={testimonials}>
          {T.testimonials.map((testimonial) => (
            <li key={testimonial.name} className={panel}>
              <figure className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                <blockquote className={quote}>“{testimonial.quote}”</blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span className={cx(muted, css({ display: 'block', fontSize: 'sm' }))}>{testimonial.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="expert-links" heading={T.linksHeading}>
        <ul className={linkList}>
          {T.links.map((link) => (
            <li key={link.href}>
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={externalLink}>
                {link.label} <span className={muted}>{T.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection id="expert-browse" heading={T.browseHeading} className={cx(panel, browse)}>
        <p className={muted}>{T.browseText}</p>
        <Link to="/boat-parts" className={buttonStyles({ variant: 'primary', size: 'lg' })}>
          {T.browseParts}
        </Link>
      </ContentSection>
    </div>
  );
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } });
const topics = css({ display: 'grid', width: 'full', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
const topicItem = css({
  bg: 'accent.subtle',
  borderInlineStartWidth: '4px',
  borderColor: 'accent',
  borderRadius: 'control',
  px: '4',
  py: '3',
  fontWeight: 'semibold',
});
const testimonials = css({
  display: 'grid',
  width: 'full',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
const quote = css({ fontSize: 'lg', fontStyle: 'italic' });
const linkList = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const externalLink = css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' });
const browse = css({ width: 'full', bg: 'primary.subtle' });
