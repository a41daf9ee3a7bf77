import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { PART_CONDITIONS } from '@dockside/shared/listings';
import { pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { SELL_TEXTS as T } from '../content.constants';
import { ContentSection, lead, muted, panel, Steps } from './page-sections';

export function SellIntro() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '4' })}>
      <h1 className={cx(pageHeadingStyles, css({ mb: '0' }))}>{T.heading}</h1>
      <p className={lead}>{T.intro}</p>
      <SellActions />
    </div>
  );
}

export function FreeListings() {
  return (
    <ContentSection id="sell-free" heading={T.freeHeading} className={cx(panel, css({ bg: 'success.subtle', borderColor: 'success' }))}>
      <p>{T.freeText}</p>
    </ContentSection>
  );
}

export function HowListingWorks() {
  return (
    <ContentSection id="sell-how" heading={T.stepsHeading}>
      <Steps steps={T.steps} />
    </ContentSection>
  );
}

/** The six conditions of spec §3, each with what it means for a buyer. */
export function ConditionRatings() {
  return (
    <ContentSection id="sell-conditions" heading={T.conditionsHeading}>
      <p className={muted}>{T.conditionsIntro}</p>
      <dl className={conditions}>
        {PART_CONDITIONS.map((condition) => (
          <div key={condition} className={panel}>
            <dt className={css({ fontWeight: 'bold', color: 'primary' })}>{condition}</dt>
            <dd className={muted}>{T.conditions[condition]}</dd>
          </div>
        ))}
      </dl>
    </ContentSection>
  );
}

export function SellCallToAction() {
  return (
    <ContentSection id="sell-cta" heading={T.ctaHeading} className={cx(panel, css({ width: 'full', bg: 'primary.subtle' }))}>
      <SellActions />
      <p className={muted}>{T.alreadySeller}</p>
    </ContentSection>
  );
}

function SellActions() {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      <Link to="/sell-boat-parts/register" className={buttonStyles({ variant: 'signal', size: 'lg' })}>
        {T.signUp}
      </Link>
      <Link to="/boat-parts/create" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
        {T.createListing}
      </Link>
    </div>
  );
}

const conditions = css({
  display: 'grid',
  width: 'full',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
});
